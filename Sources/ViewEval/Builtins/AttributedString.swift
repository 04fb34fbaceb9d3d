// NSAttributedString and its parts: `[.font: f, .foregroundColor: c]` text attributes (a
// dictionary literal, checked in Check/CheckExpressions.swift), NSAttributedString and
// NSMutableAttributedString (a reference: `append`, `addAttribute(_:value:range:)`,
// `addAttributes(_:range:)`, `setAttributes(_:range:)`), NSMutableParagraphStyle, NSShadow,
// NSRange, NSUnderlineStyle; and text drawn in drawing code — `draw(at:)`, `draw(in:)`,
// `size()` on attributed strings and `draw(at:withAttributes:)`, `draw(in:withAttributes:)`,
// `size(withAttributes:)` on strings, in a context block or draw(_:).

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let attributedString = BuiltinType(
        type: .attributedString,
        typeNames: ["NSAttributedString", "NSMutableAttributedString"],
        // CFAttributedString is the same object (toll-free bridged: `text as CFAttributedString`).
        swiftNames: ["NSAttributedString", "NSMutableAttributedString", "CFAttributedString"],
        constructors: [
            "NSAttributedString": AttributedStrings.constructors,
            "NSMutableAttributedString": AttributedStrings.constructors,
        ],
        members: [
            ("string", Member(.string) { v in .string(AttributedStrings.object(v).value.string) }),
            ("length", Member(.number) { v in .number(Double(AttributedStrings.object(v).value.length)) }),
        ],
        methods: [
            "append": [MethodForm([Param(nil, .attributedString)], .void) { v, a in
                let o = AttributedStrings.object(v)
                // What is appended is touched (its bytes and runs); the string it joins grows in place.
                let other = AttributedStrings.object(a[0]).value
                try a.run.countWork(other.string.utf8.count + other.runs.count + 1, a.range)
                o.value.append(other)
                return .void
            }],
            "addAttribute": [MethodForm([Param(nil, nil), Param("value", nil), Param("range", .range)], .void) { v, a in
                let attrs = try AttributedStrings.attributes([(AttributedStrings.keyName(a), a[1], a.argRange(label: "value"))], a.run)
                try AttributedStrings.apply(v, attrs, a, merge: true)
                return .void
            }],
            "addAttributes": [MethodForm([Param(nil, .attributes), Param("range", .range)], .void) { v, a in
                try AttributedStrings.apply(v, AttributedStrings.attrs(a[0]), a, merge: true); return .void }],
            "setAttributes": [MethodForm([Param(nil, .attributes), Param("range", .range)], .void) { v, a in
                try AttributedStrings.apply(v, AttributedStrings.attrs(a[0]), a, merge: false); return .void }],
            "size": [MethodForm([], .size) { v, a in
                .size(try AttributedStrings.measure(AttributedStrings.object(v).value, width: nil, a)) }],
            "boundingRect": [MethodForm([Param("with", .size), Param("options", nil), Param("context", nil)], .rect) { v, a in
                try AttributedStrings.boundingRect(AttributedStrings.object(v).value, a[0].size, a[1], a)
            }],
            "draw": [
                MethodForm([Param("at", .point)], .void) { v, a in
                    try AttributedStrings.draw(AttributedStrings.object(v).value, at: a.point(0), in: nil, a); return .void },
                MethodForm([Param("in", .rect)], .void) { v, a in
                    try AttributedStrings.draw(AttributedStrings.object(v).value, at: nil, in: a.rect(0), a); return .void },
                MethodForm([Param("with", .rect), Param("options", nil, .list([])), Param("context", nil, .void)], .void) { v, a in
                    try AttributedStrings.draw(AttributedStrings.object(v).value, with: a.rect(0), options: a[1], a); return .void },
            ],
        ],
        functions: [
            // NSRange(location:length:) is the range location ..< location + length.
            "NSRange": [FunctionForm([Param("location", N), Param("length", N)], .range) { a in
                let loc = a.num(0), len = a.num(1)
                guard loc >= 0, len >= 0, loc == loc.rounded(), len == len.rounded(), loc + len < 1e9 else {
                    throw Diagnostic.error("an NSRange's location and length are whole numbers from 0, not \(formatNumber(loc)) and \(formatNumber(len))", at: a.range)
                }
                return .range(loc, loc + len, inclusive: false)
            }],
        ])

    static let paragraphStyle = BuiltinType(
        type: .paragraphStyle,
        typeNames: ["NSMutableParagraphStyle", "NSParagraphStyle"],
        swiftNames: ["NSParagraphStyle", "NSMutableParagraphStyle"],
        constructors: ["NSMutableParagraphStyle": [FunctionForm(
            [Param("alignment", .symbol, .symbol("natural")), Param("lineSpacing", N, .number(0)), Param("lineHeightMultiple", N, .number(0)),
             Param("paragraphSpacing", N, .number(0)), Param("paragraphSpacingBefore", N, .number(0)), Param("firstLineHeadIndent", N, .number(0)),
             Param("headIndent", N, .number(0)), Param("lineBreakMode", .symbol, .symbol("byWordWrapping"))], .object(.paragraphStyle)) { a in
            let o = Ref(ParagraphStyle())
            for (i, name) in ["alignment", "lineSpacing", "lineHeightMultiple", "paragraphSpacing", "paragraphSpacingBefore", "firstLineHeadIndent", "headIndent", "lineBreakMode"].enumerated() {
                try AttributedStrings.setParagraph(o, name, a[i], a.argRange(label: name))
            }
            return .boxed(o)
        }],
        // `NSParagraphStyle()`: the default style, as `NSParagraphStyle.default` is.
        "NSParagraphStyle": [FunctionForm([], .object(.paragraphStyle)) { _ in .boxed(Ref(ParagraphStyle())) }]],
        members: AttributedStrings.paragraphMembers.map { name, t in
            (name, Member(VType(t)) { v in AttributedStrings.paragraphValue(v, name) })
        },
        // `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`, as text code
        // starts a style from the default: a copy of its own, which the code then changes.
        methods: ["mutableCopy": [MethodForm([], .object(.paragraphStyle)) { v, _ in
            guard let o = v.ref(ParagraphStyle.self) else { return v }
            return .boxed(Ref(o.value))
        }]],
        // The default style: natural alignment, no spacing or indents, word wrapping.
        staticMember: { name, nr in
            guard name == "default" else { throw Diagnostic.error("NSParagraphStyle has no member '\(name)' here (the subset knows 'default')", at: nr) }
            return .boxed(Ref(ParagraphStyle()))
        })

    static let textShadow = BuiltinType(
        type: .textShadow,
        typeNames: ["NSShadow"],
        swiftNames: ["NSShadow"],
        constructors: ["NSShadow": [FunctionForm(
            [Param("shadowOffset", .size, .size(.zero)), Param("shadowBlurRadius", N, .number(0)),
             Param("shadowColor", .color, .color(TextShadow().drawnColor))], .object(.textShadow)) { a in
            let o = Ref(TextShadow())
            for (i, name) in ["shadowOffset", "shadowBlurRadius", "shadowColor"].enumerated() {
                try AttributedStrings.setShadow(o, name, a[i], a.argRange(label: name))
            }
            return .boxed(o)
        }]],
        members: [
            ("shadowOffset", Member(.size) { v in guard let o = v.ref(TextShadow.self) else { return v }; return .size(o.value.offset) }),
            ("shadowBlurRadius", Member(.number) { v in guard let o = v.ref(TextShadow.self) else { return v }; return .number(o.value.blurRadius) }),
            ("shadowColor", Member(.color) { v in guard let o = v.ref(TextShadow.self) else { return v }; return .color(o.value.drawnColor) }),
        ])

    /// NSUnderlineStyle.single, .thick, .double (and `.rawValue` of them, Check/CheckExpressions.swift).
    static let underlineStyle = BuiltinType(
        type: .symbol,
        typeNames: ["NSUnderlineStyle"],
        staticMember: { name, nr in
            if let s = UnderlineStyle.allCases.first(where: { $0.name == name }) { return .symbol(s.name) }
            // Swift 3 and 4's names of them (`.styleSingle`, `.styleNone`).
            if name.hasPrefix("style"), let s = UnderlineStyle.allCases.first(where: { "style" + $0.name.prefix(1).uppercased() + $0.name.dropFirst() == name }) {
                return .symbol(s.name)
            }
            let names = UnderlineStyle.allCases.map(\.name)
            let (hint, fix) = didYouMean(name, names, at: nr, prefix: "")
            throw Diagnostic.error("NSUnderlineStyle has no style '\(name)'\(hint) (\(names.map { "." + $0 }.joined(separator: ", ")))", at: nr, fixIts: fix)
        })

    /// Text drawn from a String: `draw(at:withAttributes:)`, `draw(in:withAttributes:)`,
    /// `size(withAttributes:)` (Text.swift joins them to String's methods).
    static let stringDrawingMethods: [String: [MethodForm]] = [
        "draw": [
            MethodForm([Param("at", .point), Param("withAttributes", .attributes, .attributes(TextAttributes()), takesNil: true)], .void) { v, a in
                try AttributedStrings.draw(AttributedText(string: v.string, attributes: AttributedStrings.attrs(a[1])), at: a.point(0), in: nil, a)
                return .void },
            MethodForm([Param("in", .rect), Param("withAttributes", .attributes, .attributes(TextAttributes()), takesNil: true)], .void) { v, a in
                try AttributedStrings.draw(AttributedText(string: v.string, attributes: AttributedStrings.attrs(a[1])), at: nil, in: a.rect(0), a)
                return .void },
            MethodForm([Param("with", .rect), Param("options", nil, .list([])), Param("attributes", .attributes, .attributes(TextAttributes()), takesNil: true),
                        Param("context", nil, .void)], .void) { v, a in
                try AttributedStrings.draw(AttributedText(string: v.string, attributes: AttributedStrings.attrs(a[2])), with: a.rect(0), options: a[1], a)
                return .void },
        ],
        // `size(attributes:)` is Swift 3's name for it.
        "size": [Param("withAttributes", .attributes, .attributes(TextAttributes()), takesNil: true), Param("attributes", .attributes, takesNil: true)].map { p in MethodForm([p], .size) { v, a in
            .size(try AttributedStrings.measure(AttributedText(string: v.string, attributes: AttributedStrings.attrs(a[0])), width: nil, a)) } },
        "boundingRect": [MethodForm([Param("with", .size), Param("options", nil), Param("attributes", .attributes, takesNil: true), Param("context", nil)], .rect) { v, a in
            try AttributedStrings.boundingRect(AttributedText(string: v.string, attributes: AttributedStrings.attrs(a[2])), a[0].size, a[1], a)
        }],
    ]
}

