import Foundation
@testable import CellRaster

/// The public XIB cells of `../shared/fixtures/xib/` and `xib-corpus/` and their oracle
/// comparisons, computed once per test process for each measurer.
enum XIBOracleFixtures {
  static let folders = ["xib", "xib-corpus"]

  /// `folder/name` of every `.xib` in both folders, sorted by name within each folder.
  static var files: [String] {
    folders.flatMap { folder in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.path(folder, ""))) ?? []
      return names.filter { $0.hasSuffix(".xib") }.sorted().map { "\(folder)/\($0)" }
    }
  }

  /// Compares every fixture XIB (named `folder/name`) with `measurer`.
  static func results(_ measurer: any TextMeasuring) -> [XIBOracleFileResult] {
    files.map { XIBOracleComparison.compare(file: Fixtures.root.appendingPathComponent($0).path, name: $0, measurer: measurer) }
  }

  /// With the font-free `ZeroTextMeasurer`: every text measures 0 x 0 (intrinsic sizes come
  /// from content, `XIBIntrinsicSizes`), so only text-independent views can match IB.
  static let zero: XIBOracleReport = XIBOracleReport(results: results(ZeroTextMeasurer()))

  /// With the pinned fonts through Pango, as `snapcheck render` measures; the error when they
  /// cannot be loaded.
  static let pango: Result<XIBOracleReport, any Error> = Result { XIBOracleReport(results: results(try PangoTextMeasurer())) }
}
