// The fuzz targets: libFuzzer's entry over the compile pipeline (ViewcDriver/Pipeline.swift's
// `make`) — source → check and evaluate (under small limits) → lower → SVG, PDF and PNG of a
// small page — or over the lexer and parser alone (VIEWC_FUZZ_TARGET=parse); and over the
// pipeline with the input put in place in a Swift class, where mutations stay in Swift's
// grammar longer: as the class's members (`swift`), or as statements of its draw(_:) that
// style an attributed string before it is drawn (`attributed`). `make fuzz` builds this with
// -sanitize=fuzzer,address and -DFUZZING (Tests/Fuzz/run.sh); built normally, it is a replay
// driver: `viewc-fuzz [parse|pipeline|swift|attributed] FILE...` runs each file through the same entry, which
// is how the tests replay the inputs kept in Tests/Fuzz/regressions.

import Foundation
import CairoBackend
import DrawIR
import ViewEval
import ViewSyntax
import ViewcDriver

enum FuzzTarget: String, CaseIterable { case parse, pipeline, swift, attributed }

/// The text around an input of a target that puts it in place (nil: the input is the file).
func template(_ target: FuzzTarget) -> (before: String, after: String)? {
    switch target {
    case .parse, .pipeline: return nil
    case .swift:
        return ("canvas(width: 200, height: 120) { F(frame: Rect(0, 0, 200, 120)) }\nclass F: UIView {\n", "\n}\n")
    case .attributed:
        return ("""
            canvas(width: 200, height: 120) { F(frame: Rect(0, 0, 200, 120)) }
            class F: UIView {
                override func draw(_ rect: CGRect) {
                    let s = NSMutableAttributedString(string: "Hello, 안녕하세요 ❤️ wörld\\nsecond line")
                    let style = NSMutableParagraphStyle()

            """, """

                    s.draw(in: rect.insetBy(dx: 4, dy: 4))
                }
            }

            """)
    }
}

/// Limits small enough that libFuzzer runs many inputs a second, large enough for the samples;
/// nothing is reported (the diagnostics are rendered, to run that code too) and nothing read
/// from the environment.
func fuzzOptions() -> CompileOptions {
    var o = CompileOptions(input: "fuzz.view")
    o.eval.limits.maxIterations = 100_000
    o.eval.limits.maxOperations = 200_000
    o.eval.limits.maxViews = 5_000
    o.eval.limits.maxDepth = 100
    o.eval.limits.maxRecursion = 16
    o.sourceDate = .seconds(nil)
    return o
}

/// One input through a target; how many errors it had. Errors in the input are expected; a
/// trap is a finding.
@discardableResult
func runOne(_ bytes: UnsafeBufferPointer<UInt8>, _ target: FuzzTarget) -> Int {
    if let (before, after) = template(target) {
        let whole = Array(before.utf8) + Array(bytes) + Array(after.utf8)
        return whole.withUnsafeBufferPointer { runOne($0, .pipeline) }
    }
    let source = SourceFile(path: "fuzz.view", bytes: bytes)
    switch target {
    case .parse:
        let tree = Parser.parse(source)
        _ = ASTDumper.dump(tree)
        return tree.diagnostics.filter { $0.severity == .error }.count
    case .pipeline, .swift, .attributed:
        // The compile pipeline's one way from source to bytes (Pipeline.make), fast paths and all.
        // Rendering is bounded by the page: only small pages (the samples' size) are drawn.
        let formats: [OutputFormat] = [.svg, .pdf, .png]
        let products = Products(formats: formats) { ir, _ in
            guard ir.pages.count <= 4, ir.pages.allSatisfy({ $0.width * $0.height <= 600 * 600 }) else { return [] }
            return formats.map { PlannedOutput(path: "-", format: $0, scale: 1, page: ir.pages.count > 1 ? 1 : nil) }
        }
        let made = try? Pipeline(fuzzOptions(), report: { _ in }).make(products, from: source)
        _ = Driver.renderDiagnostics(made?.diagnostics ?? [])
        return made.map { m in m.diagnostics.filter { $0.severity == .error }.count } ?? 1
    }
}

var fuzzTarget: FuzzTarget {
    FuzzTarget(rawValue: ProcessInfo.processInfo.environment["VIEWC_FUZZ_TARGET"] ?? "") ?? .pipeline
}

#if FUZZING
/// libFuzzer's driver, started from this executable's own entry (SwiftPM names an executable's
/// entry point after its module, so libFuzzer's `main` is not the one that runs).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    runOne(UnsafeBufferPointer(start: data, count: size), fuzzTarget)
    return 0
}

@_cdecl("viewc_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var c = argc
    var v = argv
    return LLVMFuzzerRunDriver(&c, &v, fuzzOneInput)
}
#else
@main
struct Replay {
    static func main() {
        var args = Array(CommandLine.arguments.dropFirst())
        var target = fuzzTarget
        if let first = args.first, let t = FuzzTarget(rawValue: first) { target = t; args.removeFirst() }
        if args.isEmpty {
            FileHandle.standardError.write(Data("usage: viewc-fuzz [parse|pipeline|swift|attributed] FILE...\n".utf8))
            exit(2)
        }
        for path in args {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("viewc-fuzz: cannot read \(path)\n".utf8))
                exit(2)
            }
            let start = Date()
            let errors = [UInt8](data).withUnsafeBufferPointer { runOne($0, target) }
            print("\(target.rawValue) \(path): ok in \(String(format: "%.2f", Date().timeIntervalSince(start))) s, \(errors) errors")
        }
    }
}
#endif
