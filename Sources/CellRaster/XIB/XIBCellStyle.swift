/// `UITableViewCell.CellStyle` of a `<tableViewCell style="…">`: the built-in Basic, Subtitle,
/// Right Detail and Left Detail cells, whose `textLabel`, `detailTextLabel` and `imageView` UIKit
/// creates and lays out itself (IB stores them as plain subviews of the content view, with
/// autoresizing frames and no constraints, and names them in the cell's `textLabel`,
/// `detailTextLabel` and `imageView` attributes).
///
/// snapcheck binds them under those names (`textLabel.text`, `detailTextLabel.text`,
/// `imageView.image`, as code sets them) and lays them out with constraints it adds to the content
/// view, so that they fit new text, grow with Dynamic Type and mirror in right-to-left:
/// - horizontally: the first view at the content view's leading layout margin; the image view's
///   gap to the text kept as IB stored it; every label at most to the trailing margin
///   (`UITableViewCell` lays its labels out within the layout margins; UIKit documentation,
///   "layoutMargins", and IB's stored frames at the canvas width). Right Detail puts the detail
///   at the trailing margin, at least 8 pt after the text (snapcheck's choice: the standard
///   sibling spacing, IB's `symbolic` constant), and its detail gives way first
///   (compression resistance 749 against 750). Left Detail keeps the text label's stored width
///   as a column and the detail's stored gap after it.
/// - vertically: one-row styles (Basic, Right Detail, Left Detail) centred with at least 11 pt
///   above and below (`rowPadding`); Subtitle with the top and bottom insets and the gap between
///   its labels that IB stored (the canvas layout is Apple's), the pair centred in a row taller
///   than it needs, as UIKit centres it (a zero-width view of snapcheck's, `pairID`, spans the
///   labels; it draws nothing and is no accessibility element); every style at least 44 pt tall (less a prototype's separator gap), or IB's
///   stored height when the cell was designed shorter. At accessibility content sizes Right
///   Detail and Left Detail stack their labels as Subtitle does (`XIBCellStyleStacking`). So a
///   self-sizing cell is as tall as its labels need, and grows with Dynamic Type when their
///   fonts are text styles.
/// These are snapcheck's reading of UIKit's private layout, checked against IB's stored frames
/// at the canvas size, not Apple's numbers.
public enum XIBCellStyle: String, Sendable, CaseIterable {
  case basic = "IBUITableViewCellStyleDefault"
  case subtitle = "IBUITableViewCellStyleSubtitle"
  case rightDetail = "IBUITableViewCellStyleValue1"
  case leftDetail = "IBUITableViewCellStyleValue2"

  /// The style's name in IB's Attributes inspector, for messages.
  public var displayName: String {
    switch self {
    case .basic: "Basic"
    case .subtitle: "Subtitle"
    case .rightDetail: "Right Detail"
    case .leftDetail: "Left Detail"
    }
  }

  /// Space above and below the labels of a one-row style, points: 11, the content view's default
  /// top and bottom layout margins, which with body text's 22 pt line height at the Large
  /// content size make the standard 44 pt row (HIG, "Layout": 44 pt minimum; UIKit's
  /// `UITableViewCell` content view margins).
  static let rowPadding = 11.0
  /// UITableView's standard row height, points (44; `UITableView.rowHeight`'s classic default).
  static let standardRowHeight = 44.0

  /// The id of the zero-width view snapcheck adds to span the style's labels.
  static let pairID = "snapcheck-style-pair"

  /// The cell attributes that name the style's views, which become outlet names.
  static let viewAttributes = ["textLabel", "detailTextLabel", "imageView"]

