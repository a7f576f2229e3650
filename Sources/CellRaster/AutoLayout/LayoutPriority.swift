/// Auto Layout priorities (`UILayoutPriority`, UIKit reference): 1…1000, where 1000 is
/// required and anything lower is optional. Values are plain `Double`s in constraints; these are
/// UIKit's named ones.
enum LayoutPriority {
  /// `.required`, 1000: the constraint must hold.
  static let required = 1000.0
  /// `.defaultHigh`, 750: a button's (and IB's default) content compression resistance.
  static let defaultHigh = 750.0
  /// `.defaultLow`, 250: the default content hugging.
  static let defaultLow = 250.0
  /// `.fittingSizeLevel`, 50: the level at which `systemLayoutSizeFitting` pulls a size
  /// towards the target (0 for the compressed size).
  static let fittingSizeLevel = 50.0
}
