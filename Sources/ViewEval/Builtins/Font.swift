// Font (UIFont): the text styles (`.body`, `Font.headline`, `UIFont.title1`), the system font
// (`Font.system(size:weight:)`, `UIFont.systemFont(ofSize:weight:)`,
// `UIFont.boldSystemFont(ofSize:)`, `UIFont.preferredFont(forTextStyle:)`) and fonts by name
// (`Font(name:size:weight:)`: an installed family, a font file beside the .view file, or a font
// iOS ships drawn with its clone — IOSFonts.swift —, checked with the text engine that will
// draw it).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let font = BuiltinType(
        type: .font,
        typeNames: ["Font", "UIFont"],
        swiftNames: ["UIFont"],
        constructors: ["Font": [
            Fonts.named,
        ],
        "UIFont": [Fonts.named],
        // Swift code's `UIFont(name:size:)`, failable (the checker calls it by this name, which
        // no code can write).
        "UIFont?": [Fonts.namedOrNil],
        "UIFontMetrics": [
            FunctionForm([Param("forTextStyle", .font)], .object(.fontMetrics)) { a in
                .boxed(FontMetrics(style: try Fonts.style(a[0], a.argRange(label: "forTextStyle"))))
            },
        ]],
        members: [
            ("pointSize", Member(.number) { v in guard case .font(let f) = v else { return .number(0) }; return .number(f.size) }),
            ("familyName", Member(.string) { v in guard case .font(let f) = v else { return .string("") }; return .string(f.resolvedFamily) }),
            ("lineHeight", Fonts.metric(\.lineHeight)), ("ascender", Fonts.metric(\.ascender)),
            ("descender", Fonts.metric(\.descender)), ("leading", Fonts.metric(\.leading)),
            ("capHeight", Fonts.metric(\.capHeight)), ("xHeight", Fonts.metric(\.xHeight)),
        ],
        methods: [
            "withSize": [MethodForm([Param(nil, N)], .font) { v, a in
                guard case .font(var f) = v else { return v }
                f.size = try Fonts.size(a[0], a.argRange(0))
                f.textStyle = nil; f.scaledStyle = nil; f.baseSize = nil
                return .font(f)
            }],
            // UIFont.withTraits(_:), as UIKit code writes it over UIFontDescriptor.withSymbolicTraits.
            "withTraits": [
                MethodForm([Param(nil, .symbol)], .font) { v, a in try Fonts.withTraits(v, [(a[0], a.argRange(0))]) },
                MethodForm([Param(nil, .symbol), Param(nil, .symbol)], .font) { v, a in
                    try Fonts.withTraits(v, [(a[0], a.argRange(0)), (a[1], a.argRange(1))]) },
            ],
        ],
        staticMember: { name, nr in
            if let f = Font.textStyle(name) { return .font(f) }
            if let size = Fonts.classSizes[name] { return .number(size) }
            // UIFont.familyNames: the families iOS ships (IOSFonts), each drawn here by its clone
            // or the system font.
            if name == "familyNames" { return .list(IOSFonts.families.map { .string($0.family) }) }
            if Fonts.functions.contains(name) {
                throw Diagnostic.error("'\(name)' is a function of Font; call it with '(…)'", at: nr)
            }
            // A name no text style is close to is no text style at all: UIFont has no such member.
            if didYouMean(name, Font.textStyles.map(\.name), at: nr, prefix: ".").text.isEmpty {
                throw Diagnostic.error("UIFont has no member '\(name)' here (its text styles, the standard sizes such as 'systemFontSize', and 'familyNames'; 'fontNames(forFamilyName:)' is outside the supported Swift subset: iOS's PostScript names are not all known here)", at: nr)
            }
            throw Fonts.unknownTextStyle(name, nr)
        })

    /// `Font.system(…)` and the other functions written on the font type.
    static let fontFunctions: [String: [FunctionForm]] = [
        "system": [FunctionForm([Param("size", N), Param("weight", nil, .symbol("regular")), Param("italic", .bool, .bool(false))], .font) { a in
            .font(Font(family: nil, size: try Fonts.size(a[0], a.argRange(label: "size")), weight: try Fonts.weight(a[1], a.argRange(label: "weight")), italic: a[2].bool))
        }],
        "italicSystemFont": [FunctionForm([Param("ofSize", N)], .font) { a in
            .font(Font(family: nil, size: try Fonts.size(a[0], a.argRange(label: "ofSize")), italic: true))
        }],
        "systemFont": [FunctionForm([Param("ofSize", N), Param("weight", nil, .symbol("regular"))], .font) { a in
            .font(Font(family: nil, size: try Fonts.size(a[0], a.argRange(label: "ofSize")), weight: try Fonts.weight(a[1], a.argRange(label: "weight"))))
        }],
        // The system font with digits of one width: DejaVu Sans, the system font's stand-in,
        // has them in every face already.
        "monospacedDigitSystemFont": [FunctionForm([Param("ofSize", N), Param("weight", nil)], .font) { a in
            .font(Font(family: nil, size: try Fonts.size(a[0], a.argRange(label: "ofSize")), weight: try Fonts.weight(a[1], a.argRange(label: "weight"))))
        }],
        // SF Mono's stand-in: DejaVu Sans Mono, as the system font's is DejaVu Sans.
        "monospacedSystemFont": [FunctionForm([Param("ofSize", N), Param("weight", nil)], .font) { a in
            .font(Font(family: "DejaVu Sans Mono", size: try Fonts.size(a[0], a.argRange(label: "ofSize")), weight: try Fonts.weight(a[1], a.argRange(label: "weight"))))
        }],
        "boldSystemFont": [FunctionForm([Param("ofSize", N)], .font) { a in
            .font(Font(family: nil, size: try Fonts.size(a[0], a.argRange(label: "ofSize")), weight: .bold))
        }],
        "preferredFont": [FunctionForm([Param("forTextStyle", .font)], .font) { a in
            guard case .font(let f) = a[0], f.textStyle != nil else {
                throw Diagnostic.error("'forTextStyle:' takes a text style such as .body", at: a.argRange(label: "forTextStyle"))
            }
            // The style's font at the compile's content size category.
            return .font(f.resolved(for: a.run.options.contentSizeCategory))
        }],
    ]

    /// UIFontMetrics (Dynamic Type for fonts that are not text styles): `UIFontMetrics(forTextStyle:)`,
    /// `UIFontMetrics.default` (the body style's), `scaledFont(for:)`, `scaledFont(for:maximumPointSize:)`
    /// and `scaledValue(for:)`, at the compile's content size category (--content-size-category).
    static let fontMetrics = BuiltinType(
        type: .fontMetrics,
        typeNames: ["UIFontMetrics"],
        swiftNames: ["UIFontMetrics"],
        methods: [
            "scaledFont": [
                MethodForm([Param("for", .font)], .font) { v, a in try Fonts.scaledFont(v, a[0], maximum: nil, a) },
                MethodForm([Param("for", .font), Param("maximumPointSize", N)], .font) { v, a in
                    try Fonts.scaledFont(v, a[0], maximum: a.num(1), a) },
            ],
            "scaledValue": [MethodForm([Param("for", N)], .number) { v, a in
                guard let style = v.ref(FontMetrics.self)?.value.style else { return a[0] }
                return .number(Font.scaled(a.num(0), style: style, category: a.run.options.contentSizeCategory))
            }],
        ],
        staticMember: { name, nr in
            if name == "default" { return .boxed(FontMetrics(style: "body")) }
            throw Diagnostic.error("'UIFontMetrics' has no member '\(name)'; write UIFontMetrics.default or UIFontMetrics(forTextStyle: .body)", at: nr)
        })

    /// UITraitCollection, as a view's `traitCollection` reads it: the compile's content size
    /// category (`preferredContentSizeCategory`, a symbol such as `.large`), its scale
    /// (`displayScale`, the view's contentScaleFactor), and an iPhone's in portrait in the
    /// light appearance: `userInterfaceStyle` `.light`, `horizontalSizeClass` `.compact`,
    /// `verticalSizeClass` `.regular`, `layoutDirection` `.leftToRight`, `userInterfaceIdiom`
    /// `.phone` (as UIDevice.current's).
    static let traitCollection = BuiltinType(
        type: .traitCollection,
        swiftNames: ["UITraitCollection"],
        // `UITraitCollection()`: the drawing's traits (what a dynamic color is resolved with).
        constructors: ["UITraitCollection": [FunctionForm([], .object(.traitCollection)) { a in
            .boxed(TraitCollection(preferredContentSizeCategory: a.run.options.contentSizeCategory)) }]],
        members: [
            ("preferredContentSizeCategory", Member(.symbol("")) { v in
                guard let t = v.ref(TraitCollection.self) else { return .symbol("large") }
                return .symbol(t.value.preferredContentSizeCategory.rawValue)
            }),
            ("displayScale", Member(.number) { _, run, _ in .number(run.options.contentScaleFactor) }),
            ("userInterfaceStyle", Member(.symbol("")) { _ in .symbol("light") }),
            ("horizontalSizeClass", Member(.symbol("")) { _ in .symbol("compact") }),
            ("verticalSizeClass", Member(.symbol("")) { _ in .symbol("regular") }),
            ("layoutDirection", Member(.symbol("")) { _ in .symbol("leftToRight") }),
            ("userInterfaceIdiom", Member(.symbol("")) { _ in .symbol("phone") }),
        ])
}

