import Foundation

/// Audit findings as JSON for tools: pretty-printed, keys sorted, slashes unescaped. One finding
/// is `{"criterion", "elementNumber"?, "measured", "message", "nodeID", "rule", "severity",
/// "threshold", "tolerance"}` (``AuditFinding``; `elementNumber` 1-based, left out when the node
/// is in no element).
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
