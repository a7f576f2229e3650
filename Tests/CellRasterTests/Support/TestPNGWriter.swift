/// A minimal PNG writer for tests, independent of libpng: any colour type and bit depth, optional
/// Adam7 interlacing, palette and tRNS, zlib "stored" (uncompressed) blocks. It produces the
/// alternative encodings of one image, and corrupt files, that the decoder tests feed in.
struct TestPNGWriter {
  /// PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
  var colorType: UInt8
  /// Bits per sample: 1, 2, 4, 8 or 16 (as allowed for the colour type).
  var bitDepth: UInt8
  var interlaced = false
  /// PLTE entries (RGB) for colour type 3.
  var palette: [(UInt8, UInt8, UInt8)] = []
  /// tRNS chunk payload, written as given.
  var transparency: [UInt8]? = nil

  /// Encodes `samples[y][x]` = the pixel's samples at the file's own bit depth (one value per
  /// channel: 1 grey/index, 2 grey+alpha, 3 RGB, 4 RGBA).
  func encode(width: Int, height: Int, samples: [[[Int]]]) -> [UInt8] {
    var raw: [UInt8] = []
    let passes: [(Int, Int, Int, Int)] = interlaced
      ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
      : [(0, 0, 1, 1)]
    for (x0, y0, dx, dy) in passes {
      let xs = Array(stride(from: x0, to: width, by: dx))
      guard !xs.isEmpty else { continue }
      for y in stride(from: y0, to: height, by: dy) {
        raw.append(0)  // filter type None
        raw += packRow(xs.map { samples[y][$0] })
      }
    }
    var ihdr: [UInt8] = []
    ihdr += Self.be32(width) + Self.be32(height)
    ihdr += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    file += Self.chunk("IHDR", ihdr)
    if !palette.isEmpty { file += Self.chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
    if let transparency { file += Self.chunk("tRNS", transparency) }
    file += Self.chunk("IDAT", Self.zlibStored(raw))
    file += Self.chunk("IEND", [])
    return file
  }

  private func packRow(_ pixels: [[Int]]) -> [UInt8] {
    let values = pixels.flatMap { $0 }
    switch bitDepth {
    case 16: return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    case 8: return values.map { UInt8($0) }
    default:
      var out: [UInt8] = []
      var byte = 0, used = 0
      let bits = Int(bitDepth)
      for value in values {
        byte = byte << bits | value
        used += bits
        if used == 8 { out.append(UInt8(byte)); byte = 0; used = 0 }
      }
      if used > 0 { out.append(UInt8(byte << (8 - used))) }
      return out
    }
  }

  /// A chunk: length, type, data, CRC-32 of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return be32(data.count) + typeBytes + data + be32(Int(crc32(typeBytes + data)))
  }

  static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      crc ^= UInt32(b)
      for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }

  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let n = min(65535, data.count - offset)
      let final: UInt8 = offset + n == data.count ? 1 : 0
      out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      out += data[offset..<(offset + n)]
      offset += n
    } while offset < data.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
    return out + be32(Int(b << 16 | a))
  }
}
