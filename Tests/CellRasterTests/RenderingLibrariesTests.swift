import Foundation
import Testing
@testable import CellRaster

@Suite("RenderingLibraries")
struct RenderingLibrariesTests {
  /// `scripts/lazy-link` in this checkout.
  static let lazyLink = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // CellRasterTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // <repo>
    .appendingPathComponent("scripts/lazy-link")

  /// The quoted sonames of the script's `rendering=( ... )` array, in order.
  static func scriptSonames() throws -> [String] {
    let script = try String(contentsOf: lazyLink, encoding: .utf8)
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "rendering=("),
          let end = lines[start...].firstIndex(of: ")") else {
      Issue.record("scripts/lazy-link has no rendering=( ... ) array")
      return []
    }
    return lines[(start + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
  }

  @Test("scripts/lazy-link removes exactly the libraries load() loads, in the same order")
  func scriptAgrees() throws {
    let fromScript = try Self.scriptSonames()
    #expect(fromScript.count == 13)
    #expect(fromScript == RenderingLibraries.sonames)
  }

  @Test("every library cairo, pango, poppler and librsvg come from is in the list")
  func coversTheRenderingStack() {
    for soname in ["libcairo.so.2", "libpangocairo-1.0.so.0", "libfontconfig.so.1", "libpoppler-glib.so.8", "librsvg-2.so.2"] {
      #expect(RenderingLibraries.sonames.contains(soname), "\(soname)")
    }
    // libpng, igzip (isal) and libdeflate decode and encode PNGs for `diff`: they stay linked.
    for soname in ["libpng16.so.16", "libisal.so.2", "libdeflate.so.0"] {
      #expect(!RenderingLibraries.sonames.contains(soname), "\(soname)")
    }
  }

  @Test("load() succeeds where the packages are installed, and again on a second call")
  func loads() throws {
    try RenderingLibraries.load()
    try RenderingLibraries.load()
  }

  @Test("a library that cannot be loaded is an internal error naming it")
  func unavailableMessage() {
    let error = RenderError.librariesUnavailable(library: "libcairo.so.2", reason: "libcairo.so.2: cannot open shared object file")
    #expect(error.category == .internal)
    #expect(error.description.contains("cannot load libcairo.so.2"))
    #expect(error.description.contains("scripts/bootstrap"))
  }
}
