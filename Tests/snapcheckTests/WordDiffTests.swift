import Testing
@testable import SnapCheckCore

/// Word marks inside changed tree lines, from lines of the bundled goldens.
@Suite("WordDiff")
struct WordDiffTests {
  /// attachments-cell's third element (Snapshots/golden/attachments-cell-*).
  static let photo = #"    3  image    "Site photo.jpg"   frame 16,672,256,367.5   value "Photo, 2.1 MB, Today"   traits image   says "Site photo.jpg: Photo, 2.1 MB, Today. Image."   actions: Delete"#

  func marks(_ old: String, _ new: String) -> (String, String) {
    var budget = WordDiff.diffBudget
    let (a, b) = WordDiff.segments(old: old, new: new, budget: &budget)
    return (WordDiff.plain(a, added: false), WordDiff.plain(b, added: true))
  }

  @Test("tokens: word runs, whitespace runs and punctuation runs, which put together are the line")
  func tokens() {
    #expect(WordDiff.tokens(#"  2  button   "More Info."   frame 337,14.5"#)
              == ["  ", "2", "  ", "button", "   ", "\"", "More", " ", "Info", ".\"", "   ", "frame", " ", "337", ",", "14", ".", "5"])
    #expect(WordDiff.tokens("Caf\u{E9}_1 ne\u{301}!") == ["Caf\u{E9}_1", " ", "ne\u{301}", "!"])  // a combining accent stays with its letter
    #expect(WordDiff.tokens("").isEmpty)
  }

  @Test("a label word change marks only that word, in the label and in what VoiceOver says")
  func labelWord() {
    let new = Self.photo.replacingOccurrences(of: "Site photo", with: "Site plan")
    let (old, added) = marks(Self.photo, new)
    #expect(old == #"    3  image    "Site [-photo-].jpg"   frame 16,672,256,367.5   value "Photo, 2.1 MB, Today"   traits image   says "Site [-photo-].jpg: Photo, 2.1 MB, Today. Image."   actions: Delete"#)
    #expect(added == #"    3  image    "Site {+plan+}.jpg"   frame 16,672,256,367.5   value "Photo, 2.1 MB, Today"   traits image   says "Site {+plan+}.jpg: Photo, 2.1 MB, Today. Image."   actions: Delete"#)
  }

  @Test("a frame number change marks the number, its decimal part included")
  func frameNumber() {
    let new = Self.photo.replacingOccurrences(of: "256,367.5", with: "256,370")
    let (old, added) = marks(Self.photo, new)
    #expect(old.contains("frame 16,672,256,[-367.5-]   value"))
    #expect(added.contains("frame 16,672,256,{+370+}   value"))
    #expect(!old.contains("{+") && !added.contains("[-"))
  }

  @Test("a trait added marks the trait and the words VoiceOver adds for it, nothing on the old side")
  func traitAdded() {
    let old = #"  1  button   "Quantity, 3 pieces"   frame 0,0,375,75   traits button   says "Quantity, 3 pieces. Button.""#
    let new = #"  1  button   "Quantity, 3 pieces"   frame 0,0,375,75   traits button,adjustable   says "Quantity, 3 pieces. Button. Adjustable.""#
    let (removed, added) = marks(old, new)
    #expect(removed == old)
    #expect(added == #"  1  button   "Quantity, 3 pieces"   frame 0,0,375,75   traits button{+,adjustable+}   says "Quantity, 3 pieces. Button{+. Adjustable+}.""#)
  }

  @Test("two changed words one space apart are one mark")
  func adjacentWords() {
    let (old, new) = marks(#""More Info""#, #""Less Data""#)
    #expect(old == #""[-More Info-]""#)
    #expect(new == #""{+Less Data+}""#)
  }

  @Test("over the pair limit the lines are marked whole, in linear time; a long line with one change is still marked by word")
  func pairLimit() {
    // 4,000 words, 22,889 characters; the first and last words differ, so nothing is trimmed and
    // the table would need 7,999 × 7,999 cells (64 million, over the 1,000,000 limit).
    let words = (0..<4000).map { "w\($0)" }
    let old = words.joined(separator: " ")
    let new = (["first"] + words.dropFirst().dropLast() + ["last"]).joined(separator: " ")
    var budget = WordDiff.diffBudget
    let (a, b) = WordDiff.segments(old: old, new: new, budget: &budget)
    #expect(a == [WordDiff.Segment(text: old, changed: true)] && b == [WordDiff.Segment(text: new, changed: true)])
    #expect(budget == WordDiff.diffBudget)  // nothing spent
    #expect(WordDiff.plain(a, added: false) == "[-" + old + "-]")
    // One word changed in the middle: the common prefix and suffix are skipped, 1 × 1 cell.
    let middle = old.replacingOccurrences(of: " w2000 ", with: " w2000b ")
    let (c, d) = marks(old, middle)
    #expect(c.contains(" [-w2000-] ") && d.contains(" {+w2000b+} ") && c.count == old.count + 4)
  }

  @Test("a diff's pairs share one budget: once it is spent, later pairs are marked whole")
  func budget() {
    var budget = 3
    let first = WordDiff.segments(old: "a b", new: "a c", budget: &budget)  // 1 × 1 cell after the common "a "
    #expect(budget == 2)
    #expect(WordDiff.plain(first.new, added: true) == "a {+c+}")
    budget = 0
    let second = WordDiff.segments(old: "a b", new: "a c", budget: &budget)
    #expect(WordDiff.plain(second.new, added: true) == "{+a c+}")
  }
}

