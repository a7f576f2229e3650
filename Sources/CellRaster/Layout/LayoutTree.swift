/// The UIKit class a layout node stands for; decides drawing and accessibility defaults
/// (labels and buttons are accessibility elements by default, image views and plain views not).
/// The controls from `textField` on are laid out with their UIKit intrinsic sizes and have their
/// accessibility defaults; XIB controls draw their look as child part nodes (text fields and
/// compact date pickers: `XIBTextFieldParts`, `XIBDatePickerParts`; the others:
/// `XIBControlParts`), the rest as plain views (their background only).
public enum ViewKind: String, Sendable, Codable {
  case view, label, imageView, button, textView, `switch`, activityIndicator, cell
  case textField, segmentedControl, slider, stepper, progressView, pageControl, datePicker
}

/// `NSTextAlignment` resolved to a physical edge for the layout direction.
public enum TextAlignment: String, Sendable, Codable {
  case left, center, right
}

/// `NSLineBreakMode` values snapcheck draws, by their UIKit names. With a line limit
/// (`numberOfLines` > 0) every line but the last wraps at words; the mode decides the last
/// visible line (`PangoTextLayout`): the truncating modes put an ellipsis there, `byWordWrapping`,
/// `byCharWrapping` and `byClipping` show the lines that fit and drop the rest without one.
/// `byCharWrapping` also wraps every line at characters instead of words.
public enum LineBreakMode: String, Sendable, Codable, CaseIterable {
  case byTruncatingTail, byWordWrapping, byCharWrapping, byTruncatingHead, byTruncatingMiddle, byClipping

  /// True for the modes that mark cut text with an ellipsis (head, middle, tail).
  public var isTruncating: Bool {
    switch self {
    case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle: true
    case .byWordWrapping, .byCharWrapping, .byClipping: false
    }
  }
}

/// Text drawn in a node's frame, like a `UILabel`'s.
public struct TextContent: Hashable, Sendable {
  /// The string.
  public var text: String
  /// Font request.
  public var font: FontDescriptor
  /// Text colour.
  public var color: Color
  /// Line limit; 0 = no limit (`numberOfLines`).
  public var numberOfLines: Int
  /// How overflow is handled; default truncating tail.
  public var lineBreakMode: LineBreakMode
  /// Physical alignment.
  public var alignment: TextAlignment
  /// True when layout found the text truncated (ellipsized) in its frame.
  public var isTruncated: Bool
  /// True to centre the text block vertically in the frame, as `UILabel` and `UIButton` draw
  /// (frames from XIBs are often taller than their text); false (default) draws from the top.
  public var isVerticallyCentered: Bool
  /// Points of the node's frame the text keeps clear of, physical (a button's image and content
  /// insets beside its title); default none.
  public var insets: EdgeInsets = .zero
  /// Attributed text's runs with their own font, colour or kerning (`TextRun`); empty (default)
  /// draws the whole text in `font` and `color`.
  public var runs: [TextRun] = []
  /// `NSParagraphStyle.lineSpacing`: points between one line's bottom and the next line's top;
  /// default 0.
  public var lineSpacing = 0.0
  /// The size the laid-out lines take at the frame's width, in points (`TextMetrics.size`,
  /// measured after layout), or nil (default) when layout did not measure it: then the whole
  /// frame counts as the text's. Set for XIB labels (`XIBCellLayout.markTruncatedText`), whose
  /// frames are often much wider or taller than their text; `text-overlap` uses it.
  public var usedSize: Size? = nil

  public init(text: String, font: FontDescriptor, color: Color, numberOfLines: Int = 1,
              lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .left,
              isTruncated: Bool = false, isVerticallyCentered: Bool = false) {
    self.text = text
    self.font = font
    self.color = color
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.alignment = alignment
    self.isTruncated = isTruncated
    self.isVerticallyCentered = isVerticallyCentered
  }
}

/// `UIView.ContentMode` values snapcheck draws.
public enum ContentMode: String, Sendable, Codable {
  case scaleToFill, scaleAspectFit, scaleAspectFill, center
}

/// Where an image's pixels come from.
public enum ImageSource: Hashable, Sendable {
  /// A built-in vector symbol drawn with Cairo paths (`symbol:error` → "error").
  case symbol(String)
  /// A decoded bitmap, with the name it had in the spec (for messages and labels).
  case bitmap(RGBAImage, name: String)
  /// A PDF or SVG of an asset catalog, drawn at the frame's size.
  case vector(VectorImage)
  /// An asset image no catalog has (named for messages): drawn as a light grey box with a
  /// diagonal cross (`PlaceholderPainter`), never nothing.
  case placeholder(name: String)
  /// An SF Symbol (`catalog="system"`), drawn as snapcheck's look-alike shape or a placeholder.
  case systemSymbol(SystemSymbolImage)
}

extension RGBAImage: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(pixels.count)
  }
}

