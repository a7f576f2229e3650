import Foundation
import Testing
@testable import SnapCheckCore

/// Two runs that write the same artifacts or report folder take turns (`OutputFolderLock`).
@Suite("OutputFolderLock")
struct OutputFolderLockTests {
  final class Box: @unchecked Sendable {
    let lock = NSLock()
    var lines: [String] = []
    var acquired = false
  }

  @Test("a second lock on the same folder waits, says so once, and gets it when the first is released")
  func takesTurns() throws {
    let folder = try TestWorkspace.temporaryFolder() + "/artifacts"
    var first: OutputFolderLock? = OutputFolderLock([folder, folder + "/"], waiting: { _ in Issue.record("first waited") })
    #expect(FileManager.default.fileExists(atPath: folder))
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let second: OutputFolderLock? = OutputFolderLock([folder], waiting: { line in
        box.lock.withLock { box.lines.append(line) }
      })
      box.lock.withLock { box.acquired = second != nil }
      done.signal()
    }
    Thread.sleep(forTimeInterval: 0.4)
    #expect(box.lock.withLock { !box.acquired && box.lines.count == 1 })
    #expect(box.lock.withLock { box.lines.first?.hasPrefix("waiting for another snapcheck run that writes to ") == true })
    first = nil
    #expect(done.wait(timeout: .now() + 5) == .success)
    #expect(box.lock.withLock { box.acquired && box.lines.count == 1 })
    _ = first
  }

  @Test("a symbolic link in the folder's place is not locked (the writes that follow refuse it)")
  func linkNotLocked() throws {
    let base = try TestWorkspace.temporaryFolder()
    try FileManager.default.createDirectory(atPath: base + "/real", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: base + "/link", withDestinationPath: base + "/real")
    let one = OutputFolderLock([base + "/link"], waiting: { _ in Issue.record("waited") })
    let two = OutputFolderLock([base + "/link"], waiting: { _ in Issue.record("waited") })
    withExtendedLifetime((one, two)) {}
  }
}
