import CellRaster
import Foundation

extension AuditSubject {
  /// A finding about `nodeID`, numbered by the element that is or contains it.
  func finding(
    _ rule: AuditRule, _ severity: FindingSeverity, criterion: String, nodeID: String,
    measured: String, threshold: String, tolerance: String, message: String, fix: String
  ) -> AuditFinding {
    AuditFinding(
      rule: rule.rawValue, severity: severity, criterion: criterion, nodeID: nodeID,
      elementNumber: elementNumber(forNode: nodeID), measured: measured, threshold: threshold,
      tolerance: tolerance, message: message, fix: fix)
  }

  /// Perceivable nodes (effective alpha at least 0.01, no negative size) that draw text with at least one
  /// non-whitespace character (whitespace draws no glyphs, so it has no contrast and cannot be
  /// clipped).
  var visibleTextNodes: [(visible: VisibleNode, text: TextContent)] {
    visibleNodes.compactMap { visible in
      // A view solved to a negative width or height draws nothing of its own (`CellRenderer`).
      guard visible.isPerceivable, visible.node.frame.width >= 0, visible.node.frame.height >= 0, let text = visible.node.text,
        text.text.unicodeScalars.contains(where: { !$0.properties.isWhitespace })
      else { return nil }
      return (visible, text)
    }
  }
}

/// Spelling shared by the audits' messages.
enum FindingWords {
  /// `element 2 "More Info"`.
  static func element(_ number: Int, _ element: AccessibilityElement) -> String {
    "element \(number) " + TextFormatting.quotedExcerpt(element.label ?? "")
  }

  /// `#RRGGBB` of an opaque colour.
  static func hex(_ color: Color) -> String {
    String(color.description.prefix(7))
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque: a colour as a spec wrote it.
  static func declared(_ color: Color) -> String {
    color.alpha == 255 ? hex(color) : color.description
  }

  /// How a foreground colour was drawn: `#959595` for an opaque colour with nothing translucent
  /// above it, else the declared colour, the alpha above it and the composited value, e.g.
  /// `#00000080 drawn as #7F7F7F` or `#000000 under alpha 0.5 drawn as #7F7F7F`.
  static func drawn(_ color: Color, opacity: Double, as seen: Color) -> String {
    guard color.alpha < 255 || opacity < 1 else { return hex(seen) }
    // Four significant digits: near the 0.01 cut-off, 0.011 must not print as the cut-off itself.
    let under = opacity < 1 ? " under alpha \(String(format: "%.4g", opacity))" : ""
    return "\(declared(color))\(under) drawn as \(hex(seen))"
  }

  /// "darken" when `foreground` is darker than `background` (making it darker raises the
  /// contrast), else "lighten"; but the other way when that way cannot reach `goal` (a ratio,
  /// e.g. 4.5) even at black or white and the other way can (black on #1C1C1E is 1.23:1 and can
  /// only be lightened to 3:1).
  static func shade(_ foreground: Color, against background: Color, goal: Double = 1) -> String {
    let darker = WCAGContrast.relativeLuminance(foreground) <= WCAGContrast.relativeLuminance(background)
    let reach = (darken: WCAGContrast.ratio(.black, background), lighten: WCAGContrast.ratio(.white, background))
    if darker, reach.darken < goal, reach.lighten >= goal { return "lighten" }
    if !darker, reach.lighten < goal, reach.darken >= goal { return "darken" }
    return darker ? "darken" : "lighten"
  }

  /// `22x22 pt`.
  static func size(_ rect: Rect) -> String {
    "\(TextFormatting.points(rect.width))x\(TextFormatting.points(rect.height)) pt"
  }

  /// A label with surrounding whitespace removed.
  static func trimmed(_ label: String?) -> String {
    (label ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
