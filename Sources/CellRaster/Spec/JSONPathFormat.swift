/// JSON paths as error messages write them: `$.variants[1].scale`.
public enum JSONPathFormat {
  /// Path components shown at most: 16 (the first and last 8 of a deeper path, "…" between).
  public static let componentLimit = 16

  /// A JSON path from its components (".key" with the key escaped and cut by
  /// `EchoedValue.excerpt`, "[2]"): `$.a.b[2]`, with the middle of a path deeper than
  /// `componentLimit` left out (`$[0][0]…[0]`).
  public static func path(_ components: [String]) -> String {
    guard components.count > componentLimit else { return "$" + components.joined() }
    let half = componentLimit / 2
    return "$" + components.prefix(half).joined() + "…" + components.suffix(half).joined()
  }
}
