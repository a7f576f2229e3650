/// Walks the chunk headers of a PNG file (length, type) without reading chunk data, to say where
/// a truncated file ends. Used only to word errors.
enum PNGChunkScan {
  /// Describes where `bytes` is cut short, e.g. "truncated: IDAT chunk at byte 33 needs 1024
  /// bytes but the file ends after 600", or nil when every chunk up to IEND is complete.
  static func truncation(in bytes: UnsafeRawBufferPointer) -> String? {
    var offset = 8
    var previous = "the signature"
    while true {
      guard offset + 8 <= bytes.count else {
        return "truncated: the file ends at byte \(bytes.count), inside the chunk header after \(previous)"
      }
      let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let end = offset + 12 + length
      guard end <= bytes.count else {
        return "truncated: \(type) chunk at byte \(offset) needs \(12 + length) bytes but the file ends after \(bytes.count - offset)"
      }
      if type == "IEND" { return nil }
      previous = "the \(type) chunk"
      offset = end
    }
  }
}
