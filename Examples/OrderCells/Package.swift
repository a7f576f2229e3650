// swift-tools-version:6.0
// An example of snapcheck from Swift tests: app-side presentation code (OrderModel) and a test
// target that turns its model values into snapshot scenarios in a loop. It depends on snapcheck
// by path, as a team's package would by URL:
//   .package(url: "https://github.com/<owner>/snapcheck.git", branch: "main")
import PackageDescription

let package = Package(
  name: "OrderCells",
  dependencies: [.package(name: "snapcheck", path: "../..")],
  targets: [
    // What the app shares with its server: orders and how a row presents one. No snapcheck here.
    .target(name: "OrderModel"),
    .testTarget(name: "OrderCellsTests", dependencies: [
      "OrderModel", .product(name: "SnapCheck", package: "snapcheck"),
    ], exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
