import CellRaster

/// `trait-conflict` (error): more than one of button, link, search field and keyboard key, or
/// button together with adjustable (GTXiLib "Accessibility traits"; §5.3: button alone and link +
/// adjustable pass, keyboardKey + searchField and adjustable + button fail). WCAG 2.2 SC 4.1.2
/// Name, Role, Value (A): an element has one role.
public struct TraitConflictAudit: AccessibilityAudit {
  public let rule = AuditRule.traitConflict
  static let exclusive: [AccessibilityTraits] = [.button, .link, .searchField, .keyboardKey]

  public init() {}

  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    subject.numberedElements.compactMap { number, element in
      let traits = element.traits
      let roles = Self.exclusive.filter { traits.contains($0) }
      guard roles.count > 1 || traits.isSuperset(of: [.button, .adjustable]) else { return nil }
      let names = traits.nameList.joined(separator: ",")
      var conflicting = roles.reduce(AccessibilityTraits()) { $0.union($1) }
      if traits.isSuperset(of: [.button, .adjustable]) { conflicting.formUnion([.button, .adjustable]) }
      return subject.finding(
        rule, .error,
        criterion: "WCAG 2.2 SC 4.1.2 Name, Role, Value (A); GTXiLib \"Accessibility traits\"",
        nodeID: element.nodeID, measured: "traits " + names,
        threshold: "at most one of button, link, searchField, keyboardKey; not button with "
          + "adjustable", tolerance: "none",
        message: "\(FindingWords.element(number, element)) has conflicting traits \(names)",
        fix: "keep one role: remove all but one of \(conflicting.nameList.joined(separator: ", ")) "
          + "from accessibilityTraits")
    }
  }
}
