/// One drawing operation of a built-in symbol, in the units of its design box
/// (`Symbol.designSize`: 16 x 16 for most symbols; units scale to the image view's frame, aspect
/// fit).
public enum SymbolOperation: Hashable, Sendable {
  case moveTo(Double, Double)
  case lineTo(Double, Double)
  /// Arc centred at (x, y) with radius r from angle a0 to a1 (radians, clockwise in y-down space).
  case arc(x: Double, y: Double, r: Double, a0: Double, a1: Double)
  /// `arc`, continuing the current path: a straight line joins the current point to the arc's
  /// start (outlines such as rounded rectangles and hearts, which must stay one closed path).
  case arcTo(x: Double, y: Double, r: Double, a0: Double, a1: Double)
  case closePath
  /// Fill the current path with the symbol colour (even-odd when `evenOdd`), clearing the path.
  case fill(evenOdd: Bool)
  /// Stroke the current path with the symbol colour, `width` design units, round caps and joins.
  case stroke(width: Double)
  /// Cut the current path's interior out of what was drawn (knock-out glyph details).
  case clear
  /// Cut a stroke of the current path, `width` design units wide, out of what was drawn.
  case clearStroke(width: Double)
  /// Draw the following fills and strokes at this opacity of the symbol colour, 0–1 (default 1).
  case opacity(Double)
}

/// The built-in vector symbols that specs name as `symbol:<name>`. Shapes are our own, drawn to
/// read like the SF Symbols Fiori uses for status, substatus and accessories.
public enum Symbol: String, Sendable, CaseIterable {
  /// Filled circle with an exclamation mark (SF "exclamationmark.circle.fill").
  case error
  /// Filled triangle with an exclamation mark (SF "exclamationmark.triangle.fill").
  case warning
  /// Filled circle with a check mark (SF "checkmark.circle.fill").
  case success
  /// Filled circle with an "i" (SF "info.circle.fill").
  case info
  /// A small filled dot (unread indicator).
  case unreadDot
  /// Disclosure chevron ">" (UITableViewCell.AccessoryType.disclosureIndicator).
  case chevron
  /// Check mark (UITableViewCell.AccessoryType.checkmark).
  case checkmark
  /// Circled "i" outline (UIButton.ButtonType.detailDisclosure / infoLight).
  case infoButton
  /// Plus sign (attachment add button).
  case add
  /// A document page with a folded corner (generic attachment glyph).
  case document
  /// A page with text lines (text and word-processing attachments).
  case documentText
  /// A page with a filled band (PDF attachments).
  case documentPDF
  /// A page with a table grid (spreadsheet attachments).
  case documentSpreadsheet
  /// A page with a bar chart (presentation attachments).
  case documentPresentation
  /// A page with a zipper (archive attachments).
  case documentArchive
  /// A framed landscape with a sun (image attachments without a thumbnail).
  case photo
  /// The eight spokes of a `UIActivityIndicatorView`, one static frame (`activityIndicatorOperations`).
  case activityIndicator

  /// The design box of the symbol: `operations` are in its units, and `SymbolPainter` aspect-fits
  /// this box (centred) into the image view's frame, so one unit is one point when the frame has
  /// this size. 16 x 16 for every symbol except the chevron: 8 x 13, the UIKit accessory frame
  /// (`ObjectCellMetrics.chevronSize`), so that its ink fills that frame.
  public var designSize: Size {
    switch self {
    case .chevron: Size(width: 8, height: 13)
    default: Size(width: 16, height: 16)
    }
  }

