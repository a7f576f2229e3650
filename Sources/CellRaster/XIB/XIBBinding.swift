/// One value a spec sets on an outlet, the way a list screenlet's `doFillLoadedCell` fills a
/// row (`nameLabel.text = bookmark.name`).
public enum XIBBindingValue: Hashable, Sendable {
  /// `<outlet>.text`: a label's text, a button's title, a text view's text.
  case text(String)
  /// `<outlet>.image`: an image view's or button's image.
  case image(ImageReference)
  /// `<outlet>.hidden`: `isHidden`.
  case hidden(Bool)

  /// The property it sets, as a binding key ends: `text`, `image` or `hidden`.
  public var property: String {
    switch self {
    case .text: "text"
    case .image: "image"
    case .hidden: "hidden"
    }
  }
}

/// Outlet bindings: `"nameLabel.text"` → value, in spec order.
public struct XIBBindings: Hashable, Sendable {
  public var values: [(outlet: String, value: XIBBindingValue)]

  public init(_ values: [(outlet: String, value: XIBBindingValue)] = []) { self.values = values }

  /// The properties a binding key may end in.
  public static let properties = ["text", "image", "hidden"]

  /// Decodes `{ "nameLabel.text": "…", "avatar.image": "symbol:info", "badge.hidden": true }`,
  /// checking every outlet exists in `document` and fits the property.
  /// - Throws: `SpecError.invalid` naming the key, with the allowed outlets or properties.
  public static func decode(_ cursor: JSONCursor, document: XIBDocument, loader: ImageLoader) throws -> XIBBindings {
    guard case .object(let members) = cursor.value else {
      throw cursor.error("expected an object of \"<outlet>.<text|image|hidden>\": value, got \(cursor.value.typeName)")
    }
    var result: [(outlet: String, value: XIBBindingValue)] = []
    for key in members.keys.sorted() {
      let item = JSONCursor(members[key] ?? .null, path: cursor.path + JSONPathFormat.member(key), file: cursor.file)
      result.append(try binding(key, at: item, value: item, document: document, loader: loader))
    }
    return XIBBindings(result)
  }

  /// Decodes one binding, `key` (`"nameLabel.text"`) set to `value`.
  /// - Parameter keyCursor: where errors about the key are reported (an unknown outlet, a
  ///   property the view does not have); errors about the value are reported at `value`.
  /// - Throws: `SpecError.invalid`, listing the outlets or properties allowed.
  public static func binding(_ key: String, at keyCursor: JSONCursor, value item: JSONCursor, document: XIBDocument,
                             loader: ImageLoader) throws -> (outlet: String, value: XIBBindingValue) {
    let outlets = document.outlets.map(\.property)
    let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, outlets.contains(parts[0]) else {
      throw keyCursor.error("'\(EchoedValue.clip(key))' does not name an outlet of \(document.file) (expected <outlet>.<\(properties.joined(separator: "|"))> with outlet one of: \(EchoedValue.list(outlets)))")
    }
    guard let view = document.view(forOutlet: parts[0]) else {
      throw keyCursor.error("outlet '\(EchoedValue.clip(parts[0]))' points to a constraint, not a view")
    }
    switch parts[1] {
    case "text":
      guard [.label, .button, .textView].contains(view.kind) else {
        throw keyCursor.error("'\(EchoedValue.clip(parts[0]))' is \(Self.article(view.element)) \(view.element); only labels, buttons and text views have text")
      }
      return (parts[0], .text(try item.string()))
    case "image":
      guard [.imageView, .button].contains(view.kind) else {
        throw keyCursor.error("'\(EchoedValue.clip(parts[0]))' is \(Self.article(view.element)) \(view.element); only image views and buttons have an image")
      }
      return (parts[0], .image(try item.image(loader: loader)))
    case "hidden":
      return (parts[0], .hidden(try item.bool()))
    default:
      throw keyCursor.error("unknown property '\(EchoedValue.clip(parts[1]))' (allowed: \(properties.joined(separator: ", ")))")
    }
  }

  /// These bindings with `binding` set, as app code sets one outlet property later: it replaces
  /// the binding of the same outlet and property (`nameLabel.text`), else it is added last.
  public func setting(_ binding: (outlet: String, value: XIBBindingValue)) -> XIBBindings {
    var values = self.values
    if let index = values.firstIndex(where: { $0.outlet == binding.outlet && $0.value.property == binding.value.property }) {
      values[index] = binding
    } else {
      values.append(binding)
    }
    return XIBBindings(values)
  }

  public static func == (lhs: XIBBindings, rhs: XIBBindings) -> Bool {
    lhs.values.map(\.outlet) == rhs.values.map(\.outlet) && lhs.values.map(\.value) == rhs.values.map(\.value)
  }

  public func hash(into hasher: inout Hasher) {
    for (outlet, value) in values { hasher.combine(outlet); hasher.combine(value) }
  }

  /// "an" before an element name that starts with a vowel ("an imageView"), else "a".
  static func article(_ word: String) -> String {
    "aeiou".contains(word.first.map { Character($0.lowercased()) } ?? "x") ? "an" : "a"
  }
}
