import Foundation

/// snapcheck's own vector shapes for `SystemSymbol`s, built for one design box (`size`, points at
/// the default configuration) and one stroke width (`stroke`, design units: the weight's). Every
/// shape keeps its ink inside the box at every weight: strokes are inset by half their width.
/// Outline symbols stroke their shapes; `.fill` symbols fill them and knock their inner details
/// out (cut through to what lies behind, as SF's filled symbols show the background there).
struct SystemSymbolShapes {
  let size: Size
  let stroke: Double

  private var w: Double { size.width }
  private var h: Double { size.height }
  /// Half the stroke: how far a stroked path's ink reaches beyond the path.
  private var half: Double { stroke / 2 }

  func operations(for symbol: SystemSymbol) -> [SymbolOperation] {
    var p = SymbolPath()
    switch symbol {
    case .chevronRight, .chevronForward: chevron(&p, .right)
    case .chevronLeft, .chevronBackward: chevron(&p, .left)
    case .chevronUp: chevron(&p, .up)
    case .chevronDown: chevron(&p, .down)
    case .checkmark:
      p.move(half + 0.3, 0.56 * h)
      p.line(0.36 * w, h - half - 0.3)
      p.line(w - half - 0.3, half + 0.3)
      p.add(.stroke(width: stroke))
    case .checkmarkCircle: circled(&p, .checkmark, filled: false)
    case .checkmarkCircleFill: circled(&p, .checkmark, filled: true)
    case .checkmarkSquare: squared(&p, filled: false)
    case .checkmarkSquareFill: squared(&p, filled: true)
    case .xmark:
      p.move(half, half)
      p.line(w - half, h - half)
      p.move(w - half, half)
      p.line(half, h - half)
      p.add(.stroke(width: stroke))
    case .xmarkCircle: circled(&p, .xmark, filled: false)
    case .xmarkCircleFill: circled(&p, .xmark, filled: true)
    case .plus:
      p.move(w / 2, half)
      p.line(w / 2, h - half)
      p.move(half, h / 2)
      p.line(w - half, h / 2)
      p.add(.stroke(width: stroke))
    case .plusCircle: circled(&p, .plus, filled: false)
    case .plusCircleFill: circled(&p, .plus, filled: true)
    case .minus:
      p.move(half, h / 2)
      p.line(w - half, h / 2)
      p.add(.stroke(width: stroke))
    case .minusCircle: circled(&p, .minus, filled: false)
    case .minusCircleFill: circled(&p, .minus, filled: true)
    case .infoCircle: circled(&p, .info, filled: false)
    case .infoCircleFill: circled(&p, .info, filled: true)
    case .exclamationmarkCircle: circled(&p, .exclamation, filled: false)
    case .exclamationmarkCircleFill: circled(&p, .exclamation, filled: true)
    case .exclamationmarkTriangle: triangle(&p, filled: false)
    case .exclamationmarkTriangleFill: triangle(&p, filled: true)
    case .trash: trash(&p)
    case .star, .starFill: outlined(&p, filled: symbol == .starFill, starOutline)
    case .heart, .heartFill: outlined(&p, filled: symbol == .heartFill, heartOutline)
    case .person: person(&p, filled: false)
    case .personFill: person(&p, filled: true)
    case .personCircle: circled(&p, .person, filled: false)
    case .personCircleFill: circled(&p, .person, filled: true)
    case .bell: bell(&p, filled: false)
    case .bellFill: bell(&p, filled: true)
    case .gear: gear(&p)
    case .magnifyingglass: magnifyingglass(&p)
    case .ellipsis:
      let r = min(h / 2, 0.9 + 0.4 * stroke)
      p.dot(h / 2, h / 2, r)
      p.dot(w / 2, h / 2, r)
      p.dot(w - h / 2, h / 2, r)
    case .ellipsisCircle: circled(&p, .ellipsis, filled: false)
    case .safari: safari(&p)
    case .circle:
      p.circle(w / 2, h / 2, min(w, h) / 2 - half)
      p.add(.stroke(width: stroke))
    case .circleFill: p.dot(w / 2, h / 2, min(w, h) / 2)
    case .square: outlined(&p, filled: false) { squareOutline(&$0, inset: half) }
    case .squareFill:
      squareOutline(&p, inset: 0)
      p.add(.fill(evenOdd: false))
    case .arrowRight, .arrowForward: arrow(&p, .right)
    case .arrowLeft, .arrowBackward: arrow(&p, .left)
    case .arrowUp: arrow(&p, .up)
    case .arrowDown: arrow(&p, .down)
    case .play, .playFill:
      outlined(&p, filled: symbol == .playFill) { path in
        path.move(1 + half, half)
        path.line(w - half, h / 2)
        path.line(1 + half, h - half)
        path.add(.closePath)
      }
    case .pauseFill:
      let bar = min(w / 2 - 1, 2.6 + 0.6 * stroke)
      p.roundedRect(0.5, 0, 0.5 + bar, h, radius: 1.2)
      p.roundedRect(w - 0.5 - bar, 0, w - 0.5, h, radius: 1.2)
      p.add(.fill(evenOdd: false))
    case .bookmark, .bookmarkFill:
      outlined(&p, filled: symbol == .bookmarkFill) { path in
        path.move(half, half)
        path.line(w - half, half)
        path.line(w - half, h - half)
        path.line(w / 2, h - half - 0.32 * w)
        path.line(half, h - half)
        path.add(.closePath)
      }
    case .clock:
      let r = min(w, h) / 2
      p.circle(w / 2, h / 2, r - half)
      p.add(.stroke(width: stroke))
      p.move(w / 2, h / 2 - 0.55 * r)
      p.line(w / 2, h / 2)
      p.line(w / 2 + 0.38 * r, h / 2 + 0.26 * r)
      p.add(.stroke(width: stroke))
    case .squareAndArrowUp: share(&p)
    case .wifi:
      // A dot and two arcs of a quarter turn about it, opening upwards.
      let dot = 0.9 + 0.4 * stroke
      let cx = w / 2, cy = h - dot
      let outer = min(cy - half, (cx - half) / cos(Double.pi / 4))
      p.dot(cx, cy, dot)
      for radius in [outer, 0.55 * outer] {
        p.add(.arc(x: cx, y: cy, r: radius, a0: -3 * .pi / 4, a1: -.pi / 4))
        p.add(.stroke(width: stroke))
      }
    }
    return p.operations
  }

