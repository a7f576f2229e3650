/// The `xib.symbol-unavailable` warning: a visible view shows an SF Symbol that snapcheck has no
/// look-alike shape for (`SystemSymbol`), so it draws the placeholder (a rounded square with a
/// question mark) in the image's place.
enum XIBSymbolAvailability {
  static let rule = "xib.symbol-unavailable"

  /// One warning per visible view whose unbound system image is not in the catalogue, naming
  /// the symbol (clipped by `EchoedValue`) and the element.
  static func findings(_ root: XIBView, document: XIBDocument, boundImages: [String: ImageReference],
                       outletNames: [String: String]) -> [LayoutFinding] {
    root.allViews.compactMap { view in
      guard !view.isHidden, boundImages[view.id] == nil, let name = view.imageName,
            XIBSymbolImageSize.isSystemImage(view, document: document), SystemSymbol(rawValue: name) == nil else { return nil }
      return LayoutFinding(
        rule: rule, severity: .warning, nodeID: outletNames[view.id] ?? view.id,
        message: "\(document.file): \(view.reference): system image '\(EchoedValue.clip(name))' is not among the SF Symbols snapcheck draws; "
          + "a placeholder (a rounded square with a question mark) is drawn in its place")
    }
  }
}
