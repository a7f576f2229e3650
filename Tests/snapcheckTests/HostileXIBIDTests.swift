import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// The tester's case: a pull request's XIB whose label id carries line feeds and GitHub Actions
/// workflow commands must not print them as lines of their own.
@Suite("Hostile XIB object ids (end to end)")
struct HostileXIBIDTests {
  /// `ScenarioRendererTests.iconCell` with the image view's id (line 9) replaced by the tester's.
  static let xib = ScenarioRendererTests.iconCell.replacingOccurrences(
    of: #"id="img""#, with: #"id="Q&#10;::error file=README.md,title=injected::PWNED&#10;::add-mask::x""#)

  @Test("verify (in GitHub Actions) and audit refuse the XIB with exit 65, the id escaped, no injected workflow command",
        arguments: ["verify", "audit"])
  func refused(command: String) throws {
    let root = try TestWorkspace.temporaryFolder() + "/Snapshots"
    try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
    try Self.xib.write(toFile: root + "/specs/hostile.xib", atomically: true, encoding: .utf8)
    try #"{"name": "s", "cell": "XIB", "properties": {"xib": "hostile.xib"}, "variants": [{"width": 320, "scale": 1}]}"#
      .write(toFile: root + "/specs/s.json", atomically: true, encoding: .utf8)
    let result = TestWorkspace.run([command, "--snapshots", root] + (command == "verify" ? ["--artifacts", root + "/../a"] : []),
                                   environment: ["GITHUB_ACTIONS": "true"])
    let output = result.out + result.err
    #expect(result.status == .dataError, "\(output)")
    #expect(output.contains(#"(line 9): id 'Q\n::error file=README.md,title=injected::PWNED\n::add-mask::x' contains the control character U+000A"#), "\(output)")
    let lines = output.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
    #expect(!lines.contains { $0.hasPrefix("::error file=README.md") || $0.hasPrefix("::add-mask::") }, "\(output)")
  }
}
