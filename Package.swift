// swift-tools-version:6.0
// snapcheck: renders iOS list cells (SAP Fiori object, note and attachments cells; XIB cells) on
// Linux with Cairo and Pango, and checks PNG and accessibility-tree snapshots against goldens.
// Zero package dependencies: the C libraries come from Debian through pkg-config.
import PackageDescription

let package = Package(
  name: "snapcheck",
  products: [
    .executable(name: "snapcheck", targets: ["snapcheck"])
  ],
  targets: [
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo fontconfig pangoft2 libpng libdeflate libxxhash jansson",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev", "libdeflate-dev", "libxxhash-dev", "libjansson-dev", "pkg-config"])]
    ),
    .target(name: "CellRaster", dependencies: ["CCairo"]),
    .target(name: "A11yTree", dependencies: ["CellRaster"]),
    .executableTarget(name: "snapcheck", dependencies: ["CellRaster", "A11yTree"]),
    .testTarget(name: "CellRasterTests", dependencies: ["CellRaster"]),
    .testTarget(name: "A11yTreeTests", dependencies: ["A11yTree", "CellRaster"]),
    .testTarget(name: "snapcheckTests", dependencies: ["snapcheck", "CellRaster", "A11yTree"],
                exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