  /// A closed outline stroked, or (filled) filled and then stroked too, so that a filled shape
  /// has the same round corners and size as its outline.
  private func outlined(_ p: inout SymbolPath, filled: Bool, _ outline: (inout SymbolPath) -> Void) {
    outline(&p)
    if filled {
      p.add(.fill(evenOdd: false))
      outline(&p)
    }
    p.add(.stroke(width: stroke))
  }

  private enum Direction { case right, left, up, down }

  /// A two-armed chevron with its tip at the side it points to.
  private func chevron(_ p: inout SymbolPath, _ direction: Direction) {
    switch direction {
    case .right, .left:
      let back = 0.22 * w + half, tip = 0.78 * w - half
      let xBack = direction == .right ? back : w - back
      let xTip = direction == .right ? tip : w - tip
      p.move(xBack, 1 + half)
      p.line(xTip, h / 2)
      p.line(xBack, h - 1 - half)
    case .up, .down:
      let near = 0.6 + half, far = h - 0.6 - half
      let yBack = direction == .down ? near : far
      let yTip = direction == .down ? far : near
      p.move(0.6 + half, yBack)
      p.line(w / 2, yTip)
      p.line(w - 0.6 - half, yBack)
    }
    p.add(.stroke(width: stroke))
  }

  /// An arrow: a shaft with a chevron head at the side it points to. Built pointing right in
  /// (along, across) units, then turned.
  private func arrow(_ p: inout SymbolPath, _ direction: Direction) {
    let horizontal = direction == .right || direction == .left
    let length = horizontal ? w : h, breadth = horizontal ? h : w
    func point(_ along: Double, _ across: Double) -> (Double, Double) {
      switch direction {
      case .right: (along, across)
      case .left: (length - along, across)
      case .down: (across, along)
      case .up: (across, length - along)
      }
    }
    let points = [point(half, breadth / 2), point(length - half, breadth / 2),
                  point(length - breadth / 2, half), point(length - breadth / 2, breadth - half)]
    p.move(points[0].0, points[0].1)
    p.line(points[1].0, points[1].1)
    p.move(points[2].0, points[2].1)
    p.line(points[1].0, points[1].1)
    p.line(points[3].0, points[3].1)
    p.add(.stroke(width: stroke))
  }

  /// square.and.arrow.up: a box open at the top with an arrow rising out of it.
  private func share(_ p: inout SymbolPath) {
    let rim = 0.42 * h
    p.move(0.3 * w, rim)
    p.line(half, rim)
    p.line(half, h - half)
    p.line(w - half, h - half)
    p.line(w - half, rim)
    p.line(0.7 * w, rim)
    p.add(.stroke(width: stroke))
    p.move(w / 2, 0.64 * h)
    p.line(w / 2, half)
    p.move(0.28 * w, 0.2 * h)
    p.line(w / 2, half)
    p.line(0.72 * w, 0.2 * h)
    p.add(.stroke(width: stroke))
  }

