/// The Interface Builder documents snapcheck reads, by `<document type>` (fiori-cells.md §7
/// "Document"): iPhone and universal XIBs, iPad XIBs and storyboards. All three share one
/// format for views, constraints, outlets and resources; they differ in where the cell is (a
/// top-level object of a XIB; a prototype cell somewhere in a storyboard's scenes) and, for
/// the iPad type, in the canvas device.
public enum XIBDocumentKind: String, Hashable, Sendable, CaseIterable {
  case xib = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
  case iPadXIB = "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"
  case storyboard = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

  /// "XIB", "iPad XIB" or "storyboard", for messages.
  public var displayName: String {
    switch self {
    case .xib: "XIB"
    case .iPadXIB: "iPad XIB"
    case .storyboard: "storyboard"
    }
  }
}