/// UIFontMetrics: the text style whose curve it scales by. A value: two with the same style
/// are equal.
struct FontMetrics: ObjectPayload, Equatable {
    let style: String
    static var type: ValueType { .fontMetrics }
    var description: String { "UIFontMetrics(forTextStyle: .\(style))" }
    static func same(_ a: Ref<FontMetrics>, _ b: Ref<FontMetrics>) -> Bool { a.value == b.value }
}

/// UITraitCollection: the compile's content size category. A value: two with the same
/// category are equal.
struct TraitCollection: ObjectPayload, Equatable {
    let preferredContentSizeCategory: ContentSizeCategory
    static var type: ValueType { .traitCollection }
    var description: String { "UITraitCollection(preferredContentSizeCategory: .\(preferredContentSizeCategory.rawValue))" }
    static func same(_ a: Ref<TraitCollection>, _ b: Ref<TraitCollection>) -> Bool { a.value == b.value }
}

/// Font names, sizes and weights, checked.
enum Fonts {
    /// A vertical metric of a font (`font.lineHeight`), as the text engine that draws it gives it.
    static func metric(_ field: KeyPath<FontLineMetrics, Double>) -> Member {
        Member(.number) { v, run, r in
            guard case .font(let f) = v else { return .number(0) }
            guard let engine = run.textLayout else {
                throw Diagnostic.error("a font's metrics need the text engine, and this compile has none", at: r)
            }
            return .number(engine.lineMetrics(f.resolved(for: run.options.contentSizeCategory))[keyPath: field])
        }
    }

