import Testing
@testable import CellRaster

/// The SF-Symbol look-alike catalogue (`SystemSymbol`, `SystemSymbolShapes`), drawn and measured
/// in pixels.
@Suite("SystemSymbol")
struct SystemSymbolTests {
  /// Device pixels per design unit in these renders: the frame is the design box × 2, at 2x.
  static let unit = 4.0

  /// `symbol` in black on white, its frame its design box × 2 at (2, 2) pt, at 2x.
  func render(_ symbol: SystemSymbol, weight: SymbolWeight = .regular, renderer: CellRenderer) throws -> RGBAImage {
    let box = symbol.designSize
    let frame = Rect(x: 2, y: 2, width: box.width * 2, height: box.height * 2)
    let image = ImageContent(source: .systemSymbol(SystemSymbolImage(name: symbol.rawValue, weight: weight, pointSize: box)), tint: .black)
    return try SymbolInk.render(image, frame: frame, size: Size(width: frame.maxX + 2, height: frame.maxY + 2), renderer: renderer)
  }

  @Test("names are the SF Symbols names, and the catalogue has the symbols cells use most and the corpus uses")
  func names() {
    let names = Set(SystemSymbol.allCases.map(\.rawValue))
    for name in ["chevron.right", "chevron.left", "chevron.up", "chevron.down", "chevron.forward", "chevron.backward",
                 "checkmark", "checkmark.circle", "checkmark.circle.fill", "checkmark.square", "checkmark.square.fill",
                 "xmark", "xmark.circle", "xmark.circle.fill", "plus", "plus.circle", "plus.circle.fill", "minus",
                 "minus.circle", "minus.circle.fill", "info.circle", "info.circle.fill", "exclamationmark.circle",
                 "exclamationmark.circle.fill", "exclamationmark.triangle", "exclamationmark.triangle.fill", "trash", "star",
                 "star.fill", "heart", "heart.fill", "person", "person.fill", "person.circle", "person.circle.fill", "bell",
                 "bell.fill", "gear", "magnifyingglass", "ellipsis", "ellipsis.circle", "safari"] {
      #expect(names.contains(name), "\(name)")
    }
  }

  @Test("every symbol draws ink inside its frame, and its ink box is where its path says (so its aspect is the shape's)",
        arguments: SystemSymbol.allCases)
  func inkAndAspect(symbol: SystemSymbol) throws {
    let renderer = try CellRenderer()
    let image = try render(symbol, renderer: renderer)
    let ink = SymbolInk.inked(image)
    let box = try #require(SymbolInk.box(ink), "\(symbol) drew nothing")
    let design = symbol.designSize
    #expect(Double(ink.count) > 0.05 * design.width * design.height * Self.unit * Self.unit / 4, "\(symbol): \(ink.count) px")
    // Inside the frame (origin 2 pt = 4 px), one pixel of antialiasing allowed.
    #expect(box.minX >= 3 && box.minY >= 3, "\(symbol) \(box)")
    #expect(Double(box.maxX) <= 4 + design.width * Self.unit + 1 && Double(box.maxY) <= 4 + design.height * Self.unit + 1, "\(symbol) \(box)")
    let expected = SymbolInk.analyticBounds(symbol.operations())
    let tolerance = 2.0
    #expect(abs(Double(box.minX) - (4 + expected.minX * Self.unit)) <= tolerance, "\(symbol) \(box) vs \(expected)")
    #expect(abs(Double(box.maxX) - (4 + expected.maxX * Self.unit)) <= tolerance, "\(symbol) \(box) vs \(expected)")
    #expect(abs(Double(box.minY) - (4 + expected.minY * Self.unit)) <= tolerance, "\(symbol) \(box) vs \(expected)")
    if symbol == .personCircleFill {
      // The shoulders are cut out down through the disc's bottom edge (as SF's symbol shows
      // them), which the path bounds do not subtract.
      #expect(Double(box.maxY) < 4 + expected.maxY * Self.unit - tolerance, "\(symbol) \(box) vs \(expected)")
    } else {
      #expect(abs(Double(box.maxY) - (4 + expected.maxY * Self.unit)) <= tolerance, "\(symbol) \(box) vs \(expected)")
    }
  }

  @Test("every symbol's path stays inside its design box at every weight", arguments: SystemSymbol.allCases)
  func insideBox(symbol: SystemSymbol) {
    for weight in SymbolWeight.allCases {
      let bounds = SymbolInk.analyticBounds(symbol.operations(weight: weight))
      #expect(bounds.minX >= -1e-9 && bounds.minY >= -1e-9, "\(symbol) \(weight) \(bounds)")
      #expect(bounds.maxX <= symbol.designSize.width + 1e-9 && bounds.maxY <= symbol.designSize.height + 1e-9, "\(symbol) \(weight) \(bounds)")
    }
  }

  /// The mean x of the inked pixels in rows `rows` (device pixels).
  func meanX(_ ink: [(x: Int, y: Int)], rows: Range<Int>) -> Double {
    let row = ink.filter { rows.contains($0.y) }
    return Double(row.map(\.x).reduce(0, +)) / Double(max(1, row.count))
  }

