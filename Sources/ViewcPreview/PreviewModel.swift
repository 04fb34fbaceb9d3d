// What the preview page shows, computed by the compiler and nothing else: one compile of the
// file with a set of -D values gives the SVG, the diagnostics, the inspector's controls (from
// the same parameter list `viewc params` prints), the view tree (the lines `viewc dump tree`
// prints, each with the view's bounds mapped into canvas space) and, on request, UIKit hit
// testing (the chain and lines `viewc hit` prints, ViewcDriver/Inspection.swift). The page
// only displays this; it holds no drawing logic (STYLE.md, habit 14).

import CairoBackend
import DrawIR
import FoundationEssentials
import Glibc
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver

/// One diagnostic as the page shows it.
public struct DiagnosticEntry: Codable, Equatable, Sendable {
    public var severity: String
    /// `file:line:col: error: message`.
    public var headline: String
    /// The headline, the source line, the caret line and any notes, as the terminal shows it.
    public var rendered: String
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var message: String

    init(_ d: Diagnostic) {
        severity = d.severity.rawValue
        headline = d.headline
        rendered = d.rendered
        message = d.message
        if let f = d.range.file {
            let (l, c) = f.lineColumn(d.range.start)
            file = f.path; line = l; column = c
        }
    }

    init(failure: String) {
        severity = "error"; headline = "viewc: error: \(failure)"; rendered = headline + "\n"; message = failure
    }
}

/// One value `viewc params` lists, as an inspector control.
public struct ParamControl: Codable, Equatable, Sendable {
    /// `name` or `Component.name`, as -D takes it.
    public var name: String
    /// The .view type: Number, Bool, String, Color, Symbol, …
    public var type: String
    /// number (slider and field), bool (toggle), color (picker), string (text field),
    /// menu (one of `choices`), expression (a .view expression in a text field).
    public var control: String
    /// The default as .view text (`viewc params` prints the same).
    public var defaultText: String
    /// The value in force, as the control shows it: a number, a bool, a string, a colour as
    /// #rrggbb, a symbol's name without the dot, or expression text.
    public var value: ControlValue
    /// True when -D or the inspector sets it (not the default).
    public var isSet: Bool
    public var isInspectable: Bool
    /// For menus: the symbols to choose from, without the dot.
    public var choices: [String]?
    /// For numbers: the slider's range and step (the number field takes any value).
    public var min: Double?
    public var max: Double?
    public var step: Double?
}

/// A control's value in JSON: a number, a bool or a string.
public enum ControlValue: Codable, Equatable, Sendable {
    case number(Double), bool(Bool), string(String)

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else { self = .string(try c.decode(String.self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .number(let n): try c.encode(n)
        case .bool(let b): try c.encode(b)
        case .string(let s): try c.encode(s)
        }
    }
}

/// One view of the tree, as the side panel lists it.
public struct TreeEntry: Codable, Equatable, Sendable {
    /// The index path from the root, "0", "0.2", "0.2.1": stable while the file's structure is.
    public var id: String
    public var depth: Int
    public var kind: String
    /// accessibilityIdentifier, when the view has one.
    public var identifier: String?
    /// `viewc dump tree`'s text for the view (`<kind; frame = …; …>`).
    public var description: String
    /// Where the view is written (`line:col`).
    public var at: String
    /// The view's bounds' four corners in canvas coordinates (top-left, top-right,
    /// bottom-right, bottom-left of the bounds): its transformed outline, not the frame.
    public var outline: [Double]
    /// UIView.frame in the superview, and that frame's box in canvas coordinates.
    public var frameInCanvas: [Double]
    /// The kinds of its gesture recognizers (tap, pan, pinch, rotation, swipe), if it has any.
    public var gestures: [String]?
    /// For a component instance the main file places: `Name@line:col`, where it is written,
    /// and its parameters as inspector controls, each showing this instance's value and
    /// named `Name@line:col.param`, so that setting one changes the instances written there alone.
    public var instance: String?
    public var params: [ParamControl]?
}

/// The result of one compile, as sent to the page.
public struct PreviewRender: Codable, Sendable {
    public var ok: Bool
    /// The SVG (absent when the compile failed: the page keeps the last good one).
    public var svg: String?
    public var width: Double?
    public var height: Double?
    public var diagnostics: [DiagnosticEntry]
    public var params: [ParamControl]?
    public var tree: [TreeEntry]?
    /// The -D flags in force (command line and inspector), each `name=value`.
    public var defines: [String]
    /// Those flags as a shell command line would take them.
    public var flags: String
    /// The page shown (1-based) and how many the document has.
    public var page: Int = 1
    public var pageCount: Int = 1
    /// How many gesture actions this compile ran.
    public var actions: Int = 0

