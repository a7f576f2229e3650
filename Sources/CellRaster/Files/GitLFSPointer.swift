/// Git LFS pointer files: what a file tracked with Git LFS holds in a clone that did not fetch
/// its LFS objects (a CI checkout without `lfs: true`, `GIT_LFS_SKIP_SMUDGE=1`). Goldens are
/// often tracked this way, so errors about a golden say so instead of "not a PNG".
public enum GitLFSPointer {
  /// The first bytes of every pointer file: "version https://git-lfs.github.com/spec/" (the Git
  /// LFS specification, docs/spec.md, requires the version line first; "v1" follows).
  public static let prefix = Array("version https://git-lfs.github.com/spec/".utf8)

  /// What to do about one, appended to the error: fetch the objects.
  public static let remedy = "the file itself was not fetched; run 'git lfs pull', or check out with LFS in CI"

  /// True when `bytes` begin as a pointer file does.
  public static func isPointer(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.starts(with: prefix)
  }
}
