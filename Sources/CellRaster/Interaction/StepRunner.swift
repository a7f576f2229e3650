/// Runs a scenario's steps over its initial content, producing one `ScenarioFrame` per step
/// after the initial frame. Pure and deterministic; run when the spec is decoded, so a step that
/// cannot run is a spec error (exit 65) naming the step's JSON path.
///
/// Cell rules: typing, pasting, deleting, clearing and editing steps need a note cell
/// (`NoteCellEditor`); attachment steps need an attachments cell. `addAttachment` also posts
/// `layoutChanged` with the new attachment, the documented attachments pattern
/// (fiori-cells.md §5.3, accessibility.md §2.8: the app posts it when VoiceOver runs, and
/// snapcheck always models VoiceOver as running). A `post` step's element must exist in the
/// frame (`CellContent.accessibilityElementIDs`; for XIB cells and lists a view of the cell or
/// of a row, `XIBStepTargets`). XIB cells and lists take `setProperty` on outlet properties
/// (`nameLabel.text`, in a list `row<N>.nameLabel.text`, N 0-based).
///
/// Step names may not collide as file names (`FileNameCollision`): two that differ only in
/// letter case or Unicode normalisation are an error at the later step naming both.
public enum StepRunner {
  /// - Throws: `SpecError.invalid` at the failing step.
  public static func run(_ initial: CellContent, steps: [ScenarioStep], cellClass: CellClass,
                         loader: ImageLoader) throws -> [ScenarioFrame] {
    var frames = [ScenarioFrame(step: nil, content: initial, events: [])]
    var content = initial
    // Step names by FileNameCollision key, with their index: two names that differ only in
    // case or normalisation name one golden file on macOS and Windows.
    var names: [String: (name: String, index: Int)] = [:]
    var editor: NoteCellEditor?
    if case .note(let p) = initial { editor = NoteCellEditor(p) }
    for (index, step) in steps.enumerated() {
      let key = FileNameCollision.key(step.name)
      if let earlier = names[key] {
        guard earlier.name.utf8.elementsEqual(step.name.utf8) else {
          throw step.cursor.error("step name \(EchoedValue.quoted(step.name)) and the name \(EchoedValue.quoted(earlier.name)) of "
                                  + "steps[\(earlier.index)] \(FileNameCollision.difference(step.name, earlier.name)): their golden "
                                  + "files would be one file on a case-insensitive or normalising file system (macOS, Windows); rename one")
        }
        throw step.cursor.error("step name '\(step.name)' is already used by an earlier step (steps[\(earlier.index)])")
      }
      names[key] = (step.name, index)
      var events: [CellEvent] = []
      switch (step.action, content) {
      case (.post(let notification), _):
        if case .element(let nodeID) = notification.argument {
          let element = JSONCursor(.string(nodeID), path: step.cursor.path + ".element", file: step.cursor.file)
          switch content {
          case .xib, .xibList: try XIBStepTargets.checkElement(element, nodeID, in: content)
          default:
            guard content.accessibilityElementIDs.contains(nodeID) else {
              throw element.error("no accessibility element '\(EchoedValue.clip(nodeID))' in this frame (elements: \(content.accessibilityElementIDs.joined(separator: ", ")))")
            }
          }
        }
        events = [.notification(notification)]
      case (.setProperty(let name, let value), .xib(let cell)):
        let property = JSONCursor(.string(name), path: step.cursor.path + ".property", file: step.cursor.file)
        content = .xib(try XIBStepTargets.setProperty(property, value, on: cell, loader: loader))
        events = [.propertySet(name: name)]
      case (.setProperty(let name, let value), .xibList(let list)):
        let property = JSONCursor(.string(name), path: step.cursor.path + ".property", file: step.cursor.file)
        content = .xibList(try XIBStepTargets.setProperty(property, value, on: list, loader: loader))
        events = [.propertySet(name: name)]
      case (.setProperty(let name, let value), .note):
        guard var e = editor else { break }
        try Self.pointingAtStep(step.cursor.path, name) {
          try e.properties.apply(JSONCursor(.object([name: value.value]), path: step.cursor.path, file: step.cursor.file))
        }
        events = [.propertySet(name: name)] + e.settle()
        editor = e
        content = .note(e.properties)
      case (.setProperty(let name, let value), .attachments(var p)):
        try Self.pointingAtStep(step.cursor.path, name) {
          try p.apply(JSONCursor(.object([name: value.value]), path: step.cursor.path, file: step.cursor.file), loader: loader)
        }
        events = [.propertySet(name: name)]
        content = .attachments(p)
      case (.setProperty(let name, let value), .object(var p)):
        try Self.pointingAtStep(step.cursor.path, name) {
          try p.apply(JSONCursor(.object([name: value.value]), path: step.cursor.path, file: step.cursor.file), loader: loader)
        }
        events = [.propertySet(name: name)]
        content = .object(p)
      case (.addAttachment(let cursor), .attachments(var p)):
        try p.append(cursor, loader: loader)
        let nodeID = p.attachments[p.attachments.count - 1].nodeID
        events = [.attachmentAdded(nodeID: nodeID),
                  .notification(PostedNotification(kind: .layoutChanged, argument: .element(nodeID: nodeID)))]
        content = .attachments(p)
      case (.deleteAttachment(let id, let cursor), .attachments(var p)):
        guard p.isEditable else { throw step.cursor.error("deleteAttachment: the cell is read-only (isEditable false), so attachments have no Delete action") }
        guard let index = p.attachments.firstIndex(where: { $0.id == id }) else {
          throw cursor.error("no attachment with id '\(EchoedValue.clip(id))' (ids: \(EchoedValue.list(p.attachments.map(\.id))))")
        }
        events = [.attachmentDeleted(nodeID: p.attachments[index].nodeID)]
        p.attachments.remove(at: index)
        content = .attachments(p)
      case (_, .note):
        guard var e = editor else { break }
        do {
          switch step.action {
          case .typeText(let text): events = try e.typeText(text)
          case .paste(let text): events = try e.paste(text)
          case .deleteBackward(let count): events = try e.deleteBackward(count)
          case .clear: events = try e.clear()
          case .beginEditing: events = try e.beginEditing()
          case .endEditing: events = try e.endEditing()
          default: throw unsupported(step, content, cellClass)
          }
        } catch let failure as NoteCellEditor.Failure {
          throw step.cursor.error(message(failure, action: step.actionName))
        }
        editor = e
        content = .note(e.properties)
      default:
        throw unsupported(step, content, cellClass)
      }
      frames.append(ScenarioFrame(step: step, content: content, events: events))
    }
    return frames
  }

