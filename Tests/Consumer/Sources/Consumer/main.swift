// Uses ViewcKit's whole surface and prints what it got, one fact per line; exits 1 when
// something is not as the library documents it.

import Foundation
import ViewcKit

var failures = 0
@MainActor func expect(_ ok: Bool, _ what: String) {
    print((ok ? "ok " : "FAILED ") + what)
    if !ok { failures += 1 }
}

let circle = """
canvas(width: 100, height: 60) {
    path { oval(in: Rect(10, 10, 80, 40)); fill(.systemBlue) }
}
"""

// The README's function.
let page = svg(for: circle)
expect(page.hasPrefix("<?xml") && page.contains("width=\"100px\""), "svg(for:) gives the SVG")
expect(svg(for: "canvas(width: 10, height: 10) { view { frame: nope } }").hasPrefix("drawing.view:1:47: error: unknown name 'nope'"),
       "svg(for:) gives the errors")

// Every format at once, in this process, from several threads.
var options = ViewcOptions()
options.scale = 2
options.sourceDateEpoch = 0
let results = (0..<4).map { _ in ViewCompiler.compile(source: circle, formats: [.svg, .pdf, .png], options: options) }
let r = results[0]
expect(r.succeeded && r.diagnostics.isEmpty, "compiles without diagnostics")
expect(r[.png].map { Array($0.prefix(8)) } == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG bytes")
expect(r[.png].map { Array($0[16..<24]) } == [0, 0, 0, 200, 0, 0, 0, 120], "PNG at scale 2 is 200×120")
expect(r[.pdf].map { String(decoding: $0.prefix(5), as: UTF8.self) } == "%PDF-", "PDF bytes")
let fixed = options
let concurrent = DispatchQueue(label: "compile", attributes: .concurrent)
let group = DispatchGroup()
final class Box: @unchecked Sendable { var all: [[UInt8]?] = Array(repeating: nil, count: 8); let lock = NSLock() }
let box = Box()
for i in 0..<8 {
    concurrent.async(group: group) {
        let one = ViewCompiler.compile(source: circle, formats: [.png], options: fixed)
        box.lock.lock(); box.all[i] = one[.png]; box.lock.unlock()
    }
}
group.wait()
expect(box.all.allSatisfy { $0 == r[.png] }, "eight compiles on other threads give the same bytes")

// Diagnostics as values.
let bad = ViewCompiler.compile(source: "canvas(width: 10, height: 10) {\n    view { frame: Rect(0, 0, 1, 1); backgroundColr: .red }\n}\n",
                               path: "bad.view", formats: [.svg])
let d = bad.diagnostics.first
expect(!bad.succeeded && bad.outputs.isEmpty, "an error gives no outputs")
expect(d?.severity == .error && d?.file == "bad.view" && d?.line == 2 && d?.column == 37 && d?.endColumn == 51,
       "the error's place: \(d.map { "\($0.file ?? "-"):\($0.line ?? 0):\($0.column ?? 0)-\($0.endColumn ?? 0)" } ?? "none")")
expect(d?.message == "a view has no property 'backgroundColr'; did you mean 'backgroundColor'?", "the error's message")

// Files, imports relative to them, -D values, check, embed.
let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewckit-consumer-\(getpid())")
try FileManager.default.createDirectory(at: dir.appendingPathComponent("parts"), withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: dir) }
try "let tint = #ff0000\n".write(to: dir.appendingPathComponent("parts/lib.view"), atomically: true, encoding: .utf8)
try "import \"parts/lib.view\"\n@inspectable size = 10\ncanvas(width: size, height: size) { backgroundColor: tint }\n"
    .write(to: dir.appendingPathComponent("main.view"), atomically: true, encoding: .utf8)
