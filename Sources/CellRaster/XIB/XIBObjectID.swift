/// The attributes of a XIB element that become node ids (the layout tree's, the `.a11y.txt`'s,
/// an audit finding's `element N (<id>)`, a spec's `overrides` key): an object's `id` and an
/// outlet's `property` (the outlet name replaces the id of the view it points to). Interface
/// Builder writes ids such as `gKQ-Nf-GwH` and outlet names that are Swift identifiers, so an id
/// with a line break or another control character can only be hostile (a pull request's XIB
/// printing its own `::error` workflow command on a CI log) and is refused when the document is
/// read, before any message could carry it.
enum XIBObjectID {
  /// Longest id or outlet name accepted, in characters (Unicode scalars): 256.
  static let maximumLength = 256

  /// The attributes checked: `id` on every element, `property` on `<outlet>` and
  /// `<outletCollection>`.
  static func checkedAttributes(of elementName: String) -> [String] {
    elementName == "outlet" || elementName == "outletCollection" ? ["id", "property"] : ["id"]
  }

  /// Why `element`'s id or outlet name is refused, or nil when it is usable: it contains a
  /// control character (general category Cc, which includes U+0085 NEXT LINE, or U+2028 LINE
  /// SEPARATOR / U+2029 PARAGRAPH SEPARATOR), or has more than `maximumLength` characters. The
  /// value is quoted with `EchoedValue.clip` (60 characters, escaped).
  static func problem(in element: XIBElement) -> String? {
    for name in checkedAttributes(of: element.name) {
      guard let value = element[name] else { continue }
      let what = name == "id" ? "object id" : "outlet name"
      if let scalar = value.unicodeScalars.first(where: isRefused) {
        return "\(name) '\(EchoedValue.clip(value))' contains the control character U+\(hex(scalar)); an \(what) is printable text"
      }
      let length = value.unicodeScalars.count
      if length > maximumLength {
        return "\(name) '\(EchoedValue.clip(value))' is longer than \(maximumLength) characters, the most an \(what) may have"
      }
    }
    return nil
  }

  private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }

  private static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
