internal import CCairo

/// Encodes `RGBAImage`s as PNG bytes, deterministically: equal images give equal bytes on every
/// run and machine with the same libdeflate.
///
/// Output: 8 bits per sample, not interlaced, colour type RGB when every alpha is 255 (the alpha
/// channel is dropped) and RGBA otherwise. Chunks, in order: IHDR, snapcheck's private `scPH`
/// fingerprint (`PNGFingerprint`: a digest of the pixels and of every other byte of the file),
/// one IDAT (split only past 1 GiB), IEND; no tIME, text, gAMA or sRGB chunks. Artifacts that never
/// become goldens (diff, side-by-side and overlay images of a failing verify) leave `scPH` out.
///
/// Compression choices (measured on the 1,000-snapshot scale corpus of `Benchmarks/scale-corpus`,
/// 3x UI cells averaging 1242 x 381 px; Benchmarks/README.md has the table):
/// - filter type 0 (None) on every row: rendered cells are flat colours, where DEFLATE's string
///   matches do better on raw rows than on Sub/Up/Paeth residuals or libpng's adaptive
///   minimum-sum heuristic (zlib level 6: None 29.1 KB per golden, adaptive 32.9 KB, Paeth 34.9 KB),
///   and None costs no filtering pass at all;
/// - libdeflate instead of zlib: several times faster at equal or smaller output;
/// - `defaultCompressionLevel` below for goldens; `Compression.fast` (ISA-L igzip) for failure
///   artifacts, which are looked at once and thrown away.
public enum PNGEncoder {
  /// How the filtered rows are deflated.
  public enum Compression: Sendable, Equatable {
    /// libdeflate at `level` 0 (stored) ... 12 (smallest), clamped to that range. Deterministic:
    /// equal images give equal bytes on every machine with the same libdeflate. For goldens.
    case libdeflate(level: Int)
    /// ISA-L igzip level 1: about 10x faster than libdeflate level 1 for about a third more
    /// bytes (measured on 51 MB of filtered 3x rows: 13 ms and 965,877 bytes against 134 ms and
    /// 727,706; CCairo/shim.h). igzip picks its SIMD code by CPU, so the bytes (never the pixels)
    /// may differ between machines. For failure artifacts and diff images, which are not
    /// committed. An `RGBAImage` is encoded a strip of rows at a time (`PNGStreamEncoder`), so
    /// its filtered rows are never held whole.
    case fast

    /// What goldens are written with: `.libdeflate(level: defaultCompressionLevel)`.
    public static let golden = Compression.libdeflate(level: defaultCompressionLevel)
  }

  /// libdeflate level used when none is given: 1. Measured on 120 goldens of the 3x scale corpus
  /// (filter None, average 2.1 MB of filtered rows each, machine loaded): level 1 31,981 bytes in
  /// 6.5 ms, level 4 30,800 in 8.0 ms, level 6 29,345 in 9.7 ms, level 9 28,372 in 30 ms; zlib level
  /// 6 30,001 in 17.7-18.3 ms; libpng's own choice (zlib 6, adaptive filters) 34,149 bytes. Level 1
  /// still writes smaller goldens than libpng; record runs at 233-253 snapshots/s on two cores on
  /// the default (2x/3x) scale corpus and 174-189/s at 3x only, where this call is about two
  /// thirds of the time. ISA-L would be ~8x faster at a third more bytes per golden (README,
  /// Performance): golden size was chosen.
  public static let defaultCompressionLevel = 1

  /// The largest IDAT chunk written; PNG allows 2^31 - 1 bytes of chunk data.
  static let maxChunkData = 1 << 30

  /// Encodes `image` in memory.
  /// - Parameters:
  ///   - image: straight RGBA8 pixels; at least 1 x 1 (PNG forbids empty images).
  ///   - compression: default `.golden` (libdeflate level 1).
  ///   - fingerprint: true (default): with the `scPH` chunk. false: without it, and without
  ///     hashing the pixels; only with `.fast` (`PNGStreamEncoder.encode(_:fingerprint:)`), for
  ///     artifacts that never become goldens. A golden always carries it.
  ///   - pixelDigest: with `.fast`, the image's pixel digest when the caller already has it (a
  ///     rendering's `RenderedImage.pixelDigest()`), so the rows are not hashed again.
  /// - Returns: the complete PNG file.
  /// - Throws: `PNGError` with category `.internal` (exit 70) when libdeflate cannot allocate its
  ///   compressor, and `.badInput` (exit 65) for a 0 x 0 image or one wider or taller than
  ///   2^31 - 1 pixels.
  public static func encode(_ image: RGBAImage, compression: Compression = .golden, fingerprint: Bool = true,
                            pixelDigest: PNGFingerprint.Digest? = nil) throws -> [UInt8] {
    try checkSize(width: image.width, height: image.height)
    if compression == .fast {
      return try PNGStreamEncoder.encode(ImageRows(image: image), fingerprint: fingerprint, pixelDigest: pixelDigest)
    }
    let opaque = isOpaque(image)
    return try assemble(width: image.width, height: image.height, opaque: opaque,
                        rows: filteredRows(image, opaque: opaque), pixelDigest: PNGFingerprint.digest(of: image),
                        compression: compression)
  }

