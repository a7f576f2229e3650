import Foundation

/// One process-wide lock around every call into Pango and Cairo's font code (layout, measuring,
/// drawing text, font map set-up and tear-down).
///
/// Why: with several fonts in play (Inter and the Noto fallbacks) and one Pango font map per
/// worker thread, Cairo 1.16 (Debian 12) crashed in `cairo_scaled_font_glyph_extents` (a NULL
/// dereference under `pango_layout_get_line_count`) in about 1 run in 15 of verify over a mixed
/// corpus of CJK, Thai, Arabic and Latin scenarios with 8 workers; with Inter alone it never did.
/// Cairo shares its FreeType faces and glyph caches between threads, and the crash is in that
/// shared state. Serialising text work removes it (0 crashes in the same runs) at the cost of text
/// layout no longer running in parallel; everything else a worker does (shapes, images, diffs,
/// PNG coding, accessibility) still does.
///
/// Recursive: a layout's initialiser asks its `PinnedFonts` to load the fallbacks.
enum TextEngineLock {
  private static let lock = NSRecursiveLock()

  /// Runs `body` holding the lock.
  static func run<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Takes the lock; pair with `leave()` (for initialisers, which cannot be a closure).
  static func enter() { lock.lock() }

  /// Gives the lock back.
  static func leave() { lock.unlock() }
}
