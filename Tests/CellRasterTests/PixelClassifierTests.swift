import Testing
@testable import CellRaster

@Suite("PixelClassifier")
struct PixelClassifierTests {
  func verdict(_ a: [UInt8], _ b: [UInt8], _ make: (ImagePair) -> any PixelClassifier) -> PixelVerdict {
    a.withUnsafeBufferPointer { pa in
      b.withUnsafeBufferPointer { pb in
        UnsafeRawPointer(pa.baseAddress!).withMemoryRebound(to: UInt32.self, capacity: 1) { a32 in
          UnsafeRawPointer(pb.baseAddress!).withMemoryRebound(to: UInt32.self, capacity: 1) { b32 in
            let pair = ImagePair(reference: pa.baseAddress!, actual: pb.baseAddress!, reference32: a32, actual32: b32,
                                 width: 1, height: 1)
            return make(pair).classify(pos: 0, x: 0, y: 0)
          }
        }
      }
    }
  }

  func describe(_ v: PixelVerdict) -> String {
    switch v {
    case .same: return "same"
    case .antialiased: return "aa"
    case .changed(let darker): return darker ? "darker" : "changed"
    }
  }

  @Test("strict marks every differing pixel, darker when the actual is darker")
  func strict() {
    #expect(describe(verdict([200, 200, 200, 255], [199, 200, 200, 255]) { StrictClassifier(pair: $0, background: .white) }) == "darker")
    #expect(describe(verdict([0, 0, 0, 255], [0, 0, 0, 254]) { StrictClassifier(pair: $0, background: .white) }) == "changed")
  }

  @Test("perceptual compares ΔE00 with the tolerance, inclusive")
  func perceptual() {
    let grey: [UInt8] = [128, 128, 128, 255], nearby: [UInt8] = [129, 128, 128, 255]
    let deltaE = CIEDE2000.difference(CIEDE2000.lab(bytes: 128, 128, 128), CIEDE2000.lab(bytes: 129, 128, 128))
    #expect(describe(verdict(grey, nearby) { PerceptualClassifier(pair: $0, deltaE: deltaE, background: .white) }) == "same")
    #expect(describe(verdict(grey, nearby) { PerceptualClassifier(pair: $0, deltaE: deltaE * 0.999, background: .white) }) == "changed")
  }
}