enum AttributedStrings {
    static let constructors: [FunctionForm] = [
        FunctionForm([Param("string", .string)], .object(.attributedString)) { a in
            try a.run.countWork(a[0].string.utf8.count, a.range)
            return .boxed(AttributedText(string: a[0].string)) },
        FunctionForm([Param("string", .string), Param("attributes", .attributes)], .object(.attributedString)) { a in
            try a.run.countWork(a[0].string.utf8.count, a.range)
            return .boxed(AttributedText(string: a[0].string, attributes: attrs(a[1]))) },
        // A copy (NSMutableAttributedString(attributedString:)).
        FunctionForm([Param("attributedString", .attributedString)], .object(.attributedString)) { a in
            .boxed(object(a[0]).value) },
    ]

    static func object(_ v: Value) -> Ref<AttributedText> {
        v.ref(AttributedText.self) ?? Ref(AttributedText(string: ""))
    }
    static func attrs(_ v: Value) -> TextAttributes {
        if case .attributes(let a) = v { return a }
        return TextAttributes()
    }

    /// The key addAttribute's first argument names, as written (`.font`; `.link` is also a
    /// color's name, so the name is read from the call, not from its value).
    static func keyName(_ a: Call) throws -> String {
        let r = a.argRange(0)
        guard let n = a.node, a.run.unit.tree.callArgCount(n) > 0 else { throw Diagnostic.error("an attribute key is a name such as .font", at: r) }
        let t = a.run.unit.tree
        let arg = t.callArgValue(n, 0)
        guard t.kind(arg) == .implicitMember else { throw Diagnostic.error("an attribute key is a name such as .font", at: r) }
        let s = t.name(t.nameOf(arg))
        try checkKey(s, r)
        return s
    }

