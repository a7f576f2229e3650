import CellRaster

/// The `.a11y.txt` golden: an accessibility tree as deterministic, diff-friendly text.
///
/// Example (the attachments cell after a photo was added):
///
/// ```text
/// cell FUIAttachmentsFormCell 375x281 @ w375-3x-L-light-ltr
///   group "Attachments (2)"   frame 0,0,375,281
///     1  button   "Add"   frame 16,44,109,109   traits button   says "Add. Button."   actions: Add Photo | Take Photo | Choose File
///     2  image    "Receipt.pdf"   frame 133,44,109,109   value "PDF"   traits image   says "Receipt.pdf: PDF. Image."   actions: Delete
///     3  image    "Site photo.jpg"   frame 250,44,109,109   traits image   says "Site photo.jpg. Image."   actions: Delete
/// focus 3 "Site photo.jpg"
/// notification layoutChanged element 3 "Site photo.jpg"
/// ```
///
/// Shape:
/// - Header: `cell <cellClass> <W>x<H> @ <variant slug>`.
/// - One line per element in VoiceOver order: its 1-based position (`traversalIndex + 1`), a role
///   word padded to 9 columns (``ElementRole``), the quoted label (`""` when none, and for a label
///   of only whitespace), `frame x,y,w,h` (the accessibility frame), then only when set
///   `path polygon x,y x,y x,y …` or `path roundedRect x,y,w,h radius r` (the
///   `accessibilityPath`), then only when non-empty `value "…"`, `hint "…"` (the spoken hint),
///   `traits a,b` (§2.4 names), `id "…"`; then `says "…"` (the spoken description, always); then
///   `actions: A | B` last (the element's own custom actions, then its containers'), because its
///   names are unquoted (`|` inside a name is written `\|`).
/// - Containers get a line `group|list|landmark|table|tabBar ["label"] [value "…"] [id "…"]
///   frame x,y,w,h [actions: A | B]` (the container's own custom actions), their children
///   indented 2 more spaces. Top-level lines are indented 2 spaces.
///   A tree with no elements says `  (no elements)`.
/// - Fields are separated by 3 spaces; numbers are points written by ``TextFormatting/points(_:)``
///   (integers without decimals, otherwise up to 2 decimals, never "-0"); strings are quoted with
///   `"`, `\`, newlines and control characters escaped, so every record is one line.
/// - Then `focus <n> "<label>"` when focus is tracked, and one `notification <kind> …` line per
///   posted notification (`element <n> "<label>"`, `"<string>"` or `nil`; an element not in this
///   tree is written `element "<nodeID>" (not in tree)`).
/// - The text ends with a newline.
public enum TreeTextFormat {
  /// The `.a11y.txt` text of `tree`.
  public static func render(_ tree: AccessibilityTree) -> String {
    var lines = ["cell \(tree.cellClass) \(TextFormatting.size(tree.size)) @ \(tree.variant)"]
    if tree.nodes.isEmpty {
      lines.append("  (no elements)")
    }
    for node in tree.nodes {
      append(node, depth: 1, to: &lines)
    }
    let elements = tree.elements
    if let focused = tree.focusedIndex {
      lines.append("focus " + reference(toIndex: focused, in: elements))
    }
    for event in tree.notifications {
      lines.append(line(for: event, elements: elements))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Lines

  private static let separator = "   "

  private static func append(_ node: AccessibilityNode, depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    switch node {
    case .element(let element, let index):
      lines.append(indent + line(for: element, traversalIndex: index))
    case .container(let container, let children):
      lines.append(indent + line(for: container))
      for child in children {
        append(child, depth: depth + 1, to: &lines)
      }
    }
  }

  private static func line(for element: AccessibilityElement, traversalIndex: Int) -> String {
    var fields = [
      "\(traversalIndex + 1)  " + ElementRole.column(for: element.traits)
        + TextFormatting.quoted(element.label ?? ""),
      "frame " + TextFormatting.frame(element.frame),
    ]
    if let path = element.path { fields.append("path " + TextFormatting.path(path)) }
    if let value = element.value, !value.isEmpty {
      fields.append("value " + TextFormatting.quoted(value))
    }
    if let hint = element.hint, !hint.isEmpty {
      fields.append("hint " + TextFormatting.quoted(hint))
    }
    if !element.traits.isEmpty {
      fields.append("traits " + element.traits.nameList.joined(separator: ","))
    }
    if let id = element.identifier, !id.isEmpty { fields.append("id " + TextFormatting.quoted(id)) }
    fields.append("says " + TextFormatting.quoted(element.description))
    if let actions = actionsField(element.customActions) { fields.append(actions) }
    return fields.joined(separator: separator)
  }

  /// `actions: A | B` (`|` in a name written `\|`), or nil when there are none.
  private static func actionsField(_ names: [String]) -> String? {
    guard !names.isEmpty else { return nil }
    let escaped = names.map { TextFormatting.escaped($0, also: "|") }
    return "actions: " + escaped.joined(separator: " | ")
  }

  private static func line(for container: AccessibilityContainer) -> String {
    var head = kindWord(container.kind)
    if let label = container.label, !label.isEmpty { head += " " + TextFormatting.quoted(label) }
    var fields = [head]
    if let value = container.value, !value.isEmpty {
      fields.append("value " + TextFormatting.quoted(value))
    }
    if let id = container.identifier, !id.isEmpty {
      fields.append("id " + TextFormatting.quoted(id))
    }
    fields.append("frame " + TextFormatting.frame(container.frame))
    if let actions = actionsField(container.customActions) { fields.append(actions) }
    return fields.joined(separator: separator)
  }

  private static func kindWord(_ kind: AccessibilityContainer.Kind) -> String {
    switch kind {
    case .semanticGroup: "group"
    case .list: "list"
    case .landmark: "landmark"
    case .dataTable: "table"
    case .tabBar: "tabBar"
    }
  }

  private static func line(
    for event: AccessibilityNotificationEvent, elements: [AccessibilityElement]
  ) -> String {
    let argument: String
    switch event.argument {
    case .none:
      argument = "nil"
    case .string(let string):
      argument = TextFormatting.quoted(string)
    case .element(let nodeID):
      if let index = elements.firstIndex(where: { $0.nodeID == nodeID }) {
        argument = "element " + reference(toIndex: index, in: elements)
      } else {
        argument = "element \(TextFormatting.quoted(nodeID)) (not in tree)"
      }
    }
    return "notification \(event.kind.rawValue) \(argument)"
  }

  /// `<n> "<label>"` for a 0-based traversal index, or `<n> (no such element)`.
  private static func reference(toIndex index: Int, in elements: [AccessibilityElement]) -> String {
    guard elements.indices.contains(index) else { return "\(index + 1) (no such element)" }
    return "\(index + 1) " + TextFormatting.quoted(elements[index].label ?? "")
  }
}
