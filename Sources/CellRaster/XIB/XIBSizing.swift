/// What a XIB says about a view's own size besides its stored frame, which is only IB's last
/// layout and never an input to Auto Layout (issue 15: "intrinsic content size from content,
/// never from IB's stored frame").
public struct XIBSizing: Hashable, Sendable {
  /// A label's explicit `preferredMaxLayoutWidth`, points: the width its text wraps at when
  /// computing its intrinsic size (UIKit reference, `UILabel.preferredMaxLayoutWidth`); nil =
  /// automatic (the width Auto Layout gives the label).
  public var preferredMaxLayoutWidth: Double?
  /// IB's `placeholderIntrinsicWidth` / `…Height`, points: a design-time intrinsic size IB uses
  /// for a custom view whose real one comes from code. snapcheck cannot run that code, so it
  /// honours the placeholder as the view's intrinsic size. `infinite` (IB's "None") is nil.
  public var placeholderIntrinsicWidth: Double?
  public var placeholderIntrinsicHeight: Double?
  /// A button's `buttonType` (`system`, `roundedRect`, `custom`, `detailDisclosure`, …); nil
  /// for other views. IB leaves it out for custom buttons.
  public var buttonType: String?
  /// A button's `contentEdgeInsets` (`<inset key="contentEdgeInsets" minX minY maxX maxY>`),
  /// points, physical (left = minX). Ignored when the button has a `buttonConfiguration`.
  public var contentEdgeInsets: XIBLayoutMargins?
  /// A button's `UIButton.Configuration`, which then decides its size and title alone.
  public var buttonConfiguration: XIBButtonConfiguration?
  /// A control's `style` attribute, which decides its size: an activity indicator's `medium`,
  /// `large`, `white`, `whiteLarge`, `gray`; a date picker's `compact`, `inline`, `wheels`
  /// (nil = `automatic`).
  public var controlStyle: String?
  /// A text field's content and border (nil for other views).
  public var textField: XIBTextField?
  /// A segmented control's segment titles, in order (`<segments><segment title>`; an image-only
  /// segment has an empty title).
  public var segmentTitles: [String] = []
  /// A segmented control's `apportionsSegmentWidthsByContent` (IB: "Auto-Size: Proportional to
  /// Content"); false (UIKit's default) gives every segment the widest one's width.
  public var apportionsSegmentWidthsByContent = false
  /// A page control's `numberOfPages` (UIKit's default 0) and `currentPage` (default 0).
  public var numberOfPages = 0
  public var currentPage = 0
  /// A date picker's `datePickerMode` (`date`, `time`, `dateAndTime`, `countDownTimer`; nil =
  /// UIKit's default `dateAndTime`) and the date it shows (`<date key="date"
  /// timeIntervalSinceReferenceDate>`, seconds since 2001-01-01 00:00 UTC; nil = IB's "Current
  /// Date", which snapcheck replaces by the reference date to stay deterministic).
  public var datePickerMode: String?
  public var date: Double?
  /// How a button, text view or date picker draws beyond its size (`XIBTextControlContent`).
  public var textControl = XIBTextControlContent()
  /// The SF Symbol configuration of an image view's or button's image (`XIBSymbolConfiguration`);
  /// nil when the XIB says nothing about symbols there.
  public var symbol: XIBSymbolConfiguration?

  public init() {}