    static func checkKey(_ s: String, _ r: SourceRange) throws {
        guard TextAttributes.keys.contains(s) else {
            let (hint, fix) = didYouMean(s, TextAttributes.keys, at: r, prefix: ".")
            throw Diagnostic.error("unknown text attribute '.\(s)'\(hint) (NSAttributedString.Key: \(TextAttributes.keys.map { "." + $0 }.joined(separator: ", ")))", at: r, fixIts: fix)
        }
    }

    /// The type each attribute's value has (underline and strikethrough styles: a raw value
    /// or a style's name).
    static func valueType(_ key: String) -> ValueType {
        switch key {
        case "font": return .font
        case "foregroundColor", "backgroundColor", "strokeColor": return .color
        case "kern", "baselineOffset", "strokeWidth": return .number
        case "underlineStyle", "strikethroughStyle": return .number
        case "link": return .string
        case "shadow": return .textShadow
        default: return .paragraphStyle
        }
    }

    /// Attributes from (key, value, where the value was written).
    static func attributes(_ pairs: [(String, Value, SourceRange)], _ run: Runner) throws -> TextAttributes {
        var t = TextAttributes()
        for (key, v, r) in pairs {
            // addAttribute(_:value:range:) takes any value: it must be the key's type.
            let want = valueType(key)
            // An optional's nil (`.font: UIFont(name: "NoSuchFont", size: 12)`): Swift passes
            // NSNull, with which UIKit cannot draw.
            if case .void = v {
                throw Diagnostic.error("the value of '.\(key)' is nil here: Swift passes it as NSNull, with which UIKit cannot draw; give \(article(want))", at: r)
            }
            let fits = v.type == want || (want == .number && v.type == .symbol && (key == "underlineStyle" || key == "strikethroughStyle"))
            if !fits { throw Diagnostic.error("'.\(key)' is \(article(want)), not \(article(v.type))", at: r) }
            switch key {
            case "font": if case .font(let f) = v { t.font = f }
            case "foregroundColor": t.foregroundColor = v.color
            case "backgroundColor": t.backgroundColor = v.color
            case "strokeColor": t.strokeColor = v.color
            case "strokeWidth":
                let n = v.num
                guard n.isFinite, abs(n) <= 1_000 else {
                    throw Diagnostic.error("'.strokeWidth' is from -1000 to 1000 percent of the font's size, not \(formatNumber(n))", at: r)
                }
                t.strokeWidth = n
            case "kern", "baselineOffset":
                let n = v.num
                guard n.isFinite, abs(n) <= 1_000 else {
                    throw Diagnostic.error("'.\(key)' is from -1000 to 1000 points, not \(formatNumber(n))", at: r)
                }
                if key == "kern" { t.kern = n } else { t.baselineOffset = n }
            case "underlineStyle", "strikethroughStyle":
                let style: UnderlineStyle
                if case .symbol(let s) = v, let u = UnderlineStyle.allCases.first(where: { $0.name == s }) {
                    style = u
                } else if case .number(let n) = v, n >= 0, n == n.rounded(), n < 1e6, let u = UnderlineStyle.lineStyle(Int(n)) {
                    style = u
                } else {
                    throw Diagnostic.error("'.\(key)' is an NSUnderlineStyle (.single, .thick, .double, or its rawValue), not \(v.description)", at: r)
                }
                if key == "underlineStyle" { t.underlineStyle = style } else { t.strikethroughStyle = style }
            case "link":
                let url = v.string
                if url.isEmpty { throw Diagnostic.error("a link's URL cannot be empty", at: r) }
                if Kinds.openableURL(url, r, run) { t.link = url }
            case "shadow": if let o = v.ref(TextShadow.self) { t.shadow = o.value }
            default: if let o = v.ref(ParagraphStyle.self) { t.paragraphStyle = o.value }
            }
        }
        return t
    }

