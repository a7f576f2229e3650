import A11yTree
import CellRaster

/// The accessibility overlay image the HTML report shows for a frame (`FrameImages.overlay`), as
/// stored in `results.json`: its size and scale, so the report can draw a box over the element a
/// finding is about (`FrameResult.elements`). The cell sits at the image's origin (the legend is
/// below or beside it, `OverlayLayout`), so a box at `x`, `y` points lies `x × scale`,
/// `y × scale` pixels into the image.
struct FrameOverlay: Codable, Sendable, Equatable {
  /// The overlay image's width and height in pixels.
  let pixelWidth: Int
  let pixelHeight: Int
  /// Pixels per point: the variant's scale, 1, 2 or 3.
  let scale: Int

  /// The geometry of `image`, an overlay drawn at `scale`.
  init(image: RGBAImage, scale: Int) {
    pixelWidth = image.width
    pixelHeight = image.height
    self.scale = scale
  }
}

/// Where one accessibility element, or one node a finding names, lies in a frame: points, in the
/// cell's coordinates (origin top left; right-to-left frames are already mirrored).
struct ElementFrame: Codable, Sendable, Equatable {
  /// The layout node id (`LayoutNode.id`, as findings and overrides name views).
  let node: String
  /// The 1-based VoiceOver number of the element that is or contains the node (as on the
  /// overlay's badges and in the `.a11y.txt`); nil when the node is in no element.
  let number: Int?
  /// The box: the element's accessibility frame, or for a node in no element its own frame.
  let x: Double
  let y: Double
  let width: Double
  let height: Double
  /// For a node inside an element that is not the element's own node (a label in a combined
  /// cell element): the node's own layout frame, points; nil otherwise.
  var nodeFrame: NodeFrame? = nil

  /// A node's layout frame in the cell, points.
  struct NodeFrame: Codable, Sendable, Equatable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double
  }

  /// Every element of `tree` in VoiceOver order, then one entry per node of `findings` that is
  /// not an element's own node: with the number and accessibility frame of the element that
  /// contains it and the node's own layout frame (`nodeFrame`), or, in none, with no number and
  /// the node's layout frame as the box (skipped when the layout has no such node). Each node
  /// is listed once.
  /// - Parameter findings: the nodes the frame's findings name, with the element number the
  ///   audit gave (`AuditFinding.elementNumber`; nil for layout rules, which give none: then the
  ///   element whose own node it is, if any).
  static func list(tree: AccessibilityTree, layout: LayoutTree, findings: [(node: String, element: Int?)]) -> [ElementFrame] {
    let elements = tree.elements
    var list = elements.enumerated().map { index, element in ElementFrame(node: element.nodeID, number: index + 1, element.frame) }
    var listed = Set(list.map(\.node))
    for finding in findings where listed.insert(finding.node).inserted {
      if let number = finding.element, elements.indices.contains(number - 1) {
        var entry = ElementFrame(node: finding.node, number: number, elements[number - 1].frame)
        entry.nodeFrame = layout.root.node(withID: finding.node).map {
          NodeFrame(x: $0.frame.minX, y: $0.frame.minY, width: $0.frame.width, height: $0.frame.height)
        }
        list.append(entry)
      } else if let node = layout.root.node(withID: finding.node) {
        list.append(ElementFrame(node: finding.node, number: nil, node.frame))
      }
    }
    return list
  }

  private init(node: String, number: Int?, _ frame: Rect) {
    self.node = node
    self.number = number
    x = frame.minX
    y = frame.minY
    width = frame.width
    height = frame.height
  }
}
