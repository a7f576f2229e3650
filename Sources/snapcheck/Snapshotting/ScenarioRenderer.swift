import A11yTree
import CellRaster
import Foundation

/// One rendered frame of a scenario variant: the picture, the accessibility tree in both formats,
/// and the rule findings of its layout.
struct RenderedFrame {
  /// File stem inside the scenario's golden folder: the variant slug (plus `.<step>` for steps).
  let stem: String
  /// The layout it was drawn from.
  let layout: LayoutTree
  /// The pixels as cairo drew them (converted to RGBA on demand; see `RenderedImage`).
  let rendered: RenderedImage
  /// The pixels as straight RGBA8.
  /// - Throws: `RenderError.cairo` when the surface has no pixel data.
  var image: RGBAImage { get throws { try rendered.rgba() } }
  /// The accessibility tree (what the text formats, audits and overlay are made from).
  let tree: AccessibilityTree
  /// The `.a11y.txt` content.
  let accessibilityText: String
  /// The `.a11y.json` content, made on demand (verify never needs it; perf: JSON encoding was 3%
  /// of verify when every frame made it).
  /// - Throws: what `TreeJSONFormat.render` throws.
  func accessibilityJSON() throws -> String { try TreeJSONFormat.render(tree) }
  /// The `.a11y.png` overlay image, when the spec opts in or the caller asks for it.
  var overlay: RGBAImage? = nil
}

/// Turns spec files into rendered frames: decode, lay out, render, build the accessibility tree.
/// Holds one `CellRenderer` (pinned fonts), so it is not `Sendable`: one per thread.
final class ScenarioRenderer {
  private let renderer: CellRenderer
  /// Draws this thread's captioned side-by-side images (fonts loaded on the first failing frame).
  let sideBySide = SideBySidePainter()
  /// The largest tree text a frame may have, bytes: `GoldenStore.maximumTreeTextSize` (what
  /// verify reads of a `.a11y.txt` golden); past it the frame is bad input (`TreeTextTooLarge`).
  var maximumTreeTextSize = GoldenStore.maximumTreeTextSize

  /// - Throws: `RenderError.fonts` when the pinned fonts are missing.
  init() throws {
    renderer = try CellRenderer()
  }

  /// Decoded images by path, shared by the specs of one run: a corpus whose specs reference the
  /// same few PNGs decodes each once and holds one copy of its pixels (perf on the scale corpus:
  /// decoding them again for every spec was 2-7% of verify, on the main thread before any
  /// rendering started). Thread-safe (a lock guards the table). Keyed by the path's bytes
  /// (`FilePathKey`), not `String` equality: two file names that differ only in Unicode
  /// normalisation are two files, each with its own image.
  /// It keeps at most `maximumPixels` in all: past that an image is decoded for each spec that
  /// names it (a run of many specs, each with its own 100-megapixel image, must not hold them all).
  final class ImageCache: @unchecked Sendable {
    private var images: [FilePathKey: RGBAImage] = [:]
    private var pixels = 0
    private let lock = NSLock()
    /// The most pixels the cache holds: 64 megapixels (256 MB as RGBA).
    static let maximumPixels = 64_000_000

    /// The image at `path`, decoded on first use.
    /// - Throws: `PNGError`, `FileError`.
    func image(atPath path: String) throws -> RGBAImage {
      let key = FilePathKey((path as NSString).standardizingPath)
      if let image = lock.withLock({ images[key] }) { return image }
      let image = try PNGDecoder.decodeFile(atPath: path)
      lock.withLock {
        let count = image.width * image.height
        guard images[key] == nil, pixels + count <= Self.maximumPixels else { return }
        images[key] = image
        pixels += count
      }
      return image
    }
  }

  /// The images one spec names: each file decoded once however often the spec names it, and
  /// at most `maximumPixels` in all, each file counted once (the bad-input trial's attachments
  /// cell named one 100-megapixel PNG twelve times: 27 s and 5.1 GB).
  final class SpecImages: @unchecked Sendable {
    /// The most pixels a spec's images may have in all: by default 100 megapixels, the most one
    /// PNG may have (`PNGDecoder.defaultMaxPixels`).
    let maximumPixels: Int
    private var images: [FilePathKey: RGBAImage] = [:]
    private var pixels = 0
    private let lock = NSLock()

