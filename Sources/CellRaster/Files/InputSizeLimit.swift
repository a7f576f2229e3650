/// The largest input file of each kind snapcheck reads (`FileBytes.read(_:limit:)`), so that no
/// input is read whole without a cap: a larger file is bad input (exit 65) naming the file, its
/// size and the limit, before its bytes are read.
public enum InputSizeLimit {
  /// PNG files (goldens, images a spec names, `diff` arguments): 1 GiB (`FileBytes.maximumSize`).
  public static let png = FileBytes.maximumSize
  /// `.xib` and `.storyboard` files: 32 MiB (the largest XIB of the corpus is under 1 MiB; a
  /// storyboard of a large app a few MiB).
  public static let xib = 32 << 20
  /// NSS theme files: 1 MiB (a theme sets a few dozen properties).
  public static let theme = 1 << 20
  /// Spec (scenario JSON) files: 16 MiB (100 rows of outlet texts fit many times over).
  public static let spec = 16 << 20
  /// An asset catalog's `Contents.json` files: 1 MiB (Xcode writes a few hundred bytes per set).
  public static let assetContents = 1 << 20
  /// An asset catalog's image files (PNG, PDF, SVG): 32 MiB.
  public static let assetImage = 32 << 20

  /// "1 GiB", "32 MiB", "4096 bytes".
  static func describe(_ bytes: Int) -> String {
    if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}
