/// `UIAccessibilityTraits` with UIKit's bit positions (public bits 0–16) and the private AXRuntime
/// bits AccessibilitySnapshot uses (reference/accessibility.md §2.4).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, Codable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public static let button = Self(rawValue: 1 << 0)
  public static let link = Self(rawValue: 1 << 1)
  public static let image = Self(rawValue: 1 << 2)
  public static let selected = Self(rawValue: 1 << 3)
  public static let playsSound = Self(rawValue: 1 << 4)
  public static let keyboardKey = Self(rawValue: 1 << 5)
  public static let staticText = Self(rawValue: 1 << 6)
  public static let summaryElement = Self(rawValue: 1 << 7)
  public static let notEnabled = Self(rawValue: 1 << 8)
  public static let updatesFrequently = Self(rawValue: 1 << 9)
  public static let searchField = Self(rawValue: 1 << 10)
  public static let startsMediaSession = Self(rawValue: 1 << 11)
  public static let adjustable = Self(rawValue: 1 << 12)
  public static let allowsDirectInteraction = Self(rawValue: 1 << 13)
  public static let causesPageTurn = Self(rawValue: 1 << 14)
  public static let tabBar = Self(rawValue: 1 << 15)
  public static let header = Self(rawValue: 1 << 16)
  public static let textEntry = Self(rawValue: 1 << 18)
  public static let isEditing = Self(rawValue: 1 << 21)
  public static let secureTextField = Self(rawValue: 1 << 24)
  public static let backButton = Self(rawValue: 1 << 27)
  public static let tabBarItem = Self(rawValue: 1 << 28)
  public static let textArea = Self(rawValue: 1 << 47)
  public static let switchButton = Self(rawValue: 1 << 53)

  /// `(trait, JSON name)` in bit order, the names of AccessibilitySnapshotModel (§2.4).
  public static let names: [(AccessibilityTraits, String)] = [
    (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
    (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
    (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
    (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
    (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
    (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
    (.tabBar, "tabBar"), (.header, "header"), (.textEntry, "textEntry"), (.isEditing, "isEditing"),
    (.secureTextField, "secureTextField"), (.backButton, "backButton"), (.tabBarItem, "tabBarItem"),
    (.textArea, "textArea"), (.switchButton, "switchButton"),
  ]

  /// The trait names in bit order; unknown bits as `unknown(<raw>)`.
  public var nameList: [String] {
    var rest = rawValue
    var result: [String] = []
    for (trait, name) in Self.names where contains(trait) {
      result.append(name)
      rest &= ~trait.rawValue
    }
    var bit: UInt64 = 0
    while rest != 0 && bit < 64 {
      if rest & (1 << bit) != 0 {
        result.append("unknown(\(UInt64(1) << bit))")
        rest &= ~(1 << bit)
      }
      bit += 1
    }
    return result
  }

  /// Looks a trait up by its JSON name (`button`, `staticText`, …); nil for an unknown name.
  public init?(name: String) {
    guard let match = Self.names.first(where: { $0.1 == name }) else { return nil }
    self = match.0
  }
}
