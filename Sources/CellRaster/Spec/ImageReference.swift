/// An image as a spec names it: a built-in vector symbol (`symbol:error`), a PNG file relative to
/// the spec, or (for icon stacks) a short text such as an unread count "1".
public enum ImageReference: Hashable, Sendable {
  /// A built-in `Symbol`.
  case symbol(Symbol)
  /// A PNG file, already decoded; `path` as written in the spec.
  case file(path: String, image: RGBAImage)
  /// A text icon (FUIObjectCell icons may be Strings, fiori-cells.md §5.1).
  case text(String)

  /// The spoken name UIKit would have for it: a symbol's name capitalised ("Error"); for files
  /// and text, nil and the text itself.
  public var defaultAccessibilityLabel: String? {
    switch self {
    case .symbol(let symbol):
      switch symbol {
      case .unreadDot: "Unread"
      case .infoButton: "More Info"
      default: symbol.rawValue.prefix(1).uppercased() + symbol.rawValue.dropFirst()
      }
    case .file: nil
    case .text(let text): text
    }
  }
}

/// Loads the PNG files a spec refers to. `path` is relative to the spec's folder.
public typealias ImageLoader = @Sendable (_ path: String, _ at: JSONCursor) throws -> RGBAImage

extension JSONCursor {
  /// An image reference: `symbol:<name>` or a PNG path loaded with `loader`; with `allowText`,
  /// any other string that is not a path ending in `.png` is a text icon.
  public func image(loader: ImageLoader, allowText: Bool = false) throws -> ImageReference {
    let text = try string()
    if text.hasPrefix("symbol:") {
      let name = String(text.dropFirst("symbol:".count))
      guard let symbol = Symbol(rawValue: name) else {
        throw error("unknown symbol '\(EchoedValue.clip(name))' (allowed: \(Symbol.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      return .symbol(symbol)
    }
    if text.lowercased().hasSuffix(".png") {
      return .file(path: text, image: try loader(text, self))
    }
    if allowText, !text.isEmpty, text.count <= 3 {
      return .text(text)
    }
    throw error("'\(EchoedValue.clip(text))' is not an image (expected symbol:<name> or a .png path relative to the spec\(allowText ? ", or a text icon of at most 3 characters" : ""))")
  }
}
