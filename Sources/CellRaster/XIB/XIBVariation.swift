/// One `<variation key="…">` of a view or constraint, as written: the size classes it applies in
/// and what it changes there (fiori-cells.md §7 "Size-class variations").
///
/// ```xml
/// <variation key="default"><mask key="constraints"><exclude reference="WWN-cA-tJ4"/></mask></variation>
/// <variation key="widthClass=regular"><edgeInsets key="layoutMargins" top="0" left="20" bottom="0" right="20"/></variation>
/// <variation key="heightClass=regular-widthClass=compact"><mask key="subviews"><include reference="340"/></mask></variation>
/// <constraint … constant="110" id="c26-18-jHA"><variation key="widthClass=regular" constant="130"/></constraint>
/// ```
///
/// UIKit/IB semantics: everything written outside variations is the base configuration (any
/// width, any height); `default` applies in every configuration; `widthClass=…` and
/// `heightClass=…` apply when that size class matches, `heightClass=…-widthClass=…` when both
/// do. Where matching variations disagree, the most specific wins (`XIBVariationResolving`).
public struct XIBVariation: Hashable, Sendable {
  /// Which constraints (`<mask key="constraints">`) or subviews (`<mask key="subviews">`) a
  /// variation installs (`<include reference>`) or uninstalls (`<exclude reference>`), by id.
  public struct Mask: Hashable, Sendable {
    public var included: [String]
    public var excluded: [String]

    public init(included: [String] = [], excluded: [String] = []) {
      self.included = included
      self.excluded = excluded
    }

    public var isEmpty: Bool { included.isEmpty && excluded.isEmpty }
  }

  /// The `key` as written: `default`, `widthClass=regular`, `heightClass=compact-widthClass=regular`.
  public var key: String
  /// The horizontal size class the variation needs; nil = any.
  public var widthClass: SizeClass?
  /// The vertical size class the variation needs; nil = any.
  public var heightClass: SizeClass?
  /// False for a key snapcheck does not understand (a trait other than widthClass/heightClass,
  /// a value other than compact/regular): such a variation never applies.
  public var isUnderstood: Bool
  /// `<mask key="constraints">` of a view: ids from the view's own `<constraints>` list.
  public var constraints: Mask
  /// `<mask key="subviews">` of a view: ids of its subviews.
  public var subviews: Mask
  /// `<edgeInsets key="layoutMargins">` / `<directionalEdgeInsets key="directionalLayoutMargins">`
  /// inside the variation: the view's margins in these size classes.
  public var layoutMargins: XIBLayoutMargins?
  /// `<fontDescription key="fontDescription">` inside the variation: a label's, text view's or
  /// button title's font in these size classes.
  public var font: XIBFont?
  /// `constant="…"` on a constraint's variation, points.
  public var constant: Double?
  /// The element, for messages: `<variation key="widthClass=regular"> (line 67)`.
  public var reference: String

  public init(key: String, constraints: Mask = Mask(), subviews: Mask = Mask(),
              layoutMargins: XIBLayoutMargins? = nil, font: XIBFont? = nil, constant: Double? = nil,
              reference: String = "") {
    self.key = key
    let condition = Self.condition(key)
    self.widthClass = condition?.width
    self.heightClass = condition?.height
    self.isUnderstood = condition != nil
    self.constraints = constraints
    self.subviews = subviews
    self.layoutMargins = layoutMargins
    self.font = font
    self.constant = constant
    self.reference = reference
  }

  /// True when the variation applies at these size classes.
  public func applies(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass) -> Bool {
    guard isUnderstood else { return false }
    return (widthClass ?? horizontalSizeClass) == horizontalSizeClass
      && (heightClass ?? verticalSizeClass) == verticalSizeClass
  }

  /// 0 for `default`, 1 for one size class, 2 for both: a more specific variation is applied
  /// later, so its includes, excludes and values win.
  public var specificity: Int { (widthClass == nil ? 0 : 1) + (heightClass == nil ? 0 : 1) }

  /// The size classes a key names, or nil for a key snapcheck does not understand. Pairs are
  /// `trait=value` joined with `-` in any order (IB writes `heightClass=…-widthClass=…`).
  static func condition(_ key: String) -> (width: SizeClass?, height: SizeClass?)? {
    if key == "default" { return (nil, nil) }
    var width: SizeClass?, height: SizeClass?
    for pair in key.split(separator: "-", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: "=", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 2, let value = SizeClass(rawValue: parts[1]) else { return nil }
      switch parts[0] {
      case "widthClass" where width == nil: width = value
      case "heightClass" where height == nil: height = value
      default: return nil
      }
    }
    return (width, height)
  }
}
