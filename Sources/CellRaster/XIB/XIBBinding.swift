/// One value a spec sets on an outlet, the way a list screenlet's `doFillLoadedCell` fills a
/// row (`nameLabel.text = bookmark.name`).
public enum XIBBindingValue: Hashable, Sendable {
  /// `<outlet>.text`: a label's text, a button's title, a text view's text.
  case text(String)
  /// `<outlet>.image`: an image view's or button's image.
  case image(ImageReference)
  /// `<outlet>.hidden`: `isHidden`.
  case hidden(Bool)
  /// `<switch outlet>.on`: `UISwitch.isOn` (the property's Objective-C name, as IB's `on="YES"`),
  /// as a table view's `cellForRow` sets it: the track colour, the thumb's side and the
  /// accessibility value ("1"/"0") follow it.
  case on(Bool)
  /// `<stack outlet>.customSpacing`: `UIStackView.setCustomSpacing(_:after:)` as app code calls it
  /// in `awakeFromNib` (Interface Builder cannot store it): points after each arranged subview,
  /// by the subview's IB id, in spec order.
  case customSpacing([(after: String, points: Double)])
  /// `<outlet>.image` set to `"systemName:<SF Symbols name>"`: `UIImage(systemName:)`, drawn as
  /// the XIB's own system images are (`SystemSymbol`, or a placeholder with a warning).
  case systemImage(String)

  /// The property it sets, as a binding key ends: `text`, `image`, `hidden`, `on` or `customSpacing`.
  public var property: String {
    switch self {
    case .text: "text"
    case .image, .systemImage: "image"
    case .hidden: "hidden"
    case .on: "on"
    case .customSpacing: "customSpacing"
    }
  }

  public static func == (lhs: XIBBindingValue, rhs: XIBBindingValue) -> Bool {
    switch (lhs, rhs) {
    case (.text(let a), .text(let b)): a == b
    case (.image(let a), .image(let b)): a == b
    case (.systemImage(let a), .systemImage(let b)): a == b
    case (.hidden(let a), .hidden(let b)): a == b
    case (.on(let a), .on(let b)): a == b
    case (.customSpacing(let a), .customSpacing(let b)): a.map(\.after) == b.map(\.after) && a.map(\.points) == b.map(\.points)
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(property)
    switch self {
    case .text(let text): hasher.combine(text)
    case .image(let image): hasher.combine(image)
    case .systemImage(let name): hasher.combine(name)
    case .hidden(let hidden): hasher.combine(hidden)
    case .on(let on): hasher.combine(on)
    case .customSpacing(let spacing):
      for (after, points) in spacing { hasher.combine(after); hasher.combine(points) }
    }
  }

  /// Custom spacing values allowed, points (UIKit takes any finite value; a XIB canvas is never
  /// larger than this).
  public static let customSpacingRange: ClosedRange<Double> = -10_000...10_000
}

/// Outlet bindings: `"nameLabel.text"` → value, in spec order.
public struct XIBBindings: Hashable, Sendable {
  public var values: [(outlet: String, value: XIBBindingValue)]

  public init(_ values: [(outlet: String, value: XIBBindingValue)] = []) { self.values = values }

  /// The properties a binding key may end in.
  public static let properties = ["text", "image", "hidden", "on", "customSpacing"]

