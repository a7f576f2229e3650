import CellRaster
import Foundation

/// A file written front to back in pieces through a 64 KiB buffer, into a temporary file next to
/// its final path (`<path>.tmp-<pid>-<random>`), then either committed (renamed over `path`, so
/// readers see the old file or the whole new one) or discarded. The report writes `results.json`
/// and `index.html` this way while a run goes on, so neither is ever held whole in memory.
///
/// Not thread-safe. An instance neither committed nor discarded removes its temporary file when
/// it is released.
final class StreamedFile {
  /// The final path.
  let path: String
  /// Where the bytes go until `commit()`.
  let temporary: String
  private var fd: Int32
  private var buffer: [UInt8] = []
  private static let bufferSize = 1 << 16

  /// Creates the temporary file.
  /// - Throws: `FileError` (74) when it cannot be created (missing or read-only folder).
  init(path: String) throws {
    self.path = path
    temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0 ... .max))"
    fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw Self.failure(path, errno) }
    buffer.reserveCapacity(Self.bufferSize)
  }

  deinit { discard() }

  /// Appends UTF-8 text.
  /// - Throws: `FileError` (74) when writing fails.
  func write(_ text: String) throws {
    var text = text
    try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
  }

  /// Appends bytes.
  /// - Throws: `FileError` (74) when writing fails.
  func write(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try write($0) }
  }

  private func write(_ bytes: UnsafeRawBufferPointer) throws {
    if buffer.count + bytes.count > Self.bufferSize { try flush() }
    if bytes.count >= Self.bufferSize {
      try writeAll(bytes)
    } else {
      buffer.append(contentsOf: bytes)
    }
  }

  /// Appends the bytes of `other`'s temporary file (closed first), reading 64 KiB at a time.
  /// - Throws: `FileError` (74) when reading or writing fails.
  func append(contentsOf other: StreamedFile) throws {
    try other.close()
    let source = open(other.temporary, O_RDONLY | O_CLOEXEC)
    guard source >= 0 else { throw Self.failure(other.path, errno) }
    defer { Glibc.close(source) }
    try flush()
    var chunk = [UInt8](repeating: 0, count: Self.bufferSize)
    while true {
      let got = chunk.withUnsafeMutableBytes { Glibc.read(source, $0.baseAddress, $0.count) }
      if got < 0 {
        if errno == EINTR { continue }
        throw Self.failure(other.path, errno)
      }
      if got == 0 { return }
      try chunk.withUnsafeBytes { try writeAll(UnsafeRawBufferPointer(rebasing: $0[0..<got])) }
    }
  }

  /// Writes out the buffer, closes the file and renames it over `path`.
  /// - Throws: `FileError` (74) when writing, closing or renaming fails (the temporary file is
  ///   removed then).
  func commit() throws {
    if let problem = FileBytes.replaceProblem(path) { discard(); throw problem }
    do {
      try close()
      guard rename(temporary, path) == 0 else { throw Self.failure(path, errno) }
    } catch {
      discard()
      throw error
    }
  }

  /// Closes and removes the temporary file (nothing happens to `path`). Idempotent.
  func discard() {
    if fd >= 0 {
      Glibc.close(fd)
      fd = -1
    }
    unlink(temporary)
  }

  private func close() throws {
    guard fd >= 0 else { return }
    try flush()
    let closed = Glibc.close(fd)
    fd = -1
    if closed != 0 { throw Self.failure(path, errno) }
  }

  private func flush() throws {
    guard !buffer.isEmpty else { return }
    try buffer.withUnsafeBytes { try writeAll($0) }
    buffer.removeAll(keepingCapacity: true)
  }

  private func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
    guard fd >= 0 else { throw FileError(path: path, problem: "cannot write: already closed", category: .io) }
    guard let base = bytes.baseAddress else { return }
    var written = 0
    while written < bytes.count {
      let w = Glibc.write(fd, base + written, bytes.count - written)
      if w < 0 {
        if errno == EINTR { continue }
        throw Self.failure(path, errno)
      }
      written += w
    }
  }

  private static func failure(_ path: String, _ code: Int32) -> FileError {
    FileError(path: path, problem: "cannot write: \(String(cString: strerror(code)))", category: .io)
  }
}
