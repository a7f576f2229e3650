/// The words that changed inside a changed line: both lines are cut into tokens (a run of word
/// characters, a run of whitespace, or a run of other characters, i.e. punctuation and symbols),
/// and a longest common subsequence of tokens marks what was removed from the old line and added
/// in the new one. Tree lines run to 200 characters; a one-word label change must stand out.
///
/// The work is bounded: the common prefix and suffix of tokens are skipped in linear time, and
/// the LCS table of what is left is built only when it has at most ``pairLimit`` cells and the
/// caller's budget still covers them. Otherwise the pair is marked as a whole (each line one
/// changed segment): a hostile 20,000-character line costs linear time, never quadratic.
enum WordDiff {
  /// Cells (old tokens × new tokens, after the common prefix and suffix) one line pair may use:
  /// 1,000,000, e.g. two lines of 1,000 differing tokens (a 4 MB table).
  static let pairLimit = 1_000_000

  /// Cells one whole tree diff may use over all its line pairs: 4,000,000; pairs
  /// past it are marked as a whole.
  static let diffBudget = 4_000_000

  /// A piece of a line: text, and whether it was removed (old line) or added (new line).
  struct Segment: Equatable {
    let text: String
    let changed: Bool
  }

  /// What a token is made of. Tokens are maximal runs of one kind.
  private enum Kind {
    /// Letters, digits, marks and `_` (a word or a number: `More`, `337`).
    case word
    /// Spaces, tabs and other whitespace.
    case space
    /// Anything else: punctuation and symbols (`,`, `"`, `."`).
    case other
  }

  private static func kind(_ character: Character) -> Kind {
    if character.isWhitespace { return .space }
    if character.isLetter || character.isNumber || character == "_" { return .word }
    return .other
  }

  /// `line` cut into tokens, in order; their concatenation is `line`. Works on Characters, so a
  /// combining mark stays with its letter.
  static func tokens(_ line: String) -> [Substring] {
    var tokens: [Substring] = []
    var start = line.startIndex
    var current: Kind?
    for index in line.indices {
      let next = kind(line[index])
      if let current, current != next {
        tokens.append(line[start..<index])
        start = index
      }
      current = next
    }
    if start < line.endIndex { tokens.append(line[start...]) }
    return tokens
  }

  /// The segments of `old` and of `new`: unchanged text, and the removed (in `old`) or added (in
  /// `new`) runs. Adjacent changed tokens form one segment, and so do two changes separated by
  /// one unchanged whitespace token (`[-More Info-]`, not `[-More-] [-Info-]`).
  /// - Parameter budget: LCS cells still allowed; decreased by the cells used. A pair over
  ///   ``pairLimit`` or over the budget uses none and comes back as one changed segment a side.
  static func segments(old: String, new: String, budget: inout Int) -> (old: [Segment], new: [Segment]) {
    let a = tokens(old), b = tokens(new)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    let middleA = Array(a[prefix..<(a.count - suffix)]), middleB = Array(b[prefix..<(b.count - suffix)])
    let cells = middleA.count * middleB.count
    guard cells <= pairLimit, cells <= budget else {
      return (whole(old), whole(new))
    }
    budget -= cells
    let (keptA, keptB) = commonTokens(middleA, middleB)
    let flagsA = [Bool](repeating: false, count: prefix) + keptA.map { !$0 } + [Bool](repeating: false, count: suffix)
    let flagsB = [Bool](repeating: false, count: prefix) + keptB.map { !$0 } + [Bool](repeating: false, count: suffix)
    return (merge(a, changed: flagsA), merge(b, changed: flagsB))
  }

  /// `line` as one changed segment (none for an empty line).
  static func whole(_ line: String) -> [Segment] {
    line.isEmpty ? [] : [Segment(text: line, changed: true)]
  }

  /// `segments` as text in git's `--word-diff=plain` notation: removed runs as `[-text-]`, added
  /// runs as `{+text+}` (`added` picks which), unchanged text as it is. Text that itself holds
  /// these brackets is not escaped, as in git.
  static func plain(_ segments: [Segment], added: Bool) -> String {
    segments.map { segment in
      guard segment.changed else { return segment.text }
      return added ? "{+" + segment.text + "+}" : "[-" + segment.text + "-]"
    }.joined()
  }

  /// Which tokens of `a` and of `b` belong to a longest common subsequence (true = kept);
  /// where several are longest, removals are taken first, as `LineDiff.operations` does.
  private static func commonTokens(_ a: [Substring], _ b: [Substring]) -> ([Bool], [Bool]) {
    var keptA = [Bool](repeating: false, count: a.count), keptB = [Bool](repeating: false, count: b.count)
    guard !a.isEmpty, !b.isEmpty else { return (keptA, keptB) }
    var ids: [Substring: Int32] = [:]
    var idsA: [Int32] = []
    idsA.reserveCapacity(a.count)
    for token in a {
      if let id = ids[token] {
        idsA.append(id)
      } else {
        ids[token] = Int32(ids.count)
        idsA.append(Int32(ids.count - 1))
      }
    }
    let idsB = b.map { ids[$0] ?? -1 }
    let width = b.count + 1
    // lcs[i * width + j]: LCS length of a[i...] and b[j...].
    var lcs = [Int32](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lcs[i * width + j] = idsA[i] == idsB[j] ? lcs[(i + 1) * width + j + 1] + 1
          : max(lcs[(i + 1) * width + j], lcs[i * width + j + 1])
      }
    }
    var i = 0, j = 0
    while i < a.count, j < b.count {
      if idsA[i] == idsB[j] {
        keptA[i] = true; keptB[j] = true; i += 1; j += 1
      } else if lcs[(i + 1) * width + j] >= lcs[i * width + j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return (keptA, keptB)
  }

  /// Joins tokens into segments: runs of equal `changed`, with a lone unchanged whitespace token
  /// between two changed runs absorbed into them.
  private static func merge(_ tokens: [Substring], changed: [Bool]) -> [Segment] {
    var flags = changed
    for index in tokens.indices.dropFirst().dropLast()
    where !flags[index] && flags[index - 1] && flags[index + 1] && tokens[index].allSatisfy(\.isWhitespace) {
      flags[index] = true
    }
    var segments: [Segment] = []
    var text = "", runChanged = false
    for (token, flag) in zip(tokens, flags) {
      if flag != runChanged, !text.isEmpty {
        segments.append(Segment(text: text, changed: runChanged))
        text = ""
      }
      text += token
      runChanged = flag
    }
    if !text.isEmpty { segments.append(Segment(text: text, changed: runChanged)) }
    return segments
  }
}
