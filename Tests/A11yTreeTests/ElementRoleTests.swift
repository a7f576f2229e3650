import CellRaster
import Testing

@testable import A11yTree

@Suite("ElementRole: the role word of the text format")
struct ElementRoleTests {
  @Test("role words follow trait precedence")
  func roles() {
    #expect(ElementRole.word(for: [.button, .switchButton]) == "switch")
    #expect(ElementRole.word(for: [.button, .image]) == "button")
    #expect(ElementRole.word(for: [.staticText, .header]) == "heading")
    #expect(ElementRole.word(for: []) == "element")
    #expect(ElementRole.column(for: .button) == "button   ")
    #expect(ElementRole.column(for: .searchField) == "searchField ")
  }
}
