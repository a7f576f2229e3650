import CellRaster

extension Scenario {
  /// The spec's `comparison`: how verify compares pixels (image-diff.md; `ComparisonSpec`
  /// documents the limits). Unset is strict: every pixel equal, alpha included.
  public struct Comparison: Hashable, Sendable {
    /// pixelmatch's YIQ threshold, 0–1 (a fraction); setting it selects pixelmatch mode.
    /// Excludes `perceptual`.
    public var threshold: Double?
    /// Count anti-aliased pixels as differences too; needs `threshold`. Unset: false.
    public var includeAA: Bool?
    /// `"checkerboard"` or `"white"` under transparency; needs `threshold` or `perceptual`.
    /// Unset: checkerboard.
    public var alphaBackground: String?
    /// Largest CIEDE2000 ΔE counted as equal, 0–100; setting it selects perceptual mode.
    /// Excludes `threshold`.
    public var perceptual: Double?
    /// The allowance of differing pixels: `"120px"` (pixels) or `"0.5%"` (percent of the image,
    /// 0–100, not a 0–1 fraction). Unset: 0 pixels.
    public var maxDiff: String?

    /// A comparison; `nil` leaves a field unset (all unset: strict).
    public init(threshold: Double? = nil, includeAA: Bool? = nil, alphaBackground: String? = nil,
                perceptual: Double? = nil, maxDiff: String? = nil) {
      self.threshold = threshold
      self.includeAA = includeAA
      self.alphaBackground = alphaBackground
      self.perceptual = perceptual
      self.maxDiff = maxDiff
    }

    static var fields: [SpecField<Self>] {
      [.number("threshold", \.threshold), .bool("includeAA", \.includeAA), .string("alphaBackground", \.alphaBackground),
       .number("perceptual", \.perceptual), .string("maxDiff", \.maxDiff)]
    }

    /// The spec object.
    public var specValue: SpecValue { .object(SpecFieldTable.object(self, Self.fields)) }

    /// The comparison a spec object holds (one `ScenarioSpec.decode` accepted).
    public init(specValue: SpecValue) {
      self.init()
      SpecFieldTable.apply(specValue.object ?? [:], to: &self, Self.fields)
    }
  }

  /// One entry of `acceptedFindings`: a finding of `rule` on `element` accepted for `reason`,
  /// optionally pinned to the measure it was accepted at (`"2.9953:1"` for contrast,
  /// `"22x22 pt"` for touch-target-size, `"62%"` for text-clipped); a finding measured worse than
  /// the pin fails again (`AcceptedFinding`).
  public struct AcceptedFinding: Hashable, Sendable {
    /// The audit rule accepted (`AuditRule`).
    public var rule: AuditRule
    /// The element's node id (`statusLabel`, `attachment-2`).
    public var element: String
    /// The pin, written as findings print it (`"2.9953:1"`, `"22x22 pt"`, `"62%"`); only for
    /// rules that measure a number. nil accepts any measure.
    public var measured: String?
    /// Why the finding is acceptable: not blank, and not the placeholder
    /// `CellRaster.AcceptedFinding.placeholderReason`.
    public var reason: String

    /// An entry; `measured` nil accepts any measure.
    public init(rule: AuditRule, element: String, measured: String? = nil, reason: String) {
      self.rule = rule
      self.element = element
      self.measured = measured
      self.reason = reason
    }

    /// The spec object.
    public var specValue: SpecValue {
      var members: [String: SpecValue] = ["rule": .string(rule.rawValue), "element": .string(element),
                                          "reason": .string(reason)]
      if let measured { members["measured"] = .string(measured) }
      return .object(members)
    }

    /// The entry a spec object holds (one `ScenarioSpec.decode` accepted).
    public init(specValue: SpecValue) {
      let m = specValue.object ?? [:]
      self.init(rule: m["rule"]?.string.flatMap(AuditRule.init(rawValue:)) ?? .textContrast,
                element: m["element"]?.string ?? "", measured: m["measured"]?.string, reason: m["reason"]?.string ?? "")
    }
  }
}