    /// UIFont's class properties of the standard sizes on iOS (UIFont.labelFontSize …), in points.
    static let classSizes: [String: Double] = ["labelFontSize": 17, "buttonFontSize": 18, "systemFontSize": 14, "smallSystemFontSize": 12]

    /// `Font(name:size:)`, `UIFont(name:size:)`: an installed family, or a font file beside the
    /// .view file — `name.ttf`, `.otf` or `.ttc`, or the file named with its extension — read
    /// as images are (inside the folder the compile may read, listed in depfiles), its face
    /// the one whose PostScript or full name is `name` (else its first), or a font iOS ships,
    /// drawn with its metric-compatible clone or the system font, with a warning (IOSFonts.swift);
    /// any other name is an error (Swift code's failable `UIFont(name:size:)`: `namedOrNil`).
    static let namedParams = [Param("name", .string), Param("size", N), Param("weight", nil, .symbol("regular")), Param("italic", .bool, .bool(false))]
    static let named = FunctionForm(namedParams, .font) { a in
        if let f = try resolveNamed(a) { return .font(f) }
        let name = a[0].string
        throw Diagnostic.error("no installed font family is named '\(name)'\(hint(name, a)) (nor is there a font file '\(name).ttf', .otf or .ttc beside this file)", at: a.argRange(label: "name"))
    }

