import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// The Swift forms the README shows, decoded by the spec reader: attachments, XIB cells and
/// lists, steps, overrides.
@Suite("Scenarios written in Swift")
struct SwiftScenarioFormsTests {
  /// A file in the bundled specs folder, so the XIBs and images there resolve.
  static let specFile = TestWorkspace.bundledSnapshots + "/specs/swift.json"

  @Test("an attachments cell with attachments, then a step adding one: frames and attachment ids as the spec's")
  func attachments() throws {
    let cell = FUIAttachmentsFormCell(attachments: [.init(title: "Receipt.pdf", fileType: .pdf),
                                                    .init(title: "Site.png", thumbnail: "images/site-photo.png")])
    let scenario = Scenario("attachments", cell: cell,
                            steps: [.addAttachment(.init(title: "Notes.txt", id: "notes"), name: "added"),
                                    .post(.layoutChanged, element: "attachment-notes")])
    let spec = try scenario.spec(file: Self.specFile)
    #expect(spec.frames.count == 3)
    guard case .attachments(let last)? = spec.frames.last?.content else { Issue.record("not attachments"); return }
    #expect(last.attachments.map(\.id) == ["1", "2", "notes"])
    #expect(last.attachments[1].thumbnail != nil)
  }

  @Test("a XIB cell with outlets and a XIB list with an inProgress row and automatic heights")
  func xibCells() throws {
    let cell = XIBCell(xib: "xib/BookmarkCell.xib", outlets: ["nameLabel.text": "Liferay", "urlLabel.text": "https://liferay.com"])
    let spec = try Scenario("bookmark", cell: cell).spec(file: Self.specFile)
    #expect(spec.cellClass == .xib)
    let list = XIBList(xib: "xib/BookmarkCell.xib", rowHeight: .automatic,
                       rows: [.loaded(["nameLabel.text": "A"]), .inProgress])
    let listSpec = try Scenario("bookmarks", cell: list).spec(file: Self.specFile)
    guard case .xibList(let content) = listSpec.content else { Issue.record("not a list"); return }
    #expect(content.rows.count == 2)
    #expect(content.rowHeight == .automatic)
    // An unknown outlet is the spec reader's error at its JSON path.
    let bad = XIBCell(xib: "xib/BookmarkCell.xib", outlets: ["nameLabel.txt": "x"])
    #expect { try Scenario("bad", cell: bad).spec(file: Self.specFile) } throws: { "\($0)".contains("$.properties.outlets") }
  }

  @Test("overrides, locale, expected findings and a setProperty step reach the spec")
  func otherParts() throws {
    let scenario = Scenario("parts", cell: FUIObjectTableViewCell(headlineText: "مرحبا"),
                            steps: [.setProperty("headlineText", "New")], expectedFindings: [.labelMissing],
                            overrides: ["headlineLabel": ["accessibilityLabel": ""]], locale: "ar")
    let spec = try scenario.spec(file: Self.specFile)
    #expect(spec.variants.first?.locale.language == "ar")
    #expect(spec.expectedFindings == [.labelMissing])
    #expect(spec.overrides.entries.map(\.id) == ["headlineLabel"])
    guard case .object(let after)? = spec.frames.last?.content else { Issue.record("not an object cell"); return }
    #expect(after.headlineText == "New")
  }
}
