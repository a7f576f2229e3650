import Foundation

/// The number an audit rule measures, as its findings print it in `measured` and as a spec pins
/// it in `acceptedFindings[].measured`, with which direction is worse. Only these rules measure a
/// number; pinning any other rule is a spec error.
///
/// | rule | written | worse |
/// |---|---|---|
/// | `text-contrast`, `non-text-contrast` | `"2.9953:1"` (a contrast ratio, 1–21) | a lower ratio |
/// | `touch-target-size` | `"22x22 pt"` (width x height, points; `" pt"` optional) | a smaller width or height |
/// | `text-clipped` | `"62%"` (percent of the text's frame visible, 0–100; the finding prints `"62% of the frame visible"`) | a lower percentage |
///
/// Values are compared as written, so a ratio the finding prints as `2.9953:1` and pinned as
/// `"2.9953:1"` is not worse even when the unrounded ratio is a hair lower.
public enum AuditMeasure: Hashable, Sendable {
  /// A contrast ratio, the `x` of `x:1`.
  case contrastRatio(Double)
  /// A size in points.
  case size(width: Double, height: Double)
  /// A percentage of a frame visible, 0–100.
  case percentVisible(Double)

  /// The kinds of measure, one per measuring rule.
  public enum Kind: Sendable {
    case contrastRatio, size, percentVisible

    /// How a pin of this kind is written, for messages.
    public var format: String {
      switch self {
      case .contrastRatio: "a ratio such as \"3.9:1\", 1–21"
      case .size: "a size such as \"22x22 pt\", each side above 0 and at most 100000"
      case .percentVisible: "a percentage such as \"62%\", 0–100"
      }
    }
  }

  /// The kind of number `rule` measures, or nil for a rule without one (its findings cannot be
  /// pinned).
  public static func kind(of rule: AuditRule) -> Kind? {
    switch rule {
    case .textContrast, .nonTextContrast: .contrastRatio
    case .touchTargetSize: .size
    case .textClipped: .percentVisible
    default: nil
    }
  }

  /// Reads `text` as a measure of `kind`: a finding's `measured` field or a spec's pin. Nil when
  /// it is not of that form (a finding's `"indeterminate"`, a misspelt pin).
  /// - Parameter allowingZeroSides: accept a size with a 0 pt side, as a finding may measure (an
  ///   element whose frame or `accessibilityFrame` is 0 pt wide); default false, for pins, where
  ///   a 0 side would accept any shrink.
  public static func parse(_ text: String, as kind: Kind, allowingZeroSides: Bool = false) -> AuditMeasure? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    switch kind {
    case .contrastRatio:
      guard trimmed.hasSuffix(":1"), let ratio = decimal(trimmed.dropLast(2)), (1...21).contains(ratio) else {
        return nil
      }
      return .contrastRatio(ratio)
    case .size:
      let body = trimmed.hasSuffix(" pt") ? trimmed.dropLast(3) : Substring(trimmed)
      let sides = body.split(separator: "x", omittingEmptySubsequences: false)
      // Each side above 0 (0 too for a finding's measure) and at most 100,000 pt, the range of a
      // solved frame (`XIBNumber`): a "0x0" pin would accept any shrink, and a huge one prints
      // in a form no pin can take.
      guard sides.count == 2, let width = decimal(sides[0]), let height = decimal(sides[1]),
            [width, height].allSatisfy({ ($0 > 0 || allowingZeroSides && $0 == 0) && $0 <= 100_000 }) else { return nil }
      return .size(width: width, height: height)
    case .percentVisible:
      let suffix = "% of the frame visible"
      let body = trimmed.hasSuffix(suffix) ? trimmed.dropLast(suffix.count) : trimmed.hasSuffix("%") ? trimmed.dropLast() : nil
      guard let body, let percent = decimal(body), (0...100).contains(percent) else { return nil }
      return .percentVisible(percent)
    }
  }

  /// True when `self` is worse than `pinned` (a lower ratio; a smaller width or height; less
  /// visible). Measures of different kinds are never worse than each other.
  public func isWorse(than pinned: AuditMeasure) -> Bool {
    switch (self, pinned) {
    case (.contrastRatio(let now), .contrastRatio(let then)): now < then
    case (.size(let w, let h), .size(let pw, let ph)): w < pw || h < ph
    case (.percentVisible(let now), .percentVisible(let then)): now < then
    default: false
    }
  }

  /// The worse of two measures of one kind; for sizes, the smaller of each side.
  public func worst(_ other: AuditMeasure) -> AuditMeasure {
    if case .size(let w, let h) = self, case .size(let ow, let oh) = other {
      return .size(width: min(w, ow), height: min(h, oh))
    }
    return other.isWorse(than: self) ? other : self
  }

  /// The pin as a spec writes it: `"2.9953:1"`, `"22x22 pt"`, `"62%"` (numbers as read, without
  /// a trailing `.0`).
  public var pinText: String {
    switch self {
    case .contrastRatio(let ratio): "\(Self.number(ratio)):1"
    case .size(let width, let height): "\(Self.number(width))x\(Self.number(height)) pt"
    case .percentVisible(let percent): "\(Self.number(percent))%"
    }
  }

  /// A plain decimal (digits with at most one "."), nothing else: no sign, exponent or spaces.
  private static func decimal(_ text: Substring) -> Double? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), !parts[0].isEmpty,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      parts.count == 1 || !parts[1].isEmpty, text.count <= 20
    else { return nil }
    return Double(text)
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
