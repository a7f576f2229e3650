/// What a step does (the `action` key of a `steps` entry).
public enum StepAction: Sendable {
  /// `{"action": "typeText", "text": "…"}`: note cell; types letter by letter.
  case typeText(String)
  /// `{"action": "paste", "text": "…"}`: note cell; inserts the text at once or rejects it whole.
  case paste(String)
  /// `{"action": "deleteBackward", "count": n}`: note cell; n = 1 (default) to 100000.
  case deleteBackward(Int)
  /// `{"action": "clear"}`: note cell; empties the text (the clear button).
  case clear
  /// `{"action": "beginEditing"}`: note cell; the text view becomes first responder.
  case beginEditing
  /// `{"action": "endEditing"}`: note cell; the text view resigns first responder.
  case endEditing
  /// `{"action": "addAttachment", "attachment": {…}}`: attachments cell (decoded when run, so a
  /// missing id gets the next number).
  case addAttachment(JSONCursor)
  /// `{"action": "deleteAttachment", "id": "…"}`: attachments cell (the Delete custom action).
  case deleteAttachment(id: String, cursor: JSONCursor)
  /// `{"action": "setProperty", "property": "…", "value": …}`: any cell; a key its `properties`
  /// allow (the step's own `name`, as for every step, only names its frame).
  case setProperty(name: String, value: JSONCursor)
  /// `{"action": "post", "notification": "layoutChanged", "element": "<node id>"}`, or with
  /// `"string": "…"`, or neither (nil). `announcement` needs a string.
  case post(PostedNotification)

  /// The action names, as specs write them.
  public static let names = ["typeText", "paste", "deleteBackward", "clear", "beginEditing", "endEditing",
                             "addAttachment", "deleteAttachment", "setProperty", "post"]
}

/// One entry of a spec's `steps` array: an action, and the name its frame's goldens get
/// (`<slug>.<name>.png`): the step's `name`, or its 1-based position.
public struct ScenarioStep: Sendable {
  /// Names the frame: 1–40 characters of `A–Z a–z 0–9 _ -`, unique in the scenario also when
  /// letter case is ignored (`FileNameCollision`, checked by `StepRunner`), and none of
  /// `reservedNames`.
  public let name: String

  /// Step names snapcheck refuses (compared case-insensitively, for case-insensitive file
  /// systems) because its own files put them after a frame's stem: `<stem>.a11y.png` and
  /// `.a11y.txt` (goldens), `<stem>.actual.png`, `.reference.png`, `.diff.png` and
  /// `.side-by-side.png` (artifacts). A step named `actual` would give a frame whose golden is
  /// another frame's artifact, and the report would show the wrong picture.
  public static let reservedNames = ["a11y", "actual", "reference", "diff", "side-by-side"]
  /// The `action` as written, e.g. "typeText".
  public let actionName: String
  /// What it does.
  public let action: StepAction
  /// Where it is in the spec (for errors found while running it).
  public let cursor: JSONCursor

  /// The step's main argument for the frame's `step` line: the text typed or pasted, the count,
  /// the attachment id, the property name, or the notification kind; nil when there is none.
  public var argumentText: String? {
    switch action {
    case .typeText(let text), .paste(let text): text
    case .deleteBackward(let count): "\(count)"
    case .clear, .beginEditing, .endEditing: nil
    case .addAttachment(let cursor):
      if case .object(let members) = cursor.value, case .string(let title)? = members["title"] { title } else { nil }
    case .deleteAttachment(let id, _): id
    case .setProperty(let name, _): name
    case .post(let notification): notification.kind.rawValue
    }
  }

  /// Decodes `steps[index]`.
  /// - Throws: `SpecError.invalid` naming the JSON path: unknown action or key, wrong types.
  public static func decode(_ cursor: JSONCursor, index: Int) throws -> ScenarioStep {
    guard case .object(let raw) = cursor.value else {
      throw cursor.error("expected a step object, got \(cursor.value.typeName)")
    }
    guard let actionValue = raw["action"] else {
      throw cursor.error("missing key 'action' (allowed: \(StepAction.names.joined(separator: ", ")))")
    }
    let actionName = try JSONCursor(actionValue, path: cursor.path + ".action", file: cursor.file).oneOf(StepAction.names)
    let extra: [String]
    switch actionName {
    case "typeText", "paste": extra = ["text"]
    case "deleteBackward": extra = ["count"]
    case "addAttachment": extra = ["attachment"]
    case "deleteAttachment": extra = ["id"]
    case "setProperty": extra = ["property", "value"]
    case "post": extra = ["notification", "element", "string"]
    default: extra = []
    }
    let m = try cursor.object(allowedKeys: ["action", "name"] + extra)
    func required(_ key: String) throws -> JSONCursor {
      guard let value = m[key] else { throw cursor.error("missing key '\(key)' for action \(actionName)") }
      return value
    }
    // A typed or pasted text longer than a note can hold is refused here, before the editor
    // copies the value for each letter's valueChanged (hostile-input run: 60,000 letters took
    // 1.8 GB before the render-time length check).
    func editText() throws -> String {
      let field = try required("text")
      let text = try field.string()
      let count = text.unicodeScalars.count
      guard count <= TextLengthLimit.maximumCharacters else {
        throw field.error("the text is \(count) characters; a text may have at most \(TextLengthLimit.maximumCharacters)")
      }
      return text
    }
    var name = "\(index + 1)"
    if let v = m["name"] {
      name = try v.string()
      let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
      guard (1...40).contains(name.count), name.allSatisfy({ allowed.contains($0) }) else {
        throw v.error("'\(EchoedValue.clip(name))' is not a step name (1–40 characters of A–Z a–z 0–9 _ -)")
      }
      guard !reservedNames.contains(name.lowercased()) else {
        throw v.error("'\(EchoedValue.clip(name))' is reserved: snapcheck's own files use it after a frame's name "
                      + "(reserved: \(reservedNames.joined(separator: ", ")))")
      }
    }
    let action: StepAction
    switch actionName {
    case "typeText": action = .typeText(try editText())
    case "paste": action = .paste(try editText())
    case "deleteBackward": action = .deleteBackward(try m["count"]?.integer(in: 1...100_000) ?? 1)
    case "clear": action = .clear
    case "beginEditing": action = .beginEditing
    case "endEditing": action = .endEditing
    case "addAttachment": action = .addAttachment(try required("attachment"))
    case "deleteAttachment":
      let id = try required("id")
      action = .deleteAttachment(id: try id.string(), cursor: id)
    case "setProperty": action = .setProperty(name: try required("property").string(), value: try required("value"))
    default:
      let kind = try required("notification").enumCase(PostedNotification.Kind.self)
      if m["element"] != nil, let string = m["string"] {
        throw string.error("give either 'element' or 'string', not both")
      }
      var argument = PostedNotification.Argument.none
      if let element = m["element"] { argument = .element(nodeID: try element.string()) }
      if let string = m["string"] { argument = .string(try string.string()) }
      if kind == .announcement, m["string"] == nil {
        throw cursor.error("an announcement needs 'string' (the text VoiceOver speaks)")
      }
      action = .post(PostedNotification(kind: kind, argument: argument))
    }
    return ScenarioStep(name: name, actionName: actionName, action: action, cursor: cursor)
  }
}