    /// The inspector control named `name`: a file's parameter, or a placed instance's.
    func control(named name: String) -> ParamControl? {
        params?.first { $0.name == name } ?? tree?.lazy.compactMap { $0.params?.first { $0.name == name } }.first
    }
}

/// What a hit test at a point found, deepest view first.
public struct HitResult: Codable, Equatable, Sendable {
    public var x: Double
    public var y: Double
    /// Tree entry ids of the responder chain, deepest first; empty when nothing is hit.
    public var chain: [String]
    /// `viewc hit`'s lines for the same point.
    public var lines: [String]
}

/// One compile of the previewed file, kept for hit testing and exports.
public final class PreviewCompile: @unchecked Sendable {
    public let render: PreviewRender
    public let document: Document?
    public let ir: IRDocument?
    public let inputs: [String]
    /// The compile and the pipeline that made it, for exports: a PNG at another scale is
    /// rendered as the command line renders it (a drawing that reads contentScaleFactor is
    /// evaluated again at that scale).
    public internal(set) var compilation: Compilation?
    public internal(set) var pipeline: Pipeline?
    /// Tree ids by view identity, for hit testing, and each view's canvas → bounds transform.
    let ids: [ObjectIdentifier: String]
    var fromCanvas: [ObjectIdentifier: Transform] = [:]

    init(render: PreviewRender, document: Document?, ir: IRDocument?, inputs: [String], ids: [ObjectIdentifier: String]) {
        self.render = render; self.document = document; self.ir = ir; self.inputs = inputs; self.ids = ids
    }

    /// The root of the page shown.
    var root: ViewNode? {
        guard let pages = document?.pages, !pages.isEmpty else { return nil }
        return pages[min(max(render.page, 1), pages.count) - 1].root
    }

    /// The gesture recognizers a touch at a canvas point is offered (GestureCandidate.chain),
    /// the views named by their tree ids.
    public func candidates(x: Double, y: Double) -> [GestureCandidate] {
        guard let root, x.isFinite, y.isFinite else { return [] }
        return GestureCandidate.chain(root, at: Point(x, y), id: { ids[ObjectIdentifier($0)] },
                                      fromCanvas: { fromCanvas[ObjectIdentifier($0)] ?? .identity })
    }

    /// UIKit hit testing at a point in canvas coordinates, on the page shown.
    public func hit(x: Double, y: Double) -> HitResult {
        guard let root, x.isFinite, y.isFinite else {
            return HitResult(x: x, y: y, chain: [], lines: [])
        }
        let chain = Driver.hitChain(root, Point(x, y))
        return HitResult(x: x, y: y, chain: chain.compactMap { ids[ObjectIdentifier($0.view)] }, lines: chain.map(\.line))
    }
}

public enum PreviewModel {
    /// Compiles `file` with `options` (whose defines include the inspector's, and whose
    /// interaction carries the live instances and the gestures to run) and renders page
    /// `page` (1-based; the last when there are fewer) to SVG.
    public static func compile(file: String, options: EvalOptions, page: Int = 1) -> PreviewCompile {
        compile(CompileOptions(input: file, eval: options), page: page)
    }

