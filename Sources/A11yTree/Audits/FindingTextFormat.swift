import CellRaster

/// Audit findings as text, one line each:
///
/// ```text
/// error [touch-target-size] element 2 (accessoryDetailButton): element 2 "More Info" is 22x22 pt; tappable elements need at least 44x44 pt | measured 22x22 pt; threshold 44x44 pt; tolerance none (exactly 44 pt passes); Apple HIG 44x44 pt; WCAG 2.2 SC 2.5.5 Target Size (Enhanced) (AAA)
/// ```
///
/// Fields: severity (`error` or `warning`), the rule id in brackets, `element <n>` (1-based
/// VoiceOver number as in the `.a11y.txt`; `element -` when the node is in no element) with the
/// layout node id (quoted by `EchoedValue.clip`: at most 60 characters, then the length; control
/// characters escaped, so an id from a XIB cannot break the line), the message, then after ` | ` the measured value, threshold, tolerance policy
/// and criterion separated by `; ` (for a layout rule finding, which measures nothing, the
/// criterion alone).
public enum FindingTextFormat {
  /// The line for `finding`, without a newline.
  public static func line(_ finding: AuditFinding) -> String {
    let element = finding.elementNumber.map(String.init) ?? "-"
    let head = "\(finding.severity.rawValue) [\(finding.rule)] element \(element) (\(EchoedValue.clip(finding.nodeID))): \(finding.message) | "
    // A layout rule (`LayoutRuleFindings`) measures nothing: its source alone.
    if finding.measured == LayoutRuleFindings.measured { return head + finding.criterion }
    return head + "measured \(finding.measured); threshold \(finding.threshold); "
      + "tolerance \(finding.tolerance); \(finding.criterion)"
  }
}
