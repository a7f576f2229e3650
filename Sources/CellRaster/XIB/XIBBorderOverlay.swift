extension XIBNodeBuilder {
  /// CALayer draws its border above its contents and sublayers ("composited above the
  /// receiver's contents and sublayers", Core Animation reference, `CALayer.borderWidth`), while
  /// snapcheck's renderer strokes a node's border before its children. A view with a border and
  /// subviews therefore gets its border as a last child, the part `<id>.border`: same frame and
  /// corner radius, no fill, no accessibility element. A view without subviews keeps the border
  /// on its own node (nothing can cover it).
  static func moveBorderAboveSubviews(_ node: inout LayoutNode) {
    guard node.borderWidth > 0, let color = node.borderColor, !node.children.isEmpty else { return }
    node.children.append(LayoutNode(
      id: node.id + ".border", kind: .view, frame: node.frame, cornerRadius: node.cornerRadius, borderWidth: node.borderWidth,
      borderColor: color, accessibility: AccessibilityAttributes(isAccessibilityElement: false)))
    node.borderWidth = 0
    node.borderColor = nil
  }
}
