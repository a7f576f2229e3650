/// One change of a line diff (the removed and added lines between two unchanged ones): which
/// removed line replaced by which added line, and the changed words of each such pair.
///
/// Lines are paired by similarity, keeping their order: the pairing with the greatest total
/// similarity wins, and only lines at least ``minimumSimilarity`` alike are paired, so an element
/// inserted into a tree pairs each old line with its own new line, not with the one that took its
/// place. Similarity is the share of non-whitespace text two lines have in common as tokens
/// (``WordDiff/tokens(_:)``, weighted by UTF-8 length, counted as multisets): 2 · common /
/// (old + new). A change too large for that (``similarityLimit``) is paired in order instead.
enum ChangedLines {
  /// Lines less alike than this stay unpaired (wholly removed, wholly added): 0.5.
  static let minimumSimilarity = 0.5

  /// Work allowed for pairing by similarity: removed lines × added lines × the most distinct
  /// tokens in one of them, at most 4,000,000. Past it the i-th removed line pairs with the i-th
  /// added line.
  static let similarityLimit = 4_000_000

  /// One row of the change, in order: a pair, or a line on one side only. Indices are into the
  /// `removed` and `added` arrays given to ``mark(removed:added:budget:)``.
  struct Step: Equatable {
    let removed: Int?
    let added: Int?
  }

  /// The change's steps, and each line's segments: a paired line has its changed words marked
  /// (``WordDiff/segments(old:new:budget:)``); an unpaired line is one unmarked segment.
  struct Marked {
    let steps: [Step]
    let removed: [[WordDiff.Segment]]
    let added: [[WordDiff.Segment]]
  }

  /// Pairs `removed` with `added` and marks the words of each pair.
  /// - Parameter budget: LCS cells left for this diff (``WordDiff/diffBudget`` for a whole one).
  static func mark(removed: [String], added: [String], budget: inout Int) -> Marked {
    var marksRemoved = removed.map(plain), marksAdded = added.map(plain)
    let steps = pair(removed, added)
    for step in steps {
      guard let r = step.removed, let a = step.added else { continue }
      (marksRemoved[r], marksAdded[a]) = WordDiff.segments(old: removed[r], new: added[a], budget: &budget)
    }
    return Marked(steps: steps, removed: marksRemoved, added: marksAdded)
  }

  private static func plain(_ line: String) -> [WordDiff.Segment] {
    line.isEmpty ? [] : [WordDiff.Segment(text: line, changed: false)]
  }

  /// The steps of the best order-keeping pairing; unpaired removed lines come before unpaired
  /// added lines at the same place.
  static func pair(_ removed: [String], _ added: [String]) -> [Step] {
    let bags = removed.map(TokenBag.init), addedBags = added.map(TokenBag.init)
    let distinct = (bags + addedBags).map(\.counts.count).max() ?? 0
    guard Double(removed.count) * Double(added.count) * Double(max(distinct, 1)) <= Double(similarityLimit) else { return inOrder(removed.count, added.count) }
    let r = removed.count, a = added.count, width = a + 1
    var similarity = [Double](repeating: 0, count: r * a)
    for i in 0..<r {
      for j in 0..<a { similarity[i * a + j] = bags[i].similarity(addedBags[j]) }
    }
    // best[i * width + j]: greatest total similarity pairing removed[i...] with added[j...].
    var best = [Double](repeating: 0, count: (r + 1) * width)
    func paired(_ i: Int, _ j: Int) -> Double? {
      let value = similarity[i * a + j]
      return value >= minimumSimilarity ? value + best[(i + 1) * width + j + 1] : nil
    }
    for i in stride(from: r - 1, through: 0, by: -1) {
      for j in stride(from: a - 1, through: 0, by: -1) {
        best[i * width + j] = max(paired(i, j) ?? 0, best[(i + 1) * width + j], best[i * width + j + 1])
      }
    }
    var steps: [Step] = []
    var i = 0, j = 0
    while i < r || j < a {
      if i < r, j < a, let value = paired(i, j), value >= best[(i + 1) * width + j], value >= best[i * width + j + 1] {
        steps.append(Step(removed: i, added: j)); i += 1; j += 1
      } else if i < r, j == a || best[(i + 1) * width + j] >= best[i * width + j + 1] {
        steps.append(Step(removed: i, added: nil)); i += 1
      } else {
        steps.append(Step(removed: nil, added: j)); j += 1
      }
    }
    return steps
  }

  /// The i-th removed line with the i-th added line, then the lines left over on either side.
  static func inOrder(_ removed: Int, _ added: Int) -> [Step] {
    (0..<max(removed, added)).map { Step(removed: $0 < removed ? $0 : nil, added: $0 < added ? $0 : nil) }
  }

  /// A line's non-whitespace tokens with their counts, and their total UTF-8 length.
  private struct TokenBag {
    let counts: [Substring: Int]
    let weight: Int

    init(_ line: String) {
      var counts: [Substring: Int] = [:]
      var weight = 0
      for token in WordDiff.tokens(line) where !token.allSatisfy(\.isWhitespace) {
        counts[token, default: 0] += 1
        weight += token.utf8.count
      }
      self.counts = counts
      self.weight = weight
    }

    /// 2 · common / (self + other), 0–1; two lines with no non-whitespace text are alike (1).
    func similarity(_ other: TokenBag) -> Double {
      guard weight + other.weight > 0 else { return 1 }
      let (small, large) = counts.count <= other.counts.count ? (counts, other.counts) : (other.counts, counts)
      var common = 0
      for (token, count) in small {
        if let otherCount = large[token] { common += min(count, otherCount) * token.utf8.count }
      }
      return 2 * Double(common) / Double(weight + other.weight)
    }
  }
}
