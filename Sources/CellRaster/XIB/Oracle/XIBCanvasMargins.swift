/// The layout margins IB's canvas gives a top-level plain view (a `<view>` that is the
/// document's root, not a cell), which the oracle lays out with in place of the declared ones.
///
/// IB shows such a view as if it filled the canvas device's screen, the root view of a view
/// controller: its safe area is the screen's (`XIBCanvasDevice.screen`), and its superview's
/// margins are the root view's system minimum, 16 pt at the sides on screens narrower than
/// 414 pt and 20 pt from 414 pt (`SystemLayoutMargins.wideScreenWidth`), plus the safe area at
/// the top and bottom. So, as UIKit documents the two properties:
/// - `insetsLayoutMarginsFromSafeArea` (default true) adds the safe-area insets to the view's own
///   margins (declared, else UIKit's 8 pt);
/// - `preservesSuperviewLayoutMargins` takes, per edge, the larger of that and the superview's.
///
/// Measured on the corpus: covpass ListItemView (retina6_1, margins 0, preserving) stores its
/// stack 20 pt from the sides, 48 from the top and 34 from the bottom; dashwallet
/// DWFilterHeaderView (retina6_1, margins 16 at the sides, `insetsLayoutMarginsFromSafeArea` NO,
/// not preserving) stores 16 and 0. Cells are laid out in a list, without any of this, but with
/// that list's width for their content view's margins (`listWidth`).
/// Only the oracle uses it (`XIBOracleComparison`): a rendered XIB view has no screen around it.
enum XIBCanvasMargins {
  /// The margins of `root` on `document`'s canvas, or nil when the canvas changes nothing: the
  /// root is a cell, the device is no known iPhone, or neither property applies.
  static func rootMargins(_ document: XIBDocument) -> XIBLayoutMargins? {
    let root = document.root
    guard document.rootElement == "view", let screen = XIBCanvasDevice.screen(document.canvasDevice),
          root.insetsLayoutMarginsFromSafeArea || root.preservesSuperviewLayoutMargins else { return nil }
    var margins = XIBEffectiveMargins.directional(root.layoutMargins ?? .uiKitDefault, isRightToLeft: false)
    if root.insetsLayoutMarginsFromSafeArea {
      margins.top += screen.safeAreaTop
      margins.bottom += screen.safeAreaBottom
    }
    if root.preservesSuperviewLayoutMargins {
      let side = screen.width >= SystemLayoutMargins.wideScreenWidth ? 20.0 : 16.0
      margins.top = max(margins.top, screen.safeAreaTop)
      margins.bottom = max(margins.bottom, screen.safeAreaBottom)
      margins.leading = max(margins.leading, side)
      margins.trailing = max(margins.trailing, side)
    }
    return margins
  }

  /// The width IB's canvas takes a table view cell's content-view margins from, points, or nil
  /// for the cell's own width: from Xcode 12 (tools version 17000), the canvas device's screen
  /// width, as on a phone, where the cell's list spans the screen; before, and for unknown
  /// devices, the cell's. Measured on the corpus: covpass ActionTableViewCell (Xcode 12.4, a
  /// 352 pt cell on the 414 pt retina6_1) stores its stack, pinned to the content view's side
  /// margins, 20 pt from the sides, the 414 pt screen's margin; dashwallet DWUserDetailsCell
  /// (Xcode 11.4, a 320 pt cell on the same device) stores 16, the 320 pt cell's.
  static func listWidth(_ document: XIBDocument) -> Double? {
    guard document.rootElement == "tableViewCell", let toolsVersion = document.toolsVersion, toolsVersion >= 17_000,
          let screen = XIBCanvasDevice.screen(document.canvasDevice) else { return nil }
    return screen.width
  }
}
