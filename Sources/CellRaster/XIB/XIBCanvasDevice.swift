/// The IB design canvas a document's stored frames were laid out on: `<device id>` (Xcode 8
/// and later) and `targetRuntime`. It decides the scale IB snapped the frames to and the idiom
/// `snapcheck render <file>` renders a bare document in.
public enum XIBCanvasDevice {
  /// Canvas pixels per point by `<device id>`: 3 for the 3x iPhones (Plus, X and later, except
  /// the 2x XR/11 `retina6_1`), else 2 (the 2x iPhones, every iPad, and documents that name no
  /// device: Xcode 7 and older, whose default canvases were 2x). IB has no 1x canvas device.
  /// Ids by screen size: retina5_5 (Plus), retina5_9 (X/XS), retina6_5 (XS Max/11 Pro Max),
  /// retina5_4 (12/13 mini), retina6_12 (12-14), retina6_7 (12-14 Pro Max), retina6_72 (14 Plus
  /// and later Plus/Max), retina6_3 (16 Pro), retina6_9 (16 Pro Max).
  public static func scale(_ device: String?) -> Int {
    guard let device else { return 2 }
    let threeX: Set<String> = ["retina5_5", "retina5_9", "retina6_5", "retina5_4", "retina6_12", "retina6_7",
                               "retina6_72", "retina6_3", "retina6_9"]
    return threeX.contains(device) ? 3 : 2
  }

  /// `.pad` for an iPad XIB, an iPad runtime (`targetRuntime="iOS.CocoaTouch.iPad"`, older
  /// iPad storyboards) or an iPad canvas device (`ipad9_7`, `ipad12_9rounded`, …); else `.phone`.
  public static func idiom(kind: XIBDocumentKind, targetRuntime: String?, device: String?) -> UserInterfaceIdiom {
    if kind == .iPadXIB || targetRuntime == "iOS.CocoaTouch.iPad" { return .pad }
    if let device, device.lowercased().hasPrefix("ipad") { return .pad }
    return .phone
  }

  /// The content size category whose text-style fonts IB's canvas stored frames for, by the
  /// document's `toolsVersion`: `.extraSmall` for Xcode 13 (tools versions 19000–20999),
  /// `.large` for every other version and for documents that name none.
  ///
  /// Measured on the public XIB corpus (`../shared/fixtures/xib-corpus`): every text-style label
  /// of the three documents saved by Xcode 13 (19529, 20037; covpass NoCertificateCollectionViewCell,
  /// vlc MediaCollectionViewCell and VLCStreamingHistoryCell, 7 labels) is stored one line of the
  /// xSmall size tall (Title3 20.5 = 17 pt, Callout 16 = 13 pt, Subhead and Footnote 14.5 = 12 pt,
  /// Caption1 13.5 = 11 pt, at 2x), while the documents of Xcode 11, 12 and 14.3–16 (16096–24506,
  /// 24 labels) show the Large sizes (Body 20.5 = 17 pt, Subhead 18 = 15 pt, Caption1 14.5 = 12 pt).
  /// No Apple document describes this; it is a property of those Xcode releases' canvas, not of
  /// UIKit, so only the oracle (`XIBOracleComparison`) uses it. Rendering takes the variant's
  /// category.
  public static func contentSizeCategory(forToolsVersion toolsVersion: Double?) -> ContentSizeCategory {
    guard let toolsVersion else { return .large }
    return (19_000..<21_000).contains(toolsVersion) ? .extraSmall : .large
  }

  /// The screen of an iPhone canvas in portrait: its width and its safe-area insets at the top
  /// and bottom, points.
  public struct Screen: Hashable, Sendable {
    /// Width in portrait, points.
    public var width: Double
    /// Safe-area inset at the top in portrait (the status bar, or the sensor housing), points.
    public var safeAreaTop: Double
    /// Safe-area inset at the bottom in portrait (the home indicator), points.
    public var safeAreaBottom: Double
  }

  /// The screen of the iPhone canvas `device` names, or nil for iPads, unknown ids and none.
  ///
  /// Widths and safe areas are the phones' (Apple's iPhone technical specifications; the safe
  /// areas as UIKit reports them in portrait): retina6_1 (XR, 11) 414 pt, 48 / 34; retina5_9
  /// (X, XS, 11 Pro) 375, 44 / 34; retina6_5 (XS Max, 11 Pro Max) 414, 44 / 34; retina5_4 (12 and
  /// 13 mini) 375, 50 / 34; retina6_12 (12–14) 390, 47 / 34; retina6_7 (12–13 Pro Max, 14 Plus)
  /// 428, 47 / 34; retina6_72 (15 Plus and Pro Max, 16 Plus) 430, 59 / 34; retina6_3 (16 Pro)
  /// 402, 62 / 34; retina6_9 (16 Pro Max) 440, 62 / 34; the home-button phones retina3_5 and
  /// retina4_0 320, retina4_7 375, retina5_5 414, with 20 / 0 (the status bar). The corpus
  /// confirms retina6_1: covpass ListItemView's stack, pinned to the margins of a top-level
  /// view, is stored 48 pt from the top and 34 from the bottom.
  public static func screen(_ device: String?) -> Screen? {
    switch device {
    case "retina6_1": Screen(width: 414, safeAreaTop: 48, safeAreaBottom: 34)
    case "retina5_9": Screen(width: 375, safeAreaTop: 44, safeAreaBottom: 34)
    case "retina6_5": Screen(width: 414, safeAreaTop: 44, safeAreaBottom: 34)
    case "retina5_4": Screen(width: 375, safeAreaTop: 50, safeAreaBottom: 34)
    case "retina6_12": Screen(width: 390, safeAreaTop: 47, safeAreaBottom: 34)
    case "retina6_7": Screen(width: 428, safeAreaTop: 47, safeAreaBottom: 34)
    case "retina6_72": Screen(width: 430, safeAreaTop: 59, safeAreaBottom: 34)
    case "retina6_3": Screen(width: 402, safeAreaTop: 62, safeAreaBottom: 34)
    case "retina6_9": Screen(width: 440, safeAreaTop: 62, safeAreaBottom: 34)
    case "retina3_5", "retina4_0": Screen(width: 320, safeAreaTop: 20, safeAreaBottom: 0)
    case "retina4_7": Screen(width: 375, safeAreaTop: 20, safeAreaBottom: 0)
    case "retina5_5": Screen(width: 414, safeAreaTop: 20, safeAreaBottom: 0)
    default: nil
    }
  }
}
