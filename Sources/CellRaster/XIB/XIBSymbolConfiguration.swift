/// What a XIB says about the SF Symbol a view shows: whether its image is a system image and its
/// symbol configuration (`UIImage.SymbolConfiguration`), which set the symbol's point size,
/// weight and scale. Interface Builder writes them as
/// - `catalog="system"` on the element that names the image (an image view, a button's
///   `<state>`, a `<buttonConfiguration>`, or an `<imageReference key="image" … catalog="system"
///   symbolScale="small|medium|large|default">`);
/// - `<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize"
///   pointSize="36" weight="bold" scale="large"/>` on an image view or button, or with
///   `key="preferredSymbolConfigurationForImage"` in a button configuration;
///   `configurationType="font"` carries a `<fontDescription>` instead of `pointSize`, whose size
///   and weight the symbol takes (`UIImage.SymbolConfiguration(font:)`).
/// An attribute value of `default` or `unspecified` keeps UIKit's default.
public struct XIBSymbolConfiguration: Hashable, Sendable {
  /// The point size UIKit uses without a configuration: the body text style at the default
  /// (Large) content size, 17 pt (UIKit, `UIImage(systemName:)`; `XIBSymbolImageSize`).
  public static let defaultPointSize = 17.0

  /// True when the element naming the image says `catalog="system"`.
  public var isSystemCatalog = false
  /// `pointSize`, points (configurationType pointSize); nil = the default.
  public var pointSize: Double?
  /// The font of a `configurationType="font"` configuration.
  public var font: XIBFont?
  /// `weight`; nil = the font's weight, else regular.
  public var weight: SymbolWeight?
  /// `scale` (or the image reference's `symbolScale`); nil = medium.
  public var scale: SymbolScale?
  /// A configured button's foreground, which its symbol image is drawn in as its title is
  /// (`baseForegroundColor`, else white on filled styles, else the tint; set where the button's
  /// content is read, `XIBContentParsing`); nil for other views (they draw in their tint).
  public var foregroundColor: DynamicColor?

  /// UIKit's default configuration: not marked as a system image, 17 pt, medium, regular.
  public init() {}

  /// The configuration's point size at `category` (a font's size follows Dynamic Type when it is
  /// a text style).
  public func resolvedPointSize(at category: ContentSizeCategory) -> Double {
    pointSize ?? font?.descriptor(at: category).pointSize ?? Self.defaultPointSize
  }

  /// The weight drawn: the explicit weight, else the font's, else regular.
  public func resolvedWeight(at category: ContentSizeCategory) -> SymbolWeight {
    weight ?? font.map { SymbolWeight($0.descriptor(at: category).weight) } ?? .regular
  }

  /// How much larger than at the default configuration (17 pt, medium) the symbol is drawn:
  /// point size / 17 × the scale's factor (`SymbolScale.sizeFactor`).
  public func sizeFactor(at category: ContentSizeCategory) -> Double {
    resolvedPointSize(at: category) / Self.defaultPointSize * (scale ?? .medium).sizeFactor
  }

  /// The configuration of the image `element` (an `imageView` or `button`) shows, or nil when it
  /// says nothing about symbols.
  /// - Throws: `XIBError.invalidElement` naming the element and attribute for a point size that
  ///   is not a number in 0–1,000, an unknown weight or scale, or a malformed font.
  static func read(_ element: XIBElement, file: String) throws -> XIBSymbolConfiguration? {
    var holders: [XIBElement] = [element]
    var configurations: [XIBElement] = []
    switch element.name {
    case "imageView":
      configurations += element.children.filter { $0.name == "preferredSymbolConfiguration" }
    case "button":
      if let state = element.child("state", key: "normal") { holders.append(state) }
      configurations += element.children.filter { $0.name == "preferredSymbolConfiguration" }
      if let configuration = element.child("buttonConfiguration", key: "configuration") {
        holders.append(configuration)
        configurations += configuration.children.filter { $0.name == "preferredSymbolConfiguration" }
      }
    default:
      return nil
    }
    holders += holders.compactMap { $0.child("imageReference", key: "image") }
    var result = XIBSymbolConfiguration()
    var found = false
    for holder in holders {
      if holder["catalog"] == XIBSymbolImageSize.systemCatalog { result.isSystemCatalog = true; found = true }
      if let scale = try Self.scale(holder["symbolScale"], holder, "symbolScale", file: file) { result.scale = scale; found = true }
    }
    for configuration in configurations {
      found = true
      if let size = configuration["pointSize"] {
        result.pointSize = try XIBNumber.value(size, of: configuration, "pointSize", in: pointSizes, file: file)
      }
      if let font = configuration.child("fontDescription") { result.font = try XIBFontParsing.font(font, file: file) }
      if let scale = try Self.scale(configuration["scale"], configuration, "scale", file: file) { result.scale = scale }
      if let weight = configuration["weight"], !Self.defaults.contains(weight) {
        guard let value = SymbolWeight(rawValue: weight) else {
          throw invalid(configuration, "weight", weight, SymbolWeight.allCases.map(\.rawValue), file: file)
        }
        result.weight = value
      }
    }
    return found ? result : nil
  }

  /// Symbol point sizes accepted: 0–1,000 pt.
  static let pointSizes: ClosedRange<Double> = 0...1_000
  /// Values that keep UIKit's default.
  private static let defaults: Set<String> = ["default", "unspecified"]

  private static func scale(_ text: String?, _ element: XIBElement, _ attribute: String, file: String) throws -> SymbolScale? {
    guard let text, !defaults.contains(text) else { return nil }
    guard let scale = SymbolScale(rawValue: text) else {
      throw invalid(element, attribute, text, SymbolScale.allCases.map(\.rawValue) + defaults.sorted(), file: file)
    }
    return scale
  }

  private static func invalid(_ element: XIBElement, _ attribute: String, _ value: String, _ allowed: [String],
                              file: String) -> XIBError {
    .invalidElement(file: file, element: element.reference,
                    message: "\(attribute)='\(EchoedValue.clip(value))' is not a symbol \(attribute == "weight" ? "weight" : "scale") (allowed: \(allowed.joined(separator: ", ")))")
  }
}