    /// addAttributes / setAttributes over an NSRange, which must lie in the string.
    static func apply(_ v: Value, _ attrs: TextAttributes, _ a: Call, merge: Bool) throws {
        let o = object(v)
        guard case .range = a[a.count - 1] else { return }
        let (lo, upper) = try Builtins.wholeBounds(a[a.count - 1], at: a.argRange(label: "range"))
        guard lo >= 0, upper >= lo, upper <= o.value.length else {
            throw Diagnostic.error("the range \(lo)..<\(upper) is not inside the string, which is \(o.value.length) long (in UTF-16 code units, as NSRange counts)", at: a.argRange(label: "range"))
        }
        // The runs the edit touched or moved (AttributedText.apply): an edit in order costs the
        // runs it covers; one before many runs moves them all, which the work bound counts.
        let touched = o.value.apply(attrs, range: lo..<upper, merge: merge)
        try a.run.countWork(touched + 2, a.range)
    }

    // MARK: paragraph styles and shadows

    static let paragraphMembers: [(String, ValueType)] = [
        ("alignment", .symbol), ("lineSpacing", .number), ("lineHeightMultiple", .number), ("paragraphSpacing", .number),
        ("paragraphSpacingBefore", .number), ("firstLineHeadIndent", .number), ("headIndent", .number), ("lineBreakMode", .symbol),
    ]

