import CellRaster

/// `touch-target-size` (error): a tappable element (button, link, search field, plays sound,
/// keyboard key — GTXiLib's set — plus adjustable and text entry, which the HIG's rule covers too)
/// whose accessibility frame is narrower or shorter than 44 pt. Exactly 44x44 passes (GTXiLib
/// tests, reference/accessibility.md §5.3). Threshold: Apple HIG 44x44 pt, GTXiLib "Touch target
/// size"; WCAG 2.5.5 (AAA) asks for 44x44 CSS px, 2.5.8 (AA) for 24x24.
public struct TouchTargetAudit: AccessibilityAudit {
  public let rule = AuditRule.touchTargetSize
  /// The minimum width and height, points: 44 (Apple HIG, GTXiLib).
  public static let minimumSide = 44.0
  /// Traits that make an element tappable for this audit.
  static let tappable: AccessibilityTraits = [
    .button, .link, .searchField, .playsSound, .keyboardKey, .adjustable, .textEntry,
  ]

  public init() {}

  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    subject.numberedElements.compactMap { number, element in
      guard !element.traits.isDisjoint(with: Self.tappable) else { return nil }
      let frame = element.frame
      guard frame.width < Self.minimumSide || frame.height < Self.minimumSide else { return nil }
      let size = FindingWords.size(frame)
      return subject.finding(
        rule, .error,
        criterion: "Apple HIG 44x44 pt; WCAG 2.2 SC 2.5.5 Target Size (Enhanced) (AAA)",
        nodeID: element.nodeID, measured: size, threshold: "44x44 pt",
        tolerance: "none (exactly 44 pt passes)",
        message: "\(FindingWords.element(number, element)) is \(size); tappable elements need "
          + "at least 44x44 pt",
        fix: "enlarge its frame (or accessibilityFrame) to at least 44x44 pt")
    }
  }
}
