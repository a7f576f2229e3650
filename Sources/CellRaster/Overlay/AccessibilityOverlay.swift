/// What the accessibility overlay image shows, as plain values (no drawing): one marker per
/// element with its VoiceOver number, frame, colour and legend lines, and which one has focus.
/// Built from an accessibility tree by A11yTree's `AccessibilityOverlayBuilder`, laid out by
/// ``OverlayLayout`` and drawn by `OverlayPainter` (reference/accessibility.md §2.5).
public struct AccessibilityOverlay: Hashable, Sendable {
  /// The cell's size in points (the base image covers it).
  public var cellSize: Size
  /// Pixels per point of the base image and of the overlay: 1, 2 or 3.
  public var scale: Int
  /// Markers in VoiceOver order.
  public var markers: [OverlayMarker]
  /// Badges sit at the leading top corner of each frame: top-right when true.
  public var isRightToLeft: Bool

  /// Creates an overlay description; `cellSize` in points.
  public init(cellSize: Size, scale: Int, markers: [OverlayMarker], isRightToLeft: Bool) {
    self.cellSize = cellSize
    self.scale = scale
    self.markers = markers
    self.isRightToLeft = isRightToLeft
  }
}

/// One element on the overlay: its frame (or its accessibility path) tinted with its colour, a
/// numbered badge, a ring when focused, and a legend entry.
public struct OverlayMarker: Hashable, Sendable {
  /// The 1-based VoiceOver number (as in the `.a11y.txt`).
  public var number: Int
  /// The element's accessibility frame in the cell, points.
  public var frame: Rect
  /// The element's `accessibilityPath` in the cell, points; when set it is tinted and outlined
  /// (and ringed when focused) instead of the frame, and the badge sits at its bounds. Default nil.
  public var path: AccessibilityPath?
  /// The marker colour, opaque; the frame is filled with it at ``OverlayStyle/fillAlpha``.
  public var color: Color
  /// True for the element VoiceOver focus is on (drawn with a ring).
  public var isFocused: Bool
  /// The legend text, in order (description, hint, actions, focus note).
  public var legend: [LegendLine]

  /// What the overlay outlines, points: the path's bounds when there is a path, else the frame.
  public var outlineBounds: Rect { path?.bounds ?? frame }

  /// Creates a marker; `frame` and `path` in points.
  public init(
    number: Int, frame: Rect, path: AccessibilityPath? = nil, color: Color, isFocused: Bool,
    legend: [LegendLine]
  ) {
    self.number = number
    self.frame = frame
    self.path = path
    self.color = color
    self.isFocused = isFocused
    self.legend = legend
  }
}

/// One line (paragraph, wrapped to the legend column) of a legend entry.
public struct LegendLine: Hashable, Sendable {
  /// How a legend line is set.
  public enum Style: String, Hashable, Sendable {
    /// The spoken description: 12 pt regular, black.
    case description
    /// The hint: 12 pt italic, 30 % grey (AccessibilitySnapshot's legend).
    case hint
    /// A note such as "Actions: Delete" or the focus note: 12 pt semibold, black.
    case note
  }

  /// The text.
  public var text: String
  /// Its style.
  public var style: Style

  /// Creates a legend line showing `text` as ``displayable(_:)`` gives it.
  public init(_ text: String, style: Style) {
    self.text = Self.displayable(text)
    self.style = style
  }

  /// Characters a legend line shows at most: 1,000; a longer text (a label of 20,000 characters,
  /// thousands of custom actions) is cut there and ends "… (N characters)", so the overlay of a
  /// valid tree can always be drawn.
  public static let maximumCharacters = 1_000

  /// `text` as the legend draws it: line breaks and tabs kept; any other control, format or
  /// separator character shown escaped (`\u{1B}`), since a label may hold what no font draws
  /// (`EchoedValue`'s escapes); at most ``maximumCharacters`` characters.
  public static func displayable(_ text: String) -> String {
    var shown = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == maximumCharacters {
        return shown + "… (\(text.unicodeScalars.count) characters)"
      }
      let kept: Set<Unicode.Scalar> = ["\n", "\t", "\\"]
      shown += kept.contains(scalar) ? String(scalar) : EchoedValue.escaped(scalar, escapingQuotes: false)
      count += 1
    }
    return shown
  }

  /// `text` with every scalar named in `codePoints` ("U+4E2D", as `RenderError.missingGlyphs`
  /// lists those the pinned fonts cannot draw) written as "[U+4E2D]".
  public static func spellingOut(_ codePoints: [String], in text: String) -> String {
    let missing = Set(codePoints)
    return text.unicodeScalars.map { scalar in
      let name = "U+" + String(format: "%04X", scalar.value)
      return missing.contains(name) ? "[\(name)]" : String(scalar)
    }.joined()
  }
}

/// The overlay's fixed metrics and colours (reference/accessibility.md §2.5, AccessibilitySnapshot
/// `LegendLayoutMetrics`, `ColorPalette.legacy`), with our deviations noted.
public enum OverlayStyle {
  /// Space around the legend and between the cell and the legend: 16 pt.
  public static let inset = 16.0
  /// Width of a legend column beside the cell: 284 pt (AS's minimum column width).
  public static let columnWidth = 284.0
  /// Diameter of a numbered badge, on the cell and in the legend: 18 pt. AS's legend marker is
  /// 14x14 and carries no number; ours is larger so that two digits fit (our choice).
  public static let badgeSize = 18.0
  /// Gap between a legend badge and its text: 16 pt.
  public static let badgeToText = 16.0
  /// Vertical gap between legend entries: 4 pt.
  public static let itemSpacing = 4.0
  /// Legend text size: 12 pt.
  public static let fontSize = 12.0
  /// Badge number size: 11 pt semibold.
  public static let badgeFontSize = 11.0
  /// Alpha of the frame tint: 0.3 (AS).
  public static let fillAlpha = 0.3
  /// Width of the focus ring, points, drawn 3 pt outside the frame.
  public static let focusRingWidth = 3.0
  /// Hint colour: 30 % grey, #4D4D4D (AS `UIColor(white: 0.3)`).
  public static let hintColor = Color(red: 0x4D, green: 0x4D, blue: 0x4D)
  /// Marker colours, cycled by VoiceOver order: cyan, magenta, green, blue, yellow, purple,
  /// orange (AS `ColorPalette.legacy`, UIKit's named colours).
  public static let palette: [Color] = [
    Color(red: 0, green: 255, blue: 255), Color(red: 255, green: 0, blue: 255),
    Color(red: 0, green: 255, blue: 0), Color(red: 0, green: 0, blue: 255),
    Color(red: 255, green: 255, blue: 0), Color(red: 128, green: 0, blue: 128),
    Color(red: 255, green: 128, blue: 0),
  ]
  /// The legend sits below the cell when the cell is wider than tall (aspect ratio > 1) or
  /// narrower than 316 pt (284 + 2 × 16), else in columns beside it (AS
  /// `SnapshotAndLegendView`).
  public static func legendIsBelow(cellSize: Size) -> Bool {
    cellSize.width > cellSize.height || cellSize.width < columnWidth + 2 * inset
  }
}
