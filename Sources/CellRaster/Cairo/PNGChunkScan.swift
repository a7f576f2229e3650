/// Walks the chunk headers of a PNG file (length, type) without reading chunk data, to say where
/// a truncated file ends. Used only to word errors.
enum PNGChunkScan {
  /// The chunk types of the PNG specification (third edition, 4.9 "Chunk types": critical,
  /// ancillary, APNG), and snapcheck's own `scPH`.
  static let registeredTypes: Set<String> = [
    "IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "cICP", "mDCV", "cLLI",
    "tEXt", "zTXt", "iTXt", "bKGD", "hIST", "pHYs", "sPLT", "eXIf", "tIME", "acTL", "fcTL", "fdAT", "scPH",
  ]

  /// True when a chunk before IEND declares a length running past the end of `bytes` (walking
  /// the chain of lengths as `truncation` does, up to a header that is not four ASCII letters).
  /// `PNGDecoder` checks this before libpng reads the file: libpng allocates (and clears) a
  /// text chunk's declared length before reading it, 2 GiB for a 44-byte file.
  static func hasChunkPastEnd(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
      let typeBytes = bytes[(offset + 4)..<(offset + 8)]
      guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return false }
      if offset + 12 + length > bytes.count { return true }
      if typeBytes.elementsEqual("IEND".utf8) { return false }
      offset += 12 + length
    }
    return false
  }

  /// Describes where `bytes` is cut short, e.g. "truncated: IDAT chunk at byte 33 needs 1024
  /// bytes but the file ends after 600", or where the chain of chunk lengths breaks (a header
  /// whose type is not four ASCII letters, or a length over PNG's 2^31 - 1: a damaged length
  /// earlier, not a short file), or nil when every chunk up to IEND is complete.
  static func truncation(in bytes: UnsafeRawBufferPointer) -> String? {
    var offset = 8
    var previous = "the signature"
    while true {
      guard offset + 8 <= bytes.count else {
        return "truncated: the file ends at byte \(bytes.count), inside the chunk header after \(previous)"
      }
      let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
      let typeBytes = bytes[(offset + 4)..<(offset + 8)]
      // PNG chunk types are four ASCII letters (PNG specification, 5.3 "Chunk layout").
      guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
        let hex = typeBytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
        return "corrupt: no chunk type at byte \(offset + 4) after \(previous) (bytes \(hex)): "
          + "the length of \(previous) is wrong, or the file is damaged there"
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard length <= Int(Int32.max) else {
        return "corrupt: \(type) chunk at byte \(offset) declares \(length) bytes, over PNG's limit of 2^31 - 1"
      }
      let end = offset + 12 + length
      guard end <= bytes.count else {
        let note = registeredTypes.contains(type) ? ""
          : " (or a length before it is wrong: \(type) is not a registered chunk type)"
        return "truncated: \(type) chunk at byte \(offset) needs \(12 + length) bytes but the file ends after \(bytes.count - offset)"
          + note
      }
      if type == "IEND" { return nil }
      previous = "the \(type) chunk"
      offset = end
    }
  }
}