@Suite("ChangedLines")
struct ChangedLinesTests {
  static let moreInfo = #"  2  button   "More Info"   frame 337,14,22,22   traits button   says "More Info. Button.""#
  static let receipt = #"  2  image    "Receipt.pdf"   frame 16,333,256,331   traits image   says "Receipt.pdf. Image.""#

  @Test("an element inserted before another: the old line pairs with its renumbered self, the new one stands alone")
  func insertion() {
    let renumbered = Self.moreInfo.replacingOccurrences(of: "  2  ", with: "  3  ")
    #expect(ChangedLines.pair([Self.moreInfo], [Self.receipt, renumbered])
              == [.init(removed: nil, added: 0), .init(removed: 0, added: 1)])
    var budget = WordDiff.diffBudget
    let marked = ChangedLines.mark(removed: [Self.moreInfo], added: [Self.receipt, renumbered], budget: &budget)
    #expect(WordDiff.plain(marked.removed[0], added: false).hasPrefix("  [-2-]  button"))
    #expect(WordDiff.plain(marked.added[1], added: true).hasPrefix("  {+3+}  button"))
    #expect(marked.added[0] == [WordDiff.Segment(text: Self.receipt, changed: false)])  // unpaired: not marked
  }

  @Test("lines less than half alike are not paired; equal counts of alike lines pair in order")
  func unlike() {
    #expect(ChangedLines.pair(["cell FUIObjectTableViewCell 375x75"], ["focus 1 \"Add\""])
              == [.init(removed: 0, added: nil), .init(removed: nil, added: 0)])
    let a = Self.moreInfo, b = Self.receipt
    #expect(ChangedLines.pair([a, b], [a + " x", b + " y"]) == [.init(removed: 0, added: 0), .init(removed: 1, added: 1)])
  }

  @Test("a change too large to pair by similarity pairs in order")
  func tooLarge() {
    // 100 lines, then the same 100 after a new first line; each line "i t0 t1 …".
    func lines(_ tokens: Int) -> [String] { (0..<100).map { i in "\(i) " + (0..<tokens).map { "t\($0)" }.joined(separator: " ") } }
    let small = lines(10)  // 100 × 101 × 11 distinct tokens: paired by similarity
    #expect(ChangedLines.pair(small, ["inserted"] + small)
              == [.init(removed: nil, added: 0)] + (0..<100).map { .init(removed: $0, added: $0 + 1) })
    let large = lines(400)  // 100 × 101 × 401 = 4,050,100, over the 4,000,000 limit
    #expect(ChangedLines.pair(large, ["inserted"] + large) == ChangedLines.inOrder(100, 101))
    #expect(ChangedLines.inOrder(2, 3) == [.init(removed: 0, added: 0), .init(removed: 1, added: 1), .init(removed: nil, added: 2)])
  }
}

@Suite("LineDiff word marks")
struct LineDiffWordMarkTests {
  @Test("markWords marks the changed words inside the -/+ lines; without it the diff is plain")
  func unifiedMarks() {
    let old = "cell FUIObjectTableViewCell 375x75\n  1  element  \"Issues: 42, Open\"   frame 0,0,375,75\nfocus 1\n"
    let new = "cell FUIObjectTableViewCell 375x75\n  1  element  \"Issues: 43, Open\"   frame 0,0,375,75\nfocus 1\n"
    #expect(LineDiff.unified(old, new, oldName: "g", newName: "a", markWords: true) == """
      --- g
      +++ a
      @@ -1,3 +1,3 @@
       cell FUIObjectTableViewCell 375x75
      -  1  element  "Issues: [-42-], Open"   frame 0,0,375,75
      +  1  element  "Issues: {+43+}, Open"   frame 0,0,375,75
       focus 1

      """)
    #expect(!LineDiff.unified(old, new, oldName: "g", newName: "a").contains("[-"))
  }

  @Test("a hostile golden of many short lines is diffed as a whole replacement, not with a huge table")
  func lineLimit() {
    let old = (0..<20_000).map { "o\($0)" } + ["end"], new = (0..<1_000).map { "n\($0)" } + ["end"]
    let ops = LineDiff.operations(old, new)  // 20,000 × 1,000 = 20 million cells, over the limit
    #expect(ops.count == 21_001)
    #expect(ops.prefix(20_000).allSatisfy { if case .remove = $0 { true } else { false } })
    #expect(ops[20_000..<21_000].allSatisfy { if case .add = $0 { true } else { false } })
    #expect(ops.last == .keep("end"))
  }
}