    static func paragraphValue(_ v: Value, _ name: String) -> Value {
        guard let o = v.ref(ParagraphStyle.self) else { return v }
        let p = o.value
        switch name {
        case "alignment": return .symbol(p.alignment.rawValue)
        case "lineSpacing": return .number(p.lineSpacing)
        case "lineHeightMultiple": return .number(p.lineHeightMultiple)
        case "paragraphSpacing": return .number(p.paragraphSpacing)
        case "paragraphSpacingBefore": return .number(p.paragraphSpacingBefore)
        case "firstLineHeadIndent": return .number(p.firstLineHeadIndent)
        case "headIndent": return .number(p.headIndent)
        default: return .symbol(p.lineBreakMode.rawValue)
        }
    }

    static func setParagraph(_ o: Ref<ParagraphStyle>, _ name: String, _ v: Value, _ r: SourceRange) throws {
        switch name {
        case "alignment":
            guard case .symbol(let s) = v, let al = TextAlignment(rawValue: s) else {
                throw Diagnostic.error("'alignment' is an NSTextAlignment (\(TextAlignment.allCases.map { "." + $0.rawValue }.joined(separator: ", "))), not \(v.description)", at: r)
            }
            o.value.alignment = al
        case "lineBreakMode":
            guard case .symbol(let s) = v, let m = LineBreakMode(rawValue: s) else {
                throw Diagnostic.error("'lineBreakMode' is an NSLineBreakMode (\(LineBreakMode.allCases.map { "." + $0.rawValue }.joined(separator: ", "))), not \(v.description)", at: r)
            }
            o.value.lineBreakMode = m
        default:
            // Bounded so that pango's 32-bit layout units hold a page of such lines.
            let n = v.num
            let most: Double = name == "lineHeightMultiple" ? 10 : 1_000
            guard n.isFinite, n >= 0, n <= most else {
                throw Diagnostic.error("'\(name)' is a Number from 0 to \(formatNumber(most)), not \(formatNumber(n))", at: r)
            }
            switch name {
            case "lineSpacing": o.value.lineSpacing = n
            case "lineHeightMultiple": o.value.lineHeightMultiple = n
            case "paragraphSpacing": o.value.paragraphSpacing = n
            case "paragraphSpacingBefore": o.value.paragraphSpacingBefore = n
            case "firstLineHeadIndent": o.value.firstLineHeadIndent = n
            default: o.value.headIndent = n
            }
        }
    }

