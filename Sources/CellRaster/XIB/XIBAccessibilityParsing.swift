/// Reads `<accessibility key="accessibilityConfiguration" label hint identifier value>` with its
/// `<accessibilityTraits key="traits" …/>` and `<bool key="isElement"/>` children
/// (fiori-cells.md §7 "Accessibility"). What the XIB leaves out stays nil, so UIKit's defaults
/// apply (labels and buttons are elements, image views and plain views are not).
enum XIBAccessibilityParsing {
  /// - Throws: `XIBError.invalidElement` for an unknown trait name.
  static func configuration(_ element: XIBElement, file: String) throws -> AccessibilityAttributes {
    var attributes = AccessibilityAttributes()
    attributes.label = element["label"]
    attributes.hint = element["hint"]
    attributes.identifier = element["identifier"]
    attributes.value = element["value"]
    for child in element.children {
      switch (child.name, child["key"]) {
      case ("bool", "isElement"):
        attributes.isAccessibilityElement = child["value"] == "YES"
      case ("accessibilityTraits", "traits"):
        // IB writes the complete trait set: it replaces the kind's default traits.
        // `none="YES"` is UIAccessibilityTraitNone (0, UIKit reference): IB writes it for a
        // view whose traits were all unchecked. It adds no trait; the set stays as written.
        var traits = AccessibilityTraits()
        for (name, value) in child.attributes where name != "key" && name != "none" && value == "YES" {
          guard let trait = AccessibilityTraits(name: name) else {
            throw XIBError.invalidElement(file: file, element: child.reference,
                                          message: "unknown accessibility trait '\(EchoedValue.clip(name))' (allowed: none, \(AccessibilityTraits.names.map(\.1).joined(separator: ", ")))")
          }
          traits.insert(trait)
        }
        attributes.traits = traits
      default:
        break
      }
    }
    return attributes
  }
}
