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
    guard let layout = Layout(bytes, maxPixels: maxPixels), let compressed = layout.compressedSizeIfPlausible,
          let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), layout.declaresFullWindow(base: base)
    else { return nil }
    let width = layout.width, height = layout.height, channels = layout.channels
    var scratch = [UInt8](unsafeUninitializedCapacity: (1 + width * channels) * height) { _, count in
      count = (1 + width * channels) * height
    }
    var ok = false
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      let status = scratch.withUnsafeMutableBufferPointer { scratch -> Int32 in
        layout.withZlibStream(base: base, compressed: compressed) { zdata, zsize in
          ccairo_png_fast_decode(zdata, zsize, UInt32(width), UInt32(height), Int32(channels), scratch.baseAddress,
                                 out.baseAddress)
        }
      }
      ok = status == CCAIRO_PNG_OK
      count = ok ? width * height * 4 : 0
    }
    scratch = []
    return ok ? RGBAImage(width: width, height: height, pixels: pixels) : nil
  }

  /// Inflates and unfilters `bytes` without making the RGBA image (about 3 bytes a pixel for an
  /// RGB file instead of 3 + 4), or returns nil where `decode` would, and for a file whose IHDR
  /// size is not `width` x `height` pixels (then nothing is inflated).
  static func unfilteredRows(_ bytes: UnsafeRawBufferPointer, width: Int, height: Int, maxPixels: Int) -> UnfilteredRows? {
    guard let layout = Layout(bytes, maxPixels: maxPixels), layout.width == width, layout.height == height,
          let compressed = layout.compressedSizeIfPlausible,
          let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), layout.declaresFullWindow(base: base)
    else { return nil }
    let rowStride = 1 + layout.width * layout.channels
    var samples = [UInt8](unsafeUninitializedCapacity: rowStride * layout.height) { _, count in
      count = rowStride * layout.height
    }
    let status = samples.withUnsafeMutableBufferPointer { scratch -> Int32 in
      layout.withZlibStream(base: base, compressed: compressed) { zdata, zsize in
        ccairo_png_fast_unfiltered(zdata, zsize, UInt32(layout.width), UInt32(layout.height), Int32(layout.channels),
                                   scratch.baseAddress)
      }
    }
    guard status == CCAIRO_PNG_OK else { return nil }
    return UnfilteredRows(width: layout.width, height: layout.height, channels: layout.channels, rowStride: rowStride,
                          samples: samples)
  }

  /// An 8-bit RGB or RGBA image's scanlines as the file holds them, unfiltered.
  struct UnfilteredRows {
    /// Width and height in pixels.
    let width: Int, height: Int
    /// 3 (R, G, B: every pixel opaque) or 4 (straight R, G, B, A).
    let channels: Int
    /// Bytes from one row's filter-type byte to the next's: `1 + width * channels`.
    let rowStride: Int
    /// `height` rows of `rowStride` bytes, each its filter-type byte then its samples.
    let samples: [UInt8]
  }

  /// Where a PNG the fast path accepts keeps its pixels: the IHDR fields it needs and the IDAT
  /// chunks' data, every chunk's CRC checked (nil for anything the fast path leaves to libpng).
  private struct Layout {
    let width: Int, height: Int
    /// 3 for colour type 2 (RGB), 4 for colour type 6 (RGBA).
    let channels: Int
    /// Byte ranges of the IDAT chunks' data, in file order.
    let idat: [Range<Int>]

    init?(_ bytes: UnsafeRawBufferPointer, maxPixels: Int) {
      guard bytes.count >= 8 + 25, bytes.prefix(8).elementsEqual(PNGDecoder.signature), let base = bytes.baseAddress
      else { return nil }
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
        // A chunk type is four ASCII letters (PNG 1.2 section 3.3); anything else is libpng's to
        // refuse. Accepting it here would also hide the chunks after it from `PNGDisplayChunks`,
        // which stops at such a name.
        guard [type.0, type.1, type.2, type.3].allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
        else { return nil }
        let data = (offset + 8)..<(offset + 8 + length)
        switch type {
        case (0x49, 0x44, 0x41, 0x54):  // IDAT
          guard !idatEnded else { return nil }
          idat.append(data)
        case (0x49, 0x45, 0x4E, 0x44):  // IEND
          guard length == 0, !idat.isEmpty else { return nil }
          (self.width, self.height, self.channels, self.idat) = (width, height, colorType == 6 ? 4 : 3, idat)
          return
        default:
          // tRNS would change alpha, and critical chunks (upper-case first letter: PLTE, IHDR
          // again, unknown ones) need libpng's rules: leave all of them to libpng.
          if type.0 & 0x20 == 0 || type == (0x74, 0x52, 0x4E, 0x53) { return nil }
          if !idat.isEmpty { idatEnded = true }
        }
        offset = data.upperBound + 4
      }
    }

    /// The IDAT data's total size, or nil for an image it cannot inflate to even at DEFLATE's
    /// largest ratio, 1032:1: nothing is allocated for it (libpng's path then refuses it, also
    /// before allocating).
    var compressedSizeIfPlausible: Int? {
      let compressed = idat.reduce(0) { $0 + $1.count }
      return (1 + width * channels) * height <= (compressed + 1) * 1032 ? compressed : nil
    }

    /// True when the zlib stream declares the 32 KiB window (CINFO 7 in its first byte, PNG 1.2
    /// section 10.1 allows less). libdeflate ignores the declared window, while zlib under
    /// libpng refuses a back-reference beyond it ("invalid distance too far back"), so a stream
    /// declaring a smaller window is left to libpng, which decides as it always has.
    func declaresFullWindow(base: UnsafePointer<UInt8>) -> Bool {
      guard let first = idat.first(where: { !$0.isEmpty }) else { return false }
      return base[first.lowerBound] >> 4 == 7
    }

    /// Calls `body` with the zlib stream and its size: the one IDAT chunk's data where it lies,
    /// or every chunk's joined into one buffer.
    func withZlibStream<R>(base: UnsafePointer<UInt8>, compressed: Int, _ body: (UnsafePointer<UInt8>, Int) -> R) -> R {
      if idat.count == 1, let range = idat.first { return body(base + range.lowerBound, range.count) }
      var joined: [UInt8] = []
      joined.reserveCapacity(compressed)
      for range in idat { joined += UnsafeBufferPointer(start: base + range.lowerBound, count: range.count) }
      return joined.withUnsafeBufferPointer { body($0.baseAddress ?? base, $0.count) }
    }
  }
}
