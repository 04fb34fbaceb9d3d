// swift-tools-version:6.0
// A package that uses viewc as a library, as a site generator written in Swift would: it
// depends on the viewc package by path and imports ViewcKit. PipelineTests/ViewcKitTests
// builds and runs it.
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [
        .package(name: "viewc", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [.product(name: "ViewcKit", package: "viewc")]),
    ]
)