  /// Reads the attributes of `element` (a view element).
  /// - Throws: `XIBError.invalidElement` for a text field's malformed font.
  static func read(_ element: XIBElement, file: String) throws -> XIBSizing {
    var sizing = XIBSizing()
    sizing.preferredMaxLayoutWidth = element["preferredMaxLayoutWidth"].flatMap(finite)
    sizing.placeholderIntrinsicWidth = element["placeholderIntrinsicWidth"].flatMap(finite)
    sizing.placeholderIntrinsicHeight = element["placeholderIntrinsicHeight"].flatMap(finite)
    switch element.name {
    case "button":
      sizing.buttonType = element["buttonType"] ?? "custom"
      sizing.buttonConfiguration = try XIBButtonConfiguration.read(element, file: file)
    case "activityIndicatorView":
      sizing.controlStyle = element["style"]
    case "textField":
      sizing.textField = XIBTextField(
        borderStyle: element["borderStyle"] ?? "none", text: element["text"] ?? "", placeholder: element["placeholder"] ?? "",
        font: try element.child("fontDescription").map { try XIBFontParsing.font($0, file: file) } ?? XIBTextField.defaultFont,
        isSecureTextEntry: element.child("textInputTraits")?["secureTextEntry"] == "YES")
      sizing.textField?.alignment = element["textAlignment"] ?? "natural"
      sizing.textField?.clearButtonMode = element["clearButtonMode"] ?? "never"
    case "segmentedControl":
      let segments = element.child("segments")?.children.filter { $0.name == "segment" } ?? []
      sizing.segmentTitles = segments.map { $0["title"] ?? "" }
      sizing.apportionsSegmentWidthsByContent = element["apportionsSegmentWidthsByContent"] == "YES"
    case "pageControl":
      sizing.numberOfPages = element["numberOfPages"].flatMap { Int($0) }.map { max(0, min($0, 10_000)) } ?? 0
      sizing.currentPage = element["currentPage"].flatMap { Int($0) }.map { max(0, $0) } ?? 0
    case "datePicker":
      sizing.controlStyle = element["style"]
      sizing.datePickerMode = element["datePickerMode"]
      sizing.date = element.child("date", key: "date")?["timeIntervalSinceReferenceDate"].flatMap(Double.init)
        .flatMap { $0.isFinite && abs($0) < 1e11 ? $0 : nil }
    default:
      break
    }
    sizing.symbol = try XIBSymbolConfiguration.read(element, file: file)
    if let inset = element.children.first(where: { $0.name == "inset" && $0["key"] == "contentEdgeInsets" }) {
      func value(_ name: String) -> Double { inset[name].flatMap(finite) ?? 0 }
      sizing.contentEdgeInsets = XIBLayoutMargins(top: value("minY"), leading: value("minX"), bottom: value("maxY"),
                                                  trailing: value("maxX"), isDirectional: false)
    }
    return sizing
  }

  /// A finite, non-negative number of points below 100,000 (a XIB canvas is never larger), else nil.
  private static func finite(_ text: String) -> Double? {
    guard let value = XIBNumber.decimal(text), value.isFinite, value >= 0, value < 100_000 else { return nil }
    return value
  }
}

/// What a `UITextField` shows and how it is bordered, as its intrinsic size needs them.
public struct XIBTextField: Hashable, Sendable {
  /// UIKit's default font of a text field: "the body style of the system font" (UIKit reference,
  /// `UITextField.font`). IB always writes a `fontDescription` (system 14 pt for a new field).
  static let defaultFont = XIBFont.textStyle(.body)

  /// `borderStyle`: `none` (UIKit's default; IB leaves the attribute out), `line`, `bezel`,
  /// `roundedRect`.
  public var borderStyle: String
  /// `text` and `placeholder`; empty when absent.
  public var text: String
  public var placeholder: String
  public var font: XIBFont
  /// `<textInputTraits secureTextEntry="YES">`.
  public var isSecureTextEntry: Bool
  /// `<color key="textColor">`; nil = UIKit's default, `UIColor.label` (`XIBTextFieldParts`).
  public var textColor: DynamicColor?
  /// `textAlignment` as written (`natural`, the default, `left`, `center`, `right`, `justified`).
  public var alignment = "natural"
  /// `clearButtonMode`: `never` (UIKit's default), `whileEditing`, `unlessEditing`, `always`.
  public var clearButtonMode = "never"

  public init(borderStyle: String, text: String, placeholder: String, font: XIBFont, isSecureTextEntry: Bool) {
    self.borderStyle = borderStyle
    self.text = text
    self.placeholder = placeholder
    self.font = font
    self.isSecureTextEntry = isSecureTextEntry
  }
}
