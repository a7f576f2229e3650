/// The accessibility tree diff side by side: golden on the left, rendered on the right, one row
/// per line pair. Inside each change, removed and added lines are paired by similarity
/// (``ChangedLines``), and a pair's changed words are marked (``WordDiff``).
enum TreeDiffTable {
  /// How a row's two sides relate.
  enum Kind: String {
    /// The same line on both sides.
    case same
    /// A golden line replaced by a rendered one.
    case changed
    /// A golden line with no rendered counterpart.
    case removed
    /// A rendered line with no golden counterpart.
    case added
  }

  /// One row: 1-based line numbers and texts, nil on the side that has no line.
  struct Row: Equatable {
    let kind: Kind
    let oldNumber: Int?
    let old: String?
    let newNumber: Int?
    let new: String?
    /// The old text in pieces, the removed words `changed`; nil when there is no old line.
    /// Defaults to the whole text unmarked.
    var oldSegments: [WordDiff.Segment]? = nil
    /// The new text in pieces, the added words `changed`; nil when there is no new line.
    var newSegments: [WordDiff.Segment]? = nil

    /// The old side as HTML: escaped text, removed words in `<del>`; "" when there is no line.
    /// Cut like the console's lines (`TreeDiffExcerpt.cut`).
    var oldHTML: String { Self.html(oldSegments ?? old.map(Self.unmarked), tag: "del") }
    /// The new side as HTML: escaped text, added words in `<ins>`; "" when there is no line.
    /// Cut like the console's lines (`TreeDiffExcerpt.cut`).
    var newHTML: String { Self.html(newSegments ?? new.map(Self.unmarked), tag: "ins") }

    private static func unmarked(_ text: String) -> [WordDiff.Segment] { [WordDiff.Segment(text: text, changed: false)] }

    /// The segments as HTML, cut after `TreeDiffExcerpt.characterLimit` characters in all with
    /// `… (N characters)` appended, N the line's full length.
    private static func html(_ segments: [WordDiff.Segment]?, tag: String) -> String {
      var html = "", left = TreeDiffExcerpt.characterLimit, total = 0
      for segment in segments ?? [] {
        let count = segment.text.count
        total += count
        guard left > 0 else { continue }
        let text = count > left ? String(segment.text.prefix(left)) : segment.text
        left -= min(count, left)
        html += segment.changed ? "<\(tag)>\(MarkupText.escape(text))</\(tag)>" : MarkupText.escape(text)
      }
      return total > TreeDiffExcerpt.characterLimit ? html + "… (\(total) characters)" : html
    }
  }

  /// The rows of `old` against `new`. A final empty line (after the last newline) is left out.
  /// Every row of a change carries segments; a `changed` row's mark the words that differ.
  static func rows(old: String, new: String) -> [Row] {
    var rows: [Row] = []
    var removed: [String] = [], added: [String] = []
    var oldNumber = 1, newNumber = 1
    var budget = WordDiff.diffBudget
    func flush() {
      let marked = ChangedLines.mark(removed: removed, added: added, budget: &budget)
      for step in marked.steps {
        let left = step.removed.map { removed[$0] }, right = step.added.map { added[$0] }
        let kind: Kind = left != nil && right != nil ? .changed : (left != nil ? .removed : .added)
        rows.append(Row(kind: kind, oldNumber: left.map { _ in oldNumber }, old: left,
                        newNumber: right.map { _ in newNumber }, new: right,
                        oldSegments: step.removed.map { marked.removed[$0] }, newSegments: step.added.map { marked.added[$0] }))
        if left != nil { oldNumber += 1 }
        if right != nil { newNumber += 1 }
      }
      removed = []; added = []
    }
    for operation in LineDiff.operations(LineDiff.lines(old), LineDiff.lines(new)) {
      switch operation {
      case .remove(let line): removed.append(line)
      case .add(let line): added.append(line)
      case .keep(let line):
        flush()
        rows.append(Row(kind: .same, oldNumber: oldNumber, old: line, newNumber: newNumber, new: line))
        oldNumber += 1; newNumber += 1
      }
    }
    flush()
    return rows
  }
}
