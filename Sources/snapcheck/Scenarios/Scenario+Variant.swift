import CellRaster

extension Scenario {
  /// One entry of `variants`: the environment a cell renders in. Unset fields take the defaults
  /// `VariantSpec` documents: width 375 pt (1–4096), scale 3 (1, 2 or 3), content size L, light,
  /// left to right, compact, phone; `height` unset sizes the cell to its content;
  /// `screenHeight` 812 pt and `keyboardHeight` 336 pt cap an editing note cell.
  public struct Variant: Hashable, Sendable {
    /// Points.
    public var width: Double?
    /// Pixels per point.
    public var scale: Int?
    public var contentSize: ContentSizeCategory?
    public var appearance: Appearance?
    public var layoutDirection: LayoutDirection?
    public var horizontalSizeClass: SizeClass?
    /// 0.01–0.99, a fraction; only with `horizontalSizeClass` regular.
    public var splitPercent: Double?
    public var idiom: UserInterfaceIdiom?
    /// A fixed cell height in points.
    public var height: Double?
    /// Points.
    public var screenHeight: Double?
    /// Points.
    public var keyboardHeight: Double?

    public init(width: Double? = nil, scale: Int? = nil, contentSize: ContentSizeCategory? = nil,
                appearance: Appearance? = nil, layoutDirection: LayoutDirection? = nil,
                horizontalSizeClass: SizeClass? = nil, splitPercent: Double? = nil, idiom: UserInterfaceIdiom? = nil,
                height: Double? = nil, screenHeight: Double? = nil, keyboardHeight: Double? = nil) {
      self.width = width
      self.scale = scale
      self.contentSize = contentSize
      self.appearance = appearance
      self.layoutDirection = layoutDirection
      self.horizontalSizeClass = horizontalSizeClass
      self.splitPercent = splitPercent
      self.idiom = idiom
      self.height = height
      self.screenHeight = screenHeight
      self.keyboardHeight = keyboardHeight
    }

    /// Every default: 375 pt wide at 3x, L, light, left to right.
    public static let `default` = Variant()

    static var fields: [SpecField<Self>] {
      [.number("width", \.width), .integer("scale", \.scale), .enumeration("contentSize", \.contentSize),
       .enumeration("appearance", \.appearance), .enumeration("layoutDirection", \.layoutDirection),
       .enumeration("horizontalSizeClass", \.horizontalSizeClass), .number("splitPercent", \.splitPercent),
       .enumeration("idiom", \.idiom), .number("height", \.height), .number("screenHeight", \.screenHeight),
       .number("keyboardHeight", \.keyboardHeight)]
    }

    /// The spec object.
    public var specValue: SpecValue { .object(SpecFieldTable.object(self, Self.fields)) }

    /// The variant a spec object holds (one `ScenarioSpec.decode` accepted).
    public init(specValue: SpecValue) {
      self.init()
      SpecFieldTable.apply(specValue.object ?? [:], to: &self, Self.fields)
    }
  }
}
