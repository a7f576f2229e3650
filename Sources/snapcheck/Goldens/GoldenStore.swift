import CellRaster
import Foundation

/// The bundled scenarios and their goldens under one snapshots folder:
/// `<root>/specs/*.json` and `<root>/golden/<scenario>/<variant-slug>.png` / `.a11y.txt`.
struct GoldenStore {
  /// The snapshots folder (default `Snapshots`).
  let root: String
  /// Folders besides `root` that the files specs name may lie in (`--allow-path`).
  var allowedPaths: [String] = []
  /// Whether a golden PNG's fingerprint may stand in for decoding it (`FingerprintTrust`);
  /// default true.
  var trustsFingerprints = true

  init(root: String, allowedPaths: [String] = []) {
    self.root = root
    self.allowedPaths = allowedPaths
    goldenFolder = root + "/golden"
  }

  /// A store of goldens only (no specs), in `goldenFolder` itself: `<goldenFolder>/<scenario>/…`
  /// (`SnapshotCheck`, where scenarios are written in Swift).
  init(goldenFolder: String) {
    root = goldenFolder
    self.goldenFolder = goldenFolder
  }

  /// Where the files specs name may lie: `root` and `allowedPaths` (`PathConfinement`).
  /// - Throws: `FileError` (66) when one of them is not a folder.
  func confinement() throws -> PathConfinement {
    try PathConfinement(root: root, allowed: allowedPaths, rootName: "the snapshots folder")
  }

  var specsFolder: String { root + "/specs" }
  /// `<root>/golden`, or the folder given to `init(goldenFolder:)`.
  let goldenFolder: String

