internal import CCairo

/// Draws a `Symbol` into a rectangle (aspect fit of its design box `Symbol.designSize`, centred),
/// in one colour.
enum SymbolPainter {
  /// Paints `symbol` in `color` into `rect` (points) on `canvas`. Knock-out details (`.clear`)
  /// are cut only from the symbol itself, never from what lies behind it.
  static func paint(_ symbol: Symbol, in rect: Rect, color: Color, canvas: CairoCanvas) throws {
    try paint(symbol.operations, designSize: symbol.designSize, name: symbol.rawValue, in: rect, color: color, canvas: canvas)
  }

  /// Paints `operations` (in units of the design box `designSize`) in `color`, aspect fit and
  /// centred in `rect` (points); `name` names the symbol in errors.
  static func paint(_ operations: [SymbolOperation], designSize box: Size, name: String, in rect: Rect, color: Color,
                    canvas: CairoCanvas) throws {
    let cr = canvas.cr
    let unit = min(rect.width / box.width, rect.height / box.height)
    guard unit > 0 else { return }
    cairo_save(cr)
    cairo_translate(cr, rect.midX - box.width / 2 * unit, rect.midY - box.height / 2 * unit)
    cairo_scale(cr, unit, unit)
    clipToInk(of: operations, cr: cr)
    cairo_push_group(cr)
    canvas.setColor(Color(red: color.red, green: color.green, blue: color.blue))
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    for operation in operations {
      switch operation {
      case .moveTo(let x, let y): cairo_move_to(cr, x, y)
      case .lineTo(let x, let y): cairo_line_to(cr, x, y)
      case .arc(let x, let y, let r, let a0, let a1):
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, y, r, a0, a1)
      case .arcTo(let x, let y, let r, let a0, let a1):
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
      case .opacity(let opacity):
        canvas.setColor(Color(red: color.red, green: color.green, blue: color.blue,
                              alpha: UInt8((min(1, max(0, opacity)) * 255).rounded())))
      }
    }
    cairo_pop_group_to_source(cr)
    cairo_paint_with_alpha(cr, Double(color.alpha) / 255)
    cairo_restore(cr)
    try canvas.check("symbol \(name)")
  }

  /// Clips to the whole device pixels that can receive ink from `operations` (its path's bounds in
  /// the design units of the current matrix, widened by half the widest stroke and one
  /// pixel for antialiasing), so that `cairo_push_group` makes a group of that size instead of
  /// the whole surface. Perf on the 3x scale corpus: with unclipped groups, each symbol
  /// allocated, cleared and composited a full-cell group (push_group and paint_with_alpha
  /// about 7% of verify). The clip is pixel-aligned and holds every inked pixel, so the drawn
  /// pixels are unchanged.
  private static func clipToInk(of operations: [SymbolOperation], cr: OpaquePointer) {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var stroke = 0.0
    func include(_ x: Double, _ y: Double, _ r: Double = 0) {
      minX = min(minX, x - r); maxX = max(maxX, x + r)
      minY = min(minY, y - r); maxY = max(maxY, y + r)
    }
    for operation in operations {
      switch operation {
      case .moveTo(let x, let y), .lineTo(let x, let y): include(x, y)
      case .arc(let x, let y, let r, _, _), .arcTo(let x, let y, let r, _, _): include(x, y, abs(r))
      case .stroke(let width), .clearStroke(let width): stroke = max(stroke, abs(width))
      case .closePath, .fill, .clear, .opacity: break
      }
    }
    guard minX <= maxX, minY <= maxY else { return }
    let pad = stroke / 2
    let corners = [(minX - pad, minY - pad), (maxX + pad, minY - pad), (minX - pad, maxY + pad), (maxX + pad, maxY + pad)]
      .map { corner in
        var (x, y) = corner
        cairo_user_to_device(cr, &x, &y)
        return (x, y)
      }
    let left = (corners.map(\.0).min() ?? 0).rounded(.down) - 1
    let top = (corners.map(\.1).min() ?? 0).rounded(.down) - 1
    let right = (corners.map(\.0).max() ?? 0).rounded(.up) + 1
    let bottom = (corners.map(\.1).max() ?? 0).rounded(.up) + 1
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_identity_matrix(cr)
    cairo_rectangle(cr, left, top, right - left, bottom - top)
    cairo_clip(cr)
    cairo_set_matrix(cr, &matrix)
  }
}
