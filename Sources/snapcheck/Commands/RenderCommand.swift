import CellRaster
import Foundation

/// `snapcheck render <spec.json|file.xib|file.storyboard> --out <dir> [--cell <reuse identifier>]`:
/// writes `<slug>.png`, `<slug>.a11y.txt` and `<slug>.a11y.json` for every variant of one spec,
/// without comparing anything. A `.xib` or a storyboard's prototype cell (chosen with `--cell`)
/// renders at its IB canvas size and scale with the texts stored in it.
enum RenderCommand: Command {
  static let name = "render"
  static let summary = "Render one spec's variants to PNG and accessibility trees."
  static let usage = "render <spec.json | file.xib | file.storyboard> --out <dir> [--cell <reuse identifier>] [--assets <dir.xcassets> ...] [--overlay] [--allow-path <dir> ...]"
  static let discussion = """
    Writes <variant-slug>.png, .a11y.txt and .a11y.json per variant into <dir>
    (created if needed). Rendering is deterministic: the same spec gives the same bytes.
    A .xib file renders at its Interface Builder canvas size with the texts stored in it;
    a .storyboard renders one prototype cell the same way, chosen with --cell by its reuse
    identifier (needed when the storyboard has more than one). An iPad canvas renders in
    regular width. --assets names the app's asset catalogs (repeatable, earlier
    first) for a .xib or .storyboard: images and named colours resolve from them, as
    a spec's "assets" does; an image found in none is a placeholder and a warning.
    With --overlay (or when the spec sets "accessibilityOverlay": true) also
    <variant-slug>.a11y.png: the cell in monochrome, each accessibility element's frame
    tinted and numbered in VoiceOver order, a ring on the focused element, and a legend
    (number, description, hint) beside tall cells and below wide ones.
    Files the spec names (images, XIB, theme, asset catalogs) must resolve, after symbolic links, inside
    the spec's folder or an --allow-path folder (exit 65 otherwise).
    """
  static let options: [OptionSpec] = [
    .value("out", "Folder to write into (required)."),
    .value("cell", "The cell to render by reuse identifier: a storyboard's prototype cell, or a .xib's top-level cell."),
    OptionSpec(name: "assets", takesValue: true,
               help: "An asset catalog (.xcassets folder) for a .xib or .storyboard (repeatable, at most \(AssetCatalogsProperty.maximumCount); earlier ones win).",
               repeatable: true),
    .flag("overlay", "Also write the .a11y.png accessibility overlay per variant."),
    AllowPathOption.spec,
  ]

