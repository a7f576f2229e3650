import Testing
import A11yTree

@Suite("FindingTextFormat: the node id is quoted")
struct FindingTextFormatTests {
  static func finding(node: String) -> AuditFinding {
    AuditFinding(rule: "touch-target-size", severity: .error, criterion: "Apple HIG 44x44 pt", nodeID: node, elementNumber: 2,
                 measured: "22x22 pt", threshold: "44x44 pt", tolerance: "none", message: "too small", fix: nil)
  }

  @Test("a node id with a line feed and a workflow command stays on the line, escaped")
  func controlCharacters() {
    let line = FindingTextFormat.line(Self.finding(node: "Q\n::error file=README.md::PWNED\r\u{1B}[2K"))
    #expect(line == #"error [touch-target-size] element 2 (Q\n::error file=README.md::PWNED\r\u{1B}[2K): too small | measured 22x22 pt; threshold 44x44 pt; tolerance none; Apple HIG 44x44 pt"#)
  }

  @Test("a 5,000-character node id is clipped to 60 characters and its length")
  func longID() {
    let line = FindingTextFormat.line(Self.finding(node: String(repeating: "k", count: 5_000)))
    #expect(line.hasPrefix("error [touch-target-size] element 2 (" + String(repeating: "k", count: 60) + "…(5000 characters)): too small |"))
  }
}
