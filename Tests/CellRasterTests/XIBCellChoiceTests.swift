import Testing
@testable import CellRaster

/// Choosing a storyboard's prototype cell (or a XIB's top-level cell) by reuse identifier, with
/// exact error messages. The storyboards are `XIBSamples.storyboard`: a table view controller
/// with prototype cells, optionally a second scene with a collection view.
@Suite struct XIBCellChoiceTests {
  static let orders = XIBSamples.storyboard(prototypes: XIBSamples.prototypeCell(id: "c1", reuseIdentifier: "OrderCell", text: "Order", y: 28)
    + XIBSamples.prototypeCell(id: "c2", reuseIdentifier: "SummaryCell", text: "Summary", y: 72, height: 60))

  static let collectionCell = #"""
    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="TileCell" id="t1">
      <rect key="frame" x="10" y="10" width="100" height="80"/>
      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="t1-cv">
        <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
        <autoresizingMask key="autoresizingMask"/>
        <subviews>
          <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="t1-i">
            <rect key="frame" x="26" y="16" width="48" height="48"/>
          </imageView>
        </subviews>
      </collectionViewCellContentView>
      <connections>
        <outlet property="iconView" destination="t1-i" id="t1-o"/>
      </connections>
    </collectionViewCell>
    """#

  @Test func twoPrototypeCellsChosenByReuseIdentifier() throws {
    let order = try XIBSamples.parseStoryboard(Self.orders, reuseIdentifier: "OrderCell")
    #expect(order.root.id == "c1")
    #expect(order.view(forOutlet: "titleLabel")?.text?.text == "Order")
    let summary = try XIBSamples.parseStoryboard(Self.orders, reuseIdentifier: "SummaryCell")
    #expect(summary.root.id == "c2")
    #expect(summary.view(forOutlet: "titleLabel")?.text?.text == "Summary")
    // Laid out on its own: the origin, not y 72 in the table view.
    #expect(summary.root.frame == Rect(x: 0, y: 0, width: 375, height: 60))
    #expect(summary.canvasSize == Size(width: 375, height: 60))
  }

  @Test func collectionViewPrototypeInAnotherScene() throws {
    let text = XIBSamples.storyboard(prototypes: XIBSamples.prototypeCell(id: "c1", reuseIdentifier: "OrderCell", text: "Order"),
                                     collectionCells: Self.collectionCell)
    let tile = try XIBSamples.parseStoryboard(text, reuseIdentifier: "TileCell")
    #expect(tile.rootElement == "collectionViewCell")
    #expect(tile.root.frame == Rect(x: 0, y: 0, width: 100, height: 80))
    #expect(tile.rowHeight == nil)
    #expect(tile.view(forOutlet: "iconView")?.kind == .imageView)
    // A storyboard with one prototype cell needs no identifier.
    let single = XIBSamples.storyboard(prototypes: XIBSamples.prototypeCell(id: "c1", reuseIdentifier: "OrderCell", text: "Order"))
    #expect(try XIBSamples.parseStoryboard(single).root.id == "c1")
  }

  @Test func objectIDChoosesACellWithoutOrSharingAReuseIdentifier() throws {
    let text = XIBSamples.storyboard(prototypes: XIBSamples.prototypeCell(id: "c1", reuseIdentifier: "Cell", text: "A")
      + XIBSamples.prototypeCell(id: "c2", reuseIdentifier: "Cell", text: "B")
      + XIBSamples.prototypeCell(id: "c3", reuseIdentifier: nil, text: "C"))
    #expect(try XIBSamples.parseStoryboard(text, reuseIdentifier: "c2").root.id == "c2")
    #expect(try XIBSamples.parseStoryboard(text, reuseIdentifier: "c3").root.id == "c3")
    let error = try #require(throws: XIBError.self) { try XIBSamples.parseStoryboard(text, reuseIdentifier: "Cell") }
    #expect(error.description == #"Main.storyboard has 2 prototype cells with reuse identifier 'Cell' (<tableViewCell id="c1"> (line 11), <tableViewCell id="c2"> (line 33)); choose one with a reuse identifier set to its object id (c1, c2)"#)
    let missing = try #require(throws: XIBError.self) { try XIBSamples.parseStoryboard(text) }
    #expect(missing.description == #"Main.storyboard has 3 prototype cells; choose one with a reuse identifier (reuse identifiers: Cell, Cell, id "c3" (no reuse identifier))"#)
  }

  /// Two cells with one object id: choosing by it names both, never silently the first.
  @Test func twoCellsWithTheChosenObjectID() throws {
    let text = XIBSamples.storyboard(prototypes: XIBSamples.prototypeCell(id: "c1", reuseIdentifier: "A", text: "A")
      + XIBSamples.prototypeCell(id: "c1", reuseIdentifier: "B", text: "B"))
    #expect(try XIBSamples.parseStoryboard(text, reuseIdentifier: "B").root.id == "c1")
    let error = try #require(throws: XIBError.self) { try XIBSamples.parseStoryboard(text, reuseIdentifier: "c1") }
    #expect(error.description == #"Main.storyboard: <tableViewCell id="c1"> (line 33): id 'c1' is already used by <tableViewCell id="c1"> (line 11); an object id names one object"#)
    #expect(error.category == .badInput)
  }

  @Test func missingAndUnknownIdentifierErrorsListTheKnownOnes() throws {
    let missing = try #require(throws: XIBError.self) { try XIBSamples.parseStoryboard(Self.orders) }
    #expect(missing == .cellNotChosen(file: "Main.storyboard", cells: ["OrderCell", "SummaryCell"]))
    #expect(missing.category == .badInput)
    #expect(missing.description(choosingWith: "--cell")
      == "Main.storyboard has 2 prototype cells; choose one with --cell (reuse identifiers: OrderCell, SummaryCell)")
    let unknown = try #require(throws: XIBError.self) { try XIBSamples.parseStoryboard(Self.orders, reuseIdentifier: "Nope") }
    #expect(unknown.description
      == "Main.storyboard has no prototype cell with reuse identifier 'Nope' (reuse identifiers: OrderCell, SummaryCell)")
    #expect(unknown.isCellChoice)
    // A reuse identifier in the wrong case (or a typo) gets the closest one first.
    let cased = try #require(throws: XIBError.self) { try XIBSamples.parseStoryboard(Self.orders, reuseIdentifier: "orderCell") }
    #expect(cased.description
      == "Main.storyboard has no prototype cell with reuse identifier 'orderCell' (did you mean 'OrderCell'? reuse identifiers: OrderCell, SummaryCell)")
  }

  /// A storyboard with thousands of prototype cells: the message lists 40 and counts the rest.
  @Test func longListsOfCellsAreCut() throws {
    let cells = (0..<500).map { "Cell\($0)" }
    let message = XIBError.cellNotChosen(file: "Big.storyboard", cells: cells).description(choosingWith: "--cell")
    #expect(message.hasSuffix("(reuse identifiers: Cell0, Cell1, Cell2, " + (3..<40).map { "Cell\($0)" }.joined(separator: ", ")
                              + " … and 460 more)"), "\(message)")
    let unknown = XIBError.unknownReuseIdentifier(file: "Big.storyboard", identifier: "X", cells: cells, isStoryboard: true)
    #expect(unknown.description.hasSuffix(", Cell39 … and 460 more)"))
    #expect(XIBError.shortList(["a", "b"]) == "a, b")
  }

  @Test func storyboardWithoutPrototypeCells() throws {
    let error = try #require(throws: XIBError.self) { try XIBSamples.parseStoryboard(XIBSamples.storyboard(prototypes: "")) }
    #expect(error.description == "Main.storyboard: <scenes> (line 4): no prototype cells (a <tableViewCell> in a table view's <prototypes> or a <collectionViewCell> in a collection view's <cells>)")
    #expect(!error.isCellChoice)
  }

  /// A XIB given a reuse identifier takes the top-level cell that has it; one whose cell has
  /// another, or none, is an error (never silently the wrong cell).
  @Test func xibTopLevelCellByReuseIdentifier() throws {
    let xib = XIBSamples.cell(subviews: "").replacingOccurrences(of: #"<tableViewCell id="cell""#,
                                                                  with: #"<tableViewCell reuseIdentifier="BookmarkCell" id="cell""#)
    #expect(try XIBSamples.parse(xib, reuseIdentifier: "BookmarkCell").root.id == "cell")
    #expect(try XIBSamples.parse(xib).root.id == "cell")
    let wrong = try #require(throws: XIBError.self) { try XIBSamples.parse(xib, reuseIdentifier: "Other") }
    #expect(wrong.description == "test.xib has no top-level cell with reuse identifier 'Other' (reuse identifiers: BookmarkCell)")
    let none = try #require(throws: XIBError.self) { try XIBSamples.parse(XIBSamples.cell(subviews: ""), reuseIdentifier: "Other") }
    #expect(none.description == #"test.xib has no top-level cell with reuse identifier 'Other' (reuse identifiers: id "cell" (no reuse identifier))"#)
  }
}
