import CellRaster

extension Scenario {
  /// One entry of `variants`: the environment a cell renders in. Unset fields take the defaults
  /// `VariantSpec` documents: width 375 pt (1–4096), scale 3 (1, 2 or 3), content size L, light,
  /// left to right, compact, phone; `height` unset sizes the cell to its content;
  /// `screenHeight` 812 pt and `keyboardHeight` 336 pt cap an editing note cell.
  public struct Variant: Hashable, Sendable {
    /// Cell width in points, 1–4096. Unset: 375.
    public var width: Double?
    /// Pixels per point: 1, 2 or 3. Unset: 3.
    public var scale: Int?
    /// Dynamic Type category, xS…AX5. Unset: L.
    public var contentSize: ContentSizeCategory?
    /// Light or dark. Unset: light.
    public var appearance: Appearance?
    /// Left to right or right to left. Unset: leftToRight.
    public var layoutDirection: LayoutDirection?
    /// Compact or regular. Unset: compact.
    public var horizontalSizeClass: SizeClass?
    /// The object cell's left-column fraction, 0.01–0.99 (not percent); only with
    /// `horizontalSizeClass` regular. Unset: the cell's `splitPercent`, else 0.5.
    public var splitPercent: Double?
    /// Phone or pad (VoiceOver's row tolerance). Unset: pad when regular, else phone.
    public var idiom: UserInterfaceIdiom?
    /// A fixed cell height in points, 1–4096 (not for a `XIBList`). Unset: sized to its content.
    public var height: Double?
    /// The screen's height in points, 100–4096; caps an editing note cell. Unset: 812.
    public var screenHeight: Double?
    /// The keyboard's height in points while a note cell edits, 0–2048 and below the screen height
    /// (0: a hardware keyboard). Unset: 336.
    public var keyboardHeight: Double?

    /// A variant; `nil` leaves a field unset (its default).
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
