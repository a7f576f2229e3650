/// The parsed content of an iOS `.xib` or `.storyboard` file: the one cell or view snapcheck
/// lays out (a XIB's top-level table view cell, collection view cell or plain view; a
/// storyboard's prototype cell), its outlets and resources, and the warnings about features
/// snapcheck does not draw (fiori-cells.md §7).
public struct XIBDocument: Hashable, Sendable {
  /// The file as the user named it (for messages).
  public var file: String
  /// The top-level object in the base configuration snapcheck lays out by default: compact
  /// width, regular height (an iPhone list), size-class variations applied
  /// (`resolvedRoot(horizontalSizeClass:)`). For cells the cell, whose first subview is the
  /// content view. Its frame is at the origin.
  public var root: XIBView
  /// The top-level object as written: every constraint and subview, with the raw
  /// `<variation>`s of each view and constraint, none applied.
  public var sourceRoot: XIBView
  /// `tableViewCell`, `collectionViewCell` or `view`.
  public var rootElement: String
  /// XIB, iPad XIB or storyboard.
  public var kind: XIBDocumentKind
  /// The cell's `reuseIdentifier` attribute, when it has one.
  public var reuseIdentifier: String?
  /// The cell's `rowHeight` attribute when it has one: `.fixed` for a positive height in points,
  /// `.automatic` for -1 (`UITableView.automaticDimension`); for a storyboard prototype cell
  /// without one, its table view's. Nil when neither says (absent, or 0 or less other than -1).
  public var rowHeight: XIBRowHeight?
  /// Outlets of the top-level object (for a storyboard, the prototype cell's own connections):
  /// property name → view id, in document order.
  public var outlets: [(property: String, destination: String)]
  /// `<resources><image name width height>`: image sizes in points by name. A system image
  /// (`catalog="system"`, an SF Symbol) is listed by its design canvas, already converted to
  /// points at the default symbol configuration (`XIBSymbolImageSize`).
  public var imageSizes: [String: Size]
  /// Pixels per point of the IB design canvas (`XIBCanvasDevice.scale`); IB snapped the stored
  /// frames to this scale. 2 when the document names no device (Xcode 8 documents, whose
  /// default canvas is a 2x iPhone) and for every iPad.
  public var canvasScale: Int
  /// The idiom of the IB design canvas (`XIBCanvasDevice.idiom`): `.pad` for iPad XIBs and
  /// iPad canvases, else `.phone`.
  public var canvasIdiom: UserInterfaceIdiom
  /// Features found but not drawn, each naming the element.
  public var warnings: [XIBWarning]
  /// The document's `toolsVersion` (Interface Builder's build number: 12120 is Xcode 8.3,
  /// 13xxx Xcode 9), or nil when absent. It tells which iOS SDK IB laid the canvas out for, so
  /// which system layout margins its stored frames show (`SystemLayoutMargins`).
  public var toolsVersion: Double? = nil
  /// The IB design canvas's `<device id>` (`retina6_1`, `ipad9_7`, …), or nil when the document
  /// names none (Xcode 7 and older). The oracle reads the canvas's screen from it
  /// (`XIBCanvasDevice.screen`).
  public var canvasDevice: String? = nil
  /// The names of `<resources>` images that are SF Symbols (`catalog="system"`).
  public var symbolImageNames: Set<String> = []
  /// The names of the named colours in `<resources>` (`<namedColor name="Brand">`): the colour
  /// sets an asset catalog is asked for.
  public var namedColorNames: Set<String> = []
  /// The style of the table the cell is shown in: a storyboard prototype's `<tableView
  /// style>`; `.plain` for a XIB's top-level cell (the XIB does not say). It chooses the cell's
  /// default background (`XIBAppearance.defaultCellBackground`).
  public var tableViewStyle: XIBTableViewStyle = .plain
  /// For a Right Detail or Left Detail cell, the constraints its labels take at accessibility
  /// content sizes (`XIBCellStyleStacking`); nil for every other cell.
  public var cellStyleStacking: XIBCellStyleStacking? = nil
  /// The built-in `UITableViewCell` style of a `<tableViewCell style=…>`, nil for a custom cell.
  public var cellStyle: XIBCellStyle? = nil

