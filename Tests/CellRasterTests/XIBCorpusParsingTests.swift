import Foundation
import Testing
@testable import CellRaster

/// Every public XIB cell of the shared fixtures (`xib/`, `xib-corpus/`) parses (issue 15), and
/// what the files say about system colours agrees with snapcheck's table.
@Suite(Fixtures.required) struct XIBCorpusParsingTests {
  @Test func everyFixtureParses() {
    let files = XIBOracleFixtures.files
    #expect(files.count >= 55, "6 in xib/, 49 in xib-corpus/: \(files)")
    var failures: [String] = []
    for name in files {
      do {
        let document = try XIBParser.parse(file: Fixtures.root.appendingPathComponent(name).path, displayName: name)
        // IB's own content view frames are all ones it can write (XIBContentViewFrame).
        for warning in document.warnings where warning.rule == "xib.content-view-frame" {
          failures.append("\(name): \(warning)")
        }
      } catch {
        failures.append("\(error)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(files.count) fail:\n\(failures.joined(separator: "\n"))")
  }

  /// Every `<systemColor name>` copy in `<resources>` and every `<color systemColor="…">` with
  /// inline components names a colour of `XIBColorParsing.systemColors` (or none) with the same
  /// light value, to the 8-bit component (IB writes the light copy).
  @Test func systemColorCopiesAgreeWithTheTable() throws {
    var checked = 0
    for name in XIBOracleFixtures.files {
      let path = Fixtures.root.appendingPathComponent(name).path
      let document = try XIBElementReader.read(try #require(FileManager.default.contents(atPath: path)), file: name)
      let colors = XIBColorParsing(file: name)
      var copies: [(name: String, color: XIBElement)] = []
      for item in document.child("resources")?.children ?? [] where item.name == "systemColor" {
        if let system = item["name"], let color = item.child("color") { copies.append((system, color)) }
      }
      func walk(_ element: XIBElement) {
        if element.name == "color", let system = element["systemColor"], element["colorSpace"] != nil {
          var copy = element
          copy.attributes["systemColor"] = nil
          copies.append((system, copy))
        }
        element.children.forEach(walk)
      }
      walk(document)
      for (system, element) in copies {
        guard let table = XIBColorParsing.systemColors[system] else { continue }
        #expect(try colors.color(element).light == table.light, "\(name): \(element.reference) \(system)")
        checked += 1
      }
    }
    #expect(checked >= 12)
  }
}
