import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// Hostile sizes do not blow up what diff and verify make: the diff image's canvas, the
/// side-by-side composite, and the tree diff shown on the console, in JUnit and in the report.
@Suite("Output limits")
struct OutputLimitTests {
  static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)

  static func writePNG(_ image: RGBAImage, _ path: String) throws {
    try FileBytes.writeAtomically(try PNGEncoder.encode(image), to: path)
  }

  /// A new folder holding `a.png` and `b.png`.
  static func pair(_ a: RGBAImage, _ b: RGBAImage) throws -> String {
    let folder = try TestWorkspace.temporaryFolder()
    try writePNG(a, folder + "/a.png")
    try writePNG(b, folder + "/b.png")
    return folder
  }

  @Test("verify's image check: a golden 1x32767 against a 32767x1 frame names both sizes and the limit, and has no diff image")
  func snapshotImageCheckOverLimit() throws {
    let golden = RGBAImage(width: 1, height: 32767, fill: Self.white), actual = RGBAImage(width: 32767, height: 1, fill: Self.white)
    let problem = try #require(SnapshotImageCheck.compare(reference: golden, actual: actual, options: ComparisonOptions()))
    #expect(problem.diffImage == nil)
    #expect(problem.summary == "size differs: golden 1x32767 px, actual 32767x1 px; no diff or side-by-side image: "
              + "the diff image would be 32767x32767 = 1073676289 px, over the limit of 100000000 px")
  }

  @Test("diff: 32767x1 against 1x32767 writes neither --diff nor --side-by-side, says why, exits 1")
  func diffOverLimit() throws {
    let folder = try Self.pair(RGBAImage(width: 32767, height: 1, fill: Self.white), RGBAImage(width: 1, height: 32767, fill: Self.white))
    let result = TestWorkspace.run(["diff", folder + "/a.png", folder + "/b.png", "--diff", folder + "/d.png",
                                    "--side-by-side", folder + "/s.png"])
    #expect(result.status == .failure)
    #expect(result.out.contains("size: reference 32767x1, actual 1x32767 (sizes differ)\n"))
    #expect(result.out.contains("diff image: not made (the diff image would be 32767x32767 = 1073676289 px, over the limit of 100000000 px)\n"))
    #expect(result.out.contains("side-by-side: not made (the diff image would be 32767x32767 = 1073676289 px, over the limit of 100000000 px)\n"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/d.png"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/s.png"))
  }

  @Test("diff --max-pixels also holds the composite: the 4x4 diff is written, the larger side-by-side is not, exit 1")
  func diffCompositeOverLimit() throws {
    let folder = try Self.pair(RGBAImage(width: 4, height: 4, fill: Self.white), RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 255)))
    let result = TestWorkspace.run(["diff", folder + "/a.png", folder + "/b.png", "--max-pixels", "40",
                                    "--diff", folder + "/d.png", "--side-by-side", folder + "/s.png"])
    #expect(result.status == .failure)
    #expect(result.out.contains("side-by-side: not made (the side-by-side composite would be "))
    #expect(result.out.contains(" px, over the limit of 40 px)\n"))
    #expect(try PNGDecoder.decodeFile(atPath: folder + "/d.png").width == 4)
    #expect(!FileManager.default.fileExists(atPath: folder + "/s.png"))
  }

  @Test("diff refuses --diff and --side-by-side naming one file (compared resolved), exit 64")
  func sameOutput() throws {
    let folder = try Self.pair(RGBAImage(width: 2, height: 2, fill: Self.white), RGBAImage(width: 2, height: 2, fill: (0, 0, 0, 255)))
    let result = TestWorkspace.run(["diff", folder + "/a.png", folder + "/b.png", "--side-by-side", folder + "/s.png",
                                    "--diff", folder + "/./sub/../s.png"])
    #expect(result.status == .usage)
    #expect(result.err.contains("--diff '\(folder)/./sub/../s.png' and --side-by-side '\(folder)/s.png' name the same file"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/s.png"))
    let distinct = TestWorkspace.run(["diff", folder + "/a.png", folder + "/b.png", "--side-by-side", folder + "/s.png",
                                      "--diff", folder + "/d.png"])
    #expect(distinct.status == .failure)
    #expect(FileManager.default.fileExists(atPath: folder + "/s.png") && FileManager.default.fileExists(atPath: folder + "/d.png"))
  }

  @Test("the tree diff excerpt: 200 lines, then how many more and where; long lines cut at 500 characters")
  func excerpt() {
    let lines = (0..<250).map { $0 < 2 ? "header \($0)" : ($0 % 2 == 0 ? "-old \($0)" : " kept \($0)") }
    let shown = TreeDiffExcerpt.lines(lines, artifact: "a/b.a11y.diff")
    #expect(shown.count == 201)
    #expect(Array(shown.prefix(200)) == Array(lines.prefix(200)))
    #expect(shown.last == "… 50 more diff lines (25 changed): see a/b.a11y.diff")
    #expect(TreeDiffExcerpt.lines(Array(lines.prefix(200)), artifact: "x") == Array(lines.prefix(200)))
    let long = String(repeating: "é", count: 600)
    #expect(TreeDiffExcerpt.cut(long) == String(repeating: "é", count: 500) + "… (600 characters)")
    let exact = String(repeating: "a", count: 500)
    #expect(TreeDiffExcerpt.cut(exact) == exact)
  }

  @Test("the report's table cuts a long line after 500 characters, marks included")
  func longRowCut() throws {
    let old = String(repeating: "a", count: 400) + " x " + String(repeating: "b", count: 300) + "\n"
    let new = String(repeating: "a", count: 400) + " y " + String(repeating: "b", count: 300) + "\n"
    let row = try #require(TreeDiffTable.rows(old: old, new: new).first)
    #expect(row.oldHTML == String(repeating: "a", count: 400) + " <del>x</del> " + String(repeating: "b", count: 97) + "… (703 characters)")
    #expect(row.newHTML.hasSuffix(" <ins>y</ins> " + String(repeating: "b", count: 97) + "… (703 characters)"))
  }

  @Test("verify: a golden tree of 3000 tiny lines shows 200 diff lines on the console and in JUnit, 1000 report rows; the artifact is whole")
  func largeTreeGolden() throws {
    let name = "object-cell-headline-only"
    let snapshots = try TestWorkspace.copyOfScenarios([name])
    let tree = snapshots + "/golden/\(name)/w375-3x-L-light-ltr.a11y.txt"
    let lines = (0..<3000).map { "n\($0)" }
    try (lines.joined(separator: "\n") + "\n").write(toFile: tree, atomically: true, encoding: .utf8)
    let work = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a", "--report", work + "/r",
                                    "--junit", work + "/junit.xml", "--record", "never", name])
    #expect(result.status == .failure)
    let artifact = work + "/a/\(name)/w375-3x-L-light-ltr.a11y.diff"
    #expect(result.out.contains(" more diff lines ("))
    #expect(result.out.contains("changed): see \(artifact)\n"))
    #expect(result.out.contains("-n150\n") && !result.out.contains("-n2999\n"))
    let full = try String(contentsOfFile: artifact, encoding: .utf8)
    #expect(full.contains("\n-n2999\n"), "the artifact keeps every line")
    let junit = try String(contentsOfFile: work + "/junit.xml", encoding: .utf8)
    #expect(junit.contains("see \(artifact)") && !junit.contains("-n2999"))
    let html = try String(contentsOfFile: work + "/r/index.html", encoding: .utf8)
    #expect(html.components(separatedBy: "<tr class=\"removed\"").count - 1 + html.components(separatedBy: "<tr class=\"changed\"").count - 1
              + html.components(separatedBy: "<tr class=\"added\"").count - 1 + html.components(separatedBy: "<tr class=\"same\"").count - 1
              == TreeDiffExcerpt.rowLimit)
    #expect(html.contains("more rows (") && html.contains("see <code>\(artifact)</code>"))
  }
}
