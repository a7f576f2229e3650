/// Reads the four font encodings of a XIB (fiori-cells.md §7 "Text") into an `XIBFont`. Every
/// font lands on the pinned family (DESIGN.md "Determinism"): a named font keeps its size and
/// gets the pinned face of the closest weight.
enum XIBFontParsing {
  /// `<fontDescription key="fontDescription" …>`:
  /// 1. `type="system|boldSystem|italicSystem" pointSize weight` → fixed size and weight;
  /// 2. `style="UICTFontTextStyleBody"` → a Dynamic Type text style;
  /// 3. `name="HelveticaNeue-Thin" pointSize` → the pinned family at the weight the PostScript
  ///    name's suffix says (`weight(postScriptName:)`), as a custom font (`customFontName`: no SF
  ///    tracking); a private system name (`.SFUI-Regular`) stays the system font.
  /// - Throws: `XIBError.invalidElement` for an unknown text style or a missing size.
  static func font(_ element: XIBElement, file: String) throws -> XIBFont {
    if let style = element["style"] {
      guard let textStyle = textStyles[style] else {
        // The closest names by edit distance, or one that is a prefix of the typo
        // (`UICTFontTextStyleSubheadline` for `…Subhead`).
        let prefixes = textStyles.keys.filter { style.hasPrefix($0) }.sorted()
        let close = prefixes.isEmpty
          ? textStyles.keys.map { ($0, EditDistance.between($0, style)) }.filter { $0.1 <= 4 }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(2).map(\.0)
          : prefixes
        let hint = close.isEmpty ? "" : "did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))? "
        throw XIBError.invalidElement(file: file, element: element.reference,
                                      message: "unknown text style '\(EchoedValue.clip(style))' (\(hint)allowed: \(textStyles.keys.sorted().joined(separator: ", ")))")
      }
      return .textStyle(textStyle)
    }
    let size = try pointSize(element, attribute: "pointSize", file: file)
    if let name = element["name"] {
      let (weight, italic) = Self.weight(postScriptName: name)
      return .fixed(FontDescriptor(pointSize: size, weight: weight, italic: italic,
                                   customFontName: name.hasPrefix(".") ? nil : name))
    }
    switch element["type"] ?? "system" {
    case "boldSystem": return .fixed(FontDescriptor(pointSize: size, weight: .bold))
    case "italicSystem": return .fixed(FontDescriptor(pointSize: size, italic: true))
    case "system":
      let weight = try element["weight"].map { try systemWeight($0, element: element, file: file) } ?? .regular
      return .fixed(FontDescriptor(pointSize: size, weight: weight))
    case let other:
      throw XIBError.invalidElement(file: file, element: element.reference,
                                    message: "unknown font type '\(EchoedValue.clip(other))' (allowed: system, boldSystem, italicSystem)")
    }
  }

  /// 4. Attributed text: `<font key="NSFont" size="17" name="ProximaNova-Regular"/>` (a named
  ///    font wins, as a custom font without SF tracking), a meta font (`metaFont`, `metaFonts`), or a private system name
  ///    (`.SFUI-Semibold`): the system font at the weight the name says.
  /// - Throws: `XIBError.invalidElement` for an unknown meta font, a missing size without a
  ///   meta font, or a size that is not a number of points.
  static func attributedFont(_ element: XIBElement, file: String) throws -> XIBFont {
    if let name = element["name"], !name.hasPrefix(".") {
      let (weight, italic) = Self.weight(postScriptName: name)
      return .fixed(FontDescriptor(pointSize: try pointSize(element, attribute: "size", file: file), weight: weight,
                                   italic: italic, customFontName: name))
    }
    if let meta = element["metaFont"] {
      guard let font = metaFonts[meta] else {
        throw XIBError.invalidElement(file: file, element: element.reference,
                                      message: "unknown metaFont '\(EchoedValue.clip(meta))' (allowed: \(metaFonts.keys.sorted().joined(separator: ", ")))")
      }
      let size = element["size"] == nil ? font.size : try pointSize(element, attribute: "size", file: file)
      return .fixed(FontDescriptor(pointSize: size, weight: font.weight))
    }
    let size = try pointSize(element, attribute: "size", file: file)
    // `.SFUI-Semibold`-style private system names: the system font.
    let (weight, italic) = Self.weight(postScriptName: element["name"] ?? "")
    return .fixed(FontDescriptor(pointSize: size, weight: weight, italic: italic))
  }

