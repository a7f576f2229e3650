// swift-tools-version:6.0
// snapcheck's libFuzzer targets (issue 18). Build and run them with `Fuzz/run`, which passes
// `--sanitize fuzzer --sanitize address`; see Fuzz/README.md.
//
// The project's modules are compiled here from the main package's own sources through symlinks
// (Sources/CCairo, Sources/CellRaster, Sources/A11yTree, Sources/FuzzMergeReports/snapcheck), so
// the main package keeps its products unchanged and every module is instrumented for coverage.
// The merge-reports target compiles the CLI's sources (without its `@main` file) into itself,
// since merge-reports' results.json reading lives in the executable target.
import PackageDescription

let package = Package(
  name: "snapcheck-fuzz",
  targets: [
    .systemLibrary(name: "CCairo", pkgConfig: "pangocairo fontconfig pangoft2 libpng libdeflate libisal libxxhash poppler-glib librsvg-2.0"),
    .target(name: "CellRaster", dependencies: ["CCairo"]),
    .target(name: "A11yTree", dependencies: ["CellRaster"]),
    .executableTarget(name: "FuzzSpec", dependencies: ["CellRaster"]),
    .executableTarget(name: "FuzzPNG", dependencies: ["CellRaster"]),
    .executableTarget(name: "FuzzXIB", dependencies: ["CellRaster"]),
    .executableTarget(name: "FuzzNSS", dependencies: ["CellRaster"]),
    .executableTarget(name: "FuzzMergeReports", dependencies: ["CellRaster", "A11yTree"],
                      exclude: ["snapcheck/Main", "snapcheck/Testing"]),
  ],
  swiftLanguageModes: [.v6]
)
