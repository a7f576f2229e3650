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
}
