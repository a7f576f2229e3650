import CellRaster

/// Where VoiceOver focus is after a frame of a scenario, tracked across frames by element (layout
/// node id), following UIKit's notification semantics (reference/accessibility.md §2.8):
///
/// - The first frame: focus on the first element in reading order (VoiceOver lands there when the
///   screen appears).
/// - Between frames, focus stays on the same element while it exists. When the focused element is
///   gone, focus moves to the next element of the previous frame's order that still exists, else
///   the nearest earlier one, else the first element.
/// - Then each notification of the frame, in order: `layoutChanged(element)` and
///   `screenChanged(element)` move focus to that element; `layoutChanged(nil)` and
///   `layoutChanged(string)` keep it (on the first element when there is none); `screenChanged`
///   with nil or a string moves it to the first element; `announcement` changes nothing. An
///   element argument that is not in the tree counts as nil.
///
/// Indices are 0-based `traversalIndex`es; nil when the tree has no elements.
public enum VoiceOverFocus {
  /// Focus in the first frame: the first element, or nil when there is none.
  public static func initial(in tree: AccessibilityTree) -> Int? {
    apply(tree.notifications, to: tree.elements.isEmpty ? nil : 0, in: tree)
  }

  /// Focus after a later frame.
  /// - Parameters:
  ///   - previousNodeID: the node id focus was on in the previous frame; nil for none.
  ///   - previousOrder: the previous frame's element node ids in reading order.
  ///   - tree: this frame's tree, with its notifications.
  public static func next(previousNodeID: String?, previousOrder: [String], in tree: AccessibilityTree) -> Int? {
    let ids = tree.elements.map(\.nodeID)
    var focus: Int? = ids.isEmpty ? nil : 0
    if let previousNodeID {
      if let same = ids.firstIndex(of: previousNodeID) {
        focus = same
      } else if let position = previousOrder.firstIndex(of: previousNodeID) {
        let later = previousOrder[(position + 1)...].lazy.compactMap { ids.firstIndex(of: $0) }.first
        let earlier = previousOrder[..<position].reversed().lazy.compactMap { ids.firstIndex(of: $0) }.first
        focus = later ?? earlier ?? focus
      }
    }
    return apply(tree.notifications, to: focus, in: tree)
  }

  private static func apply(_ notifications: [AccessibilityNotificationEvent], to start: Int?,
                            in tree: AccessibilityTree) -> Int? {
    let ids = tree.elements.map(\.nodeID)
    let first: Int? = ids.isEmpty ? nil : 0
    var focus = start
    for event in notifications {
      var target: Int?
      if case .element(let nodeID) = event.argument { target = ids.firstIndex(of: nodeID) }
      switch event.kind {
      case .layoutChanged: focus = target ?? focus ?? first
      case .screenChanged: focus = target ?? first
      case .announcement: break
      }
    }
    return focus
  }
}
