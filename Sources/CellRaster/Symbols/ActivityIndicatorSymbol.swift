import Foundation

extension Symbol {
  /// `Symbol.activityIndicator` in its 16 × 16 design box: eight round-capped spokes, 45° apart,
  /// from 3.6 to 7.2 units out from the centre, 1.6 units wide (at the medium style's 20 pt, 1 unit
  /// is 1.25 pt: spokes 4.5 pt long, 2 pt wide, from 4.5 pt out — iOS 13+ spokes, measured by eye
  /// against the system's indicator, not from a file). The static frame snapcheck draws: the
  /// spoke at 12 o'clock at full opacity and each spoke behind it (counter-clockwise, the way the
  /// highlight trails as it turns clockwise) 10 points of opacity fainter, down to 30%.
  static let activityIndicatorOperations: [SymbolOperation] = (0..<8).flatMap { step -> [SymbolOperation] in
    // Step k is k × 45° counter-clockwise from 12 o'clock (y grows downwards).
    let angle = -Double.pi / 2 - Double(step) * Double.pi / 4
    let (dx, dy) = (cos(angle), sin(angle))
    return [.opacity(max(0.3, 1 - 0.1 * Double(step))), .moveTo(8 + 3.6 * dx, 8 + 3.6 * dy), .lineTo(8 + 7.2 * dx, 8 + 7.2 * dy),
            .stroke(width: 1.6)]
  } + [.opacity(1)]
}
