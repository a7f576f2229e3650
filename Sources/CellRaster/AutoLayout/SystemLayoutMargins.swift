/// The layout margins UIKit gives a table or collection view cell's content view when the XIB
/// sets none, by iOS version and width.
///
/// - iOS 11 and later: 11 pt top and bottom; 16 pt leading and trailing in compact width on
///   screens narrower than 414 pt, 20 pt in regular width and from 414 pt (the full-width
///   component margins of fiori-cells.md §4, [SAPGL adaptive-design]: compact 16, regular 20;
///   the 11 pt of fiori-cells.md §4, "44 = 11 + 22 body leading + 11"). Measured on the public
///   XIB corpus (`../shared/fixtures/xib-corpus`, documents saved by Xcode 9.3–26): every view
///   pinned to a content view margin with constant 0 is stored 16 pt from the side at widths
///   318–375 and 11 pt from the top or bottom (10–13 where the label's own height rounds).
/// - Before iOS 11: 8 pt on every side, UIView's default (the Liferay XIB of 2016, Xcode 8
///   documents of the corpus: 8 pt at 368 and 375 pt).
///
/// A content view that does not span its cell (the cell has an accessory, so the content view
/// ends before it) keeps on that side only what the cell's margin still overlaps, and at least
/// UIView's 8 pt: the content view preserves its superview's margins (`UIView.preservesSuperview
/// LayoutMargins`, UIKit reference: "the superview's margins are also considered … where the
/// distance between the edge of a view and its superview is smaller than the corresponding
/// margin"), so its own 8 pt apply where the cell's margin no longer reaches. Measured on the
/// corpus: the-blue-alliance MatchTableViewCell (Xcode 10, a disclosure indicator, content view
/// 341 of 375 pt) stores a view pinned to the trailing margin 8 pt from the content view's edge
/// and one pinned to the leading margin 16 pt from it.
///
/// Other views keep UIView's default of 8 pt (`XIBLayoutMargins.uiKitDefault`).
public enum SystemLayoutMargins {
  /// The iOS version snapcheck lays cells out for unless told otherwise: iOS 17.
  public static let defaultSystemVersion = 17

  /// The width from which iPhone margins are 20 pt (the Plus and Max phones, 414 pt and wider).
  public static let wideScreenWidth = 414.0

  /// A content view's default margins.
  /// - Parameters:
  ///   - width: the cell's width, points.
  ///   - isRegularWidth: the variant's horizontal size class is regular.
  ///   - systemVersion: the iOS major version.
  ///   - leadingInset: how far the content view's leading edge lies inside the cell's, points
  ///     (default 0: it spans the cell).
  ///   - trailingInset: how far its trailing edge lies inside the cell's, points: the accessory
  ///     area's width when the cell has an accessory (default 0).
  public static func contentView(width: Double, isRegularWidth: Bool, systemVersion: Int,
                                 leadingInset: Double = 0, trailingInset: Double = 0) -> XIBLayoutMargins {
    guard systemVersion >= 11 else { return .uiKitDefault }
    let side = isRegularWidth || width >= wideScreenWidth ? 20.0 : 16.0
    let own = XIBLayoutMargins.uiKitDefault
    return XIBLayoutMargins(top: 11, leading: max(own.leading, side - max(0, leadingInset)), bottom: 11,
                            trailing: max(own.trailing, side - max(0, trailingInset)), isDirectional: true)
  }

  /// The iOS version whose layout Interface Builder showed for a document saved with
  /// `toolsVersion` (its build number): Xcode 9 (13xxx, the iOS 11 SDK) and later lay cells out
  /// with iOS 11's margins; Xcode 8 (11xxx–12xxx) and earlier with iOS 10's. Used to compare
  /// with IB's stored frames; rendering uses `defaultSystemVersion`.
  public static func systemVersion(forToolsVersion toolsVersion: Double?) -> Int {
    guard let toolsVersion else { return 10 }
    return toolsVersion >= 13_000 ? 11 : 10
  }
}