    init(maximumPixels: Int = PNGDecoder.defaultMaxPixels) {
      self.maximumPixels = maximumPixels
    }

    /// The image at `path` (`relative` as the spec writes it, for the message), decoded by
    /// `decode` the first time.
    /// - Throws: `SpecError` at `cursor` when the file takes the spec's images past
    ///   `maximumPixels`; what `decode` throws.
    func image(atPath path: String, relative: String, at cursor: JSONCursor, decode: () throws -> RGBAImage) throws -> RGBAImage {
      let key = FilePathKey((path as NSString).standardizingPath)
      if let image = lock.withLock({ images[key] }) { return image }
      let image = try decode()
      let total = lock.withLock { () -> Int in
        if images[key] == nil { pixels += image.width * image.height; images[key] = image }
        return pixels
      }
      guard total <= maximumPixels else {
        throw SpecError.invalid(file: cursor.file, path: cursor.path, message: "image '\(EchoedValue.clip(relative))' "
          + "(\(image.width) x \(image.height) px) takes the spec's images to \(Self.megapixels(total)) megapixels; a spec's images "
          + "may have at most \(Self.megapixels(maximumPixels)) megapixels in all, each file counted once")
      }
      return image
    }

    private static func megapixels(_ pixels: Int) -> String {
      let tenths = (pixels + 50_000) / 100_000
      return "\(tenths / 10).\(tenths % 10)"
    }
  }

  /// Loads a spec, resolving its image paths relative to the spec's folder; images come from
  /// `images` when given (decoded once per run). Every file it names (images, XIB, theme) must
  /// resolve inside `confinement` (default: the spec's folder; `PathConfinement`).
  /// - Throws: `SpecError` (an image that is not a valid PNG is one, naming the JSON path and
  ///   the PNG's problem; so is a file outside `confinement`), `FileError`.
  static func loadSpec(_ path: String, images: ImageCache? = nil, confinement: PathConfinement? = nil) throws -> ScenarioSpec {
    guard FileManager.default.fileExists(atPath: path) else { throw SpecError.missingFile(path) }
    let confinement = try confinement ?? PathConfinement.specFolder(of: path)
    return try ScenarioSpec.load(file: path, confinement: confinement, loader: imageLoader(confinement, images: images))
  }

  /// Decodes a parsed spec (a Swift `Scenario`'s `specValue`) as `loadSpec` decodes a file:
  /// relative paths from the folder of `cursor.file`, every file inside `confinement` (default
  /// that folder).
  /// - Throws: as `loadSpec`.
  static func decodeSpec(_ cursor: JSONCursor, images: ImageCache? = nil, confinement: PathConfinement? = nil) throws -> ScenarioSpec {
    let confinement = try confinement ?? PathConfinement.specFolder(of: cursor.file)
    return try ScenarioSpec.decode(cursor, confinement: confinement, loader: imageLoader(confinement, images: images))
  }

  /// Loads a spec's PNGs: resolved inside `confinement`, decoded once per spec (`SpecImages`,
  /// which also bounds their pixels in all) and once per run when `images` is given; an image
  /// that is not a valid PNG is a `SpecError` naming the spec key that uses it.
  private static func imageLoader(_ confinement: PathConfinement, images: ImageCache?) -> ImageLoader {
    let named = SpecImages()
    return { relative, cursor in
      guard let full = try confinement.resolve(relative, at: cursor) else {
        throw SpecError.missingReference(file: cursor.file, path: cursor.path, reference: relative)
      }
      do {
        return try named.image(atPath: full, relative: relative, at: cursor) {
          try images?.image(atPath: full) ?? PNGDecoder.decodeFile(atPath: full)
        }
      } catch let error as PNGError {
        // Name the spec key that uses the image, not only the image.
        throw SpecError.invalid(file: cursor.file, path: cursor.path, message: "image '\(relative)': \(error.problem)")
      }
    }
  }

