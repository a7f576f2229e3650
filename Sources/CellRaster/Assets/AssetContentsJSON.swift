/// A value inside an asset catalog's `Contents.json`, with the file and JSON path for errors.
/// Xcode writes many keys snapcheck does not use (`info`, `compression-type`, …), so unknown
/// keys are ignored; a known key of the wrong type is an error (`AssetCatalogError`, 65).
struct AssetContentsJSON {
  let value: JSONValue
  let path: [String]
  let file: String

  /// Reads and parses `file` strictly (Jansson: duplicate keys are errors).
  /// - Throws: `AssetCatalogError` (65) for malformed JSON or a top level that is not an
  ///   object; `FileError` for a file that cannot be read or is over `InputSizeLimit.assetContents`.
  /// - Parameter confinement: when given, the file must resolve inside it after symbolic links
  ///   (an image or colour set's `Contents.json` linked out of the allowed folders is refused, 65).
  static func read(_ file: String, confinement: PathConfinement? = nil) throws -> AssetContentsJSON {
    if let confinement, let canonical = PathConfinement.canonical(file), !confinement.admits(canonical) {
      throw AssetCatalogError(file: file, problem: "resolves outside \(confinement.rootName) (\(confinement.root)), to \(canonical)")
    }
    let bytes = try FileBytes.read(file, limit: InputSizeLimit.assetContents)
    do {
      let root = AssetContentsJSON(value: try JSONValue.read(bytes), path: [], file: file)
      _ = try root.object()
      return root
    } catch let error as JSONReadError {
      throw AssetCatalogError(file: file, problem: "not valid JSON: \(error.description)")
    }
  }

  /// `$.images[0].scale`.
  var pathText: String { JSONPathFormat.path(path) }

  func error(_ message: String) -> AssetCatalogError { AssetCatalogError(file: file, path: pathText, problem: message) }

  func object() throws -> [String: AssetContentsJSON] {
    guard case .object(let members) = value else { throw error("expected an object, got \(value.typeName)") }
    return members.reduce(into: [:]) { $0[$1.key] = AssetContentsJSON(value: $1.value, path: path + [JSONPathFormat.member($1.key)], file: file) }
  }

  func array() throws -> [AssetContentsJSON] {
    guard case .array(let items) = value else { throw error("expected an array, got \(value.typeName)") }
    return items.enumerated().map { AssetContentsJSON(value: $1, path: path + ["[\($0)]"], file: file) }
  }

  func string() throws -> String {
    guard case .string(let text) = value else { throw error("expected a string, got \(value.typeName)") }
    return text
  }

  func bool() throws -> Bool {
    guard case .bool(let flag) = value else { throw error("expected true or false, got \(value.typeName)") }
    return flag
  }

  /// The member `key` of this object, nil when absent (or null).
  func member(_ key: String) throws -> AssetContentsJSON? {
    guard let member = try object()[key], member.value != .null else { return nil }
    return member
  }

  /// A string member that must be one of `allowed`, nil when absent.
  func oneOf(_ key: String, _ allowed: [String]) throws -> String? {
    guard let member = try member(key) else { return nil }
    let text = try member.string()
    guard allowed.contains(text) else {
      throw member.error("unknown value '\(EchoedValue.clip(text))' (allowed: \(allowed.joined(separator: ", ")))")
    }
    return text
  }
}
