internal import CCairo
import Foundation

/// The fonts snapcheck draws with: Debian's `fonts-inter` (Inter below 20 pt, standing in for SF
/// Pro Text; Inter Display at 20 pt and above, for SF Pro Display — reference/platform-notes.md),
/// loaded into a fontconfig configuration of our own so system and user fonts never leak in.
///
/// Not `Sendable`: one instance per thread (the Pango font map and context are not thread-safe).
final class PinnedFonts {
  /// Where Debian's `fonts-inter` installs its OpenType files.
  static let fontDirectory = "/usr/share/fonts/opentype/inter"

  let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  private let config: OpaquePointer
  /// The linear part (xx, yx, xy, yy) of the cairo matrix last given to the context.
  private var contextMatrix: [Double]?

  /// Loads every Inter face into a fresh fontconfig configuration and builds a Pango context with
  /// explicit Cairo font options: grey antialiasing, no hinting, hint metrics off, 72 dpi (1 pt = 1
  /// user unit).
  /// - Throws: `RenderError.fonts` when the font files are missing or fontconfig refuses them.
  init() throws {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.fontDirectory)) ?? []
    let otf = files.filter { $0.hasSuffix(".otf") }.sorted()
    guard !otf.isEmpty else {
      throw RenderError.fonts("no fonts in \(Self.fontDirectory): install Debian's fonts-inter (scripts/bootstrap does)")
    }
    guard let config = FcConfigCreate() else { throw RenderError.fonts("FcConfigCreate failed") }
    for file in otf {
      let path = Self.fontDirectory + "/" + file
      let added = path.withCString { FcConfigAppFontAddFile(config, UnsafePointer<FcChar8>(OpaquePointer($0))) }
      if added == 0 {
        FcConfigDestroy(config)
        throw RenderError.fonts("fontconfig could not load \(path)")
      }
    }
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
    ccairo_object_unref(UnsafeMutableRawPointer(context))
    ccairo_object_unref(UnsafeMutableRawPointer(fontMap))
    FcConfigDestroy(config)
  }

  /// The family and face Pango resolves a request for `family` to, e.g. "Inter Semi-Bold"; used
  /// to prove that no system or user font can be picked (every request lands on a pinned face).
  func resolvedFace(forFamily family: String) -> String {
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

  /// A Pango font description for `font`: family by optical size, weight, style, absolute size
  /// in points. The caller frees it with `pango_font_description_free`.
  func fontDescription(for font: FontDescriptor) -> OpaquePointer {
    let description = pango_font_description_new()!
    // SF Pro Text below 20 pt, SF Pro Display at 20 pt and above (fiori-cells.md §3.2 notes).
    pango_font_description_set_family(description, font.pointSize >= 20 ? "Inter Display" : "Inter")
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.numericWeight)))
    pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_absolute_size(description, font.pointSize * Double(PANGO_SCALE))
    return description
  }
}
