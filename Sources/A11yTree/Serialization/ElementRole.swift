import CellRaster

/// The one word the `.a11y.txt` format shows after an element's number: the trait that best says
/// what the element is, in this precedence: switch (switchButton), textArea / textField
/// (textEntry), searchField, adjustable, button (button or backButton), link, tab (tabBarItem),
/// heading (header), image, key (keyboardKey), text (staticText), else element.
enum ElementRole {
  static func word(for traits: AccessibilityTraits) -> String {
    let table: [(AccessibilityTraits, String)] = [
      (.switchButton, "switch"), (.textArea, "textArea"), (.textEntry, "textField"),
      (.searchField, "searchField"), (.adjustable, "adjustable"), (.button, "button"),
      (.backButton, "button"), (.link, "link"), (.tabBarItem, "tab"), (.header, "heading"),
      (.image, "image"), (.keyboardKey, "key"), (.staticText, "text"),
    ]
    return table.first { traits.contains($0.0) }?.1 ?? "element"
  }

  /// Width of the role column: roles are padded to 9 characters ("button" + 3 spaces) and longer
  /// ones get one space, so labels line up for the common roles without depending on other lines.
  static let columnWidth = 9

  /// The word padded for the role column.
  static func column(for traits: AccessibilityTraits) -> String {
    let word = word(for: traits)
    let padding = max(1, columnWidth - word.count)
    return word + String(repeating: " ", count: padding)
  }
}
