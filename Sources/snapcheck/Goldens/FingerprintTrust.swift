import CellRaster

/// Whether a golden PNG's `scPH` fingerprint (`PNGFingerprint`) may stand in for decoding it.
///
/// The fingerprint catches accidents (a re-saved, edited or garbled golden), not forgery: its
/// digests are unkeyed XXH3, so anyone who can commit a golden can write a chunk that vouches for
/// the pixels the spec renders next to an image that shows something else. Trusted, such a golden
/// passes `verify` (and `record` keeps it as "unchanged") without its pixels ever being looked
/// at. So a run where goldens come from a pull request decodes every golden and compares its
/// pixels; a developer's own checkout may trust the fingerprints, which saves the decode (about
/// 1 ms CPU of a 3x golden: a passing verify of the 3x scale corpus takes 1.65x the time with
/// every golden decoded, README.md "Performance").
///
/// `--trust-fingerprints yes|no`; without it, no when `$CI` is set (`RecordMode.isCI`), else yes.
enum FingerprintTrust {
  /// The option's name and help, shared by `verify` and `record`.
  static let option = OptionSpec.value(
    "trust-fingerprints",
    "yes or no: accept a golden whose scPH fingerprint vouches for the rendering without decoding it (default: yes; no with $CI)")

  /// The setting for a run.
  /// - Parameters:
  ///   - flag: the option's value, if given.
  ///   - environment: the process environment (`CI`).
  /// - Throws: `UsageError` (64) for a value other than yes or no.
  static func resolve(flag: String?, environment: [String: String], command: String) throws -> Bool {
    switch flag {
    case nil: return !RecordMode.isCI(environment)
    case "yes": return true
    case "no": return false
    case let value?:
      throw UsageError("--trust-fingerprints: '\(EchoedValue.clip(value))' is not yes or no", command: command)
    }
  }
}