var set = ViewcOptions()
set.defines = ["size": "24"]
let file = ViewCompiler.compile(file: dir.appendingPathComponent("main.view").path, formats: [.svg], options: set)
expect(file.succeeded && String(decoding: file[.svg] ?? [], as: UTF8.self).contains("width=\"24px\""), "a file, with a -D value")
expect(file.inputs.map { URL(fileURLWithPath: $0).lastPathComponent } == ["main.view", "lib.view"], "the files it read: \(file.inputs)")
expect(ViewCompiler.check(source: "view Dot { @inspectable r = 1 }\n").isEmpty, "check accepts a component library")
let embedded = ViewCompiler.embed(page: "# Hi\n\n```view Red\nimport \"parts/lib.view\"\ncanvas(width: 4, height: 4) { backgroundColor: tint }\n```\n",
                                  directory: dir.path)
expect(embedded.text.map { $0.hasPrefix("# Hi\n\n<svg ") && $0.contains("<title") && $0.contains(">Red</title>") } == true, "embed a Markdown page")

// Dynamic Type and the input-size limit, as the command line's options set them.
var large = ViewcOptions()
large.contentSizeCategory = "accessibilityLarge"
let label = "canvas(width: 120, height: 60) { label { frame: Rect(0, 0, 0, 0); text: \"Hg\"; font: .body; sizeToFit() } }\n"
expect(ViewCompiler.compile(source: label, formats: [.png], options: large)[.png]
           != ViewCompiler.compile(source: label, formats: [.png])[.png], "a content size category draws text at its size")
large.contentSizeCategory = "huge"
expect(ViewCompiler.compile(source: label, options: large).diagnostics.first?.message.hasPrefix("unknown content size category 'huge'") == true,
       "an unknown content size category is refused")
var limited = ViewcOptions()
limited.maxInputSize = 16
expect(ViewCompiler.compile(source: circle, options: limited).diagnostics.map(\.message) == ["the source is larger than 16 bytes"],
       "a source over the input-size limit is refused")

// The build plugin's resources: each drawing of Drawings/ as viewc compiles it (the library
// gives the same bytes), in the formats its folder's viewc.json asks for; none for a file of
// components.
let drawings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Drawings")
func resource(_ name: String, _ ext: String) -> [UInt8]? {
    Bundle.module.url(forResource: name, withExtension: ext).flatMap { try? Data(contentsOf: $0) }.map { [UInt8]($0) }
}
func pngSize(_ png: [UInt8]?) -> [UInt8]? { png.map { Array($0[16..<24]) } }
let badge = ViewCompiler.compile(file: drawings.appendingPathComponent("badge.view").path, formats: [.svg])
expect(badge.succeeded && resource("badge", "svg") == badge[.svg], "the plugin compiled badge.view, with its import, to badge.svg")
/// The plugin's PNGs of `path` at @1x, @2x and @3x: the library's bytes, `width`×`height` points.
@MainActor func expectPNGs(_ path: String, _ width: Int, _ height: Int, _ why: String) {
    var options = ViewcOptions()
    for scale in [1, 2, 3] {
        options.scale = scale
        let png = ViewCompiler.compile(file: drawings.appendingPathComponent(path).path, formats: [.png], options: options)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent + (scale == 1 ? "" : "@\(scale)x")
        expect(resource(name, "png") == png[.png] && pngSize(png[.png]) == [0, 0, 0, UInt8(width * scale), 0, 0, 0, UInt8(height * scale)],
               "\(why) gives \(name).png, \(width * scale)×\(height * scale)")
    }
}
expectPNGs("badge.view", 40, 40, "with no viewc.json, the default")
expect(resource("only", "svg") != nil && resource("only", "png") == nil, "a viewc.json asking for SVG alone gives no PNG")
expectPNGs("icons/dot.view", 12, 10, "viewc.json's png")
expect(resource("dot", "svg") != nil, "viewc.json's svg gives dot.svg")
expect(resource("palette", "svg") == nil, "a file of components is not compiled")

print(failures == 0 ? "all good" : "\(failures) failed")
exit(failures == 0 ? 0 : 1)
