/// Chunks that make a PNG look different in a viewer from the pixels its IDAT holds, which is
/// what verify compares: an animated PNG (`acTL`: browsers and GitHub's image diff show the
/// animation, whose frames need not include the IDAT image) and colour-space chunks (`gAMA`,
/// `cHRM`, `iCCP`, `cICP`: a viewer converts the colours, e.g. gamma 0.1 draws visibly darker).
/// snapcheck writes none of them, so a golden that has one was made or edited elsewhere; left
/// alone, a pull request could commit a golden that shows reviewers one picture while verify
/// checks another. `sRGB` is not among them: it declares the colour space untagged images are
/// shown in anyway. Chunk types from the PNG specification, third edition, 4.9 "Chunk types".
public enum PNGDisplayChunks {
  /// The chunk types that change what a viewer shows, each with what it does (for the message).
  public static let types: [String: String] = [
    "acTL": "an animated PNG, whose animation viewers show instead of the image verify compares",
    "gAMA": "a gamma value, with which viewers change its colours from the pixels verify compares",
    "cHRM": "chromaticities, with which viewers change its colours from the pixels verify compares",
    "iCCP": "an ICC colour profile, with which viewers change its colours from the pixels verify compares",
    "cICP": "a colour space (coding-independent code points), with which viewers change its colours from the pixels verify compares",
  ]

  /// The first such chunk before the first `IDAT` (where the PNG specification requires all of
  /// them to be) as "acTL chunk at byte 33: an animated PNG, whose animation …", or nil. Reads only chunk
  /// headers; stops at a header that is not four ASCII letters or runs past the end (the decoder
  /// words those).
  public static func problem(in bytes: [UInt8]) -> String? {
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
      let typeBytes = bytes[(offset + 4)..<(offset + 8)]
      guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
      let type = String(decoding: typeBytes, as: UTF8.self)
      if type == "IDAT" || type == "IEND" { return nil }
      if let effect = types[type] { return "\(type) chunk at byte \(offset): \(effect)" }
      guard length <= Int(Int32.max), offset + 12 + length <= bytes.count else { return nil }
      offset += 12 + length
    }
    return nil
  }

  /// `problem(in:)` as the error a golden gets: the golden cannot be used until it is recorded
  /// again (record rewrites it: a golden with such a chunk never counts as holding the rendering).
  public static func goldenError(in bytes: [UInt8], source: String) -> PNGError? {
    problem(in: bytes).map {
      PNGError(file: source, problem: "\($0); snapcheck writes no such chunk, so the golden was made or edited "
                 + "elsewhere: record it again")
    }
  }
}