/// An image drawn in a node's frame, like a `UIImageView`'s.
public struct ImageContent: Hashable, Sendable {
  /// The pixels or symbol.
  public var source: ImageSource
  /// Template tint; nil = draw the bitmap's own colours (symbols default to their own colour).
  public var tint: Color?
  /// How the image fits its frame; default aspect fit.
  public var contentMode: ContentMode
  /// Drawn mirrored left-to-right (directional images such as the disclosure chevron in
  /// right-to-left layouts, like `UIImage.imageFlippedForRightToLeftLayoutDirection()`).
  public var isFlippedHorizontally: Bool
  /// Pixels per point of a bitmap source (an asset catalog's `@2x` image is 2), so that
  /// `.center` places it at its point size; default 1.
  public var bitmapScale: Double

  public init(source: ImageSource, tint: Color? = nil, contentMode: ContentMode = .scaleAspectFit,
              isFlippedHorizontally: Bool = false, bitmapScale: Double = 1) {
    self.source = source
    self.tint = tint
    self.contentMode = contentMode
    self.isFlippedHorizontally = isFlippedHorizontally
    self.bitmapScale = bitmapScale
  }
}

/// One laid-out view: frame in root coordinates (points), drawing attributes and accessibility
/// attributes. The one tree feeds the renderer, the accessibility tree and the audits.
public struct LayoutNode: Hashable, Sendable {
  /// Stable id, unique in the tree (e.g. "headlineLabel"); names nodes in trees and findings.
  public var id: String
  /// The UIKit class it stands for.
  public var kind: ViewKind
  /// Frame in the root's coordinate space, points.
  public var frame: Rect
  /// `isHidden`.
  public var isHidden: Bool
  /// `alpha`, 0–1.
  public var alpha: Double
  /// `clipsToBounds`.
  public var clipsToBounds: Bool
  /// `backgroundColor`; nil = clear.
  public var backgroundColor: Color?
  /// `layer.cornerRadius`, points.
  public var cornerRadius: Double
  /// `layer.borderWidth`, points.
  public var borderWidth: Double
  /// `layer.borderColor`.
  public var borderColor: Color?
  /// Text drawn in the frame, if any.
  public var text: TextContent?
  /// Image drawn in the frame, if any.
  public var image: ImageContent?
  /// UIAccessibility properties.
  public var accessibility: AccessibilityAttributes
  /// Subviews, back to front.
  public var children: [LayoutNode]

  public init(
    id: String, kind: ViewKind = .view, frame: Rect, isHidden: Bool = false, alpha: Double = 1,
    clipsToBounds: Bool = false, backgroundColor: Color? = nil, cornerRadius: Double = 0,
    borderWidth: Double = 0, borderColor: Color? = nil, text: TextContent? = nil,
    image: ImageContent? = nil, accessibility: AccessibilityAttributes = .default,
    children: [LayoutNode] = []
  ) {
    self.id = id
    self.kind = kind
    self.frame = frame
    self.isHidden = isHidden
    self.alpha = alpha
    self.clipsToBounds = clipsToBounds
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.text = text
    self.image = image
    self.accessibility = accessibility
    self.children = children
  }

  /// This node and all descendants, depth first, parents before children.
  public var allNodes: [LayoutNode] {
    [self] + children.flatMap(\.allNodes)
  }

  /// The first node (depth first) with `id`.
  public func node(withID id: String) -> LayoutNode? {
    if self.id == id { return self }
    for child in children {
      if let found = child.node(withID: id) { return found }
    }
    return nil
  }
}

/// How serious a layout-time finding is.
public enum FindingSeverity: String, Sendable, Codable {
  case error, warning
}

/// A rule the cell's content breaks, found while building it (e.g. the Fiori rule that a
/// substatus needs accessoryType none or disclosureIndicator). The render still completes.
public struct LayoutFinding: Hashable, Sendable {
  /// Stable rule id, e.g. "fiori.substatus-accessory".
  public var rule: String
  public var severity: FindingSeverity
  /// The node it is about.
  public var nodeID: String
  /// One sentence.
  public var message: String

  public init(rule: String, severity: FindingSeverity, nodeID: String, message: String) {
    self.rule = rule
    self.severity = severity
    self.nodeID = nodeID
    self.message = message
  }
}

/// A laid-out cell: the root node (the cell, at the origin), its size in points and the
/// environment it was laid out in.
public struct LayoutTree: Hashable, Sendable {
  /// The cell's class name as the spec gave it (e.g. "FUIObjectCollectionViewCell").
  public var cellClass: String
  /// The root node; its frame is (0, 0, width, height).
  public var root: LayoutNode
  /// The environment.
  public var environment: RenderEnvironment
  /// The cell's background behind everything, resolved (e.g. white in light mode).
  public var backgroundColor: Color
  /// Rule findings from building the cell.
  public var findings: [LayoutFinding]

  public init(cellClass: String, root: LayoutNode, environment: RenderEnvironment,
              backgroundColor: Color, findings: [LayoutFinding] = []) {
    self.cellClass = cellClass
    self.root = root
    self.environment = environment
    self.backgroundColor = backgroundColor
    self.findings = findings
  }

  /// Size of the cell in points.
  public var size: Size { root.frame.size }
}
