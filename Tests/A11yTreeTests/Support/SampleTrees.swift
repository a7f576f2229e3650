import A11yTree
import CellRaster

/// The attachments-cell example of DESIGN.md, built by hand, with focus and notifications.
enum SampleTrees {
  static func element(
    _ label: String, _ frame: Rect, value: String? = nil, traits: AccessibilityTraits,
    actions: [String], id: String
  ) -> AccessibilityElement {
    let spoken = SpokenDescription(label: label, value: value, hint: nil, traits: traits)
    return AccessibilityElement(
      label: label, value: value, hint: spoken.hint, identifier: nil, traits: traits, frame: frame,
      customActions: actions, description: spoken.description, nodeID: id)
  }

  static let attachments: AccessibilityTree = {
    let add = element(
      "Add", Rect(x: 16, y: 44, width: 109, height: 109), traits: .button,
      actions: ["Add Photo", "Take Photo", "Choose File"], id: "addButton")
    let receipt = element(
      "Receipt.pdf", Rect(x: 133, y: 44, width: 109, height: 109), value: "PDF", traits: .image,
      actions: ["Delete"], id: "attachment1")
    let photo = element(
      "Site photo.jpg", Rect(x: 250, y: 44, width: 109, height: 109), traits: .image,
      actions: ["Delete"], id: "attachment2")
    let group = AccessibilityContainer(
      kind: .semanticGroup, label: "Attachments (2)",
      frame: Rect(x: 0, y: 0, width: 375, height: 281),
      nodeID: "attachments")
    return AccessibilityTree(
      cellClass: "FUIAttachmentsFormCell", size: Size(width: 375, height: 281),
      variant: "w375-3x-L-light-ltr",
      nodes: [
        .container(
          group,
          children: [
            .element(add, traversalIndex: 0), .element(receipt, traversalIndex: 1),
            .element(photo, traversalIndex: 2),
          ])
      ],
      notifications: [
        AccessibilityNotificationEvent(
          kind: .layoutChanged, argument: .element(nodeID: "attachment2"))
      ],
      focusedIndex: 2)
  }()
}
