/// Lays out any supported cell: the one entry from spec content to a `LayoutTree`.
public enum CellLayout {
  /// - Throws: what the cell's layout throws (text the pinned fonts cannot draw; `XIBSolverError`).
  public static func layout(_ content: CellContent, cellClass: CellClass, environment: RenderEnvironment,
                            measurer: any TextMeasuring) throws -> LayoutTree {
    switch content {
    case .object(let properties):
      try ObjectCellLayout(properties: properties, environment: environment, measurer: measurer,
                           cellClass: cellClass).layout()
    case .xib(let content):
      try XIBCellLayout(content: content, environment: environment, measurer: measurer).layout()
    case .xibList(let content):
      try XIBListLayout(content: content, environment: environment, measurer: measurer).layout()
    case .note(let properties):
      try NoteCellLayout(properties: properties, environment: environment, measurer: measurer,
                         cellClass: cellClass).layout()
    case .attachments(let properties):
      try AttachmentsCellLayout(properties: properties, environment: environment, measurer: measurer).layout()
    }
  }
}
