import Foundation

/// Audit findings as JSON for tools: pretty-printed, keys sorted, slashes unescaped. One
/// ``AuditFinding`` is `{"criterion", "elementNumber"?, "fix"?, "measured", "message", "nodeID",
/// "rule", "severity", "threshold", "tolerance"}` (`elementNumber` 1-based, left out when the node
/// is in no element; `fix` left out when the rule gives none).
public enum FindingJSONFormat {
  /// The JSON text of any encodable report (e.g. findings grouped by scenario), ending with a
  /// newline.
  /// - Throws: `EncodingError` (not expected for findings: every field is a string or an integer).
  public static func render<Report: Encodable>(_ report: Report) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
  }
}
