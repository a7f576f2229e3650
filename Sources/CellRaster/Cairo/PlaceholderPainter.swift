internal import CCairo

/// Draws the stand-in for an asset image no catalog has: a light grey box with a 1 pt border and
/// a 1 pt diagonal cross corner to corner, filling the image's frame. The same frame always
/// gives the same pixels, so goldens stay stable until the image is found.
enum PlaceholderPainter {
  /// Fill: #F2F2F7, secondarySystemBackground light (fiori-cells.md §2.3).
  static let fill = Color(red: 0xF2, green: 0xF2, blue: 0xF7)
  /// Border and cross: #AEAEB2, UIKit's systemGray2 light value (Apple HIG colour table);
  /// snapcheck's choice, mid-grey enough to be seen on white and on the fill.
  static let stroke = Color(red: 0xAE, green: 0xAE, blue: 0xB2)
  /// Line width, points.
  static let lineWidth = 1.0

  static func paint(in frame: Rect, canvas: CairoCanvas) throws {
    guard frame.width > 0, frame.height > 0 else { return }
    let cr = canvas.cr
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
    cairo_clip(cr)
    canvas.setColor(fill)
    cairo_paint(cr)
    canvas.setColor(stroke)
    cairo_set_line_width(cr, lineWidth)
    let inset = lineWidth / 2
    cairo_rectangle(cr, frame.minX + inset, frame.minY + inset, frame.width - lineWidth, frame.height - lineWidth)
    cairo_move_to(cr, frame.minX, frame.minY)
    cairo_line_to(cr, frame.maxX, frame.maxY)
    cairo_move_to(cr, frame.maxX, frame.minY)
    cairo_line_to(cr, frame.minX, frame.maxY)
    cairo_stroke(cr)
    try canvas.check("image placeholder")
  }
}
