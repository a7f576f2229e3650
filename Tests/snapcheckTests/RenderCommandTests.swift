import Foundation
import Testing
@testable import SnapCheckCore
import CellRaster

@Suite("render and record end to end")
struct RenderCommandTests {
  func files(in folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      result[name] = FileManager.default.contents(atPath: folder + "/" + name)
    }
    return result
  }

  @Test("render writes PNG, .a11y.txt and .a11y.json per variant, byte-identical on a second run")
  func renderTwiceIdentical() throws {
    let spec = TestWorkspace.bundledSnapshots + "/specs/object-cell-issues.json"
    let first = try TestWorkspace.temporaryFolder(), second = try TestWorkspace.temporaryFolder()
    #expect(TestWorkspace.run(["render", spec, "--out", first]).status == .success)
    #expect(TestWorkspace.run(["render", spec, "--out", second]).status == .success)
    let a = try files(in: first), b = try files(in: second)
    #expect(a.count == 15)
    #expect(a == b)
    #expect(a["w375-3x-L-light-ltr.png"] != nil && a["w375-3x-L-light-ltr.a11y.json"] != nil)
  }

  @Test("two separate processes render the same bytes, and a user font folder changes nothing")
  func renderAcrossProcesses() throws {
    let binary = TestWorkspace.repositoryRoot + "/.build/debug/snapcheck"
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build the snapcheck product first")
    let spec = TestWorkspace.bundledSnapshots + "/specs/object-cell-headline-only.json"
    let home = try TestWorkspace.temporaryFolder()
    // A user font folder with a font that would win a family lookup if fontconfig consulted it.
    try FileManager.default.createDirectory(atPath: home + "/.fonts", withIntermediateDirectories: true)
    for candidate in ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/opentype/inter/Inter-Black.otf"]
    where FileManager.default.fileExists(atPath: candidate) {
      try? FileManager.default.copyItem(atPath: candidate, toPath: home + "/.fonts/Inter-Regular.otf")
      break
    }
    // A fontconfig file that lists only the user folder: it must play no part either.
    try "<?xml version=\"1.0\"?><fontconfig><dir>\(home)/.fonts</dir></fontconfig>"
      .write(toFile: home + "/fonts.conf", atomically: true, encoding: .utf8)
    var outputs: [[String: Data]] = []
    for environment in [["HOME": home], ["HOME": home, "FONTCONFIG_FILE": home + "/fonts.conf"]] {
      let out = try TestWorkspace.temporaryFolder()
      let process = Process()
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = ["render", spec, "--out", out]
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      outputs.append(try files(in: out))
    }
    let inProcess = try TestWorkspace.temporaryFolder()
    #expect(TestWorkspace.run(["render", spec, "--out", inProcess]).status == .success)
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0] == (try files(in: inProcess)))
  }

  @Test("a render input that does not exist is exit 66 with the closest name of its kind in its folder")
  func missingInputSuggestion() throws {
    let out = try TestWorkspace.temporaryFolder()
    let specs = TestWorkspace.bundledSnapshots + "/specs"
    let xib = TestWorkspace.run(["render", specs + "/xib/BookmarkCel.xib", "--out", out])
    #expect(xib.status == .noInput)
    #expect(xib.err == "error: \(specs)/xib/BookmarkCel.xib: no such file; did you mean 'BookmarkCell.xib'?\n", "\(xib.err)")
    let spec = TestWorkspace.run(["render", specs + "/note-cell-exampel.json", "--out", out])
    #expect(spec.err == "error: \(specs)/note-cell-exampel.json: no such spec file; did you mean 'note-cell-example.json'?\n",
            "\(spec.err)")
    let far = TestWorkspace.run(["render", specs + "/zzzzzzzz.json", "--out", out])
    #expect(far.status == .noInput && far.err == "error: \(specs)/zzzzzzzz.json: no such spec file\n", "\(far.err)")
  }

  @Test("record writes goldens that verify then accepts")
  func recordThenVerify() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-status-text"])
    try FileManager.default.removeItem(atPath: snapshots + "/golden/object-cell-status-text")
    let recorded = TestWorkspace.run(["record", "--snapshots", snapshots])
    #expect(recorded.status == .success)
    #expect(FileManager.default.fileExists(atPath: snapshots + "/golden/object-cell-status-text/w375-3x-L-light-ltr.png"))
    let goldenBytes = FileManager.default.contents(atPath: TestWorkspace.bundledSnapshots + "/golden/object-cell-status-text/w375-3x-L-light-ltr.png")
    #expect(FileManager.default.contents(atPath: snapshots + "/golden/object-cell-status-text/w375-3x-L-light-ltr.png") == goldenBytes)
    #expect(TestWorkspace.run(["verify", "--snapshots", snapshots]).status == .success)
  }

  @Test("record leaves goldens that already hold the rendering untouched and rewrites only those that differ")
  func recordKeepsUnchangedGoldens() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-status-text"])
    let folder = snapshots + "/golden/object-cell-status-text"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    func inodes() throws -> [String: Int] {
      try Dictionary(uniqueKeysWithValues: names.map {
        ($0, try #require(FileManager.default.attributesOfItem(atPath: folder + "/" + $0)[.systemFileNumber] as? Int))
      })
    }
    let before = try inodes()
    let first = TestWorkspace.run(["record", "--snapshots", snapshots])
    #expect(first.status == .success)
    #expect(first.out.hasPrefix("unchanged object-cell-status-text ("))
    #expect(first.out.hasSuffix("\n0 recorded, 1 unchanged, 0 failed\n"))
    #expect(try inodes() == before, "no golden was rewritten")

    // A hand-edited tree text and a PNG whose fingerprint chunk was garbled are written anew.
    let text = try #require(names.first { $0.hasSuffix(".a11y.txt") })
    let png = try #require(names.first { $0.hasSuffix(".png") && !$0.hasSuffix(".a11y.png") })
    let originalText = try FileBytes.read(folder + "/" + text), originalPNG = try FileBytes.read(folder + "/" + png)
    try FileBytes.writeAtomically(originalText + Array("edited\n".utf8), to: folder + "/" + text)
    var garbled = originalPNG
    let marker = Array("scPH".utf8)
    let chunk = try #require((8..<garbled.count - 4).first { (offset: Int) -> Bool in Array(garbled[offset..<offset + 4]) == marker })
    garbled[chunk + 6] ^= 0xFF
    try FileBytes.writeAtomically(garbled, to: folder + "/" + png)
    let edited = try inodes()
    let second = TestWorkspace.run(["record", "--snapshots", snapshots])
    #expect(second.out.hasPrefix("recorded object-cell-status-text ("))
    #expect(second.out.hasSuffix("\n1 recorded, 0 failed\n"))
    #expect(try FileBytes.read(folder + "/" + text) == originalText)
    #expect(try FileBytes.read(folder + "/" + png) == originalPNG)
    let after = try inodes()
    for name in names {
      if name == text || name == png {
        #expect(after[name] != edited[name], "\(name) rewritten")
      } else {
        #expect(after[name] == edited[name], "\(name) left alone")
      }
    }
  }

  @Test("record names only the frames whose goldens it wrote, and counts the others")
  func recordNamesWrittenFrames() throws {
    let name = "object-cell-issues"
    let snapshots = try TestWorkspace.copyOfScenarios([name])
    let text = snapshots + "/golden/\(name)/w375-3x-L-dark-ltr.a11y.txt"
    try FileBytes.writeAtomically(try FileBytes.read(text) + Array("edited\n".utf8), to: text)
    let result = TestWorkspace.run(["record", "--snapshots", snapshots])
    #expect(result.out == "recorded \(name) (w375-3x-L-dark-ltr); 4 frames unchanged\n"
      + "  2 audit warnings (not failing): see 'snapcheck audit --snapshots \(snapshots) \(name)'\n1 recorded, 0 failed\n")
  }

  @Test("record refuses a golden that is a symbolic link (even to a file holding the rendering): it is never replaced nor read")
  func recordRefusesLinkedGoldens() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-status-text"])
    let folder = snapshots + "/golden/object-cell-status-text"
    let outside = try TestWorkspace.temporaryFolder()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") || $0.hasSuffix(".txt") }
    for name in names {  // each golden becomes a link to an identical copy elsewhere
      try FileManager.default.moveItem(atPath: folder + "/" + name, toPath: outside + "/" + name)
      try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: outside + "/" + name)
    }
    let result = TestWorkspace.run(["record", "--snapshots", snapshots])
    #expect(result.status == .dataError, "\(result.out)\(result.err)")
    #expect(result.out.contains("ERROR object-cell-status-text: \(folder)/"), "\(result.out)")
    #expect(result.out.contains(": is a symbolic link, not a golden file"), "\(result.out)")
    for name in names {
      let info = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)
      #expect(info[.type] as? FileAttributeType == .typeSymbolicLink, "\(name) is still the link")
    }
  }

  /// Two prototype cells in one table view controller scene; each a label pinned 16 pt from
  /// the leading edge, centred vertically (content view 0.5 pt shorter than the row, as IB
  /// draws storyboard prototypes).
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <scenes>
        <scene sceneID="s1">
          <objects>
            <tableViewController id="tvc" sceneMemberID="viewController">
              <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="tv">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <prototypes>
    \(["OrderCell", "SummaryCell"].enumerated().map { index, name in """
                  <tableViewCell reuseIdentifier="\(name)" id="c\(index)">
                    <rect key="frame" x="0.0" y="\(28 + 44 * index)" width="393" height="44"/>
                    <tableViewCellContentView key="contentView" id="cv\(index)">
                      <rect key="frame" x="0.0" y="0.0" width="393" height="43.5"/>
                      <subviews>
                        <label text="\(name)" translatesAutoresizingMaskIntoConstraints="NO" id="l\(index)">
                          <rect key="frame" x="16" y="11.5" width="100" height="20.5"/>
                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                      </subviews>
                      <constraints>
                        <constraint firstItem="l\(index)" firstAttribute="leading" secondItem="cv\(index)" secondAttribute="leading" constant="16" id="a\(index)"/>
                        <constraint firstItem="l\(index)" firstAttribute="centerY" secondItem="cv\(index)" secondAttribute="centerY" id="b\(index)"/>
                      </constraints>
                    </tableViewCellContentView>
                    <connections><outlet property="titleLabel" destination="l\(index)" id="o\(index)"/></connections>
                  </tableViewCell>
    """ }.joined())
                </prototypes>
              </tableView>
            </tableViewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  @Test("render <storyboard> --cell renders that prototype cell at its canvas size and scale; no or an unknown --cell is a usage error listing the identifiers")
  func renderStoryboardCell() throws {
    let folder = try TestWorkspace.temporaryFolder()
    let path = folder + "/Orders.storyboard"
    try Self.storyboard.write(toFile: path, atomically: true, encoding: .utf8)
    let rendered = TestWorkspace.run(["render", path, "--cell", "SummaryCell", "--out", folder + "/out"])
    #expect(rendered.status == .success, "\(rendered.err)")
    // The canvas: 393 x 44 pt on a 3x iPhone (retina6_12).
    #expect(rendered.out == "wrote \(folder)/out/w393-3x-L-light-ltr-h44.png (1179x132 px)\n")
    let tree = try String(contentsOfFile: folder + "/out/w393-3x-L-light-ltr-h44.a11y.txt", encoding: .utf8)
    #expect(tree.contains(#""SummaryCell""#) && !tree.contains("OrderCell"))
    let missing = TestWorkspace.run(["render", path, "--out", folder + "/out"])
    #expect(missing.status == .usage)
    #expect(missing.err.hasPrefix("error: \(path) has 2 prototype cells; choose one with --cell (reuse identifiers: OrderCell, SummaryCell)\nUsage: snapcheck render"))
    let unknown = TestWorkspace.run(["render", path, "--cell", "Nope", "--out", folder + "/out"])
    #expect(unknown.status == .usage)
    #expect(unknown.err.hasPrefix("error: --cell: \(path) has no prototype cell with reuse identifier 'Nope' (reuse identifiers: OrderCell, SummaryCell)\n"))
    let spec = TestWorkspace.bundledSnapshots + "/specs/object-cell-issues.json"
    let onSpec = TestWorkspace.run(["render", spec, "--cell", "OrderCell", "--out", folder + "/out"])
    #expect(onSpec.status == .usage)
    #expect(onSpec.err.hasPrefix("error: --cell applies to a .xib or .storyboard file (a spec chooses its cell with properties.reuseIdentifier)\n"))
  }

  @Test("render errors: missing spec 66, missing --out 64, image file not found 66, bad JSON 65 with position")
  func renderErrors() throws {
    #expect(TestWorkspace.run(["render", "/nonexistent/spec.json", "--out", "/tmp/x"]).status == .noInput)
    #expect(TestWorkspace.run(["render", "a.json"]).status == .usage)
    let folder = try TestWorkspace.temporaryFolder()
    try #"{"name": "x", "cell": "FUIObjectTableViewCell", "properties": {"detailImage": "nope.png"}}"#
      .write(toFile: folder + "/x.json", atomically: true, encoding: .utf8)
    let result = TestWorkspace.run(["render", folder + "/x.json", "--out", folder + "/out"])
    #expect(result.status == .noInput)
    #expect(result.err.contains("at $.properties.detailImage: image file 'nope.png' not found"))
    try "{\"name\": \"x\",\n \"cell\": [1,}".write(toFile: folder + "/bad.json", atomically: true, encoding: .utf8)
    let bad = TestWorkspace.run(["render", folder + "/bad.json", "--out", folder + "/out"])
    #expect(bad.status == .dataError)
    #expect(bad.err == "error: \(folder)/bad.json: not valid JSON: line 2, column 13: at $.cell[1]: unexpected token near '}'\n")
    // A key twice: Foundation took the last one silently; now it is an error naming it.
    try "{\"name\": \"x\",\n \"cell\": \"FUIObjectTableViewCell\", \"name\": \"y\"}"
      .write(toFile: folder + "/twice.json", atomically: true, encoding: .utf8)
    let twice = TestWorkspace.run(["render", folder + "/twice.json", "--out", folder + "/out"])
    #expect(twice.status == .dataError)
    #expect(twice.err == "error: \(folder)/twice.json: at $.name: line 2, column 36: duplicate key 'name' "
      + "(first at line 1, column 2); a key may appear once in an object\n")
  }

  @Test("hostile inputs are bad input (65), never a trap: a XIB row height of infinity, a note of 50,000 unbroken characters")
  func hostileInputs() throws {
    let folder = try TestWorkspace.temporaryFolder()
    let xib = try String(contentsOfFile: TestWorkspace.bundledSnapshots + "/specs/xib/BookmarkCell.xib", encoding: .utf8)
      .replacingOccurrences(of: #"rowHeight="73""#, with: #"rowHeight="inf""#)
    try xib.write(toFile: folder + "/c.xib", atomically: true, encoding: .utf8)
    try #"{"name": "x", "cell": "XIBList", "properties": {"xib": "c.xib", "rows": [{}]}}"#
      .write(toFile: folder + "/list.json", atomically: true, encoding: .utf8)
    let list = TestWorkspace.run(["render", folder + "/list.json", "--out", folder + "/out"])
    #expect(list.status == .dataError, "\(list.err)")
    #expect(list.err.contains(#"c.xib: <tableViewCell id="KnF-Vj-Y5b"> (line 27): rowHeight='inf' is not a number in -1–10000"#), "\(list.err)")
    try #"{"name": "n", "cell": "FUINoteFormCell", "properties": {"value": "\#(String(repeating: "x", count: 50_000))"}}"#
      .write(toFile: folder + "/note.json", atomically: true, encoding: .utf8)
    let note = TestWorkspace.run(["render", folder + "/note.json", "--out", folder + "/out"])
    #expect(note.status == .dataError, "\(note.err)")
    #expect(note.err.contains("…(50000 characters)\" has more than 1000 characters in a row without a space or line break"), "\(note.err)")
    #expect(note.err.count < 400)
    // A bare XIB renders at its canvas size, which takes a spec variant's range (it wrote a 1x1 PNG).
    let flat = try String(contentsOfFile: TestWorkspace.bundledSnapshots + "/specs/xib/BookmarkCell.xib", encoding: .utf8)
      .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="368" height="73"/>"#, with: #"<rect key="frame" x="0.0" y="0.0" width="0.0" height="73"/>"#)
    try flat.write(toFile: folder + "/flat.xib", atomically: true, encoding: .utf8)
    let zero = TestWorkspace.run(["render", folder + "/flat.xib", "--out", folder + "/flat"])
    #expect(zero.status == .dataError, "\(zero.err)")
    #expect(zero.err.contains(#"<tableViewCell id="KnF-Vj-Y5b"> (line 27): the stored frame is 0 pt wide; render lays a cell out at its canvas size, which must be 1–4096 pt"#), "\(zero.err)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/flat"))
    // No frame at all: said so, not "0 pt wide".
    let frameless = flat.replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="0.0" height="73"/>"#, with: "")
    try frameless.write(toFile: folder + "/frameless.xib", atomically: true, encoding: .utf8)
    let none = TestWorkspace.run(["render", folder + "/frameless.xib", "--out", folder + "/frameless"])
    #expect(none.status == .dataError, "\(none.err)")
    #expect(none.err.contains(#"<tableViewCell id="KnF-Vj-Y5b"> (line 27): has no <rect key="frame">, so it has no canvas size to render at"#), "\(none.err)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/frameless"))
  }

  @Test("render prints each layout warning once, naming the frames it comes from (all of them, or which)")
  func warningsOncePerSpecWithTheirFrames() throws {
    let spec = TestWorkspace.bundledSnapshots + "/specs/xib-stack-view-cell.json"
    let result = TestWorkspace.run(["render", spec, "--out", try TestWorkspace.temporaryFolder()])
    #expect(result.status == .success)
    let lines = result.err.split(separator: "\n").map(String.init)
    let margins = lines.filter { $0.contains("layoutMargins on a table view cell's content view") }
    #expect(margins.count == 1 && margins.first?.hasSuffix("(all 4 frames)") == true, "\(result.err)")
    #expect(!lines.contains { $0.contains("xib.fixed-colors") }, "\(result.err)")
  }

  @Test("a dark variant of a cell with only fixed colours gets the xib.fixed-colors warning once, naming that frame")
  func fixedColorsWarningNamesTheDarkFrame() throws {
    let folder = try TestWorkspace.temporaryFolder()
    let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
    let xib = try String(contentsOfFile: TestWorkspace.bundledSnapshots + "/specs/xib/BookmarkCell.xib", encoding: .utf8)
      .replacingOccurrences(of: "</tableViewCell>", with: white + "</tableViewCell>")
    try xib.write(toFile: folder + "/c.xib", atomically: true, encoding: .utf8)
    try #"{"name": "x", "cell": "XIB", "properties": {"xib": "c.xib"}, "variants": [{"width": 375}, {"width": 375, "appearance": "dark"}]}"#
      .write(toFile: folder + "/cell.json", atomically: true, encoding: .utf8)
    let result = TestWorkspace.run(["render", folder + "/cell.json", "--out", folder + "/out"])
    #expect(result.status == .success, "\(result.err)")
    let fixed = result.err.split(separator: "\n").filter { $0.contains("[xib.fixed-colors]") }
    #expect(fixed.count == 1 && fixed.first?.hasSuffix("(in w375-3x-L-dark-ltr)") == true, "\(result.err)")
  }
}
