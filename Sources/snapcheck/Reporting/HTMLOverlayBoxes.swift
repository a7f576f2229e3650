import Foundation

/// The boxes the HTML report draws over a frame's picture, one per node its findings name that
/// has a place in `FrameResult.elements` (the element that is or contains the node, with the
/// node's own frame dashed inside it when it is not the element's own view; or, in no element,
/// the node's frame): absolutely positioned `<span class="box">`s over the accessibility overlay
/// when the frame has one (`FrameImages.overlay`), else over the frame's first PNG (reference,
/// else actual). They are placed in percent of the image (on the overlay `x × scale /
/// pixelWidth`, on the cell image `x / width`), so they stay on the element when the image is
/// scaled down, and hidden until a finding pointing at them (`data-box`) is hovered, focused or
/// clicked (`HTMLReportAssets.script`).
struct HTMLOverlayBoxes {
  /// The boxes, in first-finding order.
  private let boxes: [ElementFrame]
  /// The overlay's geometry when the boxes go over it; nil: over the cell image.
  private let overlay: FrameOverlay?
  /// The cell's size in points.
  private let cellWidth: Double, cellHeight: Double

  /// The boxes of `findings` (the frame's own) on `frame`'s pictures.
  init(frame: FrameResult, findings: [FindingResult]) {
    var boxes: [ElementFrame] = []
    for finding in findings where !boxes.contains(where: { $0.node == finding.node }) {
      if let place = frame.elements?.first(where: { $0.node == finding.node }) { boxes.append(place) }
    }
    self.boxes = boxes
    let geometry = frame.overlay.flatMap { $0.pixelWidth > 0 && $0.pixelHeight > 0 && $0.scale > 0 ? $0 : nil }
    overlay = frame.images.overlay == nil ? nil : geometry
    cellWidth = frame.width
    cellHeight = frame.height
  }

  /// The index of the box of `node` (`data-box`), or nil when it has none.
  func index(of node: String) -> Int? { boxes.firstIndex { $0.node == node } }

  /// The VoiceOver number of the element that is or contains `node`, when known.
  func element(of node: String) -> Int? { boxes.first { $0.node == node }?.number }

  /// The overlay's `<figure>`: the image at its point size, with the boxes over it.
  func overlayFigure(_ path: String) -> String {
    let caption = "<figcaption>Accessibility overlay</figcaption>"
    guard let overlay else {
      return "<figure class=\"overlay\">\(caption)\(HTMLReport.image(path, "accessibility overlay", width: 0))</figure>"
    }
    let scale = Double(overlay.scale), width = Double(overlay.pixelWidth), height = Double(overlay.pixelHeight)
    return "<figure class=\"overlay\">\(caption)"
      + stage(HTMLReport.image(path, "accessibility overlay", width: 0), width: width / scale,
              boxWidth: width / scale, boxHeight: height / scale) + "</figure>"
  }

  /// The `<img>` of the frame's first PNG (`path`, `width` points wide), with the boxes over it
  /// when the frame shows no overlay and has boxes.
  func cellImage(_ path: String, _ alt: String) -> String {
    let image = HTMLReport.image(path, alt, width: cellWidth)
    guard overlay == nil, !boxes.isEmpty, cellWidth > 0, cellHeight > 0 else { return image }
    return stage(HTMLReport.image(path, alt, width: 0), width: cellWidth, boxWidth: cellWidth, boxHeight: cellHeight)
  }

  /// `image` in a `div.overlay-stage` `width` CSS pixels wide, with the boxes over it in percent
  /// of `boxWidth` × `boxHeight` points (the image's extent in points).
  private func stage(_ image: String, width: Double, boxWidth: Double, boxHeight: Double) -> String {
    var html = "<div class=\"overlay-stage\" style=\"width:\(Int(width.rounded()))px\">" + image
    func span(_ className: String, _ index: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
      "<span class=\"\(className)\" data-box=\"\(index)\" style=\"left:\(Self.percent(x, boxWidth));top:\(Self.percent(y, boxHeight));"
        + "width:\(Self.percent(width, boxWidth));height:\(Self.percent(height, boxHeight))\"></span>"
    }
    for (index, box) in boxes.enumerated() {
      html += span("box", index, box.x, box.y, box.width, box.height)
      // The view the finding names, dashed inside its element's box.
      if let node = box.nodeFrame { html += span("box node", index, node.x, node.y, node.width, node.height) }
    }
    return html + "</div>"
  }

  /// `part` of `whole` in percent, three decimals (0 when not finite: a hostile results file).
  private static func percent(_ part: Double, _ whole: Double) -> String {
    let value = part / whole * 100
    return String(format: "%.3f%%", value.isFinite ? value : 0)
  }
}