    static let shadowMembers: [(String, ValueType)] = [("shadowOffset", .size), ("shadowBlurRadius", .number), ("shadowColor", .color)]

    static func setShadow(_ o: Ref<TextShadow>, _ name: String, _ v: Value, _ r: SourceRange) throws {
        switch name {
        case "shadowOffset":
            let s = v.size
            guard s.width.isFinite, s.height.isFinite, abs(s.width) <= 10_000, abs(s.height) <= 10_000 else {
                throw Diagnostic.error("a shadow's offset is at most 10000 points each way", at: r)
            }
            o.value.offset = s
        case "shadowBlurRadius":
            let n = v.num
            guard n.isFinite, n >= 0, n <= 1_000 else { throw Diagnostic.error("'shadowBlurRadius' is from 0 to 1000, not \(formatNumber(n))", at: r) }
            o.value.blurRadius = n
        default: o.value.color = v.color
        }
    }

    // MARK: measuring and drawing

    /// NSString and NSAttributedString drawing's defaults: black text in the system font at 12
    /// points (UIKit's default is Helvetica 12).
    static let defaultFont = Font(family: nil, size: 12)

    static func measure(_ text: AttributedText, width: Double?, _ a: Call) throws -> Size {
        guard let engine = a.run.textLayout else {
            throw Diagnostic.error("measuring text needs a text layout engine, which this compile has not", at: a.range)
        }
        if text.string.isEmpty { return .zero }
        try a.run.countWork(text.string.utf8.count, a.range)
        let mode = text.attributes(at: 0)?.paragraphStyle?.lineBreakMode ?? .byWordWrapping
        return engine.measure(text, font: defaultFont, width: width, lines: 0, lineBreakMode: mode)
    }

    /// boundingRect(with:options:…): with `.usesLineFragmentOrigin` the text wraps at the
    /// size's width, as draw(in:) wraps it; without it, it is one line per line break (as
    /// draw(at:)). The rectangle starts at the origin; it may be taller than the size.
    static func boundingRect(_ text: AttributedText, _ size: Size, _ options: Value, _ a: Call) throws -> Value {
        let wraps = try drawingOptions(options, a).contains("usesLineFragmentOrigin")
        let width = size.width.isFinite && size.width > 0 && size.width < 1e9 ? size.width : nil
        let s = try measure(text, width: wraps ? width : nil, a)
        return .rect(Rect(0, 0, s.width, s.height))
    }

    /// The NSStringDrawingOptions an `options:` argument names: a case, a list of them, or nil.
    static func drawingOptions(_ options: Value, _ a: Call) throws -> [String] {
        var names: [String] = []
        switch OptionSets.asLiteral(options) {
        case .symbol(let s): names = [s]
        case .list(let l): names = l.compactMap { if case .symbol(let s) = $0 { return s }; return nil }
        case .void: break
        default: throw Diagnostic.error("'options:' takes NSStringDrawingOptions such as .usesLineFragmentOrigin, or a list of them", at: a.argRange(label: "options"))
        }
        let known = OptionSets.type("NSStringDrawingOptions")!.options.map(\.0)
        for n in names where !known.contains(n) {
            let (hint, _) = didYouMean(n, known, at: a.argRange(label: "options"), prefix: ".")
            throw Diagnostic.error("unknown drawing option '.\(n)'\(hint) (NSStringDrawingOptions: \(known.map { "." + $0 }.joined(separator: ", ")))", at: a.argRange(label: "options"))
        }
        return names
    }

