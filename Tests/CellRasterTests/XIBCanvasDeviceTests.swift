import Testing
@testable import CellRaster

/// The IB canvas device's scale and idiom from `<device id>`, the document type and
/// `targetRuntime`.
@Suite struct XIBCanvasDeviceTests {
  @Test(arguments: [
    ("retina4_7", 2), ("retina4_0", 2), ("retina6_1", 2), ("retina5_5", 3), ("retina5_9", 3), ("retina6_5", 3),
    ("retina6_12", 3), ("retina6_7", 3), ("retina6_72", 3), ("retina6_9", 3), ("ipad9_7", 2), ("ipad12_9rounded", 2),
  ])
  func scale(_ device: String, _ expected: Int) {
    #expect(XIBCanvasDevice.scale(device) == expected)
  }

  @Test func noDeviceIsATwoXCanvas() {
    #expect(XIBCanvasDevice.scale(nil) == 2)
  }

  @Test func idiom() {
    #expect(XIBCanvasDevice.idiom(kind: .iPadXIB, targetRuntime: "iOS.CocoaTouch.iPad", device: nil) == .pad)
    // An old iPad storyboard: the storyboard type with the iPad runtime.
    #expect(XIBCanvasDevice.idiom(kind: .storyboard, targetRuntime: "iOS.CocoaTouch.iPad", device: nil) == .pad)
    #expect(XIBCanvasDevice.idiom(kind: .xib, targetRuntime: "iOS.CocoaTouch", device: "ipad10_9rounded") == .pad)
    #expect(XIBCanvasDevice.idiom(kind: .xib, targetRuntime: "iOS.CocoaTouch", device: "retina6_12") == .phone)
    #expect(XIBCanvasDevice.idiom(kind: .storyboard, targetRuntime: nil, device: nil) == .phone)
  }

  /// Xcode 13's canvas (tools versions 19529 and 20037 in the corpus) stored text-style labels at
  /// the xSmall sizes; Xcode 12 (17701), 14.3 (22155) and 16 (24506) at Large.
  @Test func canvasContentSizeCategory() {
    #expect(XIBCanvasDevice.contentSizeCategory(forToolsVersion: 19529) == .extraSmall)
    #expect(XIBCanvasDevice.contentSizeCategory(forToolsVersion: 20037) == .extraSmall)
    #expect(XIBCanvasDevice.contentSizeCategory(forToolsVersion: 17701) == .large)
    #expect(XIBCanvasDevice.contentSizeCategory(forToolsVersion: 22155) == .large)
    #expect(XIBCanvasDevice.contentSizeCategory(forToolsVersion: 24506) == .large)
    #expect(XIBCanvasDevice.contentSizeCategory(forToolsVersion: nil) == .large)
  }

  /// The oracle's canvas environment takes it; the sample of 17xxx stays at Large.
  @Test func canvasEnvironmentFollowsTheToolsVersion() throws {
    var document = try XIBSamples.parse(XIBOracleComparisonTests.sample)
    document.toolsVersion = 20037
    #expect(XIBOracleComparison.canvasEnvironment(document).contentSize == .extraSmall)
    document.toolsVersion = 22155
    #expect(XIBOracleComparison.canvasEnvironment(document).contentSize == .large)
  }
}
