import CellRaster

/// The colours behind a view and of what it draws, composited back to front the way the renderer
/// paints them (`CellRenderer`) and with Cairo's own 8-bit premultiplied arithmetic
/// (``PremultipliedPixel``), so a measured colour is the one the rendered PNG holds: the cell's
/// background (painted with operator SOURCE), then every view painted before the view that lies
/// behind it — its ancestors, and earlier views whose frame covers its frame (a label laid over a
/// sibling button or badge) — each drawing its `backgroundColor`. A view with `alpha` below 1 is
/// drawn as Cairo draws it: into a transparent group (`cairo_push_group`), which is then painted
/// with that alpha (`cairo_paint_with_alpha`), so `alpha` fades the group's backgrounds and text
/// together.
///
/// When the result is not opaque (alpha below 255: a fully transparent chain, or one of
/// translucent colours only) the backdrop is unknown and the result is nil, "indeterminate" —
/// never assumed white (issue 5).
public enum BackgroundChain {
  /// How a view draws its foreground colour; the two paths round differently.
  public enum Foreground: Sendable {
    /// Drawn with the colour as source (`cairo_set_source_rgba`): text, borders, tinted bitmaps.
    /// Measured where the glyph, stroke or mask covers the pixel fully.
    case source(Color)
    /// Drawn opaque into a group that is painted with the colour's alpha: the built-in symbols
    /// (`SymbolPainter`).
    case group(Color)
  }

  /// The opaque colour behind `visible` in `subject` (its own `backgroundColor` included when
  /// `includingSelf`), or nil when indeterminate.
  public static func background(
    behind visible: VisibleNode, in subject: AuditSubject, includingSelf: Bool
  ) -> Color? {
    let backdrop = subject.backdrop(of: visible)
    var members = Set(backdrop.map(\.node.id))
    if includingSelf { members.insert(visible.node.id) }
    return pixel(
      root: subject.layout.root, cellBackground: subject.layout.backgroundColor, members: members,
      target: visible.node.id, foreground: nil, relevant: relevant(visible, backdrop)
    ).opaqueColor
  }

  /// The opaque colour behind `visible` from its ancestors alone (its own `backgroundColor`
  /// included when `includingSelf`), or nil when indeterminate.
  public static func background(
    behind visible: VisibleNode, cellBackground: Color, includingSelf: Bool
  ) -> Color? {
    var members = Set(visible.ancestors.map(\.id))
    if includingSelf { members.insert(visible.node.id) }
    return pixel(
      root: visible.ancestors.first ?? visible.node, cellBackground: cellBackground,
      members: members, target: visible.node.id, foreground: nil, relevant: relevant(visible, [])
    ).opaqueColor
  }

  /// The opaque colour the renderer leaves where `visible` draws `foreground` at full coverage:
  /// the backdrop and the view's own `backgroundColor`, the foreground over them, every group
  /// above it painted with its alpha. Nil when that pixel is not opaque.
  public static func seen(
    _ foreground: Foreground, at visible: VisibleNode, in subject: AuditSubject
  ) -> Color? {
    let backdrop = subject.backdrop(of: visible)
    var members = Set(backdrop.map(\.node.id))
    members.insert(visible.node.id)
    return pixel(
      root: subject.layout.root, cellBackground: subject.layout.backgroundColor, members: members,
      target: visible.node.id, foreground: foreground, relevant: relevant(visible, backdrop)
    ).opaqueColor
  }

  /// The ids of the views whose subtrees can change the pixel: the target, the backdrop views
  /// and the ancestors of both. Any other subtree paints no member's background and not the
  /// target, so compositing it leaves the pixel as it was (an empty group painted with any alpha
  /// is exact in Cairo's arithmetic) and `paint` skips it: a list of 100 rows then walks one
  /// row's views per text, not every view before it (hostile trial: a XIB list of 50 rows of
  /// 118 labels spent 83% of a 51 s debug audit here).
  private static func relevant(_ visible: VisibleNode, _ backdrop: [VisibleNode]) -> Set<String> {
    var ids = Set(visible.ancestors.map(\.id))
    ids.insert(visible.node.id)
    for member in backdrop {
      ids.insert(member.node.id)
      for ancestor in member.ancestors { ids.insert(ancestor.id) }
    }
    return ids
  }

  /// The pixel after painting, from `root`, the backgrounds of `members` and `foreground` on the
  /// node `target`, over the cell background.
  private static func pixel(
    root: LayoutNode, cellBackground: Color, members: Set<String>, target: String,
    foreground: Foreground?, relevant: Set<String>
  ) -> PremultipliedPixel {
    var pixel = PremultipliedPixel(source: cellBackground)
    _ = paint(root, into: &pixel, members: members, target: target, foreground: foreground, relevant: relevant)
    return pixel
  }

  /// Paints `node` as the renderer does, restricted to members' backgrounds and the target's
  /// foreground, skipping subtrees outside `relevant`; true once the target is painted (nothing
  /// after it lies behind it).
  private static func paint(
    _ node: LayoutNode, into destination: inout PremultipliedPixel, members: Set<String>,
    target: String, foreground: Foreground?, relevant: Set<String>
  ) -> Bool {
    guard !node.isHidden, node.alpha > 0, relevant.contains(node.id) else { return false }
    let grouped = node.alpha < 1
    var layer = grouped ? .transparent : destination
    if members.contains(node.id), let background = node.backgroundColor, background.alpha > 0 {
      layer = PremultipliedPixel(source: background).over(layer)
    }
    var reached = node.id == target
    if reached {
      switch foreground {
      case .source(let color):
        layer = PremultipliedPixel(source: color).over(layer)
      case .group(let color):
        let opaque = PremultipliedPixel(source: Color(red: color.red, green: color.green, blue: color.blue))
        layer = opaque.masked(by: PremultipliedPixel.mask(alpha: Double(color.alpha) / 255)).over(layer)
      case nil:
        break
      }
    } else {
      for child in node.children {
        if paint(child, into: &layer, members: members, target: target, foreground: foreground, relevant: relevant) {
          reached = true
          break
        }
      }
    }
    destination = grouped ? layer.masked(by: PremultipliedPixel.mask(alpha: node.alpha)).over(destination) : layer
    return reached
  }
}