  /// Marks drawn inside a circle (or square) of radius `r` centred at (cx, cy).
  private enum Glyph { case checkmark, xmark, plus, minus, info, exclamation, person, ellipsis }

  /// The glyph drawn in the symbol colour (`cut` false) or cut out (`cut` true).
  private func glyph(_ p: inout SymbolPath, _ glyph: Glyph, cx: Double, cy: Double, r: Double, cut: Bool) {
    let line: SymbolOperation = cut ? .clearStroke(width: stroke) : .stroke(width: stroke)
    let stem: SymbolOperation = cut ? .clearStroke(width: stroke * 1.15) : .stroke(width: stroke * 1.15)
    let dotRadius = 0.08 * r + 0.35 * stroke
    switch glyph {
    case .checkmark:
      p.move(cx - 0.42 * r, cy + 0.02 * r)
      p.line(cx - 0.12 * r, cy + 0.36 * r)
      p.line(cx + 0.42 * r, cy - 0.34 * r)
      p.add(line)
    case .xmark:
      let d = 0.32 * r
      p.move(cx - d, cy - d)
      p.line(cx + d, cy + d)
      p.move(cx + d, cy - d)
      p.line(cx - d, cy + d)
      p.add(line)
    case .plus:
      let d = 0.48 * r
      p.move(cx - d, cy)
      p.line(cx + d, cy)
      p.move(cx, cy - d)
      p.line(cx, cy + d)
      p.add(line)
    case .minus:
      p.move(cx - 0.48 * r, cy)
      p.line(cx + 0.48 * r, cy)
      p.add(line)
    case .info:
      p.move(cx, cy - 0.06 * r)
      p.line(cx, cy + 0.48 * r)
      p.add(stem)
      p.disc(cx, cy - 0.42 * r, dotRadius, cut: cut)
    case .exclamation:
      p.move(cx, cy - 0.5 * r)
      p.line(cx, cy + 0.1 * r)
      p.add(stem)
      p.disc(cx, cy + 0.45 * r, dotRadius, cut: cut)
    case .person:
      p.disc(cx, cy - 0.28 * r, 0.3 * r, cut: cut)
      p.add(.arc(x: cx, y: cy + 0.8 * r, r: 0.58 * r, a0: .pi, a1: 2 * .pi))
      if cut {
        // Cut the shoulders on down past the disc's edge, so no sliver of the disc stays below them.
        p.line(cx + 0.58 * r, cy + 1.2 * r)
        p.line(cx - 0.58 * r, cy + 1.2 * r)
      }
      p.add(.closePath)
      p.add(cut ? .clear : .fill(evenOdd: false))
    case .ellipsis:
      let radius = 0.07 * r + 0.4 * stroke
      p.disc(cx - 0.48 * r, cy, radius, cut: cut)
      p.disc(cx, cy, radius, cut: cut)
      p.disc(cx + 0.48 * r, cy, radius, cut: cut)
    }
  }

  /// A circle symbol: a ring with the glyph drawn inside, or a disc with the glyph cut out.
  private func circled(_ p: inout SymbolPath, _ mark: Glyph, filled: Bool) {
    let r = min(w, h) / 2
    if filled {
      p.dot(w / 2, h / 2, r)
    } else {
      p.circle(w / 2, h / 2, r - half)
      p.add(.stroke(width: stroke))
    }
    glyph(&p, mark, cx: w / 2, cy: h / 2, r: r, cut: filled)
  }

  /// A rounded square as high as the box, centred across, inset by `inset`.
  private func squareOutline(_ p: inout SymbolPath, inset: Double) {
    let side = min(w, h)
    let x0 = (w - side) / 2 + inset, y0 = (h - side) / 2 + inset
    p.roundedRect(x0, y0, x0 + side - 2 * inset, y0 + side - 2 * inset, radius: 0.22 * side - inset)
  }

  /// checkmark.square(.fill).
  private func squared(_ p: inout SymbolPath, filled: Bool) {
    if filled {
      squareOutline(&p, inset: 0)
      p.add(.fill(evenOdd: false))
    } else {
      squareOutline(&p, inset: half)
      p.add(.stroke(width: stroke))
    }
    glyph(&p, .checkmark, cx: w / 2, cy: h / 2, r: min(w, h) / 2, cut: filled)
  }

