import CellRaster
import Foundation

/// An exclusive lock on the folders one `verify` run writes (artifacts, report), held for the
/// run: two runs given the same folder (parallel CI jobs, a developer's second terminal) take
/// turns instead of clearing each other's artifacts while they are written (the bad-input trial:
/// three runs sharing `snapcheck-artifacts` failed with exit 74 in 2 of 5 rounds).
///
/// The lock is `flock(2)` on the folder itself (opened with `O_DIRECTORY | O_NOFOLLOW`), so no
/// lock file is left behind and a killed run releases it. A folder that cannot be opened so (a
/// symbolic link, no permission, a file in its place) is not locked: the writes that follow
/// report it as before.
final class OutputFolderLock {
  private var descriptors: [Int32] = []

  /// Locks `folders` (created when missing; a folder named twice once), waiting while another run holds
  /// any of them: all are taken at once or none (tried every 100 ms), so two runs that name the
  /// same folders in another order cannot wait for each other for ever.
  /// - Parameter waiting: called once, with the line to print, when another run holds one.
  /// A folder that cannot be created or opened is left unlocked; the run's writes report it.
  init(_ folders: [String], waiting: (String) -> Void) {
    var opened: [Int32] = []
    var seen = Set<[UInt64]>()  // device and inode: one folder named twice is locked once
    var paths: [String] = []
    for folder in folders {
      try? FileOutput.createDirectory(folder)  // one that cannot be created is reported by the writes
      let fd = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard fd >= 0 else { continue }
      var info = stat()
      guard fstat(fd, &info) == 0, seen.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else {
        close(fd)
        continue
      }
      opened.append(fd)
      paths.append(folder)
    }
    var told = false
    while true {
      var held: [Int32] = []
      for fd in opened {
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { break }
        held.append(fd)
      }
      if held.count == opened.count { break }
      for fd in held { flock(fd, LOCK_UN) }
      if !told {
        waiting("waiting for another snapcheck run that writes to \(paths.joined(separator: " or "))…")
        told = true
      }
      usleep(100_000)
    }
    descriptors = opened
  }

  deinit {
    for fd in descriptors { close(fd) }  // closing releases the lock
  }
}
