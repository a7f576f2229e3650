import CellRaster
import Foundation

extension AuditSubject {
  /// A finding about `nodeID`, numbered by the element that is or contains it.
  func finding(
    _ rule: AuditRule, _ severity: FindingSeverity, criterion: String, nodeID: String,
    measured: String, threshold: String, tolerance: String, message: String
  ) -> AuditFinding {
    AuditFinding(
      rule: rule.rawValue, severity: severity, criterion: criterion, nodeID: nodeID,
      elementNumber: elementNumber(forNode: nodeID), measured: measured, threshold: threshold,
      tolerance: tolerance, message: message)
  }

  /// Visible nodes that draw text with at least one non-whitespace character (whitespace draws
  /// no glyphs, so it has no contrast and cannot be clipped).
  var visibleTextNodes: [(visible: VisibleNode, text: TextContent)] {
    visibleNodes.compactMap { visible in
      guard let text = visible.node.text,
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

  /// `22x22 pt`.
  static func size(_ rect: Rect) -> String {
    "\(TextFormatting.points(rect.width))x\(TextFormatting.points(rect.height)) pt"
  }

  /// A label with surrounding whitespace removed.
  static func trimmed(_ label: String?) -> String {
    (label ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
