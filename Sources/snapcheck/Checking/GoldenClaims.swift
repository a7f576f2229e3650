import Foundation

/// The goldens checked in this process, so two tests (or two calls) never write the same ones:
/// tests run in parallel, and two that render into one scenario folder would overwrite each
/// other's goldens. Thread-safe.
public final class GoldenClaims: @unchecked Sendable {
  /// The process's claims, shared by every test.
  public static let shared = GoldenClaims()

  private var owners: [String: String] = [:]
  private let lock = NSLock()

  /// An empty set of claims (tests share `shared`).
  public init() {}

  /// Claims `<goldenFolder>/<scenario>` for `owner` (e.g. `OrderCellTests.swift:12 orderCells()`).
  /// - Returns: nil when the folder was free, else the owner that claimed it first (the claim
  ///   fails; that owner keeps it).
  public func claim(goldenFolder: String, scenario: String, owner: String) -> String? {
    // One folder however it is spelt: relative or absolute, with `.`/`..`, or through a link.
    let absolute = goldenFolder.hasPrefix("/") ? goldenFolder : FileManager.default.currentDirectoryPath + "/" + goldenFolder
    let key = URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path + "/" + scenario.lowercased()
    return lock.withLock {
      if let first = owners[key] { return first }
      owners[key] = owner
      return nil
    }
  }
}