  /// - Parameter root: the top-level object as written (`sourceRoot`); `root` becomes its
  ///   compact-width resolution.
  public init(file: String, root: XIBView, rootElement: String, rowHeight: XIBRowHeight?,
              outlets: [(property: String, destination: String)], imageSizes: [String: Size],
              canvasScale: Int, warnings: [XIBWarning], kind: XIBDocumentKind = .xib,
              reuseIdentifier: String? = nil, canvasIdiom: UserInterfaceIdiom = .phone) {
    self.file = file
    self.sourceRoot = root
    self.root = root.resolved(horizontalSizeClass: .compact)
    self.rootElement = rootElement
    self.kind = kind
    self.reuseIdentifier = reuseIdentifier
    self.rowHeight = rowHeight
    self.outlets = outlets
    self.imageSizes = imageSizes
    self.canvasScale = canvasScale
    self.canvasIdiom = canvasIdiom
    self.warnings = warnings
  }

  /// The IB canvas size of the top-level object, points.
  public var canvasSize: Size { root.frame.size }

  /// The view an outlet points to, from `root`; a view not installed in compact width comes
  /// from `sourceRoot`. nil for an outlet to a constraint.
  public func view(forOutlet property: String) -> XIBView? {
    guard let id = outlets.first(where: { $0.property == property })?.destination else { return nil }
    return root.view(withID: id) ?? sourceRoot.view(withID: id)
  }

  /// The layout node id of each view with an outlet: view id → the property name of its first
  /// outlet in document order (`nameLabel`). A view without one keeps its IB id as node id
  /// (`XIBNodeBuilder`).
  public var outletNames: [String: String] {
    var names: [String: String] = [:]
    for (property, destination) in outlets where names[destination] == nil { names[destination] = property }
    return names
  }

  /// The layout node id of every view of the document, in every size class (`sourceRoot`): the
  /// top-level object first, then depth first as written; an outlet name or else the IB id.
  /// These are what steps and notifications may name (`post` elements).
  public var nodeIDs: [String] {
    let names = outletNames
    return sourceRoot.allViews.map { names[$0.id] ?? $0.id }
  }

  public static func == (lhs: XIBDocument, rhs: XIBDocument) -> Bool {
    lhs.file == rhs.file && lhs.root == rhs.root && lhs.sourceRoot == rhs.sourceRoot
      && lhs.rootElement == rhs.rootElement && lhs.kind == rhs.kind && lhs.reuseIdentifier == rhs.reuseIdentifier
      && lhs.canvasIdiom == rhs.canvasIdiom
      && lhs.rowHeight == rhs.rowHeight && lhs.outlets.map(\.property) == rhs.outlets.map(\.property)
      && lhs.outlets.map(\.destination) == rhs.outlets.map(\.destination)
      && lhs.imageSizes == rhs.imageSizes && lhs.canvasScale == rhs.canvasScale && lhs.toolsVersion == rhs.toolsVersion
      && lhs.canvasDevice == rhs.canvasDevice
      && lhs.symbolImageNames == rhs.symbolImageNames && lhs.tableViewStyle == rhs.tableViewStyle
      && lhs.warnings == rhs.warnings
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(root)
  }
}

/// A XIB feature snapcheck read but does not draw or solve, naming the element.
public struct XIBWarning: Hashable, Sendable, CustomStringConvertible {
  /// Rule id: `xib.unsupported`, `xib.image-unavailable`, `xib.ambiguous`, `xib.unsatisfiable`,
  /// `xib.content-view-frame` (`XIBContentViewFrame`).
  public var rule: String
  /// The view it is about (XIB id), or the root's id.
  public var viewID: String
  /// The element, e.g. `<tableView id="z1L-eb-vgE"> (line 12)`.
  public var element: String
  /// One sentence.
  public var message: String

  public init(rule: String, viewID: String, element: String, message: String) {
    self.rule = rule
    self.viewID = viewID
    self.element = element
    self.message = message
  }

  public var description: String { "\(element): \(message)" }
}

