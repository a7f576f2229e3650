import Foundation

/// One entry of a spec's `acceptedFindings`: a finding of one rule on one element that the team
/// has looked at and accepts, with why.
///
/// ```json
/// "acceptedFindings": [
///   {"rule": "text-contrast", "element": "statusLabel", "measured": "2.9953:1",
///    "reason": "brand colour, agreed with design"}
/// ]
/// ```
///
/// - `rule` (required): an ``AuditRule`` id.
/// - `element` (required, non-empty): the finding's node id as findings print it in parentheses
///   (`element 1 (statusLabel)`): the layout node's id — a Fiori cell's view name
///   (`headlineLabel`, `accessoryDetailButton`), a XIB view's outlet name or, without one, its
///   Interface Builder object id (`a1B-2c-D3e`), prefixed `row<n>.` in a `XIBList`.
/// - `measured` (optional): a pin, a string written as the rule's findings print it
///   (``AuditMeasure``): `"3.9:1"` for the contrast rules, `"22x22 pt"` for `touch-target-size`,
///   `"62%"` for `text-clipped`. A finding measured worse than the pin is not accepted (it fails
///   again, saying so); an equal or better one is. Rules without a number cannot be pinned.
/// - `reason` (required): non-empty after trimming whitespace, and not the placeholder
///   ``placeholderReason`` that snapcheck's suggested entries carry.
///
/// An entry that matches no finding in any frame fails the scenario, like an expected rule that no
/// longer fires.
public struct AcceptedFinding: Hashable, Sendable {
  /// The rule accepted.
  public let rule: AuditRule
  /// The finding's node id.
  public let element: String
  /// The pinned measure; nil accepts any measure.
  public let measured: AuditMeasure?
  /// Why it is accepted.
  public let reason: String

  /// Creates an entry (as a spec built in code would have it).
  public init(rule: AuditRule, element: String, measured: AuditMeasure? = nil, reason: String) {
    self.rule = rule
    self.element = element
    self.measured = measured
    self.reason = reason
  }

  /// The reason written in the entries snapcheck suggests: "<why this is acceptable>". A spec
  /// entry with it is an error, so a pasted suggestion cannot pass without a real reason.
  public static let placeholderReason = "<why this is acceptable>"

  /// The entry as a spec writes it, keys in the documented order, on one line:
  /// `{"rule": "text-contrast", "element": "statusLabel", "measured": "2.9953:1", "reason": "…"}`
  /// (`measured` only when pinned). Strings are JSON-escaped (`"`, `\`, control characters), so
  /// the text pastes into a spec as is and decodes to this entry.
  public var jsonText: String {
    var members = [("rule", rule.rawValue), ("element", element)]
    if let measured { members.append(("measured", measured.pinText)) }
    members.append(("reason", reason))
    return "{" + members.map { "\(Self.jsonString($0.0)): \(Self.jsonString($0.1))" }.joined(separator: ", ") + "}"
  }

  /// `text` as a JSON string literal (JSONEncoder's escaping; slashes left as they are).
  static func jsonString(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    // Encoding a String cannot fail: JSONEncoder throws only for non-finite numbers.
    guard let data = try? encoder.encode(text) else { preconditionFailure("JSONEncoder refused a string") }
    return String(decoding: data, as: UTF8.self)
  }

  /// The keys an entry may have.
  public static let keys = ["rule", "element", "measured", "reason"]

  /// Entries a spec may list: 2,000, several for every view of the largest cell (120 views)
  /// and far more than a team accepts by hand; past it the spec is refused, so a hostile list
  /// cannot make every finding's look-up slow.
  public static let maximumEntries = 2_000

  /// Decodes `acceptedFindings`: an array of at most ``maximumEntries`` entries, no two with the
  /// same rule and element.
  /// - Throws: `SpecError.invalid` at the entry's JSON path for a missing or empty key, a wrong
  ///   type, an unknown rule, a pin on a rule without a number or in the wrong form, and a
  ///   duplicate entry; at the list's path for too many entries.
  public static func decodeList(_ cursor: JSONCursor) throws -> [AcceptedFinding] {
    let items = try cursor.array()
    guard items.count <= maximumEntries else {
      throw cursor.error("\(items.count) entries; a spec may accept at most \(maximumEntries) findings")
    }
    var entries: [AcceptedFinding] = []
    var firstIndex: [Key: Int] = [:]
    for item in items {
      let entry = try decode(item)
      let key = Key(rule: entry.rule, element: entry.element)
      if let first = firstIndex[key] {
        throw item.error("'\(entry.rule.rawValue)' on \(EchoedValue.quoted(entry.element)) is listed twice "
          + "(first at \(cursor.path)[\(first)])")
      }
      firstIndex[key] = entries.count
      entries.append(entry)
    }
    return entries
  }

  /// What makes two entries the same: rule and element (`String ==`, so canonically equivalent
  /// spellings of an id are one element, as the findings' node ids compare).
  private struct Key: Hashable {
    let rule: AuditRule
    let element: String
  }

  /// Decodes one entry.
  /// - Throws: `SpecError.invalid` as ``decodeList(_:)`` says.
  public static func decode(_ cursor: JSONCursor) throws -> AcceptedFinding {
    let members = try cursor.object(allowedKeys: keys)
    func required(_ key: String) throws -> JSONCursor {
      guard let member = members[key] else {
        throw cursor.error("missing key '\(key)' (an accepted finding needs rule, element and reason)")
      }
      return member
    }
    let ruleCursor = try required("rule")
    let rule = try ruleCursor.enumCase(AuditRule.self)
    let elementCursor = try required("element")
    let element = try elementCursor.string()
    guard !element.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw elementCursor.error("expected the finding's node id, e.g. \"statusLabel\", got "
        + (element.isEmpty ? "an empty string" : "only whitespace \(EchoedValue.quoted(element))"))
    }
    let reasonCursor = try required("reason")
    let reason = try reasonCursor.string()
    guard !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw reasonCursor.error("expected why the finding is acceptable, got an empty reason")
    }
    guard reason.trimmingCharacters(in: .whitespacesAndNewlines) != placeholderReason else {
      throw reasonCursor.error("replace the placeholder \(EchoedValue.quoted(placeholderReason)) with why the finding is acceptable")
    }
    var measured: AuditMeasure?
    if let pin = members["measured"] {
      guard let kind = AuditMeasure.kind(of: rule) else {
        throw pin.error("'\(rule.rawValue)' measures no number to pin; remove 'measured' "
          + "(pins are for text-contrast, non-text-contrast, touch-target-size, text-clipped)")
      }
      let text = try pin.string()
      guard let measure = AuditMeasure.parse(text, as: kind) else {
        throw pin.error("\(EchoedValue.quoted(text)) is not a '\(rule.rawValue)' measure (expected \(kind.format))")
      }
      measured = measure
    }
    return AcceptedFinding(rule: rule, element: element, measured: measured, reason: reason)
  }
}