  /// The error for an input path where nothing exists (exit 66): "no such file" for a .xib or
  /// .storyboard, "no such spec file" for a spec, with the closest name of the same extension in
  /// its folder (`DidYouMean`; names only, the first 1,000 of that extension, UTF-8 ones only),
  /// e.g. `no such file; did you mean 'BookmarkCell.xib'?`.
  static func missingInput(_ input: String, isInterfaceBuilder: Bool) -> FileError {
    let slash = input.lastIndex(of: "/")
    let folder = slash.map { String(input[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
    let name = slash.map { String(input[input.index(after: $0)...]) } ?? input
    let ending = name.lastIndex(of: ".").map { String(name[$0...]).lowercased() } ?? ""
    // Names that are not UTF-8 (read with U+FFFD in them) could not be typed back; at most
    // 1,000 candidates, so that a folder of 100,000 long names costs a fraction of a second.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder))?
      .filter { !ending.isEmpty && $0.lowercased().hasSuffix(ending) && !$0.unicodeScalars.contains("\u{FFFD}") }
      .prefix(1_000) ?? []
    let hint = DidYouMean.suggestion(for: name, among: Array(names)).map { "; did you mean '\(EchoedValue.clip($0))'?" } ?? ""
    return FileError(path: input, problem: (isInterfaceBuilder ? "no such file" : "no such spec file") + hint,
                     category: .missingInput)
  }

  static func run(_ arguments: ParsedArguments, context: RunContext) throws -> ExitStatus {
    guard arguments.positionals.count == 1 else {
      throw UsageError(arguments.positionals.isEmpty ? "missing <spec.json>" : "expected one spec, got \(arguments.positionals.count)",
                       command: name)
    }
    guard let out = arguments.value("out") else { throw UsageError("missing --out <dir>", command: name) }
    let input = arguments.positionals[0]
    let isInterfaceBuilder = [".xib", ".storyboard"].contains { input.lowercased().hasSuffix($0) }
    let cell = arguments.value("cell")
    if cell != nil, !isInterfaceBuilder {
      throw UsageError("--cell applies to a .xib or .storyboard file (a spec chooses its cell with properties.reuseIdentifier)", command: name)
    }
    if cell?.isEmpty == true { throw UsageError("--cell needs a reuse identifier", command: name) }
    let assets = arguments.values["assets"] ?? []
    if !assets.isEmpty, !isInterfaceBuilder {
      throw UsageError("--assets applies to a .xib or .storyboard file (a spec names its catalogs with properties.assets)", command: name)
    }
    if assets.contains(where: \.isEmpty) { throw UsageError("--assets needs an .xcassets folder, got an empty value", command: name) }
    if assets.count > AssetCatalogsProperty.maximumCount {
      throw UsageError("--assets is given \(assets.count) times; at most \(AssetCatalogsProperty.maximumCount) catalogs", command: name)
    }
    if !FileBytes.entryExists(input) { throw missingInput(input, isInterfaceBuilder: isInterfaceBuilder) }
    let spec = isInterfaceBuilder ? try xibSpec(input, cell: cell, assets: assets, allowed: AllowPathOption.folders(arguments, command: name)) : try ScenarioRenderer.loadSpec(
      input, confinement: FileManager.default.fileExists(atPath: input)
        ? PathConfinement.specFolder(of: input, allowed: AllowPathOption.folders(arguments, command: name)) : nil)
    let frames = try ScenarioRenderer().render(spec, overlay: arguments.has("overlay") ? true : nil)
    try FileOutput.createDirectory(out)
    for frame in frames {
      let base = (out as NSString).appendingPathComponent(frame.stem)
      try FileBytes.writeAtomically(try PNGEncoder.encode(frame.rendered), to: base + ".png")
      try FileBytes.writeAtomically(Array(frame.accessibilityText.utf8), to: base + ".a11y.txt")
      try FileBytes.writeAtomically(Array(try frame.accessibilityJSON().utf8), to: base + ".a11y.json")
      context.console.out(Console.printable("wrote \(base).png (\(frame.rendered.width)x\(frame.rendered.height) px)"))
      if let overlay = frame.overlay {
        try FileBytes.writeAtomically(try PNGEncoder.encode(overlay), to: base + ".a11y.png")
        context.console.out(Console.printable("wrote \(base).a11y.png (\(overlay.width)x\(overlay.height) px)"))
      }
    }
    // Each finding once, naming the frames it comes from (all of them, or which), in first-seen order.
    var lines: [String] = []
    var stems: [String: [String]] = [:]
    for frame in frames {
      for finding in frame.layout.findings {
        // XIB findings already begin with the document's path: do not print it twice.
        let own = spec.file + ": "
        let message = finding.message.hasPrefix(own) ? String(finding.message.dropFirst(own.count)) : finding.message
        let line = "\(spec.file): \(finding.severity.rawValue): [\(finding.rule)] \(message)"
        if stems[line] == nil { lines.append(line) }
        if stems[line]?.last != frame.stem { stems[line, default: []].append(frame.stem) }
      }
    }
    for line in lines {
      let from = stems[line] ?? []
      let suffix = frames.count == 1 ? "" : from.count == frames.count ? " (all \(frames.count) frames)" : " (in \(from.joined(separator: ", ")))"
      context.console.err(Console.printable(line + suffix))
    }
    return .success
  }

  /// A one-variant spec for a bare XIB or storyboard cell: canvas width and height, canvas
  /// scale, stored texts; regular width on an iPad canvas; images and named colours from the
  /// `assets` catalogs (`--assets`, whose folders and `allowed` ones confine the catalogs' files).
  /// - Throws: `UsageError` when `--cell` is missing or names no cell, or an `--assets` folder
  ///   is not a `.xcassets` folder; `FileError` (66) for a catalog that does not exist;
  ///   `AssetCatalogError` for a bad catalog; `XIBError` otherwise, and for a canvas size
  ///   outside 1–4096 pt.
  static func xibSpec(_ path: String, cell: String?, assets: [String] = [], allowed: [String] = []) throws -> ScenarioSpec {
    let document: XIBDocument
    do {
      document = try XIBParser.parse(file: path, reuseIdentifier: cell)
    } catch let error as XIBError where error.isCellChoice {
      let message = error.description(choosingWith: "--cell")
      throw UsageError(cell == nil ? message : "--cell: \(message)", command: name)
    }
    // The canvas size stands in for a spec variant's width and height, so it takes their range.
    let size = document.canvasSize
    if !document.root.hasStoredFrame {
      throw XIBError.invalidElement(file: path, element: document.root.reference,
                                    message: "has no <rect key=\"frame\">, so it has no canvas size to render at (fix: a spec with a width and height)")
    }
    for (name, value) in [("width", size.width), ("height", size.height)] where !(1...4096).contains(value) {
      throw XIBError.invalidElement(file: path, element: document.root.reference,
                                    message: "the stored frame is \(value == value.rounded() ? String(Int(value)) : String(value)) pt \(name == "width" ? "wide" : "tall"); render lays a "
                                      + "cell out at its canvas size, which must be 1–4096 pt as a spec variant's \(name) (fix: a spec with a \(name))")
    }
    let environment = RenderEnvironment(width: document.canvasSize.width, scale: document.canvasScale,
                                        horizontalSizeClass: document.canvasIdiom == .pad ? .regular : .compact,
                                        height: document.canvasSize.height)
    var folders: [(path: String, displayName: String)] = []
    for folder in assets {
      let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
      guard trimmed.lowercased().hasSuffix(".xcassets") else {
        throw UsageError("--assets: '\(folder)' is not an asset catalog (expected a folder whose name ends in .xcassets)", command: name)
      }
      guard let canonical = PathConfinement.canonical(trimmed), AssetCatalog.isFolder(canonical) else {
        throw FileError(path: folder, problem: "no such asset catalog folder (--assets)", category: .missingInput)
      }
      folders.append((canonical, folder))
    }
    var catalogs = AssetCatalogs()
    if !folders.isEmpty {
      // The catalogs given on the command line are trusted like --allow-path folders.
      let confinement = try PathConfinement.specFolder(of: path, allowed: allowed + folders.map(\.path))
      catalogs = try AssetCatalogs.load(folders: folders, imageNames: document.assetImageNames,
                                        colorNames: document.namedColorNames, confinement: confinement)
    }
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return ScenarioSpec(name: name, cellClass: .xib, content: .xib(XIBCellContent(document: document, assets: catalogs)),
                        variants: [environment], file: path)
  }
}