/// `UIView.AutoresizingMask` as IB writes it (`<autoresizingMask flexibleMaxX="YES" …>`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let flexibleMinX = Self(rawValue: 1 << 0)
  public static let widthSizable = Self(rawValue: 1 << 1)
  public static let flexibleMaxX = Self(rawValue: 1 << 2)
  public static let flexibleMinY = Self(rawValue: 1 << 3)
  public static let heightSizable = Self(rawValue: 1 << 4)
  public static let flexibleMaxY = Self(rawValue: 1 << 5)
  /// The XIB attribute name of each flag.
  public static let names: [(Self, String)] = [
    (.flexibleMinX, "flexibleMinX"), (.widthSizable, "widthSizable"), (.flexibleMaxX, "flexibleMaxX"),
    (.flexibleMinY, "flexibleMinY"), (.heightSizable, "heightSizable"), (.flexibleMaxY, "flexibleMaxY"),
  ]
}

/// A view's layout margins as the XIB gives them: `directionalLayoutMargins` (leading/trailing)
/// or `layoutMargins` (left/right). UIKit's default is 8 pt on every side (fiori-cells.md §4
/// "UIView default layoutMargins", confirmed by the Liferay canvas: topMargin 8, trailingMargin 8).
public struct XIBLayoutMargins: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double
  /// True for `directionalLayoutMargins` (flip with the layout direction); false for
  /// `layoutMargins` (left/right stay physical).
  public var isDirectional: Bool

  public init(top: Double, leading: Double, bottom: Double, trailing: Double, isDirectional: Bool) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
    self.isDirectional = isDirectional
  }

  /// UIKit's default: 8 pt on every side.
  public static let uiKitDefault = XIBLayoutMargins(top: 8, leading: 8, bottom: 8, trailing: 8, isDirectional: true)
}

/// `UIStackView` configuration (`<stackView axis alignment distribution spacing>`).
public struct XIBStack: Hashable, Sendable {
  public enum Axis: String, Sendable { case horizontal, vertical }
  /// `UIStackView.Alignment` values (`leading`/`top` and `trailing`/`bottom` are one case each).
  public enum Alignment: String, Sendable { case fill, leading, center, trailing, firstBaseline, lastBaseline }
  /// `UIStackView.Distribution` values.
  public enum Distribution: String, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
  /// Default horizontal (the attribute is absent).
  public var axis: Axis
  /// Default fill.
  public var alignment: Alignment
  /// Default fill.
  public var distribution: Distribution
  /// Points between arranged subviews; default 0.
  public var spacing: Double
  /// `layoutMarginsRelativeArrangement`; default false.
  public var isLayoutMarginsRelativeArrangement: Bool
  /// The direction the stack's `semanticContentAttribute` forces on its arrangement: `true` for
  /// `forceRightToLeft`, `false` for `forceLeftToRight`, `playback` and `spatial` (UIKit:
  /// "always laid out left to right"), nil (default, `unspecified`) = the layout direction of the
  /// cell. A horizontal stack lays out its arranged subviews from its own leading edge (UIKit
  /// reference, `UIStackView` and `UISemanticContentAttribute`); mage ObservationCell's
  /// `forceRightToLeft` badge stack is stored by IB with its first arranged view at the right.
  public var forcedRightToLeft: Bool?
  /// `setCustomSpacing(_:after:)`: points after an arranged subview, by its id, replacing
  /// `spacing` before the next shown view (a minimum for equalSpacing and equalCentering, as
  /// `spacing` is there). Interface Builder cannot store it; specs set it through the
  /// `customSpacing` binding. A hidden view's custom spacing does not apply: it is out of the
  /// chain. Empty by default.
  public var customSpacing: [String: Double] = [:]

  public init(axis: Axis = .horizontal, alignment: Alignment = .fill, distribution: Distribution = .fill,
              spacing: Double = 0, isLayoutMarginsRelativeArrangement: Bool = false) {
    self.axis = axis
    self.alignment = alignment
    self.distribution = distribution
    self.spacing = spacing
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
  }
}

/// How a XIB names a font, resolved to a pinned `FontDescriptor` at layout time (text styles
/// depend on the content size category).
public enum XIBFont: Hashable, Sendable {
  /// `type="system|boldSystem|italicSystem" pointSize weight`, or a named font mapped to the
  /// pinned family: a fixed size that does not follow Dynamic Type.
  case fixed(FontDescriptor)
  /// `style="UICTFontTextStyle…"`: follows Dynamic Type (`UIFont.preferredFont(forTextStyle:)`).
  case textStyle(TextStyle)