    /// `UIFont(name:size:)` in Swift code: UIKit's failable initializer, nil — with a warning —
    /// for a name that is neither installed, nor a font file beside the .view file, nor one
    /// iOS ships (an app's own font, which the app bundles: `UIFont(name: "Lato-Bold", size:
    /// 14) ?? .systemFont(ofSize: 14)` takes the system font, `label.font = …` leaves the
    /// label's default, and `!` stops as Swift's does).
    static let namedOrNil = FunctionForm(namedParams, .font) { a in
        let name = a[0].string
        if !name.trimmingBlanks().isEmpty, let f = try resolveNamed(a) { return .font(f) }
        let like = likeFamily(name, a).map { " (did you mean '\($0)'?)" } ?? ""
        a.run.report(Diagnostic(.warning, "UIFont(name: \"\(name)\", …) gives nil: neither an installed font nor one iOS ships has that name\(like), and there is no font file '\(name).ttf', .otf or .ttc beside this file (an app's own font: put its file there)", at: a.argRange(label: "name")))
        return .void
    }

    /// `; did you mean 'X'?` for a name like an installed or iOS family, else where to look.
    static func hint(_ name: String, _ a: Call) -> String {
        guard a.run.textLayout != nil else { return "" }
        return likeFamily(name, a).map { "; did you mean '\($0)'?" } ?? " (fc-list lists the installed fonts)"
    }

    /// An installed or iOS family whose name is close to `name`, if any.
    static func likeFamily(_ name: String, _ a: Call) -> String? {
        a.run.textLayout.flatMap { suggest(name, $0.fontFamilies + IOSFonts.families.map(\.family)) }
    }

    /// The font `Font(name:size:)` names: an installed family or face, a font file's face, or
    /// iOS's font drawn with its clone; nil when it is none of them.
    static func resolveNamed(_ a: Call) throws -> Font? {
        let name = a[0].string
        guard !name.trimmingBlanks().isEmpty else {
            throw Diagnostic.error("a font family name cannot be empty", at: a.range)
        }
        var font = Font(family: name, size: try Fonts.size(a[1], a.range), weight: try Fonts.weight(a[2], a.range), italic: a[3].bool)
        guard let engine = a.run.textLayout else { return font }
        if installed(name, engine) { return font }
        // A weight written other than regular stays; else the face's (or the name's) is taken.
        let weightWritten = a.writtenCount >= 3 && font.weight != .regular
        // An installed face by its PostScript or full name (UIFont(name: "Avenir-Heavy", …)),
        // or a font file's face.
        if let face = try engine.installedFace(named: name) ?? a.run.fontFileFace(name, engine, a.argRange(label: "name")) {
            font.family = face.family
            if !weightWritten { font.weight = face.fontWeight }
            font.italic = font.italic || face.italic
            return font
        }
        if let ios = IOSFonts.match(name) {
            if !weightWritten, let w = ios.weight { font.weight = w }
            font.italic = font.italic || ios.italic
            return substitute(ios, name, font, engine, a)
        }
        return nil
    }

    /// Whether fontconfig has a family of this name (without case).
    static func installed(_ family: String, _ engine: TextLayoutEngine) -> Bool {
        let f = family.lowercased()
        return engine.fontFamilies.contains { $0.lowercased() == f }
    }

    /// An iOS font that is not installed, in its clone when that is installed, else in the
    /// system font, at the weight and italic asked for; a warning at the name says which.
    static func substitute(_ ios: IOSFonts.Match, _ name: String, _ font: Font, _ engine: TextLayoutEngine, _ a: Call) -> Font {
        var font = font
        let traits = [font.weight == .regular ? nil : font.weight.rawValue, font.italic ? "italic" : nil].compactMap { $0 }
        let face = traits.isEmpty ? "" : " (\(traits.joined(separator: " ")))"
        let message: String
        if let clone = ios.clone, installed(clone.family, engine) {
            font.family = clone.family
            let own = clone.of == ios.family ? "" : " (\(ios.family) has no clone of its own)"
            message = "'\(name)' is not installed; using '\(clone.family)'\(face), metric-compatible with \(clone.of)\(own)"
        } else {
            font.family = nil
            let why = ios.clone.map { "its metric-compatible clone '\($0.family)' is not installed either (Debian: \($0.package))" }
                ?? "Debian has no metric-compatible clone of \(ios.family)"
            message = "'\(name)' is not installed and \(why); using the system font, \(Font.systemFamily)\(face)"
        }
        a.run.report(Diagnostic(.warning, message, at: a.argRange(label: "name")))
        return font
    }
    static let functions = ["system", "systemFont", "boldSystemFont", "italicSystemFont", "preferredFont",
                            "monospacedDigitSystemFont", "monospacedSystemFont"]

