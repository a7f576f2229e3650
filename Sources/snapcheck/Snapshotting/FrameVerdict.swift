import CellRaster

/// What verifying one frame against its goldens found.
struct FrameVerdict {
  /// The frame's stem (variant slug).
  let stem: String
  /// Problems, one line each; empty when the frame matched.
  var problems: [String] = []
  /// Artifacts written for it (paths).
  var artifacts: [String] = []

  var passed: Bool { problems.isEmpty }
}
