// Labels and fonts: `label { text: "Hi"; font: .headline; sizeToFit() }` is a UILabel.
//
// Text is measured while the tree is evaluated (sizeToFit) by a TextLayoutEngine the caller
// injects (ViewcDriver gives pango's, from CairoBackend), so this module needs no text library;
// the backend draws the text with the same layout code, so what was measured is what is drawn.
//
// The label's text and settings go on the ViewNode (`label`); lowering turns them into one IR
// text op in the label's bounds.

import Foundation
import ViewGeometry
import ViewSyntax

/// What a `label { … }` shows: UILabel's text properties.
public struct LabelContent: Sendable, Equatable {
    public var text = ""
    public var font = Font.labelDefault
    /// UILabel's default, UIColor.label (black in the light appearance).
    public var textColor = Color(white: 0)
    public var textAlignment: TextAlignment = .natural
    /// 1 by default; 0 means no limit (wrapping at the label's width).
    public var numberOfLines = 1
    public init() {}
}

typealias LabelSetter = (inout LabelContent, Value) -> Void

/// The label's own properties: type, and how each sets the label. Values are checked by
/// `checkLabelValue` first (the static type check runs the same checks).
let labelProperties: [String: (ValueType, LabelSetter)] = [
    "text": (.string, { l, v in if case .string(let s) = v { l.text = s } }),
    "font": (.font, { l, v in if case .font(let f) = v { l.font = f } }),
    "textColor": (.color, { l, v in if case .color(let c) = v { l.textColor = c } }),
    "textAlignment": (.symbol, { l, v in if case .symbol(let s) = v, let a = TextAlignment(rawValue: s) { l.textAlignment = a } }),
    "numberOfLines": (.number, { l, v in l.numberOfLines = Int(v.num) }),
]

/// Font weights by their UIFont.Weight names.
let fontWeightNames = FontWeight.allCases.map(\.rawValue)

/// Checks a value for a label property: its type, and the symbols and numbers it may be.
func checkLabelValue(_ name: String, _ v: Value, _ vr: SourceRange) throws {
    guard let (type, _) = labelProperties[name] else { return }
    if name == "font", case .symbol(let s) = v {
        throw unknownTextStyle(s, vr)
    }
    guard v.type == type else {
        throw Diagnostic.error("'\(name)' is \(article(type)), not \(article(v))", at: vr)
    }
    switch (name, v) {
    case ("textAlignment", .symbol(let s)) where TextAlignment(rawValue: s) == nil:
        let all = TextAlignment.allCases.map(\.rawValue)
        let hint = suggest(s, all).map { "; did you mean '.\($0)'?" } ?? ""
        throw Diagnostic.error("unknown text alignment '.\(s)'\(hint) (NSTextAlignment: \(all.map { "." + $0 }.joined(separator: ", ")))", at: vr)
    case ("numberOfLines", .number(let x)):
        if x < 0 { throw Diagnostic.error("'numberOfLines' must not be negative, not \(formatNumber(x)) (0 means no limit)", at: vr) }
        if x != x.rounded() { throw Diagnostic.error("'numberOfLines' is a whole number, not \(formatNumber(x))", at: vr) }
        if x > 100_000 { throw Diagnostic.error("'numberOfLines' is at most 100000, not \(formatNumber(x)) (0 means no limit)", at: vr) }
    default: break
    }
}

func unknownTextStyle(_ s: String, _ r: SourceRange) -> Diagnostic {
    let names = Font.textStyles.map(\.name)
    let hint = suggest(s, names).map { "; did you mean '.\($0)'?" } ?? ""
    return Diagnostic.error("unknown text style '.\(s)'\(hint) (UIFont.TextStyle: \(names.map { "." + $0 }.joined(separator: ", ")))", at: r)
}

func checkFontSize(_ v: Value, _ r: SourceRange) throws -> Double {
    let x = v.num
    guard x > 0 && x <= 10_000 else {
        throw Diagnostic.error("a font size is more than 0 and at most 10000 points, not \(formatNumber(x))", at: r)
    }
    return x
}

func fontWeight(_ v: Value, _ r: SourceRange) throws -> FontWeight {
    guard case .symbol(let s) = v else { throw Diagnostic.error("a font weight is a symbol such as .bold, not \(article(v))", at: r) }
    guard let w = FontWeight(rawValue: s) else {
        let hint = suggest(s, fontWeightNames).map { "; did you mean '.\($0)'?" } ?? ""
        throw Diagnostic.error("unknown font weight '.\(s)'\(hint) (UIFont.Weight: \(fontWeightNames.map { "." + $0 }.joined(separator: ", ")))", at: r)
    }
    return w
}

