import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// Specs are parsed on several threads; what they load and which error is reported must not
/// depend on that.
@Suite("Scenario loading")
struct ScenarioLoadingTests {
  @Test("parallel loading gives the serial result: the same specs in path order")
  func parallelEqualsSerial() throws {
    let root = try TestWorkspace.copyOfScenarios(["object-cell-issues", "object-cell-accessory-none",
                                                  "attachments-cell-example", "attachments-cell-rows"])
    let store = GoldenStore(root: root)
    let serial = try store.loadScenarios(only: [], workers: 1)
    let parallel = try store.loadScenarios(only: [], workers: 4)
    #expect(serial.count == 4)
    #expect(parallel.map(\.name) == serial.map(\.name))
    #expect(parallel.map(\.file) == serial.map(\.file))
  }

  @Test("with several bad specs the first in path order is reported, whatever thread parsed it")
  func firstErrorInPathOrder() throws {
    let root = try TestWorkspace.copyOfScenarios(["object-cell-issues"])
    for name in ["b-bad", "c-bad", "a-bad"] {
      try #"{"name": "\#(name)", "cell": "FUIObjectCollectionViewCell", "properties": {}, "variants": 3}"#
        .write(toFile: root + "/specs/\(name).json", atomically: true, encoding: .utf8)
    }
    for workers in [1, 2, 3] {
      do {
        _ = try GoldenStore(root: root).loadScenarios(only: [], workers: workers)
        Issue.record("bad specs were accepted")
      } catch let error as SpecError {
        #expect("\(error)".contains("a-bad.json"), "\(error)")
      }
    }
  }

  @Test("a duplicate name earlier in path order is reported before a bad spec later in path order")
  func duplicateBeforeLaterError() throws {
    let root = try TestWorkspace.copyOfScenarios(["object-cell-issues"])
    try FileManager.default.copyItem(atPath: root + "/specs/object-cell-issues.json", toPath: root + "/specs/object-cell-issues2.json")
    try "{".write(toFile: root + "/specs/zz-bad.json", atomically: true, encoding: .utf8)
    for workers in [1, 2, 3] {
      do {
        _ = try GoldenStore(root: root).loadScenarios(only: [], workers: workers)
        Issue.record("accepted")
      } catch let error as SpecError {
        // Both specs of the name are errors; the first in path order is the original.
        #expect("\(error)".contains("object-cell-issues.json: at $.name:") && "\(error)".contains("also used by")
                  && "\(error)".contains("object-cell-issues2.json"), "\(error)")
      }
    }
  }

  @Test("a scenario name used twice is still an error")
  func duplicateNames() throws {
    let root = try TestWorkspace.copyOfScenarios(["object-cell-issues"])
    try FileManager.default.copyItem(atPath: root + "/specs/object-cell-issues.json", toPath: root + "/specs/zz-copy.json")
    #expect(throws: SpecError.self) { try GoldenStore(root: root).loadScenarios(only: [], workers: 2) }
  }

  @Test("a scenario may be named by its spec file or path; an unknown name suggests the closest ones (66)")
  func scenarioArguments() throws {
    let root = try TestWorkspace.copyOfScenarios(["object-cell-issues", "object-cell-accessory-none"])
    let store = GoldenStore(root: root)
    #expect(try store.catalog(only: ["object-cell-issues.json"]).specs.map(\.name) == ["object-cell-issues"])
    #expect(try store.catalog(only: [root + "/specs/object-cell-accessory-none.json"]).specs.map(\.name) == ["object-cell-accessory-none"])
    let error = #expect(throws: FileError.self) { try store.catalog(only: ["object-cell-issue"]) }
    #expect(error?.category == .missingInput)
    #expect(error?.description == "\(root)/specs: no scenario named 'object-cell-issue' (did you mean 'object-cell-issues'?)")
    let far = #expect(throws: FileError.self) { try store.catalog(only: ["zzz"]) }
    #expect(far?.description == "\(root)/specs: no scenario named 'zzz' (known: object-cell-accessory-none, object-cell-issues)")
  }

  @Test("edit distance: insertions, deletions and substitutions count 1 each")
  func editDistance() {
    #expect(EditDistance.between("kitten", "sitting") == 3)
    #expect(EditDistance.between("", "abc") == 3)
    #expect(EditDistance.between("same", "same") == 0)
  }
}
