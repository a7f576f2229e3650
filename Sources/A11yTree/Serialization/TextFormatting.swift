import CellRaster

/// Number and string spelling for the `.a11y.txt` format: the same value always gives the same
/// characters, on every platform and locale.
enum TextFormatting {
  /// A number of points: rounded to 2 decimals (0.01 pt is finer than any screen scale, 1/3 pt at
  /// 3x), integers without decimals, trailing zeros dropped, never "-0" (e.g. 16 → "16",
  /// 16.5 → "16.5", 1/3 → "0.33", -0.001 → "0"). Non-finite values (never produced by the builder)
  /// are written as "nan", "inf" or "-inf".
  static func points(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
    let hundredths = (value * 100).rounded()
    guard abs(hundredths) < 1e15 else { return "\(value.rounded())" }  // e.g. "3e+21"; never an Int64 trap
    let total = Int64(hundredths)
    if total == 0 { return "0" }
    let sign = total < 0 ? "-" : ""
    let magnitude = total.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    let digits =
      fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(sign)\(whole).\(digits)"
  }

  /// `x,y,w,h` in points.
  static func frame(_ rect: Rect) -> String {
    [rect.minX, rect.minY, rect.width, rect.height].map(points).joined(separator: ",")
  }

  /// An `accessibilityPath` in points: `polygon x,y x,y x,y …` or `roundedRect x,y,w,h radius r`.
  static func path(_ path: AccessibilityPath) -> String {
    switch path {
    case .polygon(let vertices):
      return "polygon " + vertices.map { points($0.x) + "," + points($0.y) }.joined(separator: " ")
    case .roundedRect(let rect, let radius):
      return "roundedRect " + frame(rect) + " radius " + points(radius)
    }
  }

  /// `WxH` in points.
  static func size(_ size: Size) -> String {
    "\(points(size.width))x\(points(size.height))"
  }

  /// The string in double quotes with `"` → `\"`, `\` → `\\`, newline → `\n`, carriage return →
  /// `\r`, tab → `\t` and other control characters as `\u{XX}`, so every element stays on one line.
  static func quoted(_ string: String) -> String {
    "\"" + escaped(string, also: "\"") + "\""
  }

  /// `quoted(_:)` of at most `EchoedValue.maximumCharacters` (60) characters (Unicode scalars),
  /// then "…(N characters)": how audit findings and messages quote labels and texts, so a
  /// 20,000-character note value is a short line, not 20,000 characters on stdout per finding.
  /// The tree text itself keeps whole labels (`quoted`).
  static func quotedExcerpt(_ string: String) -> String {
    let limit = EchoedValue.maximumCharacters
    var scalars = string.unicodeScalars.makeIterator()
    var kept = String.UnicodeScalarView()
    while kept.count < limit, let scalar = scalars.next() { kept.append(scalar) }
    guard scalars.next() != nil else { return quoted(string) }
    return quoted(String(kept)) + "…(\(string.unicodeScalars.count) characters)"
  }

  /// The escapes of ``quoted(_:)`` without the quotes; `also` is one more character to escape with
  /// a backslash (`"` inside quotes, `|` in the action list).
  static func escaped(_ string: String, also extra: Character) -> String {
    var out = ""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where Character(scalar) == extra: out += "\\" + String(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
