import Foundation

/// Reads what text fields, text views, buttons, date pickers and picker views draw beyond their
/// size (`XIBTextControlContent`), and says what of them is still not drawn.
enum XIBTextControlParsing {
  /// The value of a `<string>` or `<mutableString>` element: its character data, or, when IB
  /// wrote it as `base64-UTF8="YES"` (a text with characters XML cannot carry), the decoded
  /// bytes (IB leaves out the `=` padding); the raw data when it does not decode.
  static func string(_ element: XIBElement) -> String {
    guard element["base64-UTF8"] == "YES" else { return element.text }
    var encoded = element.text.filter { !$0.isWhitespace }
    while encoded.count % 4 != 0 { encoded += "=" }
    return Data(base64Encoded: encoded).flatMap { String(data: $0, encoding: .utf8) } ?? element.text
  }

  /// An `<inset key="…" minX minY maxX maxY>` as physical insets in points (left = minX); values
  /// under 1e-6 pt in magnitude are 0 (newer Xcode writes DBL_MIN for an inset left at 0). Nil
  /// when every value is 0 or one is not a finite number in `XIBNumber.points`.
  static func edgeInsets(_ element: XIBElement) -> EdgeInsets? {
    func value(_ name: String) -> Double? {
      guard let text = element[name] else { return 0 }
      guard let number = XIBNumber.decimal(text), number.isFinite, XIBNumber.points.contains(number) else { return nil }
      return abs(number) < 1e-6 ? 0 : number
    }
    guard let top = value("minY"), let left = value("minX"), let bottom = value("maxY"), let right = value("maxX") else { return nil }
    let insets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    return insets == .zero ? nil : insets
  }

  /// Stores the `<inset>` child `inset` of `element` where snapcheck draws it: a button's
  /// `contentEdgeInsets` (read by `XIBSizing`), `titleEdgeInsets` and `imageEdgeInsets`, a text
  /// view's `textContainerInset`.
  /// - Returns: false for an inset snapcheck does not apply (the caller warns when it is not 0).
  static func inset(_ inset: XIBElement, of element: XIBElement, into view: inout XIBView) -> Bool {
    switch (element.name, inset["key"]) {
    case ("button", "contentEdgeInsets"):
      return true
    case ("button", "titleEdgeInsets"):
      view.sizing.textControl.titleEdgeInsets = edgeInsets(inset)
      return true
    case ("button", "imageEdgeInsets"):
      view.sizing.textControl.imageEdgeInsets = edgeInsets(inset)
      return true
    case ("textView", "textContainerInset"):
      view.sizing.textControl.textContainerInset = edgeInsets(inset) ?? .zero
      return true
    default:
      return false
    }
  }

  /// A button's state attributes (`enabled`, `selected`, `highlighted`) and its configuration's
  /// corner style, subtitle and title padding.
  static func readButton(_ element: XIBElement, into content: inout XIBTextControlContent) {
    content.isEnabled = element["enabled"] != "NO"
    content.isSelected = element["selected"] == "YES"
    content.isHighlighted = element["highlighted"] == "YES"
    content.contentHorizontalAlignment = element["contentHorizontalAlignment"] ?? "center"
    if let configuration = element.child("buttonConfiguration", key: "configuration") {
      content.cornerStyle = configuration["cornerStyle"]
      content.subtitle = configuration["subtitle"] ?? configuration.child("string", key: "subtitle")?.text ?? ""
      content.titlePadding = configuration["titlePadding"].flatMap(Double.init).flatMap { $0.isFinite && abs($0) < 1_000 ? $0 : nil } ?? 0
    }
  }

  /// The button state elements UIKit takes a title, image or colour from, most specific first:
  /// `disabled` (when `enabled="NO"`), `selected`, `highlighted`, then `normal` (UIKit: "if a
  /// title is not specified for a state, the default is to use the normal value").
  static func states(_ element: XIBElement, _ content: XIBTextControlContent) -> [XIBElement] {
    var keys: [String] = []
    if !content.isEnabled { keys.append("disabled") }
    if content.isSelected { keys.append("selected") }
    if content.isHighlighted { keys.append("highlighted") }
    keys.append("normal")
    return keys.compactMap { element.child("state", key: $0) }
  }

  /// What a text field, date picker or picker view still does not draw, as warning messages.
  static func warnings(_ element: XIBElement, _ view: XIBView) -> [String] {
    switch element.name {
    case "textField":
      return ["background", "disabledBackground"].compactMap { key in
        element[key].map { "\(key) image '\(EchoedValue.clip($0))' is not drawn (the border style is drawn instead)" }
      }
    case "datePicker":
      guard !XIBDatePickerParts.isCompact(view) else { return [] }
      let style = view.sizing.controlStyle ?? "automatic"
      let kind = view.sizing.datePickerMode == "countDownTimer" ? "count-down timer" : "date picker in the \(EchoedValue.clip(style)) style"
      return ["a \(kind) is drawn as its background only: its \(style == "inline" ? "calendar is" : "wheels are") not drawn (only the compact style is)"]
    case "pickerView":
      return ["a picker view's rows come from its data source in code, which snapcheck cannot run: only its selection band is drawn"]
    default:
      return []
    }
  }
}
