/// UIKit properties an app sets on a cell's views after the cell configured them, by layout node
/// id: the spec's optional top-level `overrides` object. They let a scenario reproduce app code
/// such as `cell.accessoryView.accessibilityLabel = ""` (the bundled audit scenarios use them).
///
/// ```json
/// "overrides": {
///   "accessoryDetailButton": { "accessibilityLabel": "", "accessibilityTraits": ["button", "adjustable"] },
///   "cell": { "backgroundColor": "#FFFFFF00" }
/// }
/// ```
///
/// Keys per view: `isAccessibilityElement` (bool), `accessibilityLabel`, `accessibilityValue`,
/// `accessibilityHint`, `accessibilityIdentifier` (strings; "" is an empty label, not "unset"),
/// `accessibilityTraits` (array of §2.4 trait names, replacing the defaults),
/// `accessibilityFrame` and `accessibilityPath` (points in the cell's coordinate space, see
/// `ViewOverrides+Geometry`; never mirrored: UIKit takes them in screen coordinates as the app
/// computes them, already for the layout direction), `accessibilityElementsHidden` (bool: hides
/// the view and its subtree), `accessibilityCustomActions` (array of distinct non-blank names,
/// replacing the view's own; on a view that is not an element they are offered on every element
/// below it), `backgroundColor` (Fiori token or `#RRGGBB[AA]`; on the root view it replaces the
/// cell's background, which the renderer paints first) and `alpha` or `layer.opacity` (0–1; one
/// UIKit value, so at most one of the two).
public struct ViewOverrides: Hashable, Sendable {
  /// One view's overridden properties; nil = leave as laid out.
  public struct Entry: Hashable, Sendable {
    public var isAccessibilityElement: Bool?
    public var label: String?
    public var value: String?
    public var hint: String?
    public var identifier: String?
    public var traits: AccessibilityTraits?
    /// `accessibilityFrame`, points in the cell's coordinate space.
    public var frame: Rect?
    /// `accessibilityPath`, points in the cell's coordinate space.
    public var path: AccessibilityPath?
    /// `accessibilityElementsHidden`.
    public var elementsHidden: Bool?
    /// `accessibilityCustomActions` names, in order, replacing the view's own.
    public var customActions: [String]?
    public var backgroundColor: ColorReference?
    /// `alpha` or `layer.opacity`.
    public var alpha: Double?
  }

  /// `(node id, JSON path, entry)` in key order.
  public let entries: [(id: String, path: String, entry: Entry)]
  /// The spec file (for errors naming an unknown node id).
  public let file: String

  /// No overrides.
  public static let none = ViewOverrides(entries: [], file: "")

  /// The keys one view's object may have.
  public static let keys = [
    "isAccessibilityElement", "accessibilityLabel", "accessibilityValue", "accessibilityHint",
    "accessibilityIdentifier", "accessibilityTraits", "accessibilityFrame", "accessibilityPath",
    "accessibilityElementsHidden", "accessibilityCustomActions", "backgroundColor", "alpha",
    "layer.opacity",
  ]

  public static func == (a: ViewOverrides, b: ViewOverrides) -> Bool {
    a.file == b.file && a.entries.map(\.id) == b.entries.map(\.id)
      && a.entries.map(\.entry) == b.entries.map(\.entry)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(entries.map(\.id))
    hasher.combine(entries.map(\.entry))
  }

  /// Decodes the `overrides` object.
  /// - Throws: `SpecError.invalid` naming the path: unknown key, wrong type, unknown trait name,
  ///   bad frame or path (see `ViewOverrides+Geometry`), an empty, blank or repeated action name,
  ///   bad colour, alpha or layer.opacity outside 0–1, both alpha and layer.opacity.
  public static func decode(_ cursor: JSONCursor) throws -> ViewOverrides {
    guard case .object(let members) = cursor.value else {
      throw cursor.error("expected an object of view ids, got \(cursor.value.typeName)")
    }
    var entries: [(String, String, Entry)] = []
    for id in members.keys.sorted() {
      let view = JSONCursor(members[id] ?? .null, path: cursor.path + JSONPathFormat.member(id), file: cursor.file)
      let m = try view.object(allowedKeys: keys)
      var entry = Entry()
      if let v = m["isAccessibilityElement"] { entry.isAccessibilityElement = try v.bool() }
      if let v = m["accessibilityLabel"] { entry.label = try v.string() }
      if let v = m["accessibilityValue"] { entry.value = try v.string() }
      if let v = m["accessibilityHint"] { entry.hint = try v.string() }
      if let v = m["accessibilityIdentifier"] { entry.identifier = try v.string() }
      if let v = m["accessibilityTraits"] { entry.traits = try traits(v) }
      if let v = m["accessibilityFrame"] { entry.frame = try rect(v) }
      if let v = m["accessibilityPath"] { entry.path = try path(v) }
      if let v = m["accessibilityElementsHidden"] { entry.elementsHidden = try v.bool() }
      if let v = m["accessibilityCustomActions"] { entry.customActions = try actionNames(v) }
      if let v = m["backgroundColor"] { entry.backgroundColor = try v.color() }
      if let v = m["alpha"] { entry.alpha = try v.number(in: 0...1) }
      if let v = m["layer.opacity"] {
        guard entry.alpha == nil else {
          throw v.error("layer.opacity and alpha are one UIKit value (a view's alpha is its layer's opacity): give one of them")
        }
        entry.alpha = try v.number(in: 0...1)
      }
      entries.append((id, view.path, entry))
    }
    return ViewOverrides(entries: entries, file: cursor.file)
  }

