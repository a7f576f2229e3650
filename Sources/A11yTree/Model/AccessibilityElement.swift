import CellRaster

/// One element VoiceOver can focus, as UIKit exposes it after the defaults of its view kind are
/// applied (reference/accessibility.md §2.1), with what VoiceOver says for it (§2.3).
///
/// Geometry is in points, in the cell's (root's) coordinate space, origin top-left. A value type:
/// Hashable, Sendable, and Codable in the wire shape of reference/accessibility.md §2.6 (see
/// ``TreeJSONFormat``).
public struct AccessibilityElement: Hashable, Sendable {
  /// `accessibilityLabel` after defaults (a label's or button's text); nil when UIKit has none.
  public let label: String?
  /// `accessibilityValue` after defaults (a text view's text); nil when UIKit has none.
  public let value: String?
  /// The hint VoiceOver reads after a pause, as ``SpokenDescription`` derives it: the element's
  /// `accessibilityHint` plus the standard usage sentences for switches, text entry and adjustable
  /// elements (§2.3 step 9); nil when nothing is read. Not the raw `accessibilityHint`: a hint-only
  /// element speaks its hint as the ``description`` instead (§2.3 step 6).
  public let hint: String?
  /// `accessibilityIdentifier` (never spoken); nil when unset.
  public let identifier: String?
  /// `accessibilityTraits` after defaults (e.g. a label is `staticText`, a button `button`).
  public let traits: AccessibilityTraits
  /// `accessibilityFrame` in root coordinates, points; the view's frame unless overridden.
  /// Non-finite components are replaced by a zero rectangle so the tree always serialises.
  public let frame: Rect
  /// `accessibilityPath` in root coordinates, points: the outline VoiceOver draws its cursor
  /// along; nil when unset (the cursor follows ``frame``). Never changes the order or hit area.
  public let path: AccessibilityPath?
  /// The custom action names VoiceOver offers, in order: the element's own
  /// `accessibilityCustomActions`, then those of the views above it, nearest first, each name
  /// once (`CustomActionInheritance`); empty when none.
  public let customActions: [String]
  /// What VoiceOver says on focus, e.g. `"Add. Button."` (§2.3).
  public let description: String
  /// The id of the layout node this element stands for (`LayoutNode.id`).
  public let nodeID: String

  /// Creates an element; `frame` and `path` (default nil) are in points.
  public init(
    label: String?, value: String?, hint: String?, identifier: String?,
    traits: AccessibilityTraits, frame: Rect, path: AccessibilityPath? = nil,
    customActions: [String], description: String, nodeID: String
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.identifier = identifier
    self.traits = traits
    self.frame = frame
    self.path = path
    self.customActions = customActions
    self.description = description
    self.nodeID = nodeID
  }
}

extension AccessibilityElement: Codable {
  private enum CodingKeys: String, CodingKey {
    case label, value, hint, identifier, traits, frame, path, customActions, description, nodeID
  }

  /// Decodes the §2.6 shape: `traits` as a names array, `frame` as `[[x, y], [w, h]]`, `path`
  /// (optional) as ``PathCoding`` writes it.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    label = try c.decodeIfPresent(String.self, forKey: .label)
    value = try c.decodeIfPresent(String.self, forKey: .value)
    hint = try c.decodeIfPresent(String.self, forKey: .hint)
    identifier = try c.decodeIfPresent(String.self, forKey: .identifier)
    traits = try TraitNamesCoding.decode(from: c, forKey: .traits)
    frame = try FrameCoding.decode(from: c, forKey: .frame)
    path = try PathCoding.decodeIfPresent(from: c, forKey: .path)
    customActions = try c.decodeIfPresent([String].self, forKey: .customActions) ?? []
    description = try c.decode(String.self, forKey: .description)
    nodeID = try c.decode(String.self, forKey: .nodeID)
  }

  /// Encodes the §2.6 shape; nil strings and a nil `path` are left out, `traits` and
  /// `customActions` always appear (empty as `[]`).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(label, forKey: .label)
    try c.encodeIfPresent(value, forKey: .value)
    try c.encodeIfPresent(hint, forKey: .hint)
    try c.encodeIfPresent(identifier, forKey: .identifier)
    try c.encode(traits.nameList, forKey: .traits)
    try c.encode(FrameCoding.pairs(frame), forKey: .frame)
    if let path { try PathCoding.encode(path, to: &c, forKey: .path) }
    try c.encode(customActions, forKey: .customActions)
    try c.encode(description, forKey: .description)
    try c.encode(nodeID, forKey: .nodeID)
  }
}
