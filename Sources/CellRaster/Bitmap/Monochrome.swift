extension RGBAImage {
  /// The image in greys, as the overlay's base (AccessibilitySnapshot draws a monochrome base by
  /// default, reference/accessibility.md §2.5): each pixel's grey is 0.2126 R + 0.7152 G +
  /// 0.0722 B of its 8-bit sRGB values (the WCAG luminance weights applied without
  /// linearisation), rounded; alpha is kept.
  public func monochrome() -> RGBAImage {
    var out = pixels
    var i = 0
    while i < out.count {
      let grey = 0.2126 * Double(out[i]) + 0.7152 * Double(out[i + 1]) + 0.0722 * Double(out[i + 2])
      let value = UInt8(min(255, grey.rounded()))
      out[i] = value
      out[i + 1] = value
      out[i + 2] = value
      i += 4
    }
    return RGBAImage(width: width, height: height, pixels: out)
  }
}
