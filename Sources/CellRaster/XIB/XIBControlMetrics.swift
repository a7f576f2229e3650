/// UIKit's default intrinsic content sizes of the controls a XIB can hold besides labels,
/// buttons, image views, switches and activity indicators, for iOS 17 (the version snapcheck
/// renders), computed from the control's content as UIKit does, never from IB's stored frame.
///
/// Where a number comes from, by control (the public XIB corpus is `../shared/fixtures/xib-corpus`;
/// its stored frames of views without size constraints are IB's intrinsic sizes):
///
/// - **UITextField**: the text, else the placeholder, measured as one line in the field's font
///   (UIKit's default font is the body text style, UIKit reference `UITextField.font`).
///   - `borderStyle="none"` (UIKit's default): exactly the text line, no padding (a borderless
///     field's text rect is its bounds).
///   - `roundedRect`, `bezel`, `line`: 34 pt tall since iOS 13 (30 before): IB's stored frames of
///     rounded-rect fields with a 14 pt font and no height constraint are 382 × 34 and 214 × 34 in
///     public Xcode 11+ storyboards, 268 × 30 in Xcode 8–10 ones. 34 is also the body line (22 pt
///     at the Large size) plus 6 pt above and below, which is how the field grows for taller
///     lines (Dynamic Type): height = max(34, line + 12). Width: the text plus 7 pt at each side
///     (the text inset of a bordered field; an estimate — no stored frame in the corpus or the
///     public XIBs looked at fixes it, every field there has a width or two horizontal
///     constraints). The bezel and line styles are taken to have the rounded-rect metrics
///     (not verified).
/// - **UISegmentedControl**: 32 pt tall since iOS 13 (28–29 before): public Xcode 11+ XIBs store
///   343 × 32, 353 × 32 and 257 × 32 without a height constraint. Width: every segment as wide as
///   the widest title (UIKit's default, `apportionsSegmentWidthsByContent` NO; with YES each
///   segment fits its own title), measured in the system font at 13 pt (UIKit's default title
///   font), plus 10 pt at each side, plus a 1 pt divider between segments. The padding and
///   divider are derived from a public XIB whose centred control, three titles of 5, 3 and 2 CJK
///   characters (one em each: 5 × 13 = 65 pt), IB stored 257 wide: 3 × (65 + 20) + 2 × 1 = 257.
///   The corpus's `mage-ios__GridTypeCell.xib` (30 pt tall, 343 wide) is pinned at its top,
///   bottom, leading and trailing, so its frame comes from those constraints, not from here.
/// - **UISlider**: 31 pt tall, no intrinsic width (a horizontal slider "has an intrinsic height
///   but might have no intrinsic width", Apple reference `noIntrinsicMetric`; IB asks for
///   horizontal constraints): the corpus's `quickblox-ios-sdk__SettingSliderCell.xib` stores
///   324 × 31 with no height constraint (its bottom is pinned, its top free), a public storyboard
///   347 × 31. Both files predate iOS 13; the slider's height is taken not to have changed.
/// - **UIStepper**: 94 × 32 since iOS 13 (94 × 29 in iOS 7–12), fixed. No stepper in the corpus.
/// - **UIProgressView**: 4 pt tall since iOS 14's rounded bar (2 pt before), no intrinsic width:
///   the corpus's `vlc-ios__MovieCollectionViewCell.xib` (Xcode 16) stores 309 × 4 with no height
///   constraint, a recent public storyboard 343 × 4; older ones store 150 × 2. The bar style is
///   taken to be as tall.
/// - **UIPageControl**: 26 pt tall since iOS 14's restyle (37 before); width 16 pt per page (a
///   7 pt dot and a 9 pt gap: iOS 7–13's pitch, the 39 × 37 IB used to store for three pages
///   being 3 × 16 − 9) plus the iOS 14 platter's padding beyond the outer dots, taken as
///   (26 − 7) / 2 = 9.5 pt at each end: 16 × n + 10. The weakest numbers here: no page control
///   in the corpus or in the public XIBs looked at confirms the height, the pitch under iOS 14
///   or the padding. No pages, no width.
/// - **UIDatePicker**: `automatic` (UIKit's default style) is `compact` on iPhone, except the
///   count-down timer, which only has wheels (UIKit reference, `UIDatePickerStyle`).
///   - wheels: 320 × 216, UIPickerView's size on iPhone (216 pt tall, as a public UIKit wrapper
///     documents the wheels; the 320 is the iPhone picker width, not checked against a file).
///   - compact: one rounded platter per component (date, time, or both 6 pt apart), each its
///     text in the body font plus 11 pt at each side, 34 pt tall (the body line, 22 pt at the
///     Large size, plus 6 pt above and below — the rounded text field's height; a public app
///     sizes its compact picker 120 × 34 to match the system's). The text is
///     the picker's date formatted as en_US does (`Jan 5, 2024`, `9:41 AM`) in UTC; an XIB
///     without a date (IB's "Current Date") shows the reference date, 2001-01-01 00:00. The
///     11 pt and the 6 pt gap are estimates; no compact picker in the corpus.
///   - inline: none (the calendar's size follows the width it is given; a warning says so).
enum XIBControlMetrics {
  /// A bordered text field's height and the text inset at each side, points.
  static let borderedTextFieldHeight = 34.0, borderedTextFieldInset = 7.0
  /// How much taller than its text line a bordered text field or a compact date picker
  /// platter is (6 pt above and below), points.
  static let lineToPlatterHeight = 12.0
  /// A segmented control's height, the padding at each side of a segment's title and the
  /// divider between segments, points; and its default title font.
  static let segmentedControlHeight = 32.0, segmentPadding = 10.0, segmentDivider = 1.0
  static let segmentFont = FontDescriptor(pointSize: 13)
  /// A slider's height, points.
  static let sliderHeight = 31.0
  /// A stepper's size, points.
  static let stepperSize = Size(width: 94, height: 32)
  /// A progress view's height, points.
  static let progressViewHeight = 4.0
  /// A page control's height; the width each page adds (dot and gap), the gap, and the platter
  /// padding beyond the outer dots, points: width = pages × pitch − gap + 2 × padding.
  static let pageControlHeight = 26.0, pageControlPitch = 16.0, pageControlGap = 9.0, pageControlPadding = 9.5
  /// A wheels date picker's size, points.
  static let wheelsDatePickerSize = Size(width: 320, height: 216)
  /// A compact date picker: platter height, text inset at each side and gap between platters.
  static let compactDatePickerHeight = 34.0, compactDatePickerInset = 11.0, compactDatePickerGap = 6.0

