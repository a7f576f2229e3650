// swift-tools-version:6.0
// snapcheck: renders iOS list cells (SAP Fiori object, note and attachments cells; XIB cells) on
// Linux with Cairo and Pango, and checks PNG and accessibility-tree snapshots against goldens.
// Zero package dependencies: the C libraries come from Debian through pkg-config.
import PackageDescription

let package = Package(
  name: "snapcheck",
  products: [
    .executable(name: "snapcheck", targets: ["SnapCheckCLI"]),
    // For test code: `import SnapCheck`, then `try expectSnapshots(of: scenario)` (README, "From
    // Swift tests").
    .library(name: "SnapCheck", targets: ["SnapCheck"]),
  ],
  targets: [
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo fontconfig pangoft2 libpng libdeflate libisal libxxhash jansson poppler-glib librsvg-2.0",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev", "libdeflate-dev", "libisal-dev", "libxxhash-dev", "libjansson-dev", "libpoppler-glib-dev", "librsvg2-dev", "pkg-config"])]
    ),
    .target(name: "CellRaster", dependencies: ["CCairo"]),
    .target(name: "A11yTree", dependencies: ["CellRaster"]),
    // The CLI's commands, the golden store, checking and reporting, and scenarios written in Swift.
    .target(name: "SnapCheckCore", dependencies: ["CellRaster", "A11yTree"], path: "Sources/snapcheck",
            exclude: ["Main", "Testing"]),
    // expectSnapshots(of:) for swift-testing and XCTest; kept apart so the CLI does not link them.
    .target(name: "SnapCheck", dependencies: ["SnapCheckCore", "CellRaster"], path: "Sources/snapcheck/Testing"),
    .executableTarget(name: "SnapCheckCLI", dependencies: ["SnapCheckCore"], path: "Sources/snapcheck/Main"),
    .testTarget(name: "CellRasterTests", dependencies: ["CellRaster"], exclude: ["Fixtures"]),
    .testTarget(name: "A11yTreeTests", dependencies: ["A11yTree", "CellRaster"]),
    .testTarget(name: "snapcheckTests", dependencies: ["SnapCheckCLI", "SnapCheckCore", "SnapCheck", "CellRaster", "A11yTree"],
                exclude: ["Fixtures", "Scenarios/__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
