/// `--allow-path DIR` (repeatable) of verify, record, audit and render: a folder outside the
/// snapshots folder (render: the spec's folder) that the images, XIBs and themes specs name may
/// lie in, e.g. shared fixtures. Everything else a spec names must resolve inside the root
/// (`PathConfinement`).
enum AllowPathOption {
  /// The option, for a command's `options`.
  static let spec = OptionSpec(name: "allow-path", takesValue: true,
                               help: "also let specs name files in this folder (repeatable; e.g. shared fixtures)",
                               repeatable: true)

  /// The folders given, in order.
  /// - Throws: `UsageError` (64) for an empty value.
  static func folders(_ arguments: ParsedArguments, command: String) throws -> [String] {
    let folders = arguments.values["allow-path"] ?? []
    if folders.contains(where: \.isEmpty) { throw UsageError("--allow-path needs a folder, got an empty value", command: command) }
    return folders
  }
}