  /// Encodes a rendering: the same bytes as `encode(try image.rgba())`, made straight from the
  /// cairo surface when no RGBA image was made (record's case). An opaque rendering (a cell on its
  /// background, nearly always) is tested, converted to RGB scanlines and hashed for the
  /// fingerprint in one pass (`RenderedImage.opaqueScanlines`; perf on record of the 3x corpus:
  /// the separate passes were 12% of samples); a translucent one is converted to RGBA a row at a
  /// time.
  /// - Throws: as `encode(_:compression:)`, and `RenderError.cairo` when the rendering's
  ///   pixels were discarded.
  public static func encode(_ image: RenderedImage, compression: Compression = .golden) throws -> [UInt8] {
    if let converted = image.convertedImage { return try encode(converted, compression: compression) }
    try checkSize(width: image.width, height: image.height)
    let width = image.width, height = image.height
    var opaque = false
    let rgbRows = try [UInt8](unsafeUninitializedCapacity: (1 + width * 3) * height) { out, count in
      count = 0
      guard let base = out.baseAddress else { return }
      opaque = try image.opaqueScanlines(into: base)
      if opaque { count = (1 + width * 3) * height }
    }
    if opaque {
      return try assemble(width: width, height: height, opaque: true, rows: rgbRows, pixelDigest: try image.pixelDigest(),
                          compression: compression)
    }
    let rowBytes = 1 + width * 4
    let rows = try [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
      count = 0
      guard let base = out.baseAddress else { return }
      var y = 0
      try image.forEachStraightRow { row in
        guard let source = row.baseAddress else { return }
        let target = UnsafeMutableRawPointer(base + y * rowBytes)
        target.storeBytes(of: 0, as: UInt8.self)
        (target + 1).copyMemory(from: source, byteCount: width * 4)
        y += 1
      }
      count = rowBytes * height
    }
    return try assemble(width: width, height: height, opaque: false, rows: rows, pixelDigest: try image.pixelDigest(),
                        compression: compression)
  }

