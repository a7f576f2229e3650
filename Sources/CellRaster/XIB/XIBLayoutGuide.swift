/// A `<viewLayoutGuide key="…" id="…"/>` of a view: a rectangle constraints can refer to by the
/// guide's id, as they refer to views (UIKit reference, `UILayoutGuide`). IB writes one for a
/// view's `safeAreaLayoutGuide` in documents with `useSafeAreas="YES"` (in the fixture corpus on
/// cells, content views and one plain view) and for a scroll view's `contentLayoutGuide` and
/// `frameLayoutGuide`.
///
/// snapcheck has no layout guide variables: the parser rewrites every constraint item that is a
/// guide id into the id of the guide's owner view, keeping the attribute
/// (`XIBLayoutGuideResolving`), which is exact when the guide's rectangle is the owner's:
///
/// - **safeArea**: a view's safe area is its bounds minus its `safeAreaInsets` (UIKit reference,
///   `UIView.safeAreaLayoutGuide`, `safeAreaInsets`). A cell inside a table or collection view
///   gets no safe-area insets of its own in portrait on the iPhones snapcheck renders: the list's
///   adjusted content inset takes up the window's top and bottom insets
///   (`contentInsetAdjustmentBehavior` `.automatic`), so a cell at rest is inside the safe area,
///   and portrait has no left or right insets (`UITableView.insetsContentViewsToSafeArea` is
///   about those). A subview's insets are the part of its superview's it overlaps: 0 too. So the
///   guide's edges are the owner's edges.
/// - **frameLayout**: the scroll view's frame, untranslated by scrolling (UIKit reference,
///   `UIScrollView.frameLayoutGuide`): the scroll view's own edges.
/// - **contentLayout**: the scroll view's content area, `contentSize` at the content offset
///   (`UIScrollView.contentLayoutGuide`). Its size comes from what the content's constraints
///   say plus code snapcheck cannot run; at offset 0 with a content size equal to the bounds it
///   is the scroll view's bounds, which is how snapcheck lays it out, with a warning naming the
///   guide.
///
/// Other guides have no `<viewLayoutGuide>` in any public XIB or storyboard searched (the
/// fixture corpus has these three keys; a public code search for the element finds no other,
/// `readableContent` included): IB writes constraints
/// to the layout margins as margin attributes (`leadingMargin`) and the readable width as
/// `layoutMarginsFollowReadableWidth`. Any other key is an error naming the element.
struct XIBLayoutGuide: Hashable, Sendable {
  /// Which of a view's guides it is, by the `key` IB writes.
  enum Kind: String, Sendable, CaseIterable {
    case safeArea
    case contentLayout = "contentLayoutGuide"
    case frameLayout = "frameLayoutGuide"
  }

  /// The guide's id, as constraints name it.
  var id: String
  /// The id of the view that owns the guide (the element it is written in).
  var ownerID: String
  /// The owner's element, for messages.
  var ownerReference: String
  var kind: Kind
  /// The `<viewLayoutGuide>` element, for messages.
  var reference: String
}
