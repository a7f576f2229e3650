internal import CCairo

/// Straight RGBA8 rows handed to `PNGStreamEncoder` a strip at a time, so that an image made of
/// parts (the side-by-side composite) is never put together whole.
public protocol PNGRowSource {
  /// Width in pixels; at least 1.
  var width: Int { get }
  /// Height in pixels; at least 1.
  var height: Int { get }
  /// True when every alpha is 255 (the PNG is then written as RGB, colour type 2).
  func isOpaque() -> Bool
  /// Writes rows `rows` (top row 0), `width * 4` bytes each, R, G, B, A, to `target`.
  func copyRows(_ rows: Range<Int>, into target: UnsafeMutableRawPointer)
}

/// Encodes a `PNGRowSource` as the same PNG layout `PNGEncoder` writes (IHDR, `scPH`, IDAT,
/// IEND; filter type None; RGB when opaque), compressed with ISA-L igzip level 1
/// (`PNGEncoder.Compression.fast`) as one zlib stream fed ``stripRows`` rows (at most about
/// 4 MiB of them) at a time.
///
/// Memory: one strip of RGBA and filtered rows (a few hundred KB) plus the compressed output,
/// instead of the whole image's filtered rows (about 40 MB for a 3x side-by-side composite: with
/// two workers, the side-by-side composites and their filtered rows were 86 MB of a failing
/// verify run's 166 MB heap peak, heaptrack on the 1,000-snapshot 3x scale corpus with 10% of
/// goldens changed).
public enum PNGStreamEncoder {
  /// Rows per strip: 64.
  static let stripRows = 64
  /// Size of the buffer igzip writes into before it is appended to the output: 256 KiB.
  static let outputChunk = 256 << 10

  /// The PNG file of `source`.
  /// - Parameter fingerprint: true (default): with the `scPH` chunk, whose pixel digest takes a
  ///   hash of every row. false: without it, for pictures that never become goldens (diff,
  ///   side-by-side and overlay artifacts): perf on verify with 10% of goldens changed showed the
  ///   per-row swizzle and XXH3 of those at about 3% of all samples.
  /// - Parameter pixelDigest: the pixel digest when the caller already has it
  ///   (`RenderedImage.pixelDigest()` of the rendering `source` holds): written as is, and the
  ///   rows are not hashed again. nil (default): computed from the rows.
  /// - Throws: `PNGError` (65) for an empty image or a side over 2^31 - 1 pixels; `PNGError`
  ///   with category `.internal` (70) when igzip's state cannot be allocated or igzip fails.
  public static func encode(_ source: some PNGRowSource, fingerprint: Bool = true,
                            pixelDigest known: PNGFingerprint.Digest? = nil) throws -> [UInt8] {
    let width = source.width, height = source.height
    try PNGEncoder.checkSize(width: width, height: height)
    let opaque = source.isOpaque()
    guard let stream = ccairo_isal_stream_begin() else {
      throw PNGError(file: "<encoder>", problem: "PNG encoding failed: out of memory", category: .internal)
    }
    defer { ccairo_isal_stream_end(stream) }
    let channels = opaque ? 3 : 4
    let rowBytes = 1 + width * channels
    guard rowBytes <= Int(UInt32.max) else {
      throw PNGError(file: "<encoder>", problem: "cannot encode a \(width)x\(height) image as PNG: rows too long")
    }
    // At most 64 rows and, for very wide images, about 4 MiB of filtered rows per strip.
    let strip = max(1, min(stripRows, height, (4 << 20) / rowBytes))
    let rgba = UnsafeMutableRawPointer.allocate(byteCount: strip * width * 4, alignment: 16)
    let filtered = UnsafeMutableRawPointer.allocate(byteCount: strip * rowBytes, alignment: 16)
    let hashRow = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
    let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: outputChunk)
    defer { rgba.deallocate(); filtered.deallocate(); hashRow.deallocate(); chunk.deallocate() }
    var hasher = PNGFingerprint.PixelHasher(width: width, height: height)
    var compressed = [UInt8]()
    var top = 0
    while top < height {
      let rows = top..<min(top + strip, height)
      source.copyRows(rows, into: rgba)
      for r in 0..<rows.count {
        let from = UnsafeRawPointer(rgba + r * width * 4), row = filtered + r * rowBytes
        if fingerprint, known == nil { hasher.updateStraightRGBA(row: from, width: width, scratch: hashRow) }
        row.storeBytes(of: 0, as: UInt8.self)
        if opaque {
          PNGEncoder.packRGB(from: from, to: row + 1, width: width)
        } else {
          (row + 1).copyMemory(from: from, byteCount: width * 4)
        }
      }
      top = rows.upperBound
      try deflate(stream, filtered.assumingMemoryBound(to: UInt8.self), count: rows.count * rowBytes, last: top == height,
                  chunk: chunk, into: &compressed)
    }
    let digest = known ?? hasher.finish()
    return PNGEncoder.assemble(width: width, height: height, opaque: opaque, compressed: compressed,
                               pixelDigest: fingerprint ? digest : nil)
  }

  /// Feeds `count` bytes to the stream and appends what igzip writes to `output`.
  private static func deflate(_ stream: UnsafeMutablePointer<ccairo_isal_stream>, _ bytes: UnsafePointer<UInt8>, count: Int,
                              last: Bool, chunk: UnsafeMutablePointer<UInt8>, into output: inout [UInt8]) throws {
    var input: UnsafePointer<UInt8>? = bytes
    var pending: Int32 = 1
    while pending != 0 {
      let written = ccairo_isal_stream_deflate(stream, input, UInt32(count), last ? 1 : 0, chunk, UInt32(outputChunk), &pending)
      guard written >= 0 else {
        throw PNGError(file: "<encoder>", problem: "PNG encoding failed: igzip could not compress", category: .internal)
      }
      output.append(contentsOf: UnsafeBufferPointer(start: chunk, count: written))
      input = nil
    }
  }
}
