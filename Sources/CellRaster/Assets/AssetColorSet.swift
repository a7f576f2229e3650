import Foundation

/// A `.colorset` of an asset catalog: `UIColor(named:)`'s value for any (light) appearance and,
/// when the set has one, for dark.
public struct AssetColorSet: Hashable, Sendable {
  /// The name code uses (`Group/Name` inside a namespace-providing group).
  public var name: String
  /// The colour for any (or light) appearance, as sRGB.
  public var any: Color
  /// The dark-appearance colour, nil when the set has none (dark then uses `any`).
  public var dark: Color?

  public init(name: String, any: Color, dark: Color? = nil) {
    self.name = name
    self.any = any
    self.dark = dark
  }

  /// The colour for an appearance.
  public func color(isDark: Bool) -> Color { isDark ? dark ?? any : any }
}

/// Reads a `.colorset`'s `Contents.json`.
///
/// `colors[]` entries: `idiom` (as for images), `appearances` (luminosity any/light/dark), and
/// `color`: `color-space` (`srgb`, `extended-srgb`, `display-p3`, `gray-gamma-22`,
/// `extended-gray`; others are refused) with `components` (`red`, `green`, `blue` or
/// `white`, and `alpha`), each a float string `"0.500"`, a 0–255 integer string `"127"`, or a hex
/// byte `"0x7F"` (Xcode's three input methods; alpha is always a float); or `reference`, a
/// system colour name (`systemBlueColor`), taken in its dark value in a dark entry, else its light value. Display P3 is converted to
/// sRGB (`XIBColorParsing.displayP3ToSRGB`); extended values are clamped to 0–1.
enum AssetColorSetReader {
  /// - Throws: `AssetCatalogError` (65) naming the file and JSON path for a malformed entry or
  ///   a set without a colour for the iPhone.
  static func read(name: String, folder: String, idiom: UserInterfaceIdiom = .phone,
                   confinement: PathConfinement? = nil) throws -> AssetColorSet {
    let contents = try AssetContentsJSON.read(folder + "/Contents.json", confinement: confinement)
    var found: [AssetIdiom: [AssetAppearance: Color]] = [:]
    for entry in try contents.member("colors")?.array() ?? [] {
      guard let colorEntry = try entry.member("color") else { continue }
      let idiomName = try entry.member("idiom")?.string() ?? "universal"
      guard let assetIdiom = AssetIdiom(rawValue: idiomName), let appearance = try AssetAppearance.read(entry) else { continue }
      if found[assetIdiom]?[appearance] == nil { found[assetIdiom, default: [:]][appearance] = try color(colorEntry, isDark: appearance == .dark) }
    }
    for assetIdiom in AssetIdiom.preference(for: idiom) {
      guard let values = found[assetIdiom] else { continue }
      guard let any = values[.any] ?? values[.light] ?? values[.dark] else { continue }
      return AssetColorSet(name: name, any: values[.light] ?? any, dark: values[.dark])
    }
    throw contents.error("no colour for the iPhone or universal idiom in the colour set '\(EchoedValue.clip(name))'")
  }

  /// One `color` object.
  static func color(_ entry: AssetContentsJSON, isDark: Bool = false) throws -> Color {
    if let reference = try entry.member("reference") {
      let name = try reference.string()
      guard let color = XIBColorParsing.systemColors[name] ?? XIBColorParsing.cocoaTouchColors[name] else {
        throw reference.error("unknown system colour '\(EchoedValue.clip(name))'")
      }
      return isDark ? color.dark : color.light
    }
    let space = try entry.oneOf("color-space", ["srgb", "extended-srgb", "display-p3", "gray-gamma-22", "extended-gray"]) ?? "srgb"
    guard let components = try entry.member("components") else { throw entry.error("missing key 'components'") }
    func value(_ key: String, isAlpha: Bool = false) throws -> Double {
      guard let member = try components.member(key) else {
        if isAlpha { return 1 }
        throw components.error("missing key '\(key)'")
      }
      return try component(member, isAlpha: isAlpha)
    }
    let alpha = try value("alpha", isAlpha: true)
    switch space {
    case "gray-gamma-22", "extended-gray":
      let white = try value("white")
      return XIBColorParsing.make(white, white, white, alpha)
    case "display-p3":
      let (r, g, b) = XIBColorParsing.displayP3ToSRGB(try value("red"), try value("green"), try value("blue"))
      return XIBColorParsing.make(r, g, b, alpha)
    default:
      return XIBColorParsing.make(try value("red"), try value("green"), try value("blue"), alpha)
    }
  }

  /// A component as 0–1: `"0.5"` (float), `"127"` (0–255; alpha: a float), `"0x7F"` (hex byte);
  /// a JSON number is read the same way as its text.
  static func component(_ member: AssetContentsJSON, isAlpha: Bool) throws -> Double {
    let text: String
    switch member.value {
    case .string(let string): text = string.trimmingCharacters(in: .whitespaces)
    case .number(let number):
      // Integers as "127"; anything that is no small integer (1e19, NaN) as its own text, refused below.
      text = number == number.rounded() && !isAlpha && abs(number) < 1_000_000 ? String(Int(number)) : String(number)
    default: throw member.error("expected a colour component string (\"0.5\", \"127\" or \"0x7F\"), got \(member.value.typeName)")
    }
    let allowed = "a float 0–1 (\"0.500\"), an integer 0–255 (\"127\") or a hex byte (\"0x7F\")"
    if text.lowercased().hasPrefix("0x") {
      guard let byte = UInt8(text.dropFirst(2), radix: 16) else { throw member.error("'\(EchoedValue.clip(text))' is not \(allowed)") }
      return Double(byte) / 255
    }
    if !isAlpha, !text.contains("."), let integer = Int(text) {
      guard (0...255).contains(integer) else { throw member.error("\(integer) is out of range (expected \(allowed))") }
      return Double(integer) / 255
    }
    // Extended sRGB allows values outside 0–1 (clamped when drawn); anything wilder is an error.
    guard let number = Double(text), number.isFinite, (-1...2).contains(number) else {
      throw member.error("'\(EchoedValue.clip(text))' is not \(allowed)")
    }
    return number
  }
}
