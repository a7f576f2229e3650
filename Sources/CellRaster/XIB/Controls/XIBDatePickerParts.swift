/// Draws a compact `UIDatePicker` (`style="compact"`, or `automatic` on iPhone except the
/// count-down timer, UIKit reference `UIDatePickerStyle`) as iOS 17 shows it: one rounded
/// `tertiarySystemFill` platter per component (`<id>.date`, `<id>.time`; both for `dateAndTime`,
/// UIKit's default mode), each the en_US text in the body font (`label` colour) plus 11 pt at
/// each side, 34 pt tall, 6 pt apart (`XIBControlMetrics`, which sizes the picker the same way),
/// centred vertically and aligned to the trailing edge of a wider frame (UIKit right-aligns a
/// compact picker's platters in its bounds, a commonly reported behaviour). Other styles draw
/// their background only, with a warning (`XIBTextControlParsing.warnings`).
enum XIBDatePickerParts {
  /// True when the date picker `view` shows the compact style.
  static func isCompact(_ view: XIBView) -> Bool {
    switch view.sizing.controlStyle ?? "automatic" {
    case "compact": true
    case "automatic": view.sizing.datePickerMode != "countDownTimer"
    default: false
    }
  }

  /// The texts a compact picker shows, by part name, in order.
  static func texts(_ view: XIBView) -> [(part: String, text: String)] {
    let date = USEnglishDate(timeIntervalSinceReferenceDate: view.sizing.date ?? 0)
    switch view.sizing.datePickerMode ?? "dateAndTime" {
    case "date": return [("date", date.dateText)]
    case "time": return [("time", date.timeText)]
    default: return [("date", date.dateText), ("time", date.timeText)]
    }
  }

  /// Adds the platters of the compact date picker `view` to `node`; nothing for other styles or
  /// without a measurer.
  /// - Throws: what `measurer` throws (glyphs the pinned fonts lack).
  static func add(_ view: XIBView, to node: inout LayoutNode, environment: RenderEnvironment,
                  measurer: (any TextMeasuring)?) throws {
    guard isCompact(view), let measurer else { return }
    let font = XIBFont.textStyle(.body).descriptor(at: environment.contentSize)
    let frame = node.frame
    let scale = environment.scale
    let items = try texts(view).map { item in
      (item.part, item.text, XIBIntrinsicSizes.roundUp(try measurer.measure(item.text, font: font, width: nil, numberOfLines: 1).size.width, scale)
        + 2 * XIBControlMetrics.compactDatePickerInset)
    }
    let height = min(frame.height, XIBControlMetrics.compactDatePickerHeight)
    let total = items.map(\.2).reduce(0, +) + Double(max(0, items.count - 1)) * XIBControlMetrics.compactDatePickerGap
    let rtl = environment.isRightToLeft
    var x = rtl ? frame.minX : frame.maxX - total
    var parts: [LayoutNode] = []
    for (part, text, width) in rtl ? items.reversed() : items {
      let rect = Rect(x: x, y: frame.midY - height / 2, width: width, height: height)
      parts.append(XIBTextControlStyle.part(
        node, part, frame: rect, backgroundColor: XIBTextControlStyle.tertiarySystemFill.resolved(for: environment.appearance),
        cornerRadius: XIBTextControlStyle.datePlatterCornerRadius,
        text: TextContent(text: text, font: font, color: XIBTextControlStyle.label.resolved(for: environment.appearance), alignment: .center, isVerticallyCentered: true)))
      x += width + XIBControlMetrics.compactDatePickerGap
    }
    node.children.insert(contentsOf: parts, at: 0)
  }
}

/// Draws a `UIPickerView`'s selection band (`<id>.selectionBand`): a rounded
/// `tertiarySystemFill` bar 34 pt tall, 8 pt in from each side, centred vertically, as iOS 14 and
/// later draw it behind the selected row (`XIBTextControlStyle` estimates). The rows come from
/// the data source in code: a warning says so (`XIBTextControlParsing.warnings`).
enum XIBPickerViewParts {
  static func add(to node: inout LayoutNode, appearance: Appearance) {
    let frame = node.frame
    let height = min(frame.height, XIBTextControlStyle.pickerBandHeight)
    let inset = min(XIBTextControlStyle.pickerBandInset, frame.width / 2)
    let rect = Rect(x: frame.minX + inset, y: frame.midY - height / 2, width: frame.width - 2 * inset, height: height)
    node.children.insert(XIBTextControlStyle.part(node, "selectionBand", frame: rect, backgroundColor: XIBTextControlStyle.tertiarySystemFill.resolved(for: appearance),
                                                  cornerRadius: XIBTextControlStyle.pickerBandCornerRadius), at: 0)
  }
}