  @Test("chevron.right points right: its top and bottom rows are inked left of the middle, its middle rows right of it; chevron.left the other way")
  func chevronDirection() throws {
    let renderer = try CellRenderer()
    let height = Int(SystemSymbol.chevronRight.designSize.height * Self.unit)
    let midX = 4 + SystemSymbol.chevronRight.designSize.width * Self.unit / 2
    let top = 4..<(4 + height / 5), middle = (4 + height * 2 / 5)..<(4 + height * 3 / 5), bottom = (4 + height * 4 / 5)..<(4 + height)
    let right = SymbolInk.inked(try render(.chevronRight, renderer: renderer))
    #expect(meanX(right, rows: top) < midX - 4 && meanX(right, rows: bottom) < midX - 4)
    #expect(meanX(right, rows: middle) > midX + 4)
    let left = SymbolInk.inked(try render(.chevronLeft, renderer: renderer))
    #expect(meanX(left, rows: top) > midX + 4 && meanX(left, rows: bottom) > midX + 4)
    #expect(meanX(left, rows: middle) < midX - 4)
  }

  @Test("chevron.down has its tip at the bottom, chevron.up at the top")
  func chevronUpDown() throws {
    let renderer = try CellRenderer()
    let size = SystemSymbol.chevronDown.designSize
    let midX = 4 + size.width * Self.unit / 2, midY = 4 + size.height * Self.unit / 2
    for (symbol, tipBelow) in [(SystemSymbol.chevronDown, true), (.chevronUp, false)] {
      let ink = SymbolInk.inked(try render(symbol, renderer: renderer))
      let centre = ink.filter { abs(Double($0.x) - midX) < 3 }
      let meanY = Double(centre.map(\.y).reduce(0, +)) / Double(max(1, centre.count))
      #expect(tipBelow ? meanY > midY + 4 : meanY < midY - 4, "\(symbol) \(meanY) vs \(midY)")
    }
  }

  @Test("a heavier weight inks more: bold more than regular, regular more than ultraLight (stroked symbols)",
        arguments: [SystemSymbol.chevronRight, .checkmark, .xmark, .plus, .minus, .trash, .star, .heart, .person, .bell,
                    .magnifyingglass, .safari, .checkmarkCircle, .infoCircle, .exclamationmarkTriangle, .gear, .ellipsis, .circle,
                    .arrowRight, .play, .pauseFill, .bookmark, .clock, .squareAndArrowUp, .wifi])
  func weightInk(symbol: SystemSymbol) throws {
    let renderer = try CellRenderer()
    let ultraLight = SymbolInk.inked(try render(symbol, weight: .ultraLight, renderer: renderer)).count
    let regular = SymbolInk.inked(try render(symbol, weight: .regular, renderer: renderer)).count
    let bold = SymbolInk.inked(try render(symbol, weight: .bold, renderer: renderer)).count
    #expect(ultraLight < regular && regular < bold, "\(symbol): \(ultraLight) < \(regular) < \(bold)")
  }

  @Test("a filled symbol's knocked-out mark shows the background: the middle of checkmark.circle.fill's check is white, its rim black")
  func knockOut() throws {
    let renderer = try CellRenderer()
    let image = try render(.checkmarkCircleFill, renderer: renderer)
    // The check's corner in design units: (8.25 - 0.12 r, 8.25 + 0.36 r), r = 8.25.
    let corner = image.pixel(x: Int(4 + (8.25 - 0.12 * 8.25) * Self.unit), y: Int(4 + (8.25 + 0.36 * 8.25) * Self.unit) - 1)
    #expect(corner.r > 200, "\(corner)")
    let rim = image.pixel(x: Int(4 + 8.25 * Self.unit), y: Int(4 + 1 * Self.unit))
    #expect(rim.r < 30, "\(rim)")
  }

  @Test("the placeholder for an unknown name: a rounded square outline with a question mark, in the tint")
  func placeholder() throws {
    let renderer = try CellRenderer()
    let red = Color(red: 255, green: 0, blue: 0)
    let image = ImageContent(source: .systemSymbol(SystemSymbolImage(name: "no.such.symbol", pointSize: SystemSymbol.placeholderSize)), tint: red)
    let rendered = try SymbolInk.render(image, frame: Rect(x: 2, y: 2, width: 33, height: 33), size: Size(width: 37, height: 37), renderer: renderer)
    let ink = SymbolInk.inked(rendered)
    let box = try #require(SymbolInk.box(ink))
    // The outline spans the frame: 0.6…15.9 design units of 16.5 → ±1.5 px.
    #expect(abs(box.minX - 4) <= 2 && abs(box.maxX - 70) <= 2 && abs(box.minY - 4) <= 2 && abs(box.maxY - 70) <= 2, "\(box)")
    // The question mark's dot (8.25, 12.7) and the hook's top (8.25, 3.9) are inked; the empty band beside the mark is not.
    #expect(rendered.pixel(x: 4 + 33, y: 4 + Int(12.7 * 4)) == (255, 0, 0, 255))
    #expect(rendered.pixel(x: 4 + 33, y: 4 + Int(3.9 * 4)).g < 128)
    #expect(rendered.pixel(x: 4 + 16, y: 4 + 33).g == 255)
  }

  @Test("the symbols UIKit mirrors in right-to-left are the forward/backward chevrons and arrows only")
  func mirroring() {
    #expect(SystemSymbol.allCases.filter(\.mirrorsInRightToLeft) == [.chevronForward, .chevronBackward, .arrowForward, .arrowBackward])
  }
}