  /// Decodes `{ "nameLabel.text": "…", "avatar.image": "symbol:info", "badge.hidden": true }`,
  /// checking every outlet exists in `document` and fits the property, and that no two keys set
  /// the same property of one view through two outlets.
  /// - Throws: `SpecError.invalid` naming the key, with the allowed outlets or properties.
  public static func decode(_ cursor: JSONCursor, document: XIBDocument, loader: ImageLoader) throws -> XIBBindings {
    guard case .object(let members) = cursor.value else {
      throw cursor.error("expected an object of \"<outlet>.<text|image|hidden|on|customSpacing>\": value, got \(cursor.value.typeName)")
    }
    var result: [(outlet: String, value: XIBBindingValue)] = []
    var keyBySetting: [String: String] = [:]
    for key in members.keys.sorted() {
      let item = JSONCursor(members[key] ?? .null, path: cursor.path + JSONPathFormat.member(key), file: cursor.file)
      let made = try binding(key, at: item, value: item, document: document, loader: loader)
      // Two outlets to one view (IB allows it) would set one property twice, and which value
      // shows would depend on key order.
      if let view = document.view(forOutlet: made.outlet) {
        let setting = view.id + "." + made.value.property
        if let other = keyBySetting[setting] {
          throw item.error("'\(EchoedValue.clip(other))' and '\(EchoedValue.clip(key))' set the \(made.value.property) of the same view, \(view.displayName) (two outlets point to it); set it once")
        }
        keyBySetting[setting] = key
      }
      result.append(made)
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
    if parts.count == 1, outlets.contains(parts[0]) {
      throw keyCursor.error("'\(EchoedValue.clip(key))' names an outlet but no property (expected "
        + properties.map { "\(EchoedValue.clip(key)).\($0)" }.joined(separator: ", ") + ")")
    }
    if parts.count == 2, let style = document.cellStyle, XIBCellStyle.viewAttributes.contains(parts[0]), !outlets.contains(parts[0]) {
      // UIKit makes the style's views in code; IB stores one only when the file gives it content.
      throw keyCursor.error("'\(EchoedValue.clip(key))': this \(style.displayName) cell has no \(parts[0]) in \(document.file)"
        + (style == .leftDetail && parts[0] == "imageView" ? " (a Left Detail cell has no image view)"
           : " (Interface Builder stores the style's \(parts[0]) only when its Attributes inspector sets it, e.g. an Image for imageView; set one there)"))
    }
    guard parts.count == 2, outlets.contains(parts[0]) else {
      throw keyCursor.error("'\(EchoedValue.clip(key))' does not name an outlet of \(document.file)\(closestOutlet(parts[0], among: outlets)) (expected <outlet>.<\(properties.joined(separator: "|"))>\(outlets.isEmpty ? "; the file connects no outlets to this cell" : " with outlet one of: \(EchoedValue.list(outlets))"))")
    }
    guard let view = document.view(forOutlet: parts[0]) else {
      throw keyCursor.error("outlet '\(EchoedValue.clip(parts[0]))' points to a constraint, not a view")
    }
    switch parts[1] {
    case "text":
      guard [.label, .button, .textView].contains(view.kind) else {
        throw keyCursor.error("'\(EchoedValue.clip(parts[0]))' is \(Self.article(view.element)) \(view.element); only labels, buttons and text views have text")
      }
      let text = try item.string()
      do {
        try TextLengthLimit.check(text)
      } catch RenderError.textTooLong(_, let limit) {
        // Reported here, with the JSON path of the row and outlet, rather than at layout.
        throw item.error("the text has \(limit), which snapcheck does not lay out (TextLengthLimit)")
      }
      return (parts[0], .text(text))
    case "image":
      guard [.imageView, .button].contains(view.kind) else {
        throw keyCursor.error("'\(EchoedValue.clip(parts[0]))' is \(Self.article(view.element)) \(view.element); only image views and buttons have an image")
      }
      if let name = try Self.systemImageName(item) { return (parts[0], .systemImage(name)) }
      return (parts[0], .image(try item.image(loader: loader)))
    case "hidden":
      return (parts[0], .hidden(try item.bool()))
    case "on":
      guard view.kind == .switch else {
        throw keyCursor.error("'\(EchoedValue.clip(parts[0]))' is \(Self.article(view.element)) \(view.element); only switches have on")
      }
      return (parts[0], .on(try item.bool()))
    case "customSpacing":
      guard view.kind == .view, view.stack != nil else {
        throw keyCursor.error("'\(EchoedValue.clip(parts[0]))' is \(Self.article(view.element)) \(view.element); only stack views have custom spacing")
      }
      return (parts[0], .customSpacing(try customSpacing(item, stack: view, document: document)))
    default:
      // Swift's names of the Objective-C properties: isHidden → hidden, isOn → on.
      let meant = ["isHidden": "hidden", "isOn": "on"][parts[1]].map { "did you mean '\($0)'? " } ?? ""
      throw keyCursor.error("unknown property '\(EchoedValue.clip(parts[1]))' (\(meant)allowed: \(properties.joined(separator: ", ")))")
    }
  }

  /// " (did you mean 'titleLabel'?)" for the outlet closest to `name` within 2 edits (or a
  /// quarter of its length), else "". Names over 64 characters and files with over 1,000 outlets
  /// get no suggestion (the distance is quadratic in the names' lengths).
  static func closestOutlet(_ name: String, among outlets: [String]) -> String {
    guard name.count <= 64, outlets.count <= 1_000 else { return "" }
    let limit = max(2, name.count / 4)
    let close = outlets.filter { $0.count <= 100 }.map { ($0, EditDistance.between($0, name)) }
      .filter { $0.1 <= limit }.min { ($0.1, $0.0) < ($1.1, $1.0) }
    return close.map { " (did you mean '\(EchoedValue.clip($0.0))'?)" } ?? ""
  }

  /// Decodes `{"titleLabel": 16, "kOJ-5O-jnp": 4}`: points after each named arranged subview of
  /// `stack`, named by outlet or IB id.
  /// - Throws: `SpecError.invalid` at the member that names no arranged subview (listing them)
  ///   or is not a number in `XIBBindingValue.customSpacingRange`.
  static func customSpacing(_ item: JSONCursor, stack: XIBView, document: XIBDocument) throws -> [(after: String, points: Double)] {
    guard case .object(let members) = item.value else {
      throw item.error("expected an object of \"<arranged subview outlet or id>\": points, got \(item.value.typeName)")
    }
    let arranged = stack.subviews.map(\.id)
    let names = document.outletNames
    let allowed = arranged.map { names[$0] ?? $0 }
    var result: [(after: String, points: Double)] = []
    var keyByID: [String: String] = [:]
    for key in members.keys.sorted() {
      let member = JSONCursor(members[key] ?? .null, path: item.path + JSONPathFormat.member(key), file: item.file)
      let id = document.view(forOutlet: key)?.id ?? key
      guard arranged.contains(id) else {
        throw member.error("'\(EchoedValue.clip(key))' is not an arranged subview of \(stack.displayName) (allowed: \(EchoedValue.list(allowed)))")
      }
      if let other = keyByID[id] {
        throw member.error("'\(EchoedValue.clip(key))' and '\(EchoedValue.clip(other))' name the same arranged subview; give it one spacing")
      }
      keyByID[id] = key
      result.append((id, try member.number(in: XIBBindingValue.customSpacingRange, unit: "pt")))
    }
    return result
  }

  /// These bindings with `binding` set, as app code sets one outlet property later: it replaces
  /// the binding of the same outlet and property (`nameLabel.text`), else it is added last. A
  /// `customSpacing` binding replaces only the spacings it names, as `setCustomSpacing(_:after:)`
  /// calls do.
  public func setting(_ binding: (outlet: String, value: XIBBindingValue)) -> XIBBindings {
    var values = self.values
    if let index = values.firstIndex(where: { $0.outlet == binding.outlet && $0.value.property == binding.value.property }) {
      if case .customSpacing(let earlier) = values[index].value, case .customSpacing(let later) = binding.value {
        // setCustomSpacing(_:after:) sets one view's spacing and keeps the others'.
        let replaced = Set(later.map(\.after))
        values[index] = (binding.outlet, .customSpacing(earlier.filter { !replaced.contains($0.after) } + later))
        return XIBBindings(values)
      }
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
  /// The prefix of an outlet image that names an SF Symbol: `"systemName:heart.fill"`.
  static let systemNamePrefix = "systemName:"

  /// The SF Symbols name of a `"systemName:<name>"` image value, or nil for any other value.
  /// - Throws: a `SpecError` at the value when the name is empty, longer than 100
  ///   characters or has characters SF Symbols names do not (only a–z, 0–9 and dots).
  static func systemImageName(_ item: JSONCursor) throws -> String? {
    guard case .string(let text) = item.value, text.hasPrefix(systemNamePrefix) else { return nil }
    let name = String(text.dropFirst(systemNamePrefix.count))
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.")
    guard !name.isEmpty, name.count <= 100, name.allSatisfy(allowed.contains) else {
      throw item.error("'\(EchoedValue.clip(text))' is not a system image (expected systemName: and an SF Symbols name of lowercase letters, digits and dots, e.g. systemName:heart.fill)")
    }
    return name
  }

  static func article(_ word: String) -> String {
    "aeiou".contains(word.first.map { Character($0.lowercased()) } ?? "x") ? "an" : "a"
  }
}
