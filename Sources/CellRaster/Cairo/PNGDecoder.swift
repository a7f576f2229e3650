internal import CCairo
import Foundation

/// Decodes PNG files with libpng to straight (not premultiplied) 8-bit RGBA (`RGBAImage`).
///
/// Every colour type (grey, grey+alpha, RGB, RGBA, palette) and bit depth (1, 2, 4, 8, 16) is
/// accepted, interlaced (Adam7) or not. The rules (DESIGN.md "Comparing"; the PngSuite
/// expectations in `shared/fixtures/pngsuite/README.txt`):
/// - raw sample values: gAMA, cHRM, sRGB, iCCP, sBIT and bKGD are not applied;
/// - 16-bit samples are rounded to 8 bits (`png_set_scale_16`, i.e. `round(v / 257)`, as
///   pixelmatch's own decoder pngjs does, so pixelmatch-mode counts on 16-bit files match it; not
///   `v >> 8`; libpng's simplified API is not used because it converts 16-bit data as linear light);
/// - grey below 8 bits is scaled by bit replication, grey is copied to R, G and B;
/// - palette indices become PLTE colours with tRNS alpha (255 past the end of tRNS);
/// - a tRNS key on grey or RGB makes exactly matching raw samples alpha 0; otherwise alpha is 255.
/// Every chunk CRC is checked (critical chunks fail; libpng drops ancillary chunks with a bad CRC).
/// Work is bounded by the file: no chunk over the file's size (or libpng's 8 MB) is allocated,
/// and an IDAT stream going on for more than 64 KiB past the last row is an error
/// (`CCAIRO_PNG_IDAT_SLACK` in shim.h), not inflated to its end.
/// Plain 8-bit RGB/RGBA files without tRNS take `PNGFastDecoder` (libdeflate); every other file,
/// and any file the fast path doubts, is decoded by libpng.
public enum PNGDecoder {
  /// The default pixel limit: 100 megapixels (issue 3, "Bad files"), e.g. 10000 x 10000.
  public static let defaultMaxPixels = 100_000_000

  /// The 8-byte PNG signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Decodes PNG bytes.
  /// - Parameters:
  ///   - data: the whole file.
  ///   - source: the file name used in error messages.
  ///   - maxPixels: the largest accepted `width * height`, checked from IHDR before any pixel
  ///     memory is allocated; default `defaultMaxPixels` (100,000,000).
  /// - Returns: the image as straight RGBA8, `width * height * 4` bytes.
  /// - Throws: `PNGError` (category `.badInput`, exit 65) for an empty, truncated or non-PNG file,
  ///   a CRC or zlib error, an invalid IHDR, or a size over `maxPixels`.
  public static func decode(_ data: [UInt8], source: String, maxPixels: Int = defaultMaxPixels) throws -> RGBAImage {
    try data.withUnsafeBytes { try decode(bytes: $0, source: source, maxPixels: maxPixels) }
  }

  /// Decodes PNG bytes held in `Data`; see `decode(_:source:maxPixels:)` for `[UInt8]`.
  public static func decode(_ data: Data, source: String, maxPixels: Int = defaultMaxPixels) throws -> RGBAImage {
    try data.withUnsafeBytes { try decode(bytes: $0, source: source, maxPixels: maxPixels) }
  }

  /// Reads and decodes the PNG file at `path`.
  /// - Throws: `FileError` (exit 66 missing, 74 unreadable) or `PNGError` (exit 65).
  public static func decodeFile(atPath path: String, maxPixels: Int = defaultMaxPixels) throws -> RGBAImage {
    try decode(try FileBytes.read(path), source: path, maxPixels: maxPixels)
  }

  /// Decodes with libpng only, never the fast path (tests compare the two).
  static func decodeWithLibpng(_ data: [UInt8], source: String) throws -> RGBAImage {
    try data.withUnsafeBytes { try decode(bytes: $0, source: source, maxPixels: defaultMaxPixels, fast: false) }
  }

  private static func decode(bytes: UnsafeRawBufferPointer, source: String, maxPixels: Int,
                             fast: Bool = true) throws -> RGBAImage {
    guard let base = bytes.baseAddress, bytes.count > 0 else {
      throw PNGError(file: source, problem: "not a PNG file: the file is empty")
    }
    guard bytes.count >= signature.count, zip(bytes.prefix(signature.count), signature).allSatisfy({ $0 == $1 }) else {
      if GitLFSPointer.isPointer(bytes) {
        throw PNGError(file: source, problem: "not a PNG file: it is a Git LFS pointer (\(GitLFSPointer.remedy))")
      }
      throw PNGError(file: source, problem: "not a PNG file: bad signature (the first 8 bytes are not 89 50 4E 47 0D 0A 1A 0A)")
    }
    if fast, let image = PNGFastDecoder.decode(bytes, maxPixels: maxPixels) { return image }
    if PNGChunkScan.hasChunkPastEnd(bytes), let truncation = PNGChunkScan.truncation(in: bytes) {
      throw PNGError(file: source, problem: "invalid PNG: \(truncation)")
    }
    let decoder = UnsafeMutablePointer<ccairo_png_decoder>.allocate(capacity: 1)
    decoder.initialize(to: ccairo_png_decoder())
    defer {
      ccairo_png_decoder_end(decoder)
      decoder.deinitialize(count: 1)
      decoder.deallocate()
    }
    let input = base.assumingMemoryBound(to: UInt8.self)
    // Clamped so that width * height * 4 always fits in an Int.
    let limit = min(max(maxPixels, 0), Int.max / 8)
    let status = ccairo_png_decoder_begin(decoder, input, bytes.count, UInt64(limit))
    let width = Int(decoder.pointee.width)
    let height = Int(decoder.pointee.height)
    switch status {
    case CCAIRO_PNG_OK:
      break
    case CCAIRO_PNG_TOO_LARGE:
      throw PNGError(file: source, problem: "image is \(width)x\(height) = \(width * height) pixels, over the limit of \(maxPixels) pixels")
    default:
      throw failure(decoder, bytes: bytes, source: source)
    }
    var ok = true
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      if let out = buffer.baseAddress, !buffer.isEmpty {
        ok = ccairo_png_decoder_finish(decoder, out) == CCAIRO_PNG_OK
      } else {
        ok = ccairo_png_decoder_finish(decoder, nil) == CCAIRO_PNG_OK
      }
      count = ok ? width * height * 4 : 0
    }
    guard ok else { throw failure(decoder, bytes: bytes, source: source) }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// The error for a libpng failure, with the truncated chunk named when the file ends early.
  private static func failure(_ decoder: UnsafeMutablePointer<ccairo_png_decoder>, bytes: UnsafeRawBufferPointer,
                              source: String) -> PNGError {
    var message = withUnsafeBytes(of: decoder.pointee.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let warning = withUnsafeBytes(of: decoder.pointee.warning) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    if message == "unexpected end of file" || message.hasSuffix("chunk data is too large") {
      message = PNGChunkScan.truncation(in: bytes) ?? "truncated: unexpected end of file after \(bytes.count) bytes"
    } else if !warning.isEmpty && !message.contains(warning) {
      message += " (\(warning))"
    }
    return PNGError(file: source, problem: "invalid PNG: \(message)")
  }
}
