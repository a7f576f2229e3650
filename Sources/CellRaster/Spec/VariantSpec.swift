/// Decodes one entry of a spec's `variants` array into a `RenderEnvironment`.
///
/// Keys and limits: `width` 1–4096 pt (default 375); `scale` 1, 2 or 3 (default 3); `contentSize`
/// xS…AX5 (default L); `appearance` light/dark; `layoutDirection` leftToRight/rightToLeft;
/// `horizontalSizeClass` compact/regular; `splitPercent` 0.01–0.99 (only with regular);
/// `idiom` phone/pad; `height` 1–4096 pt (fixed cell height; default: sized to content);
/// `screenHeight` 100–4096 pt (default 812) and `keyboardHeight` 0–2048 pt (default 336, less
/// than the screen height), which cap the note cell's height while it edits.
public enum VariantSpec {
  /// The keys a variant may have.
  public static let keys = ["width", "scale", "contentSize", "appearance", "layoutDirection",
                            "horizontalSizeClass", "splitPercent", "idiom", "height",
                            "screenHeight", "keyboardHeight"]

  /// - Throws: `SpecError.invalid` naming the key and the allowed values.
  /// `value` rounded to 0.001 pt.
  static func thousandths(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  public static func decode(_ cursor: JSONCursor) throws -> RenderEnvironment {
    let members = try cursor.object(allowedKeys: keys)
    var environment = RenderEnvironment()
    // Widths and heights are taken to the slug's 3 decimals (`RenderEnvironment.slug`), so that
    // the frame drawn is the one its golden's name says (375.0004 drew 1126 px under w375 at 3x).
    if let width = members["width"] { environment.width = Self.thousandths(try width.number(in: 1...4096, unit: "pt")) }
    if let scale = members["scale"] {
      let value = try scale.integer(in: 1...3)
      environment.scale = value
    }
    if let size = members["contentSize"] { environment.contentSize = try size.enumCase(ContentSizeCategory.self) }
    if let appearance = members["appearance"] { environment.appearance = try appearance.enumCase(Appearance.self) }
    if let direction = members["layoutDirection"] {
      environment.layoutDirection = try direction.enumCase(LayoutDirection.self)
    }
    if let sizeClass = members["horizontalSizeClass"] {
      environment.horizontalSizeClass = try sizeClass.enumCase(SizeClass.self)
    }
    environment.idiom = environment.horizontalSizeClass == .regular ? .pad : .phone
    if let idiom = members["idiom"] { environment.idiom = try idiom.enumCase(UserInterfaceIdiom.self) }
    if let split = members["splitPercent"] {
      let value = try split.number(in: 0.01...0.99)
      guard environment.horizontalSizeClass == .regular else {
        throw split.error("splitPercent is used only with \"horizontalSizeClass\": \"regular\"")
      }
      environment.splitPercent = value
    }
    if let height = members["height"] { environment.height = Self.thousandths(try height.number(in: 1...4096, unit: "pt")) }
    if let screen = members["screenHeight"] {
      environment.screenHeight = try screen.number(in: 100...4096, unit: "pt")
    }
    if let keyboard = members["keyboardHeight"] {
      let value = try keyboard.number(in: 0...2048, unit: "pt")
      guard value < environment.resolvedScreenHeight else {
        throw keyboard.error("keyboardHeight \(JSONCursor.format(value)) pt must be less than the screen height \(JSONCursor.format(environment.resolvedScreenHeight)) pt")
      }
      environment.keyboardHeight = value
    }
    return environment
  }
}
