import Foundation
import Testing
@testable import CellRaster

@Suite("NoteCellProperties")
struct NoteCellPropertiesTests {
  func decode(_ json: String) throws -> NoteCellProperties {
    try NoteCellProperties.decode(JSONCursor(JSONValue.parse(Data(json.utf8), file: "p.json"), path: "$.properties", file: "p.json"))
  }

  @Test("documented defaults")
  func defaults() throws {
    let p = try decode("{}")
    #expect(p.minNumberOfLines == 2 && p.maxNumberOfLines == 0 && p.maxNoteTextLength == 0)
    #expect(p.isEditable && p.isEnabled && !p.isTrackingLiveChanges && !p.isCharCountEnabled)
    #expect(!p.allowsBeyondLimit && !p.isReadOnly && !p.hidesReadOnlyHint && !p.isRequired)
    #expect(p.mandatoryIndicator == "*" && p.charCountReachLimitMsg == nil && p.charCountBeyondLimitMsg == nil)
    #expect(!p.hasError && !p.showsErrorInValidationMsg && p.errorText.isEmpty && p.validationMessage.isEmpty)
    #expect(!p.hasCharCountError && !p.isEditing && p.placeholderText.isEmpty && p.value.isEmpty)
  }

  @Test("isEditable and isEnabled are one property")
  func sync() throws {
    #expect(try decode(#"{"isEditable": false}"#).isEnabled == false)
    #expect(try decode(#"{"isEnabled": false}"#).isEditable == false)
    #expect(throws: SpecError.invalid(file: "p.json", path: "$.properties.isEnabled",
                                      message: "isEditable and isEnabled are kept in sync by the cell; they cannot differ")) {
      try decode(#"{"isEditable": true, "isEnabled": false}"#)
    }
  }

  @Test("ranges and the mandatory indicator length are checked")
  func ranges() {
    #expect(throws: SpecError.invalid(file: "p.json", path: "$.properties.maxNumberOfLines",
                                      message: "101 is out of range (allowed: 0–100)")) {
      try decode(#"{"maxNumberOfLines": 101}"#)
    }
    #expect(throws: SpecError.invalid(file: "p.json", path: "$.properties.mandatoryIndicator",
                                      message: "mandatoryIndicator must be 1–3 characters, got 0")) {
      try decode(#"{"mandatoryIndicator": ""}"#)
    }
  }
}
