/// What a XIB cell looks like in dark appearance beyond its own colours: the cell background
/// UIKit gives it, and the one finding for a dark variant that cannot look dark.
enum XIBAppearance {
  /// Rule of the finding for a dark variant whose cell has only fixed colours.
  static let fixedColorsRule = "xib.fixed-colors"

  /// The background a cell without its own `backgroundColor` shows, as UIKit draws it (iOS 13
  /// and later): `secondarySystemGroupedBackground` in a grouped or inset-grouped table,
  /// else `systemBackground` (a plain table's cell; a collection view cell and a plain view
  /// show their container, whose default is systemBackground). The table style comes from a
  /// storyboard prototype's `<tableView style>` (`XIBDocument.tableViewStyle`); a XIB's
  /// top-level cell does not say which table shows it and is drawn as in a plain table, as is
  /// every row of an `XIBListLayout` (Liferay's list screenlet is a plain `UITableView`).
  static func defaultCellBackground(_ document: XIBDocument) -> DynamicColor {
    document.tableViewStyle.isGrouped ? .secondarySystemGroupedBackground : .systemBackground
  }

  /// In a dark variant, the finding that the cell draws exactly as in light: built for light
  /// with the same frames, every node and the cell background are equal, so every colour the
  /// cell draws is fixed (sRGB, white, a named colour's light copy with no catalog dark value);
  /// UIKit draws such a cell the same in dark mode. Nil in light variants and when anything
  /// differs. One finding per layout, on the root.
  static func fixedColorsFinding(_ builder: XIBNodeBuilder, root: XIBView, node: LayoutNode,
                                 background: DynamicColor) -> LayoutFinding? {
    guard builder.environment.appearance == .dark else { return nil }
    var light = builder
    light.environment.appearance = .light
    guard light.color(background) == builder.color(background), light.node(root, tint: XIBNodeBuilder.defaultTint) == node else {
      return nil
    }
    return LayoutFinding(
      rule: fixedColorsRule, severity: .warning, nodeID: builder.outletNames[root.id] ?? root.id,
      message: "\(builder.document.file): the dark variant draws exactly like light: every colour of this cell is fixed "
        + "(its background, text and tint colours are sRGB, white or named colours without a dark value, none a system colour "
        + "such as labelColor or systemBackgroundColor), so UIKit draws it the same in dark mode")
  }
}

extension XIBAppearance {
  /// In a dark variant, the warning naming the named colours (`<color name="…">`) the cell
  /// draws with only IB's light `<resources>` copy, because no asset catalog colour set
  /// (`XIBNamedColorResolving`) gives their dark value: they draw their light value in dark
  /// too, which is rarely what the app shows. Nil in light variants and when there are none.
  static func lightCopiesFinding(_ builder: XIBNodeBuilder, root: XIBView) -> LayoutFinding? {
    guard builder.environment.appearance == .dark else { return nil }
    var names: Set<String> = []
    for view in root.allViews {
      for color in [view.backgroundColor, view.tintColor, view.borderColor, view.text?.color] {
        guard let name = color?.assetName, builder.namedColors?.colorSet(named: name) == nil else { continue }
        names.insert(name)
      }
    }
    guard !names.isEmpty else { return nil }
    let list = names.sorted().prefix(8).map { "'\(EchoedValue.clip($0))'" }.joined(separator: ", ") + (names.count > 8 ? ", …" : "")
    return LayoutFinding(
      rule: "xib.unsupported", severity: .warning, nodeID: builder.outletNames[root.id] ?? root.id,
      message: "\(builder.document.file): the dark values of named colours \(list) are not applied: snapcheck has only the light "
        + "copies Interface Builder wrote in <resources>, not the app's asset catalog colour sets, so they draw their light value in dark")
  }
}

/// The style of the table a cell is shown in (`UITableView.Style`), as a storyboard's
/// `<tableView style="…">` writes it.
public enum XIBTableViewStyle: String, Hashable, Sendable, CaseIterable {
  /// `plain` (IB's and UIKit's default).
  case plain
  /// `grouped`.
  case grouped
  /// `insetGrouped` (iOS 13).
  case insetGrouped

  /// True for grouped and inset grouped.
  public var isGrouped: Bool { self != .plain }
}
