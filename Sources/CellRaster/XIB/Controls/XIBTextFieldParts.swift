/// Draws a `UITextField` as iOS 17 shows it when it is not editing, as part nodes over the
/// field's own node (which keeps its frame, background and accessibility):
///
/// - `<id>.bezel`: the border style. `roundedRect`: a `systemBackground` fill with a hairline
///   (1 px) `opaqueSeparator` border and 5 pt corners; `line`: a 1 pt `label` rectangle; `bezel`:
///   a 1 pt `systemGray` rectangle (snapcheck's approximation of the bezel); `none`: no part.
///   (`XIBTextControlStyle` has the values and their sources.)
/// - `<id>.text`: the text, else the placeholder in `placeholderText`, one line, centred
///   vertically, truncating the tail, in the field's font and `textAlignment`; secure text as
///   bullets. A bordered field keeps 7 pt clear at each side (`XIBControlMetrics`), a borderless
///   one none.
/// - `<id>.clearButton`: a grey circle with a "×" (SF "xmark.circle.fill"), only when the field
///   has text and `clearButtonMode` is `always` or `unlessEditing` (UIKit: "display the overlay
///   view only when text is not being edited"); `whileEditing` never shows in a snapshot, as the
///   field is not editing. The text then ends before it.
enum XIBTextFieldParts {
  /// Adds the parts of the text field `view` to `node` (laid out at `node.frame`).
  static func add(_ view: XIBView, to node: inout LayoutNode, environment: RenderEnvironment,
                  alignment: (String) -> TextAlignment) {
    guard let field = view.sizing.textField else { return }
    let frame = node.frame
    var parts: [LayoutNode] = []
    let scale = Double(max(1, environment.scale))
    switch field.borderStyle {
    case "roundedRect":
      parts.append(XIBTextControlStyle.part(node, "bezel", frame: frame, backgroundColor: XIBTextControlStyle.systemBackground.resolved(for: environment.appearance),
                                            cornerRadius: XIBTextControlStyle.roundedRectCornerRadius, borderWidth: 1 / scale,
                                            borderColor: XIBTextControlStyle.opaqueSeparator.resolved(for: environment.appearance)))
    case "line":
      parts.append(XIBTextControlStyle.part(node, "bezel", frame: frame, borderWidth: XIBTextControlStyle.lineBorderWidth,
                                            borderColor: XIBTextControlStyle.label.resolved(for: environment.appearance)))
    case "bezel":
      parts.append(XIBTextControlStyle.part(node, "bezel", frame: frame, borderWidth: XIBTextControlStyle.lineBorderWidth,
                                            borderColor: XIBTextControlStyle.systemGray.resolved(for: environment.appearance)))
    default:
      break
    }
    let inset = field.borderStyle == "none" ? 0 : XIBControlMetrics.borderedTextFieldInset
    var textInsets = EdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    let shown = field.isSecureTextEntry ? String(repeating: "•", count: field.text.count) : field.text
    if !shown.isEmpty, ["always", "unlessEditing"].contains(field.clearButtonMode) {
      let size = min(XIBTextControlStyle.clearButtonSize, frame.height)
      let rtl = environment.isRightToLeft
      let x = rtl ? frame.minX + XIBTextControlStyle.clearButtonTrailing
        : frame.maxX - XIBTextControlStyle.clearButtonTrailing - size
      let rect = Rect(x: x, y: frame.midY - size / 2, width: size, height: size)
      let cross = TextContent(text: "×", font: FontDescriptor(pointSize: size * 0.8, weight: .bold),
                              color: XIBTextControlStyle.systemBackground.resolved(for: environment.appearance), alignment: .center, isVerticallyCentered: true)
      parts.append(XIBTextControlStyle.part(node, "clearButton", frame: rect, backgroundColor: XIBTextControlStyle.tertiaryLabel.resolved(for: environment.appearance),
                                            cornerRadius: size / 2, text: cross))
      let reserved = XIBTextControlStyle.clearButtonTrailing + size + XIBTextControlStyle.clearButtonGap
      if rtl { textInsets.left = max(inset, reserved) } else { textInsets.right = max(inset, reserved) }
    }
    let string = shown.isEmpty ? field.placeholder : shown
    if !string.isEmpty {
      var text = TextContent(text: string, font: field.font.descriptor(at: environment.contentSize),
                             color: shown.isEmpty ? XIBTextControlStyle.placeholderText.resolved(for: environment.appearance) : field.textColor?.resolved(for: environment.appearance) ?? XIBTextControlStyle.label.resolved(for: environment.appearance),
                             alignment: alignment(field.alignment), isVerticallyCentered: true)
      text.insets = textInsets
      parts.append(XIBTextControlStyle.part(node, "text", frame: frame, text: text))
    }
    node.children.insert(contentsOf: parts, at: 0)
  }
}
