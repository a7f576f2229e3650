import Foundation

/// The boxes the HTML report draws over a frame's accessibility overlay image, one per node its
/// findings name that has a place in `FrameOverlay.elements` (the element that is or contains
/// the node, or the node's own frame): absolutely positioned `<span class="box">`s, placed in
/// percent of the image (`x × scale / pixelWidth`), so they stay on the element when the
/// image is scaled down. Hidden until a finding pointing at them (`data-box`) is hovered,
/// focused or clicked (`HTMLReportAssets.script`).
struct HTMLOverlayBoxes {
  /// The frame's overlay geometry, nil when it has none.
  private let overlay: FrameOverlay?
  /// The boxes, in first-finding order.
  private let boxes: [ElementFrame]

  /// The boxes of `findings` (the frame's own) on `frame`'s overlay.
  init(frame: FrameResult, findings: [FindingResult]) {
    overlay = frame.images.overlay == nil ? nil : frame.overlay
    var boxes: [ElementFrame] = []
    for finding in findings where !boxes.contains(where: { $0.node == finding.node }) {
      if let place = overlay?.elements.first(where: { $0.node == finding.node }) { boxes.append(place) }
    }
    self.boxes = boxes
  }

  /// The index of the box of `node` (`data-box`), or nil when it has none.
  func index(of node: String) -> Int? { boxes.firstIndex { $0.node == node } }

  /// The VoiceOver number of the element that is or contains `node`, when known.
  func element(of node: String) -> Int? { boxes.first { $0.node == node }?.number }

  /// The overlay's `<figure>`: the image at its point size with the boxes over it.
  func figure(_ path: String) -> String {
    let caption = "<figcaption>Accessibility overlay</figcaption>"
    guard let overlay, overlay.pixelWidth > 0, overlay.pixelHeight > 0, overlay.scale > 0 else {
      return "<figure class=\"overlay\">\(caption)\(HTMLReport.image(path, "accessibility overlay", width: 0))</figure>"
    }
    let width = Double(overlay.pixelWidth) / Double(overlay.scale)
    var html = "<figure class=\"overlay\">\(caption)<div class=\"overlay-stage\" style=\"width:\(Int(width.rounded()))px\">"
      + HTMLReport.image(path, "accessibility overlay", width: 0)
    for (index, box) in boxes.enumerated() {
      let scale = Double(overlay.scale), w = Double(overlay.pixelWidth), h = Double(overlay.pixelHeight)
      html += "<span class=\"box\" data-box=\"\(index)\" style=\"left:\(Self.percent(box.x * scale, w));top:\(Self.percent(box.y * scale, h));"
        + "width:\(Self.percent(box.width * scale, w));height:\(Self.percent(box.height * scale, h))\"></span>"
    }
    return html + "</div></figure>"
  }

  /// `part` of `whole` in percent, three decimals (finite even for bad input: 0 when not).
  private static func percent(_ part: Double, _ whole: Double) -> String {
    let value = part / whole * 100
    return String(format: "%.3f%%", value.isFinite ? value : 0)
  }
}
