/// A file path compared the way the file system compares it: byte for byte (its UTF-8), for
/// dictionaries keyed by path. Swift's `String ==` is canonical equivalence, so "café.png"
/// written with U+00E9 and with "e" + U+0301 are one `String` key, while on Linux they are two
/// files (with two images).
public struct FilePathKey: Hashable, Sendable, CustomStringConvertible {
  /// The path's bytes, as passed to the file system.
  public let bytes: [UInt8]

  /// The key of `path` exactly as written (no normalisation of any kind).
  public init(_ path: String) {
    bytes = Array(path.utf8)
  }

  /// The path as text.
  public var description: String { String(decoding: bytes, as: UTF8.self) }
}
