#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and atomic whole-file writes of bytes, with errors that name the path.
public enum FileBytes {
  /// The largest file `read` accepts by default: 1 GiB (far above any PNG within the
  /// 100-megapixel limit). Other kinds of input have their own, smaller caps (`InputSizeLimit`).
  public static let maximumSize = 1 << 30

  /// Reads the whole regular file at `path`. Devices, FIFOs and folders are refused before any
  /// read (so `/dev/zero` or a FIFO can neither hang nor exhaust memory).
  /// - Throws: `FileError` with `.missingInput` (exit 66) when nothing exists at `path`, it
  ///   cannot be opened (permissions) or it is not a regular file; `.badInput` (65) when it is
  ///   larger than `limit`; `.io` (74) when reading fails.
  /// - Parameter limit: the largest size accepted, bytes; default `maximumSize` (1 GiB).
  public static func read(_ path: String, limit: Int = maximumSize) throws -> [UInt8] {
    // O_NONBLOCK: opening a FIFO for reading must not wait for a writer. It stays set for the
    // reads: Linux ignores it for files on disk, and a procfs file that would block (e.g. a golden
    // linked to /proc/kmsg, which stat reports as regular) fails with EAGAIN instead of hanging.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    if fd < 0 {
      let code = errno
      if code == ENOENT || code == ENOTDIR {
        throw FileError(path: path, problem: danglingLinkTarget(path).map { "is a symbolic link to '\($0)', which does not exist" }
                          ?? "no such file", category: .missingInput)
      }
      throw FileError(path: path, problem: "cannot open: \(describe(code))", category: .missingInput)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw FileError(path: path, problem: "cannot stat: \(describe(errno))", category: .io)
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      let kind = (info.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "a device, FIFO or socket"
      throw FileError(path: path, problem: "is \(kind), not a regular file", category: .missingInput)
    }
    guard Int(info.st_size) <= limit else {
      throw FileError(path: path, problem: "is \(info.st_size) bytes, over the \(InputSizeLimit.describe(limit)) limit", category: .badInput)
    }
    var bytes: [UInt8] = []
    var chunk = max(Int(info.st_size), 0) + 1  // one spare byte detects a file that grew
    while true {
      let start = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: chunk))
      let got = bytes.withUnsafeMutableBytes { raw in
        readFully(fd, into: UnsafeMutableRawBufferPointer(rebasing: raw[start...]))
      }
      guard got >= 0 else {
        throw FileError(path: path, problem: "cannot read: \(describe(errno))", category: .io)
      }
      bytes.removeLast(chunk - got)
      if got < chunk { return bytes }
      guard bytes.count <= limit else {
        throw FileError(path: path, problem: "grew past the \(InputSizeLimit.describe(limit)) limit while being read", category: .badInput)
      }
      chunk = max(chunk, 1 << 16)
    }
  }

  /// True when anything (file, folder, device, symbolic link, even a dangling one) exists at
  /// `path` (`lstat`): what a golden check uses to tell "no golden" from "a golden that cannot be
  /// read", which must be an error rather than a golden to record over.
  public static func entryExists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// The target of `path` when it is a symbolic link (read with `readlink`), else nil.
  private static func danglingLinkTarget(_ path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// True when `path` itself is a regular file (`lstat`: a symbolic link is not, whatever it
  /// points to). Record skips rewriting a golden only when this holds: rewriting replaces the
  /// name, so a golden that is a link to another golden must be replaced, not trusted.
  public static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// Reads until `buffer` is full or the file ends; returns the byte count, or -1 (errno set).
  private static func readFully(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var total = 0
    while total < buffer.count {
      let r = Glibc.read(fd, base + total, buffer.count - total)
      if r < 0 {
        if errno == EINTR { continue }
        return -1
      }
      if r == 0 { break }
      total += r
    }
    return total
  }

  /// Why `path` must not be replaced by a written file, or nil when nothing or a regular file is
  /// there (`lstat`): a symbolic link, folder, FIFO, device or socket is never replaced (an
  /// output named by a hostile spec or command line must not swap a device or a link for a file).
  /// The folder `path` is written in must not be a symbolic link either (`--junit reports/j.xml`
  /// with a `reports` link committed by a pull request would write wherever it points); only
  /// that folder is checked, not the folders above it.
  public static func replaceProblem(_ path: String) -> FileError? {
    var info = stat()
    let folder = PathConfinement.folder(of: path)
    if lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      return FileError(path: path, problem: "its folder \(folder) is a symbolic link: snapcheck does not write through it",
                       category: .io)
    }
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG else { return nil }
    let kind = switch info.st_mode & S_IFMT {
    case S_IFLNK: "a symbolic link"
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    default: "a device"
    }
    return FileError(path: path, problem: "is \(kind), not a regular file: snapcheck does not replace it", category: .io)
  }

  /// Writes `bytes` to `path` atomically: a temporary file in the same folder is written and then
  /// renamed over `path`, so readers see the old file or the whole new one, never a part.
  /// - Throws: `FileError` with `.io` (exit 74) when something other than a regular file is at
  ///   `path` (`replaceProblem`), the folder is missing or not writable or the write fails; the
  ///   temporary file is removed then.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    if let problem = replaceProblem(path) { throw problem }
    let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0 ... .max))"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw FileError(path: path, problem: "cannot write: \(describe(errno))", category: .io)
    }
    var failure: Int32 = 0
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      var written = 0
      while written < raw.count {
        let w = write(fd, base + written, raw.count - written)
        if w < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        written += w
      }
    }
    if close(fd) != 0 && failure == 0 { failure = errno }
    if failure == 0 && rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw FileError(path: path, problem: "cannot write: \(describe(failure))", category: .io)
    }
  }

  /// Places the regular file `source` at `path` atomically, as a hard link when both lie on one
  /// file system (no bytes copied: the report links the goldens of passing frames instead of
  /// copying megabytes of them; perf on the 1,000-snapshot corpus: copying them was 6% of
  /// verify's samples, all on the main thread after the workers finished) and as an atomic copy
  /// otherwise (another file system, or links not permitted). A golden later re-recorded is
  /// replaced by rename, so the link keeps showing the pixels of this run.
  /// - Throws: `FileError` as `read` (source) and `writeAtomically` (destination) do.
  public static func linkOrCopy(_ source: String, to path: String) throws {
    if let problem = replaceProblem(path) { throw problem }
    let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0 ... .max))"
    // AT_SYMLINK_FOLLOW: a golden that is a symbolic link is linked by its target, so a relative
    // link does not dangle in the report folder.
    if linkat(AT_FDCWD, source, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 {
      // rename(2) does nothing when both names already link the same file: drop the temporary.
      if rename(temporary, path) == 0 {
        unlink(temporary)
        return
      }
      let failure = errno
      unlink(temporary)
      throw FileError(path: path, problem: "cannot write: \(describe(failure))", category: .io)
    }
    try writeAtomically(try read(source), to: path)
  }

  private static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
