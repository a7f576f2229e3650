/// An SF Symbol image (`UIImage(systemName:)`) as a layout node draws it: snapcheck's own
/// look-alike shape (`SystemSymbol`) for a name in its catalogue, else a placeholder
/// (`SystemSymbol.placeholderOperations`). Always a template image: the node's tint colours it.
public struct SystemSymbolImage: Hashable, Sendable {
  /// The SF Symbols name as written (`chevron.right`).
  public var name: String
  /// The weight its strokes are drawn with; default regular.
  public var weight: SymbolWeight
  /// The image's own size in points (its symbol configuration's point size and scale applied):
  /// what `contentMode` center draws; the other modes aspect-fit the shape into the frame.
  public var pointSize: Size

  /// - Parameters: see the properties; `pointSize` in points.
  public init(name: String, weight: SymbolWeight = .regular, pointSize: Size) {
    self.name = name
    self.weight = weight
    self.pointSize = pointSize
  }

  /// The catalogue symbol for `name`, or nil when snapcheck has no shape for it.
  public var symbol: SystemSymbol? { SystemSymbol(rawValue: name) }
}
