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
  public static func contentView(width: Double, isRegularWidth: Bool, systemVersion: Int) -> XIBLayoutMargins {
    guard systemVersion >= 11 else { return .uiKitDefault }
    let side = isRegularWidth || width >= wideScreenWidth ? 20.0 : 16.0
    return XIBLayoutMargins(top: 11, leading: side, bottom: 11, trailing: side, isDirectional: true)
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
