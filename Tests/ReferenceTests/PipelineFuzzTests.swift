// The whole pipeline on mutated samples: numbers swapped for extreme values, names and
// punctuation swapped, lines dropped or repeated. Each mutant either compiles to a valid
// SVG or fails with diagnostics that point into the file — never a crash, a hang or an
// empty output. The mutations come from a fixed seed, so every run tests the same inputs.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

final class PipelineFuzzTests: XCTestCase {
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let numbers = ["0", "-0", "-1", "1e308", "-1e308", "1e-320", "0.5", "100000", "1e9", "999999999", "2 * .pi", "-7.25", "3", "45deg"]
    static let names = ["bounds", "frame", "center", "red", ".round", "true", "Point(1, 2)", "Rect(0, 0, 0, 0)", "[]", "\"s\"", ".pi", "nope", "clamp(1, min: 2, max: 1)"]

    func mutate(_ text: String, _ rng: inout SplitMix) -> String {
        var lines = text.components(separatedBy: "\n")
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let i = Int.random(in: 0..<lines.count, using: &rng)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0, 1:
                // Replace one number on the line.
                let re = try! NSRegularExpression(pattern: "[0-9]+(\\.[0-9]+)?")
                let ns = lines[i] as NSString
                let ms = re.matches(in: lines[i], range: NSRange(location: 0, length: ns.length))
                if let m = ms.randomElement(using: &rng) {
                    lines[i] = ns.replacingCharacters(in: m.range, with: Self.numbers.randomElement(using: &rng)!)
                }
            case 2:
                // Replace one identifier.
                let re = try! NSRegularExpression(pattern: "\\b[a-z][A-Za-z]*\\b")
                let ns = lines[i] as NSString
                let ms = re.matches(in: lines[i], range: NSRange(location: 0, length: ns.length))
                if let m = ms.randomElement(using: &rng) {
                    lines[i] = ns.replacingCharacters(in: m.range, with: Self.names.randomElement(using: &rng)!)
                }
            case 3:
                lines.remove(at: i)
                if lines.isEmpty { lines = [""] }
            default:
                lines.insert(lines[i], at: i)
            }
        }
        return lines.joined(separator: "\n")
    }

    func testMutatedSamplesCompileOrFailCleanly() throws {
        var rng = SplitMix(state: 2024)
        var compiled = 0, failed = 0
        for name in ["face", "triangle", "checkbutton"] {
            let original = try String(contentsOfFile: Paths.sample(name), encoding: .utf8)
            for _ in 0..<150 {
                let text = mutate(original, &rng)
                let source = SourceFile(path: "m.view", text: text)
                let c = Driver.compile(source, EvalOptions())
                if c.hasErrors {
                    failed += 1
                    // FUZZ_PRINT=1 prints every diagnostic, to review their quality.
                    if ProcessInfo.processInfo.environment["FUZZ_PRINT"] != nil { print(c.diagnostics.map(\.rendered).joined()) }
                    XCTAssertFalse(c.diagnostics.isEmpty, "an error always comes with a diagnostic:\n\(text)")
                    for d in c.diagnostics {
                        XCTAssertTrue(d.rendered.hasPrefix("m.view:") || d.rendered.hasPrefix("viewc:"), d.rendered)
                        XCTAssertLessThanOrEqual(d.range.end, text.unicodeScalars.count)
                    }
                    continue
                }
                compiled += 1
                let ir = Lowering.lower(c.document!)
                for page in ir.pages { XCTAssertTrue(Lowering.isBalanced(page)) }
                // SVG only: a mutant may have a huge canvas, which a PNG would refuse anyway.
                do {
                    let svg = try CairoRenderer.render(ir, RenderOptions(format: .svg))
                    XCTAssertTrue(String(decoding: svg, as: UTF8.self).contains("<svg"), text)
                } catch let e as BackendError {
                    XCTFail("the backend failed on input that compiled: \(e.message)\n\(text)")
                }
            }
        }
        print("pipeline fuzz: \(compiled) mutants compiled, \(failed) failed with diagnostics")
        XCTAssertGreaterThan(compiled, 20, "some mutants stay valid")
        XCTAssertGreaterThan(failed, 20, "some mutants are errors")
    }
}
