internal import CCairo

/// Draws a `Symbol` into a rectangle (aspect fit of the 16 x 16 design box), in one colour.
enum SymbolPainter {
  /// Paints `symbol` in `color` into `rect` (points) on `canvas`. Knock-out details (`.clear`)
  /// are cut only from the symbol itself, never from what lies behind it.
  static func paint(_ symbol: Symbol, in rect: Rect, color: Color, canvas: CairoCanvas) throws {
    let cr = canvas.cr
    let unit = min(rect.width, rect.height) / 16
    guard unit > 0 else { return }
    cairo_save(cr)
    cairo_push_group(cr)
    cairo_translate(cr, rect.midX - 8 * unit, rect.midY - 8 * unit)
    cairo_scale(cr, unit, unit)
    canvas.setColor(Color(red: color.red, green: color.green, blue: color.blue))
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    for operation in symbol.operations {
      switch operation {
      case .moveTo(let x, let y): cairo_move_to(cr, x, y)
      case .lineTo(let x, let y): cairo_line_to(cr, x, y)
      case .arc(let x, let y, let r, let a0, let a1):
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, y, r, a0, a1)
      case .closePath: cairo_close_path(cr)
      case .fill(let evenOdd):
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
      case .stroke(let width):
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
      case .clear:
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      case .clearStroke(let width):
        cairo_set_line_width(cr, width)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_stroke(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      }
    }
    cairo_pop_group_to_source(cr)
    cairo_paint_with_alpha(cr, Double(color.alpha) / 255)
    cairo_restore(cr)
    try canvas.check("symbol \(symbol.rawValue)")
  }
}