    /// Compiles `options.input` through the compile pipeline (ViewcDriver/Pipeline.swift's
    /// `make`) with `options`, and renders page `page` to SVG, keeping the view tree.
    public static func compile(_ compileOptions: CompileOptions, page: Int = 1) -> PreviewCompile {
        var shown = compileOptions
        shown.page = page
        shown.eval.recordsInstances = true
        // A warning is shown as one, over a drawing still drawn: the page is for looking.
        shown.diagnostics.warningsAsErrors = false
        let pipeline = Pipeline(shown, report: { _ in }), options = compileOptions.eval, file = compileOptions.input
        let defines = options.defines.map { "\($0.name)=\($0.value)" }
        let flags = defines.map { "-D " + shellQuote($0) }.joined(separator: " ")
        func failed(_ diags: [DiagnosticEntry], _ inputs: [String]) -> PreviewCompile {
            PreviewCompile(render: PreviewRender(ok: false, diagnostics: diags, defines: defines, flags: flags),
                           document: nil, ir: nil, inputs: inputs, ids: [:])
        }
        let main = URL(fileURLWithPath: file).standardizedFileURL.path
        // The page shown (the last when there are fewer); a document of no pages shows none.
        let wanted = page
        var products = Products(formats: [.svg]) { ir, _ in
            guard !ir.pages.isEmpty else { throw DiagnosticList([]) }
            return [PlannedOutput(path: "-", format: .svg, scale: 1, page: min(max(wanted, 1), ir.pages.count))]
        }
        products.keepsCompilation = true
        let made = (try? pipeline.make(products)) ?? Product()
        let inputs = made.inputs.isEmpty ? [main] : made.inputs
        let diags = made.diagnostics.map(DiagnosticEntry.init)
        guard !made.failed, let c = made.compilation, let doc = c.document, let ir = made.ir, let svg = made.rendered.first?.bytes else {
            return failed(diags, inputs)
        }
        let pageNumber = min(max(page, 1), doc.pages.count)
        let page = doc.pages[pageNumber - 1]
        var ids: [ObjectIdentifier: String] = [:]
        var fromCanvas: [ObjectIdentifier: Transform] = [:]
        var tree = treeEntries(page.root, ids: &ids, fromCanvas: &fromCanvas)
        let rows = Dictionary(tree.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        for i in c.instances {
            guard let id = ids[ObjectIdentifier(i.node)], let k = rows[id] else { continue }
            tree[k].instance = i.key
            tree[k].params = controls(i.parameters, defines: options.defines)
        }
        let params = controls(c.parameters, defines: options.defines)
        var render = PreviewRender(ok: true, svg: String(decoding: svg, as: UTF8.self), width: page.size.width,
                                   height: page.size.height, diagnostics: diags, params: params, tree: tree,
                                   defines: defines, flags: flags)
        render.page = pageNumber
        render.pageCount = doc.pages.count
        render.actions = options.interaction?.actionsRun ?? 0
        let compiled = PreviewCompile(render: render, document: doc, ir: ir, inputs: inputs, ids: ids)
        compiled.fromCanvas = fromCanvas
        compiled.compilation = c
        compiled.pipeline = pipeline
        return compiled
    }

    // MARK: The tree

    /// The tree depth first, as `dump tree` lists it, each view's outline in canvas space.
    static func treeEntries(_ root: ViewNode, ids: inout [ObjectIdentifier: String],
                            fromCanvas: inout [ObjectIdentifier: Transform]) -> [TreeEntry] {
        var out: [TreeEntry] = []
        func visit(_ v: ViewNode, _ id: String, _ depth: Int, _ toCanvas: Transform) {
            ids[ObjectIdentifier(v)] = id
            fromCanvas[ObjectIdentifier(v)] = toCanvas.inverted()
            let b = v.bounds
            let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)]
                .map { $0.applying(toCanvas) }
            // The frame lives in the superview's space: map its box with the superview's transform.
            let parentToCanvas = v.toSuperview.inverted().map { $0.concatenating(toCanvas) } ?? toCanvas
            let f = v.frame
            let frameCorners = [Point(f.minX, f.minY), Point(f.maxX, f.minY), Point(f.maxX, f.maxY), Point(f.minX, f.maxY)]
                .map { $0.applying(parentToCanvas) }
            out.append(TreeEntry(id: id, depth: depth, kind: v.kind, identifier: v.identifier, description: TreeDumper.describe(v),
                                 at: v.range.shortDescription,
                                 outline: corners.flatMap { [$0.x, $0.y] },
                                 frameInCanvas: frameCorners.flatMap { [$0.x, $0.y] },
                                 gestures: v.gestureRecognizers.isEmpty ? nil : v.gestureRecognizers.map(\.kind.short)))
            for (i, s) in v.subviews.enumerated() {
                // A subview's point → this view's bounds (center, transform, bounds origin);
                // subviews keep their frames whatever the contentMode.
                visit(s, "\(id).\(i)", depth + 1, s.toSuperview.concatenating(toCanvas))
            }
        }
        visit(root, "0", 0, root.toSuperview)
        return out
    }

    // MARK: The inspector

    /// Every parameter as a control, with the value -D gives it (the last -D of a name wins,
    /// as in the evaluator).
    static func controls(_ params: [FileParameter], defines: [(name: String, value: String)]) -> [ParamControl] {
        params.map { p in
            let given = defines.last(where: { $0.name == p.name })?.value
            let text = given ?? p.defaultValue
            var c = ParamControl(name: p.name, type: p.type.rawValue, control: "expression", defaultText: p.defaultValue,
                                 value: .string(text), isSet: given != nil, isInspectable: p.isInspectable)
            switch p.type {
            case .number:
                c.control = "number"
                let d = Double(p.defaultValue.trimmingBlanks()) ?? 0
                let v = Double(text.trimmingBlanks())
                if let v, v.isFinite { c.value = .number(v) }
                let range = sliderRange(d)
                c.min = range.min; c.max = range.max; c.step = range.step
            case .bool:
                c.control = "bool"
                if text == "true" || text == "false" { c.value = .bool(text == "true") }
            case .string:
                c.control = "string"
                // The default is the value's own text in quotes; a -D value is a literal.
                c.value = .string(given.map(decodeLiteral) ?? unquote(text))
            case .color:
                c.control = "color"
            case .symbol:
                let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
                let defaultName = p.defaultValue.hasPrefix(".") ? String(p.defaultValue.dropFirst()) : p.defaultValue
                let choices = p.cases ?? symbolChoices(defaultName)
                if !choices.isEmpty {
                    c.control = "menu"
                    c.choices = choices
                    c.value = .string(name)
                }
            default:
                break
            }
            return c
        }
    }

