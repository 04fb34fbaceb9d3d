// The seams between the compiler's lower modules, read from their sources' import lines: the
// arrows of Package.swift's diagram run one way. SwiftPM lets a file import any module that
// happens to be built before it, so the build alone does not hold them. And the seam between
// the compile pipeline and its callers, read from their calls: the build does not hold that
// either, since the pipeline's stages are public.

import Foundation
import XCTest

final class ModuleSeamTests: XCTestCase {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The modules of the system and the toolchain any module may import (the C library, the
    /// Dispatch queues, FoundationEssentials; not Foundation proper: docs/internals.md §6).
    static let system: Set<String> = ["Glibc", "Darwin", "Dispatch", "FoundationEssentials"]

    /// What each lower module may import besides `system`: its arrows in Package.swift.
    static let arrows: [String: Set<String>] = [
        "ViewSupport": [],
        "ViewGeometry": [],
        // Swift's own parser reads the Swift classes a file holds, and its diagnostics say
        // what is wrong with them (SwiftLowering.swift).
        "ViewSyntax": ["ViewSupport", "SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics"],
        "DrawIR": ["ViewSupport", "ViewGeometry"],
        "ViewEval": ["ViewSupport", "ViewSyntax", "ViewGeometry", "DrawIR"],
        "CairoBackend": ["ViewSupport", "ViewGeometry", "DrawIR", "CCairo", "CPango", "CJPEG", "CZlib", "CPixels"],
    ]

    /// The modules each Swift file of `module` imports, by the file's path under Sources/.
    func imports(_ module: String) throws -> [String: [String]] {
        let folder = Self.sources.appendingPathComponent(module)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        // `import X`, `@_exported import X`, `import struct X.Y`, at the start of a line.
        let line = try NSRegularExpression(pattern: #"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)"#,
                                           options: .anchorsMatchLines)
        var out: [String: [String]] = [:]
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let found = line.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range(at: 1), in: text)!])
            }
            out[module + "/" + file.path.dropFirst(folder.path.count + 1)] = found
        }
        return out
    }

    func testTheBackendAndTheIRCarryRangesWithoutTheParser() throws {
        for module in ["CairoBackend", "DrawIR"] {
            let files = try imports(module)
            XCTAssertGreaterThan(files.count, 5, "\(module)'s sources are read")
            XCTAssertTrue(files.values.contains { $0.contains("ViewSupport") }, "\(module) takes ranges and locks from ViewSupport")
            for (file, modules) in files.sorted(by: { $0.key < $1.key }) {
                for forbidden in ["ViewSyntax", "ViewEval"] {
                    XCTAssertFalse(modules.contains(forbidden), "\(file) imports \(forbidden)")
                }
            }
        }
    }

    func testEachLowerModuleImportsOnlyWhatItsArrowsAllow() throws {
        for (module, allowed) in Self.arrows.sorted(by: { $0.key < $1.key }) {
            let files = try imports(module)
            XCTAssertFalse(files.isEmpty, "\(module)'s sources are read")
            for (file, modules) in files.sorted(by: { $0.key < $1.key }) {
                for m in modules where !allowed.contains(m) && !Self.system.contains(m) {
                    XCTFail("\(file) imports \(m); \(module) may import \(allowed.sorted()) and the system's \(Self.system.sorted())")
                }
            }
        }
    }

    /// Every caller goes from source to bytes through `Pipeline.make` (ViewcDriver/Pipeline.swift),
    /// where the fast paths are (SVG drawn ahead, outputs rendered at once, trees let go): the
    /// command line, build, embed, handout, ViewcKit, the preview and the fuzz entry each call
    /// it, and none evaluates or lowers a drawing itself. (`dump`, `params` and `hit` read the
    /// front half alone, `compileInput`, and `dump ir` lowers through the pipeline's `lower`.)
    func testEveryCallerCompilesThroughPipelineMake() throws {
        let callers = ["ViewcDriver/Pipeline.swift", "ViewcDriver/Build.swift", "ViewcDriver/Embed.swift", "ViewcDriver/Handout.swift",
                       "ViewcKit/ViewcKit.swift", "ViewcPreview/PreviewModel.swift", "ViewcFuzz/Fuzz.swift"]
        for caller in callers {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(caller), encoding: .utf8)
            XCTAssertTrue(text.contains(".make(") || text.contains(" make("), "\(caller) does not call Pipeline.make")
        }
        // Outside the pipeline's own files (its stages, and the driver's steps they call).
        let own: Set<String> = ["ViewcDriver/Pipeline.swift", "ViewcDriver/Driver.swift", "ViewcDriver/Lower.swift"]
        let stage = try NSRegularExpression(pattern: #"\.evaluate\(|\.lower\(|Driver\.compile\(|Driver\.evaluate"#)
        for module in ["viewc", "ViewcDriver", "ViewcKit", "ViewcPreview", "ViewcFuzz"] {
            let folder = Self.sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            XCTAssertFalse(files.isEmpty, "\(module)'s sources are read")
            for file in files where !own.contains(module + "/" + file.lastPathComponent) {
                let text = try String(contentsOf: file, encoding: .utf8)
                for m in stage.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let line = text[..<Range(m.range, in: text)!.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
                    XCTFail("\(module)/\(file.lastPathComponent):\(line) runs a stage of the pipeline itself; ask Pipeline.make (Products.swift)")
                }
            }
        }
    }
}