/// `Font(name: "DejaVu Serif", size: 14)`, as UIFont(name:size:); an optional weight.
let fontFunctions: [String: [(Signature, Evaluator.Fn)]] = [
    "Font": [(Signature([Param("name", .string), Param("size", N), Param("weight", .symbol, .symbol("regular"))]), { a, r in
        guard case .string(let family) = a[0], !family.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw Diagnostic.error("a font family name cannot be empty", at: r)
        }
        return .font(Font(family: family, size: try checkFontSize(a[1], r), weight: try fontWeight(a[2], r)))
    })],
]

extension Evaluator {
    /// `.body`, `.headline`: a text style's font; any other `.name` is a symbol.
    /// (Functions of their own, not inlined: `eval` recurses deeply and keeps a small frame.)
    @inline(never)
    func implicitFontOrSymbol(_ name: String) -> Value {
        if let f = Font.textStyle(name) { return .font(f) }
        return .symbol(name)
    }

    /// Whether `base` names the font type (`Font.system(…)`, `UIFont.systemFont(…)`).
    @inline(never)
    static func isFontType(_ base: Expr, _ scope: Scope) -> Bool {
        guard case .identifier(let n, _) = base, n == "Font" || n == "UIFont" else { return false }
        return scope.lookup(n) == nil
    }

    /// `Font.body`, `UIFont.headline`: a text style's font.
    func fontStaticMember(_ name: String, _ nr: SourceRange) throws -> Value {
        if let f = Font.textStyle(name) { return .font(f) }
        if ["system", "systemFont", "boldSystemFont", "preferredFont"].contains(name) {
            throw Diagnostic.error("'\(name)' is a function of Font; call it with '(…)'", at: nr)
        }
        throw unknownTextStyle(name, nr)
    }

    /// `Font.system(size:weight:)`, `UIFont.systemFont(ofSize:weight:)`,
    /// `UIFont.boldSystemFont(ofSize:)`, `UIFont.preferredFont(forTextStyle:)`; nil when `type`
    /// is not a font type.
    @inline(never)
    func staticMethod(_ base: Expr, _ name: String, _ nr: SourceRange, _ args: [ArgValue], _ r: SourceRange) throws -> Value {
        guard case .identifier(let type, _) = base else { throw Poisoned() }
        let weightDefault = Value.symbol("regular")
        var forms: [(Signature, Fn)] = []
        // Arguments that point at themselves in errors.
        func arg(_ label: String) -> SourceRange { args.first(where: { $0.label == label })?.range ?? r }
        switch name {
        case "system":
            forms = [(Signature([Param("size", N), Param("weight", .symbol, weightDefault)]), { a, _ in
                .font(Font(family: nil, size: try checkFontSize(a[0], arg("size")), weight: try fontWeight(a[1], arg("weight"))))
            })]
        case "systemFont":
            forms = [(Signature([Param("ofSize", N), Param("weight", .symbol, weightDefault)]), { a, _ in
                .font(Font(family: nil, size: try checkFontSize(a[0], arg("ofSize")), weight: try fontWeight(a[1], arg("weight"))))
            })]
        case "boldSystemFont":
            forms = [(Signature([Param("ofSize", N)]), { a, _ in
                .font(Font(family: nil, size: try checkFontSize(a[0], arg("ofSize")), weight: .bold))
            })]
        case "preferredFont":
            forms = [(Signature([Param("forTextStyle", .font)]), { a, _ in
                guard case .font(let f) = a[0], f.textStyle != nil else {
                    throw Diagnostic.error("'forTextStyle:' takes a text style such as .body", at: arg("forTextStyle"))
                }
                return a[0]
            })]
        default:
            if Font.textStyle(name) != nil {
                throw Diagnostic.error("'\(name)' is a text style, not a function; drop the '(…)'", at: nr)
            }
            let names = ["system", "systemFont", "boldSystemFont", "preferredFont"]
            let hint = suggest(name, names).map { "; did you mean '\($0)'?" } ?? ""
            throw Diagnostic.error("\(type) has no function '\(name)'\(hint)", at: nr)
        }
        // A weight is a name, checked even while types are checked (stand-ins keep names).
        if let w = args.first(where: { $0.label == "weight" }), case .symbol = w.value { _ = try fontWeight(w.value, w.range) }
        let (impl, vals) = try Overloads(forms).resolve(args, callRange: r, name: name)
        return try runBuiltin { try impl(vals, r) }
    }

