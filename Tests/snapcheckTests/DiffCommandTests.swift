import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// snapcheck's exit status (Testing has an `ExitStatus` of its own).
typealias Exit = SnapCheckCore.ExitStatus

/// One command line and the exit status it must give.
struct ExitCase: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let expected: Exit
  init(_ arguments: [String], _ expected: Exit) {
    self.arguments = arguments
    self.expected = expected
  }
  var testDescription: String { "\(arguments.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " ")) → \(expected.rawValue)" }
}

/// Every case compares the shared pixelmatch and PngSuite fixtures.
@Suite("DiffCommand", SharedFixtures.required)
struct DiffCommandTests {
  /// `<repo>/../shared/fixtures/<folder>/<name>`.
  static func fixture(_ folder: String, _ name: String) -> String { SharedFixtures.path(folder, name) }

  static func pm(_ name: String) -> String { fixture("pixelmatch", name + ".png") }

  func run(_ arguments: [String]) -> (Exit, String, String) {
    let console = Console(capturing: true)
    let status = runSnapcheck(["diff"] + arguments, context: RunContext(environment: [:], console: console))
    return (status, console.capturedOut, console.capturedErr)
  }

  @Test("identical files: exit 0 and 'mismatched: 0'")
  func identical() {
    let (status, out, _) = run([Self.pm("1a"), Self.pm("1a")])
    #expect(status == .success)
    #expect(out.hasPrefix("mismatched: 0\n"))
  }

  @Test("pixelmatch mode reproduces fixture 1 (143 px) and writes its diff image; exit 1 over the allowance")
  func pixelmatchDiff() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diffcmd-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let diffPath = folder.appendingPathComponent("d.png").path
    let sidePath = folder.appendingPathComponent("s.png").path
    let (status, out, _) = run([Self.pm("1a"), Self.pm("1b"), "--threshold", "0.05", "--diff", diffPath, "--side-by-side", sidePath])
    #expect(status == .failure)
    #expect(out.contains("mismatched: 143\n"))
    #expect(out.contains("box: "))
    let written = try PNGDecoder.decodeFile(atPath: diffPath)
    #expect(written == (try PNGDecoder.decodeFile(atPath: Self.pm("1diff"))))
    try Self.expectCaptionedSideBySide(try PNGDecoder.decodeFile(atPath: sidePath),
                                       panels: [try PNGDecoder.decodeFile(atPath: Self.pm("1a")), written,
                                                try PNGDecoder.decodeFile(atPath: Self.pm("1b"))])
  }

  /// `image` is a side-by-side of `panels` (equal sizes, captions narrower than a panel): a
  /// white caption band with dark text pixels above each panel, then each panel's bytes
  /// unchanged, 4 px transparent gaps between them.
  static func expectCaptionedSideBySide(_ image: RGBAImage, panels: [RGBAImage]) throws {
    let width = panels[0].width, height = panels[0].height
    // The band is white across the gap right of the first panel; below it the gap is transparent.
    let band = (0..<image.height).first { image.pixel(x: width, y: $0).a == 0 } ?? image.height
    #expect(image.width == width * 3 + 8 && image.height == band + height)
    #expect(band >= 25 && band <= 32, "caption band \(band) px")
    for (index, panel) in panels.enumerated() {
      let left = index * (width + 4)
      let dark = (0..<band).filter { y in (left..<(left + width)).contains { x in
        let p = image.pixel(x: x, y: y)
        return p.a == 255 && p.r < 128 && p.g < 128 && p.b < 128
      } }
      #expect(dark.count >= 9, "panel \(index): \(dark.count) rows of caption text")
      #expect(image.pixel(x: left + width - 1, y: 0) == (255, 255, 255, 255), "panel \(index): white band")
      var below: [UInt8] = []
      for y in band..<(band + height) {
        let start: Int = (y * image.width + left) * 4
        below += image.pixels[start..<(start + width * 4)]
      }
      #expect(below == panel.pixels, "panel \(index) placed below the band, unchanged")
    }
  }

  static let allowanceCases: [ExitCase] = [
    ExitCase(["--max-diff", "143px"], .success), ExitCase(["--max-diff", "142px"], .failure),
    ExitCase(["--max-diff", "0.11%"], .success), ExitCase(["--max-diff", "0.1%"], .failure),
    ExitCase(["--max-diff", "143"], .usage),
  ]

  @Test("the allowance is inclusive and needs a unit", arguments: allowanceCases)
  func allowance(_ row: ExitCase) {
    #expect(run([Self.pm("1a"), Self.pm("1b"), "--threshold", "0.05"] + row.arguments).0 == row.expected)
  }

  static let exitCases: [ExitCase] = [
    ExitCase([pm("1a")], .usage),
    ExitCase([pm("1a"), pm("1b"), "--threshold", "2"], .usage),
    ExitCase([pm("1a"), pm("1b"), "--threshold", "0.1", "--perceptual", "2"], .usage),
    ExitCase([pm("1a"), pm("1b"), "--include-aa"], .usage),
    ExitCase([pm("1a"), pm("1b"), "--alpha-background", "white"], .usage),
    ExitCase([pm("1a"), pm("1b"), "--threshold", "0.1", "--alpha-background", "grey"], .usage),
    ExitCase([pm("1a"), pm("1b"), "--perceptual", "-1"], .usage),
    ExitCase([pm("1a"), fixture("pngsuite", "xhdn0g08.png")], .dataError),
    ExitCase([pm("1a"), fixture("pngsuite", "xs1n0g01.png")], .dataError),
    ExitCase([pm("1a"), pm("1a"), "--max-pixels", "1000"], .dataError),
    ExitCase([pm("1a"), "/nonexistent/b.png"], .noInput),
    ExitCase([pm("1a"), pm("2a")], .failure),
  ]

  @Test("exit codes: 64 usage, 65 bad PNG, 66 missing file, 1 size mismatch", arguments: exitCases)
  func exitCodes(_ row: ExitCase) {
    #expect(run(row.arguments).0 == row.expected)
  }

  @Test("errors are one line on stderr naming the file")
  func errorText() {
    let (_, out, err) = run([Self.pm("1a"), Self.fixture("pngsuite", "xcsn0g01.png")])
    #expect(out.isEmpty)
    #expect(err == "error: \(Self.fixture("pngsuite", "xcsn0g01.png")): invalid PNG: IDAT: CRC error\n")
    let (_, _, missing) = run(["/nonexistent/a.png", Self.pm("1a")])
    #expect(missing == "error: /nonexistent/a.png: no such file\n")
  }

  @Test("modes: white background hides 8a/5b's difference; include-aa counts AA; perceptual tolerates small ΔE")
  func modes() {
    #expect(run([Self.pm("8a"), Self.pm("5b"), "--threshold", "0.05"]).1.contains("mismatched: 32896\n"))
    #expect(run([Self.pm("8a"), Self.pm("5b"), "--threshold", "0.05", "--alpha-background", "white"]).0 == .success)
    #expect(run([Self.pm("6a"), Self.pm("6b"), "--threshold", "0.05", "--include-aa"]).1.contains("mismatched: 4900\n"))
    #expect(run([Self.pm("1a"), Self.pm("1b"), "--perceptual", "100"]).0 == .success)
  }
}
