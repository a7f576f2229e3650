internal import CCairo

/// The fast decoding path for the PNGs snapcheck meets most (its own goldens and screenshots):
/// 8-bit RGB or RGBA, not interlaced, no tRNS, every chunk CRC valid. The IDAT data is inflated by
/// libdeflate in one call and unfiltered in C (`ccairo_png_fast_decode`).
///
/// Profile (callgrind, `snapcheck diff` of a 3840x2160 pair with libpng alone): libpng's row
/// unfiltering 58% of instructions (Debian builds it without SIMD), zlib inflate 13%, Adler-32
/// 11%, row copies 9%.
///
/// It returns nil for anything else, or anything unexpected (a bad CRC, a chunk out of order, an
/// unknown critical chunk, a short or long zlib stream, a bad filter type, a size over the
/// limit), and `PNGDecoder` then decodes with libpng, which accepts or rejects the file with its
/// usual message. Both paths give the same pixels (tests decode PngSuite both ways).
enum PNGFastDecoder {
  /// Decodes `bytes` or returns nil (see the type's comment).
  static func decode(_ bytes: UnsafeRawBufferPointer, maxPixels: Int) -> RGBAImage? {
    let signature = PNGDecoder.signature
    guard bytes.count >= 8 + 25, bytes.prefix(8).elementsEqual(signature), let base = bytes.baseAddress else { return nil }
    func u32(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    func crcValid(_ start: Int, _ length: Int) -> Bool {
      let crc = UInt32(libdeflate_crc32(0, base + start + 4, length + 4))
      return crc == UInt32(u32(start + 8 + length))
    }
    // IHDR first: 13 bytes.
    guard u32(8) == 13, bytes[12] == 0x49, bytes[13] == 0x48, bytes[14] == 0x44, bytes[15] == 0x52, crcValid(8, 13)
    else { return nil }
    let width = u32(16), height = u32(20)
    let depth = bytes[24], colorType = bytes[25]
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
          width * height <= min(maxPixels, Int.max / 8), depth == 8, colorType == 2 || colorType == 6,
          bytes[26] == 0, bytes[27] == 0, bytes[28] == 0 else { return nil }
    var idat: [Range<Int>] = []
    var idatEnded = false
    var offset = 33
    while true {
      guard offset + 12 <= bytes.count else { return nil }
      let length = u32(offset)
      guard length <= bytes.count - offset - 12, crcValid(offset, length) else { return nil }
      let type = (bytes[offset + 4], bytes[offset + 5], bytes[offset + 6], bytes[offset + 7])
      let data = (offset + 8)..<(offset + 8 + length)
      switch type {
      case (0x49, 0x44, 0x41, 0x54):  // IDAT
        guard !idatEnded else { return nil }
        idat.append(data)
      case (0x49, 0x45, 0x4E, 0x44):  // IEND
        guard length == 0, !idat.isEmpty else { return nil }
        return inflate(bytes, idat: idat, width: width, height: height, channels: colorType == 6 ? 4 : 3)
      default:
        // tRNS would change alpha, and critical chunks (upper-case first letter: PLTE, IHDR
        // again, unknown ones) need libpng's rules: leave all of them to libpng.
        if type.0 & 0x20 == 0 || type == (0x74, 0x52, 0x4E, 0x53) { return nil }
        if !idat.isEmpty { idatEnded = true }
      }
      offset = data.upperBound + 4
    }
  }

  private static func inflate(_ bytes: UnsafeRawBufferPointer, idat: [Range<Int>], width: Int, height: Int,
                              channels: Int) -> RGBAImage? {
    guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
    // Nothing is allocated for an image the IDAT data cannot inflate to even at DEFLATE's largest
    // ratio, 1032:1 (libpng's path then refuses it, also before allocating).
    let compressed = idat.reduce(0) { $0 + $1.count }
    guard (1 + width * channels) * height <= (compressed + 1) * 1032 else { return nil }
    var joined: [UInt8] = []
    if idat.count > 1 {
      joined.reserveCapacity(compressed)
      for range in idat { joined += UnsafeBufferPointer(start: base + range.lowerBound, count: range.count) }
    }
    var scratch = [UInt8](unsafeUninitializedCapacity: (1 + width * channels) * height) { _, count in
      count = (1 + width * channels) * height
    }
    var ok = false
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      let status = scratch.withUnsafeMutableBufferPointer { scratch -> Int32 in
        if idat.count == 1, let range = idat.first {
          return ccairo_png_fast_decode(base + range.lowerBound, range.count, UInt32(width), UInt32(height),
                                        Int32(channels), scratch.baseAddress, out.baseAddress)
        }
        return joined.withUnsafeBufferPointer {
          ccairo_png_fast_decode($0.baseAddress, $0.count, UInt32(width), UInt32(height), Int32(channels),
                                 scratch.baseAddress, out.baseAddress)
        }
      }
      ok = status == CCAIRO_PNG_OK
      count = ok ? width * height * 4 : 0
    }
    scratch = []
    return ok ? RGBAImage(width: width, height: height, pixels: pixels) : nil
  }
}