  /// - Throws: `PNGError` (65) for an empty image or a side over 2^31 - 1 pixels.
  static func checkSize(width: Int, height: Int) throws {
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      throw PNGError(file: "<encoder>", problem: "cannot encode a \(width)x\(height) image as PNG")
    }
  }

  /// The file for filtered `rows` (filter byte + samples per row) of a `width` x `height` image.
  private static func assemble(width: Int, height: Int, opaque: Bool, rows raw: [UInt8], pixelDigest: PNGFingerprint.Digest,
                               compression: Compression) throws -> [UInt8] {
    let compressed = try deflate(raw, compression)
    return assemble(width: width, height: height, opaque: opaque, compressed: compressed, pixelDigest: pixelDigest)
  }

  /// The file for one zlib stream of filtered rows (`compressed`) of a `width` x `height` image;
  /// without the `scPH` chunk when `pixelDigest` is nil.
  static func assemble(width: Int, height: Int, opaque: Bool, compressed: [UInt8], pixelDigest: PNGFingerprint.Digest?) -> [UInt8] {
    var compressed = compressed
    var header = PNGDecoder.signature
    var ihdr = [UInt8]()
    ihdr.reserveCapacity(13)
    append32(UInt32(width), to: &ihdr)
    append32(UInt32(height), to: &ihdr)
    ihdr += [8, opaque ? 2 : 6, 0, 0, 0]  // bit depth, colour type, deflate, adaptive filtering, no interlace
    appendChunk("IHDR", ihdr, to: &header)

    var body = [UInt8]()
    body.reserveCapacity(compressed.count + 12 * (compressed.count / maxChunkData + 2))
    var offset = 0
    repeat {
      let end = min(offset + maxChunkData, compressed.count)
      appendChunk("IDAT", compressed[offset..<end], to: &body)
      offset = end
    } while offset < compressed.count
    compressed = []
    appendChunk("IEND", [], to: &body)

    guard let pixelDigest else { return header + body }
    let fingerprint = PNGFingerprint.chunkData(pixels: pixelDigest,
                                               file: PNGFingerprint.fileDigest(header, body))
    var file = header
    file.reserveCapacity(header.count + 12 + fingerprint.count + body.count)
    appendChunk(PNGFingerprint.chunkType, fingerprint, to: &file)
    file += body
    return file
  }

  /// `raw` as one zlib stream.
  /// - Throws: `PNGError` (70) when libdeflate cannot allocate its compressor.
  static func deflate(_ raw: [UInt8], _ compression: Compression) throws -> [UInt8] {
    let level: Int
    switch compression {
    case .libdeflate(let chosen):
      level = chosen
    case .fast:
      // igzip level 1 grows incompressible data by at most a few bytes per 64 KiB block; a
      // sixteenth more than the input, plus headers, is ample (an overflow returns 0 and the
      // data goes to libdeflate instead).
      let capacity = raw.count + raw.count / 16 + 4096
      let fast = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        count = raw.withUnsafeBytes { ccairo_isal_zlib_compress($0.baseAddress, $0.count, buffer.baseAddress, capacity) }
      }
      if !fast.isEmpty { return fast }
      level = defaultCompressionLevel
    }
    guard let compressor = libdeflate_alloc_compressor(Int32(min(max(level, 0), 12))) else {
      throw PNGError(file: "<encoder>", problem: "PNG encoding failed: out of memory", category: .internal)
    }
    defer { libdeflate_free_compressor(compressor) }
    let bound = libdeflate_zlib_compress_bound(compressor, raw.count)
    let compressed = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
      count = raw.withUnsafeBytes { libdeflate_zlib_compress(compressor, $0.baseAddress, $0.count, buffer.baseAddress, bound) }
    }
    guard !compressed.isEmpty else {  // cannot happen with the bound; guards the contract
      throw PNGError(file: "<encoder>", problem: "PNG encoding failed: compressed data over the bound", category: .internal)
    }
    return compressed
  }

  /// Every row prefixed with filter type 0 (None): RGB samples when `opaque`, else RGBA. RGBA is
  /// packed to RGB four pixels (16 bytes in, 12 out) at a time with 32-bit loads and stores
  /// (perf on record: byte-by-byte packing was 10% of record).
  static func filteredRows(_ image: RGBAImage, opaque: Bool) -> [UInt8] {
    let width = image.width, height = image.height
    let channels = opaque ? 3 : 4
    let rowBytes = 1 + width * channels
    return [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
      image.pixels.withUnsafeBytes { source in
        guard let src = source.baseAddress, let dst = out.baseAddress else { return }
        let target = UnsafeMutableRawPointer(dst)
        for y in 0..<height {
          let row = target + y * rowBytes
          row.storeBytes(of: 0, as: UInt8.self)
          let from = src + y * width * 4
          guard opaque else {
            (row + 1).copyMemory(from: from, byteCount: width * 4)
            continue
          }
          packRGB(from: from, to: row + 1, width: width)
        }
      }
      count = rowBytes * height
    }
  }

  /// Packs `width` RGBA pixels at `from` into RGB at `to`, four pixels (16 bytes in, 12 out) at a
  /// time with 32-bit loads and stores (perf on record: byte-by-byte packing was 10% of record).
  @inline(__always)
  static func packRGB(from: UnsafeRawPointer, to row: UnsafeMutableRawPointer, width: Int) {
    var x = 0
    while x + 4 <= width {
      let p0 = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
      let p1 = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: x * 4 + 4, as: UInt32.self))
      let p2 = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: x * 4 + 8, as: UInt32.self))
      let p3 = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: x * 4 + 12, as: UInt32.self))
      let o = x * 3
      row.storeBytes(of: (p0 & 0xFF_FFFF | p1 << 24).littleEndian, toByteOffset: o, as: UInt32.self)
      row.storeBytes(of: (p1 >> 8 & 0xFFFF | p2 << 16).littleEndian, toByteOffset: o + 4, as: UInt32.self)
      row.storeBytes(of: (p2 >> 16 & 0xFF | p3 << 8).littleEndian, toByteOffset: o + 8, as: UInt32.self)
      x += 4
    }
    while x < width {
      for c in 0..<3 { row.storeBytes(of: from.load(fromByteOffset: x * 4 + c, as: UInt8.self), toByteOffset: x * 3 + c, as: UInt8.self) }
      x += 1
    }
  }

  /// True when every alpha is 255; one vectorisable AND over the pixels as 32-bit words.
  static func isOpaque(_ image: RGBAImage) -> Bool {
    image.pixels.withUnsafeBytes { raw in
      var all: UInt32 = 0xFFFF_FFFF
      let words = raw.count / 4
      for i in 0..<words { all &= raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) }
      return UInt32(littleEndian: all) >> 24 == 0xFF
    }
  }

  /// An `RGBAImage` as a row source for `PNGStreamEncoder`.
  struct ImageRows: PNGRowSource {
    let image: RGBAImage
    var width: Int { image.width }
    var height: Int { image.height }
    func isOpaque() -> Bool { PNGEncoder.isOpaque(image) }
    func copyRows(_ rows: Range<Int>, into target: UnsafeMutableRawPointer) {
      let rowBytes = image.width * 4
      image.pixels.withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return }
        target.copyMemory(from: base + rows.lowerBound * rowBytes, byteCount: rows.count * rowBytes)
      }
    }
  }

  /// Appends a big-endian 32-bit value.
  static func append32(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// Appends one chunk: length, type, data, CRC-32 of type and data.
  static func appendChunk<Data: Collection<UInt8>>(_ type: String, _ data: Data, to bytes: inout [UInt8]) {
    append32(UInt32(data.count), to: &bytes)
    let start = bytes.count
    bytes += Array(type.utf8)
    bytes += data
    let crc = bytes[start...].withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
    append32(crc, to: &bytes)
  }
}
