import CellRaster

extension Scenario {
  /// One entry of `steps`: an interaction that changes the cell and makes a new frame (golden
  /// `<slug>.<name>`). `ScenarioStep` documents each action and its limits.
  public struct Step: Hashable, Sendable {
    /// The frame's name: 1–40 characters of `A–Z a–z 0–9 _ -`, unique in the scenario ignoring
    /// case, not one of `ScenarioStep.reservedNames`. Unset: the step's number from 1.
    public var name: String?
    /// What the step does.
    public var action: Action

    /// What the step does.
    public enum Action: Hashable, Sendable {
      /// Types into the note cell, letter by letter (at most 20,000 Unicode scalars,
      /// `TextLengthLimit`).
      case typeText(String)
      /// Pastes into the note cell: inserts the text at once or rejects it whole (at most 20,000
      /// Unicode scalars).
      case paste(String)
      /// Deletes `count` characters before the cursor in the note cell (1–100,000).
      case deleteBackward(count: Int)
      /// Empties the note cell's text (the clear button).
      case clear
      /// The note cell's text view becomes first responder.
      case beginEditing
      /// The note cell's text view resigns first responder.
      case endEditing
      /// Adds an attachment to the attachments cell; without an `id` it gets the next number.
      case addAttachment(FUIAttachmentsFormCell.Attachment)
      /// Deletes the attachment with this `id` (the attachments cell's Delete custom action).
      case deleteAttachment(id: String)
      /// Sets one property (a `properties` key, or an outlet key of a XIB cell) as code would.
      case setProperty(String, SpecValue)
      /// Posts a UIAccessibility notification (`layoutChanged`, `screenChanged`, `announcement`)
      /// with an element node id or a string (not both); `announcement` needs a string.
      case post(PostedNotification.Kind, element: String? = nil, string: String? = nil)
    }

    /// A step doing `action`; `name` nil: the step's number.
    public init(_ action: Action, name: String? = nil) {
      self.action = action
      self.name = name
    }

    /// A `typeText` step.
    public static func typeText(_ text: String, name: String? = nil) -> Step { Step(.typeText(text), name: name) }
    /// A `paste` step.
    public static func paste(_ text: String, name: String? = nil) -> Step { Step(.paste(text), name: name) }
    /// A `deleteBackward` step; `count` 1–100,000, default 1.
    public static func deleteBackward(count: Int = 1, name: String? = nil) -> Step {
      Step(.deleteBackward(count: count), name: name)
    }
    /// A `clear` step.
    public static func clear(name: String? = nil) -> Step { Step(.clear, name: name) }
    /// A `beginEditing` step.
    public static func beginEditing(name: String? = nil) -> Step { Step(.beginEditing, name: name) }
    /// An `endEditing` step.
    public static func endEditing(name: String? = nil) -> Step { Step(.endEditing, name: name) }
    /// An `addAttachment` step.
    public static func addAttachment(_ attachment: FUIAttachmentsFormCell.Attachment, name: String? = nil) -> Step {
      Step(.addAttachment(attachment), name: name)
    }
    /// A `deleteAttachment` step.
    public static func deleteAttachment(id: String, name: String? = nil) -> Step { Step(.deleteAttachment(id: id), name: name) }
    /// A `setProperty` step.
    public static func setProperty(_ property: String, _ value: SpecValue, name: String? = nil) -> Step {
      Step(.setProperty(property, value), name: name)
    }
    /// A `post` step: give `element` or `string`, not both; `announcement` needs `string`.
    public static func post(_ notification: PostedNotification.Kind, element: String? = nil, string: String? = nil,
                            name: String? = nil) -> Step {
      Step(.post(notification, element: element, string: string), name: name)
    }

    /// The spec object.
    public var specValue: SpecValue {
      var members: [String: SpecValue] = [:]
      switch action {
      case .typeText(let text): members = ["action": "typeText", "text": .string(text)]
      case .paste(let text): members = ["action": "paste", "text": .string(text)]
      case .deleteBackward(let count): members = ["action": "deleteBackward", "count": .number(Double(count))]
      case .clear: members = ["action": "clear"]
      case .beginEditing: members = ["action": "beginEditing"]
      case .endEditing: members = ["action": "endEditing"]
      case .addAttachment(let attachment): members = ["action": "addAttachment", "attachment": attachment.specValue]
      case .deleteAttachment(let id): members = ["action": "deleteAttachment", "id": .string(id)]
      case .setProperty(let property, let value): members = ["action": "setProperty", "property": .string(property), "value": value]
      case .post(let kind, let element, let string):
        members = ["action": "post", "notification": .string(kind.rawValue)]
        if let element { members["element"] = .string(element) }
        if let string { members["string"] = .string(string) }
      }
      if let name { members["name"] = .string(name) }
      return .object(members)
    }

    /// The step a spec object holds (one `ScenarioSpec.decode` accepted).
    public init(specValue: SpecValue) {
      let m = specValue.object ?? [:]
      let action: Action
      switch m["action"]?.string {
      case "typeText": action = .typeText(m["text"]?.string ?? "")
      case "paste": action = .paste(m["text"]?.string ?? "")
      case "deleteBackward": action = .deleteBackward(count: m["count"]?.integer ?? 1)
      case "clear": action = .clear
      case "beginEditing": action = .beginEditing
      case "endEditing": action = .endEditing
      case "addAttachment": action = .addAttachment(.init(specValue: m["attachment"] ?? [:]))
      case "deleteAttachment": action = .deleteAttachment(id: m["id"]?.string ?? "")
      case "setProperty": action = .setProperty(m["property"]?.string ?? "", m["value"] ?? .null)
      default:
        action = .post(m["notification"]?.string.flatMap(PostedNotification.Kind.init(rawValue:)) ?? .layoutChanged,
                       element: m["element"]?.string, string: m["string"]?.string)
      }
      self.init(action, name: m["name"]?.string)
    }
  }
}