  /// exclamationmark.triangle(.fill): a triangle with round corners and an exclamation mark.
  private func triangle(_ p: inout SymbolPath, filled: Bool) {
    let top = half + 0.2, bottom = h - half - 0.2
    outlined(&p, filled: filled) { path in
      path.move(w / 2, top)
      path.line(w - half - 0.1, bottom)
      path.line(half + 0.1, bottom)
      path.add(.closePath)
    }
    p.move(w / 2, 0.35 * h)
    p.line(w / 2, 0.64 * h)
    p.add(filled ? .clearStroke(width: stroke * 1.05) : .stroke(width: stroke * 1.05))
    p.disc(w / 2, 0.81 * h, 0.55 + 0.3 * stroke, cut: filled)
  }

  /// trash: a lid with a handle over a tapered can with two slats.
  private func trash(_ p: inout SymbolPath) {
    let lid = 0.21 * h, handleTop = half + 0.3, bottom = h - half
    p.move(half, lid)
    p.line(w - half, lid)
    p.move(0.34 * w, lid)
    p.line(0.34 * w, handleTop)
    p.line(0.66 * w, handleTop)
    p.line(0.66 * w, lid)
    p.move(0.14 * w, lid)
    p.line(0.2 * w, bottom)
    p.line(0.8 * w, bottom)
    p.line(0.86 * w, lid)
    p.add(.stroke(width: stroke))
    p.move(0.39 * w, 0.39 * h)
    p.line(0.4 * w, 0.8 * h)
    p.move(0.61 * w, 0.39 * h)
    p.line(0.6 * w, 0.8 * h)
    p.add(.stroke(width: stroke * 0.8))
  }

  /// A five-pointed star, point up, filling the box less half the stroke.
  private func starOutline(_ p: inout SymbolPath) {
    let sin72 = 0.9510565162951535, cos36 = 0.8090169943749475
    let outer = min((w - stroke) / (2 * sin72), (h - stroke) / (1 + cos36))
    let inner = 0.47 * outer
    let cx = w / 2
    let cy = (h - outer * (1 + cos36)) / 2 + outer
    for k in 0..<10 {
      let angle = -Double.pi / 2 + Double(k) * Double.pi / 5
      let radius = k.isMultiple(of: 2) ? outer : inner
      let x = cx + radius * cos(angle), y = cy + radius * sin(angle)
      if k == 0 { p.move(x, y) } else { p.line(x, y) }
    }
    p.add(.closePath)
  }

  /// A heart: two round lobes (centres `d` from the middle, radius `r`) and straight sides
  /// tangent to them meeting at the bottom point.
  private func heartOutline(_ p: inout SymbolPath) {
    let ratio = 0.95  // d / r: lobes that just overlap, a shallow dip between them
    let root2 = 2.0.squareRoot()
    let r = min((w - stroke) / (2 * (ratio + 1)), (h - stroke) / (ratio + 1 + root2))
    let d = ratio * r
    let cx = w / 2
    let cy = (h - (d + (1 + root2) * r)) / 2 + r
    let dip = acos(ratio)  // where the lobes meet, from the x axis
    p.move(cx, cy + d + root2 * r)
    p.add(.arcTo(x: cx - d, y: cy, r: r, a0: 0.75 * .pi, a1: 2 * .pi - dip))
    p.add(.arcTo(x: cx + d, y: cy, r: r, a0: .pi + dip, a1: 2.25 * .pi))
    p.add(.closePath)
  }

  /// person(.fill): a round head over round shoulders.
  private func person(_ p: inout SymbolPath, filled: Bool) {
    let headRadius = 0.22 * w
    outlined(&p, filled: filled) { $0.circle(w / 2, half + headRadius, headRadius) }
    outlined(&p, filled: filled) { path in
      path.add(.arc(x: w / 2, y: h - half, r: w / 2 - half, a0: .pi, a1: 2 * .pi))
      path.add(.closePath)
    }
  }

  /// bell(.fill): a dome on a flared rim, a clapper below and a knob on top.
  private func bell(_ p: inout SymbolPath, filled: Bool) {
    let side = 0.17 * w, domeY = 0.43 * h, rimY = 0.8 * h, flare = 0.66 * h
    let dome = w / 2 - side
    outlined(&p, filled: filled) { path in
      path.move(half + 0.2, rimY)
      path.line(side, flare)
      path.line(side, domeY)
      path.add(.arcTo(x: w / 2, y: domeY, r: dome, a0: .pi, a1: 2 * .pi))
      path.line(w - side, flare)
      path.line(w - half - 0.2, rimY)
      path.add(.closePath)
    }
    let clapperY = rimY + 1.2
    p.add(.arc(x: w / 2, y: clapperY, r: min(1.7, h - clapperY), a0: 0, a1: .pi))
    p.add(.closePath)
    p.add(.fill(evenOdd: false))
    p.move(w / 2, domeY - dome)
    p.line(w / 2, max(half, domeY - dome - 1.2))
    p.add(.stroke(width: stroke))
  }

