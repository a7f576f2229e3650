import Testing
@testable import CellRaster

@Suite("ComparisonResult")
struct ComparisonResultTests {
  func result(_ mismatched: Int, total: Int = 131_072, box: PixelBox? = nil, allowance: DiffAllowance = .none,
              actual: PixelSize = PixelSize(width: 512, height: 256), antialiased: Int = 0) -> ComparisonResult {
    ComparisonResult(referenceSize: PixelSize(width: 512, height: 256), actualSize: actual, mismatchedPixels: mismatched,
                     antialiasedPixels: antialiased, totalPixels: total, boundingBox: box, diffImage: nil,
                     allowance: allowance, mode: .pixelmatch)
  }

  @Test("report lines: count, ratio (4 significant digits, never a misleading 0), box, verdict")
  func report() {
    #expect(result(143, box: PixelBox(x: 228, y: 40, width: 270, height: 104), antialiased: 108).reportLines == [
      "mismatched: 143", "ratio: 0.001091 (0.1091%)", "box: 228,40 270x104 px", "anti-aliased (not counted): 108",
      "result: fail (over the allowance of 0px)",
    ])
    #expect(result(0).reportLines == ["mismatched: 0", "ratio: 0 (0%)", "box: none", "result: pass (within the allowance of 0px)"])
    #expect(result(1, total: 8_294_400, allowance: .pixels(1)).reportLines[1] == "ratio: 1.206e-07 (1.206e-05%)")
    #expect(result(1, total: 8_294_400, allowance: .pixels(1)).passed)
  }

  @Test("a size mismatch fails whatever the allowance and says both sizes first")
  func sizeMismatch() {
    let r = result(0, allowance: .percent(100), actual: PixelSize(width: 512, height: 257))
    #expect(!r.passed && r.sizeMismatch)
    #expect(r.reportLines.first == "size: reference 512x256, actual 512x257 (sizes differ)")
    #expect(r.reportLines.last == "result: fail (sizes differ)")
  }
}