    // MARK: the label block

    /// `label { … }`: a UILabel, placed in the view around it.
    func runLabel(_ kr: SourceRange, _ args: [Argument]?, _ body: [Stmt], _ r: SourceRange, _ scope: Scope,
                  _ parent: ViewNode, _ unit: FileUnit) throws {
        if args != nil { throw Diagnostic.error("a 'label' block takes no arguments; set its frame and text inside it", at: kr) }
        let node = ViewNode(kind: "label", range: r)
        node.label = LabelContent()
        // UILabel's defaults: it ignores touches and is not opaque.
        node.isUserInteractionEnabled = false
        node.isOpaque = false
        try nest(kr) { try runViewBody(node, body, scope, unit) }
        parent.subviews.append(node)
    }

    /// `text: …`, `font: …` and the other label properties of a label block.
    func setLabelProperty(_ node: ViewNode, _ name: String, _ nr: SourceRange, _ v: Value, _ vr: SourceRange) throws {
        guard var l = node.label, let (_, set) = labelProperties[name] else {
            throw Diagnostic.error("'\(name)' is a label property; set it inside a 'label { … }' block", at: nr)
        }
        try checkLabelValue(name, v, vr)
        if case .font(let f) = v, let family = f.family, let engine = textLayout {
            let installed = engine.fontFamilies
            if !installed.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) {
                let hint = suggest(family, installed).map { "; did you mean '\($0)'?" } ?? " (fc-list lists the installed fonts)"
                throw Diagnostic.error("no installed font family is named '\(family)'\(hint)", at: vr)
            }
        }
        set(&l, v)
        node.label = l
    }

    /// `sizeToFit()` in a label: bounds.size becomes the measured size of the text, rounded up
    /// to whole points, and the top-left corner stays where it was (UIView.sizeToFit keeps the
    /// frame's origin). As UILabel.sizeThatFits: one line is as wide as its text; with
    /// numberOfLines 0 or above 1, the text wraps at the label's current width (if it has one)
    /// and only the first numberOfLines lines count.
    /// (Not inlined: the statement runner recurses deeply, and keeps a small frame.)
    @inline(never)
    func sizeToFit(_ target: Target, _ nr: SourceRange, _ argExprs: [Argument], _ scope: Scope, _ r: SourceRange) throws {
        let args = try callArgs(argExprs, scope)
        guard case .view(let node, _, _) = target, let l = node.label else {
            throw Diagnostic.error("'sizeToFit()' sizes a label to its text; call it inside a 'label { … }' block, not \(target.placeName)", at: nr)
        }
        if let a = args.first { throw Diagnostic.error("'sizeToFit()' takes no arguments", at: a.range) }
        guard let engine = textLayout else {
            throw Diagnostic.error("'sizeToFit()' needs to measure text, and this compile has no text layout engine", at: nr)
        }
        var fitted = Size.zero
        if !l.text.isEmpty {
            let width: Double? = l.numberOfLines == 1 || node.bounds.width <= 0 ? nil : node.bounds.width
            let m = engine.measure(l.text, font: l.font, width: width, lines: l.numberOfLines)
            fitted = Size(m.width.rounded(.up), m.height.rounded(.up))
        }
        // The top-left corner of the bounds keeps its place in the superview, whatever the
        // transform: center moves by the transformed half of the change in size.
        let old = node.bounds.size
        let half = Point((fitted.width - old.width) / 2, (fitted.height - old.height) / 2)
        let t = node.transform
        node.center = Point(node.center.x + t.a * half.x + t.c * half.y, node.center.y + t.b * half.x + t.d * half.y)
        node.bounds.size = fitted
    }
}

extension TreeDumper {
    /// A label's text and what differs from UILabel's defaults, for `dump tree`.
    static func labelParts(_ l: LabelContent) -> [String] {
        var parts = ["text = \(ASTDumper.quote(l.text))", "font = \(l.font.description)"]
        if l.textColor != Color(white: 0) { parts.append("textColor = \(l.textColor.hexString)") }
        if l.textAlignment != .natural { parts.append("textAlignment = \(l.textAlignment.rawValue)") }
        if l.numberOfLines != 1 { parts.append("numberOfLines = \(l.numberOfLines)") }
        return parts
    }
}

extension ViewNode {
    /// A `label { … }` (a getter of its own: reading `label` inline copies the whole content).
    var isLabel: Bool { label != nil }
}
