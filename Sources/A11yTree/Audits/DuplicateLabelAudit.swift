import CellRaster
import Foundation

/// `duplicate-label` (warning): two elements with the same label among siblings (the top level of
/// the tree, or one container's direct children); VoiceOver users cannot tell them apart. Labels
/// are compared trimmed and case-insensitively; empty labels are left to `label-missing`. Each
/// later duplicate is reported, naming the first. Sources: ATF DuplicateSpeakableTextCheck (a
/// warning there), WCAG 2.2 SC 2.4.6 Headings and Labels (AA).
public struct DuplicateLabelAudit: AccessibilityAudit {
  public let rule = AuditRule.duplicateLabel

  public init() {}

  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    var groups: [[AccessibilityNode]] = [subject.tree.nodes]
    while let siblings = groups.popLast() {
      var first: [String: Int] = [:]
      for node in siblings {
        switch node {
        case .container(_, let children):
          groups.insert(children, at: 0)
        case .element(let element, let index):
          let key = FindingWords.trimmed(element.label).lowercased()
          guard !key.isEmpty else { continue }
          guard let earlier = first[key] else {
            first[key] = index + 1
            continue
          }
          findings.append(
            subject.finding(
              rule, .warning,
              criterion: "WCAG 2.2 SC 2.4.6 Headings and Labels (AA); ATF "
                + "DuplicateSpeakableTextCheck", nodeID: element.nodeID,
              measured: "label " + TextFormatting.quotedExcerpt(element.label ?? ""),
              threshold: "unique among siblings", tolerance: "trimmed, case-insensitive",
              message: "\(FindingWords.element(index + 1, element)) has the same label as "
                + "element \(earlier) among its siblings",
              fix: "give each sibling a label that tells it apart, e.g. naming its row or item"))
        }
      }
    }
    return findings
  }
}
