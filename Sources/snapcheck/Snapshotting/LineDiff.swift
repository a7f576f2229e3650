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

  /// A shortest edit script from `a` to `b` (longest common subsequence); within a change,
  /// removals come first where both orders are shortest, as `diff -u` prints them.
  static func operations(_ a: [String], _ b: [String]) -> [Operation] {
    // LCS table; tree texts are tens of lines, so O(n·m) is fine.
    var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var ops: [Operation] = []
    var i = 0, j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        ops.append(.keep(a[i])); i += 1; j += 1
      } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
        ops.append(.remove(a[i])); i += 1  // removals first, as diff -u prints them
      } else {
        ops.append(.add(b[j])); j += 1
      }
    }
    return ops
  }

  /// - Returns: the diff, or an empty string when the texts are equal.
  static func unified(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let ops = operations(lines(old), lines(new))
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
      for op in ops[start..<end] {
        switch op {
        case .keep(let s): body.append(" " + s); oldCount += 1; newCount += 1
        case .remove(let s): body.append("-" + s); oldCount += 1
        case .add(let s): body.append("+" + s); newCount += 1
        }
      }
      let (o, n) = positions[start]
      output.append("@@ -\(oldCount == 0 ? o - 1 : o),\(oldCount) +\(newCount == 0 ? n - 1 : n),\(newCount) @@")
      output += body
      index = end
    }
    return output.joined(separator: "\n") + "\n"
  }
}
