extension ScenarioSpec {
  /// Decodes the accessibility keys of a spec: `accessibilityOverlay` (bool), `expectedFindings`
  /// (array of distinct ``AuditRule`` ids), `acceptedFindings` (``AcceptedFinding``) and
  /// `overrides` (``ViewOverrides``).
  /// - Throws: `SpecError.invalid` naming the path and the allowed values.
  mutating func decodeAccessibilityKeys(_ members: [String: JSONCursor]) throws {
    if let overlay = members["accessibilityOverlay"] { accessibilityOverlay = try overlay.bool() }
    if let expected = members["expectedFindings"] {
      var rules: [AuditRule] = []
      for item in try expected.array() {
        let rule = try item.enumCase(AuditRule.self)
        guard !rules.contains(rule) else { throw item.error("'\(rule.rawValue)' is listed twice") }
        rules.append(rule)
      }
      expectedFindings = rules
    }
    if let accepted = members["acceptedFindings"] { acceptedFindings = try AcceptedFinding.decodeList(accepted) }
    if let overrides = members["overrides"] { self.overrides = try ViewOverrides.decode(overrides) }
  }
}
