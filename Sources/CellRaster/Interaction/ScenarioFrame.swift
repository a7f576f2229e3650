/// One frame of a scenario: the cell's state to lay out and what happened to get there. Frame 0
/// is the spec's `properties` as given (no step, no events); frame i is the state after step i.
public struct ScenarioFrame: Sendable {
  /// The step that produced it; nil for the initial frame.
  public let step: ScenarioStep?
  /// The cell's content after the step.
  public let content: CellContent
  /// What happened during the step, in order.
  public let events: [CellEvent]

  public init(step: ScenarioStep?, content: CellContent, events: [CellEvent]) {
    self.step = step
    self.content = content
    self.events = events
  }

  /// The golden file stem for `slug`: `<slug>` for the initial frame, `<slug>.<step name>` after.
  public func stem(slug: String) -> String {
    step.map { "\(slug).\($0.name)" } ?? slug
  }

  /// The accessibility notifications posted in this frame, in order.
  public var notifications: [PostedNotification] {
    events.compactMap { if case .notification(let n) = $0 { n } else { nil } }
  }
}