    /// draw(with:options:attributes:context:) of a String and draw(with:options:context:) of an
    /// NSAttributedString, as UIKit documents them: with `.usesLineFragmentOrigin` the rect is
    /// the line fragments' — draw(in:)'s, wrapped at its width from its top; without it "the
    /// rectangle's height is ignored and the operation is considered to be single-line
    /// rendering", the rect's origin the first line's baseline: draw(at:) raised by the
    /// ascender of the first character's font. The context (NSStringDrawingContext) is read
    /// and left.
    static func draw(_ text: AttributedText, with rect: Rect, options: Value, _ a: Call) throws {
        if try drawingOptions(options, a).contains("usesLineFragmentOrigin") {
            try draw(text, at: nil, in: rect, a)
            return
        }
        guard let engine = a.run.textLayout else {
            throw Diagnostic.error("drawing text needs a text layout engine, which this compile has not", at: a.range)
        }
        let font = (text.attributes(at: 0)?.font ?? defaultFont).resolved(for: a.run.options.contentSizeCategory)
        try draw(text, at: Point(rect.minX, rect.minY - engine.lineMetrics(font).ascender), in: nil, a)
    }

    /// draw(at:) (one line per line break, from the point as the top-left corner) or
    /// draw(in:) (wrapped at the rectangle's width, the lines that fit its height, from its
    /// top), into the current context with its transform and shadow.
    static func draw(_ text: AttributedText, at p: Point?, in rect: Rect?, _ a: Call) throws {
        let cs = try Builtins.currentContext(a, "draw(\(p != nil ? "at" : "in"):)")
        if text.string.isEmpty { return }
        try a.run.countOperations(1, a.range)
        a.run.warnAboutMissingGlyphs(in: text.string, font: text.attributes(at: 0)?.font ?? defaultFont, at: a.range)
        let paragraph = text.attributes(at: 0)?.paragraphStyle
        var run: TextRun
        if let p {
            guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e9, abs(p.y) < 1e9 else { throw Diagnostic.error("the point is not a finite one inside ±1e9", at: a.range) }
            let size = try measure(text, width: nil, a)
            run = TextRun(attributed: text, font: defaultFont, color: .black, alignment: .natural,
                          box: Rect(p.x, p.y, size.width, size.height), wrapWidth: .infinity, lines: 0, lineBreakMode: .byWordWrapping)
        } else {
            let r = rect!.standardized
            guard r.width.isFinite, r.height.isFinite, abs(r.minX) < 1e9, abs(r.minY) < 1e9, r.width < 1e9, r.height < 1e9 else {
                throw Diagnostic.error("the rectangle is not a finite one inside ±1e9", at: a.range)
            }
            if r.width <= 0 || r.height <= 0 { return }
            run = TextRun(attributed: text, font: defaultFont, color: .black, alignment: .natural, box: r, wrapWidth: r.width,
                          lines: 0, lineBreakMode: paragraph?.lineBreakMode ?? .byWordWrapping)
        }
        run.topAligned = true
        cs.emit(text: run, a.range)
    }
}

// The three are values of types declared here, held in `Value.object` (Value.swift).

/// NSAttributedString (NSMutableAttributedString): a reference, as in UIKit — `append` and
/// `addAttribute` change it where it is held.
extension AttributedText: ObjectPayload {
    public static var type: ValueType { .attributedString }
    public var description: String { "NSAttributedString(\"\(string)\")" }
}

/// NSMutableParagraphStyle: a reference (`style.alignment = .center`).
extension ParagraphStyle: ObjectPayload {
    public static var type: ValueType { .paragraphStyle }
    public var description: String { "NSParagraphStyle(alignment: .\(alignment.rawValue))" }
}

/// NSShadow: a reference (`shadow.shadowOffset = CGSize(width: 1, height: 1)`).
extension TextShadow: ObjectPayload {
    public static var type: ValueType { .textShadow }
    public var description: String {
        "NSShadow(shadowOffset: Size(\(formatNumber(offset.width)), \(formatNumber(offset.height))), shadowBlurRadius: \(formatNumber(blurRadius)))"
    }
}