  /// Renders every variant of `spec`, in spec order, and for each variant every frame (the
  /// initial one as `<slug>`, then one per step as `<slug>.<step name>`), with the overlay image
  /// when `overlay` is true (default: when the spec sets `accessibilityOverlay`). With steps,
  /// VoiceOver focus is tracked across a variant's frames (`VoiceOverFocus`) and each step
  /// frame's tree text lists its step and events (`CellEventFormat`).
  /// - Throws: `RenderError` (fonts, cairo, glyphs the fonts cannot draw).
  func render(_ spec: ScenarioSpec, overlay: Bool? = nil) throws -> [RenderedFrame] {
    var rendered: [RenderedFrame] = []
    try render(spec, overlay: overlay) { rendered.append($0) }
    return rendered
  }

  /// `render(_:overlay:)`, handing each frame to `each` as soon as it is drawn (verify checks it
  /// and frees its pixels before the next frame is drawn).
  /// - Throws: `RenderError` as above, and whatever `each` throws (rendering stops there).
  func render(_ spec: ScenarioSpec, overlay: Bool? = nil, each: (RenderedFrame) throws -> Void) throws {
    let frames = Self.frames(of: spec)
    let tracksFocus = frames.count > 1
    for environment in spec.variants {
      var previous: (nodeID: String?, order: [String])?
      for frame in frames {
        let stem = frame.stem(slug: environment.slug)
        let layout: LayoutTree
        let image: RenderedImage
        do {
          renderer.measurer.locale = environment.locale
          layout = try spec.overrides.apply(
            to: CellLayout.layout(frame.content, cellClass: spec.cellClass, environment: environment,
                                  measurer: renderer.measurer))
          image = try renderer.renderImage(layout)
        } catch let error as any DiagnosticError {
          // Text the fonts cannot draw, a cairo failure, a XIB too costly to solve: tied to the
          // spec and frame (a bad-input one fails that scenario only, see verify).
          throw ScenarioRenderError(file: spec.file, frame: stem, underlying: error)
        }
        var tree = AccessibilityTreeBuilder.build(from: layout)
        if tracksFocus {
          tree = tree.with(notifications: frame.notifications.map(AccessibilityNotificationEvent.init), focusedIndex: nil)
          let focus = previous.map {
            VoiceOverFocus.next(previousNodeID: $0.nodeID, previousOrder: $0.order, in: tree)
          } ?? VoiceOverFocus.initial(in: tree)
          tree = tree.with(notifications: tree.notifications, focusedIndex: focus)
          let order = tree.elements.map(\.nodeID)
          previous = (focus.map { order[$0] }, order)
        }
        let eventLines = CellEventFormat.lines(step: frame.step, events: frame.events)
        var result = RenderedFrame(
          stem: stem, layout: layout, rendered: image, tree: tree,
          accessibilityText: TreeTextFormat.render(tree) + eventLines.map { $0 + "\n" }.joined())
        // Record must never write a tree golden verify refuses to read.
        let treeBytes = result.accessibilityText.utf8.count
        guard treeBytes <= maximumTreeTextSize else {
          throw ScenarioRenderError(file: spec.file, frame: stem,
                                    underlying: TreeTextTooLarge(bytes: treeBytes, limit: maximumTreeTextSize))
        }
        if overlay ?? spec.accessibilityOverlay {
          result.overlay = try overlayImage(result)
        }
        try each(result)
      }
    }
  }

  /// The frames of each variant: the initial one, then one per step.
  private static func frames(of spec: ScenarioSpec) -> [ScenarioFrame] {
    spec.frames.isEmpty ? [ScenarioFrame(step: nil, content: spec.content, events: [])] : spec.frames
  }

  /// The stems of every frame `render` draws for `spec`, in render order (variant by variant).
  static func stems(of spec: ScenarioSpec) -> [String] {
    spec.variants.flatMap { environment in frames(of: spec).map { $0.stem(slug: environment.slug) } }
  }

  /// The `.a11y.png` image of a rendered frame.
  /// - Throws: `RenderError` when cairo fails.
  func overlayImage(_ frame: RenderedFrame) throws -> RGBAImage {
    let description = AccessibilityOverlayBuilder.overlay(
      for: frame.tree, scale: frame.layout.environment.scale,
      layoutDirection: frame.layout.environment.layoutDirection)
    return try OverlayPainter.render(description, base: try frame.image, measurer: renderer.measurer)
  }
}