  /// The descriptor at `category`. The system font (a text style, or a fixed font without a
  /// custom name) gets SF Pro's natural line height (`SystemFontMetrics`), as a `UILabel` lays it
  /// out; a text style's [HIG23] leading is not applied (UIKit adds none). A custom font gets its
  /// own line height when `CustomFontMetrics` knows it, else keeps the pinned family's natural
  /// height.
  public func descriptor(at category: ContentSizeCategory) -> FontDescriptor {
    var font: FontDescriptor
    switch self {
    case .fixed(let fixed): font = fixed
    case .textStyle(let style):
      font = .preferred(style, category, weight: style == .headline ? .semibold : .regular)
      font.lineHeight = nil
    }
    if font.lineHeight == nil {
      if let name = font.customFontName {
        font.lineHeight = CustomFontMetrics.metrics(postScriptName: name)?.lineHeight(atPointSize: font.pointSize)
      } else {
        font.lineHeight = SystemFontMetrics.lineHeight(atPointSize: font.pointSize)
      }
    }
    return font
  }
}

/// The text of a label, button title or text view as stored in the XIB.
public struct XIBText: Hashable, Sendable {
  public var text: String
  public var font: XIBFont
  /// The text colour, light and dark; UIKit's label and text view default (`labelColor`:
  /// black in light, white in dark) when the XIB has `<nil key="textColor"/>` or none.
  public var color: DynamicColor
  /// 0 = unlimited. Labels default to 1.
  public var numberOfLines: Int
  public var lineBreakMode: LineBreakMode
  /// `NSTextAlignment` as written: natural, left, center, right, justified.
  public var alignment: String
  /// A paragraph style's `minimumLineHeight`, points (attributed text), if any.
  public var minimumLineHeight: Double?
  /// Attributed text beyond its first fragment's attributes (`XIBAttributedTextParsing`): runs
  /// with their own font, colour or kerning, the paragraph's `lineSpacing` and
  /// `maximumLineHeight` (points).
  public var runs: [XIBTextRun] = []
  public var lineSpacing = 0.0
  public var maximumLineHeight: Double?

  public init(text: String, font: XIBFont, color: DynamicColor, numberOfLines: Int = 1,
              lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: String = "natural",
              minimumLineHeight: Double? = nil) {
    self.text = text
    self.font = font
    self.color = color
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.alignment = alignment
    self.minimumLineHeight = minimumLineHeight
  }
}

/// `<constraint>` with its attributes as IB writes them; an absent item is the view that owns
/// the `<constraints>` list (resolved at parse time into `firstItem`/`secondItem`).
public struct XIBConstraint: Hashable, Sendable {
  /// `NSLayoutConstraint.Attribute` names IB writes.
  public enum Attribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline, baseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
  }
  public enum Relation: String, Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }
  /// The constraint's id (for messages and variation excludes).
  public var id: String
  public var firstItem: String
  public var firstAttribute: Attribute
  public var relation: Relation
  /// nil for a constant size constraint (`width = 24`).
  public var secondItem: String?
  public var secondAttribute: Attribute?
  /// A number, or a ratio "389:210" as a fraction. Default 1.
  public var multiplier: Double
  /// Points; default 0.
  public var constant: Double
  /// 1…1000; default 1000 (required).
  public var priority: Double
  /// The element, for messages.
  public var element: String
  /// The constraint's own `<variation key="…" constant="…"/>` children, as written (see
  /// `XIBVariation`); a resolved tree has the applicable constant in `constant` already.
  public var variations: [XIBVariation]

  public init(id: String, firstItem: String, firstAttribute: Attribute, relation: Relation = .equal,
              secondItem: String? = nil, secondAttribute: Attribute? = nil, multiplier: Double = 1,
              constant: Double = 0, priority: Double = 1000, element: String = "",
              variations: [XIBVariation] = []) {
    self.id = id
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.element = element
    self.variations = variations
  }
}
