/// `UIStepper` as iOS 13–17 draws it in its 94 × 32 pt frame (`XIBControlMetrics.stepperSize`):
/// a rounded grey background split into a decrement half (−, on the left) and an increment half
/// (+, on the right) by a 1 pt divider; a glyph is dimmed when the value is at that end of its
/// range. UIKit exposes the halves as two buttons, "Decrement" and "Increment", the one at its
/// limit dimmed (`notEnabled`). The left/right order is kept in right-to-left layouts
/// (snapcheck's choice; not checked against a right-to-left device).
enum XIBStepperParts {
  /// The background's corner radius; the divider's height; a glyph bar's length and thickness,
  /// points (estimates of the iOS 13+ stepper; UIKit documents none of them).
  static let cornerRadius = 8.0, dividerHeight = 18.0, glyphLength = 14.0, glyphThickness = 2.0

  /// Parts: `.background` (tertiarySystemFill), `.divider` (separator), `.decrement` and
  /// `.increment` (the buttons) holding their glyph bars (`.glyph`, and `.glyphVertical` for +),
  /// label-coloured, or tertiaryLabel at a limit (`value` ≤ `minimumValue`, ≥ `maximumValue`;
  /// UIKit's defaults 0, 0 and 100).
  static func parts(_ node: LayoutNode, _ control: XIBControl, palette: XIBControlPalette) -> [LayoutNode] {
    let f = node.frame
    let value = control.value ?? 0, low = control.minimumValue ?? 0, high = control.maximumValue ?? 100
    let half = f.width / 2
    func button(_ name: String, _ label: String, x: Double, atLimit: Bool, plus: Bool) -> LayoutNode {
      let rect = Rect(x: x, y: f.minY, width: half, height: f.height)
      let color = atLimit ? palette.tertiaryLabel : palette.label
      let id = "\(node.id).\(name)"
      var glyphs = [XIBControlParts.shape(id + ".glyph", Rect(x: rect.midX - glyphLength / 2, y: rect.midY - glyphThickness / 2,
                                                              width: glyphLength, height: glyphThickness), color, radius: glyphThickness / 2)]
      if plus {
        glyphs.append(XIBControlParts.shape(id + ".glyphVertical", Rect(x: rect.midX - glyphThickness / 2, y: rect.midY - glyphLength / 2,
                                                                        width: glyphThickness, height: glyphLength), color, radius: glyphThickness / 2))
      }
      var traits: AccessibilityTraits = .button
      if atLimit || !control.isEnabled { traits.insert(.notEnabled) }
      return LayoutNode(id: id, frame: rect, accessibility: AccessibilityAttributes(isAccessibilityElement: true, label: label, traits: traits),
                        children: glyphs)
    }
    return [
      XIBControlParts.shape(node.id + ".background", f, palette.tertiarySystemFill, radius: min(cornerRadius, f.height / 2)),
      XIBControlParts.shape(node.id + ".divider", Rect(x: f.midX - 0.5, y: f.midY - dividerHeight / 2, width: 1, height: dividerHeight),
                            palette.separator),
      button("decrement", "Decrement", x: f.minX, atLimit: value <= low, plus: false),
      button("increment", "Increment", x: f.midX, atLimit: value >= high, plus: true),
    ]
  }
}