    /// The text style a UIFontMetrics follows.
    static func style(_ v: Value, _ r: SourceRange) throws -> String {
        guard case .font(let f) = v, let s = f.textStyle else {
            throw Diagnostic.error("'forTextStyle:' takes a text style such as .body", at: r)
        }
        return s
    }

    /// UIFontMetrics.scaledFont(for:maximumPointSize:): the font follows the style's curve from
    /// its own size at Large; a text style's font is taken at Large first.
    static func scaledFont(_ metrics: Value, _ font: Value, maximum: Double?, _ a: Call) throws -> Value {
        guard let style = metrics.ref(FontMetrics.self)?.value.style, case .font(var f) = font else { return font }
        if let m = maximum, !(m > 0) {
            throw Diagnostic.error("'maximumPointSize' is more than 0, not \(formatNumber(m))", at: a.argRange(label: "maximumPointSize"))
        }
        let base = f.textStyle.flatMap { Font.textStyle($0)?.size } ?? f.baseSize ?? f.size
        f.textStyle = nil
        f.scaledStyle = style; f.baseSize = base; f.maximumPointSize = maximum
        return .font(f.resolved(for: a.run.options.contentSizeCategory))
    }

    /// UIFontDescriptor.SymbolicTraits a font can be asked for.
    static let traitNames = ["traitItalic", "traitBold"]

    static func withTraits(_ v: Value, _ traits: [(Value, SourceRange)]) throws -> Value {
        guard case .font(var f) = v else { return v }
        for (t, r) in traits {
            guard case .symbol(let s) = t, traitNames.contains(s) else {
                let name: String = { if case .symbol(let s) = t { return "'.\(s)'" }; return article(t.type) }()
                let hint = { () -> String in if case .symbol(let s) = t { return didYouMean(s, traitNames, at: r, prefix: ".").text }; return "" }()
                throw Diagnostic.error("unknown font trait \(name)\(hint) (UIFontDescriptor.SymbolicTraits: .traitItalic, .traitBold)", at: r)
            }
            if s == "traitItalic" { f.italic = true } else { f.weight = .bold }
        }
        return .font(f)
    }
    /// Font weights by their UIFont.Weight names.
    static let weightNames = FontWeight.allCases.map(\.rawValue)

    static func unknownTextStyle(_ s: String, _ r: SourceRange) -> Diagnostic {
        let names = Font.textStyles.map(\.name)
        let (hint, fix) = didYouMean(s, names, at: r, prefix: ".")
        return Diagnostic.error("unknown text style '.\(s)'\(hint) (UIFont.TextStyle: \(names.map { "." + $0 }.joined(separator: ", ")))", at: r, fixIts: fix)
    }

    static func size(_ v: Value, _ r: SourceRange) throws -> Double {
        let x = v.num
        guard x > 0 && x <= 10_000 else {
            throw Diagnostic.error("a font size is more than 0 and at most 10000 points, not \(formatNumber(x))", at: r)
        }
        return x
    }

    static func weight(_ v: Value, _ r: SourceRange) throws -> FontWeight {
        // `.black` is also a color's name: written for a weight, it is the weight.
        if case .color(let c) = v, c == NamedColors.table["black"] { return .black }
        guard case .symbol(let s) = v else { throw Diagnostic.error("a font weight is a symbol such as .bold, not \(article(v))", at: r) }
        guard let w = FontWeight(rawValue: s) else { throw unknownWeight(s, r) }
        return w
    }

    static func unknownWeight(_ s: String, _ r: SourceRange) -> Diagnostic {
        let (hint, fix) = didYouMean(s, weightNames, at: r, prefix: ".")
        return Diagnostic.error("unknown font weight '.\(s)'\(hint) (UIFont.Weight: \(weightNames.map { "." + $0 }.joined(separator: ", ")))", at: r, fixIts: fix)
    }

    /// A call written on the font type that names no function: a text style (`Font.body()`)
    /// or a typo.
    static func unknownFunction(_ type: String, _ name: String, _ nr: SourceRange) -> Diagnostic {
        if Font.textStyle(name) != nil {
            return .error("'\(name)' is a text style, not a function; drop the '(…)'", at: nr)
        }
        let (hint, fix) = didYouMean(name, functions, at: nr)
        return .error("\(type) has no function '\(name)'\(hint)", at: nr, fixIts: fix)
    }
}
