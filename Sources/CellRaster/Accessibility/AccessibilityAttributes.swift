/// The kind of accessibility container a view declares (`UIAccessibilityContainerType`).
public enum AccessibilityContainerType: String, Sendable, Codable {
  case none, semanticGroup, list, landmark, dataTable
}

/// The UIAccessibility properties of one view, as UIKit exposes them. Every property is optional
/// where UIKit has a default that depends on the kind of view (`isAccessibilityElement` is true by
/// default for labels, buttons and text views, false for image views and plain views); the
/// accessibility tree builder applies those defaults.
public struct AccessibilityAttributes: Hashable, Sendable {
  /// `isAccessibilityElement`; nil = UIKit's default for the view's kind.
  public var isAccessibilityElement: Bool?
  /// `accessibilityLabel`; nil = derived (a label's text, a button's title).
  public var label: String?
  /// `accessibilityValue`.
  public var value: String?
  /// `accessibilityHint`.
  public var hint: String?
  /// `accessibilityIdentifier` (not spoken).
  public var identifier: String?
  /// `accessibilityTraits`; nil = UIKit's default for the view's kind.
  public var traits: AccessibilityTraits?
  /// `accessibilityElementsHidden`: hides this view and its subtree (its own element, if it is one,
  /// and every element below it).
  public var elementsHidden: Bool
  /// `shouldGroupAccessibilityChildren`: children are sorted as one group.
  public var shouldGroupChildren: Bool
  /// `accessibilityViewIsModal`: siblings are ignored.
  public var viewIsModal: Bool
  /// `accessibilityElements` as the ids of child layout nodes, in the order they are read;
  /// nil = children in geometric order.
  public var elements: [String]?
  /// `accessibilityContainerType`.
  public var containerType: AccessibilityContainerType
  /// `accessibilityCustomActions` names, in order (e.g. "Delete"). On a view that is not an element
  /// they are offered on every element below it too, after the element's own.
  public var customActions: [String]
  /// `accessibilityFrame` override in root coordinates, points; nil = the view's frame. It decides
  /// the VoiceOver order and the hit area.
  public var frame: Rect?
  /// `accessibilityPath` in root coordinates, points: the focus outline VoiceOver draws instead of
  /// the frame; nil (default) = the frame's rectangle. Set after layout (spec `overrides`), so it
  /// is never mirrored; it changes neither the order nor the hit area.
  public var path: AccessibilityPath?
  /// The views a derived, combined `label` joins, in order (`CombinedLabel`); nil (default) when
  /// the label is not such a combination. Spec `overrides` that hide or relabel one of them
  /// change the label as UIKit would.
  public var labelParts: [AccessibilityLabelPart]?

  public init(
    isAccessibilityElement: Bool? = nil, label: String? = nil, value: String? = nil,
    hint: String? = nil, identifier: String? = nil, traits: AccessibilityTraits? = nil,
    elementsHidden: Bool = false, shouldGroupChildren: Bool = false, viewIsModal: Bool = false,
    elements: [String]? = nil, containerType: AccessibilityContainerType = .none,
    customActions: [String] = [], frame: Rect? = nil, path: AccessibilityPath? = nil,
    labelParts: [AccessibilityLabelPart]? = nil
  ) {
    self.isAccessibilityElement = isAccessibilityElement
    self.label = label
    self.value = value
    self.hint = hint
    self.identifier = identifier
    self.traits = traits
    self.elementsHidden = elementsHidden
    self.shouldGroupChildren = shouldGroupChildren
    self.viewIsModal = viewIsModal
    self.elements = elements
    self.containerType = containerType
    self.customActions = customActions
    self.frame = frame
    self.path = path
    self.labelParts = labelParts
  }

  /// No overrides: every UIKit default applies.
  public static let `default` = AccessibilityAttributes()
}