  /// The spec files, sorted by path (hidden files skipped).
  /// - Throws: `FileError` (66) when the specs folder does not exist, cannot be read or holds no
  ///   spec.
  func specFiles() throws -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: specsFolder, isDirectory: &isDirectory), isDirectory.boolValue else {
      // Most often a command run from another folder than the project's: say where it looked.
      let here = FileManager.default.currentDirectoryPath
      let looked = specsFolder.hasPrefix("/") ? specsFolder : FileOutput.join(here, specsFolder)
      throw FileError(path: specsFolder, problem: "no such folder (looked for \(looked), the scenario .json files of "
                        + "--snapshots \(root)); run snapcheck from the folder that holds \(root)/, or pass --snapshots DIR "
                        + "naming a folder with specs/ and golden/", category: .missingInput)
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: specsFolder)
    } catch {
      throw FileError(path: specsFolder, problem: "cannot read folder: \(error.localizedDescription)", category: .missingInput)
    }
    // Hidden files (editor backups such as ".x.json") are not scenarios.
    let specs = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    guard !specs.isEmpty else {
      // An empty folder must not give a green run (a CI job pointed at the wrong folder).
      throw FileError(path: specsFolder, problem: "no scenario specs (*.json) in this folder", category: .missingInput)
    }
    return specs.map { specsFolder + "/" + $0 }
  }

  /// Path stem of a frame's goldens: `<golden>/<scenario>/<stem>`.
  func stem(scenario: String, frame: String) -> String {
    goldenFolder + "/" + scenario + "/" + frame
  }

  /// Why a scenario's golden folder cannot hold goldens, or nil when `golden/` and
  /// `golden/<scenario>/` are real folders (or do not exist yet): a regular file stands there, or
  /// a symbolic link (goldens are read and written only in real folders inside the snapshots
  /// folder, so a link can neither show a file from elsewhere nor have record write through it
  /// and `--remove-orphans` delete there). Its frames then have unusable goldens rather than
  /// missing ones to record.
  func folderProblem(scenario: String) -> FileError? {
    GoldenPaths.folderProblem(goldenFolder) ?? GoldenPaths.folderProblem(goldenFolder + "/" + scenario)
  }

  /// Why the golden file `path` cannot be read or replaced: a symbolic link, or nil.
  func fileProblem(_ path: String) -> FileError? {
    GoldenPaths.fileProblem(path)
  }

  /// The golden PNG, or nil when it does not exist.
  /// - Throws: `PNGError` for a corrupt golden, `FileError` when unreadable.
  func referenceImage(scenario: String, frame: String) throws -> RGBAImage? {
    let path = stem(scenario: scenario, frame: frame) + ".png"
    if let problem = folderProblem(scenario: scenario) ?? fileProblem(path) { throw problem }
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return try PNGDecoder.decodeFile(atPath: path)
  }

  /// The largest golden tree text read: 4 MiB. Trees are a few KB (one line per element); the
  /// line diff of a larger file against the rendering would cost memory for nothing.
  static let maximumTreeTextSize = 4 << 20

  /// The golden tree text, or nil when it does not exist.
  /// - Throws: `FileError` when it exists but cannot be read (66/74), or (65) when it or its
  ///   folder is a symbolic link (never followed: its target is never echoed in a diff), it is
  ///   larger than `maximumTreeTextSize`, a Git LFS pointer, or not valid UTF-8 (naming the byte).
  func referenceText(scenario: String, frame: String) throws -> String? {
    let path = stem(scenario: scenario, frame: frame) + ".a11y.txt"
    if let problem = folderProblem(scenario: scenario) ?? fileProblem(path) { throw problem }
    guard FileBytes.entryExists(path) else { return nil }
    let bytes = try FileBytes.read(path)
    guard bytes.count <= Self.maximumTreeTextSize else {
      throw FileError(path: path, problem: "is \(bytes.count) bytes, over the 4 MiB limit for a tree text", category: .badInput)
    }
    if GitLFSPointer.isPointer(bytes) {
      throw FileError(path: path, problem: "is a Git LFS pointer, not the tree text (\(GitLFSPointer.remedy))", category: .badInput)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw FileError(path: path, problem: "is not UTF-8 text (invalid byte sequence at byte \(Self.firstInvalidUTF8(bytes)))",
                      category: .badInput)
    }
    return text
  }

  /// The offset of the first byte that starts an invalid UTF-8 sequence (`bytes.count` if none).
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int {
    var offset = 0
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput, .error: return offset
      }
    }
  }

  /// Writes a frame's goldens atomically (temporary file + rename), creating folders; files that
  /// already hold what would be written are left alone (`goldenFiles`), and with `missingOnly`
  /// (record mode `missing`) so is every file that exists at all.
  /// - Returns: the paths written, in the order `.png`, `.a11y.txt`, `.a11y.png`.
  /// - Throws: `FileError` (74), `PNGError` / `RenderError` when encoding fails.
  @discardableResult
  func record(scenario: String, frame: RenderedFrame, missingOnly: Bool = false) throws -> [String] {
    let files = try goldenFiles(scenario: scenario, frame: frame, missingOnly: missingOnly)
    try write(files, scenario: scenario)
    return files.map(\.path)
  }

  /// A frame's golden files that differ from the files on disk, encoded but not written: `.png`,
  /// `.a11y.txt` and the `.a11y.png` overlay when the frame has one, as (path, bytes).
  ///
  /// A PNG whose current file holds exactly the rendered pixels (its fingerprint vouches for
  /// them, the check verify's fast path makes, where `trustsFingerprints`; else decoded) is left out, as is a tree
  /// text with the same bytes: re-recording an unchanged frame neither encodes nor rewrites it, so
  /// the repository shows no change and the file keeps its time stamp (encoding is about 70% of
  /// record's time at 3x). Only regular files are trusted this way: a symbolic link (which may
  /// point at another golden that this run rewrites), a missing, unreadable or hand-edited file
  /// is written anew.
  /// - Throws: `PNGError` / `RenderError` when encoding fails.
  /// - Parameter missingOnly: leave out every file that exists at all (record mode `missing`),
  ///   before encoding it.
  func goldenFiles(scenario: String, frame: RenderedFrame, missingOnly: Bool = false) throws -> [(path: String, bytes: [UInt8])] {
    let base = stem(scenario: scenario, frame: frame.stem)
    let skip = { (path: String) in missingOnly && FileBytes.entryExists(path) }
    var files: [(path: String, bytes: [UInt8])] = []
    if !skip(base + ".png"),
       try !holds(base + ".png", digest: { try frame.rendered.pixelDigest() }, sameAsFile: { try frame.rendered.hasPixels(ofPNG: $0) }) {
      files.append((base + ".png", try PNGEncoder.encode(frame.rendered)))
    }
    let text = Array(frame.accessibilityText.utf8)
    if !skip(base + ".a11y.txt"),
       !FileBytes.isRegularFile(base + ".a11y.txt") || (try? FileBytes.read(base + ".a11y.txt")) != text {
      files.append((base + ".a11y.txt", text))
    }
    if let overlay = frame.overlay, !skip(base + ".a11y.png"),
       try !holds(base + ".a11y.png", digest: { PNGFingerprint.digest(of: overlay) }) {
      files.append((base + ".a11y.png", try PNGEncoder.encode(overlay)))
    }
    return files
  }

  /// True when `path` is a regular file, a PNG that holds the pixels of `digest`: its fingerprint
  /// vouches for them (where `trustsFingerprints`), else `sameAsFile` (a rendering's
  /// `hasPixels(ofPNG:)`, which compares the file's rows without making an image) says so or its
  /// decoded pixels have that digest; false when it is missing, a symbolic link, unreadable, not a
  /// valid PNG, other pixels, or has a chunk that changes how viewers show it (`PNGDisplayChunks`).
  private func holds(_ path: String, digest: () throws -> PNGFingerprint.Digest,
                     sameAsFile: (([UInt8]) throws -> Bool)? = nil) throws -> Bool {
    guard FileBytes.isRegularFile(path), let bytes = try? FileBytes.read(path),
          PNGDisplayChunks.problem(in: bytes) == nil else { return false }
    if trustsFingerprints {
      guard let vouched = PNGFingerprint.vouchedDigest(in: bytes) else { return false }
      return try vouched == digest()
    }
    if let sameAsFile, try sameAsFile(bytes) { return true }
    guard let decoded = try? PNGDecoder.decode(bytes, source: path) else { return false }
    return try PNGFingerprint.digest(of: decoded) == digest()
  }

  /// Writes golden files of `scenario` atomically, one by one, creating its folder. Nothing is
  /// written through a symbolic link: `golden/` and `golden/<scenario>/` must be real folders, and
  /// a golden that exists must be a regular file (`FileBytes.writeAtomically` refuses others).
  /// - Throws: `FileError` (65) for a linked folder or golden, (74) when writing fails.
  func write(_ files: [(path: String, bytes: [UInt8])], scenario: String) throws {
    if let problem = folderProblem(scenario: scenario) { throw problem }
    for file in files { if let problem = fileProblem(file.path) { throw problem } }
    try FileOutput.createDirectory(goldenFolder + "/" + scenario)
    if let problem = folderProblem(scenario: scenario) { throw problem }  // created meanwhile as a link
    for file in files { try FileBytes.writeAtomically(file.bytes, to: file.path) }
  }
}
