/// The SF Symbols (`<image … catalog="system">`, `UIImage(systemName:)`) snapcheck draws. SF
/// Symbols are not redistributable, so these are snapcheck's own look-alike shapes
/// (`SystemSymbolShapes`): drawn to read like the symbols of the same name at a glance, never
/// traced from Apple's outlines. Raw values are the SF Symbols names exactly.
///
/// Chosen: the symbols cells use most (chevrons, check marks, x marks, plus and minus, info and
/// exclamation marks, trash, star, heart, person, bell, gear, magnifying glass, ellipsis), the
/// ones the public XIB corpus uses (chevron.right, checkmark.square.fill, heart.fill, safari,
/// star.fill), the plain circle and square, arrows, play and pause, bookmark, clock, share
/// (square.and.arrow.up) and wifi (a settings row's icon). Any other name draws a placeholder with a
/// warning (`xib.symbol-unavailable`).
public enum SystemSymbol: String, Sendable, CaseIterable {
  case chevronRight = "chevron.right", chevronLeft = "chevron.left", chevronUp = "chevron.up", chevronDown = "chevron.down"
  case chevronForward = "chevron.forward", chevronBackward = "chevron.backward"
  case checkmark, checkmarkCircle = "checkmark.circle", checkmarkCircleFill = "checkmark.circle.fill"
  case checkmarkSquare = "checkmark.square", checkmarkSquareFill = "checkmark.square.fill"
  case xmark, xmarkCircle = "xmark.circle", xmarkCircleFill = "xmark.circle.fill"
  case plus, plusCircle = "plus.circle", plusCircleFill = "plus.circle.fill"
  case minus, minusCircle = "minus.circle", minusCircleFill = "minus.circle.fill"
  case infoCircle = "info.circle", infoCircleFill = "info.circle.fill"
  case exclamationmarkCircle = "exclamationmark.circle", exclamationmarkCircleFill = "exclamationmark.circle.fill"
  case exclamationmarkTriangle = "exclamationmark.triangle", exclamationmarkTriangleFill = "exclamationmark.triangle.fill"
  case trash, star, starFill = "star.fill", heart, heartFill = "heart.fill"
  case person, personFill = "person.fill", personCircle = "person.circle", personCircleFill = "person.circle.fill"
  case bell, bellFill = "bell.fill", gear, magnifyingglass, ellipsis, ellipsisCircle = "ellipsis.circle", safari
  case circle, circleFill = "circle.fill", square, squareFill = "square.fill"
  case arrowRight = "arrow.right", arrowLeft = "arrow.left", arrowUp = "arrow.up", arrowDown = "arrow.down"
  case arrowForward = "arrow.forward", arrowBackward = "arrow.backward"
  case play, playFill = "play.fill", pauseFill = "pause.fill", bookmark, bookmarkFill = "bookmark.fill", clock
  case squareAndArrowUp = "square.and.arrow.up"
  case wifi

  /// Stroke width of the regular weight, in design units (points at the default 17 pt
  /// configuration): snapcheck's choice, close to SF Pro Text's regular stem at 17 pt.
  public static let regularStroke = 1.6

  /// The design box, in points at the default configuration (17 pt, medium scale): the shape's
  /// ink fills it at every weight, and `SymbolPainter` aspect-fits it into the image's frame.
  /// Where the XIB corpus lists a symbol's canvas (`XIBSymbolImageSize`), the box has that
  /// canvas's size in points (chevron.right 96 x 128 → 12.375 x 16.5, star.fill 128 x 116,
  /// heart.fill 128 x 107, safari 128 x 121, checkmark.square.fill 128 x 114); the others are
  /// snapcheck's choice for the shape's proportions at 16.5 pt.
  public var designSize: Size {
    switch self {
    case .chevronRight, .chevronLeft, .chevronForward, .chevronBackward: Size(width: 12.375, height: 16.5)
    case .chevronUp, .chevronDown: Size(width: 16.5, height: 9.6)
    case .checkmark: Size(width: 16.5, height: 15.4)
    case .checkmarkSquare, .checkmarkSquareFill, .square, .squareFill: Size(width: 16.5, height: 14.6953125)
    case .xmark: Size(width: 14, height: 14)
    case .plus: Size(width: 15.5, height: 15.5)
    case .minus: Size(width: 15.5, height: 3.5)
    case .exclamationmarkTriangle, .exclamationmarkTriangleFill: Size(width: 17.6, height: 16)
    case .trash: Size(width: 14.4, height: 16.5)
    case .star, .starFill: Size(width: 16.5, height: 14.953125)
    case .heart, .heartFill: Size(width: 16.5, height: 13.79296875)
    case .person, .personFill: Size(width: 14, height: 16)
    case .bell, .bellFill: Size(width: 15.4, height: 16.5)
    case .magnifyingglass: Size(width: 16, height: 16)
    case .ellipsis: Size(width: 16.5, height: 3.8)
    case .safari: Size(width: 16.5, height: 15.59765625)
    case .arrowRight, .arrowLeft, .arrowForward, .arrowBackward: Size(width: 16.5, height: 14)
    case .arrowUp, .arrowDown: Size(width: 14, height: 16.5)
    case .play, .playFill: Size(width: 14, height: 16)
    case .pauseFill: Size(width: 12, height: 15)
    case .bookmark, .bookmarkFill: Size(width: 11.5, height: 16)
    case .squareAndArrowUp: Size(width: 14, height: 17.5)
    case .wifi: Size(width: 16.5, height: 12)
    case .checkmarkCircle, .checkmarkCircleFill, .xmarkCircle, .xmarkCircleFill, .plusCircle, .plusCircleFill,
         .minusCircle, .minusCircleFill, .infoCircle, .infoCircleFill, .exclamationmarkCircle, .exclamationmarkCircleFill,
         .personCircle, .personCircleFill, .ellipsisCircle, .gear, .circle, .circleFill, .clock:
      Size(width: 16.5, height: 16.5)
    }
  }

  /// True for the symbols UIKit mirrors in a right-to-left layout (the SF Symbols "forward" and
  /// "backward" variants follow the reading direction; `chevron.right`, `arrow.right` and their
  /// left twins do not).
  public var mirrorsInRightToLeft: Bool {
    [.chevronForward, .chevronBackward, .arrowForward, .arrowBackward].contains(self)
  }

  /// The drawing operations at `weight`, in units of `designSize`.
  public func operations(weight: SymbolWeight = .regular) -> [SymbolOperation] {
    SystemSymbolShapes(size: designSize, stroke: Self.regularStroke * weight.strokeFactor).operations(for: self)
  }

  /// The design box of the placeholder drawn for a name snapcheck has no shape for.
  public static let placeholderSize = Size(width: 16.5, height: 16.5)

  /// The placeholder for an unknown symbol, in units of `placeholderSize`: a rounded square
  /// outline with a question mark, so that the image view shows something deterministic and
  /// clearly not the real symbol (a warning names the symbol).
  public static let placeholderOperations: [SymbolOperation] = {
    var p = SymbolPath()
    p.roundedRect(0.6, 0.6, 15.9, 15.9, radius: 3.6)
    p.add(.stroke(width: 1.2))
    p.add(.arc(x: 8.25, y: 6.4, r: 2.5, a0: .pi, a1: 2.25 * .pi))
    p.line(8.25, 9.7)
    p.line(8.25, 10.5)
    p.add(.stroke(width: 1.5))
    p.dot(8.25, 12.7, 1)
    return p.operations
  }()
}
