/// The accessibility tree diff side by side: golden on the left, rendered on the right, one row
/// per line pair, with changed lines paired in order inside each change.
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
  }

  /// The rows of `old` against `new`. A final empty line (after the last newline) is left out.
  static func rows(old: String, new: String) -> [Row] {
    var rows: [Row] = []
    var removed: [String] = [], added: [String] = []
    var oldNumber = 1, newNumber = 1
    func flush() {
      for index in 0..<max(removed.count, added.count) {
        let left = index < removed.count ? removed[index] : nil
        let right = index < added.count ? added[index] : nil
        let kind: Kind = left != nil && right != nil ? .changed : (left != nil ? .removed : .added)
        rows.append(Row(kind: kind, oldNumber: left.map { _ in oldNumber }, old: left,
                        newNumber: right.map { _ in newNumber }, new: right))
        if left != nil { oldNumber += 1 }
        if right != nil { newNumber += 1 }
      }
      removed = []; added = []
    }
    for operation in LineDiff.operations(trimmedLines(old), trimmedLines(new)) {
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

  private static func trimmedLines(_ text: String) -> [String] {
    LineDiff.lines(text)
  }
}
