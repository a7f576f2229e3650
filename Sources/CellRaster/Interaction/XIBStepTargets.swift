/// How steps name the views of XIB cells and XIB lists: the `property` of a `setProperty` step
/// and the `element` of a `post` step.
///
/// - A XIB cell (`"cell": "XIB"`): `setProperty` takes an outlet property, `"nameLabel.text"`
///   (as `properties.outlets` writes it); `post` names a view by its layout node id, its outlet
///   name (`addButton`) or, for a view without an outlet, its IB id (`h9E-Ta-t24`).
/// - A XIB list (`"cell": "XIBList"`): the same, prefixed with the row: `row<N>.nameLabel.text`
///   and `row<N>.addButton`, N 0-based as the rows' node ids (`XIBListLayout.rowID`); `row<N>`
///   alone names the row's cell. A progress row (`"inProgress"`) has no outlets; its one view
///   is `row<N>.textLabel`.
///
/// A named view that is not an accessibility element in the frame (the cell is one element by
/// UIKit's default, the view is hidden, or it is an image or plain view) is a notification
/// argument VoiceOver cannot focus: it counts as nil (`VoiceOverFocus`).
enum XIBStepTargets {
  /// The rows a list has, for messages: `row0–row2`, or `row0` for one.
  static func rowRange(_ count: Int) -> String {
    count == 1 ? XIBListLayout.rowID(0) : "\(XIBListLayout.rowID(0))–\(XIBListLayout.rowID(count - 1))"
  }

  /// Splits `row<N>` or `row<N>.<rest>` into the 0-based row and the rest; nil when `id` does
  /// not start that way (N in canonical decimal, as node ids write it: `row01` is no row).
  static func splitRow(_ id: String) -> (row: Int, rest: String?)? {
    guard id.hasPrefix("row") else { return nil }
    let afterPrefix = id.dropFirst(3)
    let digits = afterPrefix.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 4, let row = Int(digits), String(row) == digits else { return nil }
    let tail = afterPrefix.dropFirst(digits.count)
    if tail.isEmpty { return (row, nil) }
    guard tail.first == ".", tail.count > 1 else { return nil }
    return (row, String(tail.dropFirst()))
  }

  /// The row `id` starts with (`splitRow`), checked against a list of `rows` rows.
  /// - Parameter naming: what `id` should have been, for the message when it names no row.
  /// - Throws: `SpecError.invalid` at `cursor` when `id` names no row or a row past the last.
  private static func row(_ id: String, at cursor: JSONCursor, rows: Int, naming: String) throws -> (row: Int, rest: String?) {
    guard let split = splitRow(id) else {
      throw cursor.error("'\(EchoedValue.clip(id))' \(naming), N 0-based (rows: \(rowRange(rows)))")
    }
    guard split.row < rows else {
      throw cursor.error("the list has no row \(split.row) (rows: \(rowRange(rows)), 0-based)")
    }
    return split
  }

  /// A `setProperty` step on a XIB cell: binds `property` (`<outlet>.<text|image|hidden|on|customSpacing>`).
  /// - Throws: `SpecError.invalid` at `property` (unknown outlet or property) or at `value`.
  static func setProperty(_ property: JSONCursor, _ value: JSONCursor, on content: XIBCellContent,
                          loader: ImageLoader) throws -> XIBCellContent {
    var content = content
    let binding = try XIBBindings.binding(property.string(), at: property, value: value, document: content.document, loader: loader)
    content.bindings = content.bindings.setting(binding)
    return content
  }

  /// A `setProperty` step on a XIB list: binds `row<N>.<outlet>.<text|image|hidden|on|customSpacing>` in row N.
  /// - Throws: `SpecError.invalid` at `property` for a key that names no row, a row the list
  ///   does not have, a progress row, or an unknown outlet or property; at `value` for a wrong
  ///   value.
  static func setProperty(_ property: JSONCursor, _ value: JSONCursor, on list: XIBListContent,
                          loader: ImageLoader) throws -> XIBListContent {
    let key = try property.string()
    let outlets = list.cell.outlets.map(\.property).joined(separator: ", ")
    let (row, rest) = try self.row(key, at: property, rows: list.rows.count,
                                   naming: "names no row: a XIBList property is row<N>.<outlet>.<text|image|hidden|on|customSpacing>")
    guard case .loaded(let bindings) = list.rows[row] else {
      throw property.error("\(XIBListLayout.rowID(row)) is \"inProgress\", a progress cell without outlets; set a loaded row's outlet")
    }
    guard let rest else {
      throw property.error("'\(EchoedValue.clip(key))' names a row, not an outlet property: write \(XIBListLayout.rowID(row))."
                           + "<outlet>.<text|image|hidden|on|customSpacing> (outlets: \(outlets))")
    }
    let binding = try XIBBindings.binding(rest, at: property, value: value, document: list.cell, loader: loader)
    var list = list
    list.rows[row] = .loaded(bindings.setting(binding))
    return list
  }

  /// Checks that a `post` step's `element` names a view of a XIB cell or list.
  /// - Throws: `SpecError.invalid` at `element`, listing what it may name.
  static func checkElement(_ element: JSONCursor, _ id: String, in content: CellContent) throws {
    switch content {
    case .xib(let cell):
      let ids = cell.document.nodeIDs
      guard !ids.contains(id) else { return }
      throw element.error("no view '\(EchoedValue.clip(id))' in \(cell.document.file) (views: \(list(ids)))")
    case .xibList(let list):
      let (row, rest) = try self.row(id, at: element, rows: list.rows.count,
                                     naming: "names no row of the list: name a row, row<N>, or a view of it, row<N>.<outlet or IB id>")
      guard let rest else { return }
      let views = viewIDs(of: list.rows[row], in: list)
      guard !views.contains(rest) else { return }
      let rowID = XIBListLayout.rowID(row)
      throw element.error("\(rowID) has no view '\(EchoedValue.clip(rest))' (views: \(self.list(views.map { rowID + "." + $0 })))")
    default:
      return
    }
  }

  /// The node ids of a row's views below the row itself, without the `row<N>.` prefix: the
  /// cell's views after its top-level object (which is `row<N>`), or a progress cell's label.
  static func viewIDs(of row: XIBListRow, in list: XIBListContent) -> [String] {
    switch row {
    case .loaded: Array(list.cell.nodeIDs.dropFirst())
    case .inProgress: ["textLabel"]
    }
  }

  /// Ids for a message, each clipped, at most `EchoedValue.listLimit` (`EchoedValue.list`).
  private static func list(_ ids: [String]) -> String { EchoedValue.list(ids) }
}
