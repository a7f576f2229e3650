/// One node of the accessibility tree, in VoiceOver order: an element with its position in the
/// flick order, or a container with its children (reference/accessibility.md §2.6, the
/// AccessibilitySnapshotModel hierarchy shape).
public indirect enum AccessibilityNode: Hashable, Sendable {
  /// A focusable element; `traversalIndex` is its 0-based position in the flat VoiceOver order.
  case element(AccessibilityElement, traversalIndex: Int)
  /// A container and its children, already in VoiceOver order.
  case container(AccessibilityContainer, children: [AccessibilityNode])

  /// The elements at and below this node, in VoiceOver order, with their traversal indices.
  public var indexedElements: [(element: AccessibilityElement, traversalIndex: Int)] {
    switch self {
    case .element(let element, let index): [(element, index)]
    case .container(_, let children): children.flatMap(\.indexedElements)
    }
  }

  /// The containers at and below this node, parents before children.
  public var containers: [AccessibilityContainer] {
    switch self {
    case .element: []
    case .container(let container, let children): [container] + children.flatMap(\.containers)
    }
  }
}

extension AccessibilityNode: Codable {
  private enum CodingKeys: String, CodingKey {
    case element, traversalIndex, container, children
  }

  /// Decodes `{"element": {…}, "traversalIndex": n}` or `{"container": {…}, "children": […]}`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if c.contains(.element) {
      self = .element(
        try c.decode(AccessibilityElement.self, forKey: .element),
        traversalIndex: try c.decode(Int.self, forKey: .traversalIndex))
    } else if c.contains(.container) {
      self = .container(
        try c.decode(AccessibilityContainer.self, forKey: .container),
        children: try c.decode([AccessibilityNode].self, forKey: .children))
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "a hierarchy node needs an \"element\" or a \"container\" key"))
    }
  }

  /// Encodes `{"element": {…}, "traversalIndex": n}` or `{"container": {…}, "children": […]}`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .element(let element, let index):
      try c.encode(element, forKey: .element)
      try c.encode(index, forKey: .traversalIndex)
    case .container(let container, let children):
      try c.encode(container, forKey: .container)
      try c.encode(children, forKey: .children)
    }
  }
}
