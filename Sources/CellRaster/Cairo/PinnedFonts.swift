internal import CCairo
import Foundation

/// The fonts snapcheck draws with: Debian's `fonts-inter` (Inter below 20 pt, standing in for SF
/// Pro Text; Inter Display at 20 pt and above, for SF Pro Display — reference/platform-notes.md),
/// then the Noto fallback families of `FallbackFonts` in their fixed order, loaded file by file
/// into a fontconfig configuration of our own so system and user fonts never leak in.
///
/// The fallback files are loaded the first time a text has a character Inter lacks
/// (`prepare(for:)`): measured on the 2-core build machine, Inter's 36 files take about 80 ms
/// per instance, the fallbacks about 300 ms more (Noto Sans CJK's two collections 250 ms of it,
/// the 44 script files 40 ms, emoji 1 ms), and there is one instance per worker thread. Output
/// does not depend on when they were loaded: Inter is first in every family list, so a text Inter
/// covers is drawn with Inter either way, and a text it does not cover is only laid out after
/// the load.
///
/// Not `Sendable`: one instance per thread (the Pango font map and context are not thread-safe).
final class PinnedFonts {
  /// Where Debian's `fonts-inter` installs its OpenType files.
  static let fontDirectory = "/usr/share/fonts/opentype/inter"

  let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  private let config: OpaquePointer
  /// Inter Regular's character set (owned by `config`), to tell when a text needs the fallbacks.
  private let interCharacters: OpaquePointer?
  /// The configuration with Inter and every fallback file, once `prepare(for:)` has loaded it.
  private var fallbackConfig: OpaquePointer?
  /// The linear part (xx, yx, xy, yy) of the cairo matrix last given to the context.
  private var contextMatrix: [Double]?

