// swift-tools-version:6.1
// viewc — a compiler from .view files (UIKit-style views and Bezier paths) to SVG, PDF and PNG.
//
// One module per stage, arrows pointing one way:
//   ViewSupport ─┬─> ViewSyntax ─────────┐
//                └─┬─> DrawIR ─┬─────────┴─> ViewEval (check, evaluate, kinds, lower) ──┐
//   ViewGeometry ──┘           └─> CairoBackend (the only module that imports cairo, pango and CJPEG)
//                                              └──────────────────────────────────────┴─> ViewcDriver ─> viewc (thin command line)
//                                                                                            ├─> ViewcKit (the library product)
//                                                                                            └─> ViewcPreview (Hummingbird: `viewc preview`) ─> viewc
// ViewSupport is what every stage shares: source files and ranges, diagnostics, and the lock,
// threads and printf the compiler writes on Glibc. ViewSyntax re-exports it to the stages
// above; the IR and the backend carry ranges with it alone and never see the parser.
// DrawIR is the IR the backend reads (types, printer, balance check). ViewGeometry declares
// TextLayoutEngine; CairoBackend implements it with pango and ViewcDriver hands it to
// ViewEval, so the evaluator and the backend never import each other.
import PackageDescription

let package = Package(
    name: "viewc",
    products: [
        .executable(name: "viewc", targets: ["viewc"]),
        // The compiler as a Swift library: source text or a file to SVG/PDF/PNG bytes, diagnostics as values.
        .library(name: "ViewcKit", targets: ["ViewcKit"]),
        // A target that adds the build-tool plugin gets its .view drawings compiled into its
        // resources during `swift build`; the command plugin is `swift package viewc`.
        .plugin(name: "ViewcPlugin", targets: ["ViewcPlugin"]),
        .plugin(name: "ViewcCommand", targets: ["ViewcCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `viewc preview`'s HTTP and WebSocket server. No default traits: swift-configuration
        // is not needed and costs build time.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        // Swift's own parser, for the Swift classes a .view file may hold (ViewSyntax/SwiftLowering.swift).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(name: "ViewGeometry"),
        .target(name: "ViewSupport"),
        .target(name: "ViewSyntax", dependencies: [
            "ViewSupport",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        ]),
        .target(name: "DrawIR", dependencies: ["ViewGeometry", "ViewSupport"]),
        .target(name: "ViewEval", dependencies: ["ViewSyntax", "ViewGeometry", "DrawIR"]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        // Pango lays text out (measuring for ViewEval's TextLayoutEngine, drawing for the IR's text op),
        // loaded with dlopen on first use so that a drawing without text never loads it.
        .target(name: "CPango", dependencies: ["CCairo"], linkerSettings: [.linkedLibrary("dl")]),
        // libjpeg's decoder behind a C function (its errors longjmp, which Swift cannot catch);
        // libjpeg itself is loaded on the first JPEG (dlopen), not linked.
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("dl")]),
        // zlib compresses PNGs on every core (CairoBackend/PNGEncoder.swift).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The backend's loops over every pixel (PNG row filters, shadows' box blurs) in C, which is
        // as fast in release and far faster in the debug build the tests run.
        .target(name: "CPixels"),
        // The table of temporary outputs a SIGINT/SIGTERM handler removes (async-signal-safe C).
        .target(name: "CInterrupt"),
        // The program's arguments as glibc hands them to constructors, for Swift's CommandLine:
        // a statically linked runtime then does not search /proc/self/maps for them at start-up.
        .target(name: "CArguments"),
        // The process's malloc policy (malloc.c); the executable sets it in main.
        .target(name: "CMalloc"),
        .target(name: "CairoBackend", dependencies: ["DrawIR", "ViewGeometry", "ViewSupport", "CCairo", "CPango", "CJPEG", "CZlib", "CPixels"]),
        .target(name: "ViewcDriver", dependencies: ["ViewSyntax", "ViewGeometry", "ViewEval", "DrawIR", "CairoBackend", "CInterrupt", "CMalloc"]),
        .target(name: "ViewcKit", dependencies: ["ViewcDriver", "CairoBackend", "DrawIR", "ViewEval", "ViewSyntax"]),
        // The live preview: a server over the driver, so no compiler module imports a server.
        .target(name: "ViewcPreview", dependencies: [
            "ViewcDriver", "ViewEval", "DrawIR", "ViewGeometry", "ViewSyntax", "CairoBackend",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            // NIO's own handlers guard the connections below Hummingbird (ConnectionGuard.swift).
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        // `viewc lsp`: the language server over the driver's check (no new dependency: JSON is
        // FoundationEssentials' decoder and a writer of its own).
        .target(name: "ViewcLSP", dependencies: ["ViewcDriver", "ViewEval", "ViewSyntax", "DrawIR"]),
        .executableTarget(name: "viewc", dependencies: [
            "ViewcDriver", "ViewcPreview", "ViewcLSP", "CArguments", "CMalloc",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The plugins run the installed viewc (or $VIEWC): an executable target as their tool
        // would be compiled a second time for the host, with swift-syntax and every compiler
        // module under it (SwiftPM 6 builds a plugin's tools apart: swift-package-manager#8275).
        .plugin(name: "ViewcPlugin", capability: .buildTool()),
        .plugin(name: "ViewcCommand",
                capability: .command(intent: .custom(verb: "viewc", description: "Compile the package's .view drawings (as the build plugin does) into .build/viewc/TARGET/"),
                                     permissions: [.writeToPackageDirectory(reason: "The drawings are written to .build/viewc/TARGET/ (or --output DIR)")])),
        // The fuzz targets (`make fuzz`, Tests/Fuzz/run.sh); built normally, a replay driver.
        .executableTarget(name: "viewc-fuzz", dependencies: ["ViewcDriver", "CairoBackend", "ViewEval", "ViewSyntax", "DrawIR"], path: "Sources/ViewcFuzz"),
        .testTarget(name: "ViewGeometryTests", dependencies: ["ViewGeometry"]),
        // ViewSupport's stand-ins checked against Foundation, and the modules' import seams.
        .testTarget(name: "ViewSupportTests", dependencies: ["ViewSupport"]),
        .testTarget(name: "ViewSyntaxTests", dependencies: ["ViewSyntax"]),
        // CairoBackend: the docs' label examples measure text with the pango engine.
        .testTarget(name: "ViewEvalTests", dependencies: ["ViewEval", "ViewSyntax", "ViewGeometry", "CairoBackend"]),
        .testTarget(name: "DrawIRTests", dependencies: ["DrawIR", "ViewEval", "ViewSyntax"], exclude: ["Goldens"]),
        // CCairo: the tests decode PNGs and write diff images with cairo itself.
        .testTarget(name: "ReferenceTests", dependencies: ["ViewcDriver", "CairoBackend", "DrawIR", "ViewEval", "ViewSyntax", "ViewGeometry", "CCairo"],
                    exclude: ["References", "Cases", "Oracle", "failures", "Seeds"]),
        // Pipelines: the files a compile reads, inlinable SVG, build, depfiles, embed, JSON diagnostics.
        .testTarget(name: "PipelineTests", dependencies: ["ViewcKit", "ViewcDriver", "CairoBackend", "DrawIR", "ViewEval", "ViewSyntax"]),
        // watch and preview: the file watcher, the preview model, the server over HTTP, and the
        // page in headless Chromium (driven over the DevTools protocol).
        // Documents: PDF metadata, page sizes, links, destinations and the outline (pdfinfo, qpdf),
        // SVG links and titles, one file per page, and `viewc handout` (pdftocairo pixels).
        .testTarget(name: "DocumentTests", dependencies: ["ViewcDriver", "CairoBackend", "DrawIR", "ViewEval", "ViewSyntax", "ViewGeometry", "CCairo"]),
        // `viewc lsp` over pipes (recorded exchanges), the catalogue's completion and hover text,
        // the TextMate grammar over the samples, and Neovim's own LSP client against the server.
        .testTarget(name: "LSPTests", dependencies: ["ViewcLSP", "ViewcDriver", "ViewEval", "ViewSyntax"], exclude: ["grammar.py", "nvim"]),
        .testTarget(name: "PreviewTests", dependencies: ["ViewcPreview", "ViewcDriver", "ViewEval", "ViewGeometry", "ViewSyntax", "CCairo"]),
        // Hostile input: the IR's range checks, outputs that are not regular files, signals,
        // imports opened safely against races, and the fuzzers' regression inputs replayed.
        .testTarget(name: "HostileInputTests", dependencies: ["ViewcKit", "ViewcDriver", "CairoBackend", "DrawIR", "ViewEval", "ViewSyntax", "ViewGeometry", "CCairo"]),
    ],
    // The stage tables are immutable globals of closures; Swift 5 mode keeps them simple.
    swiftLanguageModes: [.v5]
)
