/// `UITableViewCell.AccessoryType`.
public enum AccessoryType: String, Sendable, CaseIterable {
  case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton
}

/// What the status or substatus slot shows: UIKit's `statusText`/`statusImage` pair, where the one
/// set last wins.
public enum StatusContent: Hashable, Sendable {
  case text(String)
  case image(ImageReference)
}

/// The documented properties of `FUIObjectCollectionViewCell` / `FUIObjectTableViewCell`
/// (reference/fiori-cells.md §5.1 [SAPDOC]), with their defaults.
public struct ObjectCellProperties: Hashable, Sendable {
  /// `headlineText`; default empty.
  public var headlineText = ""
  /// `subheadlineText`; hidden when empty.
  public var subheadlineText = ""
  /// `footnoteText`; hidden when empty.
  public var footnoteText = ""
  /// `descriptionText`: right column in regular width; in compact only with
  /// `showsDescriptionInCompact`.
  public var descriptionText = ""
  /// `showsDescriptionInCompact`; default false.
  public var showsDescriptionInCompact = false
  /// Status slot (`statusText` / `statusImage`).
  public var status: StatusContent?
  /// Substatus slot (`substatusText` / `substatusImage`).
  public var substatus: StatusContent?
  /// `statusImage` tint / `statusLabel.textColor`; default tertiaryLabel.
  public var statusTint: ColorReference?
  /// `substatusImage` tint / `substatusLabel.textColor`; default tertiaryLabel.
  public var substatusTint: ColorReference?
  /// `iconImages`: 16x16 images or short texts in the icons stack.
  public var iconImages: [ImageReference] = []
  /// `detailImage` in the 45x45 aspect-fit detail image view.
  public var detailImage: ImageReference?
  /// `accessoryType`; default none.
  public var accessoryType: AccessoryType = .none
  /// `preserveIconStackSpacing`: keep the icon column when there are no icons. Default false.
  public var preserveIconStackSpacing = false
  /// `preserveDetailImageSpacing`: keep the detail image column when there is no image. Default false.
  public var preserveDetailImageSpacing = false
  /// `splitPercent`: left column fraction in regular width, 0.01–0.99; nil = 0.5 (the SwiftUI
  /// docstring default, fiori-cells.md §10.3). A variant's splitPercent overrides it.
  public var splitPercent: Double?
  /// `<label>.numberOfLines` / `<label>.lineBreakMode` for the labels in `labelIDs`; a label
  /// without one keeps `ObjectCellLayout`'s line count and tail truncation.
  public var labelOverrides = LabelOverrides()

  public init() {}

  /// The labels `properties` may override (`LabelOverrides`).
  public static let labelIDs = ["headlineLabel", "subheadlineLabel", "footnoteLabel", "descriptionLabel"]

  /// Every key `properties` may have, besides the `<label>.<property>` overrides.
  public static let keys = [
    "headlineText", "subheadlineText", "footnoteText", "descriptionText", "showsDescriptionInCompact",
    "statusText", "statusImage", "substatusText", "substatusImage", "statusTextColor", "statusImageTint",
    "substatusTextColor", "substatusImageTint", "iconImages", "detailImage", "accessoryType",
    "preserveIconStackSpacing", "preserveDetailImageSpacing", "splitPercent",
  ]

  /// Decodes `properties`: one object, or an array of objects applied in order (so that "the one
  /// set last wins" between `statusText` and `statusImage` is expressible in JSON, whose objects
  /// are unordered).
  /// - Throws: `SpecError.invalid`, also when one object sets both a text and an image for the
  ///   same slot.
  public static func decode(_ cursor: JSONCursor, loader: ImageLoader) throws -> ObjectCellProperties {
    var properties = ObjectCellProperties()
    if case .array = cursor.value {
      for item in try cursor.array() { try properties.apply(item, loader: loader) }
    } else {
      try properties.apply(cursor, loader: loader)
    }
    return properties
  }

  /// Applies one `properties` object over the current values (also the `setProperty` step).
  mutating func apply(_ cursor: JSONCursor, loader: ImageLoader) throws {
    let m = try labelOverrides.members(of: cursor, keys: Self.keys, labels: Self.labelIDs)
    for (text, image) in [("statusText", "statusImage"), ("substatusText", "substatusImage")] {
      if m[text] != nil, let imageCursor = m[image] {
        throw imageCursor.error("\(text) and \(image) are both set in one object; in UIKit the one set last wins, so give properties as an array of objects in the order they are set")
      }
    }
    if let v = m["headlineText"] { headlineText = try v.string() }
    if let v = m["subheadlineText"] { subheadlineText = try v.string() }
    if let v = m["footnoteText"] { footnoteText = try v.string() }
    if let v = m["descriptionText"] { descriptionText = try v.string() }
    if let v = m["showsDescriptionInCompact"] { showsDescriptionInCompact = try v.bool() }
    if let v = m["statusText"] { status = .text(try v.string()) }
    if let v = m["statusImage"] { status = .image(try v.image(loader: loader)) }
    if let v = m["substatusText"] { substatus = .text(try v.string()) }
    if let v = m["substatusImage"] { substatus = .image(try v.image(loader: loader)) }
    if let v = m["statusTextColor"] { statusTint = try v.color() }
    if let v = m["statusImageTint"] { statusTint = try v.color() }
    if let v = m["substatusTextColor"] { substatusTint = try v.color() }
    if let v = m["substatusImageTint"] { substatusTint = try v.color() }
    if let v = m["iconImages"] {
      let items = try v.array()
      guard items.count <= 3 else {
        throw v.error("at most 3 icons are allowed (the Fiori guidelines' limit, fiori-cells.md §5.1), got \(items.count)")
      }
      iconImages = try items.map { try $0.image(loader: loader, allowText: true) }
    }
    if let v = m["detailImage"] { detailImage = try v.image(loader: loader) }
    if let v = m["accessoryType"] { accessoryType = try v.enumCase(AccessoryType.self) }
    if let v = m["preserveIconStackSpacing"] { preserveIconStackSpacing = try v.bool() }
    if let v = m["preserveDetailImageSpacing"] { preserveDetailImageSpacing = try v.bool() }
    if let v = m["splitPercent"] { splitPercent = try v.number(in: 0.01...0.99) }
  }
}
