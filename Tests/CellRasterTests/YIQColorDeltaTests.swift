import Testing
@testable import CellRaster

@Suite("YIQColorDelta")
struct YIQColorDeltaTests {
  @Test("red vs cyan reaches the 35215 maximum, black vs white 0.5053·255²; the sign says which side is brighter")
  func maximum() {
    let black: [UInt8] = [0, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]
    black.withUnsafeBufferPointer { b in
      white.withUnsafeBufferPointer { w in
        guard let b = b.baseAddress, let w = w.baseAddress else { return }
        let darker = YIQColorDelta.delta(w, 0, b, 0, background: .white)  // actual (b) darker → negative
        #expect(abs(abs(darker) - 0.5053 * 255 * 255) < 1)
        #expect(darker < 0)
        #expect(YIQColorDelta.delta(b, 0, w, 0, background: .white) > 0)
        #expect(YIQColorDelta.delta(b, 0, b, 0, background: .checkerboard) == 0)
        #expect(YIQColorDelta.brightness(w, 0, b, 0, background: .white) > 254)
        let red: [UInt8] = [255, 0, 0, 255], cyan: [UInt8] = [0, 255, 255, 255]
        red.withUnsafeBufferPointer { r in
          cyan.withUnsafeBufferPointer { c in
            guard let r = r.baseAddress, let c = c.baseAddress else { return }
            #expect(abs(abs(YIQColorDelta.delta(c, 0, r, 0, background: .white)) - YIQColorDelta.maximum) < 1)
          }
        }
      }
    }
  }
}
