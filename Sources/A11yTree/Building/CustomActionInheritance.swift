/// The custom actions VoiceOver offers on an element: its own `accessibilityCustomActions`, then
/// those of each view above it, nearest first (its accessibility containers: a semantic group, a
/// list, or any plain view that is not an element itself), a name offered once, at its first
/// place.
///
/// Sources: VoiceOver offers a container's actions on every element inside it
/// (AccessibilitySnapshot issue #285 on semantic groups; PR #323, checked on a device: actions on a container view are
/// inherited by every child element, the element's own listed after them there for UIKit's private
/// swipe actions); square/Listable sets row actions on a content view that is not an element and
/// VoiceOver offers them on the elements inside. The element's own actions come first here, and a
/// name already offered is not offered again (snapcheck's rule for public actions; no source
/// states UIKit's order or de-duplication for them).
///
/// Example: own ["Reply"], parent ["Delete", "Reply"], grandparent ["Archive"] →
/// ["Reply", "Delete", "Archive"].
enum CustomActionInheritance {
  /// `own` followed by each of `inherited` (nearest ancestor first), without repeated names.
  static func offered(own: [String], inherited: [[String]]) -> [String] {
    var seen = Set<String>()
    var result: [String] = []
    for name in ([own] + inherited).joined() where seen.insert(name).inserted {
      result.append(name)
    }
    return result
  }
}
