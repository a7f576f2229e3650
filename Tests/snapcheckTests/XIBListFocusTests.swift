import A11yTree
import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// The bundled scenario `xib-list-focus-relayout`, rendered with the pinned fonts: VoiceOver
/// focus on a row's button stays there when the row grows, with the button's new frame.
@Suite("XIB list: VoiceOver focus across a relayout")
struct XIBListFocusTests {
  @Test("focus moved to row 1's 'Add attachment' stays on it when row 1 grows, with its new frame, and never jumps to row 0")
  func focusFollowsTheButton() throws {
    let snapshots = TestWorkspace.bundledSnapshots
    let spec = try ScenarioRenderer.loadSpec(snapshots + "/specs/xib-list-focus-relayout.json",
                                             confinement: PathConfinement(root: snapshots))
    let frames = try ScenarioRenderer().render(spec)
    #expect(frames.count == 9, "three variants (light, xxL, dark) of three frames")
    for variant in stride(from: 0, to: frames.count, by: 3) {
      let initial = frames[variant], focused = frames[variant + 1], grown = frames[variant + 2]
      #expect(grown.stem.hasSuffix(".grow"), "\(grown.stem)")
      func focus(_ frame: RenderedFrame) -> AccessibilityElement? {
        frame.tree.focusedIndex.map { frame.tree.elements[$0] }
      }
      #expect(focus(initial)?.nodeID == "row0.nameLabel", "VoiceOver starts on the first element")
      #expect(focus(focused)?.nodeID == "row1.addButton" && focus(focused)?.label == "Add attachment")
      let button = try #require(focus(grown))
      #expect(button.nodeID == "row1.addButton" && button.label == "Add attachment", "\(grown.stem): focus left the button")
      // Its new frame: the grown row re-centres it, lower than before, inside row 1.
      let before = try #require(focus(focused)).frame
      let row1 = try #require(grown.layout.root.node(withID: "row1")).frame
      #expect(button.frame.minY > before.minY && button.frame.minX == before.minX && button.frame.size == before.size,
              "\(grown.stem): \(before) → \(button.frame)")
      #expect(row1.minY <= button.frame.minY && button.frame.maxY <= row1.maxY)
      #expect(row1.height > (try #require(focused.layout.root.node(withID: "row1")).frame.height))
      // The rows above are where they were; the text file says where focus is.
      #expect(grown.tree.elements.prefix(2).map(\.frame) == focused.tree.elements.prefix(2).map(\.frame))
      #expect(grown.accessibilityText.contains("focus 4 \"Add attachment\"\n"), "\(grown.accessibilityText)")
    }
  }
}