  /// gear: eight teeth on a ring; heavier weights make the hole smaller.
  private func gear(_ p: inout SymbolPath) {
    let cx = w / 2, cy = h / 2, outer = min(w, h) / 2 - 0.2
    let inner = 0.78 * outer
    let profile: [(Double, Double)] = [(inner, -0.3), (outer, -0.17), (outer, 0.17), (inner, 0.3)]
    for tooth in 0..<8 {
      let angle = Double(tooth) * Double.pi / 4
      for (radius, offset) in profile {
        let x = cx + radius * cos(angle + offset), y = cy + radius * sin(angle + offset)
        if tooth == 0 && offset == -0.3 { p.move(x, y) } else { p.line(x, y) }
      }
    }
    p.add(.closePath)
    let extra = stroke - SystemSymbol.regularStroke
    p.circle(cx, cy, max(1.2, 0.36 * outer - 0.6 * extra))
    p.add(.fill(evenOdd: true))
  }

  /// magnifyingglass: a lens ring with a heavier handle to the lower right.
  private func magnifyingglass(_ p: inout SymbolPath) {
    let lens = 0.41 * w
    let r = lens - half, handle = stroke * 1.3
    let edge = lens + r * 0.5.squareRoot()
    p.circle(lens, lens, r)
    p.add(.stroke(width: stroke))
    p.move(edge, edge)
    p.line(w - handle / 2, h - handle / 2)
    p.add(.stroke(width: handle))
  }

  /// safari: a compass ring with a needle pointing up and right (that half filled, the other
  /// outlined).
  private func safari(_ p: inout SymbolPath) {
    let cx = w / 2, cy = h / 2, r = min(w, h) / 2
    let along = 0.55 * r * 0.5.squareRoot(), across = 0.17 * r * 0.5.squareRoot()
    p.circle(cx, cy, r - half)
    p.add(.stroke(width: stroke))
    p.move(cx + along, cy - along)
    p.line(cx + across, cy + across)
    p.line(cx - across, cy - across)
    p.add(.closePath)
    p.add(.fill(evenOdd: false))
    p.move(cx - along, cy + along)
    p.line(cx + across, cy + across)
    p.line(cx - across, cy - across)
    p.add(.closePath)
    p.add(.stroke(width: 0.55 * stroke))
  }
}

/// Collects `SymbolOperation`s one call at a time (design units).
struct SymbolPath {
  private(set) var operations: [SymbolOperation] = []

  mutating func add(_ operation: SymbolOperation) { operations.append(operation) }
  mutating func move(_ x: Double, _ y: Double) { operations.append(.moveTo(x, y)) }
  mutating func line(_ x: Double, _ y: Double) { operations.append(.lineTo(x, y)) }

  /// A full circle as a new sub-path (not painted).
  mutating func circle(_ x: Double, _ y: Double, _ r: Double) {
    operations.append(.arc(x: x, y: y, r: r, a0: 0, a1: 2 * .pi))
  }

  /// A filled disc.
  mutating func dot(_ x: Double, _ y: Double, _ r: Double) {
    circle(x, y, r)
    operations.append(.fill(evenOdd: false))
  }

  /// A filled disc, or (`cut`) one cut out of what was drawn.
  mutating func disc(_ x: Double, _ y: Double, _ r: Double, cut: Bool) {
    circle(x, y, r)
    operations.append(cut ? .clear : .fill(evenOdd: false))
  }

  /// A closed rectangle from (x0, y0) to (x1, y1) with round corners of `radius`, one path.
  mutating func roundedRect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, radius: Double) {
    let r = max(0, min(radius, (x1 - x0) / 2, (y1 - y0) / 2))
    move(x0 + r, y0)
    line(x1 - r, y0)
    add(.arcTo(x: x1 - r, y: y0 + r, r: r, a0: -.pi / 2, a1: 0))
    line(x1, y1 - r)
    add(.arcTo(x: x1 - r, y: y1 - r, r: r, a0: 0, a1: .pi / 2))
    line(x0 + r, y1)
    add(.arcTo(x: x0 + r, y: y1 - r, r: r, a0: .pi / 2, a1: .pi))
    line(x0, y0 + r)
    add(.arcTo(x: x0 + r, y: y0 + r, r: r, a0: .pi, a1: 1.5 * .pi))
    add(.closePath)
  }
}
