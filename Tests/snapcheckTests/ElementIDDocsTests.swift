import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// README's "Element ids" table against rendered layouts, so the documentation cannot drift:
/// every id it documents for a Fiori cell is a view of a rendered layout of that cell, and every
/// view those layouts have is documented.
@Suite("README element ids")
struct ElementIDDocsTests {
  /// The README's table rows: (cell column, ids in backticks).
  static func documentedRows() throws -> [(cell: String, ids: [String])] {
    let readme = try String(contentsOfFile: TestWorkspace.repositoryRoot + "/README.md", encoding: .utf8)
    let start = try #require(readme.range(of: "**Element ids**"), "README has no Element ids paragraph")
    let lines = readme[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("| cell |") }.dropFirst(2).prefix { $0.hasPrefix("|") }
    return lines.map { line in
      let columns = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      let ids = columns[2].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
      return (columns[1], ids)
    }
  }

  /// Specs that between them show every view of each Fiori cell: for each README cell name,
  /// property sets (one render each).
  static let specs: [String: [String]] = [
    "object cell": [
      """
      {"headlineText": "Headline", "subheadlineText": "Sub", "footnoteText": "Foot", "descriptionText": "Description",
       "showsDescriptionInCompact": true, "statusText": "Status", "substatusText": "Substatus",
       "iconImages": ["symbol:unreadDot", "1", "symbol:info"], "detailImage": "symbol:photo",
       "accessoryType": "detailDisclosureButton"}
      """,
      """
      {"headlineText": "Headline", "subheadlineText": "Sub", "statusImage": "symbol:success", "substatusImage": "symbol:error",
       "accessoryType": "checkmark"}
      """,
    ],
    "note cell": [
      """
      {"keyName": "Notes", "value": "Some text", "isRequired": true, "hintText": "A hint", "isCharCountEnabled": true,
       "maxNoteTextLength": 100, "validationMessage": "Check this", "hasError": true, "errorText": "Wrong"}
      """,
      """
      {"keyName": "Notes", "value": "", "placeholder.text": "Type here"}
      """,
    ],
    "attachments cell": [
      """
      {"title": "Attachments", "isEditable": true, "attachments": [
        {"id": "photo", "title": "Site.png", "subtitle": "2 MB", "footnote": "Today", "thumbnail": "images/site-photo.png"},
        {"id": "report", "title": "Report.pdf"}]}
      """,
    ],
  ]

  static let cellClasses = ["object cell": "FUIObjectCollectionViewCell", "note cell": "FUINoteFormCell",
                            "attachments cell": "FUIAttachmentsFormCell"]

  /// The ids of every view in the layouts of `cell`'s specs, with the attachment ids they use.
  static func renderedIDs(_ cell: String) throws -> Set<String> {
    let snapshots = try TestWorkspace.copyOfScenarios([])
    let renderer = try ScenarioRenderer()
    var ids = Set<String>()
    for (index, properties) in try #require(specs[cell]).enumerated() {
      let file = snapshots + "/specs/ids-\(index).json"
      try """
        {"name": "ids-\(index)", "cell": "\(try #require(cellClasses[cell]))", "properties": \(properties)}
        """.write(toFile: file, atomically: true, encoding: .utf8)
      for frame in try renderer.render(try ScenarioRenderer.loadSpec(file)) { ids.formUnion(frame.layout.root.allNodes.map(\.id)) }
    }
    return ids
  }

  /// `id` with `<id>` as each attachment id of the specs (`photo` has a thumbnail and every
  /// text line, `report` neither) and `<N>` as 0, 1 and 2.
  static func expanded(_ id: String) -> [String] {
    if id.contains("<id>") { return ["photo", "report"].map { id.replacingOccurrences(of: "<id>", with: $0) } }
    if id.contains("<N>") { return (0...2).map { id.replacingOccurrences(of: "<N>", with: String($0)) } }
    return [id]
  }

  @Test("every id the README documents for a Fiori cell is a view of its rendered layouts, and every view is documented")
  func fioriCells() throws {
    let rows = try Self.documentedRows()
    #expect(rows.count >= 15, "the table did not parse: \(rows)")
    for cell in ["object cell", "note cell", "attachments cell"] {
      let documented = rows.filter { $0.cell == cell || $0.cell == "every Fiori cell" }.flatMap(\.ids)
      #expect(!documented.isEmpty)
      let rendered = try Self.renderedIDs(cell)
      for id in documented {
        // `icon<N>`: each of the three; `attachment-<id>…`: for one of the attachments at least
        // (a thumbnail for the one with an image, a glyph for the other).
        let concrete = Self.expanded(id)
        let present = concrete.filter(rendered.contains)
        #expect(id.contains("<id>") ? !present.isEmpty : present == concrete,
                "README documents '\(id)' for the \(cell), which its layouts lack: \(rendered.sorted())")
      }
      let known = Set(documented.flatMap(Self.expanded))
      for id in rendered.sorted() where !known.contains(id) {
        Issue.record("the \(cell)'s view '\(id)' is not in README's Element ids table")
      }
    }
  }

  @Test("XIBList ids are as documented: tableView, row<N>, row<N>.<XIB id or outlet>, row<N>.separator, a loading row's textLabel")
  func xibList() throws {
    let spec = try ScenarioRenderer.loadSpec(TestWorkspace.bundledSnapshots + "/specs/xib-liferay-bookmark-list.json")
    let frame = try #require(try ScenarioRenderer().render(spec).first)
    let ids = frame.layout.root.allNodes.map(\.id)
    #expect(ids.first == "tableView")
    for row in 0..<4 { #expect(ids.contains("row\(row)") && ids.contains("row\(row).separator")) }
    #expect(ids.contains("row0.nameLabel") && ids.contains("row2.urlLabel"), "outlet names under the row prefix: \(ids)")
    #expect(ids.contains("row3.textLabel"), "the loading row (the fourth) says Loading... in its textLabel: \(ids)")
    // Every other view is row<N>.<id>, with no further prefix.
    for id in ids.dropFirst() where !id.hasPrefix("row") { Issue.record("'\(id)' is outside the row<N> prefix") }
  }
}