  /// The intrinsic size of a control view (nil width or height = no intrinsic metric).
  /// - Parameter measure: a one-line text's size in a font.
  static func size(_ view: XIBView, category: ContentSizeCategory, scale: Int,
                   measure: (String, FontDescriptor) throws -> Size) throws -> (width: Double?, height: Double?)? {
    func up(_ value: Double) -> Double { XIBIntrinsicSizes.roundUp(value, scale) }
    /// The height of one line of `text` in `font` (of a line of "X" for an empty text).
    func lineHeight(_ text: String, _ font: FontDescriptor) throws -> Double {
      up(try measure(text.isEmpty ? "X" : text, font).height)
    }
    switch view.kind {
    case .textField:
      guard let field = view.sizing.textField else { return nil }
      let font = field.font.descriptor(at: category)
      let string = field.text.isEmpty ? field.placeholder : field.text
      let width = string.isEmpty ? 0 : up(try measure(string, font).width)
      let line = try lineHeight(string, font)
      guard field.borderStyle != "none" else { return (width, line) }
      return (width + 2 * borderedTextFieldInset, max(borderedTextFieldHeight, line + lineToPlatterHeight))
    case .segmentedControl:
      let titles = view.sizing.segmentTitles
      guard !titles.isEmpty else { return (0, segmentedControlHeight) }
      let widths = try titles.map { title in
        (title.isEmpty ? 0 : up(try measure(title, segmentFont).width)) + 2 * segmentPadding
      }
      let segments = view.sizing.apportionsSegmentWidthsByContent
        ? widths.reduce(0, +) : Double(widths.count) * (widths.max() ?? 0)
      return (segments + Double(widths.count - 1) * segmentDivider, segmentedControlHeight)
    case .slider:
      return (nil, sliderHeight)
    case .stepper:
      return (stepperSize.width, stepperSize.height)
    case .progressView:
      return (nil, progressViewHeight)
    case .pageControl:
      let pages = view.sizing.numberOfPages
      let width = pages == 0 ? 0 : Double(pages) * pageControlPitch - pageControlGap + 2 * pageControlPadding
      return (width, pageControlHeight)
    case .datePicker:
      let mode = view.sizing.datePickerMode ?? "dateAndTime"
      switch view.sizing.controlStyle ?? "automatic" {
      case "inline":
        return nil
      case "wheels":
        return (wheelsDatePickerSize.width, wheelsDatePickerSize.height)
      default:
        if mode == "countDownTimer" { return (wheelsDatePickerSize.width, wheelsDatePickerSize.height) }
        let font = XIBFont.textStyle(.body).descriptor(at: category)
        let date = USEnglishDate(timeIntervalSinceReferenceDate: view.sizing.date ?? 0)
        let texts = mode == "date" ? [date.dateText] : mode == "time" ? [date.timeText] : [date.dateText, date.timeText]
        let platters = try texts.map { up(try measure($0, font).width) + 2 * compactDatePickerInset }
        let width = platters.reduce(0, +) + Double(platters.count - 1) * compactDatePickerGap
        return (width, max(compactDatePickerHeight, try lineHeight(texts[0], font) + lineToPlatterHeight))
      }
    case .view, .label, .imageView, .button, .textView, .switch, .activityIndicator, .cell:
      return nil
    }
  }
}

/// A date as en_US shows it in a compact date picker, in UTC: `Jan 5, 2024` (medium date
/// style) and `9:41 AM` (short time style, with a plain space before AM/PM).
struct USEnglishDate: Hashable {
  let year: Int, month: Int, day: Int, hour: Int, minute: Int

  /// - Parameter seconds: seconds since 2001-01-01 00:00:00 UTC (Foundation's reference date).
  init(timeIntervalSinceReferenceDate seconds: Double) {
    let total = Int(seconds.rounded(.down))
    let secondsPerDay = 86_400
    var days = total / secondsPerDay, rest = total % secondsPerDay
    if rest < 0 { days -= 1; rest += secondsPerDay }
    // Days since 1970-01-01 to a civil date (H. Hinnant's `civil_from_days`); 2001-01-01 is day 11,323.
    let z = days + 11_323 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    hour = rest / 3_600
    minute = rest % 3_600 / 60
  }

  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  var dateText: String { "\(Self.months[month - 1]) \(day), \(year)" }

  var timeText: String {
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
  }
}
