import A11yTree
import CellRaster
import Testing

@Suite("AccessibilityTree and AccessibilityNode: flattening and focus")
struct AccessibilityTreeTests {
  @Test("elements come out in traversal order; containers parents first")
  func flattening() {
    let tree = SampleTrees.attachments
    #expect(tree.elements.map(\.nodeID) == ["addButton", "attachment1", "attachment2"])
    #expect(tree.containers.map(\.nodeID) == ["attachments"])
    #expect(tree.nodes.flatMap(\.indexedElements).map(\.traversalIndex) == [0, 1, 2])
  }

  @Test("with(notifications:focusedIndex:) keeps the nodes and replaces the events")
  func withEvents() {
    let cleared = SampleTrees.attachments.with(notifications: [], focusedIndex: nil)
    #expect(cleared.nodes == SampleTrees.attachments.nodes)
    #expect(cleared.notifications.isEmpty && cleared.focusedIndex == nil)
    #expect(cleared != SampleTrees.attachments)
  }
}
