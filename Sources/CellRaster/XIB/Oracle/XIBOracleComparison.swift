/// Lays a XIB out at IB's canvas size and compares every view's solved frame with the frame IB
/// stored, which for views IB marks neither misplaced nor ambiguous is Apple's Auto Layout
/// solution at that size (fixtures README, "Why these files are useful as expected values").
///
/// The layout goes through the renderer's own path, `XIBCellLayout.layout()` (intrinsic sizes,
/// constraint solving, pixel snapping), with the canvas's width and height, the canvas scale,
/// the content size category the document's Xcode showed (`XIBCanvasDevice.contentSizeCategory`:
/// Large but for Xcode 13), left-to-right, light, and the texts stored in the XIB (no bindings). Frames are compared in root coordinates, points.
public enum XIBOracleComparison {
  /// The environment of IB's canvas for `document`: its width and height (points), its scale,
  /// the content size category of its Xcode (`XIBCanvasDevice.contentSizeCategory`), light,
  /// left-to-right.
  public static func canvasEnvironment(_ document: XIBDocument) -> RenderEnvironment {
    RenderEnvironment(width: document.canvasSize.width, scale: document.canvasScale,
                      contentSize: XIBCanvasDevice.contentSizeCategory(forToolsVersion: document.toolsVersion),
                      appearance: .light, layoutDirection: .leftToRight, height: document.canvasSize.height)
  }

  /// Parses `path` and compares it; a parse error becomes the result's `failure`.
  /// - Parameter name: how the report names the file (default: the path).
  public static func compare(file path: String, name: String? = nil, measurer: any TextMeasuring) -> XIBOracleFileResult {
    let name = name ?? path
    do {
      return compare(try XIBParser.parse(file: path, displayName: name), measurer: measurer)
    } catch {
      return XIBOracleFileResult(file: name, failure: "\(error)")
    }
  }

  /// Lays `document` out at its canvas size with `measurer` and compares the frames. A layout
  /// error becomes the result's `failure`.
  public static func compare(_ document: XIBDocument, measurer: any TextMeasuring) -> XIBOracleFileResult {
    let tree: LayoutTree
    do {
      // IB laid the canvas out with the margins of the iOS SDK it shipped with, a top-level view
      // with the margins of the screen it fills, and, from Xcode 12, a table view cell with the
      // margins of a list as wide as that screen (XIBCanvasMargins).
      tree = try XIBCellLayout(content: XIBCellContent(document: onCanvas(document)), environment: canvasEnvironment(document),
                               measurer: measurer,
                               systemVersion: SystemLayoutMargins.systemVersion(forToolsVersion: document.toolsVersion),
                               listWidth: XIBCanvasMargins.listWidth(document)).layout()
    } catch {
      return XIBOracleFileResult(file: document.file, failure: "\(error)")
    }
    var result = XIBOracleFileResult(file: document.file)
    result.solverFindings = tree.findings.filter { $0.rule == "xib.ambiguous" || $0.rule == "xib.unsatisfiable" }
      .map { String($0.message.dropFirst(document.file.count + 2)) }
    compare(document.root, tree.root, origin: .zero, isRoot: true, stale: XIBOracleStaleFrames.staleViewIDs(document.root, symbolImageNames: document.symbolImageNames),
            into: &result)
    return result
  }

  /// `document` with its root's margins as IB's canvas has them (`XIBCanvasMargins`): declared,
  /// and no longer preserving the superview's, which the canvas margins already include.
  static func onCanvas(_ document: XIBDocument) -> XIBDocument {
    guard let margins = XIBCanvasMargins.rootMargins(document) else { return document }
    var canvas = document
    for keyPath in [\XIBDocument.root, \XIBDocument.sourceRoot] {
      canvas[keyPath: keyPath].layoutMargins = margins
      canvas[keyPath: keyPath].preservesSuperviewLayoutMargins = false
    }
    return canvas
  }

  /// Walks the view tree and the layout tree together (`XIBNodeBuilder` builds one node per
  /// view, children in subview order), accumulating stored origins into root coordinates.
  private static func compare(_ view: XIBView, _ node: LayoutNode, origin: Point, isRoot: Bool, stale: Set<String>,
                              into result: inout XIBOracleFileResult) {
    let stored = view.frame.offsetBy(dx: origin.x, dy: origin.y)
    if view.isHidden || view.isMisplaced || view.isAmbiguous {
      // The whole subtree: hidden views are not laid out as shown, and a misplaced or ambiguous
      // view's stored origin is doubtful, so its subviews' stored frames in root coordinates are too.
      result.excludedCount += view.allViews.count
      return
    }
    if !isRoot && !view.isContentView {
      result.views.append(XIBOracleViewDelta(
        viewID: view.id, displayName: view.displayName, stored: stored, solved: node.frame,
        isTextDependent: XIBOracleTextDependence.isTextDependent(view), isStale: stale.contains(view.id)))
    }
    for (sub, subNode) in zip(view.subviews, node.children) {
      compare(sub, subNode, origin: stored.origin, isRoot: false, stale: stale, into: &result)
    }
  }
}
