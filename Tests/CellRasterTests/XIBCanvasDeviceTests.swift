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
}
