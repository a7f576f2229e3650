/// A Fiori cell's label settings from its `properties`, as an app sets them on the cell's
/// labels: `"headlineLabel.numberOfLines": 0`, `"footnoteLabel.lineBreakMode": "byWordWrapping"`.
/// A label without an override keeps its layout's built-in value (`numberOfLines(_:default:)`).
///
/// Keys are `<label>.<property>`: the label is one of the cell's label ids (README "Element
/// ids"), the property `numberOfLines` (a whole number 0–10,000, 0 = no limit; the range XIB
/// labels allow) or `lineBreakMode` (an `NSLineBreakMode` name, `LineBreakMode`).
public struct LabelOverrides: Hashable, Sendable {
  /// The properties one label may override; nil = the layout's default.
  public struct Override: Hashable, Sendable {
    /// `UILabel.numberOfLines`; 0 = no limit.
    public var numberOfLines: Int?
    /// `UILabel.lineBreakMode`.
    public var lineBreakMode: LineBreakMode?
  }

  /// The overrides by label id.
  public private(set) var labels: [String: Override] = [:]
  /// The property names after the dot.
  public static let properties = ["numberOfLines", "lineBreakMode"]
  /// `numberOfLines` values allowed: 0–10,000 (Interface Builder's range for a label).
  public static let numberOfLinesRange = 0...10_000

  public init() {}

  /// `label`'s line limit: the override, else `defaultValue` (the layout's own).
  public func numberOfLines(_ label: String, default defaultValue: Int) -> Int {
    labels[label]?.numberOfLines ?? defaultValue
  }

  /// `label`'s line break mode: the override, else `defaultValue` (the layout's own).
  public func lineBreakMode(_ label: String, default defaultValue: LineBreakMode) -> LineBreakMode {
    labels[label]?.lineBreakMode ?? defaultValue
  }

  /// The members of a `properties` object: decodes its `<label>.<property>` keys (a key with a
  /// dot that is not in `keys`) into `self` and returns the other members, checked against
  /// `keys` as `JSONCursor.object(allowedKeys:)` does.
  /// - Parameter labels: the label ids this cell lets `properties` override.
  /// - Throws: `SpecError.invalid` at the key's JSON path: an unknown label or property (naming
  ///   the closest known one), a `numberOfLines` out of range or not whole, an unknown mode.
  public mutating func members(of cursor: JSONCursor, keys: [String], labels allowed: [String]) throws -> [String: JSONCursor] {
    guard case .object(let members) = cursor.value else { return try cursor.object(allowedKeys: keys) }
    var plain: [String: JSONValue] = [:]
    for (key, value) in members.sorted(by: { $0.key < $1.key }) {
      guard !keys.contains(key), let dot = key.lastIndex(of: ".") else {
        plain[key] = value
        continue
      }
      let member = JSONCursor(value, path: cursor.path + JSONPathFormat.member(key), file: cursor.file)
      let label = String(key[..<dot]), property = String(key[key.index(after: dot)...])
      guard allowed.contains(label) else {
        throw member.error("unknown label \(EchoedValue.quoted(label)) in \(EchoedValue.quoted(key))"
          + " (\(Self.hint(label, among: allowed, noun: "labels")))")
      }
      var override = self.labels[label] ?? Override()
      switch property {
      case "numberOfLines": override.numberOfLines = try member.integer(in: Self.numberOfLinesRange)
      case "lineBreakMode": override.lineBreakMode = try member.enumCase(LineBreakMode.self)
      default:
        throw member.error("unknown label property \(EchoedValue.quoted(property)) in \(EchoedValue.quoted(key))"
          + " (\(Self.hint(property, among: Self.properties, noun: "allowed")))")
      }
      self.labels[label] = override
    }
    return try JSONCursor(.object(plain), path: cursor.path, file: cursor.file).object(allowedKeys: keys)
  }

  /// "did you mean X?; <noun>: a, b" when a name is close (`DidYouMean`), else "<noun>: a, b".
  static func hint(_ name: String, among names: [String], noun: String) -> String {
    DidYouMean.hint(name, among: names, noun: noun)
  }
}
