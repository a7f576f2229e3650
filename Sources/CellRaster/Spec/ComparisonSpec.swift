/// Decodes a spec's optional `comparison` object: the tolerances verify uses for that scenario.
/// The default (no key) is strict: every RGBA value equal.
///
/// ```json
/// "comparison": { "threshold": 0.1, "includeAA": false, "alphaBackground": "white", "maxDiff": "0.5%" }
/// ```
/// `threshold` (0–1) selects pixelmatch mode; `perceptual` (a CIEDE2000 ΔE ≥ 0, at most 100)
/// selects perceptual mode; the two exclude each other. `includeAA` needs `threshold`;
/// `alphaBackground` (checkerboard/white) needs a non-strict mode. `maxDiff` is an allowance with
/// a unit: `120px` or `0.5%`.
public enum ComparisonSpec {
  /// The keys the object may have.
  public static let keys = ["threshold", "includeAA", "alphaBackground", "perceptual", "maxDiff"]

  /// - Throws: `SpecError.invalid` naming the key and what is allowed.
  public static func decode(_ cursor: JSONCursor) throws -> ComparisonOptions {
    let m = try cursor.object(allowedKeys: keys)
    var options = ComparisonOptions()
    if m["threshold"] != nil, let p = m["perceptual"] {
      throw p.error("threshold (pixelmatch) and perceptual (CIEDE2000) exclude each other")
    }
    if let t = m["threshold"] {
      options.mode = .pixelmatch
      options.threshold = try t.number(in: 0...1)
    }
    if let p = m["perceptual"] {
      options.mode = .perceptual
      options.deltaE = try p.number(in: 0...100, unit: "ΔE")
    }
    if let aa = m["includeAA"] {
      let value = try aa.bool()
      guard options.mode == .pixelmatch else { throw aa.error("includeAA needs threshold (it is a pixelmatch option)") }
      options.includeAA = value
    }
    if let background = m["alphaBackground"] {
      let value = try background.enumCase(AlphaBackground.self)
      guard options.mode != .strict else {
        throw background.error("alphaBackground needs threshold or perceptual (strict mode compares raw RGBA)")
      }
      options.alphaBackground = value
    }
    if let maxDiff = m["maxDiff"] {
      let text = try maxDiff.string()
      do {
        options.allowance = try DiffAllowance.parse(text)
      } catch let error as DiffAllowance.ParseError {
        throw maxDiff.error(error.description)
      }
    }
    return options
  }
}
