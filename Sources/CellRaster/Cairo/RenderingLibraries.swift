#if canImport(Glibc)
import Glibc
#endif

/// The shared libraries only rendering needs (Cairo, Pango, fontconfig, FreeType, HarfBuzz, GLib,
/// poppler, librsvg, gdk-pixbuf), loaded when a command first renders rather than when the
/// process starts.
///
/// Loading them is most of a short command's time: `snapcheck --version` took 16.6 ms with them
/// linked as usual and 4.6 ms without (3.7 ms when also linked without PIE; static-stdlib release
/// build, 2-core EPYC VM, hyperfine, 2026-12-04; cairo alone pulls in X11 and xcb).
/// `scripts/lazy-link` (run by `scripts/build-release`) removes these names from the
/// executable's `DT_NEEDED` list after the release build; every reference the executable has
/// into them is a lazily bound `JUMP_SLOT` (PLT) relocation, resolved at the first call, so the
/// process starts without them and `load()` makes them global (`RTLD_GLOBAL`) before the first
/// call. In a build that links them as usual (`swift build`, the tests) `load()` only finds them
/// already loaded.
///
/// Commands that never render (`--version`, `help`, `diff` without `--side-by-side`) do not call
/// `load()`; every other command calls it before it runs.
public enum RenderingLibraries {
  /// The sonames, in dependency order (a library before those that depend on it).
  /// `scripts/lazy-link` removes exactly these from `DT_NEEDED`; `RenderingLibrariesTests`
  /// checks that the two lists agree.
  public static let sonames: [String] = [
    "libglib-2.0.so.0",
    "libgobject-2.0.so.0",
    "libgio-2.0.so.0",
    "libfreetype.so.6",
    "libharfbuzz.so.0",
    "libfontconfig.so.1",
    "libcairo.so.2",
    "libgdk_pixbuf-2.0.so.0",
    "libpango-1.0.so.0",
    "libpangoft2-1.0.so.0",
    "libpangocairo-1.0.so.0",
    "libpoppler-glib.so.8",
    "librsvg-2.so.2",
  ]

  /// Loads every library of `sonames` once per process (later calls return at once, from any
  /// thread).
  /// - Throws: `RenderError.librariesUnavailable` naming the first library the dynamic loader
  ///   could not load and its reason (`dlerror()`), e.g. when the Debian packages
  ///   `scripts/bootstrap` installs are missing. Every later call throws the same error.
  public static func load() throws {
    if let failure = loaded { throw failure }
  }

  /// The outcome of loading, computed once (Swift initializes globals and static properties
  /// exactly once, thread-safely): nil when every library is loaded.
  private static let loaded: RenderError? = {
    for soname in sonames {
      guard dlopen(soname, RTLD_NOW | RTLD_GLOBAL) != nil else {
        let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
        return .librariesUnavailable(library: soname, reason: reason)
      }
    }
    return nil
  }()
}
