/// Reads an `.imageset` folder: its `Contents.json` and the image files it names.
///
/// `images[]` entries: `filename` (absent = an empty slot in Xcode, skipped), `idiom`
/// (universal, iphone, ipad; other idioms skipped), `scale` (`1x`, `2x`, `3x`; absent for a
/// single-scale image), `appearances` (`AssetAppearance`). `properties`:
/// `template-rendering-intent` (template, original), `preserves-vector-representation` (vectors
/// are always drawn at the target size here). PNG files are decoded; PDF (poppler) and SVG
/// (librsvg) files are read for their size and drawn at the target size; other types are listed
/// in `unsupportedFiles`.
enum AssetImageSetReader {
  /// The most images one set may list: 64 (Xcode's richest sets, every idiom × scale ×
  /// appearance, stay under 40).
  static let maximumImages = 64
  /// The most pixels of one bitmap: 16 megapixels (a 3x full-screen iPad image is under 6).
  static let maximumPixels = 16_000_000
  /// The PNG pixels one cell's catalogs may decode in all (every set it uses, every scale and
  /// appearance; a file listed twice counts once): 64 megapixels, 256 MiB of RGBA. Past it the
  /// catalog is bad input (65), as a single PNG over `maximumPixels` is.
  static let totalPixels = 64_000_000

  /// - Parameters:
  ///   - folder: the canonical `.imageset` folder.
  ///   - confinement: where the image files must lie after symbolic links.
  /// - Throws: `AssetCatalogError` (65) for a malformed `Contents.json`, a file outside the
  ///   confinement, a PNG/PDF/SVG that cannot be read, too many images; (66) for a named file
  ///   that does not exist; `FileError` for files over the size limit.
  static func read(name: String, folder: String, confinement: PathConfinement) throws -> AssetImageSet {
    var budget = totalPixels
    return try read(name: name, folder: folder, confinement: confinement, pixelBudget: &budget)
  }

  /// `read(name:folder:confinement:)`, decoding at most `pixelBudget` PNG pixels (less what it decodes).
  static func read(name: String, folder: String, confinement: PathConfinement, pixelBudget: inout Int) throws -> AssetImageSet {
    let contents = try AssetContentsJSON.read(folder + "/Contents.json", confinement: confinement)
    var decoded: [String: AssetImageContent] = [:]
    var set = AssetImageSet(name: name, renditions: [])
    if let properties = try contents.member("properties") {
      let intent = try properties.oneOf("template-rendering-intent", ["template", "original"])
      set.isTemplate = intent == "template"
      set.isOriginal = intent == "original"
      _ = try properties.member("preserves-vector-representation")?.bool()
    }
    let images = try contents.member("images")?.array() ?? []
    guard images.count <= maximumImages else {
      throw contents.error("\(images.count) images in one image set; at most \(maximumImages) are read")
    }
    for entry in images {
      guard let filename = try entry.member("filename")?.string() else { continue }
      guard let idiomName = try entry.member("idiom")?.string() else { throw entry.error("missing key 'idiom'") }
      guard let idiom = AssetIdiom(rawValue: idiomName), let appearance = try AssetAppearance.read(entry) else { continue }
      let scale = try entry.oneOf("scale", ["1x", "2x", "3x"]).map { Int($0.prefix(1)) ?? 1 }
      let file = try AssetCatalog.confinedFile(filename, in: folder, at: entry, confinement: confinement)
      let lowercased = filename.lowercased()
      let content: AssetImageContent
      if let known = decoded[file] {
        content = known  // the same file listed again is decoded once
      } else if lowercased.hasSuffix(".png") {
        let bytes = try FileBytes.read(file, limit: InputSizeLimit.assetImage)
        let image: RGBAImage
        do {
          image = try PNGDecoder.decode(bytes, source: file, maxPixels: maximumPixels)
        } catch let error as DiagnosticError {
          throw AssetCatalogError(file: file, problem: "not a PNG snapcheck can read: \(error.description)")
        }
        pixelBudget -= image.width * image.height
        guard pixelBudget >= 0 else {
          throw AssetCatalogError(file: file, problem: "the cell's asset images take more than \(totalPixels / 1_000_000) megapixels in all")
        }
        content = .bitmap(image)
      } else if lowercased.hasSuffix(".pdf") || lowercased.hasSuffix(".svg") {
        let bytes = try FileBytes.read(file, limit: InputSizeLimit.assetImage)
        content = .vector(try VectorImage(bytes: bytes, format: lowercased.hasSuffix(".pdf") ? .pdf : .svg, file: file))
      } else {
        set.unsupportedFiles.append(filename)
        continue
      }
      decoded[file] = content
      set.renditions.append(AssetImageRendition(idiom: idiom, scale: scale, appearance: appearance, file: file, content: content))
    }
    return set
  }
}