  /// Gives the style's views outlets named after the cell attributes (unless the cell already
  /// has an outlet of that name) and replaces their autoresizing frames with the style's
  /// constraints on the content view.
  /// - Parameters:
  ///   - root: the cell as parsed; its content view gets the constraints.
  ///   - attributes: the cell element's `textLabel`, `detailTextLabel` and `imageView` values.
  ///   - outlets: the cell's outlets; synthesized ones are appended.
  /// - Returns: warnings (`xib.cell-style`) for a view attribute that names no subview of the
  ///   content view, a view of the wrong kind (a label for `textLabel`/`detailTextLabel`, an image
  ///   view for `imageView`), or a view another attribute names already (such a view keeps its
  ///   stored frame); and for Right Detail and Left Detail the constraints that replace the
  ///   style's at accessibility content sizes (`XIBCellStyleStacking`).
  func apply(to root: inout XIBView, attributes: [String: String],
             outlets: inout [(property: String, destination: String)]) -> (warnings: [XIBWarning], stacking: XIBCellStyleStacking?) {
    guard let contentIndex = root.subviews.firstIndex(where: \.isContentView) else { return ([], nil) }
    var content = root.subviews[contentIndex]
    var warnings: [XIBWarning] = []
    var ids: [String: String] = [:]
    for name in Self.viewAttributes {
      guard let id = attributes[name] else { continue }
      func skip(_ reason: String) {
        warnings.append(XIBWarning(rule: "xib.cell-style", viewID: root.id, element: root.reference,
                                   message: "\(name) '\(EchoedValue.clip(id))' of the \(displayName) cell \(reason); it is left as stored"))
      }
      guard let view = content.subviews.first(where: { $0.id == id }) else {
        skip("is no subview of its content view")
        continue
      }
      // UIKit's own views: two labels and an image view, never one view in two roles.
      let expected = name == "imageView" ? ViewKind.imageView : .label
      guard view.kind == expected else {
        let found = view.kind.rawValue
        skip("is \("aeiou".contains(found.prefix(1)) ? "an" : "a") \(found), not \(expected == .label ? "a label" : "an image view")")
        continue
      }
      if let other = ids.first(where: { $0.value == id })?.key {
        skip("is the view \(other) names already")
        continue
      }
      ids[name] = id
      // Code reaches the view as `cell.textLabel` whatever outlets the file connects to it, so
      // the name is an outlet unless the file uses it itself; but never the IB id of another
      // view (an outlet name becomes its view's node id, as for the file's own outlets).
      if let other = root.view(withID: name), other.id != id {
        warnings.append(XIBWarning(rule: "xib.cell-style", viewID: root.id, element: root.reference,
                                   message: "\(name) of the \(displayName) cell is not bound: '\(name)' is the id of \(other.reference); it is laid out by the style"))
      } else if !outlets.contains(where: { $0.property == name }) {
        outlets.append((name, id))
      }
    }
    // Basic has no detail label and Left Detail no image: such a view keeps its stored frame.
    if self == .basic { ids["detailTextLabel"] = nil }
    if self == .leftDetail { ids["imageView"] = nil }
    guard let text = ids["textLabel"] else { return (warnings, nil) }
    let frames = Dictionary(content.subviews.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
    // A row is at least UITableView's standard 44 pt (less IB's separator gap below a
    // prototype's content view), or IB's stored height when the cell was designed shorter.
    let separatorGap = min(1, max(0, root.frame.height - content.frame.height))
    let minimumHeight = content.frame.height >= Self.standardRowHeight - 1
      ? Self.standardRowHeight - separatorGap : content.frame.height
    // The span from the text's top to the last label's bottom, a zero-width view of snapcheck's,
    // so that Subtitle (and the stacked value styles) can centre the pair in a taller row.
    let pair: String? = root.view(withID: Self.pairID) == nil ? Self.pairID : nil
    func styleConstraints(stacked: Bool) -> [XIBConstraint] {
      self.constraints(content: content.id, contentHeight: content.frame.height, minimumHeight: minimumHeight, text: text,
                       detail: ids["detailTextLabel"], image: ids["imageView"], pair: pair, frames: frames, stacked: stacked)
    }
    let constraints = styleConstraints(stacked: false)
    let stacking = (self == .rightDetail || self == .leftDetail) && ids["detailTextLabel"] != nil
      ? XIBCellStyleStacking(contentViewID: content.id, constraints: styleConstraints(stacked: true)) : nil
    for index in content.subviews.indices where ids.values.contains(content.subviews[index].id) {
      content.subviews[index].translatesAutoresizingMaskIntoConstraints = false
      if content.subviews[index].id == ids["detailTextLabel"] {
        if self == .rightDetail { content.subviews[index].compressionResistance.horizontal = 749 }
        // In a fixed row too short for both stacked labels the detail gives way first, not
        // one of the two at random (the style's constraints leave no other choice to the user).
        content.subviews[index].compressionResistance.vertical = 749
      }
    }
    content.constraints += constraints
    if let pair {
      var guide = XIBView(id: pair, element: "view", kind: .view, frame: .zero,
                          reference: "<tableViewCell style=\"\(rawValue)\"> (\(displayName) label pair, laid out by snapcheck)")
      guide.translatesAutoresizingMaskIntoConstraints = false
      guide.hasStoredFrame = false
      content.subviews.append(guide)
    }
    root.subviews[contentIndex] = content
    return (warnings, stacking)
  }

  /// The constraints of the style, ids `snapcheck-style-<n>` (they name no IB constraint).
  /// - Parameter stacked: lay the text and detail out one under the other, as Subtitle does
  ///   (Right Detail and Left Detail at accessibility content sizes).
  /// - Parameter pair: the id of the zero-width view spanning the labels, or nil when the file
  ///   uses that id itself (then a taller row keeps the labels at their top inset).
  private func constraints(content: String, contentHeight: Double, minimumHeight: Double, text: String, detail: String?,
                           image: String?, pair: String?, frames: [String: Rect], stacked: Bool) -> [XIBConstraint] {
    var result: [XIBConstraint] = []
    func add(_ first: String, _ firstAttribute: XIBConstraint.Attribute, _ relation: XIBConstraint.Relation = .equal,
             _ second: String? = nil, _ secondAttribute: XIBConstraint.Attribute? = nil, constant: Double = 0,
             priority: Double = 1000) {
      result.append(XIBConstraint(id: XIBCellStyleStacking.idPrefix + "\(result.count + 1)", firstItem: first, firstAttribute: firstAttribute,
                                  relation: relation, secondItem: second, secondAttribute: secondAttribute, constant: constant,
                                  priority: priority, element: "<tableViewCell style=\"\(rawValue)\"> (\(displayName), laid out by snapcheck)"))
    }
    let textFrame = frames[text] ?? .zero
    // The leading view: the image view where there is one, else the text label.
    var textLeadingItem = content, textLeadingAttribute = XIBConstraint.Attribute.leadingMargin, textGap = 0.0
    if let image, let imageFrame = frames[image] {
      add(image, .leading, .equal, content, .leadingMargin)
      add(image, .centerY, .equal, content, .centerY)
      add(image, .width, constant: imageFrame.width)
      add(image, .height, constant: imageFrame.height)
      // Centred, so the smaller of IB's stored insets above and below is the image's padding
      // (IB rounds the stored frame to its canvas pixels; the larger inset would add that
      // rounding twice to the row).
      let padding = max(0, min(imageFrame.minY, contentHeight - imageFrame.maxY))
      add(image, .top, .greaterThanOrEqual, content, .top, constant: padding)
      add(content, .bottom, .greaterThanOrEqual, image, .bottom, constant: padding)
      (textLeadingItem, textLeadingAttribute, textGap) = (image, .trailing, max(0, textFrame.minX - imageFrame.maxX))
    }
    add(text, .leading, .equal, textLeadingItem, textLeadingAttribute, constant: textGap)
    add(content, .height, .greaterThanOrEqual, constant: minimumHeight)
    if let pair {
      // The pair ends at the detail when it stands under the text, else at the text.
      let stackedDetail = (stacked || self == .subtitle) ? detail.flatMap { frames[$0] == nil ? nil : $0 } : nil
      add(pair, .leading, .equal, content, .leading)
      add(pair, .width, constant: 0)
      add(pair, .top, .equal, text, .top)
      add(pair, .bottom, .equal, stackedDetail ?? text, .bottom)
    }
    switch stacked ? .subtitle : self {
    case .subtitle:
      add(text, .trailing, .lessThanOrEqual, content, .trailingMargin)
      let top = textFrame.minY > 0 ? textFrame.minY : Self.rowPadding
      var bottom = Self.rowPadding
      add(text, .top, .greaterThanOrEqual, content, .top, constant: top)
      if let detail, let detailFrame = frames[detail] {
        add(detail, .leading, .equal, text, .leading)
        add(detail, .trailing, .lessThanOrEqual, content, .trailingMargin)
        add(detail, .top, .equal, text, .bottom, constant: max(0, detailFrame.minY - textFrame.maxY))
        if contentHeight - detailFrame.maxY > 0 { bottom = contentHeight - detailFrame.maxY }
        add(content, .bottom, .greaterThanOrEqual, detail, .bottom, constant: bottom)
      } else {
        add(content, .bottom, .greaterThanOrEqual, text, .bottom, constant: Self.rowPadding)
      }
      if let pair {
        // Centred as UIKit centres the pair, offset by half the difference of IB's stored insets,
        // so a row of exactly the labels' height keeps both insets as stored.
        add(pair, .centerY, .equal, content, .centerY, constant: (top - bottom) / 2, priority: 750)
      } else {
        add(text, .top, .equal, content, .top, constant: top, priority: 250)
      }
    case .basic, .rightDetail, .leftDetail:
      if self == .leftDetail { add(text, .width, constant: textFrame.width) }
      add(text, .centerY, .equal, content, .centerY)
      add(text, .top, .greaterThanOrEqual, content, .top, constant: Self.rowPadding)
      add(content, .bottom, .greaterThanOrEqual, text, .bottom, constant: Self.rowPadding)
      if let detail, let detailFrame = frames[detail], self != .basic {
        if self == .rightDetail {
          add(detail, .trailing, .equal, content, .trailingMargin)
          add(detail, .leading, .greaterThanOrEqual, text, .trailing, constant: 8)
          // A title too long for both: the detail narrows to nothing, never below (it would be
          // solved to a negative width), and the title truncates before the margin.
          add(detail, .width, .greaterThanOrEqual)
        } else {
          add(detail, .leading, .equal, text, .trailing, constant: max(0, detailFrame.minX - textFrame.maxX))
          add(detail, .trailing, .lessThanOrEqual, content, .trailingMargin)
        }
        add(detail, .centerY, .equal, content, .centerY)
        add(detail, .top, .greaterThanOrEqual, content, .top, constant: Self.rowPadding)
        add(content, .bottom, .greaterThanOrEqual, detail, .bottom, constant: Self.rowPadding)
      } else {
        add(text, .trailing, .lessThanOrEqual, content, .trailingMargin)
      }
    }
    return result
  }
}

/// The constraints a Right Detail or Left Detail cell's labels take at accessibility content
/// sizes (AX1–AX5): UIKit stacks the detail under the text there instead of beside it, so
/// neither truncates at large text (WWDC 2017, "Building Apps with Dynamic Type": the built-in
/// value styles adapt at accessibility sizes). The stacked layout is Subtitle's, with IB's
/// stored top and bottom insets and no gap; `XIBCellLayout` swaps these in for the content
/// view's `snapcheck-style-` constraints.
public struct XIBCellStyleStacking: Hashable, Sendable {
  /// The IB id of the cell's content view, which holds the constraints.
  public var contentViewID: String
  /// The stacked constraints, ids `snapcheck-style-<n>`.
  public var constraints: [XIBConstraint]

  /// The prefix of the ids of every constraint the style adds.
  public static let idPrefix = "snapcheck-style-"

  /// Replaces the style's constraints on the content view in `root` with the stacked ones.
  func stack(_ root: inout XIBView) {
    XIBCellLayout.modify(&root, contentViewID) { content in
      content.constraints.removeAll { $0.id.hasPrefix(Self.idPrefix) }
      content.constraints += constraints
    }
  }
}
