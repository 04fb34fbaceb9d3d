// swift-tools-version:6.0
// A package that uses viewc as a library, as a site generator written in Swift would: it
// depends on the viewc package by path and imports ViewcKit; and as an app with drawings
// would: its target uses the build-tool plugin, which compiles Sources/Consumer/Drawings/
// into its resources. PipelineTests/ViewcKitTests builds and runs it.
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [
        .package(name: "viewc", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [.product(name: "ViewcKit", package: "viewc")],
                          plugins: [.plugin(name: "ViewcPlugin", package: "viewc")]),
    ]
)
