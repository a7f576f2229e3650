extension LayoutNode {
  /// This node and its subtree mirrored horizontally in a container `width` points wide (the
  /// right-to-left layout of a cell built left to right): every frame and accessibility frame is
  /// mirrored and the disclosure chevron is flipped. Text alignment is left as laid out (cells set
  /// it from the layout direction).
  public func mirrored(inWidth width: Double) -> LayoutNode {
    var copy = self
    copy.frame = frame.mirrored(inWidth: width)
    if case .symbol("chevron") = image?.source { copy.image?.isFlippedHorizontally = true }
    if let frame = accessibility.frame { copy.accessibility.frame = frame.mirrored(inWidth: width) }
    copy.children = children.map { $0.mirrored(inWidth: width) }
    return copy
  }
}
