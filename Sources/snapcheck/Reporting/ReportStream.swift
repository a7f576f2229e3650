import CellRaster
import Foundation

/// Writes a report folder (`ReportFolder`) while a run goes on: each scenario, as it is delivered,
/// gets its images linked in and its `results.json` entry and HTML section appended to part files
/// in the folder; `finish` then writes `results.json` and `index.html` (whose heads need the final
/// counts) around those parts, atomically, and removes the parts.
///
/// Why: verify used to build both files whole after the last scenario, on the main thread while
/// both cores sat idle, with every scenario's trees kept until then (perf on the 1,000-snapshot
/// corpus: 7% of samples, all after the workers finished; peak memory grew with the corpus). Now
/// that work overlaps rendering, and memory holds one scenario's entry at a time.
///
/// The files are the ones `HTMLReport.page` and `ReportFolder.encode` make for the whole run
/// (`results.json`: pretty-printed, sorted keys; scenarios in delivery order; HTML: scenarios
/// that could not run first, then failed ones). Part files are named `.<file>.part.tmp-<pid>-<random>`; an unfinished stream
/// removes them when released.
final class ReportStream {
  private let folder: String
  /// `folder` as a canonical absolute path (`realpath(3)`).
  private let root: String
  /// The absolute folder relative image paths are resolved against.
  private let base: String
  /// Canonical paths of the folders images were found in, by their lexical absolute path (its
  /// bytes: two folder names that differ only in Unicode normalisation are two folders).
  private var canonicalFolders: [FilePathKey: String] = [:]
  private let scenarioEntries: StreamedFile
  /// Sections of scenarios that could not run (spec errors): first on the page.
  private let errorSections: StreamedFile
  private let failedSections: StreamedFile
  private let passedSections: StreamedFile
  private var count = 0
  /// Images from outside are copied, never hard-linked (`init`).
  private let copyImages: Bool
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  /// Creates the folder (and its parents) and the part files.
  /// - Parameter base: the folder relative image paths are resolved against (default: the
  ///   working folder).
  /// - Throws: `FileError` (74) when the folder or a part file cannot be created.
  /// - Parameter copyImages: copy images that lie outside the folder instead of hard-linking them.
  init(folder: String, base: String? = nil, copyImages: Bool = false) throws {
    try FileOutput.createDirectory(folder)
    // A link committed where the report goes would have the report written (and abandoned parts
    // removed) in whatever folder it points to.
    guard GoldenPaths.isRealFolder(folder) else {
      throw FileError(path: folder, problem: "is a symbolic link or not a folder: the report is not written through it "
                        + "(pass --report with a real folder)", category: .io)
    }
    self.folder = folder
    self.copyImages = copyImages
    let workingFolder = FileManager.default.currentDirectoryPath
    self.base = Self.absolute(base ?? workingFolder, in: workingFolder)
    root = Self.canonical(Self.absolute(folder, in: workingFolder))
    Self.removeAbandonedParts(in: folder)
    do {
      scenarioEntries = try StreamedFile(path: folder + "/.results.json.part")
      errorSections = try StreamedFile(path: folder + "/.errors.html.part")
      failedSections = try StreamedFile(path: folder + "/.failed.html.part")
      passedSections = try StreamedFile(path: folder + "/.passed.html.part")
    } catch let error as FileError {
      // Name the folder the user gave, not the hidden part file.
      throw FileError(path: folder, problem: "cannot write in the report folder: "
                        + error.problem.replacingOccurrences(of: "cannot write: ", with: ""), category: error.category)
    }
  }

