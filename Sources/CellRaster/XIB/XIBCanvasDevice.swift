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
}
