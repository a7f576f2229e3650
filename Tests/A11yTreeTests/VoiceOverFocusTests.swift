import A11yTree
import CellRaster
import Testing

/// Focus rules of reference/accessibility.md §2.8 as VoiceOverFocus applies them.
@Suite("VoiceOverFocus")
struct VoiceOverFocusTests {
  /// A flat tree of elements with these node ids, and these notifications.
  func tree(_ ids: [String], _ notifications: [AccessibilityNotificationEvent] = []) -> AccessibilityTree {
    let nodes = ids.enumerated().map { index, id in
      AccessibilityNode.element(
        SampleTrees.element(id, Rect(x: 0, y: Double(index) * 50, width: 50, height: 50), traits: .button,
                            actions: [], id: id),
        traversalIndex: index)
    }
    return AccessibilityTree(cellClass: "C", size: Size(width: 50, height: 200), variant: "v", nodes: nodes,
                             notifications: notifications)
  }

  func next(from focus: String?, _ before: [String], _ after: AccessibilityTree) -> Int? {
    VoiceOverFocus.next(previousNodeID: focus, previousOrder: before, in: after)
  }

  @Test("the first frame focuses the first element; an empty tree has no focus")
  func initial() {
    #expect(VoiceOverFocus.initial(in: tree(["a", "b"])) == 0)
    #expect(VoiceOverFocus.initial(in: tree([])) == nil)
  }

  @Test("focus stays on the same element while it exists, wherever it moves")
  func staysOnElement() {
    #expect(next(from: "b", ["a", "b"], tree(["x", "a", "b"])) == 2)
  }

  @Test("deleting the focused element moves focus to the next, else the previous, else the first")
  func deletion() {
    #expect(next(from: "b", ["a", "b", "c"], tree(["a", "c"])) == 1)
    #expect(next(from: "c", ["a", "b", "c"], tree(["a", "b"])) == 1)
    #expect(next(from: "c", ["c"], tree(["z"])) == 0)
  }

  @Test("layoutChanged(element) moves focus to it, e.g. a newly added attachment")
  func layoutChangedElement() {
    let after = tree(["add", "a1", "a2"], [AccessibilityNotificationEvent(kind: .layoutChanged, argument: .element(nodeID: "a2"))])
    #expect(next(from: "add", ["add", "a1"], after) == 2)
  }

  @Test("layoutChanged(nil) and layoutChanged(string) keep focus; an unknown element counts as nil")
  func layoutChangedKeeps() {
    for argument in [AccessibilityNotificationEvent.Argument.none, .string("Saved"), .element(nodeID: "gone")] {
      let after = tree(["a", "b", "c"], [AccessibilityNotificationEvent(kind: .layoutChanged, argument: argument)])
      #expect(next(from: "b", ["a", "b", "c"], after) == 1)
    }
  }

  @Test("screenChanged moves focus to the first element, or to its element argument")
  func screenChanged() {
    #expect(next(from: "c", ["a", "b", "c"], tree(["a", "b", "c"], [AccessibilityNotificationEvent(kind: .screenChanged)])) == 0)
    #expect(next(from: "a", ["a", "b", "c"],
                 tree(["a", "b", "c"], [AccessibilityNotificationEvent(kind: .screenChanged, argument: .element(nodeID: "c"))])) == 2)
  }

  @Test("announcements never move focus; notifications apply in order")
  func announcementAndOrder() {
    let events = [
      AccessibilityNotificationEvent(kind: .layoutChanged, argument: .element(nodeID: "c")),
      AccessibilityNotificationEvent(kind: .announcement, argument: .string("Added")),
    ]
    #expect(next(from: "a", ["a", "b", "c"], tree(["a", "b", "c"], events)) == 2)
  }

  @Test("posted notifications map to tree events")
  func posted() {
    #expect(AccessibilityNotificationEvent(PostedNotification(kind: .screenChanged, argument: .string("x")))
      == AccessibilityNotificationEvent(kind: .screenChanged, argument: .string("x")))
    #expect(AccessibilityNotificationEvent(PostedNotification(kind: .layoutChanged, argument: .element(nodeID: "n")))
      == AccessibilityNotificationEvent(kind: .layoutChanged, argument: .element(nodeID: "n")))
  }
}
