internal import CCairo

/// Inserts one Pango attribute per UTF-8 byte range into an attribute list.
enum PangoAttributeRanges {
  /// Calls `make` once per range of `ranges` (UTF-8 byte offsets of the layout's text) and
  /// inserts the attribute it returns over that range into `list`; a nil from `make` is skipped.
  static func insert(_ make: () -> UnsafeMutablePointer<PangoAttribute>?, over ranges: [Range<Int>],
                     into list: OpaquePointer) {
    for range in ranges {
      guard let attribute = make() else { continue }
      attribute.pointee.start_index = UInt32(range.lowerBound)
      attribute.pointee.end_index = UInt32(range.upperBound)
      pango_attr_list_insert(list, attribute)
    }
  }
}