  private static func message(_ failure: NoteCellEditor.Failure, action: String) -> String {
    switch failure {
    case .notEditable: "\(action): the note is not editable (isReadOnly is true or isEnabled is false)"
    case .notEditing: "\(action): the note is not editing (add a beginEditing or typeText step first)"
    case .alreadyEditing: "\(action): the note is already editing"
    }
  }

  private static func unsupported(_ step: ScenarioStep, _ content: CellContent, _ cellClass: CellClass) -> SpecError {
    step.cursor.error("\(step.actionName) is not a step \(cellClass.rawValue) can run (it runs: \(supported(content).joined(separator: ", ")))")
  }

  private static func supported(_ content: CellContent) -> [String] {
    switch content {
    case .note: ["typeText", "paste", "deleteBackward", "clear", "beginEditing", "endEditing", "setProperty", "post"]
    case .attachments: ["addAttachment", "deleteAttachment", "setProperty", "post"]
    default: ["setProperty", "post"]
    }
  }
}

extension CellContent {
  /// The layout node ids of the cell's accessibility elements (what a `post` step may name):
  /// note `textView`; attachments `addButton` (unless read-only) and `attachment-<id>`; object
  /// `contentView` (plus `accessoryDetailButton` with a detail accessory). XIB cells and lists
  /// list none here: which of their views are elements is decided at layout, so a `post` step
  /// may name any of their views (`XIBStepTargets`).
  public var accessibilityElementIDs: [String] {
    switch self {
    case .note: ["textView"]
    case .attachments(let p): (p.isEditable ? ["addButton"] : []) + p.attachments.map(\.nodeID)
    case .object(let p):
      ["contentView"] + ([.detailButton, .detailDisclosureButton].contains(p.accessoryType) ? ["accessoryDetailButton"] : [])
    default: []
    }
  }
}

extension StepRunner {
  /// Runs a `setProperty` step's `apply`, which reads `{name: value}` as if it were written at
  /// the step (`$.steps[N]["name"]`), and moves the JSON path of an error to where the spec has
  /// it: an unknown or read-only name to `$.steps[N].property`, anything about the value to
  /// `$.steps[N].value` (and below it).
  static func pointingAtStep(_ stepPath: String, _ name: String, _ body: () throws -> Void) throws {
    do {
      try body()
    } catch SpecError.invalid(let file, let path, let message) {
      let member = stepPath + JSONPathFormat.member(name)
      guard path.hasPrefix(member) else { throw SpecError.invalid(file: file, path: path, message: message) }
      let rest = path.dropFirst(member.count)
      let aboutName = rest.isEmpty && (message.hasPrefix("unknown") || message.contains("is read-only"))
      let moved = aboutName ? stepPath + ".property" : stepPath + ".value" + rest
      throw SpecError.invalid(file: file, path: moved, message: message)
    } catch SpecError.missingReference(let file, let path, let reference) {
      let member = stepPath + JSONPathFormat.member(name)
      let moved = path.hasPrefix(member) ? stepPath + ".value" + path.dropFirst(member.count) : path
      throw SpecError.missingReference(file: file, path: moved, reference: reference)
    }
  }
}