  /// The meta fonts IB writes in attributed strings (`NSFont` meta font names, shared with
  /// AppKit XIBs), as iOS resolves them: the system font at `UIFont.systemFontSize` (14 pt on
  /// iOS) or `UIFont.smallSystemFontSize` (12 pt), regular or bold (UIKit reference, `UIFont`
  /// "Getting the Standard Font Sizes"). A `size` attribute replaces the default size
  /// (`metaFont="system" size="17"` is the system font at 17 pt). Corpus: `system` without size
  /// (WavesWallet EnterStartBlockCell) and `smallSystem` without size (dashwallet
  /// DWSwitcherFormTableViewCell, in a label's `userComments`, which is not text). AppKit's other
  /// meta fonts (`menu`, `toolTip`, `message`, …) have no UIKit size and are errors.
  static let metaFonts: [String: (size: Double, weight: FontWeight)] = [
    "system": (14, .regular), "systemBold": (14, .bold),
    "smallSystem": (12, .regular), "smallSystemBold": (12, .bold),
  ]

  /// The closest pinned weight for a PostScript name, from the style suffix after the last `-`
  /// (`HelveticaNeue-Thin` → thin, `ProximaNova-Regular` → regular, `Georgia` → regular);
  /// `Italic`/`Oblique` in the suffix → italic.
  static func weight(postScriptName name: String) -> (FontWeight, Bool) {
    guard let dash = name.lastIndex(of: "-") else { return (.regular, false) }
    let suffix = name[name.index(after: dash)...].lowercased()
    let italic = suffix.contains("italic") || suffix.contains("oblique")
    // Longest names first so that "ultralight" is not read as "light".
    let table: [(String, FontWeight)] = [
      ("ultralight", .extraLight), ("extralight", .extraLight), ("semibold", .semibold),
      ("demibold", .semibold), ("extrabold", .extraBold), ("ultrabold", .extraBold), ("heavy", .extraBold),
      ("hairline", .thin), ("thin", .thin), ("light", .light), ("medium", .medium), ("demi", .semibold),
      ("bold", .bold), ("black", .black),
    ]
    for (token, weight) in table where suffix.contains(token) { return (weight, italic) }
    return (.regular, italic)
  }

  /// `UIFont.Weight` names as IB writes them (`ultraLight`, `heavy`, …) to pinned weights.
  static func systemWeight(_ name: String, element: XIBElement, file: String) throws -> FontWeight {
    let table: [String: FontWeight] = [
      "ultraLight": .extraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
      "semibold": .semibold, "bold": .bold, "heavy": .extraBold, "black": .black,
    ]
    guard let weight = table[name] else {
      throw XIBError.invalidElement(file: file, element: element.reference,
                                    message: "unknown font weight '\(EchoedValue.clip(name))' (allowed: \(table.keys.sorted().joined(separator: ", ")))")
    }
    return weight
  }

  /// `UICTFontTextStyle…` names → text styles.
  static let textStyles: [String: TextStyle] = [
    "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleLargeTitle": .largeTitle,
    "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
    "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout,
    "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
    "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
  ]

  private static func pointSize(_ element: XIBElement, attribute: String, file: String) throws -> Double {
    guard let text = element[attribute] else {
      throw XIBError.invalidElement(file: file, element: element.reference, message: "missing attribute '\(EchoedValue.clip(attribute))'")
    }
    guard let size = XIBNumber.decimal(text), size > 0, size < 1000 else {
      throw XIBError.invalidElement(file: file, element: element.reference,
                                    message: "'\(EchoedValue.clip(text))' is not a font size (expected a number of points above 0 and below 1000)")
    }
    return size
  }
}
