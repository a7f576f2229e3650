import CellRaster

/// One of `count` parts of a run, for CI matrices: `--shard 2/4` is `Shard(index: 2, count: 4)`.
///
/// The split is deterministic and needs no coordination between the shards: the scenario names
/// are sorted (Unicode scalar order, the same on every machine) and dealt out round-robin, so
/// name number k (0-based) goes to shard `k % count + 1`. Every scenario lands in exactly one
/// shard, shard sizes differ by at most one, and the split depends only on the set of names.
struct Shard: Equatable, Sendable, CustomStringConvertible {
  /// 1-based shard number, 1...count.
  let index: Int
  /// Number of shards, 1...`maximumCount`.
  let count: Int

  /// The most shards a run may be split into: 1,000 (far past any CI matrix; a bound keeps
  /// merge-reports from listing billions of missing shards for a garbled `results.json`).
  static let maximumCount = 1000

  /// Parses `i/n` with whole numbers 1 ≤ i ≤ n ≤ `maximumCount`, written in ASCII digits without
  /// sign or leading zero (so one shard has one spelling: `01/03` and `+1/3` are refused, not
  /// taken for `1/3`).
  /// - Throws: `UsageError` (64) naming the expected form.
  static func parse(_ text: String, command: String) throws -> Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = number(parts[0]), let count = number(parts[1]), (1...maximumCount).contains(count),
          (1...count).contains(index) else {
      throw UsageError("--shard takes i/n with whole numbers 1 <= i <= n <= \(maximumCount) (e.g. 2/4), got '\(EchoedValue.clip(text))'",
                       command: command)
    }
    return Shard(index: index, count: count)
  }

  /// A whole number in plain ASCII digits with no leading zero, at most 4 digits; nil otherwise.
  private static func number(_ text: Substring) -> Int? {
    guard (1...4).contains(text.count), text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
          !text.hasPrefix("0") else { return nil }
    return Int(text)
  }

  /// The shards missing from `merged` (shard texts such as "1/2" as `results.json` stores them):
  /// for each shard count n found, every i/n not present, in order, e.g. ["2/2"] for ["1/2"].
  /// Texts that are not shards are ignored.
  static func missing(from merged: [String]) -> [String] {
    let shards = merged.compactMap { try? parse($0, command: "merge-reports") }
    var missing: [String] = []
    for count in Set(shards.map(\.count)).sorted() {
      let present = Set(shards.filter { $0.count == count }.map(\.index))
      missing += (1...count).filter { !present.contains($0) }.map { "\($0)/\(count)" }
    }
    return missing
  }

  /// The items whose names fall in this shard, in their original order.
  func select<T>(_ items: [T], name: (T) -> String) -> [T] {
    let sorted = items.map(name).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    var mine = Set<String>()
    for (position, item) in sorted.enumerated() where position % count == index - 1 { mine.insert(item) }
    return items.filter { mine.contains(name($0)) }
  }

  /// "i/n".
  var description: String { "\(index)/\(count)" }
}
