import Foundation

/// GitHub Actions workflow commands (`::error file=…,title=…::message`), printed on standard
/// output when `GITHUB_ACTIONS` is "true" so failures show on the pull request's files.
/// Escaping follows the actions toolkit's command format: in the message `%`, CR and LF become
/// `%25`, `%0D`, `%0A`; in property values `:` and `,` also become `%3A` and `%2C`.
enum GitHubAnnotations {
  /// True when running in GitHub Actions.
  static func enabled(_ environment: [String: String]) -> Bool {
    environment["GITHUB_ACTIONS"] == "true"
  }

  /// One `::<level> file=<file>,title=<title>::<message>` line.
  /// - Parameter level: "error", "warning" or "notice".
  static func line(level: String, file: String, title: String, message: String) -> String {
    "::\(level) file=\(escapeProperty(file)),title=\(escapeProperty(title))::\(escapeData(message))"
  }

  /// `path` relative to `GITHUB_WORKSPACE` when it lies inside it (annotations need paths
  /// relative to the repository), else unchanged. Both are made absolute against the working
  /// folder and resolved through `realpath(3)` when they exist, so `./specs/x.json` or
  /// `../snaps/specs/x.json` (a job with `working-directory:`) and a workspace reached through a
  /// symbolic link are matched too.
  static func relative(_ path: String, workspace: String?,
                       currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
    guard let workspace, !workspace.isEmpty else { return path }
    let file = ReportStream.absolute(path, in: currentDirectory), root = ReportStream.absolute(workspace, in: currentDirectory)
    // Resolved first (links followed); then lexically, `..` folded, for a file that is a link
    // leading out of the workspace or does not exist (an orphan that is a dangling link).
    for (file, root) in [(folded(ReportStream.canonical(file)), folded(ReportStream.canonical(root))),
                         (folded(file), folded(root))] {
      let prefix = root.hasSuffix("/") ? root : root + "/"
      if file.hasPrefix(prefix) { return String(file.dropFirst(prefix.count)) }
    }
    return path
  }

  /// Absolute `path` with `.` and empty components dropped and each `..` removing the component
  /// before it, without looking at the file system.
  static func folded(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == ".." { _ = parts.popLast() } else { parts.append(part) }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// `text` escaped for a workflow command's message; also every `##[` (the runner's legacy
  /// command syntax, found anywhere in a line) is written `#\#[`, as on every other line
  /// snapcheck prints (`Console.defused`).
  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "##[", with: "#\\#[")
  }

  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