  /// Removes the part and temporary files of runs that were killed before finishing (names
  /// `.<file>.part.tmp-<pid>-<n>`, `results.json.tmp-<pid>-<n>`, `index.html.tmp-<pid>-<n>`)
  /// whose process no longer exists; those of a run still going are left alone.
  static func removeAbandonedParts(in folder: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let prefixes = [".results.json.part.tmp-", ".errors.html.part.tmp-", ".failed.html.part.tmp-", ".passed.html.part.tmp-",
                    ReportFolder.resultsName + ".tmp-", "index.html.tmp-"]
    for name in names {
      guard let prefix = prefixes.first(where: { name.hasPrefix($0) }),
            let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }), pid > 0 else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + name) }
    }
  }

  /// Links `scenario`'s images into the folder and appends its entry and section.
  /// - Returns: the scenario with image paths relative to the folder.
  /// - Throws: `FileError` when an image cannot be read (66/74) or a part cannot be written (74).
  func add(_ scenario: ScenarioResult) throws -> ScenarioResult {
    var placed = scenario
    for f in placed.frames.indices {
      placed.frames[f].images = try placed.frames[f].images.map { image in
        try place(canonicalPath(image), scenario: scenario.name)
      }
    }
    // One scenario encoded alone, indented to its place in the run's "scenarios" array (JSON
    // strings hold no raw newlines, so indenting every line is safe).
    if count > 0 { try scenarioEntries.write(",\n") }
    try scenarioEntries.write(Self.indented(Array(try encoder.encode(placed)), by: 4, firstLine: true))
    try (placed.error != nil ? errorSections : placed.passed ? passedSections : failedSections).write(HTMLReport.section(placed))
    count += 1
    return placed
  }

  /// Writes `results.json` and `index.html` around the parts and removes the parts. `run` gives
  /// the counts, record mode, seconds, shards and orphans; its `scenarios` must be the ones added
  /// (their trees may have been dropped: only statuses are read).
  /// - Throws: `FileError` (74) when a file cannot be written.
  /// - Parameter missingShards: shards a merge lacks (`HTMLReport.head`).
  func finish(_ run: VerificationRun, missingShards: [String] = []) throws {
    defer { [scenarioEntries, errorSections, failedSections, passedSections].forEach { $0.discard() } }
    let results = try StreamedFile(path: folder + "/" + ReportFolder.resultsName)
    try results.write(try resultsHead(run))
    try results.append(contentsOf: scenarioEntries)
    try results.write(try resultsTail(run))
    try results.commit()
    let page = try StreamedFile(path: folder + "/index.html")
    try page.write(HTMLReport.head(run, missingShards: missingShards))
    try page.append(contentsOf: errorSections)
    try page.append(contentsOf: failedSections)
    try page.append(contentsOf: passedSections)
    try page.write(HTMLReport.tail(orphans: run.orphans))
    try page.commit()
  }

  /// `results.json` up to the first scenario entry: the keys that sort before "scenarios".
  private func resultsHead(_ run: VerificationRun) throws -> String {
    "{\n" + (try member("format", run.format)) + ",\n" + (try member("orphans", run.orphans)) + ",\n"
      + (try member("recordMode", run.recordMode)) + ",\n  \"scenarios\" : [\n"
  }

  /// `results.json` after the last scenario entry.
  private func resultsTail(_ run: VerificationRun) throws -> String {
    "\n  ],\n" + (try member("seconds", run.seconds)) + ",\n" + (try member("shards", run.shards)) + ",\n"
      + (try member("version", run.version)) + "\n}\n"
  }

  /// `  "key" : <value as pretty JSON, indented one level>`.
  private func member(_ key: String, _ value: some Encodable) throws -> String {
    "  \"\(key)\" : " + String(decoding: Self.indented(Array(try encoder.encode(value)), by: 2, firstLine: false), as: UTF8.self)
  }

  /// `json` (UTF-8) with `spaces` spaces put before every non-empty line, the first one only when
  /// `firstLine`. Works on bytes: splitting the text into Swift strings and joining them again
  /// was 2.2% of verify's samples (perf, 1,000-snapshot 3x corpus), all on the main thread.
  static func indented(_ json: [UInt8], by spaces: Int, firstLine: Bool) -> [UInt8] {
    let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
    var out = [UInt8]()
    out.reserveCapacity(json.count + json.count / 8)
    var lineStart = true, first = true
    for byte in json {
      if lineStart && byte != newline && (firstLine || !first) { out.append(contentsOf: repeatElement(space, count: spaces)) }
      if lineStart { first = false }
      out.append(byte)
      lineStart = byte == newline
    }
    return out
  }

  /// The path of `source` relative to the folder, linking it in first when it lies outside.
  private func place(_ source: String, scenario: String) throws -> String {
    // Compared as bytes: String.hasPrefix compares canonically equivalent Unicode as equal, but
    // "é" and "e" + U+0301 name two different folders on Linux.
    let prefix = Array((root + "/").utf8)
    if source.utf8.starts(with: prefix) { return String(decoding: source.utf8.dropFirst(prefix.count), as: UTF8.self) }
    let relative = scenario + "/" + (source as NSString).lastPathComponent
    let scenarioFolder = root + "/" + scenario
    // mkdir(2) first: the scenario's folder is usually new, or there from its previous frame;
    // FileOutput.createDirectory (stat, then Foundation's parent-by-parent walk) names the cause
    // when that fails for another reason.
    if mkdir(scenarioFolder, 0o777) != 0 {
      var info = stat()
      if lstat(scenarioFolder, &info) == 0 {
        // lstat: a symbolic link to a folder elsewhere is not the scenario's folder (never written through).
        if info.st_mode & S_IFMT != S_IFDIR {
          throw FileError(path: scenarioFolder, problem: "is not a real folder (a symbolic link or a file): the report is not "
                            + "written through it", category: .io)
        }
      } else {
        try FileOutput.createDirectory(scenarioFolder)
      }
    }
    if copyImages {
      try FileBytes.writeAtomically(try FileBytes.read(source), to: root + "/" + relative)
    } else {
      try FileBytes.linkOrCopy(source, to: root + "/" + relative)
    }
    return relative
  }

  /// `image` absolute, with the folder it lies in made canonical (`realpath(3)`: symbolic links,
  /// `.` and `..` resolved), once per folder; the file name is kept as given. Whether an image
  /// already lies in the report folder is decided on these paths. Resolving each image path
  /// whole through Foundation's `standardizingPath` was 2.8% of verify's samples on the main
  /// thread (perf, 1,000-snapshot 3x corpus); a scenario's images share one or two folders.
  private func canonicalPath(_ image: String) -> String {
    let full = Self.absolute(image, in: base)
    guard let slash = full.utf8.lastIndex(of: UInt8(ascii: "/")), slash != full.utf8.startIndex else { return full }
    let folder = String(full[..<slash]), name = full[slash...]
    if let known = canonicalFolders[FilePathKey(folder)] { return known + name }
    let resolved = Self.canonical(folder)
    canonicalFolders[FilePathKey(folder)] = resolved
    return resolved + name
  }

  /// `path` (absolute) through `realpath(3)`; `path` itself when that fails (e.g. it does not exist).
  static func canonical(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// `path` made absolute against the absolute folder `base`, with `.` components, repeated and
  /// trailing slashes dropped. Lexical only: `..` is kept and no symbolic link is resolved.
  static func absolute(_ path: String, in base: String) -> String {
    let full = path.hasPrefix("/") ? path : base + "/" + path
    if isPlain(full) { return full }
    let parts = full.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    return "/" + parts.joined(separator: "/")
  }

  /// True when absolute `path` has no empty or `.` component and no trailing slash.
  private static func isPlain(_ path: String) -> Bool {
    var previous: UInt8 = 0, beforePrevious: UInt8 = 0
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") && (previous == UInt8(ascii: "/") || previous == UInt8(ascii: ".") && beforePrevious == UInt8(ascii: "/")) {
        return false
      }
      beforePrevious = previous
      previous = byte
    }
    return previous != UInt8(ascii: "/") && !(previous == UInt8(ascii: ".") && beforePrevious == UInt8(ascii: "/"))
  }
}
