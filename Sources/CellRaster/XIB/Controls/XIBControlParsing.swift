/// Reads `XIBControl` from a control element (`<switch>`, `<segmentedControl>`, `<slider>`,
/// `<stepper>`, `<progressView>`, `<activityIndicatorView>`, `<pageControl>`) or a
/// `<tableViewCell>`'s accessory and separator attributes.
struct XIBControlParsing {
  let file: String
  let colors: XIBColorParsing

  /// The `<color key=…>` children of controls that `XIBControlParts` draws (the parser does not
  /// warn about them).
  static let colorKeys: Set<String> = [
    "onTintColor", "thumbTintColor", "selectedSegmentTintColor", "minimumTrackTintColor", "maximumTrackTintColor",
    "progressTintColor", "trackTintColor", "color", "pageIndicatorTintColor", "currentPageIndicatorTintColor",
  ]

  /// The elements whose look `XIBControlParts` draws.
  static let drawnControls: Set<String> = [
    "switch", "segmentedControl", "slider", "stepper", "progressView", "activityIndicatorView", "pageControl",
  ]

  /// Largest magnitude of a control value (slider, stepper), the XIB number range.
  private static let values = XIBNumber.points

  /// The control state of `element`; nil for elements that are neither controls nor table cells.
  /// - Throws: `XIBError.invalidElement` for a value that is not a finite number in
  ///   −100,000–100,000 (a progress in 0–1, a segment index a whole number), or a malformed colour.
  func control(_ element: XIBElement) throws -> XIBControl? {
    guard Self.drawnControls.contains(element.name) || element.name == "tableViewCell" else { return nil }
    var control = XIBControl()
    control.isEnabled = element["enabled"] != "NO"
    control.isOn = element["on"] == "YES"
    if let index = element["selectedSegmentIndex"] {
      control.selectedSegmentIndex = try XIBNumber.wholeNumber(index, of: element, "selectedSegmentIndex", in: -1...10_000, file: file)
    }
    func number(_ name: String) throws -> Double? {
      try element[name].map { try XIBNumber.value($0, of: element, name, in: Self.values, file: file) }
    }
    control.value = try number("value")
    control.minimumValue = try number(element.name == "slider" ? "minValue" : "minimumValue")
    control.maximumValue = try number(element.name == "slider" ? "maxValue" : "maximumValue")
    control.progress = try element["progress"].map { try XIBNumber.value($0, of: element, "progress", in: -100_000...100_000, file: file) }
      .map { min(1, max(0, $0)) } ?? 0
    control.progressViewStyle = element["progressViewStyle"] ?? "default"
    control.isAnimating = element["animating"] == "YES"
    // IB writes hidesWhenStopped="YES" when the box is checked (its default for a new
    // indicator) and leaves the attribute out when it is not.
    control.hidesWhenStopped = element["hidesWhenStopped"] == "YES"
    for child in element.children where child.name == "color" {
      guard let key = child["key"], Self.colorKeys.contains(key) else { continue }
      control.colors[key] = try colors.color(child)
    }
    if element.name == "tableViewCell" {
      control.accessoryType = element["accessoryType"].flatMap { $0 == "none" ? nil : $0 }
      if let inset = element.children.first(where: { $0.name == "inset" && $0["key"] == "separatorInset" }) {
        func side(_ name: String) throws -> Double {
          try inset[name].map { try XIBNumber.value($0, of: inset, name, in: XIBNumber.points, file: file) } ?? 0
        }
        control.separatorInset = EdgeInsets(top: try side("minY"), left: try side("minX"), bottom: try side("maxY"), right: try side("maxX"))
      }
    }
    return control
  }
}

extension XIBControlParsing {
  /// What of a drawn control is still not drawn, one message each: a segment's image (segments
  /// draw their titles only).
  static func notes(_ element: XIBElement) -> [String] {
    guard element.name == "segmentedControl" else { return [] }
    let segments = element.child("segments")?.children.filter { $0.name == "segment" } ?? []
    return segments.enumerated().compactMap { index, segment in
      segment["image"].map { "segment \(index)'s image '\(EchoedValue.clip($0))' is not drawn (its title is)" }
    }
  }
}