  /// Loads every Inter face into a fresh fontconfig configuration and builds a Pango context with
  /// explicit Cairo font options: grey antialiasing, no hinting, hint metrics off, 72 dpi (1 pt = 1
  /// user unit).
  /// - Throws: `RenderError.fonts` when the font files are missing or fontconfig refuses them.
  init() throws {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.fontDirectory)) ?? []
    let otf = files.filter { $0.hasSuffix(".otf") }.sorted()
    guard !otf.isEmpty else {
      throw RenderError.fonts("no fonts in \(Self.fontDirectory): install Debian's fonts-inter (scripts/bootstrap does)")
    }
    let config = try Self.configuration(files: otf.map { Self.fontDirectory + "/" + $0 })
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      FcConfigDestroy(config)
      throw RenderError.fonts("pango_cairo_font_map_new_for_font_type(FT) failed")
    }
    pango_fc_font_map_set_config(ccairo_fc_font_map(map), config)
    guard let context = pango_font_map_create_context(map) else {
      ccairo_object_unref(UnsafeMutableRawPointer(map))
      FcConfigDestroy(config)
      throw RenderError.fonts("pango_font_map_create_context failed")
    }
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_cairo_context_set_resolution(context, 72)
    self.config = config
    self.fontMap = map
    self.context = context
    self.interCharacters = Self.characterSet(in: config, file: Self.fontDirectory + "/Inter-Regular.otf")
  }

  /// A fresh fontconfig configuration holding exactly `files` (paths).
  /// - Throws: `RenderError.fonts` naming the first file fontconfig refuses (e.g. not installed).
  private static func configuration(files: [String]) throws -> OpaquePointer {
    guard let config = FcConfigCreate() else { throw RenderError.fonts("FcConfigCreate failed") }
    for path in files {
      let added = path.withCString { FcConfigAppFontAddFile(config, UnsafePointer<FcChar8>(OpaquePointer($0))) }
      if added == 0 {
        FcConfigDestroy(config)
        throw RenderError.fonts("fontconfig could not load \(path): install Debian's fonts-inter, fonts-noto-core, fonts-noto-cjk and fonts-noto-color-emoji (scripts/bootstrap does)")
      }
    }
    return config
  }

  /// The character set of the face loaded from `file` in `config`, or nil.
  private static func characterSet(in config: OpaquePointer, file: String) -> OpaquePointer? {
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return nil }
    for index in 0..<Int(set.pointee.nfont) {
      guard let pattern = set.pointee.fonts[index] else { continue }
      var path: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(pattern, FC_FILE, 0, &path) == FcResultMatch, let path,
            String(cString: path) == file else { continue }
      var charset: OpaquePointer?
      if FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch { return charset }
    }
    return nil
  }

  /// True once the Noto fallback files are loaded.
  var hasFallbacks: Bool { fallbackConfig != nil }
  /// Why the fallback files could not be loaded (a missing package), once a text needed them;
  /// text with a missing glyph then reports this instead of `RenderError.missingGlyphs`.
  private(set) var fallbackError: RenderError?

  /// Loads the fallback fonts (`FallbackFonts.files`) when `text` has a character (other than a
  /// control character) that Inter lacks or an emoji in emoji presentation (`EmojiPresentation`); a no-op once they are loaded or have failed to load
  /// (`fallbackError`). PangoTextLayout calls it before laying out its text.
  func prepare(for text: String) {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    guard fallbackConfig == nil, fallbackError == nil else { return }
    if let interCharacters {
      let covered = text.unicodeScalars.allSatisfy { $0.value < 0x20 || FcCharSetHasChar(interCharacters, $0.value) != 0 }
      // Emoji that Inter has in text style (☀️, ❤️) are still drawn by Noto Color Emoji.
      if covered && !EmojiPresentation.hasEmoji(text) { return }
    }
    do { try loadFallbacks() } catch let error as RenderError { fallbackError = error } catch {
      fallbackError = .fonts("\(error)")
    }
  }

  /// Switches the font map to a configuration with Inter and every fallback file.
  /// - Throws: `RenderError.fonts` when a file is missing.
  func loadFallbacks() throws {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    guard fallbackConfig == nil else { return }
    let interFiles = ((try? FileManager.default.contentsOfDirectory(atPath: Self.fontDirectory)) ?? [])
      .filter { $0.hasSuffix(".otf") }.sorted().map { Self.fontDirectory + "/" + $0 }
    let full = try Self.configuration(files: interFiles + FallbackFonts.files)
    let parsed = FallbackFonts.bitmapScalingRules.withCString {
      FcConfigParseAndLoadFromMemory(full, UnsafePointer<FcChar8>(OpaquePointer($0)), 1)
    }
    guard parsed != 0 else {
      FcConfigDestroy(full)
      throw RenderError.fonts("fontconfig refused the bitmap scaling rules (FallbackFonts.bitmapScalingRules)")
    }
    pango_fc_font_map_set_config(ccairo_fc_font_map(fontMap), full)
    fallbackConfig = full
  }

  /// `pango_cairo_update_context(cr, context)` when the linear part of `cr`'s matrix differs from
  /// the one last applied (Pango ignores the translation; the target is always an image surface,
  /// so its font options never change). pango_context_set_matrix bumps the context's serial even
  /// when the matrix is unchanged, and every layout made earlier is then shaped again when drawn
  /// (Pango compares serials since 1.32.4, so no pango_layout_context_changed either): perf on
  /// the 3x scale corpus showed that repeated shaping at 13% of verify's samples. A layout
  /// measured under the matrix it is drawn with is drawn as measured; any other is re-laid out.
  func updateContext(for cr: OpaquePointer) {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let linear = [matrix.xx, matrix.yx, matrix.xy, matrix.yy]
    guard linear != contextMatrix else { return }
    pango_cairo_update_context(cr, context)
    contextMatrix = linear
  }

  deinit {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    ccairo_object_unref(UnsafeMutableRawPointer(context))
    ccairo_object_unref(UnsafeMutableRawPointer(fontMap))
    FcConfigDestroy(config)
    if let fallbackConfig { FcConfigDestroy(fallbackConfig) }
  }

  /// The family and face Pango resolves a request for `family` to, e.g. "Inter Semi-Bold"; used
  /// to prove that no system or user font can be picked (every request lands on a pinned face).
  func resolvedFace(forFamily family: String) -> String {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    let description = pango_font_description_new()!
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, family)
    pango_font_description_set_absolute_size(description, 12 * Double(PANGO_SCALE))
    guard let font = pango_font_map_load_font(fontMap, context, description) else { return "" }
    defer { ccairo_object_unref(UnsafeMutableRawPointer(font)) }
    let resolved = pango_font_describe(font)
    defer { pango_font_description_free(resolved) }
    return String(cString: pango_font_description_get_family(resolved))
  }

  /// The Pango family list for `font` in `locale`, in fallback order: Inter Display at 20 pt and
  /// above, Inter below (SF Pro Display / SF Pro Text, fiori-cells.md §3.2 notes), then
  /// `FallbackFonts.familyList` with the Noto Sans CJK family of the locale's `cjkRegion`.
  /// An explicit list, so fontconfig's own sorting cannot reorder the fallbacks.
  static func families(for font: FontDescriptor, locale: TextLocale) -> [String] {
    [font.pointSize >= FontDescriptor.displayOpticalSizeFrom ? "Inter Display" : "Inter"] + FallbackFonts.familyList(locale.cjkRegion)
  }

  /// A Pango font description for `font`: the family list of `families(for:locale:)`, weight,
  /// style, absolute size in points. The caller frees it with `pango_font_description_free`.
  func fontDescription(for font: FontDescriptor, locale: TextLocale = .english) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, Self.families(for: font, locale: locale).joined(separator: ","))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.numericWeight)))
    pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_absolute_size(description, font.pointSize * Double(PANGO_SCALE))
    return description
  }
}
