import Foundation
import Testing
@testable import SnapCheckCore

/// A bad theme file or an unknown step fails `render` with exit 65 and a message naming the file.
@Suite("Step and theme input errors")
struct StepScenarioExitTests {
  func run(spec: String, theme: String? = nil) throws -> (SnapCheckCore.ExitStatus, String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(spec.utf8).write(to: URL(fileURLWithPath: folder + "/s.json"))
    if let theme { try Data(theme.utf8).write(to: URL(fileURLWithPath: folder + "/t.nss")) }
    let console = Console(capturing: true)
    let status = runSnapcheck(["render", folder + "/s.json", "--out", folder + "/out"],
                              context: RunContext(environment: [:], console: console))
    return (status, console.capturedErr.replacingOccurrences(of: folder + "/", with: ""))
  }

  @Test("unknown step action: exit 65")
  func unknownStep() throws {
    let (status, err) = try run(spec: #"{"name": "s", "cell": "FUINoteFormCell", "steps": [{"action": "swipe"}]}"#)
    #expect(status == .dataError)
    #expect(err.contains("s.json: at $.steps[0].action: unknown value 'swipe'"))
  }

  @Test("bad theme file: exit 65 with file:line")
  func badTheme() throws {
    let (status, err) = try run(
      spec: #"{"name": "s", "cell": "FUIAttachmentsFormCell", "theme": "t.nss"}"#,
      theme: "\nfdlFUIAttachmentsFormCell_addButton { glow: 1; }\n")
    #expect(status == .dataError)
    #expect(err.contains("t.nss:2: unknown property 'glow' for fdlFUIAttachmentsFormCell_addButton (allowed: tint-color, tint-color-selected, image)"))
  }
}
