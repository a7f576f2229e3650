/// A unified diff of two texts by lines (longest common subsequence), as `diff -u` prints it:
/// `--- old`, `+++ new`, then `@@ -a,b +c,d @@` hunks with `context` lines around each change.
enum LineDiff {
  /// One line of an edit script from the old text to the new one.
  enum Operation: Equatable {
    case keep(String), remove(String), add(String)
  }

  /// The lines of `text`, split at every LF (U+000A; a CR before it stays in the line: Swift
  /// treats CR LF as one Character, so a split by Character would not split there at all); a
  /// final newline ends the last line rather than starting an empty one.
  static func lines(_ text: String) -> [String] {
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    if text.unicodeScalars.last == "\n" { lines.removeLast() }
    return lines
  }

  /// Cells the line LCS table may have (old lines × new lines, after the common prefix and
  /// suffix): 16,000,000 (a 64 MB table). A larger change (a hostile 4 MiB golden of short lines) is
  /// given as every middle old line removed, then every middle new line added: a correct diff,
  /// not a shortest one.
  static let cellLimit = 16_000_000

  /// A shortest edit script from `a` to `b` (longest common subsequence); within a change,
  /// removals come first where both orders are shortest, as `diff -u` prints them. Over
  /// ``cellLimit`` the middle is replaced as a whole (see there).
  static func operations(_ a: [String], _ b: [String]) -> [Operation] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    let middleA = a[prefix..<(a.count - suffix)], middleB = b[prefix..<(b.count - suffix)]
    var ops = a[..<prefix].map(Operation.keep)
    if Double(middleA.count) * Double(middleB.count) > Double(cellLimit) {
      ops += middleA.map(Operation.remove) + middleB.map(Operation.add)
    } else {
      ops += shortestScript(Array(middleA), Array(middleB))
    }
    return ops + a[(a.count - suffix)...].map(Operation.keep)
  }

  private static func shortestScript(_ a: [String], _ b: [String]) -> [Operation] {
    let width = b.count + 1
    // lcs[i * width + j]: LCS length of a[i...] and b[j...].
    var lcs = [Int32](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lcs[i * width + j] = a[i] == b[j] ? lcs[(i + 1) * width + j + 1] + 1 : max(lcs[(i + 1) * width + j], lcs[i * width + j + 1])
      }
    }
    var ops: [Operation] = []
    var i = 0, j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        ops.append(.keep(a[i])); i += 1; j += 1
      } else if i < a.count, j == b.count || lcs[(i + 1) * width + j] >= lcs[i * width + j + 1] {
        ops.append(.remove(a[i])); i += 1  // removals first, as diff -u prints them
      } else {
        ops.append(.add(b[j])); j += 1
      }
    }
    return ops
  }

  /// - Parameter markWords: true: inside each `-` line paired with a `+` line of the same change
  ///   (``ChangedLines``), the removed words are marked `[-old-]` and inside the `+` line the
  ///   added ones `{+new+}` (git's `--word-diff=plain` notation, plain text for CI logs); the
  ///   result is then for reading, not for `patch`. false (default): a plain unified diff.
  /// - Returns: the diff, or an empty string when the texts are equal.
  static func unified(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3,
                      markWords: Bool = false) -> String {
    guard old != new else { return "" }
    let ops = operations(lines(old), lines(new))
    let shown = markWords ? markedLines(ops) : nil
    var output = ["--- \(oldName)", "+++ \(newName)"]
    var index = 0
    var oldLine = 1, newLine = 1
    var positions: [(Int, Int)] = []
    for op in ops {
      positions.append((oldLine, newLine))
      switch op {
      case .keep: oldLine += 1; newLine += 1
      case .remove: oldLine += 1
      case .add: newLine += 1
      }
    }
    while index < ops.count {
      guard let changeStart = ops[index...].firstIndex(where: { if case .keep = $0 { false } else { true } }) else { break }
      let start = max(index, changeStart - context)
      var end = changeStart
      var lastChange = changeStart
      while end < ops.count {
        if case .keep = ops[end] {
          if end - lastChange > 2 * context { break }
        } else {
          lastChange = end
        }
        end += 1
      }
      end = min(ops.count, lastChange + context + 1)
      var oldCount = 0, newCount = 0
      var body: [String] = []
      for (offset, op) in ops[start..<end].enumerated() {
        let text = shown?[start + offset]
        switch op {
        case .keep(let s): body.append(" " + s); oldCount += 1; newCount += 1
        case .remove(let s): body.append("-" + (text ?? s)); oldCount += 1
        case .add(let s): body.append("+" + (text ?? s)); newCount += 1
        }
      }
      let (o, n) = positions[start]
      output.append("@@ -\(oldCount == 0 ? o - 1 : o),\(oldCount) +\(newCount == 0 ? n - 1 : n),\(newCount) @@")
      output += body
      index = end
    }
    return output.joined(separator: "\n") + "\n"
  }

  /// Each removed or added operation's text with its changed words marked (``WordDiff/plain``),
  /// by index into `ops`; a kept line's entry is its text. One ``WordDiff/diffBudget`` covers
  /// the whole diff.
  private static func markedLines(_ ops: [Operation]) -> [String] {
    var shown = ops.map { op -> String in
      switch op {
      case .keep(let s), .remove(let s), .add(let s): s
      }
    }
    var budget = WordDiff.diffBudget
    var index = 0
    while index < ops.count {
      var removed: [Int] = [], added: [Int] = []
      while index < ops.count {
        if case .remove = ops[index] { removed.append(index) } else if case .add = ops[index] { added.append(index) } else { break }
        index += 1
      }
      if removed.isEmpty || added.isEmpty { index += 1; continue }
      let marked = ChangedLines.mark(removed: removed.map { shown[$0] }, added: added.map { shown[$0] }, budget: &budget)
      for (position, segments) in zip(removed, marked.removed) { shown[position] = WordDiff.plain(segments, added: false) }
      for (position, segments) in zip(added, marked.added) { shown[position] = WordDiff.plain(segments, added: true) }
    }
    return shown
  }
}
