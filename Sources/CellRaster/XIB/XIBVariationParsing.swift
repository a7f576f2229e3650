/// Reads `<variation>` elements (see `XIBVariation`) of views and constraints. What a variation
/// may change and snapcheck applies: constraint and subview masks, layout margins and fonts of
/// views, constants of constraints. A `<rect key="frame">` (the frame IB drew on that size
/// class's canvas, in older storyboards) is design-time only and ignored. Anything else is
/// returned as a note for a warning naming the element and the key, never dropped silently.
struct XIBVariationParsing {
  let file: String

  /// A variation that changes something snapcheck does not apply: the element and one sentence.
  typealias Note = (element: XIBElement, message: String)

  /// - Parameter isConstraint: true for a `<variation>` inside a `<constraint>`.
  /// - Throws: `XIBError.invalidElement` for a missing `key`, an include or exclude without
  ///   `reference`, or a malformed number.
  func variation(_ element: XIBElement, isConstraint: Bool) throws -> (XIBVariation, [Note]) {
    guard let key = element["key"] else { throw invalid(element, "a variation needs a 'key'") }
    var variation = XIBVariation(key: key, reference: element.reference)
    var notes: [Note] = []
    if !variation.isUnderstood {
      notes.append((element, "size-class variation '\(EchoedValue.clip(key))' is not understood (expected default, widthClass=…, heightClass=… with compact or regular); not applied"))
    }
    for (name, value) in element.attributes.sorted(by: { $0.key < $1.key }) where name != "key" {
      if isConstraint, name == "constant" {
        variation.constant = try number(value, element, "constant")
      } else {
        notes.append((element, "'\(EchoedValue.clip(name))' in size-class variation '\(EchoedValue.clip(key))' is not applied"))
      }
    }
    for child in element.children {
      switch (child.name, child["key"]) {
      case ("mask", "constraints") where !isConstraint:
        variation.constraints = try mask(child)
      case ("mask", "subviews") where !isConstraint:
        variation.subviews = try mask(child)
      case ("edgeInsets", "layoutMargins") where !isConstraint:
        variation.layoutMargins = XIBLayoutMargins(
          top: try number(child["top"] ?? "0", child, "top"), leading: try number(child["left"] ?? "0", child, "left"),
          bottom: try number(child["bottom"] ?? "0", child, "bottom"), trailing: try number(child["right"] ?? "0", child, "right"),
          isDirectional: false)
      case ("directionalEdgeInsets", "directionalLayoutMargins") where !isConstraint:
        variation.layoutMargins = XIBLayoutMargins(
          top: try number(child["top"] ?? "0", child, "top"), leading: try number(child["leading"] ?? "0", child, "leading"),
          bottom: try number(child["bottom"] ?? "0", child, "bottom"), trailing: try number(child["trailing"] ?? "0", child, "trailing"),
          isDirectional: true)
      case ("fontDescription", "fontDescription") where !isConstraint:
        variation.font = try XIBFontParsing.font(child, file: file)
      case ("rect", "frame") where !isConstraint:
        break  // IB's stored frame on that size class's canvas: design-time only, like the base frame
      default:
        let name = "<\(child.name)\(child["key"].map { " key=\"\($0)\"" } ?? "")>"
        notes.append((child, "\(name) in size-class variation '\(EchoedValue.clip(key))' is not applied"))
      }
    }
    return (variation, notes)
  }

  private func mask(_ element: XIBElement) throws -> XIBVariation.Mask {
    var mask = XIBVariation.Mask()
    for item in element.children where item.name == "include" || item.name == "exclude" {
      guard let reference = item["reference"] else {
        throw invalid(item, "<\(item.name)> needs a 'reference' (the id of a \(element["key"] == "subviews" ? "subview" : "constraint"))")
      }
      if item.name == "include" { mask.included.append(reference) } else { mask.excluded.append(reference) }
    }
    return mask
  }

  private func number(_ text: String, _ element: XIBElement, _ name: String) throws -> Double {
    guard let value = XIBNumber.decimal(text), value.isFinite, abs(value) <= 100_000 else {
      throw invalid(element, "\(name)='\(EchoedValue.clip(text))' is not a number in -100000–100000")
    }
    return value
  }

  private func invalid(_ element: XIBElement, _ message: String) -> XIBError {
    .invalidElement(file: file, element: element.reference, message: message)
  }
}