    /// A slider's range for a number whose default is `d`: from 0 to twice the default (so
    /// the default sits in the middle; mirrored for a negative default), -1…1 for a zero
    /// default. Whole defaults of 2 or more step by 1, others in 200 steps. The number field
    /// beside the slider takes any value, and the page widens the slider to hold it.
    static func sliderRange(_ d: Double) -> (min: Double, max: Double, step: Double) {
        if d == 0 || !d.isFinite { return (-1, 1, 0.01) }
        let lo = Swift.min(0, 2 * d), hi = Swift.max(0, 2 * d)
        let step = abs(d) >= 2 && d == d.rounded() ? 1 : (hi - lo) / 200
        return (lo, hi, step)
    }

    /// The symbols of the families `name` belongs to (content modes, line caps and joins,
    /// blend modes, text alignments, font weights), in their declaration order; empty when
    /// the symbol is in none. With enums in the language, these come from the enum.
    static func symbolChoices(_ name: String) -> [String] {
        let families: [[String]] = [
            ContentMode.allCases.map(\.rawValue),
            LineCap.allCases.map(\.rawValue),
            LineJoin.allCases.map(\.rawValue),
            BlendMode.allCases.map(\.rawValue),
            TextAlignment.allCases.map(\.rawValue),
            FontWeight.allCases.map(\.rawValue),
        ]
        var out: [String] = []
        for f in families where f.contains(name) {
            for s in f where !out.contains(s) { out.append(s) }
        }
        return out
    }

    /// A string's value from its .view text (`"♣"` → ♣).
    static func unquote(_ s: String) -> String {
        guard s.count >= 2, s.hasPrefix("\""), s.hasSuffix("\"") else { return s }
        return String(s.dropFirst().dropLast())
    }

    /// A .view string literal's value (`"a \"b\""` → a "b"); text that is not one literal
    /// (an expression such as `"a" + b`) is shown as written.
    static func decodeLiteral(_ s: String) -> String {
        let t = s.trimmingBlanks()
        guard t.count >= 2, t.hasPrefix("\""), t.hasSuffix("\"") else { return s }
        var out = ""
        var it = t.dropFirst().dropLast().unicodeScalars.makeIterator()
        while let c = it.next() {
            if c == "\"" { return s }  // an unescaped quote: more than one literal
            guard c == "\\" else { out.unicodeScalars.append(c); continue }
            switch it.next() {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "\"": out += "\""
            case "\\": out += "\\"
            default: return s
            }
        }
        return out
    }

    /// The .view text -D takes for a control's value, or nil when the value does not fit the
    /// type (the page sends what its control holds; anything else is refused here).
    public static func defineText(type: String, value: ControlValue) -> String? {
        switch (type, value) {
        case ("Number", .number(let n)) where n.isFinite: return formatNumber(n)
        case ("Number", .string(let s)):
            guard let n = Double(s.trimmingBlanks()), n.isFinite else { return nil }
            return formatNumber(n)
        case ("Bool", .bool(let b)): return b ? "true" : "false"
        case ("String", .string(let s)): return DumpText.quote(s)
        case ("Color", .string(let s)):
            let hex = s.dropFirst()
            guard s.hasPrefix("#"), [6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit) else { return nil }
            return s.lowercased()
        case ("Symbol", .string(let s)):
            let name = s.hasPrefix(".") ? String(s.dropFirst()) : s
            guard let f = name.first, f.isLetter || f == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return "." + name
        case ("Number", _), ("Bool", _), ("String", _), ("Color", _), ("Symbol", _):
            return nil
        case (_, .string(let s)):
            // Any other type: .view expression text, checked by the evaluator like a -D.
            return s.trimmingBlanksAndLineBreaks().isEmpty ? nil : s
        default:
            return nil
        }
    }

    /// For tests: the slider range and the menu of a default.
    public static func controlsForTesting(default d: Double) -> (Double, Double, Double) { sliderRange(d) }
    public static func choicesForTesting(_ name: String) -> [String] { symbolChoices(name) }

    /// A word as a POSIX shell reads it back: bare when it is plain, else in single quotes.
    public static func shellQuote(_ s: String) -> String {
        let plain = s.unicodeScalars.allSatisfy { c in
            (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c))) || "-_=.,/:+@%#".unicodeScalars.contains(c)
        }
        if plain, !s.isEmpty, !s.hasPrefix("#") { return s }
        return "'" + s.replacingAll("'", with: "'\\''") + "'"
    }
}
