extension XIBNodeBuilder {
  /// The SF Symbol an image view or button shows (`catalog="system"`), as a template image:
  /// - colour: an image view's tint (its own `tintColor`, else inherited, else systemBlue); a
  ///   button's tint, or with a `UIButton.Configuration` its foreground (`baseForegroundColor`,
  ///   else white on filled styles, else the tint: `XIBSymbolConfiguration.foregroundColor`);
  /// - weight and size from the symbol configuration (`XIBSymbolConfiguration`);
  /// - mirrored in right-to-left layouts for the symbols UIKit mirrors
  ///   (`SystemSymbol.mirrorsInRightToLeft`).
  /// A button's image then moves into its `<id>.imageView` part (`layOutButtonContent`).
  /// Nil when the view shows no system image.
  func systemSymbolImage(_ view: XIBView, tint: Color) -> ImageContent? {
    guard view.kind == .imageView || view.kind == .button, let name = view.imageName,
          XIBSymbolImageSize.isSystemImage(view, document: document) else { return nil }
    let category = environment.contentSize
    let size = XIBSymbolImageSize.imageSize(view, document: document, category: category) ?? SystemSymbol.placeholderSize
    let image = SystemSymbolImage(name: name, weight: view.sizing.symbol?.resolvedWeight(at: category) ?? .regular, pointSize: size)
    var color = tint
    if view.kind == .button, let configuration = view.sizing.buttonConfiguration {
      color = (view.sizing.symbol?.foregroundColor ?? view.text?.color).map(self.color) ?? (configuration.isFilled ? .white : tint)
    }
    return ImageContent(source: .systemSymbol(image), tint: color, contentMode: view.contentMode,
                        isFlippedHorizontally: environment.isRightToLeft && image.symbol?.mirrorsInRightToLeft == true)
  }
}
