// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "__NAME__",
  dependencies: [
    __SEGUE_DEPENDENCY__
  ],
  targets: [
    // Your transition: UIKit code, with `import Segue` in place of `import UIKit`.
    .target(
      name: "__NAME__", dependencies: [.product(name: "Segue", package: "__SEGUE_PACKAGE__")]),
    // `swift run __NAME__Playground`: your scene in the playground window.
    .executableTarget(
      name: "__NAME__Playground",
      dependencies: ["__NAME__", .product(name: "SeguePlayground", package: "__SEGUE_PACKAGE__")]
    ),
    // `swift test`: screenshots of the transition; the references live in __Snapshots__.
    .testTarget(
      name: "__NAME__Tests",
      dependencies: ["__NAME__", .product(name: "SegueTesting", package: "__SEGUE_PACKAGE__")],
      exclude: ["__Snapshots__"]
    ),
  ]
)
