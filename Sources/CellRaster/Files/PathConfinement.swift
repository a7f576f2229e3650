#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one rule for the files a spec names (images, XIB or storyboard, NSS theme): after every
/// symbolic link is resolved, the file must lie inside the root (the snapshots folder for
/// `verify`, `record` and `audit`; the spec's own folder for `render`) or inside a folder the user
/// allowed explicitly (`--allow-path DIR`, for shared fixtures).
///
/// Specs, XIBs and themes of a pull request are untrusted in CI: without this rule a spec could
/// name `/proc/self/environ` or `/etc/shadow` as its theme and have a parse error quote it.
///
/// Shapes: `root` and `allowed` are canonical absolute paths (`realpath(3)`), compared byte by
/// byte with a `/` after them (so `/a/b` never admits `/a/bc`, and canonically equivalent Unicode
/// spellings, which name different folders on Linux, stay different).
public struct PathConfinement: Sendable, Equatable {
  /// The canonical root folder.
  public let root: String
  /// The canonical folders allowed besides the root (`--allow-path`), in the order given.
  public let allowed: [String]
  /// What the root is, for messages: "the snapshots folder" or "the spec's folder".
  public let rootName: String

  /// A confinement to `root` plus `allowed` folders.
  /// - Parameters:
  ///   - root: the root folder as the user gave it (relative to the working folder or absolute).
  ///   - allowed: `--allow-path` folders as given.
  ///   - rootName: how messages name the root, e.g. "the snapshots folder".
  /// - Throws: `FileError` (66) naming a folder that does not exist or is not a folder.
  public init(root: String, allowed: [String] = [], rootName: String = "the snapshots folder") throws {
    self.root = try Self.canonicalFolder(root, role: rootName)
    self.allowed = try allowed.map { try Self.canonicalFolder($0, role: "--allow-path") }
    self.rootName = rootName
  }

  /// The confinement of a spec without a snapshots folder (`render`, tests): the spec's folder,
  /// plus `allowed`.
  /// - Throws: `FileError` (66) as `init`.
  public static func specFolder(of specFile: String, allowed: [String] = []) throws -> PathConfinement {
    let folder = Self.folder(of: specFile)
    return try PathConfinement(root: folder, allowed: allowed, rootName: "the spec's folder")
  }

  /// Resolves a path as a spec writes it (relative to the spec's folder, or absolute).
  /// - Returns: the canonical path of the file, or nil when nothing exists there (the caller says
  ///   "not found" in its own words).
  /// - Throws: `SpecError.invalid` at `cursor` (exit 65, naming the spec file and the JSON path)
  ///   when the file resolves outside the root and every allowed folder, or the path holds a NUL.
  public func resolve(_ reference: String, at cursor: JSONCursor) throws -> String? {
    // A NUL would end the path where the C calls read it: "in.png\u0000../x" must not stand for
    // "in.png" silently.
    guard !reference.unicodeScalars.contains("\u{0}") else {
      throw cursor.error("'\(EchoedValue.excerpt(reference))' contains a NUL character, which no file name can hold")
    }
    let folder = Self.folder(of: cursor.file)
    let full = reference.hasPrefix("/") ? reference : folder + "/" + reference
    guard let canonical = Self.canonical(full) else { return nil }
    guard admits(canonical) else {
      throw cursor.error("'\(EchoedValue.excerpt(reference))' resolves outside \(rootName) (\(root)), to \(canonical); "
                           + "pass --allow-path to allow it")
    }
    return canonical
  }

  /// The names in the folder `reference` names its file in (resolved and confined as `resolve`),
  /// those ending as `reference` does (`.xib`, case-insensitive), for "did you mean" when the
  /// file is missing: at most `limit` names read; empty when the folder is missing, outside the
  /// root or unreadable. Only names are read, never contents, and no link is followed.
  public func neighbours(of reference: String, endingLike ending: String, at cursor: JSONCursor,
                         limit: Int = 10_000) -> [String] {
    let folderPart = reference.contains("/") ? Self.folder(of: reference) : "."
    guard let folder = try? resolve(folderPart, at: cursor), let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    var read = 0
    while read < limit, let entry = readdir(directory) {
      read += 1
      // A name that is not UTF-8 is left out: decoded with U+FFFD it would name no file.
      guard let name = withUnsafeBytes(of: entry.pointee.d_name, { raw in
        String(validating: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }) else { continue }
      if name.lowercased().hasSuffix(ending.lowercased()) && name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// True when the canonical path `canonical` lies inside the root or an allowed folder.
  public func admits(_ canonical: String) -> Bool {
    ([root] + allowed).contains { Self.isInside(canonical, $0) }
  }

  /// True when canonical `path` is `folder` or lies below it (byte comparison).
  public static func isInside(_ path: String, _ folder: String) -> Bool {
    let prefix = Array((folder == "/" ? "/" : folder + "/").utf8)
    return Array(path.utf8) == Array(folder.utf8) || path.utf8.starts(with: prefix)
  }

  /// `path` through `realpath(3)` (absolute, links, `.` and `..` resolved), or nil when it does
  /// not exist (or a link in it dangles).
  public static func canonical(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The folder part of a file path ("." for a bare name).
  static func folder(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }

  private static func canonicalFolder(_ path: String, role: String) throws -> String {
    var info = stat()
    guard let canonical = canonical(path.isEmpty ? "." : path), stat(canonical, &info) == 0,
          info.st_mode & S_IFMT == S_IFDIR else {
      throw FileError(path: path, problem: "no such folder (\(role))", category: .missingInput)
    }
    return canonical
  }
}