  /// The operations, in units of `designSize`.
  public var operations: [SymbolOperation] {
    let pi = Double.pi
    switch self {
    case .error:
      return [.arc(x: 8, y: 8, r: 8, a0: 0, a1: 2 * pi), .fill(evenOdd: false),
              .moveTo(7, 3.5), .lineTo(9, 3.5), .lineTo(8.6, 9.5), .lineTo(7.4, 9.5), .closePath,
              .arc(x: 8, y: 11.75, r: 1.1, a0: 0, a1: 2 * pi), .clear]
    case .warning:
      return [.moveTo(8, 0.8), .lineTo(15.6, 14.6), .lineTo(0.4, 14.6), .closePath, .fill(evenOdd: false),
              .moveTo(7.1, 5), .lineTo(8.9, 5), .lineTo(8.55, 10), .lineTo(7.45, 10), .closePath,
              .arc(x: 8, y: 12.2, r: 1, a0: 0, a1: 2 * pi), .clear]
    case .success:
      return [.arc(x: 8, y: 8, r: 8, a0: 0, a1: 2 * pi), .fill(evenOdd: false),
              .moveTo(4.3, 8.2), .lineTo(7, 10.9), .lineTo(11.8, 5.4), .clearStroke(width: 1.8)]
    case .info:
      return [.arc(x: 8, y: 8, r: 8, a0: 0, a1: 2 * pi), .fill(evenOdd: false),
              .moveTo(7.15, 6.5), .lineTo(8.85, 6.5), .lineTo(8.85, 12.5), .lineTo(7.15, 12.5), .closePath,
              .arc(x: 8, y: 4.4, r: 1.1, a0: 0, a1: 2 * pi), .clear]
    case .unreadDot:
      return [.arc(x: 8, y: 8, r: 5, a0: 0, a1: 2 * pi), .fill(evenOdd: false)]
    case .chevron:
      // In its 8 x 13 box: ink 7.8 x 12.4 units, [UIK20]'s chevron ink ≈ 7.8 x 12.4 pt
      // (reference/fidelity.md §2 row #15). A 2-unit round-capped stroke adds 1 unit on every
      // side of the path, so the path spans 5.8 x 10.4 units, centred: x 1.1…6.9, y 1.3…11.7.
      return [.moveTo(1.1, 1.3), .lineTo(6.9, 6.5), .lineTo(1.1, 11.7), .stroke(width: 2)]
    case .checkmark:
      return [.moveTo(2, 8.5), .lineTo(6, 12.5), .lineTo(14, 3.5), .stroke(width: 2)]
    case .infoButton:
      return [.arc(x: 8, y: 8, r: 7.1, a0: 0, a1: 2 * pi), .stroke(width: 1.4),
              .moveTo(7.25, 6.8), .lineTo(8.75, 6.8), .lineTo(8.75, 12), .lineTo(7.25, 12), .closePath,
              .fill(evenOdd: false), .arc(x: 8, y: 4.7, r: 0.95, a0: 0, a1: 2 * pi), .fill(evenOdd: false)]
    case .add:
      return [.moveTo(8, 1.5), .lineTo(8, 14.5), .moveTo(1.5, 8), .lineTo(14.5, 8), .stroke(width: 1.6)]
    case .document:
      return Self.page
    case .documentText:
      return Self.page + [.moveTo(5.5, 7.5), .lineTo(11, 7.5), .moveTo(5.5, 10), .lineTo(11, 10),
                          .moveTo(5.5, 12.5), .lineTo(9, 12.5), .stroke(width: 1)]
    case .documentPDF:
      return Self.page + Self.box(4.8, 8.5, 11.7, 12.8) + [.fill(evenOdd: false)]
    case .documentSpreadsheet:
      return Self.page + Self.box(5, 6.5, 11.5, 12.8)
        + [.moveTo(8.25, 6.5), .lineTo(8.25, 12.8), .moveTo(5, 9.65), .lineTo(11.5, 9.65), .stroke(width: 0.9)]
    case .documentPresentation:
      return Self.page + Self.box(5, 10, 6.6, 13) + Self.box(7.5, 7.5, 9.1, 13) + Self.box(10, 9, 11.6, 13)
        + [.fill(evenOdd: false)]
    case .documentArchive:
      return Self.page + Self.box(6.2, 2, 7.6, 3.3) + Self.box(7.6, 3.3, 9, 4.6) + Self.box(6.2, 4.6, 7.6, 5.9)
        + Self.box(7.6, 5.9, 9, 7.2) + [.fill(evenOdd: false)] + Self.box(6.2, 8.5, 9, 12) + [.stroke(width: 1)]
    case .photo:
      return Self.box(1, 2.5, 15, 13.5) + [.stroke(width: 1.2), .moveTo(2.5, 12), .lineTo(6.5, 7.5),
              .lineTo(9.5, 10.5), .lineTo(11, 9), .lineTo(13.5, 12), .closePath, .fill(evenOdd: false),
              .arc(x: 11.3, y: 5.8, r: 1.3, a0: 0, a1: 2 * pi), .fill(evenOdd: false)]
    case .activityIndicator:
      return Self.activityIndicatorOperations
    }
  }

  /// A page outline with a folded corner, stroked.
  private static let page: [SymbolOperation] = [
    .moveTo(3, 0.8), .lineTo(10, 0.8), .lineTo(13.5, 4.3), .lineTo(13.5, 15.2), .lineTo(3, 15.2),
    .closePath, .stroke(width: 1.2), .moveTo(10, 0.8), .lineTo(10, 4.3), .lineTo(13.5, 4.3),
    .stroke(width: 1.2),
  ]

  /// A closed rectangle path from (x0, y0) to (x1, y1), design units.
  private static func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [SymbolOperation] {
    [.moveTo(x0, y0), .lineTo(x1, y0), .lineTo(x1, y1), .lineTo(x0, y1), .closePath]
  }
}