  private static func traits(_ cursor: JSONCursor) throws -> AccessibilityTraits {
    var traits: AccessibilityTraits = []
    for item in try cursor.array() {
      let name = try item.string()
      guard let trait = AccessibilityTraits(name: name) else {
        let allowed = AccessibilityTraits.names.map(\.1).joined(separator: ", ")
        throw item.error("unknown trait '\(EchoedValue.clip(name))' (allowed: \(allowed))")
      }
      traits.insert(trait)
    }
    return traits
  }

  /// Custom action names: distinct, not empty or whitespace only (VoiceOver would say nothing).
  /// Custom actions one view may offer: 100 (VoiceOver's rotor lists them one by one; a real
  /// cell has a handful). Past it the spec is refused, so a tree golden stays small.
  public static let maximumCustomActions = 100
  /// Characters an action name may have: 200.
  public static let maximumActionNameLength = 200

  private static func actionNames(_ cursor: JSONCursor) throws -> [String] {
    var names: [String] = []
    var seen = Set<String>()  // a set: a hostile list of millions of names stays linear
    let items = try cursor.array()
    guard items.count <= maximumCustomActions else {
      throw cursor.error("\(items.count) actions; a view may offer at most \(maximumCustomActions)")
    }
    for item in items {
      let name = try item.string()
      guard !name.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
        throw item.error("expected an action name, got \(name.isEmpty ? "an empty string" : "only whitespace")")
      }
      guard name.count <= maximumActionNameLength else {
        throw item.error("\(EchoedValue.quoted(name)) has \(name.count) characters; an action name may have at most "
          + "\(maximumActionNameLength)")
      }
      if let hidden = name.unicodeScalars.first(where: {
        [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
      }) {
        throw item.error("\(EchoedValue.quoted(name)) contains U+\(String(format: "%04X", hidden.value)), a control, "
          + "format or separator character that VoiceOver does not speak (write the name as it is read)")
      }
      guard seen.insert(name).inserted else { throw item.error("\(EchoedValue.quoted(name)) is listed twice") }
      names.append(name)
    }
    return names
  }

  /// `tree` with the overrides applied.
  /// - Throws: `SpecError.invalid` when an id names no view of this layout (the message lists the
  ///   ids there are, each clipped, the first `EchoedValue.listLimit` of them).
  public func apply(to tree: LayoutTree) throws -> LayoutTree {
    var tree = tree
    for (id, path, entry) in entries {
      guard tree.root.node(withID: id) != nil else {
        let ids = EchoedValue.list(tree.root.allNodes.map(\.id))
        throw SpecError.invalid(
          file: file, path: path, message: "no view with id '\(EchoedValue.clip(id))' in this layout (ids: \(ids))")
      }
      let appearance = tree.environment.appearance
      if id == tree.root.id, let color = entry.backgroundColor {
        tree.backgroundColor = color.resolve(appearance)
      }
      tree.root = Self.update(tree.root, id: id, isRoot: true) { node in
        let a = node.accessibility
        node.accessibility.isAccessibilityElement =
          entry.isAccessibilityElement ?? a.isAccessibilityElement
        node.accessibility.label = entry.label ?? a.label
        node.accessibility.value = entry.value ?? a.value
        node.accessibility.hint = entry.hint ?? a.hint
        node.accessibility.identifier = entry.identifier ?? a.identifier
        node.accessibility.traits = entry.traits ?? a.traits
        node.accessibility.frame = entry.frame ?? a.frame
        node.accessibility.path = entry.path ?? a.path
        node.accessibility.elementsHidden = entry.elementsHidden ?? a.elementsHidden
        node.accessibility.customActions = entry.customActions ?? a.customActions
        node.alpha = entry.alpha ?? node.alpha
      } backgroundColor: { isRoot in
        isRoot ? nil : entry.backgroundColor?.resolve(appearance)
      }
    }
    CombinedLabel.refresh(&tree.root, changed: Set(entries.map(\.id)),
                          relabelled: Dictionary(entries.compactMap { item in item.entry.label.map { (item.id, $0) } },
                                                 uniquingKeysWith: { _, last in last }))
    return tree
  }

  private static func update(
    _ node: LayoutNode, id: String, isRoot: Bool, _ change: (inout LayoutNode) -> Void,
    backgroundColor: (Bool) -> Color?
  ) -> LayoutNode {
    var copy = node
    if node.id == id {
      change(&copy)
      if let color = backgroundColor(isRoot) { copy.backgroundColor = color }
      return copy
    }
    copy.children = node.children.map {
      update($0, id: id, isRoot: false, change, backgroundColor: backgroundColor)
    }
    return copy
  }
}
