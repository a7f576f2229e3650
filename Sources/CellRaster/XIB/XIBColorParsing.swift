import Foundation

/// Reads `<color>` elements in every XIB encoding (fiori-cells.md §7 "Colors") into
/// appearance-dependent `DynamicColor`s: a system colour (`systemColor`, or a legacy
/// `cocoaTouchSystemColor` that maps to one) has snapcheck's light and dark values
/// (`systemColors`); every other colour is fixed (the same in both), a named colour keeping its
/// name for an asset catalog to override (`XIBNamedColorResolving`).
///
/// Colour-space decision (fiori-cells.md §7 asks to decide once): the components of
/// `calibratedRGB` (Generic RGB), `deviceRGB`, `calibratedWhite`, `deviceWhite` and
/// `genericGamma22GrayColorSpace` are used as sRGB components unchanged. iOS has no Generic RGB
/// colour management in `UIColor(red:green:blue:alpha:)`, IB shows the same component values in
/// its inspector, and an exact conversion would need ColorSync profiles; the shift it would make
/// is small and a hex value read from the XIB stays recognisable in the PNG (Liferay's black
/// stays #000000). `displayP3` is converted to sRGB (linearise, P3→sRGB matrix, clamp).
struct XIBColorParsing {
  /// `<namedColor name>` colours from `<resources>` (IB's light copy of the app's asset
  /// catalog colour), already resolved, fixed.
  var namedColors: [String: DynamicColor] = [:]
  /// `<systemColor name>` fallbacks from `<resources>`, fixed.
  var systemColorFallbacks: [String: DynamicColor] = [:]
  let file: String

  /// The colour of `element`.
  /// - Throws: `XIBError.invalidElement` for a missing component, an unknown colour space, or a
  ///   named or system colour the document does not define.
  func color(_ element: XIBElement) throws -> DynamicColor {
    if let name = element["name"] {
      guard let color = namedColors[name] else {
        throw invalid(element, "named colour '\(EchoedValue.clip(name))' is not in <resources> (defined: \(namedColors.keys.sorted().joined(separator: ", ")))")
      }
      var named = color
      named.assetName = name
      return named
    }
    if let name = element["systemColor"] {
      // snapcheck's light and dark values first (`systemColors`), then the copies the document
      // carries: its `<resources>` fallback, the components IB wrote inline on the element
      // (older Xcode, e.g. `systemColor="systemGreenColor" red="0.2039…" … colorSpace="custom"`),
      // a legacy `cocoaTouchSystemColor`.
      if let color = Self.systemColors[name] ?? systemColorFallbacks[name] { return color }
      if element["colorSpace"] != nil { return DynamicColor(try components(element)) }
      if let legacy = element["cocoaTouchSystemColor"], let color = Self.cocoaTouchColors[legacy] { return color }
      throw invalid(element, "system colour '\(EchoedValue.clip(name))' is neither in snapcheck's table (XIBSystemColors.swift) nor in the document's <resources>, and the element has no colour components")
    }
    if let legacy = element["cocoaTouchSystemColor"] {
      guard let color = Self.cocoaTouchColors[legacy] else {
        throw invalid(element, "unknown cocoaTouchSystemColor '\(EchoedValue.clip(legacy))' (allowed: \(Self.cocoaTouchColors.keys.sorted().joined(separator: ", ")))")
      }
      return color
    }
    return DynamicColor(try components(element))
  }

  /// The colour the element's own components and colour space give.
  private func components(_ element: XIBElement) throws -> Color {
    let space = element["colorSpace"] == "custom" ? (element["customColorSpace"] ?? "") : (element["colorSpace"] ?? "")
    let alpha = try component(element, "alpha", default: 1)
    switch space {
    case "calibratedWhite", "deviceWhite", "genericGamma22GrayColorSpace":
      let white = try component(element, "white")
      return Self.make(white, white, white, alpha)
    case "calibratedRGB", "deviceRGB", "sRGB", "extendedSRGB":
      return Self.make(try component(element, "red"), try component(element, "green"), try component(element, "blue"), alpha)
    case "displayP3":
      let (r, g, b) = Self.displayP3ToSRGB(try component(element, "red"), try component(element, "green"),
                                           try component(element, "blue"))
      return Self.make(r, g, b, alpha)
    default:
      throw invalid(element, "unknown colour space '\(EchoedValue.clip(space))' (allowed: calibratedWhite, deviceWhite, genericGamma22GrayColorSpace, calibratedRGB, deviceRGB, sRGB, extendedSRGB, displayP3, systemColor, name)")
    }
  }

  /// Components 0–1 to 8-bit, rounded to nearest and clamped.
  static func make(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Color {
    func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
    return Color(red: byte(r), green: byte(g), blue: byte(b), alpha: byte(a))
  }

  /// Display P3 → sRGB: both use the sRGB transfer curve; the linear matrix is the standard
  /// P3-D65 → sRGB-D65 one. Out-of-gamut results are clamped to 0–1.
  static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
    func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    func encoded(_ v: Double) -> Double {
      let c = max(0, min(1, v))
      return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
    let (lr, lg, lb) = (linear(r), linear(g), linear(b))
    return (encoded(1.2249 * lr - 0.2247 * lg),
            encoded(-0.0420 * lr + 1.0419 * lg),
            encoded(-0.0197 * lr - 0.0786 * lg + 1.0979 * lb))
  }

  private func component(_ element: XIBElement, _ name: String, default fallback: Double? = nil) throws -> Double {
    guard let text = element[name] else {
      if let fallback { return fallback }
      throw invalid(element, "missing colour component '\(EchoedValue.clip(name))'")
    }
    guard let value = XIBNumber.decimal(text), value.isFinite else {
      throw invalid(element, "colour component \(name)='\(EchoedValue.clip(text))' is not a number")
    }
    return value
  }

  private func invalid(_ element: XIBElement, _ message: String) -> XIBError {
    .invalidElement(file: file, element: element.reference, message: message)
  }
}
