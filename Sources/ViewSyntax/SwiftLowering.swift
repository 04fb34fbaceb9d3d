// Swift declarations in a .view file, read by Swift's own parser (swift-syntax) and lowered into
// the syntax tree's Swift nodes (SwiftAST.swift) and expression nodes (AST.swift), which the
// checker and runner read. The .view language keeps its own parser; only the text of a Swift
// declaration or statement (its extent found by SwiftExtent) goes to swift-syntax, so a file
// with no Swift never touches it.
//
// Rules:
//   - Valid Swift is never a parse error here: swift-syntax's diagnostics are the only syntax
//     errors, with its own wording, at their place.
//   - A construct the checker has no node for is an error that names it ("protocols are
//     outside the supported Swift subset"), at the construct; its statement or member is
//     dropped and the rest is read on.
//   - Operators are folded here by Swift's precedence groups, a chain of one level in a loop
//     (as the .view parser builds `1 + 1 + …`), and nesting is bounded by `Parser.maxDepth`
//     so that hostile input cannot overflow the stack.
//   - Ranges are the file's byte offsets: the slice's offsets plus where the slice starts.

import FoundationEssentials
import Glibc
@_spi(RawSyntax) import SwiftSyntax
@_spi(Compiler) import SwiftParser
@_spi(RawSyntax) import SwiftParserDiagnostics
import SwiftDiagnostics

extension Parser {
    /// A Swift declaration or statement at the current token: its text, found by
    /// `SwiftExtent`, parsed by swift-syntax and lowered; the lexer goes on after it.
    func parseSwift() throws -> Int32 {
        let start = Int(tok.start)
        let limit = file.invalidText?.offset ?? file.bytes.count
        let top = depth == 0 && prefetches
        let ahead = top ? prefetch?.take(start: start) : nil
        let end = ahead?.end ?? SwiftExtent.end(of: file.bytes, from: start, limit: limit)
        let items = SwiftLowering(parser: self, base: start).lower(end: end, parsed: ahead?.tree)
        if top, ahead == nil {
            // Read here: the next top-level declarations may be parsed ahead while this one is lowered.
            if let prefetch { prefetch.resume(after: end) } else {
                prefetch = SwiftPrefetch.start(bytes: file.bytes, limit: limit, after: end, policy: prefetchPolicy)
                if prefetch == nil { prefetches = false }
            }
        }
        resume(at: end)
        guard let first = items.first else { throw Bail() }
        pendingStatements += items.dropFirst()
        return first
    }

    /// Goes on lexing at byte `offset` (after a Swift declaration read by swift-syntax): the
    /// tokens looked ahead are dropped, with the brackets they opened.
    func resume(at offset: Int) {
        for k in stride(from: la.count - 1, through: h, by: -1) {
            switch la[k].kind {
            case .lParen, .lBracket, .lBrace: lexer.closeBracket()
            case .rParen, .rBracket: lexer.openBracket(true)
            case .rBrace: lexer.openBracket(false)
            default: break
            }
        }
        switch tok.kind {
        case .lParen, .lBracket, .lBrace: lexer.closeBracket()
        default: break
        }
        la.truncate(to: 0); h = 0
        lexer.i = offset
        lexer.space = false
        prevEnd = Int32(offset)
        tok = lexer.next()
    }
}

extension TokenSyntax {
    /// Whether the token is the keyword `k`, read from its raw kind and its bytes: `tokenKind`
    /// forms the whole kind again at each read, with a String of the text for a name or an
    /// operator (which most tokens asked are).
    @inline(__always) func isKeyword(_ k: Keyword) -> Bool { rawTokenKind == .keyword && rawText == k.defaultText }
    /// The token's text (as `text` reads it in a tree without errors, the only trees lowered),
    /// made from its own bytes: `text` forms the token's kind first, a String for a name, and
    /// then the text from it.
    var written: String { String(syntaxText: rawText) }
}

/// One Swift slice's lowering: swift-syntax's tree to nodes of the parser's tree.
final class SwiftLowering {
    // The parser outlives every lowering it makes (one per slice, within `parseSwift`), and a
    // checked unowned reference costs a retain on each of the many reads of it.
    unowned(unsafe) let p: Parser
    let base: Int32
    var names: NameTable { p.names }
    typealias Bail = Parser.Bail

    init(parser: Parser, base: Int) {
        p = parser
        self.base = Int32(base)
        atFileTop = parser.depth == 0
    }

    // MARK: positions

    func start(_ n: some SyntaxProtocol) -> Int32 { base + Int32(n.positionAfterSkippingLeadingTrivia.utf8Offset) }
    func end(_ n: some SyntaxProtocol) -> Int32 { base + Int32(n.endPositionBeforeTrailingTrivia.utf8Offset) }
    func range(_ n: some SyntaxProtocol) -> ViewSupport.SourceRange { SourceRange(fileID: p.file.id, lower: start(n), upper: end(n)) }
    func range(_ a: Int32, _ b: Int32) -> ViewSupport.SourceRange { SourceRange(fileID: p.file.id, lower: a, upper: b) }

    func outside(_ what: String, _ n: some SyntaxProtocol) -> Bail { p.subsetError(what, range(n)) }
    func fail(_ message: String, _ n: some SyntaxProtocol) -> Bail {
        p.error(message, range(n))
        return Bail()
    }

    /// A name as written, without the backticks of a raw name: interned from the tree's own
    /// bytes (the token's `text` would make a String, for every name read).
    func intern(_ t: TokenSyntax) -> Name {
        let s = bytes(t)
        guard !s.isEmpty else { return names.intern("") }
        if s.count >= 2 && s[0] == 0x60 && s[s.count - 1] == 0x60 { return names.intern(UnsafeBufferPointer(rebasing: s.dropFirst().dropLast())) }
        return names.intern(s)
    }

    /// A token's text as the tree's own bytes, in place.
    func bytes(_ t: TokenSyntax) -> UnsafeBufferPointer<UInt8> {
        let s = t.rawText
        return UnsafeBufferPointer(start: s.baseAddress, count: s.count)
    }

    func node(_ kind: NodeKind, _ s: Int32, _ e: Int32, a: Int32 = 0, b: Int32 = 0, op: Operator = .none, flags: UInt16 = 0) -> Int32 {
        p.node(kind, s, e, a: a, b: b, op: op, flags: flags)
    }

    /// Nesting: a bounded recursion, as the .view parser's (the node's place, which takes a
    /// walk to its first token, is worked out only for the error).
    func enter(_ n: some SyntaxProtocol) throws {
        if p.depth < Parser.maxDepth { p.depth += 1; return }
        let s = start(n)
        try p.enter(range(s, s + 1))
    }
    func leave() { p.depth -= 1 }

    // MARK: the slice

    /// Parses the file's bytes from `base` to `end` and lowers its items (a declaration or
    /// statement; more when the text holds several). Syntax errors are reported and nothing
    /// of the slice is kept.
    /// Parses the slice up to `end` (unless `parsed` is its tree, parsed ahead) and lowers it.
    func lower(end: Int, parsed: SourceFileSyntax? = nil) -> [Int32] {
        let bytes = UnsafeBufferPointer(rebasing: p.file.bytes[Int(base)..<end])
        // swift-syntax looks ahead at each `[` for a type as well as a value, so its time
        // doubles with each level of nested brackets (20 levels: 0.7 s; 90: minutes): deeper
        // than any drawing code nests them is refused before it reads them.
        if parsed == nil, let at = SwiftLowering.bracketNesting(deeperThan: SwiftLowering.maxBrackets, in: bytes) {
            let o = base + Int32(at)
            p.error("square brackets nest deeper than \(SwiftLowering.maxBrackets) levels here ([[[…]]]), more than Swift code that draws needs", range(o, o + 1))
            return []
        }
        let tree = parsed ?? SwiftParser.Parser.parse(source: bytes, maximumNestingLevel: SwiftLowering.maxNesting)
        // swift-syntax bounds brackets, not a chain of postfixes (`a.b.b.b…`), whose tree is as
        // deep as it is long; its own walks (a node's first token, the diagnostics) recurse.
        if SwiftLowering.mayNestDeep(bytes), let at = SwiftLowering.position(deeperThan: SwiftLowering.maxTreeDepth, in: Syntax(tree)) {
            let o = base + Int32(at.utf8Offset)
            p.error("nesting is deeper than \(Parser.maxDepth) levels", range(o, o + 1))
            return []
        }
        if tree.hasError, !onlyWhitespaceAfterAt(tree) {
            // An attribute misspelled (`@inspectible x = 1`) is named as such, not as the
            // declaration Swift's parser then expects.
            for item in tree.statements {
                if case .decl(let d) = item.item, let attrs = d.asProtocol(WithAttributesSyntax.self)?.attributes,
                   (try? attributes(attrs, [])) == nil { return [] }
            }
            reportSyntaxErrors(tree)
            return []
        }
        return items(tree.statements, topLevel: true)
    }

    /// swift-syntax's nesting bound: deep enough for any drawing, shallow enough for a debug
    /// build's stack frames.
    static let maxNesting = 100
    /// The deepest syntax tree walked: far more than `Parser.maxDepth` levels of expressions,
    /// which the lowering reports at their place, and far less than the stack would take.
    static let maxTreeDepth = 4000

    /// Whether the text could make a tree deeper than `maxTreeDepth`: brackets nest at most
    /// `maxNesting` levels (a few nodes each), so only a chain of postfixes (`.`, `!`, `?`, one
    /// node each) can go deeper, and a text with fewer of them than the room left cannot.
    /// The most levels of square brackets a slice nests (`SwiftLowering.lower`).
    static let maxBrackets = 10

    /// The offset of the first `[` nested deeper than `limit` in `b`, or nil: in code and in
    /// the interpolations of strings (`"\(a[[…]])"`, code swift-syntax reads as any other),
    /// not in comments or a string's text — which ends at its closing quote, or at the end of
    /// its line for a one-line string (a quote left open must not hide the lines after it).
    static func bracketNesting(deeperThan limit: Int, in b: UnsafeBufferPointer<UInt8>) -> Int? {
        var depth = 0, i = 0
        let n = b.count
        // The strings open, innermost last: multi-line or not, and the parentheses open in the
        // interpolation being read in it (nil: its text is being read).
        var strings: [(multiline: Bool, parens: Int?)] = []
        while i < n {
            let c = b[i]
            if let s = strings.last, s.parens == nil {
                // A string's text.
                if c == 0x5C {   // \( starts an interpolation; any other escape is skipped
                    if i + 1 < n, b[i + 1] == 0x28 { strings[strings.count - 1].parens = 1 }
                    i += 2
                } else if c == 0x22 && (!s.multiline || i + 2 < n && b[i + 1] == 0x22 && b[i + 2] == 0x22) {
                    strings.removeLast()
                    i += s.multiline ? 3 : 1
                } else {
                    if c == 0x0A && !s.multiline { strings.removeLast() }
                    i += 1
                }
                continue
            }
            switch c {
            case 0x5B:   // [
                depth += 1
                if depth > limit { return i }
            case 0x5D:   // ]
                depth = max(0, depth - 1)
            case 0x28 where !strings.isEmpty:
                strings[strings.count - 1].parens! += 1
            case 0x29 where !strings.isEmpty:   // an interpolation's last ) returns to its string's text
                let open = strings[strings.count - 1].parens! - 1
                strings[strings.count - 1].parens = open > 0 ? open : nil
            case 0x22:   // a string opens (three quotes: a multi-line one)
                let multiline = i + 2 < n && b[i + 1] == 0x22 && b[i + 2] == 0x22
                strings.append((multiline, nil))
                i += multiline ? 3 : 1
                continue
            case 0x2F where i + 1 < n && b[i + 1] == 0x2F:   // a line comment
                while i < n, b[i] != 0x0A { i += 1 }
            case 0x2F where i + 1 < n && b[i + 1] == 0x2A:   // a block comment
                i += 2
                while i + 1 < n, !(b[i] == 0x2A && b[i + 1] == 0x2F) { i += 1 }
                i += 1
            default: break
            }
            i += 1
        }
        return nil
    }

    static func mayNestDeep(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        // A text too short to hold that many postfixes is not counted.
        guard b.count + 8 * maxNesting >= maxTreeDepth else { return false }
        var postfixes = 0
        for c in b where c == 0x2E || c == 0x21 || c == 0x3F { postfixes += 1 }
        return postfixes + 8 * maxNesting >= maxTreeDepth
    }

    /// swift-syntax's diagnostics of a tree with errors (ParseDiagnosticsGenerator) — or, where
    /// its generator would stop the process, the lexer's errors token by token. The generator
    /// offers to fix an '=' with whitespace on one side only by adding the missing side, and
    /// traps making a fix of no change when both sides look spaced to it: when the lexer saw a
    /// character it skips (a control character, a no-break space) right beside the '=' after a
    /// space (`a \u{3}= b`).
    static func diagnostics(for tree: SourceFileSyntax) -> [SwiftDiagnostics.Diagnostic] {
        func spaced(_ t: Trivia?) -> Bool { t?.contains { $0.isSpaceOrTab } ?? false }
        let trapping = tree.tokens(viewMode: .sourceAccurate).contains { t in
            t.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides
                && spaced(t.previousToken(viewMode: .all)?.trailingTrivia) && spaced(t.trailingTrivia)
        }
        guard trapping else { return ParseDiagnosticsGenerator.diagnostics(for: tree) }
        return tree.tokens(viewMode: .sourceAccurate).compactMap { t in
            t.tokenDiagnostic.map { Diagnostic(node: t, position: $0.position(in: t), message: $0.diagnosticMessage(in: t)) }
        }
    }

    /// Where the tree first nests deeper than `limit` nodes (a walk without recursion).
    static func position(deeperThan limit: Int, in root: Syntax) -> AbsolutePosition? {
        var stack: [(Syntax, Int)] = [(root, 0)]
        while let (n, d) = stack.popLast() {
            if d > limit { return n.position }
            for c in n.children(viewMode: .sourceAccurate) { stack.append((c, d + 1)) }
        }
        return nil
    }

    /// Whether the tree's only errors are spaces between '@' and an attribute's name
    /// (`@ objc func f()`): Swift 5's compiler reads them with a warning (an error only in
    /// Swift 6 mode), so they are warnings here and the code is read.
    func onlyWhitespaceAfterAt(_ tree: SourceFileSyntax) -> Bool {
        let errors = SwiftLowering.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        guard !errors.isEmpty, errors.allSatisfy({ $0.message.hasPrefix("extraneous whitespace after '@'") }) else { return false }
        for d in errors {
            let at = base + Int32(d.position.utf8Offset)
            p.lexer.report(Diagnostic(.warning, d.message + " in Swift 6; Swift 5 reads it", at: range(at, at + 1)))
        }
        return true
    }

    func reportSyntaxErrors(_ tree: SourceFileSyntax) {
        let diagnostics = SwiftLowering.diagnostics(for: tree)
        var reported = 0
        for d in diagnostics where d.diagMessage.severity == .error {
            let at = base + Int32(d.position.utf8Offset)
            p.error(d.message, range(at, at + 1))
            reported += 1
            if reported >= 10 { break }
        }
        if reported == 0 { p.error("this Swift could not be read", range(base, base + 1)) }
    }

    /// Statements or declarations, each lowered on its own: one that fails is dropped.
    func items(_ list: some Collection<CodeBlockItemSyntax>, topLevel: Bool = false) -> [Int32] {
        var out: [Int32] = []
        for (k, item) in list.enumerated() {
            let smark = p.scratch.count
            do {
                switch item.item {
                case .decl(let d):
                    out += try decl(d)
                    if topLevel { out += nestedClasses; nestedClasses.removeAll() }
                case .stmt(let s):
                    if let b = s.as(BreakStmtSyntax.self), inCaseBody, b.label == nil { caseBreaks = true; continue }
                    if let g = s.as(GuardStmtSyntax.self), let first = g.conditions.first, case .matchingPattern(let m) = first.condition, optionalPatternName(m.pattern) == nil {
                        out.append(try guardCase(g, m, rest: Array(list.dropFirst(k + 1))))
                        return out
                    }
                    out.append(try stmt(s))
                case .expr(let e):
                    if e.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview" { continue }   // as the declaration
                    out.append(try exprStatement(e))
                }
            } catch {
                p.scratch.truncate(to: smark)
            }
        }
        return out
    }

    /// Whether the statements read are a switch case's (where a lone `break` ends the case).
    var inCaseBody = false
    var caseBreaks = false
    /// Whether the branches of an `if` expression are being read (`implicitReturn`).
    var branchValues = false

    /// The `if` or `switch` an item is (swift-syntax reads one where a statement starts as a
    /// statement holding the expression).
    static func expressionItem<E: ExprSyntaxProtocol>(_ item: CodeBlockItemSyntax.Item, _ kind: E.Type) -> E? {
        switch item {
        case .expr(let e): return e.as(kind)
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression.as(kind)
        default: return nil
        }
    }


    /// Whether a `switch` is an expression's: every case one expression (not a `fatalError`
    /// alone, which is a statement in either).
    static func isSwitchValue(_ s: SwitchExprSyntax) -> Bool {
        s.cases.allSatisfy { element in
            guard case .switchCase(let c) = element, c.statements.count == 1, case .expr(let e) = c.statements.first!.item else { return false }
            return !e.is(SwitchExprSyntax.self) && !e.is(IfExprSyntax.self)
        }
    }

    /// Whether an `if` is an expression's: every branch one expression (an `else if` one too),
    /// with an `else`.
    static func isIfValue(_ i: IfExprSyntax) -> Bool {
        func single(_ b: CodeBlockSyntax) -> Bool {
            guard b.statements.count == 1 else { return false }
            if let inner = expressionItem(b.statements.first!.item, IfExprSyntax.self) { return isIfValue(inner) }
            guard case .expr(let e) = b.statements.first!.item else { return false }
            return !e.is(SwitchExprSyntax.self)
        }
        guard single(i.body) else { return false }
        switch i.elseBody {
        case .ifExpr(let e)?: return isIfValue(e)
        case .codeBlock(let b)?: return single(b)
        case nil: return false
        }
    }

    func block(_ b: CodeBlockSyntax) throws -> [Int32] {
        try enter(b)
        defer { leave() }
        if branchValues {
            // A branch of an `if` expression: its one expression is the value (the flag is off
            // inside it, for the closures it may hold, and on again for the next branch).
            branchValues = false
            defer { branchValues = true }
            if let r = try implicitReturn(b.statements) { return r }
        }
        let wasCase = inCaseBody
        inCaseBody = false
        defer { inCaseBody = wasCase }
        return items(b.statements)
    }

    // MARK: declarations

    struct Attributes {
        var designable = false, inspectable = false, objc = false
        /// `@NSManaged`: a property Core Animation stores for a CALayer subclass (zero until set).
        var managed = false
        var varFlags = VarFlags(), funcFlags = FuncFlags()
        /// The first modifier or attribute that has no meaning here but is accepted.
        var isStatic = false
    }

    /// Attributes and modifiers as the subset reads them.
    func attributes(_ attrs: AttributeListSyntax, _ mods: DeclModifierListSyntax) throws -> Attributes {
        var a = Attributes()
        for element in attrs {
            guard case .attribute(let attr) = element else { throw outside("'#if' in attributes", element) }
            let name = attr.attributeName.as(IdentifierTypeSyntax.self).flatMap { $0.genericArgumentClause == nil ? $0.name.written : nil }
                ?? attr.attributeName.trimmedDescription
            switch name {
            case "IBDesignable": a.designable = true
            case "IBInspectable": a.inspectable = true
            case "objc": a.objc = true; a.funcFlags.insert(.objc)
            case "NSManaged": a.managed = true; a.objc = true
            // A still picture has no storyboard: nothing connects an outlet, so it keeps the
            // value it is declared with (nil for `T!`), and nothing sends an action, an
            // Objective-C method as `@objc` makes one.
            case "IBOutlet": break
            case "IBAction": a.objc = true; a.funcFlags.insert(.objc)
            case "nonobjc", "MainActor", "discardableResult", "inlinable", "available", "objcMembers",
                 "usableFromInline", "inline", "frozen", "preconcurrency", "IBSegueAction", "GKInspectable":
                break
            case "inspectable":
                throw fail("'@inspectable' belongs to a .view component; in a Swift class write '@IBInspectable var'", attr)
            default:
                throw fail("unknown attribute '@\(name)'; the attributes are '@inspectable' (in a .view component), '@IBDesignable' and '@IBInspectable' (in a Swift class)", attr.attributeName)
            }
        }
        for m in mods {
            switch m.name.written {
            case "private", "fileprivate", "public", "internal", "open", "final", "lazy", "mutating",
                 "required", "convenience", "dynamic", "nonmutating", "nonisolated", "optional":
                break
            case "override": a.varFlags.insert(.isOverride); a.funcFlags.insert(.isOverride)
            case "static", "class": a.varFlags.insert(.isStatic); a.funcFlags.insert(.isStatic); a.isStatic = true
            case "weak", "unowned", "unowned(safe)", "unowned(unsafe)":
                // A still picture frees nothing while it is made: a weak reference holds its
                // object as a strong one would.
                break
            // An enum's: its cases hold values of it (SwiftLowering.enumDecl checks where).
            case "indirect" where m.parent?.parent?.is(EnumDeclSyntax.self) == true: break
            case "indirect": throw fail("'indirect' modifier cannot be applied to this declaration", m)
            default: throw outside("the modifier '\(m.name.text)'", m)
            }
        }
        if a.inspectable { a.varFlags.insert(.inspectable) }
        return a
    }

    /// The first token of a declaration after its attributes and modifiers.
    func keywordCheck(_ a: Attributes, keyword: TokenSyntax, isVar: Bool, isClass: Bool) throws {
        if a.inspectable && !isVar { throw fail("'@IBInspectable' marks a 'var' property", keyword) }
        if a.designable && !isClass { throw fail("'@IBDesignable' marks a class", keyword) }
    }

    /// `A` or `A.B` as written, for a name or a member of a name (nil for anything else): what
    /// `UIKitCaseTypes.names` is looked up by, without the cost of a node's trimmed text, which copies
    /// the tree under it.
    static func dottedName(_ e: ExprSyntax) -> String? {
        if let d = e.as(DeclReferenceExprSyntax.self), d.argumentNames == nil { return d.baseName.written }
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.argumentNames == nil,
           let b = m.base?.as(DeclReferenceExprSyntax.self), b.argumentNames == nil {
            return b.baseName.written + "." + m.declName.baseName.written
        }
        return nil
    }

    /// Swift 3's global names of the text attributes (`NSFontAttributeName`) and the
    /// `NSAttributedString.Key` each is now.
    static let swift3AttributeNames: [String: String] = [
        "NSFontAttributeName": "font", "NSForegroundColorAttributeName": "foregroundColor",
        "NSBackgroundColorAttributeName": "backgroundColor", "NSParagraphStyleAttributeName": "paragraphStyle",
        "NSKernAttributeName": "kern", "NSStrokeColorAttributeName": "strokeColor", "NSStrokeWidthAttributeName": "strokeWidth",
        "NSShadowAttributeName": "shadow", "NSUnderlineStyleAttributeName": "underlineStyle", "NSUnderlineColorAttributeName": "underlineColor",
        "NSStrikethroughStyleAttributeName": "strikethroughStyle", "NSBaselineOffsetAttributeName": "baselineOffset",
        "NSObliquenessAttributeName": "obliqueness", "NSExpansionAttributeName": "expansion", "NSLigatureAttributeName": "ligature",
    ]

    /// Core Text's attribute names and the text attributes they are: `kCTFontAttributeName` is
    /// the same key as `.font` ("NSFont"), and the others are the attributes Core Text's
    /// drawing, which UIKit's string drawing runs on, reads for what NSAttributedString.Key's
    /// of the same meaning say.
    static let coreTextAttributeNames: [String: String] = [
        "kCTFontAttributeName": "font", "kCTForegroundColorAttributeName": "foregroundColor",
        "kCTParagraphStyleAttributeName": "paragraphStyle", "kCTKernAttributeName": "kern",
        "kCTStrokeColorAttributeName": "strokeColor", "kCTStrokeWidthAttributeName": "strokeWidth",
        "kCTUnderlineStyleAttributeName": "underlineStyle", "kCTUnderlineColorAttributeName": "underlineColor",
        "kCTLigatureAttributeName": "ligature", "kCTBaselineOffsetAttributeName": "baselineOffset",
    ]

    /// Swift 3's font weights (`UIFontWeightBold`) and the cases of UIFont.Weight each is now.
    static let swift3FontWeights: [String: String] = [
        "UIFontWeightUltraLight": "ultraLight", "UIFontWeightThin": "thin", "UIFontWeightLight": "light",
        "UIFontWeightRegular": "regular", "UIFontWeightMedium": "medium", "UIFontWeightSemibold": "semibold",
        "UIFontWeightBold": "bold", "UIFontWeightHeavy": "heavy", "UIFontWeightBlack": "black",
    ]

    /// Core Animation's string constants of Swift 3 and Objective-C and the cases each is now.
    static let coreAnimationConstants: [String: String] = [
        "kCALineCapButt": "butt", "kCALineCapRound": "round", "kCALineCapSquare": "square",
        "kCALineJoinMiter": "miter", "kCALineJoinRound": "round", "kCALineJoinBevel": "bevel",
        "kCAFillRuleNonZero": "nonZero", "kCAFillRuleEvenOdd": "evenOdd",
        "kCAGradientLayerAxial": "axial", "kCAGradientLayerRadial": "radial",
        // A text layer's alignment and truncation (CATextLayerAlignmentMode and …TruncationMode since Swift 4.2).
        "kCAAlignmentNatural": "natural", "kCAAlignmentLeft": "left", "kCAAlignmentRight": "right",
        "kCAAlignmentCenter": "center", "kCAAlignmentJustified": "justified",
        "kCATruncationNone": "none", "kCATruncationStart": "start", "kCATruncationEnd": "end", "kCATruncationMiddle": "middle",
        // An animation's fill mode and timing function (animations are inert: Kinds/Layer.swift).
        "kCAFillModeForwards": "forwards", "kCAFillModeBackwards": "backwards", "kCAFillModeBoth": "both", "kCAFillModeRemoved": "removed",
        "kCAMediaTimingFunctionLinear": "linear", "kCAMediaTimingFunctionEaseIn": "easeIn", "kCAMediaTimingFunctionEaseOut": "easeOut",
        "kCAMediaTimingFunctionEaseInEaseOut": "easeInEaseOut", "kCAMediaTimingFunctionDefault": "default",
    ]

    /// The case a Swift 3 or Objective-C global constant became (`NSFontAttributeName` →
    /// `.font`, `kCTFontAttributeName` → `.font`, `kCALineCapRound` → `.round`,
    /// `UIFontWeightBold` → `.bold`); nil for any other name.
    static func renamedConstant(_ text: String) -> String? {
        swift3AttributeNames[text] ?? coreTextAttributeNames[text] ?? coreAnimationConstants[text] ?? swift3FontWeights[text]
    }

    /// SwiftUI's protocols a struct pasted beside UIKit code conforms to: a wrapper that puts a
    /// UIKit view into SwiftUI, or a preview. Their names are SwiftUI's alone.
    static let swiftUIProtocols: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable", "PreviewProvider"]

    /// Whether a struct has SwiftUI's `var body: some View` (a `struct ContentView: View`, not
    /// a protocol of the file that happens to be named View).
    static func hasOpaqueBody(_ s: StructDeclSyntax) -> Bool {
        s.memberBlock.members.contains { m in
            guard let v = m.decl.as(VariableDeclSyntax.self) else { return false }
            return v.bindings.contains { b in
                b.pattern.trimmedDescription == "body" && b.typeAnnotation?.type.is(SomeOrAnyTypeSyntax.self) == true
            }
        }
    }

    /// The overrides UIKit calls when the user touches, presses or shakes, or when the traits or
    /// the tint change after the view is shown: a drawing, made once, receives none of these,
    /// so they are read (their syntax checked) and left out.
    static let eventHandlers: Set<String> = [
        "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "touchesEstimatedPropertiesUpdated",
        "pressesBegan", "pressesChanged", "pressesEnded", "pressesCancelled",
        "motionBegan", "motionEnded", "motionCancelled",
        "beginTracking", "continueTracking", "endTracking", "cancelTracking",
        "point", "hitTest",
        "traitCollectionDidChange", "tintColorDidChange",
        // A gesture about to begin, assistive technology's actions, focus and the first
        // responder: each answers the user, whom a drawing never has.
        "gestureRecognizerShouldBegin", "accessibilityActivate", "accessibilityIncrement", "accessibilityDecrement",
        "accessibilityPerformEscape", "accessibilityPerformMagicTap", "accessibilityScroll",
        "canPerformAction", "shouldUpdateFocus", "didUpdateFocus", "safeAreaInsetsDidChange", "layoutMarginsDidChange",
        // Key-value observing's notification (`observeValue(forKeyPath:of:change:context:)`):
        // Foundation sends it when an observed key changes later, and viewc registers no observer.
        "observeValue",
    ]

    /// What makes a class the app's entry, its delegate or a scene's (`@UIApplicationMain`,
    /// `@main`, `UIApplicationDelegate`, `UIWindowSceneDelegate`), said as a message names it;
    /// nil for another class.
    static func appEntry(_ c: ClassDeclSyntax) -> String? {
        for case .attribute(let a) in c.attributes {
            let name = a.attributeName.trimmedDescription
            if name == "UIApplicationMain" || name == "main" { return "'@\(name)'" }
        }
        let inherited = c.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        return inherited.first { ["UIApplicationDelegate", "UIWindowSceneDelegate"].contains($0) }.map { "a '\($0)'" }
    }

    /// The simple name of the type whose body declares `d` (a class, struct, enum or protocol,
    /// or the type an extension extends); nil for a declaration at the file's level or inside a
    /// function, whose scope is not a type's.
    static func declaringType(_ d: some SyntaxProtocol) -> String? {
        var up = d.parent
        while let n = up {
            switch n.as(SyntaxEnum.self) {
            case .classDecl(let c): return c.name.text
            case .structDecl(let s): return s.name.text
            case .enumDecl(let e): return e.name.text
            case .protocolDecl(let p): return p.name.text
            case .extensionDecl(let x):
                let t = x.extendedType.trimmedDescription
                return String(t.split(separator: ".").last ?? Substring(t))
            case .codeBlock, .closureExpr, .sourceFile, .accessorBlock: return nil
            default: up = n.parent
            }
        }
        return nil
    }

    /// The array type and the collection protocols an extension of lists names.
    static let listProtocols: Set<String> = ["Array", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"]

    /// The range types, whose extensions are of the one range type here (Text.swift).
    static let rangeTypes: Set<String> = ["ClosedRange", "Range"]

    /// Whether a range extension's `where` clause keeps its `Bound` a number whose arithmetic
    /// is a Double's: a floating-point type or protocol, or `Comparable` (no arithmetic).
    static func rangeBoundClause(_ w: GenericWhereClauseSyntax) -> Bool {
        w.requirements.allSatisfy {
            switch $0.requirement {
            case .sameTypeRequirement(let s):
                return s.leftType.trimmedDescription == "Bound" && ["Double", "CGFloat", "Float"].contains(s.rightType.trimmedDescription)
            case .conformanceRequirement(let c):
                return c.leftType.trimmedDescription == "Bound" && ["FloatingPoint", "BinaryFloatingPoint", "Comparable"].contains(c.rightType.trimmedDescription)
            default: return false
            }
        }
    }

    /// The floating-point type a range extension's `where` clause makes its `Bound`
    /// (`where Bound == CGFloat` that type, `where Bound: FloatingPoint` a Double); nil for
    /// one of `Comparable` alone, whose `Bound` is the range's own number.
    static func rangeFloatingBound(_ w: GenericWhereClauseSyntax) -> String? {
        for r in w.requirements {
            switch r.requirement {
            case .sameTypeRequirement(let s): return s.rightType.trimmedDescription
            case .conformanceRequirement(let c) where c.rightType.trimmedDescription != "Comparable": return "Double"
            default: continue
            }
        }
        return nil
    }

    /// The name an extension of lists is lowered with: `[T]` for `where Element == T` (and
    /// `[Double]` for `where Element: FloatingPoint`, the floating-point protocols each a
    /// Number here), `Array` when nothing says the elements' type; nil for another clause.
    func listExtensionName(_ w: GenericWhereClauseSyntax?) -> String? {
        guard let w else { return "Array" }
        guard w.requirements.count == 1, let r = w.requirements.first else { return nil }
        switch r.requirement {
        case .sameTypeRequirement(let s) where s.leftType.trimmedDescription == "Element":
            return "[\(s.rightType.trimmedDescription)]"
        case .conformanceRequirement(let c) where c.leftType.trimmedDescription == "Element"
            && ["FloatingPoint", "BinaryFloatingPoint", "Numeric", "SignedNumeric", "Comparable"].contains(c.rightType.trimmedDescription):
            return "[Double]"
        default: return nil
        }
    }

    // A CALayer subclass's `override func action(forKey:)` (the animation of a changed
    // property) is left out as the event handlers are: a still picture runs no animation and
    // shows the model layer. (Its `override init(layer:)`, the copy Core Animation makes for
    // the layer shown while an animation runs, is never called by Core Animation here, and runs
    // when the code calls it.)

    func decl(_ d: DeclSyntax) throws -> [Int32] {
        try enter(d)
        defer { leave() }
        switch d.as(DeclSyntaxEnum.self) {
        case .classDecl(let c):
            // The app's delegate pasted with a helper file it declares colours in
            // (`@UIApplicationMain class AppDelegate: UIResponder, UIApplicationDelegate`): it
            // launches the app, which a still picture is not; said once, a use of it an error.
            if let what = SwiftLowering.appEntry(c) {
                p.lexer.report(Diagnostic(.warning, "this class is left out: \(what) launches the app, which a drawing does not (docs/language.md §13); a use of it is an error",
                                          at: range(start(c.name), end(c.name))))
                return []
            }
            return [try classDecl(c)]
        case .structDecl(let s):
            // A SwiftUI wrapper pasted beside the UIKit view it wraps (`struct Moon:
            // UIViewRepresentable`), or a preview: SwiftUI is outside, and the UIKit code, which
            // does not use it, draws as it would. Said once; a use of it is an error.
            if let ui = s.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription).first(where: { SwiftLowering.swiftUIProtocols.contains($0) || $0 == "View" && SwiftLowering.hasOpaqueBody(s) }) {
                p.lexer.report(Diagnostic(.warning, "this struct is left out: SwiftUI's '\(ui)' is outside the supported Swift subset (docs/language.md §13), which draws UIKit views; a use of it is an error",
                                          at: range(start(s.name), end(s.name))))
                return []
            }
            return [try structDecl(s)]
        case .enumDecl(let e): return [try enumDecl(e)]
        case .variableDecl(let v): return try varDecl(v)
        case .functionDecl(let f):
            if f.modifiers.contains(where: { $0.name.isKeyword(.override) }), SwiftLowering.eventHandlers.contains(f.name.text) { return [] }
            if f.modifiers.contains(where: { $0.name.isKeyword(.override) }), f.name.text == "action",
               f.signature.parameterClause.parameters.map(\.firstName.text) == ["forKey"] { return [] }
            if f.name.rawTokenKind == .binaryOperator, isCustomOperator(f.name.text) {
                leaveOutCustomOperator("this function of the operator '\(f.name.text)'", f.funcKeyword, f.name)
                return []
            }
            return [try funcDecl(f)]
        case .initializerDecl(let i):
            return [try initDecl(i)]
        case .protocolDecl(let x): return [try protocolDecl(x)]
        case .extensionDecl(let x):
            // An extension viewc cannot take (of a nested or generic type, or of lists under
            // a constraint it does not read) is left out, said once: a use of its members is an
            // error there, and code that uses none draws as it would.
            func leftOut(_ what: String, _ at: some SyntaxProtocol) -> [Int32] {
                p.lexer.report(Diagnostic(.warning, "this extension is left out: \(what) is outside the supported Swift subset (docs/language.md §13); a use of its members is an error",
                                          at: range(start(at), end(at))))
                return []
            }
            // `extension UIView.ContentMode`: the enum under its one word (Swift 3's `UIViewContentMode`).
            let enumWord = x.extendedType.as(MemberTypeSyntax.self).flatMap { UIKitCaseTypes.oneWordNames[$0.trimmedDescription] }
            let t = x.extendedType.as(IdentifierTypeSyntax.self)
            guard enumWord != nil || (t != nil && t!.genericArgumentClause == nil) else {
                return leftOut("an extension of '\(x.extendedType.trimmedDescription)'", x.extendedType)
            }
            // `extension RepeatsAble` of a protocol the numbers alone conform to (`extension
            // Double: RepeatsAble {}`): an extension of the numbers, as one of `Comparable` is,
            // its `Self` the number type of the value a member is used on.
            let written = x.genericWhereClause == nil && enumWord == nil && p.numberOnlyProtocols.contains(t!.name.text) ? "Comparable" : enumWord ?? t!.name.text
            // `extension Sequence where Element == Double`: an extension of the lists, named
            // by their element type (`[Double]`).
            var listName: String? = nil
            if SwiftLowering.listProtocols.contains(written) {
                guard let name = listExtensionName(x.genericWhereClause) else {
                    return leftOut("a 'where' clause other than 'where Element == T' (or a number protocol)", x.genericWhereClause!)
                }
                listName = name
            }
            // `extension ClosedRange { func clamp(_ value: Bound) -> Bound }`: a range here is
            // of numbers, so its `Bound` is a Number, of the type of the range a member is used
            // on (`(0.0 ... 1.0).clamp(x)` a Double); a clause that makes it another type
            // (`where Bound == Int`, whose `/` would divide as Ints) is left out.
            let rangeExtension = SwiftLowering.rangeTypes.contains(written)
            if rangeExtension, let g = x.genericWhereClause, !SwiftLowering.rangeBoundClause(g) {
                return leftOut("a 'where' clause of a range other than a floating-point 'Bound' ('where Bound == Double', 'Bound: FloatingPoint')", g)
            }
            let outerGenerics = numberGenerics, outerBound = floatingBound
            // A floating-point clause makes `Bound` that type whatever the range it is used
            // on: Swift types `(0 ... 10)` as a ClosedRange<Double> to reach `lerp`, so its
            // `Bound` divides and prints as a Double.
            if rangeExtension, let g = x.genericWhereClause, let bound = SwiftLowering.rangeFloatingBound(g) { floatingBound = bound }
            else if rangeExtension { numberGenerics.insert("Bound") }
            defer { numberGenerics = outerGenerics; floatingBound = outerBound }
            // `extension Shape where Self: UIView`: a protocol's defaults for the conformers that
            // are of that class.
            var selfBound: Name? = nil
            if listName == nil, !rangeExtension, let g = x.genericWhereClause {
                guard enumWord == nil, p.protocolNames.contains(written), g.requirements.count == 1, case .conformanceRequirement(let c) = g.requirements.first!.requirement,
                      c.leftType.trimmedDescription == "Self", let bound = c.rightType.as(IdentifierTypeSyntax.self), bound.genericArgumentClause == nil else {
                    return leftOut("a generic 'where' clause", g)
                }
                selfBound = intern(bound.name)
            }
            // `extension SWColor` of `typealias SWColor = UIColor` written above it (a helper's
            // cross-platform name): an extension of the type the alias names, as Swift's is.
            var extended = written
            if listName == nil, let a = p.typeAliases[names.intern(extended)]?.index, p.nodes[a].kind == .typeRef, p.nodes[a].flags == 0 {
                extended = names[Name(raw: p.nodes[a].a)]
            }
            setterScopes.append(settableComputed(x.memberBlock))
            let outerExtension = valueExtension
            valueExtension = listName != nil ? "Array"
                : ValueExtensions.implicitMembers[extended] != nil || UIKitCaseTypes.isExtensibleEnum(extended) ? extended : nil
            // An extension of a type of the file reads the type's `T!` properties as its own
            // code does (`path.removeAllPoints()` of a `var path: UIBezierPath!`): by their
            // names, declared `T!` in the file and in no way otherwise.
            let ofFileType = valueExtension == nil
            if ofFileType { unwrappedScopes.append(p.unwrappedMemberNames); enclosingClasses.append(names.intern(extended)) }
            extensionDepth += 1
            let body = members(x.memberBlock)
            extensionDepth -= 1
            if ofFileType { unwrappedScopes.removeLast(); enclosingClasses.removeLast() }
            valueExtension = outerExtension
            setterScopes.removeLast()
            let mark = p.scratch.count
            p.scratch.append(t.map { start($0.name) } ?? start(x.extendedType)); p.pushList(body)
            pushConformances(x.inheritanceClause?.inheritedTypes.map { $0 } ?? [])
            let n = node(.extensionDecl, start(x), end(x), a: (listName.map { names.intern($0) } ?? names.intern(extended)).raw, b: p.flush(mark))
            if let selfBound { p.selfBounds[n] = selfBound }
            return [n]
        case .typeAliasDecl(let x):
            if let g = x.genericParameterClause { throw outside("generic type aliases", g) }
            let name = intern(x.name)
            // One declared inside a type is that type's: another type may declare one of the
            // same name (SyntaxTree.memberTypeAliases).
            if let owner = SwiftLowering.declaringType(x) {
                let o = names.intern(owner)
                if p.memberTypeAliases[name]?.contains(where: { $0.owner == o }) == true {
                    throw fail("'\(x.name.text)' is already a type alias of '\(owner)'", x.name)
                }
                let target = NodeID(try type(x.initializer.value))
                p.memberTypeAliases[name, default: []].append((owner: o, type: target))
                return []
            }
            if p.typeAliases[name] != nil { throw fail("'\(x.name.text)' is already a type alias", x.name) }
            p.typeAliases[name] = NodeID(try type(x.initializer.value))
            return []
        case .associatedTypeDecl(let x): throw outside("associated types", x.associatedtypeKeyword)
        case .subscriptDecl(let x):
            // A subscript of an extension of a built-in type (a helper file's `extension String
            // { subscript … }`) is left out as an extension outside the subset is: said, and an
            // error where it is used.
            if extensionDepth > 0, valueExtension != nil {
                p.lexer.report(Diagnostic(.warning, "this subscript is left out: subscripts of built-in types are outside the supported Swift subset (docs/language.md §13); a use of it is an error",
                                          at: range(start(x.subscriptKeyword), end(x.subscriptKeyword))))
                return []
            }
            return try subscriptDecl(x)
        case .actorDecl(let x): throw outside("actors", x.actorKeyword)
        case .operatorDecl(let x):
            leaveOutCustomOperator("this declaration of the operator '\(x.name.text)'", x.fixitySpecifier, x.name)
            return []
        case .precedenceGroupDecl(let x):
            // A custom operator's precedence group: left out with the operators it serves.
            leaveOutCustomOperator("this precedence group '\(x.name.text)'", x.precedencegroupKeyword, x.name)
            return []
        case .macroDecl(let x): throw outside("macros", x.macroKeyword)
        case .macroExpansionDecl(let x) where x.macroName.text == "Preview":
            return []   // Xcode's canvas preview (`#Preview { V() }`): no part of the app's drawing
        case .ifConfigDecl(let x):
            // `#if os(iOS)` … as an iOS build takes it.
            switch activeClause(x)?.elements {
            case .decls(let members)?:
                var out: [Int32] = []
                for m in members {
                    let smark = p.scratch.count
                    do { out += try decl(m.decl) } catch { p.scratch.truncate(to: smark) }
                }
                return out
            case .statements(let list)?: return items(list)
            case nil: return []
            default: throw outside("'#if' around this", x)
            }
        case .deinitializerDecl:
            return []   // a still picture frees nothing: deinit never runs
        case .importDecl(let x):
            // `import UIKit` atop pasted Swift (the .view parser reads it; here inside a slice).
            let m = x.path.first.map { intern($0.name) } ?? names.intern("")
            return [node(.importFile, start(x), end(x), a: m.raw, b: x.path.first.map { start($0) } ?? start(x), flags: 1)]
        case .enumCaseDecl(let x): throw fail("'case' belongs in an enum", x.caseKeyword)
        default: throw outside("this declaration", d)
        }
    }

    /// The clause of `#if … #elseif … #else … #endif` an iOS build of today's Swift compiles.
    func activeClause(_ d: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for c in d.clauses {
            guard let cond = c.condition else { return c }   // #else
            if buildCondition(cond) { return c }
        }
        return nil
    }

    /// `os(iOS)`, `canImport(UIKit)`, `swift(>=5)`, `targetEnvironment(simulator)`, `DEBUG`,
    /// with `!`, `&&`, `||` and parentheses: as Xcode builds an app for a device.
    func buildCondition(_ e: ExprSyntax) -> Bool {
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.isKeyword(.true) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return buildCondition(only.expression) }
        if let pre = e.as(PrefixOperatorExprSyntax.self), pre.operator.text == "!" { return !buildCondition(pre.expression) }
        if let seq = e.as(SequenceExprSyntax.self) {
            // `a || b && c`: && binds tighter.
            var anyTrue = false
            var conj = true
            for el in seq.elements {
                if let op = el.as(BinaryOperatorExprSyntax.self) {
                    if op.operator.text == "||" { anyTrue = anyTrue || conj; conj = true }
                } else {
                    conj = conj && buildCondition(el)
                }
            }
            return anyTrue || conj
        }
        if let call = e.as(FunctionCallExprSyntax.self), let f = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let arg = call.arguments.first?.expression.trimmedDescription ?? ""
            switch f.baseName.text {
            case "os": return arg == "iOS"
            case "canImport": return ["UIKit", "Foundation", "CoreGraphics", "QuartzCore", "Swift", "Darwin", "ObjectiveC"].contains(arg)
            case "arch": return arg == "arm64"
            case "targetEnvironment": return false
            case "swift", "compiler": return arg.hasPrefix(">=")
            default: return false
            }
        }
        return false   // DEBUG and other flags: not set
    }

    /// The first inherited type (a class's superclass, an enum's raw type); the protocols
    /// after it are conformances, which change nothing a drawing does.
    func inheritance(_ clause: InheritanceClauseSyntax?) throws -> InheritedTypeSyntax? {
        clause?.inheritedTypes.first
    }

    /// The raw-value types an enum may have.
    static let rawTypes: Set<String> = ["Int", "String", "Double", "CGFloat", "Float", "Int8", "Int16", "Int32", "Int64",
                                        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger", "Character"]

    func classDecl(_ c: ClassDeclSyntax) throws -> Int32 {
        let a = try attributes(c.attributes, c.modifiers)
        try keywordCheck(a, keyword: c.classKeyword, isVar: false, isClass: true)
        if let g = c.genericParameterClause { throw outside("generic classes", g) }
        let sup = try inheritance(c.inheritanceClause)
        let supText = sup?.type.as(IdentifierTypeSyntax.self)?.name.text
        if sup == nil || (supText == "NSObject" && SwiftLowering.hasInstanceMembers(c.memberBlock))
            || supText.map({ SwiftLowering.standardProtocols.contains($0) || p.protocolNames.contains($0) }) == true {
            return try referenceClass(c)
        }
        if let supText, p.referenceClassNames.contains(supText) { return try referenceClass(c, superclassed: true) }
        guard let sup, let supName = sup.type.as(IdentifierTypeSyntax.self)?.name else { throw outside("this superclass", sup!.type) }
        enclosingClasses.append(intern(c.name))
        let body = classMembers(c, superclassed: true)
        enclosingClasses.removeLast()
        let mark = p.scratch.count
        p.scratch.append(start(c.name)); p.scratch.append(intern(supName).raw); p.scratch.append(start(supName))
        p.pushList(body)
        pushConformances(Array(c.inheritanceClause!.inheritedTypes.dropFirst()))
        let once = p.wordCount(c.name.text) == 1 ? SyntaxTree.namedOnceFlag : 0
        return node(.classDecl, start(c), end(c), a: intern(c.name).raw, b: p.flush(mark), flags: (a.designable ? 1 : 0) | once)
    }

    /// Protocols of Swift's standard library and Foundation a class that is not a view may name
    /// first (`class Series: CustomStringConvertible`): it then has no superclass.
    /// The standard library's functions code names with the module (`Swift.max(a, b)`).
    static let qualifiedStandardFunctions: Set<String> = ["min", "max", "abs", "zip", "stride", "print", "swap"]

    static let standardProtocols: Set<String> = [
        "AnyObject", "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "Codable", "Encodable", "Decodable", "Identifiable", "Sendable", "NSCopying", "NSCoding", "NSSecureCoding",
    ]

    /// Whether `e` is a call of `super.init(…)` or `self.init(…)`.
    static func isDelegatedInit(_ e: ExprSyntax) -> Bool {
        guard let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
              m.declName.baseName.isKeyword(.`init`), let b = m.base else { return false }
        return b.is(SuperExprSyntax.self) || b.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true
    }

    /// Whether a class declares an instance member (a stored or computed property, a method or
    /// an initializer that is not static): an NSObject subclass without one is a namespace of
    /// static functions (a PaintCode StyleKit), placed as such.
    static func hasInstanceMembers(_ block: MemberBlockSyntax) -> Bool {
        block.members.contains { m in
            let mods: DeclModifierListSyntax
            if let v = m.decl.as(VariableDeclSyntax.self) { mods = v.modifiers }
            else if let f = m.decl.as(FunctionDeclSyntax.self) { mods = f.modifiers }
            else if m.decl.is(InitializerDeclSyntax.self) { return true }
            else { return false }
            return !mods.contains { $0.name.isKeyword(.static) || $0.name.isKeyword(.class) }
        }
    }

    /// A class that is not a view (no superclass, or NSObject with instance members, or a
    /// superclass that is such a class of the file): a struct node flagged as a reference type,
    /// whose instances are shared, not copied; its superclass, if any, first of its inherited types.
    func referenceClass(_ c: ClassDeclSyntax, superclassed: Bool = false) throws -> Int32 {
        if let g = c.genericParameterClause { throw outside("generic classes", g) }
        let body = classMembers(c, plain: true, plainHeir: superclassed)
        let mark = p.scratch.count
        p.scratch.append(start(c.name)); p.pushList(body)
        pushConformances(Array(c.inheritanceClause?.inheritedTypes ?? []))
        return node(.structDecl, start(c), end(c), a: intern(c.name).raw, b: p.flush(mark),
                    flags: 1 | (superclassed ? SyntaxTree.referenceSuperclassFlag : 0))
    }

    /// A class's members, read with its settable computed properties and `T!` properties known;
    /// a view's or layer's (`superclassed`), or a plain class's, an heir (`plainHeir`) or not.
    func classMembers(_ c: ClassDeclSyntax, superclassed: Bool = false, plain: Bool = false, plainHeir: Bool = false) -> [Int32] {
        let saved = inSuperclassed
        inSuperclassed = superclassed
        defer { inSuperclassed = saved }
        let known = scanMembers(c.name, c.memberBlock)
        var scope = known.setters
        if superclassed {
            // Stored properties an heir observes have setters (observedByHeirs).
            p.classStoredVars[c.name.text] = known.stored
            for n in p.observedByHeirs[c.name.text] ?? [] where known.stored.contains(n) { scope.all.insert(n); scope.observed.insert(n) }
        }
        // A plain heir's assignments to its base's observed properties run their observers
        // (in its init too, after `super.init`), as a view heir's do; a plain class without a
        // superclass is known to its heirs.
        if plain && !plainHeir { p.classSetters[c.name.text] = (nil, scope.all, scope.bools) }
        let inherited = superclassed || plainHeir ? inheritedSetters(c, scope) : SetterScope()
        scope.all.formUnion(inherited.all); scope.bools.formUnion(inherited.bools)
        setterScopes.append(scope)
        inheritedSetterNames.append(inherited.all)
        unwrappedScopes.append(known.unwrapped)
        defer { setterScopes.removeLast(); unwrappedScopes.removeLast(); inheritedSetterNames.removeLast() }
        return members(c.memberBlock)
    }

    func structDecl(_ s: StructDeclSyntax) throws -> Int32 {
        let a = try attributes(s.attributes, s.modifiers)
        try keywordCheck(a, keyword: s.structKeyword, isVar: false, isClass: false)
        if let g = s.genericParameterClause { throw outside("generic structs", g) }
        return structNode(s, name: s.name, s.memberBlock, conformances: Array(s.inheritanceClause?.inheritedTypes ?? []))
    }

    /// A struct's node: its name, its members and the protocols it conforms to.
    func structNode(_ whole: some SyntaxProtocol, name: TokenSyntax, _ block: MemberBlockSyntax, conformances: [InheritedTypeSyntax]) -> Int32 {
        setterScopes.append(scanMembers(name, block).setters)
        let saved = inSuperclassed
        inSuperclassed = false
        let body = members(block)
        inSuperclassed = saved
        setterScopes.removeLast()
        let mark = p.scratch.count
        p.scratch.append(start(name)); p.pushList(body)
        pushConformances(conformances)
        return node(.structDecl, start(whole), end(whole), a: intern(name).raw, b: p.flush(mark))
    }

    /// A class's or struct's members, each lowered on its own (one that fails is dropped).
    func members(_ block: MemberBlockSyntax) -> [Int32] {
        let savedBody = inBody
        declDepth += 1; inBody = false
        defer { declDepth -= 1; inBody = savedBody }
        var out: [Int32] = []
        for m in block.members {
            let smark = p.scratch.count
            do {
                for n in try decl(m.decl) {
                    // A view or layer class declared inside a type (a control's private
                    // `CALayer` subclass): a class of the file, as its name is to its neighbours.
                    if m.decl.is(ClassDeclSyntax.self), p.nodes[Int(n)].kind == .classDecl {
                        nestedClasses.append(n)
                        if let outer = enclosingClasses.last { p.nestedIn[Name(raw: p.nodes[Int(n)].a)] = outer }
                    }
                    else if let f = m.decl.as(FunctionDeclSyntax.self), f.name.rawTokenKind == .binaryOperator { nestedClasses.append(n) }
                    else { out.append(n) }
                }
            } catch { p.scratch.truncate(to: smark) }
        }
        return out
    }

    /// View and layer classes and operator functions declared inside another type, placed at
    /// the file's level after the declaration that holds them (SwiftLowering.items).
    var nestedClasses: [Int32] = []
    /// The view and layer classes whose members are being lowered, innermost last.
    var enclosingClasses: [Name] = []
    /// Whether an operator function's parameters are being read (they take no labels).
    var operatorFunction = false

    func enumDecl(_ e: EnumDeclSyntax) throws -> Int32 {
        let a = try attributes(e.attributes, e.modifiers)
        try keywordCheck(a, keyword: e.enumKeyword, isVar: false, isClass: false)
        if let g = e.genericParameterClause { throw outside("generic enums", g) }
        // An enum without cases declared in code (PaintCode's `enum LocalCache { static var
        // image: UIImage! }` in its `imageOf…()` methods) is a namespace of static members, as
        // a struct declared there is: no value of it can be made, so it is one.
        if inBody, e.inheritanceClause == nil, !e.memberBlock.members.contains(where: { $0.decl.is(EnumCaseDeclSyntax.self) }) {
            return structNode(e, name: e.name, e.memberBlock, conformances: [])
        }
        var raw: Int32 = -1
        if let first = try inheritance(e.inheritanceClause), SwiftLowering.rawTypes.contains(first.type.trimmedDescription) {
            raw = try type(first.type)
        }
        var cases: [Int32] = []
        // Methods, computed properties and static members: lowered as a struct's are.
        var others: [Int32] = []
        var associated: [Int32] = []
        var associatedCount: Int32 = 0
        setterScopes.append(settableComputed(e.memberBlock))
        defer { setterScopes.removeLast() }
        // Swift's rules of `indirect`: a case that holds the enum itself (not through a list, a
        // dictionary or a function) needs it, on the enum or the case; a case marked so holds a
        // value, in an enum that is not.
        let enumIndirect = e.modifiers.contains { $0.name.isKeyword(.indirect) }
        func holdsItself(_ t: TypeSyntax) -> Bool {
            if let i = t.as(IdentifierTypeSyntax.self) { return i.name.text == e.name.text && i.genericArgumentClause == nil }
            if let o = t.as(OptionalTypeSyntax.self) { return holdsItself(o.wrappedType) }
            if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return holdsItself(o.wrappedType) }
            if let tu = t.as(TupleTypeSyntax.self) { return tu.elements.contains { holdsItself($0.type) } }
            return false
        }
        for m in e.memberBlock.members {
            guard let cd = m.decl.as(EnumCaseDeclSyntax.self) else {
                declDepth += 1
                defer { declDepth -= 1 }
                others += try decl(m.decl)
                continue
            }
            if let ind = cd.modifiers.first(where: { $0.name.isKeyword(.indirect) }) {
                if enumIndirect { throw fail("enum case in 'indirect' enum cannot also be 'indirect'", ind) }
                if let plain = cd.elements.first(where: { $0.parameterClause == nil }) {
                    throw fail("enum case '\(plain.name.text)' without associated value cannot be 'indirect'", ind)
                }
            } else if !enumIndirect, cd.elements.contains(where: { $0.parameterClause?.parameters.contains { holdsItself($0.type) } == true }) {
                throw fail("recursive enum '\(e.name.text)' is not marked 'indirect'", e.name)
            }
            for el in cd.elements {
                if let pc = el.parameterClause {
                    // `case minTrackTint(UIColor)`, `case point(x: CGFloat, y: CGFloat)`.
                    associated.append(Int32(cases.count / 3)); associated.append(Int32(pc.parameters.count))
                    for prm in pc.parameters {
                        if prm.defaultValue != nil { throw outside("default values of associated values", prm) }
                        associated.append(prm.firstName.map { $0.rawTokenKind == .wildcard ? -1 : intern($0).raw } ?? -1)
                        associated.append(try type(prm.type))
                    }
                    associatedCount += 1
                }
                var v: Int32 = -1
                if let rv = el.rawValue { v = try expr(rv.value) }
                cases += [intern(el.name).raw, start(el.name), v]
            }
        }
        let mark = p.scratch.count
        p.scratch.append(start(e.name)); p.scratch.append(raw); p.scratch.append(Int32(cases.count / 3)); p.scratch.append(contentsOf: cases)
        p.pushList(others)
        p.scratch.append(associatedCount); p.scratch.append(contentsOf: associated)
        let caseIterable = e.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "CaseIterable" } ?? false
        // `enum E: Error`: its values may be thrown.
        let isError = e.inheritanceClause?.inheritedTypes.contains { ["Error", "LocalizedError", "CustomNSError", "Swift.Error"].contains($0.type.trimmedDescription) } ?? false
        return node(.enumDecl, start(e), end(e), a: intern(e.name).raw, b: p.flush(mark), flags: (caseIterable ? 1 : 0) | (isError ? 2 : 0))
    }

    /// `var`/`let`: one node a name (`var a = 1, b = 2` is two).
    func varDecl(_ v: VariableDeclSyntax) throws -> [Int32] {
        var a = try attributes(v.attributes, v.modifiers)
        let isVar = v.bindingSpecifier.isKeyword(.var)
        if a.inspectable, !isVar {
            // Swift compiles `@IBInspectable let x = 1`: a constant, which no inspector can
            // set, so it is the class's constant and no parameter.
            p.lexer.report(Diagnostic(.warning, "'@IBInspectable' on a 'let' makes no parameter: a constant cannot be set, so it keeps its value", at: range(v.bindingSpecifier)))
            a.inspectable = false
            a.varFlags.remove(.inspectable)
        }
        try keywordCheck(a, keyword: v.bindingSpecifier, isVar: isVar, isClass: false)
        var out: [Int32] = []
        let bindings = Array(v.bindings)
        for (k, b) in bindings.enumerated() {
            var flags = a.varFlags
            if isVar { flags.insert(.isVar) }
            guard let ip = b.pattern.as(IdentifierPatternSyntax.self) else {
                if let tp = b.pattern.as(TuplePatternSyntax.self) {
                    let parts = try tupleBinding(b, tp, flags: flags, member: v.parent?.is(MemberBlockItemSyntax.self) ?? false)
                    if declDepth == 0, atFileTop {
                        // At the top of the file, the file's `let`s.
                        for n in parts {
                            let d = p.nodes[Int(n)], o = Int(d.b)
                            let mark = p.scratch.count
                            p.scratch.append(p.extra[o]); p.scratch.append(p.extra[o + 2])
                            out.append(node(.letBinding, d.start, d.end, a: d.a, b: p.flush(mark)))
                        }
                    } else { out += parts }
                    continue
                }
                // `let _ = value` in code: the value, evaluated and dropped, as `_ = value`.
                if b.pattern.is(WildcardPatternSyntax.self), let i = b.initializer, inBody {
                    out.append(discarded(try expr(i.value), at: start(b.pattern)))
                    continue
                }
                throw outside("this pattern", b.pattern)
            }
            let typeAnnotation = SwiftLowering.writtenType(of: b)
            // `let a: Set = [1, 2, 3]`: a Set of the literal's elements' type, as Swift infers it
            // (the literal made a Set: setLiteral).
            if let ta = typeAnnotation, let id = ta.type.as(IdentifierTypeSyntax.self), id.name.text == "Set", id.genericArgumentClause == nil,
               let a = b.initializer?.value.as(ArrayExprSyntax.self), !a.elements.isEmpty, !localNames.contains("Set") {
                bareSetTypes.insert(ta.type.id)
            }
            let t = try typeAnnotation.map { bareSetTypes.contains($0.type.id) ? -1 : try type($0.type) } ?? -1
            var value: Int32 = -1
            if let i = b.initializer {
                // `let c: UIColor = Kit.shared` of a `UIColor!`: unwrapped, as the type wants a value.
                value = try typeAnnotation.map({ SwiftLowering.isOptional($0.type) }) == false ? unwrappedIfImplicit(i.value) : expr(i.value)
                value = setLiteral(value, typeAnnotation?.type, i.value)
            } else if isVar, b.accessorBlock == nil || isObserved(b.accessorBlock!), let ta = typeAnnotation,
                    ta.type.is(OptionalTypeSyntax.self) || ta.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
                    !v.modifiers.contains(where: { $0.name.isKeyword(.override) }) {
                // `var x: T?` starts as nil, as Swift's optional variables do (an override keeps
                // the superclass's value).
                value = node(.identifier, start(ta.type), end(ta.type), a: names.intern("nil").raw)
            } else if isVar, b.accessorBlock == nil || isObserved(b.accessorBlock!), let ta = typeAnnotation, let nils = nilTuple(ta.type),
                    !v.modifiers.contains(where: { $0.name.isKeyword(.override) }) {
                // `var branches: (left: Branch?, right: Branch?)` starts as a tuple of nils, as Swift
                // gives a tuple of optionals a value.
                value = nils
            } else if a.managed, isVar, b.accessorBlock == nil, let ta = typeAnnotation {
                // `@NSManaged var x: CGFloat` of a CALayer subclass: Core Animation's storage,
                // which reads as zero (false, .zero) until the property is set.
                value = try managedZero(ta.type)
            }
            var getter: [Int32] = []
            var setter: (AccessorDeclSyntax, CodeBlockSyntax)? = nil
            var observers: [AccessorDeclSyntax] = []
            if let acc = b.accessorBlock {
                switch acc.accessors {
                case .getter(let list):
                    try enter(acc); defer { leave() }
                    getter = try getterBody(typeAnnotation) { try implicitReturn(list) ?? items(list) }
                    flags.insert(.computed)
                case .accessors(let list):
                    for x in list {
                        switch x.accessorSpecifier.text {
                        case "get":
                            if let e = x.effectSpecifiers { throw outside("'\(e.trimmedDescription)'", e) }
                            getter = try getterBody(typeAnnotation) { try x.body.map { try implicitReturn($0.statements) ?? block($0) } ?? [] }
                            flags.insert(.computed)
                        case "set":
                            guard let body = x.body else {
                                if inProtocol { flags.insert(.settableRequirement); continue }   // a requirement's `{ get set }`
                                throw fail("a setter needs a body", x.accessorSpecifier)
                            }
                            setter = (x, body)
                        case "didSet", "willSet":
                            flags.insert(.observed)
                            observers.append(x)
                        default: throw outside("the accessor '\(x.accessorSpecifier.text)'", x.accessorSpecifier)
                        }
                    }
                }
                if flags.contains(.computed) && value >= 0 {
                    throw fail("a computed property has no initial value", ip.identifier)
                }
            }
            if !isVar && flags.contains(.computed) { throw fail("a computed property is declared with 'var'", v.bindingSpecifier) }
            localNames.insert(ip.identifier.written)
            if inBody, typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true {
                unwrappedLocals.insert(ip.identifier.written)
            } else {
                unwrappedLocals.remove(ip.identifier.written)
            }
            if declDepth == 0, atFileTop, isVar || value >= 0, getter.isEmpty, setter == nil, !flags.contains(.observed) {
                // A variable or constant at the top of the file (`var start = Date()`, `let
                // count = 5`): Swift's global, of the type Swift gives it (`count` an Int), made
                // at its first read and shared by all the file's code, as a static is.
                flags.insert(.isStatic)
            }
            let mark = p.scratch.count
            p.scratch.append(start(ip.identifier)); p.scratch.append(t); p.scratch.append(value)
            p.pushList(getter)
            let s = k == 0 ? start(v) : start(b)
            out.append(node(.varDecl, s, end(b), a: intern(ip.identifier).raw, b: p.flush(mark), flags: flags.rawValue))
            if let (acc, body) = setter {
                guard let ta = typeAnnotation else { throw fail("a computed property with a setter needs a type", ip.identifier) }
                out.append(try setterFunction(ip.identifier, acc, body, type: ta.type, isStatic: flags.contains(.isStatic)))
            }
            // A stored property of a base an heir observes: a setter that stores, which the
            // heir's observers override (observedByHeirs).
            if observers.isEmpty, !inBody, inSuperclassed, isVar, getter.isEmpty, setter == nil, !flags.contains(.isStatic),
               let c = enclosingClasses.last, p.observedByHeirs[names[c]]?.contains(ip.identifier.text) == true,
               let tn = try typeAnnotation.map({ try type($0.type) }) ?? literalType(b.initializer?.value) ?? enumCaseType(b.initializer?.value, of: Syntax(v)) {
                out.append(try observerSetter(ip.identifier, [], type: tn, isStatic: false))
            }
            // An override adding observers to a stored property of a base of the file that has
            // none: the base is lowered again with a setter for it (Parser.relowerHeirs), and
            // this class after it, taking the branch below.
            if !observers.isEmpty, !inBody, flags.contains(.isOverride), value < 0, getter.isEmpty, setter == nil,
               inheritedSetterNames.last?.contains(ip.identifier.written) != true, let base = storingBase(ip.identifier.text) {
                p.observedByHeirs[base, default: []].insert(ip.identifier.text)
            }
            // (An override's observers are UIKit's property's: Check/CheckOverrides.swift; those
            // of a view's own property run through its setter as a stored property's do.)
            if !observers.isEmpty, !inBody, flags.contains(.isOverride), value < 0, getter.isEmpty, setter == nil,
               inheritedSetterNames.last?.contains(ip.identifier.written) == true, let ta = typeAnnotation {
                // An override adding observers to a base's property (of the file) keeps the base's
                // storage: it is the base's setter, overridden, running the base's between its own.
                out.removeLast()
                out.append(try observerSetter(ip.identifier, observers, type: try type(ta.type), isStatic: false, overriding: true))
                continue
            }
            if !observers.isEmpty, !inBody, !flags.contains(.isOverride) || ViewPropertyOverrides.observed(ip.identifier.written, type: typeAnnotation?.type.trimmedDescription) {
                if let tn = try typeAnnotation.map({ try type($0.type) }) ?? literalType(b.initializer?.value) ?? enumCaseType(b.initializer?.value, of: Syntax(v)) {
                    out.append(try observerSetter(ip.identifier, observers, type: tn, isStatic: flags.contains(.isStatic)))
                } else if !observers.allSatisfy({ $0.body.map { isViewCommands($0.statements, SwiftLowering.redrawCommands) } ?? true }) {
                    // Observers that only ask for a redraw change nothing in a still picture;
                    // others would be lost without the type their setter needs: said, not dropped.
                    throw fail("the observers of '\(ip.identifier.text)', a property whose type is not written, are outside the supported Swift subset (docs/language.md §13): write its type ('var \(ip.identifier.text): T = …')", observers[0].accessorSpecifier)
                }
            }
        }
        return out
    }

    /// UIView's methods that return nothing and are written as statements (the ambient methods
    /// of Kinds/Ambient.swift, and `removeFromSuperview`).
    static let viewCommands: Set<String> = ["setNeedsDisplay", "setNeedsLayout", "layoutIfNeeded", "invalidateIntrinsicContentSize",
                                            "sizeToFit", "addSubview", "removeFromSuperview", "sendActions", "addGestureRecognizer", "removeGestureRecognizer"]

    /// The view commands that only ask UIKit to draw or lay out again: in a still picture,
    /// drawn once after layout, they change nothing.
    static let redrawCommands: Set<String> = ["setNeedsDisplay", "setNeedsLayout", "layoutIfNeeded", "invalidateIntrinsicContentSize"]

    /// Whether every statement of a block is a call of one of `commands` on the view (an
    /// observer's `didSet { setNeedsDisplay() }`).
    func isViewCommands(_ list: CodeBlockItemListSyntax, _ commands: Set<String> = SwiftLowering.viewCommands) -> Bool {
        list.allSatisfy { item in
            guard case .expr(let e) = item.item, let call = e.as(FunctionCallExprSyntax.self) else { return false }
            if let d = call.calledExpression.as(DeclReferenceExprSyntax.self) { return commands.contains(d.baseName.text) }
            if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let b = m.base?.as(DeclReferenceExprSyntax.self),
               b.baseName.isKeyword(.self) { return commands.contains(m.declName.baseName.text) }
            return false
        }
    }

    /// Whether a closure's body is one call of such a method on the view (`{ self.setNeedsDisplay() }`,
    /// as `DispatchQueue.main.async` is given one): a statement, not a value returned.
    func isViewCommand(_ list: CodeBlockItemListSyntax) -> Bool { list.count == 1 && isViewCommands(list) }

    /// What an `@NSManaged` property of a CALayer subclass reads before it is set: Core
    /// Animation's default for its type, zero; none (-1) for an object's type (`UIColor`,
    /// `String`), whose default is nil, which the type cannot hold: read before it is set, it
    /// is an error there.
    func managedZero(_ t: TypeSyntax) throws -> Int32 {
        let name = t.as(IdentifierTypeSyntax.self)?.name.text ?? ""
        switch name {
        case "CGFloat", "Double", "Float", "Int", "UInt", "Int32", "Int64", "NSInteger", "TimeInterval", "CFTimeInterval":
            return number(0, t)
        case "Bool": return node(.bool, start(t), end(t), a: 0)
        case "CGPoint", "CGSize", "CGRect":
            // `CGPoint.zero`, written where the type is.
            let base = node(.identifier, start(t), end(t), a: names.intern(name).raw)
            return node(.member, start(t), end(t), a: base, b: names.intern("zero").raw)
        default:
            return -1
        }
    }

    /// A body that is one expression, in a function with a result or a getter: Swift returns
    /// its value (`var side: CGFloat { bounds.width * scale }`).
    func implicitReturn(_ list: CodeBlockItemListSyntax) throws -> [Int32]? {
        // An `if` expression as the body (Swift 5.9: `{ t in if t.isDark { .white } else { .black } }`):
        // each branch's value returned.
        if list.count == 1, let i = SwiftLowering.expressionItem(list.first!.item, IfExprSyntax.self), SwiftLowering.isIfValue(i) {
            branchValues = true
            defer { branchValues = false }
            return [try ifStmt(i)]
        }
        if list.count == 1, let sw = SwiftLowering.expressionItem(list.first!.item, SwitchExprSyntax.self), SwiftLowering.isSwitchValue(sw) {
            branchValues = true
            defer { branchValues = false }
            return [try switchStmt(sw)]
        }
        guard list.count == 1, case .expr(let e) = list.first!.item, !e.is(IfExprSyntax.self), !e.is(SwitchExprSyntax.self) else { return nil }
        if let seq = e.as(SequenceExprSyntax.self), seq.elements.contains(where: { isAssignment($0) }) { return nil }
        let v = try unwrapsResult ? unwrappedIfImplicit(e) : expr(e)
        return [node(.returnStmt, p.start(v), p.end(v), a: v)]
    }

    /// A computed property's setter, `set(v) { … }`: a method `$set name(_ newValue: T)` that
    /// an assignment to the property calls (`assignment`), in the class or struct that has it.
    func setterFunction(_ name: TokenSyntax, _ acc: AccessorDeclSyntax, _ body: CodeBlockSyntax, type t: TypeSyntax, isStatic: Bool) throws -> Int32 {
        let paramName = acc.parameters.map { intern($0.name) } ?? names.intern("newValue")
        let mark = p.scratch.count
        p.scratch.append(start(acc.accessorSpecifier))
        p.scratch.append(1)
        p.scratch.append(-1); p.scratch.append(paramName.raw)
        p.scratch.append(acc.parameters.map { start($0.name) } ?? start(acc.accessorSpecifier))
        p.scratch.append(try type(t)); p.scratch.append(-1)
        let saved = (localNames, unwrappedLocals, inBody)
        localNames = [names[paramName]]
        // A `T!` property's new value is a `T!` too.
        if t.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { unwrappedLocals.insert(names[paramName]) }
        // Its body is code, as a function's (`let _ = f()` in it drops a value).
        inBody = true
        defer { (localNames, unwrappedLocals, inBody) = saved }
        let stmts = try block(body)
        p.scratch.append(-1)
        p.pushList(stmts)
        return node(.funcDecl, start(acc), end(acc), a: SwiftLowering.setterName(names, name.text).raw, b: p.flush(mark),
                    flags: isStatic ? FuncFlags.isStatic.rawValue : 0)
    }

    /// A stored property's observers as its setter, `$set name(_ newValue: T)`, which an
    /// assignment to the property calls (`setterCall`), as Swift runs them: `willSet` with the
    /// new value (`newValue`, or the name it gives), the store, then `didSet` with the old
    /// value (`oldValue`, or its name). A store in the observers themselves is a plain store.
    func observerSetter(_ name: TokenSyntax, _ observers: [AccessorDeclSyntax], type t: Int32, isStatic: Bool, overriding: Bool = false) throws -> Int32 {
        let at = observers.first.map(start) ?? start(name)
        let newValue = names.intern("newValue")
        let mark = p.scratch.count
        p.scratch.append(at)
        p.scratch.append(1)
        p.scratch.append(-1); p.scratch.append(newValue.raw)
        p.scratch.append(at)
        p.scratch.append(t); p.scratch.append(-1)
        let saved = (localNames, observerOf, overridingObserver, inBody)
        defer { (localNames, observerOf, overridingObserver, inBody) = saved }
        observerOf = name.text
        overridingObserver = overriding
        inBody = true
        // The names around them are members, not locals, as in a method's body (the class's
        // members declared above are in `localNames` here): a member's `T!` is unwrapped
        // (`label.isHidden = isLarge` in `isLarge`'s didSet). The property itself, set in its
        // own observers, is a plain store; in an override's observers it is the base's
        // property, stored through its setter.
        let outer: Set<String> = overriding ? [] : [name.text]
        localNames = outer
        let property = intern(name)
        func binding(_ n: Name, _ value: Int32, _ s: Int32) -> Int32 {
            let m = p.scratch.count
            p.scratch.append(s); p.scratch.append(value)
            return node(.letBinding, s, s, a: n.raw, b: p.flush(m))
        }
        var stmts: [Int32] = []
        if let w = observers.first(where: { $0.accessorSpecifier.text == "willSet" }), let body = w.body {
            localNames = outer.union(["newValue"])
            if let given = w.parameters?.name, given.text != "newValue" {
                stmts.append(binding(intern(given), node(.identifier, start(given), start(given), a: newValue.raw), start(given)))
                localNames.insert(given.text)
            }
            stmts += try block(body)
        }
        let d = observers.first(where: { $0.accessorSpecifier.text == "didSet" })
        if let d, d.body != nil {
            let old = d.parameters.map { intern($0.name) } ?? names.intern("oldValue")
            stmts.append(binding(old, node(.identifier, start(d), start(d), a: property.raw), start(d)))
        }
        if overriding {
            // `super.$set name(newValue)`: the base's setter, with its observers.
            let callee = setterCallee(name, at, at)
            let m = p.scratch.count
            p.scratch.append(1); p.scratch.append(node(.identifier, at, at, a: newValue.raw))
            stmts.append(node(.expression, at, at, a: node(.call, at, at, a: callee, b: p.flush(m), flags: SyntaxTree.unlabeledCall)))
        } else {
            stmts.append(node(.assign, at, at, a: node(.identifier, at, at, a: property.raw), b: node(.identifier, at, at, a: newValue.raw)))
        }
        if let d, let body = d.body {
            localNames = outer.union([d.parameters?.name.text ?? "oldValue", "newValue"])
            stmts += try block(body)
        }
        p.scratch.append(-1)
        p.pushList(stmts)
        return node(.funcDecl, at, observers.last.map(end) ?? end(name), a: SwiftLowering.setterName(names, name.text).raw, b: p.flush(mark),
                    flags: isStatic ? FuncFlags.isStatic.rawValue : 0)
    }

    static func setterName(_ names: NameTable, _ property: String) -> Name { names.intern("$set " + property) }

    /// The type Swift gives a stored property declared without one from its value (`var on =
    /// false { didSet … }` a Bool, `0` an Int, `0.5` a Double, `""` a String; `CGPoint(x: 1,
    /// y: 2)` or `Gauge()` the type made, `CGPoint.zero` or `UIColor.red` a constant of a type
    /// whose constants are all of itself); nil for another value.
    static func literalTypeName(_ e: ExprSyntax?) -> String? {
        guard var e else { return nil }
        if let pre = e.as(PrefixOperatorExprSyntax.self), pre.operator.text == "-" { e = pre.expression }
        if e.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if e.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if e.is(FloatLiteralExprSyntax.self) { return "Double" }
        if e.is(StringLiteralExprSyntax.self) { return "String" }
        // Xcode's literals: `#imageLiteral(resourceName:)` a UIImage, `#colorLiteral(…)` a UIColor.
        if let m = e.as(MacroExpansionExprSyntax.self) {
            switch m.macroName.text {
            case "imageLiteral": return "UIImage"
            case "colorLiteral": return "UIColor"
            default: return nil
            }
        }
        if let c = e.as(FunctionCallExprSyntax.self) {
            var callee = c.calledExpression
            // A method of such a value giving another of its type (`UIColor.gray.withAlphaComponent(0.25)`).
            if let m = callee.as(MemberAccessExprSyntax.self), let b = m.base, let t = literalTypeName(b),
               sameTypeMethods[t]?.contains(m.declName.baseName.text) == true {
                return t
            }
            if let m = callee.as(MemberAccessExprSyntax.self), m.declName.baseName.isKeyword(.`init`), let b = m.base { callee = b }
            if let t = callee.as(DeclReferenceExprSyntax.self), t.argumentNames == nil, t.baseName.text.first?.isUppercase == true { return t.baseName.text }
            return nil
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.argumentNames == nil, let t = m.base?.as(DeclReferenceExprSyntax.self),
           selfTypedConstants.contains(t.baseName.text) {
            return t.baseName.text
        }
        // A member of such a value whose type is known (`UIColor.red.cgColor` a CGColor).
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.argumentNames == nil, let b = m.base,
           let t = literalTypeName(b), let member = typedMembers[t]?[m.declName.baseName.text] {
            return member
        }
        return nil
    }

    /// Members whose type is known from the type of the value they are read on.
    static let typedMembers: [String: [String: String]] = [
        "UIColor": ["cgColor": "CGColor"],
        "UIBezierPath": ["cgPath": "CGPath"],
    ]

    /// Methods whose result is a value of the type of the value they are called on.
    static let sameTypeMethods: [String: Set<String>] = [
        "UIColor": ["withAlphaComponent"],
        "CGRect": ["insetBy", "offsetBy", "inset", "union", "intersection", "applying"],
        "CGAffineTransform": ["rotated", "scaledBy", "translatedBy", "concatenating", "inverted"],
    ]

    /// Types whose static constants are all values of the type itself (`CGPoint.zero`,
    /// `CGFloat.pi`, `UIColor.red`).
    static let selfTypedConstants: Set<String> = [
        "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "UIEdgeInsets", "UIColor",
        "CGFloat", "Double", "Float", "Int",
    ]

    /// `[CGPoint]()`, `[Segment]()`: an empty array of the element type named, that type's name.
    static func emptyArrayElementName(_ e: ExprSyntax?) -> String? {
        guard let c = e?.as(FunctionCallExprSyntax.self), c.arguments.isEmpty, c.trailingClosure == nil,
              let a = c.calledExpression.as(ArrayExprSyntax.self), a.elements.count == 1,
              let t = a.elements.first?.expression.as(DeclReferenceExprSyntax.self), t.argumentNames == nil,
              t.baseName.text.first?.isUppercase == true else { return nil }
        return t.baseName.text
    }

    /// `[UIColor.red.cgColor, UIColor.green.cgColor]`, `[0.25, 1]`: an array literal whose elements
    /// all have a type `literalTypeName` knows, the element type Swift infers (Int and Double
    /// literals together are Doubles).
    static func arrayElementName(_ e: ExprSyntax?) -> String? {
        guard let a = e?.as(ArrayExprSyntax.self), !a.elements.isEmpty else { return nil }
        var names = Set<String>()
        for element in a.elements {
            guard let n = literalTypeName(element.expression) else { return nil }
            names.insert(n)
        }
        if names == ["Int", "Double"] { return "Double" }
        return names.count == 1 ? names.first : nil
    }

    /// Whether a stored property declared with the value `e` and no type has one the lowering
    /// knows (its observers' setter needs it): `literalTypeName`'s or an array's.
    static func typeKnown(from e: ExprSyntax?) -> Bool {
        literalTypeName(e) != nil || emptyArrayElementName(e) != nil || arrayElementName(e) != nil
    }

    /// `literalTypeName`'s type (or an array's) as the tree's type node, at the value.
    func literalType(_ e: ExprSyntax?) -> Int32? {
        guard let e else { return nil }
        if let element = SwiftLowering.emptyArrayElementName(e) ?? SwiftLowering.arrayElementName(e) {
            return node(.typeRef, start(e), end(e), a: names.intern(element).raw, flags: 2)
        }
        guard let name = SwiftLowering.literalTypeName(e) else { return nil }
        return node(.typeRef, start(e), end(e), a: names.intern(name).raw)
    }

    /// `State.amber` where `State` is an enum declared in a type around `decl` (the class whose
    /// property it is, or one that class is nested in) with a case `amber`: Swift's type for the
    /// value, `State`, as the tree's type node at the value; nil for anything else (a case with
    /// associated values, `State.blink(2)`'s function; an enum of the file's top level, another
    /// declaration, which the lowering of this one does not read).
    func enumCaseType(_ e: ExprSyntax?, of decl: Syntax) -> Int32? {
        guard let e, let name = SwiftLowering.enumCaseTypeName(e, of: decl) else { return nil }
        return node(.typeRef, start(e), end(e), a: names.intern(name).raw)
    }

    /// `enumCaseType`'s enum's name.
    static func enumCaseTypeName(_ e: ExprSyntax?, of decl: Syntax) -> String? {
        guard let m = e?.as(MemberAccessExprSyntax.self), m.declName.argumentNames == nil,
              let t = m.base?.as(DeclReferenceExprSyntax.self), t.argumentNames == nil else { return nil }
        let (enumName, caseName) = (t.baseName.text, m.declName.baseName.text)
        func declares(_ items: [DeclSyntax]) -> Bool {
            items.contains { d in
                guard let en = d.as(EnumDeclSyntax.self), en.name.text == enumName else { return false }
                return en.memberBlock.members.contains { c in
                    c.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.name.text == caseName && $0.parameterClause == nil } == true
                }
            }
        }
        var node: Syntax? = decl.parent
        while let n = node {
            if let block = n.as(MemberBlockSyntax.self), declares(block.members.map(\.decl)) { break }
            node = n.parent
        }
        return node == nil ? nil : enumName
    }

    /// The computed properties with a setter of the classes and structs being read, innermost
    /// last; the names a function's code declares (which hide them).
    var setterScopes: [SetterScope] = []
    /// The property whose observers are being lowered; whether an initializer's body is.
    var observerOf: String? = nil
    /// Whether those observers are an override's of a base's property (SwiftLowering.observerSetter).
    var overridingObserver = false
    var inInitializer = false
    /// Types and functions around the declaration being lowered (0: the slice's top), and
    /// whether the slice is at the top of the file (not in a .view block).
    var declDepth = 0
    let atFileTop: Bool
    @exclusivity(unchecked) var localNames: Set<String> = []
    /// The stored properties declared `T!` of the classes being read, innermost last: a member
    /// read through one unwraps it, as Swift does (`color.setStroke()` on `var color: UIColor!`).
    @exclusivity(unchecked) var unwrappedScopes: [Set<String>] = []
    /// The local variables declared `T!` in the function being read (not hidden since).
    @exclusivity(unchecked) var unwrappedLocals: Set<String> = []
    /// Whether a function's or closure's body is being read (its variables are locals).
    var inBody = false
    /// Whether an assignment's target is being read (it is not unwrapped there).
    @exclusivity(unchecked) var inTarget = false
    /// The expression an assignment sets (`self.description` in `self.description = d`): a
    /// member it names is the member, never a text made of its base.
    var assignedExpression: SyntaxIdentifier? = nil
    /// Whether the closure about to be read is `reduce(into:)`'s (closure(_:)), and the name
    /// of the result so far in the one being read (what a bare `return` there gives).
    var accumulating = false
    var returnsAccumulator: Name? = nil
    /// Whether the function or getter being read returns a value that is not optional (a `T!`
    /// it returns is unwrapped).
    var unwrapsResult = false
    /// A getter's body, read as a function's: the names around it are members, not locals, and
    /// a `T!` it returns for a value that is not optional is unwrapped.
    /// A getter's body: a function's, one declaration level in (its `let k: CGFloat = 2` is a
    /// local, even in a variable at the top of the file).
    func getterBody(_ type: TypeAnnotationSyntax?, _ read: () throws -> [Int32]) rethrows -> [Int32] {
        let saved = (unwrapsResult, localNames, inBody)
        unwrapsResult = type.map { !SwiftLowering.isOptional($0.type) } ?? false
        localNames = []
        inBody = true
        declDepth += 1
        defer { (unwrapsResult, localNames, inBody) = saved; declDepth -= 1 }
        return try read()
    }

    static func isOptional(_ t: TypeSyntax) -> Bool {
        t.is(OptionalTypeSyntax.self) || t.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// What a class's or struct's code needs known before its members are read, in one walk
    /// of them: its settable computed properties (`settableComputed`) and the names of its
    /// `var x: T!` properties; the static ones (`static var x: T!`) are recorded for the code
    /// after it (a StyleKit's cache struct is declared in the function that reads it).
    func scanMembers(_ name: TokenSyntax, _ block: MemberBlockSyntax) -> (setters: SetterScope, unwrapped: Set<String>, stored: Set<String>) {
        var setters = SetterScope(), unwrapped: Set<String> = [], statics: Set<String> = [], stored: Set<String> = []
        for m in block.members {
            guard let v = m.decl.as(VariableDeclSyntax.self) else { continue }
            var isStatic: Bool?
            for b in v.bindings {
                if b.accessorBlock == nil, v.bindingSpecifier.tokenKind == .keyword(.var), let ip = b.pattern.as(IdentifierPatternSyntax.self),
                   !v.modifiers.contains(where: { $0.name.isKeyword(.static) || $0.name.isKeyword(.class) }) {
                    stored.insert(ip.identifier.text)
                }
                if SwiftLowering.writtenType(of: b)?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true, let ip = b.pattern.as(IdentifierPatternSyntax.self) {
                    unwrapped.insert(ip.identifier.text)
                    if isStatic == nil { isStatic = v.modifiers.contains(where: { $0.name.isKeyword(.static) || $0.name.isKeyword(.class) }) }
                    if isStatic == true { statics.insert(ip.identifier.text) }
                }
                addSettable(v, b, &setters)
            }
        }
        if !statics.isEmpty { p.unwrappedStatics[name.text, default: []].formUnion(statics) }
        return (setters, unwrapped, stored)
    }
    /// The default of a `d[k, default: v]` assignment target, while `assignment` lowers it.
    var subscriptDefault: Int32?

    /// Whether `e` names a local variable declared `T!` or one of the class's `T!` properties
    /// (`x` not hidden by a local, or `self.x`).
    func isImplicitlyUnwrapped(_ e: ExprSyntax, value: Bool = false) -> Bool {
        guard !inTarget else { return false }
        // Most code declares no `T!` at all: then no name is read from the tree (each read
        // makes a String and hashes it, for every operand, argument and callee lowered).
        let memberNames = p.unwrappedMemberNames
        guard !memberNames.isEmpty || !unwrappedLocals.isEmpty || !(unwrappedScopes.last?.isEmpty ?? true) || !p.unwrappedStatics.isEmpty else { return false }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            // `(radius)`: parentheses are no value of their own, and Swift unwraps the `T!`
            // inside them where it needs a value (`(radius) * cos(a)`) as it does without.
            return isImplicitlyUnwrapped(only.expression, value: value)
        }
        if value, !memberNames.isEmpty, let m = e.as(MemberAccessExprSyntax.self), let b = m.base, !b.is(SuperExprSyntax.self),
           b.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) != true,
           memberNames.contains(m.declName.baseName.text) {
            // Another object's `T!` property (`other.flag`), by its name: declared `T!` in one of
            // the file's types and otherwise in none (a value of another type so named is not
            // optional, and the unwrap passes it on: SyntaxTree.implicitUnwrap). Only where its
            // value is what is read (`value`), not as the base of a member, call or subscript.
            return true
        }
        if !unwrappedScopes.isEmpty, !memberNames.isEmpty, let d = e.as(DeclReferenceExprSyntax.self), d.argumentNames == nil,
           !localNames.contains(d.baseName.text), !(unwrappedScopes.last?.contains(d.baseName.text) ?? false),
           memberNames.contains(d.baseName.text) {
            // A `T!` property the class inherits from a superclass of the file (`var path:
            // UIBezierPath!` in a base view, `path.fill()` in its subclass): a member of `self`
            // like the class's own, declared `T!` in the file and in no way otherwise.
            return true
        }
        guard !unwrappedLocals.isEmpty || !(unwrappedScopes.last?.isEmpty ?? true) || !p.unwrappedStatics.isEmpty else { return false }
        if let d = e.as(DeclReferenceExprSyntax.self), unwrappedLocals.contains(d.baseName.text) { return true }
        if let m = e.as(MemberAccessExprSyntax.self), let b = m.base?.as(DeclReferenceExprSyntax.self), !localNames.contains(b.baseName.text),
           p.unwrappedStatics[b.baseName.text]?.contains(m.declName.baseName.text) == true {
            return true
        }
        guard let names = unwrappedScopes.last, !names.isEmpty else { return false }
        if let d = e.as(DeclReferenceExprSyntax.self) { return names.contains(d.baseName.text) && !localNames.contains(d.baseName.text) }
        if let m = e.as(MemberAccessExprSyntax.self), let b = m.base?.as(DeclReferenceExprSyntax.self), b.baseName.isKeyword(.self) {
            return names.contains(m.declName.baseName.text)
        }
        return false
    }
    /// Whether `b`, the base of a member, a method call or a subscript, is a `T!` Swift unwraps
    /// there: the class's own, a local, a static, and another object's (`y.linear.scale(x)` of a
    /// struct's `var linear: LinearScale!`), also the property in its own observers
    /// (`backgroundColor = config.color` in `config`'s didSet: read there it is the class's
    /// `T!`, though a store to it is a plain store).
    ///
    /// Optional has methods `map` and `flatMap` of its own, and Swift takes them on a `T!` where
    /// the closure type-checks on the optional's value, the wrapped type's where it does not
    /// (`xs.map { $0 * 2 }` of a `[Int]!` maps the list, `xs.map { $0.count }` the optional),
    /// which only the closure's check could tell: there the class's own `T!` is unwrapped (its
    /// points and values mapped, as drawing code does) and another object's is not.
    func unwrapsAsBase(_ b: ExprSyntax, calledMember member: String? = nil) -> Bool {
        if let member, member == "map" || member == "flatMap" { return isImplicitlyUnwrapped(b) }
        if isImplicitlyUnwrapped(b, value: true) { return true }
        guard let observed = observerOf, !overridingObserver, !inTarget, let d = b.as(DeclReferenceExprSyntax.self),
              d.argumentNames == nil, d.baseName.text == observed else { return false }
        return unwrappedScopes.last?.contains(observed) ?? false
    }
    /// `e` lowered, force-unwrapped where it names a `T!` variable: where Swift needs a value
    /// that is not optional (an operand of arithmetic or of `<`, a call's argument), it unwraps
    /// one implicitly; compared with `==`, bound with `if let` or assigned on, it stays optional.
    func unwrappedIfImplicit(_ e: ExprSyntax) throws -> Int32 {
        let v = try expr(e)
        return isImplicitlyUnwrapped(e, value: true) ? implicitUnwrap(v) : v
    }
    /// `v!` for a `T!` value Swift unwraps where it needs a value (SyntaxTree.implicitUnwrap).
    func implicitUnwrap(_ v: Int32) -> Int32 {
        node(.unary, p.start(v), p.end(v), a: v, op: .force, flags: SyntaxTree.implicitUnwrap)
    }

    /// How many `_ = value` statements have been read (each binds a name of its own).
    var discards = 0
    /// Whether a protocol's members are being read (a method may have no body), and the
    /// built-in type whose extension is (SwiftLoweringProtocols.swift).
    var inProtocol = false
    var valueExtension: String? = nil
    /// How many extensions the declaration being lowered is in.
    var extensionDepth = 0
    /// Whether the members being read are a class's with a superclass (a view or a layer).
    var inSuperclassed = false

    /// The base of the class being read, a class of the file, that stores `property` without
    /// accessors (Parser.classStoredVars), nearest first.
    func storingBase(_ property: String) -> String? {
        guard let c = enclosingClasses.last else { return nil }
        var seen: Set<String> = [names[c]]
        var next = p.classSetters[names[c]]?.superclass
        while let n = next, seen.insert(n).inserted {
            if p.classStoredVars[n]?.contains(property) == true { return n }
            next = p.classSetters[n]?.superclass
        }
        return nil
    }

    /// For each class being read, the properties with a setter it inherits from its bases of the file.
    var inheritedSetterNames: [Set<String>] = []

    /// The properties with a setter (computed with `set`, or observed) of the class's bases
    /// that are classes of the file: as Swift dispatches a property's setter, an heir's
    /// assignment to one runs the base's setter, or an override's observers. A base not read
    /// yet (written after the class) has the class read again once it is (Parser.relowerHeirs).
    func inheritedSetters(_ c: ClassDeclSyntax, _ own: SetterScope) -> SetterScope {
        let name = c.name.text
        guard let sup = c.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?.name.text else { return SetterScope() }
        p.classSetters[name] = (sup, own.all, own.bools)
        var out = SetterScope()
        var seen: Set<String> = [name]
        var next: String? = sup
        while let n = next, !seen.contains(n) {
            seen.insert(n)
            guard let b = p.classSetters[n] else {
                if !FrameworkClasses.isFrameworkClass(n) { p.heirsBeforeBases.insert(name) }
                break
            }
            out.all.formUnion(b.all); out.bools.formUnion(b.bools)
            next = b.superclass
        }
        return out
    }

    struct SetterScope {
        var all: Set<String> = []
        var observed: Set<String> = []
        /// Those of them that are Bools (written `Bool`, or a Bool literal's), whose
        /// `toggle()` goes through the setter.
        var bools: Set<String> = []
    }

    /// The members of a class or struct that have a setter: computed ones with `set`, and stored
    /// ones with observers (`didSet`, `willSet`) and a written type (or a value that gives one),
    /// whose setter runs them.
    func settableComputed(_ block: MemberBlockSyntax) -> SetterScope {
        var out = SetterScope()
        for m in block.members {
            guard let v = m.decl.as(VariableDeclSyntax.self) else { continue }
            for b in v.bindings { addSettable(v, b, &out) }
        }
        return out
    }

    /// A property of `v` added to `out` when it is a computed property with a setter, or has observers.
    func addSettable(_ v: VariableDeclSyntax, _ b: PatternBindingSyntax, _ out: inout SetterScope) {
        guard case .accessors(let list)? = b.accessorBlock?.accessors, let ip = b.pattern.as(IdentifierPatternSyntax.self) else { return }
        if (b.typeAnnotation?.type.trimmedDescription ?? SwiftLowering.literalTypeName(b.initializer?.value)) == "Bool" { out.bools.insert(ip.identifier.text) }
        if list.contains(where: { $0.accessorSpecifier.text == "set" }) {
            out.all.insert(ip.identifier.text)
        } else if b.typeAnnotation != nil || SwiftLowering.typeKnown(from: b.initializer?.value) || SwiftLowering.enumCaseTypeName(b.initializer?.value, of: Syntax(v)) != nil,
                  isObserved(b.accessorBlock!), !v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            out.all.insert(ip.identifier.text)
            out.observed.insert(ip.identifier.text)
        } else if ViewPropertyOverrides.controlStates.contains(ip.identifier.text), b.typeAnnotation?.type.trimmedDescription == "Bool", isObserved(b.accessorBlock!) {
            // An override of UIControl's state: its observers run where the class's code
            // sets it, in its initializers too (after super.init the property is
            // UIControl's, whose overrides Swift runs there).
            out.all.insert(ip.identifier.text)
        }
    }

    /// Accessors that are observers only (`didSet`, `willSet`): the property is stored.
    func isObserved(_ acc: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = acc.accessors else { return false }
        return list.allSatisfy { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
    }

    func funcDecl(_ f: FunctionDeclSyntax) throws -> Int32 {
        let a = try attributes(f.attributes, f.modifiers)
        try keywordCheck(a, keyword: f.funcKeyword, isVar: false, isClass: false)
        if f.name.rawTokenKind == .prefixOperator { throw outside("prefix operator functions", f.name) }
        if f.modifiers.contains(where: { $0.name.text == "prefix" || $0.name.text == "postfix" }) { throw outside("prefix and postfix operator functions", f.name) }
        if f.name.rawTokenKind == .postfixOperator { throw outside("operator functions", f.name) }
        var flags = a.funcFlags
        if f.name.rawTokenKind == .binaryOperator {
            // `static func += (lhs: inout V, rhs: V)`: the compound assignment `v += w` of its
            // types runs it (Checker.compoundOperatorFunction).
            if f.name.text.count > 1, f.name.text.hasSuffix("="), !["==", "!=", "<=", ">="].contains(f.name.text),
               f.signature.parameterClause.parameters.first.map({ !($0.type.is(AttributedTypeSyntax.self) && $0.type.trimmedDescription.hasPrefix("inout")) }) ?? true {
                throw outside("a compound assignment operator function whose left operand is not 'inout'", f.name)
            }
            // `static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint` in a type or an extension,
            // or `func +` at the file's top: Swift finds an operator's implementations wherever
            // they are declared, so each is a function of the file (SwiftLowering.items), named
            // by its operator and taking its operands unlabelled.
            guard !inProtocol else { throw outside("operator requirements of protocols", f.name) }
            flags.remove(.isStatic)
            operatorFunction = true
        }
        defer { operatorFunction = false }
        if inProtocol, f.modifiers.contains(where: { $0.name.text == "optional" }) { flags.insert(.optionalRequirement) }
        let saved = numberGenerics
        defer { numberGenerics = saved }
        if let g = f.genericParameterClause { numberGenerics.formUnion(try numberGenericNames(g)) }
        return try function(f, name: f.name, flags: flags, signature: f.signature, generics: f.genericWhereClause, body: f.body)
    }

    /// The type parameters of a generic function that stand for numbers: each constrained by
    /// a protocol of the numbers (`func clamp<T: Comparable>(_ v: T, …) -> T`), so a Number
    /// here, as an extension of those protocols is. Any other generic function is outside.
    var numberGenerics: Set<String> = []
    /// The type a range extension's floating-point clause makes its `Bound` (rangeFloatingBound).
    var floatingBound: String? = nil
    func numberGenericNames(_ g: GenericParameterClauseSyntax) throws -> Set<String> {
        var out: Set<String> = []
        for prm in g.parameters {
            guard let c = prm.inheritedType, ValueExtensions.numberProtocols.contains(c.trimmedDescription) || c.trimmedDescription == "BinaryInteger" else {
                throw outside("generic functions other than of numbers ('<T: Comparable>', '<T: FloatingPoint>')", prm)
            }
            out.insert(prm.name.text)
        }
        return out
    }

    func initDecl(_ i: InitializerDeclSyntax) throws -> Int32 {
        let a = try attributes(i.attributes, i.modifiers)
        try keywordCheck(a, keyword: i.initKeyword, isVar: false, isClass: false)
        var flags = a.funcFlags
        if i.optionalMark != nil { flags.insert(.failable) }
        if let g = i.genericParameterClause { throw outside("generic functions", g) }
        let outer = inInitializer
        inInitializer = true
        defer { inInitializer = outer }
        return try function(i, name: i.initKeyword, flags: flags, signature: i.signature, generics: i.genericWhereClause, body: i.body)
    }

    func function(_ d: some SyntaxProtocol, name: TokenSyntax, flags: FuncFlags, signature: FunctionSignatureSyntax,
                  generics: GenericWhereClauseSyntax?, body: CodeBlockSyntax?) throws -> Int32 {
        try function(d, name: name, flags: flags, parameters: signature.parameterClause.parameters, effects: signature.effectSpecifiers,
                     returnClause: signature.returnClause, generics: generics, body: body.map { .block($0) })
    }

    /// Whether `x[…]` can only be a subscript of the file's own types: several indices, or a
    /// label (not a dictionary's `default:`).
    func isUserSubscript(_ s: SubscriptCallExprSyntax) -> Bool {
        let args = Array(s.arguments)
        if args.count == 2, args[1].label?.rawText == "default", args[0].label == nil { return false }
        return s.trailingClosure == nil && p.declaresSubscripts && (args.count != 1 || args[0].label != nil)
    }

    /// The base and the labelled indices of `x[…]`.
    func subscriptParts(_ s: SubscriptCallExprSyntax) throws -> (Int32, [(TokenSyntax?, Int32)]) {
        var base = try base(s.calledExpression)
        if unwrapsAsBase(s.calledExpression) { base = implicitUnwrap(base) }
        return (base, try s.arguments.map { ($0.label, try expr($0.expression)) })
    }

    /// `base.subscript(indices…)`, the getter of the file's subscript; with `setting`, the
    /// setter, `base.$set subscript(indices…, value)`.
    func subscriptCall(_ base: Int32, _ indices: [(TokenSyntax?, Int32)], _ s: SubscriptCallExprSyntax, setting value: Int32?) -> Int32 {
        let name = value == nil ? names.intern("subscript") : SwiftLowering.setterName(names, "subscript")
        // (A member's name ends the node: the callee spans the subscript, and at least the name's length.)
        let callee = node(.member, p.start(base), max(end(s), p.start(base) + Int32(names[name].utf8.count)), a: base, b: name.raw)
        let mark = p.scratch.count
        let all = indices + (value.map { [(nil, $0)] } ?? [])
        p.scratch.append(Int32(all.count))
        for (label, v) in all {
            if let label { p.scratch.append(intern(label).raw); p.scratch.append(start(label)) } else { p.scratch.append(-1); p.scratch.append(0) }
            p.scratch.append(v)
        }
        return node(.call, p.start(base), value.map { max(p.end($0), end(s)) } ?? end(s), a: callee, b: p.flush(mark))
    }

    /// `subscript(row: Int, column: Int) -> Bool { get { … } set { … } }` of a struct or class:
    /// its getter, a method `subscript(_:_:)`, and its setter, `$set subscript(_:_:_:)` taking
    /// the new value last, as a computed property's are (`setterFunction`); `grid[r, c]` calls
    /// them (`subscriptCall`).
    func subscriptDecl(_ x: SubscriptDeclSyntax) throws -> [Int32] {
        if let m = x.modifiers.first(where: { $0.name.isKeyword(.static) || $0.name.isKeyword(.class) }) {
            throw outside("'\(m.name.text) subscript' (a type's own subscript)", m)
        }
        if inProtocol { throw outside("subscript requirements of protocols", x.subscriptKeyword) }
        if inSuperclassed { throw outside("subscripts of a class with a superclass (a view or a layer)", x.subscriptKeyword) }
        if let g = x.genericParameterClause { throw outside("generic subscripts", g) }
        if declDepth == 0, extensionDepth == 0 { throw fail("a subscript is declared in a struct, a class or an extension of one", x.subscriptKeyword) }
        guard let ab = x.accessorBlock else { throw fail("a subscript needs a getter: '{ … }' after its result type", x.returnClause) }
        var getter: FunctionBody? = nil
        var setter: AccessorDeclSyntax? = nil
        switch ab.accessors {
        case .getter(let list): getter = .items(list)
        case .accessors(let list):
            for acc in list {
                switch acc.accessorSpecifier.text {
                case "get": if let b = acc.body { getter = .block(b) }
                case "set": setter = acc
                default: throw outside("a subscript's '\(acc.accessorSpecifier.text)'", acc.accessorSpecifier)
                }
                if let fx = acc.effectSpecifiers { throw outside("a subscript's effects", fx) }
            }
        }
        guard let getter else { throw fail("a subscript needs a getter ('get { … }')", ab) }
        let kw = x.subscriptKeyword
        var out = [try function(x, name: kw, flags: [], parameters: x.parameterClause.parameters, effects: nil,
                                returnClause: x.returnClause, generics: x.genericWhereClause, body: getter, subscriptLabels: true)]
        if let setter, let body = setter.body {
            out.append(try function(setter, name: kw, flags: [], parameters: x.parameterClause.parameters, effects: nil, returnClause: nil,
                                    generics: nil, body: .block(body), subscriptLabels: true,
                                    newValue: (setter.parameters?.name, setter.parameters.map { start($0.name) } ?? start(setter.accessorSpecifier), x.returnClause.type),
                                    named: SwiftLowering.setterName(names, "subscript")))
        }
        return out
    }

    /// A function's body: a block, or the statements of a subscript's getter written without `get`.
    enum FunctionBody { case block(CodeBlockSyntax), items(CodeBlockItemListSyntax) }

    /// A function (or a subscript's accessor: `subscriptLabels`, its parameters without argument
    /// labels unless one is written, `subscript(row r: Int)`, as Swift's; `newValue`, the setter's
    /// value, a last parameter without a label; `named`, the name given instead of `name`'s).
    func function(_ d: some SyntaxProtocol, name: TokenSyntax, flags: FuncFlags, parameters: FunctionParameterListSyntax,
                  effects: FunctionEffectSpecifiersSyntax?, returnClause: ReturnClauseSyntax?, generics: GenericWhereClauseSyntax?,
                  body: FunctionBody?, subscriptLabels: Bool = false, newValue: (name: TokenSyntax?, at: Int32, type: TypeSyntax)? = nil,
                  named: Name? = nil) throws -> Int32 {
        let mark = p.scratch.count
        p.scratch.append(start(name))
        p.scratch.append(0)
        var count: Int32 = 0
        for param in parameters {
            let first = param.firstName
            let pname = param.secondName ?? first
            let label: Int32 = first.rawTokenKind == .wildcard || operatorFunction || (subscriptLabels && param.secondName == nil) ? -1 : intern(first).raw
            var written = param.type
            var typeFlags: UInt16 = 0
            // `by t: @autoclosure () -> T`: a T, the argument as written; `t()` in the body
            // reads it (evaluated at the call: the same value for code without side effects).
            if let at = param.type.as(AttributedTypeSyntax.self), at.attributes.contains(where: { $0.trimmedDescription == "@autoclosure" }),
               let f = unparenthesized(at.baseType).as(FunctionTypeSyntax.self), f.parameters.isEmpty {
                written = f.returnClause.type
            } else if let at = param.type.as(AttributedTypeSyntax.self), !isEscaping(at) {
                guard at.attributes.isEmpty, at.specifiers.count == 1, at.specifiers.first?.trimmedDescription == "inout" else {
                    throw outside("this parameter's attributes", at)
                }
                written = at.baseType
                typeFlags |= 4
            }
            let t = try type(written)
            if param.ellipsis != nil {
                // `values: CGPoint...`: an array of CGPoint in the function, the arguments after the label.
                if p.nodes[Int(t)].flags & 2 != 0 || typeFlags & 4 != 0 { throw outside("variadic parameters of arrays or 'inout'", param) }
                typeFlags |= 8 | 2
            }
            p.nodes[Int(t)].flags |= typeFlags
            var def: Int32 = -1
            if let dv = param.defaultValue { def = try expr(dv.value) }
            // `with _: UIEvent?`: a parameter the body cannot name (a name no code can write).
            let name = pname.rawTokenKind == .wildcard ? names.intern("$unnamed\(count)") : intern(pname)
            p.scratch.append(label); p.scratch.append(name.raw); p.scratch.append(start(pname)); p.scratch.append(t); p.scratch.append(def)
            count += 1
        }
        if let nv = newValue {
            p.scratch.append(-1); p.scratch.append((nv.name.map { intern($0) } ?? names.intern("newValue")).raw)
            p.scratch.append(nv.at); p.scratch.append(try type(nv.type)); p.scratch.append(-1)
            count += 1
        }
        p.scratch[mark + 1] = count
        var flags = flags
        if let fx = effects {
            if let t = fx.throwsClause { flags.formUnion(try throwingFlags(t)) }
            if let s = fx.asyncSpecifier { throw outside("'async'", s) }
        }
        var result: Int32 = -1
        if let r = returnClause { result = try type(r.type) }
        if let w = generics { throw outside("generic 'where' clauses", w) }
        let funcName = named ?? intern(name)
        guard let body else {
            guard inProtocol else { throw fail("'\(name.text)' needs a body", name) }
            p.scratch.append(result)
            p.pushList([])
            return node(.funcDecl, start(d), end(d), a: funcName.raw, b: p.flush(mark), flags: flags.union(.requirement).rawValue)
        }
        let saved = (localNames, unwrappedLocals)
        // (A loop: a syntax collection's `filter` builds a new syntax tree.)
        localNames = []
        unwrappedLocals = []
        let savedAutoclosures = autoclosures
        autoclosures = []
        defer { autoclosures = savedAutoclosures }
        if let nv = newValue {
            localNames.insert(nv.name?.text ?? "newValue")
            if nv.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { unwrappedLocals.insert(nv.name?.text ?? "newValue") }
        }
        for param in parameters {
            let name = (param.secondName ?? param.firstName).text
            localNames.insert(name)
            if param.type.as(AttributedTypeSyntax.self)?.attributes.contains(where: { $0.trimmedDescription == "@autoclosure" }) == true { autoclosures.insert(name) }
            // A `T!` parameter (`func stroke(line: Line!)`) is unwrapped where Swift needs a value, as a `T!` variable is.
            if param.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { unwrappedLocals.insert(name) }
        }
        declDepth += 1
        let (savedBody, savedResult, savedAccumulator) = (inBody, unwrapsResult, returnsAccumulator)
        returnsAccumulator = nil
        defer { returnsAccumulator = savedAccumulator }
        inBody = true
        unwrapsResult = returnClause.map { !SwiftLowering.isOptional($0.type) } ?? false
        defer { (localNames, unwrappedLocals) = saved; declDepth -= 1; (inBody, unwrapsResult) = (savedBody, savedResult) }
        let stmts: [Int32]
        switch body {
        case .block(let b): stmts = try (result >= 0 ? implicitReturn(b.statements) : nil) ?? block(b)
        case .items(let list): stmts = try (result >= 0 ? implicitReturn(list) : nil) ?? items(list)
        }
        p.scratch.append(result)
        p.pushList(stmts)
        return node(.funcDecl, start(d), end(d), a: funcName.raw, b: p.flush(mark), flags: flags.rawValue)
    }

    /// `self` when a closure's capture list made it weak (`[weak self]`), and the names bound
    /// to it by `guard let strong = self`: a still picture frees nothing while it is made, so
    /// the view is never nil and `self?.x`, `self!.x` and `strong.x` are `self.x`.
    var weakNames: Set<String> = []
    @exclusivity(unchecked) var weakAliases: [String: String] = [:]

    /// `x` of `x?`, `x!` or `let y = x` when `x` is a weak capture (or bound to one).
    func weakName(_ e: ExprSyntax) -> TokenSyntax? {
        guard !weakNames.isEmpty || !weakAliases.isEmpty, let d = e.as(DeclReferenceExprSyntax.self), d.argumentNames == nil,
              weakNames.contains(d.baseName.text) || weakAliases[d.baseName.text] != nil else { return nil }
        return d.baseName
    }

    /// `[x, y = expr, weak self]`: a `let` for each value captured (made when the closure is,
    /// SwiftAST.swift's `closureCaptures`); `self` is the view itself, not a copy of it, and
    /// `weak self` is recorded in `weakNames`.
    func captureList(_ clause: ClosureCaptureClauseSyntax?) throws -> [Int32] {
        guard let clause else { return [] }
        var lets: [Int32] = []
        for item in clause.items {
            // `[weak self]` only: another name's value may be nil before it is captured.
            if item.specifier?.specifier.isKeyword(.weak) == true, item.name.isKeyword(.self) { weakNames.insert("self") }
            if item.name.isKeyword(.self) && item.initializer == nil { continue }
            let v = try item.initializer.map { try expr($0.value) }
                ?? node(.identifier, start(item.name), end(item.name), a: intern(item.name).raw)
            let mark = p.scratch.count
            p.scratch.append(start(item.name)); p.scratch.append(v)
            lets.append(node(.letBinding, start(item), p.end(v), a: intern(item.name).raw, b: p.flush(mark)))
        }
        return lets
    }

    /// A closure: a function named `$closure` (SwiftAST.swift's layout), its parameters'
    /// types where written, `$0`… as parameters when none are named, a one-expression body
    /// returned; its capture list's values after it (`captureList`).
    func closure(_ c: ClosureExprSyntax) throws -> Int32 {
        let accumulates = accumulating
        accumulating = false
        try enter(c)
        defer { leave() }
        let (savedWeak, savedAliases, savedResult) = (weakNames, weakAliases, unwrapsResult)
        unwrapsResult = false
        defer { (weakNames, weakAliases, unwrapsResult) = (savedWeak, savedAliases, savedResult) }
        let captures = try captureList(c.signature?.capture)
        let mark = p.scratch.count
        p.scratch.append(start(c.leftBrace))
        p.scratch.append(0)
        var count: Int32 = 0
        var paramNames: [String] = []
        func param(_ name: TokenSyntax, _ t: Int32) {
            // `_` parameters take a name no code can write.
            let n = name.rawTokenKind == .wildcard ? names.intern("_\(count)") : intern(name)
            paramNames.append(names[n])
            p.scratch.append(-1); p.scratch.append(n.raw); p.scratch.append(start(name)); p.scratch.append(t); p.scratch.append(-1)
            count += 1
        }
        var result: Int32 = -1
        if let sig = c.signature {
            if let fx = sig.effectSpecifiers, fx.throwsClause != nil || fx.asyncSpecifier != nil { throw outside("'throws' and 'async' closures", fx) }
            switch sig.parameterClause {
            case .simpleInput(let list)?:
                for sp in list { param(sp.name, -1) }
            case .parameterClause(let clause)?:
                for cp in clause.parameters {
                    if let e = cp.ellipsis { throw outside("variadic parameters", e) }
                    param(cp.secondName ?? cp.firstName, try cp.type.map { try type($0) } ?? -1)
                }
            case nil: break
            }
            if let r = sig.returnClause { result = try type(r.type) }
        } else {
            // `$0`, `$1`: as many parameters as the highest one used (not in a nested closure).
            var highest = -1
            for tok in c.statements.tokens(viewMode: .sourceAccurate) {
                guard case .dollarIdentifier(let text) = tok.tokenKind, let k = Int(text.dropFirst()) else { continue }
                var up = tok.parent
                while let u = up, !u.is(ClosureExprSyntax.self) { up = u.parent }
                if up?.id == c.id { highest = max(highest, k) }
            }
            if highest > 8 { throw fail("a closure here uses at most $0 to $8", c) }
            for k in stride(from: 0, through: highest, by: 1) {
                let n = names.intern("$\(k)")
                paramNames.append("$\(k)")
                p.scratch.append(-1); p.scratch.append(n.raw); p.scratch.append(start(c.leftBrace)); p.scratch.append(-1); p.scratch.append(-1)
                count += 1
            }
        }
        // `reduce(into:)`'s closure changes its first parameter in place: read as a closure of
        // plain parameters that copies the first into a `var` of its name, runs the body and
        // returns it, which `reduce(_:_:)` then takes (`accumulating`).
        var accumulator: (acc: Name, element: Name?)? = nil
        if accumulates {
            guard count >= 1, count <= 2 else { throw fail("reduce(into:)'s closure takes the result so far and an element", c) }
            let acc = Name(raw: p.scratch[mark + 3])
            let element = count == 2 ? Name(raw: p.scratch[mark + 8]) : nil
            accumulator = (acc, element)
            p.scratch[mark + 3] = names.intern("$accumulated").raw
            if count == 2 { p.scratch[mark + 8] = names.intern("$element").raw } else {
                p.scratch.append(-1); p.scratch.append(names.intern("$element").raw); p.scratch.append(start(c.leftBrace)); p.scratch.append(-1); p.scratch.append(-1)
                count = 2
            }
        }
        p.scratch[mark + 1] = count
        let saved = localNames
        localNames = saved.union(paramNames)
        for l in captures { localNames.insert(names[Name(raw: p.nodes[Int(l)].a)]) }
        declDepth += 1
        let savedBody = (inBody, unwrappedLocals)
        unwrappedLocals.subtract(paramNames)
        inBody = true
        defer { localNames = saved; declDepth -= 1; (inBody, unwrappedLocals) = savedBody }
        let savedAccumulator = returnsAccumulator
        returnsAccumulator = accumulator?.acc
        defer { returnsAccumulator = savedAccumulator }
        let returned = isViewCommand(c.statements) || accumulator != nil ? nil : try implicitReturn(c.statements)
        var stmts = returned ?? items(c.statements)
        if let (acc, element) = accumulator {
            let (s0, e0) = (start(c.leftBrace), end(c.leftBrace))
            let vmark = p.scratch.count
            p.scratch.append(s0); p.scratch.append(-1); p.scratch.append(node(.identifier, s0, e0, a: names.intern("$accumulated").raw))
            p.pushList([])
            var head = [node(.varDecl, s0, e0, a: acc.raw, b: p.flush(vmark), flags: VarFlags.isVar.rawValue)]
            if let element, names[element] != "_" && !names[element].hasPrefix("_") {
                let lmark = p.scratch.count
                p.scratch.append(s0); p.scratch.append(node(.identifier, s0, e0, a: names.intern("$element").raw))
                head.append(node(.letBinding, s0, e0, a: element.raw, b: p.flush(lmark)))
            }
            let (s1, e1) = (start(c.rightBrace), end(c.rightBrace))
            stmts = head + stmts + [node(.returnStmt, s1, e1, a: node(.identifier, s1, e1, a: acc.raw))]
        }
        p.scratch.append(result)
        p.pushList(stmts)
        let f = node(.funcDecl, start(c), end(c), a: names.intern("$closure").raw, b: p.flush(mark))
        let capturesMark = p.scratch.count
        p.pushList(captures)
        return node(.closure, start(c), end(c), a: f, b: p.flush(capturesMark), flags: returned != nil ? 1 : 0)
    }

    /// An operator passed as a function (`reduce(0, +)`, `sorted(by: >)`): the closure
    /// `{ $0 op $1 }`, written where the operator is.
    /// UIView's methods that take one argument and may be named as a function value
    /// (`gestureRecognizers?.forEach(self.removeGestureRecognizer)`).
    static let viewMethodValues: Set<String> = ["removeGestureRecognizer", "addGestureRecognizer", "addSubview"]

    /// `self.removeGestureRecognizer` named, not called: the closure `{ self.removeGestureRecognizer($0) }`,
    /// as Swift's method reference calls the method on the view it names.
    func viewMethodValue(_ m: MemberAccessExprSyntax) throws -> Int32? {
        guard let b = m.base?.as(DeclReferenceExprSyntax.self), b.baseName.isKeyword(.self) else { return nil }
        let name = m.declName.baseName.text
        guard Self.viewMethodValues.contains(name), m.declName.argumentNames == nil,
              m.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(m).id else { return nil }
        let (s, e) = (start(m), end(m))
        let operand = names.intern("$0")
        let callee = node(.identifier, s, e, a: names.intern(name).raw)
        let argMark = p.scratch.count
        p.scratch.append(1); p.scratch.append(node(.identifier, s, e, a: operand.raw))
        let call = node(.call, s, e, a: callee, b: p.flush(argMark), flags: SyntaxTree.unlabeledCall)
        return closureNode([operand], [node(.expression, s, e, a: call)], s, e)
    }

    /// `\.points`, `\Score.name.count` (Swift 5.2's key path as a function, as `map(\.points)`
    /// passes it): the closure `{ $0.points }`. Subscripts and optional chains in a key path
    /// are outside.
    func keyPathClosure(_ k: KeyPathExprSyntax) throws -> Int32 {
        let (s, e) = (start(k), end(k))
        let operand = names.intern("$0")
        var value = node(.identifier, s, e, a: operand.raw)
        for c in k.components {
            guard case .property(let prop) = c.component, prop.declName.argumentNames == nil else { throw outside("key paths other than of properties", c) }
            value = node(.member, s, end(c), a: value, b: intern(prop.declName.baseName).raw)
        }
        guard !k.components.isEmpty else { throw outside("key paths other than of properties", k) }
        return closureNode([operand], [node(.returnStmt, s, e, a: value)], s, e)
    }

    func operatorClosure(_ op: Operator, _ d: DeclReferenceExprSyntax) -> Int32 {
        let (s, e) = (start(d), end(d))
        let operands = [names.intern("$0"), names.intern("$1")]
        let lhs = node(.identifier, s, e, a: operands[0].raw), rhs = node(.identifier, s, e, a: operands[1].raw)
        let value = node(.binary, s, e, a: lhs, b: rhs, op: op)
        return closureNode(operands, [node(.returnStmt, s, e, a: value)], s, e)
    }

    /// A function named with its argument labels and not called (`raw.flatMap(Kind.init(rawValue:))`,
    /// `values.map(scaled(by:))`): the closure `{ Kind(rawValue: $0) }` that calls it with its
    /// parameters in order, as Swift's reference to the function does; its context gives the
    /// parameters' types, as a closure's.
    func functionReference(_ callee: Int32, _ args: DeclNameArgumentsSyntax, _ s: Int32, _ e: Int32) -> Int32 {
        let params = args.arguments.indices.enumerated().map { i, _ in names.intern("$\(i)") }
        let mark = p.scratch.count
        p.scratch.append(Int32(params.count))
        for (a, name) in zip(args.arguments, params) {
            p.scratch.append(a.name.rawTokenKind == .wildcard ? -1 : intern(a.name).raw)
            p.scratch.append(start(a.name))
            p.scratch.append(node(.identifier, start(a.name), end(a.name), a: name.raw))
        }
        let call = node(.call, s, e, a: callee, b: p.flush(mark))
        return closureNode(params, [node(.returnStmt, s, e, a: call)], s, e)
    }

    /// A closure the lowering writes (`{ $0 + $1 }` for `+`): parameters whose types its
    /// context gives, and a body.
    func closureNode(_ params: [Name], _ body: [Int32], _ s: Int32, _ e: Int32) -> Int32 {
        let mark = p.scratch.count
        p.scratch.append(s); p.scratch.append(Int32(params.count))
        for n in params { p.scratch.append(-1); p.scratch.append(n.raw); p.scratch.append(s); p.scratch.append(-1); p.scratch.append(-1) }
        p.scratch.append(-1)
        p.pushList(body)
        let f = node(.funcDecl, s, e, a: names.intern("$closure").raw, b: p.flush(mark))
        let capturesMark = p.scratch.count
        p.pushList([])
        return node(.closure, s, e, a: f, b: p.flush(capturesMark), flags: 1)
    }

    // MARK: types

    /// `@escaping () -> Void`: a closure parameter that may outlive the call (all do here).
    func isEscaping(_ at: AttributedTypeSyntax) -> Bool {
        at.specifiers.isEmpty && !at.attributes.isEmpty
            && at.attributes.allSatisfy { ["@escaping", "@autoclosure", "@Sendable", "@MainActor"].contains($0.trimmedDescription) }
    }

    /// The type written for binding `b`: its own, or for a name with no type, value or accessors
    /// the next type written after it in its declaration (`var a, b: CGPoint!` makes both
    /// `CGPoint!`, implicitly unwrapped alike).
    static func writtenType(of b: PatternBindingSyntax) -> TypeAnnotationSyntax? {
        if let ta = b.typeAnnotation { return ta }
        guard b.initializer == nil, b.accessorBlock == nil, let list = b.parent?.as(PatternBindingListSyntax.self) else { return nil }
        return list.drop(while: { $0.id != b.id }).dropFirst().first(where: { $0.typeAnnotation != nil })?.typeAnnotation
    }

    /// `(T)`: the type in parentheses.
    func unparenthesized(_ t: TypeSyntax) -> TypeSyntax {
        if let tu = t.as(TupleTypeSyntax.self), tu.elements.count == 1, let el = tu.elements.first, el.firstName == nil, el.ellipsis == nil {
            return unparenthesized(el.type)
        }
        return t
    }

    /// The type arguments of the standard library's generic type `T<…>` when `t` is one of
    /// `names` (`Array<CGPoint>`), each a type; nil for another type.
    func genericArguments(_ t: TypeSyntax, _ names: Set<String>) throws -> [TypeSyntax]? {
        guard let id = t.as(IdentifierTypeSyntax.self), let g = id.genericArgumentClause, names.contains(id.name.text) else { return nil }
        return try g.arguments.map {
            guard case .type(let a) = $0.argument else { throw outside("value generic arguments", $0) }
            return a
        }
    }

    /// The standard library's generic types spelled out that `type` reads (made once, not a
    /// set a call).
    static let arrayGenerics: Set<String> = ["Array", "Set", "ContiguousArray", "ArraySlice"]
    static let optionalGenerics: Set<String> = ["Optional", "ImplicitlyUnwrappedOptional"]
    static let dictionaryGenerics: Set<String> = ["Dictionary"]

    /// What `Self` names in an extension of the built-in type `extended`: the type, a Number
    /// (Double) for the numbers' protocols.
    func selfTypeName(_ extended: String) -> String {
        ValueExtensions.numberProtocols.contains(extended) ? "Double" : extended
    }

    /// Swift's number types, as a range's bounds may be.
    /// Whether a type's name stands for a number here: a generic number parameter, or `Self`
    /// in an extension of the numbers' protocols.
    func standsForNumber(_ name: String) -> Bool {
        numberGenerics.contains(name) || (name == "Self" && valueExtension.map { ValueExtensions.numberProtocols.contains($0) || SwiftLowering.numberTypeNames.contains($0) } == true)
    }

    /// The Swift standard library's aliases of C's types (`CUnsignedInt` is `UInt32`) and of
    /// the floating types by their width (`Float32` is `Float`, `Float64` `Double`), as types
    /// and as conversions (`CUnsignedInt(x)`, `Float32(x)`).
    static let cNumberTypes: [String: String] = [
        "CChar": "Int8", "CSignedChar": "Int8", "CUnsignedChar": "UInt8", "CShort": "Int16", "CUnsignedShort": "UInt16",
        "CInt": "Int32", "CUnsignedInt": "UInt32", "CLong": "Int", "CUnsignedLong": "UInt", "CLongLong": "Int64",
        "CUnsignedLongLong": "UInt64", "CFloat": "Float", "CDouble": "Double", "CBool": "Bool",
        "Float32": "Float", "Float64": "Double",
    ]
    static let numberTypeNames: Set<String> = ["Int", "Double", "CGFloat", "Float", "Int32", "Int64", "UInt", "UInt32", "UInt64", "Int16", "Int8", "UInt8", "UInt16"]

    /// The element type of `[T]`, `Array<T>`, `Set<T>` (a list here: drawing code reads a set
    /// of touches with `first` and `for … in`), `ContiguousArray<T>` and `ArraySlice<T>`.
    func arrayElement(_ t: TypeSyntax) throws -> TypeSyntax? {
        if let arr = t.as(ArrayTypeSyntax.self) { return arr.element }
        guard let args = try genericArguments(t, SwiftLowering.arrayGenerics) else { return nil }
        guard args.count == 1 else { throw fail("'\(t.as(IdentifierTypeSyntax.self)!.name.text)' takes one type argument", t) }
        return args[0]
    }

    /// `T`, `T?`, `T!`, `[T]`, `Module.T` (the last name), `[NSAttributedString.Key: Any]`,
    /// `(A, B) -> R` and `((A) -> R)?`; the standard library's generics spelled out
    /// (`Optional<T>`, `Array<T>`, `Set<T>`, `Dictionary<K, V>`, `ClosedRange<Double>`) as
    /// their sugar is.
    func type(_ t: TypeSyntax) throws -> Int32 {
        var flags: UInt16 = 0
        var inner = unparenthesized(t)
        if let at = inner.as(AttributedTypeSyntax.self), isEscaping(at) { inner = unparenthesized(at.baseType) }
        if let o = inner.as(OptionalTypeSyntax.self) { inner = unparenthesized(o.wrappedType); flags |= 1 }
        else if let o = inner.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { inner = unparenthesized(o.wrappedType); flags |= 1 }
        else if let args = try genericArguments(inner, SwiftLowering.optionalGenerics) {
            guard args.count == 1 else { throw fail("'Optional' takes one type argument", inner) }
            inner = unparenthesized(args[0]); flags |= 1
        }
        // `[() -> Void]`: a list of functions.
        if let el = try arrayElement(inner), unparenthesized(el).is(FunctionTypeSyntax.self) {
            inner = unparenthesized(el)
            flags |= 2
        }
        if let f = inner.as(FunctionTypeSyntax.self) {
            if let fx = f.effectSpecifiers, fx.throwsClause != nil || fx.asyncSpecifier != nil { throw outside("'throws' and 'async' function types", fx) }
            let mark = p.scratch.count
            p.scratch.append(Int32(f.parameters.count))
            for el in f.parameters {
                if el.ellipsis != nil || el.inoutKeyword != nil { throw outside("variadic and 'inout' closure parameters", el) }
                p.scratch.append(try type(el.type))
            }
            let r = unparenthesized(f.returnClause.type)
            let isVoid = r.trimmedDescription == "Void" || r.trimmedDescription == "()"
            p.scratch.append(isVoid ? -1 : try type(r))
            return node(.typeRef, start(t), end(t), a: names.intern("$function").raw, b: p.flush(mark), flags: flags | 16)
        }
        if let el = try arrayElement(inner) {
            // `[(CGRect)]`: a type in parentheses is that type, the element here as anywhere.
            inner = unparenthesized(el)
            flags |= 2
            // `[Int?]`, `[[CGFloat]]`: an array of the element type, a type of its own
            // (SyntaxTree.wrappedType).
            let wrapsGeneric = try arrayElement(inner) != nil || genericArguments(inner, SwiftLowering.optionalGenerics) != nil
            if inner.is(OptionalTypeSyntax.self) || inner.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) || wrapsGeneric {
                let element = try type(inner)
                return node(.typeRef, start(t), end(t), a: names.intern("$wrapped").raw, b: element, flags: flags | 64)
            }
        }
        if let tu = inner.as(TupleTypeSyntax.self) {
            if tu.elements.isEmpty { return node(.typeRef, start(t), end(t), a: names.intern("Void").raw, flags: flags) }
            return try tupleType(tu, t, flags: flags)
        }
        var dictionary: (key: TypeSyntax, value: TypeSyntax)? = inner.as(DictionaryTypeSyntax.self).map { ($0.key, $0.value) }
        if let args = try genericArguments(inner, SwiftLowering.dictionaryGenerics) {
            guard args.count == 2 else { throw fail("'Dictionary' takes two type arguments", inner) }
            dictionary = (args[0], args[1])
        }
        if let dict = dictionary {
            // Text attributes, as Swift 4.2 and later (`NSAttributedString.Key`), Swift 4
            // (`NSAttributedStringKey`) and Swift 3 (`String`) wrote their keys.
            let isAny = ["Any", "AnyObject"].contains(dict.value.trimmedDescription)
            if flags & ~1 == 0, isAny, ["NSAttributedString.Key", "NSAttributedStringKey", "String"].contains(dict.key.trimmedDescription) {
                // (Optional too: `let attributes: [String: Any]? = [...]`, what UIKit's
                // string drawing takes.)
                return node(.typeRef, start(t), end(t), a: names.intern("[NSAttributedString.Key: Any]").raw, flags: flags)
            }
            if isAny { throw outside("dictionaries of 'Any' values (other than text attributes)", dict.value) }
            // `[K: V]`: Swift's Dictionary, its key's and value's types (SyntaxTree.dictionaryType).
            let mark = p.scratch.count
            p.scratch.append(try type(dict.key))
            p.scratch.append(try type(dict.value))
            return node(.typeRef, start(t), end(t), a: names.intern("$dictionary").raw, b: p.flush(mark), flags: flags | 256)
        }
        let name: TokenSyntax
        var qualifier: Int32? = nil
        if let id = inner.as(IdentifierTypeSyntax.self) {
            if let g = id.genericArgumentClause {
                // `ClosedRange<Double>`, `Range<Int>`, `Range<String.Index>`: a range of Numbers, whatever their type.
                guard ["Range", "ClosedRange", "CountableRange", "CountableClosedRange"].contains(id.name.text) else {
                    throw outside("generic types", g)
                }
                guard let args = try genericArguments(inner, [id.name.text]), args.count == 1,
                      SwiftLowering.numberTypeNames.contains(args[0].trimmedDescription) || standsForNumber(args[0].trimmedDescription)
                        // A String.Index is its count of Characters (ViewEval's StringIndex.swift).
                        || args[0].trimmedDescription == "String.Index" else {
                    throw outside("ranges of other types than numbers", g)
                }
            }
            name = id.name
        } else if let m = inner.as(MemberTypeSyntax.self) {
            if let g = m.genericArgumentClause { throw outside("generic types", g) }
            name = m.name
            // `Outer.Inner`: the enclosing type's path (`Outer`, `A.B`), by which the checker
            // finds a nested type of the file (SyntaxTree.typeQualifier).
            qualifier = names.intern(m.baseType.trimmedDescription).raw
        } else if inner.is(FunctionTypeSyntax.self) {
            throw outside("arrays of functions", inner)
        } else {
            throw outside("this type", inner)
        }
        // A range extension's `Bound` made a floating-point type by its clause: that type.
        if name.written == "Bound", let floatingBound {
            return node(.typeRef, start(t), end(t), a: names.intern(floatingBound).raw, flags: flags)
        }
        // A generic function's number type parameter is a Number.
        if numberGenerics.contains(name.written) {
            return node(.typeRef, start(t), end(t), a: names.intern("Double").raw, flags: flags | SyntaxTree.genericNumber)
        }
        // `Self` in an extension of a built-in type is that type (for the numbers' protocols a
        // Number, of the type of the value a member is used on: a generic number).
        if name.written == "Self", let extended = valueExtension {
            let generic = ValueExtensions.numberProtocols.contains(extended) ? SyntaxTree.genericNumber : 0
            return node(.typeRef, start(t), end(t), a: names.intern(selfTypeName(extended)).raw, flags: flags | generic)
        }
        // C's names of Swift's number types (`var red: CUnsignedInt = 0`, as hex-colour code
        // declares what a Scanner reads): the type itself.
        if qualifier == nil, let swift = SwiftLowering.cNumberTypes[name.written] {
            return node(.typeRef, start(t), end(t), a: names.intern(swift).raw, flags: flags)
        }
        if let qualifier { return node(.typeRef, start(t), end(t), a: intern(name).raw, b: qualifier, flags: flags | 128) }
        return node(.typeRef, start(t), end(t), a: intern(name).raw, flags: flags)
    }

    // MARK: statements

    func stmt(_ s: StmtSyntax) throws -> Int32 {
        try enter(s)
        defer { leave() }
        switch s.as(StmtSyntaxEnum.self) {
        case .returnStmt(let r):
            guard let v = r.expression else {
                // In `reduce(into:)`'s closure, `return` gives the result so far.
                if let acc = returnsAccumulator { return node(.returnStmt, start(r), end(r.returnKeyword), a: node(.identifier, start(r), end(r.returnKeyword), a: acc.raw)) }
                return node(.returnStmt, start(r), end(r.returnKeyword), a: -1)
            }
            let e = try unwrapsResult ? unwrappedIfImplicit(v) : expr(v)
            return node(.returnStmt, start(r), end(v), a: e)
        case .guardStmt(let g):
            let cond = try conditions(g.conditions)
            let body = try block(g.body)
            let mark = p.scratch.count
            p.pushList(body)
            return node(.guardStmt, start(g), end(g), a: cond, b: p.flush(mark))
        case .expressionStmt(let e):
            return try exprStatement(e.expression)
        case .forStmt(let f):
            if let c = f.caseKeyword {
                // `for case let x? in optionals`: the values there are.
                if let (nameTok, isLet) = optionalPatternName(f.pattern) { return try castLoop(f, nameTok, nil, isLet: isLet) }
                guard let (nameTok, castType) = castPattern(f.pattern) else { throw outside("'for case' patterns", c) }
                return try castLoop(f, nameTok, castType)
            }
            if let t = f.tryKeyword ?? f.awaitKeyword { throw outside("'\(t.text)'", t) }
            if let tp = f.pattern.as(TuplePatternSyntax.self) { return try tupleLoop(f, tp) }
            let nameTok: TokenSyntax
            var mutable = false
            if let ip = f.pattern.as(IdentifierPatternSyntax.self) { nameTok = ip.identifier }
            else if let w = f.pattern.as(WildcardPatternSyntax.self) { nameTok = w.wildcard }
            else if let vb = f.pattern.as(ValueBindingPatternSyntax.self), vb.bindingSpecifier.isKeyword(.var),
                    let ip = vb.pattern.as(IdentifierPatternSyntax.self) {
                // `for var angle in …`: a loop variable the body may assign, bound afresh each pass.
                nameTok = ip.identifier; mutable = true
            }
            else { throw outside("this loop pattern", f.pattern) }
            let seq = try unwrappedIfImplicit(f.sequence)   // `for x in values` of a `[T]!`
            localNames.insert(nameTok.text)
            let body = try loopBody(f)
            let mark = p.scratch.count
            p.scratch.append(start(nameTok)); p.scratch.append(seq); p.pushList(body)
            return node(.forStmt, start(f), end(f), a: intern(nameTok).raw, b: p.flush(mark), flags: mutable ? SyntaxTree.varLoopVariable : 0)
        case .whileStmt(let w):
            let cond = try conditions(w.conditions)
            return try loopNode(w, cond, w.body, bodyFirst: false)
        case .repeatStmt(let r):
            let body = try block(r.body)
            let cond = try expr(r.condition)
            let mark = p.scratch.count
            p.pushList(body)
            return node(.whileStmt, start(r), end(r), a: cond, b: p.flush(mark), flags: 1)
        case .deferStmt(let d):
            // Its statements, run when the block it stands in ends (Runner.execAll).
            let body = try block(d.body)
            let mark = p.scratch.count
            p.pushList(body)
            return node(.deferStmt, start(d), end(d), b: p.flush(mark))
        case .doStmt(let d): return try doStatement(d)
        case .throwStmt(let t): return try throwStatement(t)
        case .breakStmt(let b):
            // `break outer`: the loop labelled `outer` ends (Parser.loopLabels).
            return node(.breakStmt, start(b), end(b), a: b.label.map { intern($0).raw } ?? -1)
        case .continueStmt(let c):
            return node(.continueStmt, start(c), end(c), a: c.label.map { intern($0).raw } ?? -1)
        case .fallThroughStmt(let f):
            // The next case's body runs, unmatched (SyntaxTree.isFallthrough).
            return node(.continueStmt, start(f), end(f), a: -1, flags: SyntaxTree.fallthroughJump)
        case .labeledStmt(let l):
            // `outer: for … { … }`: a loop with a name its body's `break`/`continue` may give.
            guard l.statement.is(ForStmtSyntax.self) || l.statement.is(WhileStmtSyntax.self) || l.statement.is(RepeatStmtSyntax.self) else {
                throw outside("a label on a statement that is not a loop", l.label)
            }
            let loop = try stmt(l.statement)
            guard [.forStmt, .whileStmt].contains(p.nodes[Int(loop)].kind) else { throw outside("a label on this loop", l.label) }
            p.loopLabels[NodeID(loop)] = intern(l.label)
            return loop
        default: throw outside("this statement", s)
        }
    }

    /// An expression in statement position: an assignment, `if`, `switch`, a call; a call
    /// written as a .view block (`path { … }`) becomes that block, for the checker to name.
    /// The variable a place is in (`xs` of `xs[1].x`), nil for another expression.
    static func rootName(_ e: ExprSyntax) -> String? {
        if let d = e.as(DeclReferenceExprSyntax.self) { return d.baseName.text }
        if let m = e.as(MemberAccessExprSyntax.self) { return m.base.flatMap(rootName) }
        if let s = e.as(SubscriptCallExprSyntax.self) { return rootName(s.calledExpression) }
        return nil
    }

    /// Whether reading `e` has no effects: a name, `self`, a literal, or a member or element of
    /// such (`pts[i].x`), with such an index.
    static func readsOnly(_ e: ExprSyntax) -> Bool {
        if e.is(DeclReferenceExprSyntax.self) || e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) { return true }
        if let m = e.as(MemberAccessExprSyntax.self) { return m.base.map(readsOnly) ?? false }
        if let s = e.as(SubscriptCallExprSyntax.self) {
            return readsOnly(s.calledExpression) && s.trailingClosure == nil && s.arguments.allSatisfy { readsOnly($0.expression) }
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return readsOnly(only.expression) }
        return false
    }

    func exprStatement(_ e: ExprSyntax) throws -> Int32 {
        try enter(e)
        defer { leave() }
        if let i = e.as(IfExprSyntax.self) { return try ifStmt(i) }
        if let s = e.as(SwitchExprSyntax.self) { return try switchStmt(s) }
        if let seq = e.as(SequenceExprSyntax.self) {
            let els = Array(seq.elements)
            if let k = els.firstIndex(where: { isAssignment($0) }) {
                // `label?.text = "x"`: the assignment runs when the chain's object is there.
                // A value's member or element set through it (`origin?.x = 5`, `counts?["a"] = 1`)
                // changes the optional's own value, stored back as Swift does; where the optional
                // is no variable or member to store into (`make()?.x = 1`), the object alone.
                if k == 1, let o = optionalChainOnSpine(els[0]) {
                    let storable = storable(o.expression)
                    return try unwrapping(o, then: e, referenceOnly: !storable, storesBack: storable)
                }
                // `face!.mood = v`: the assignment goes through the object `face` holds.
                if k == 1, let f = forceUnwrapOnSpine(els[0]) { return try forcedUnwrapping(f, then: e) }
                if k == 1, let t = els[0].as(TryExprSyntax.self) { return try tryAssignment(t, els, at: k) }
                return try assignment(els, at: k)
            }
            if let branched = try ternaryStatement(els) { return branched }
        }
        if let chained = optionalChainOnSpine(e) { return try unwrapping(chained, then: e) }
        if let delegated = try selfInit(e) { return delegated }
        if let c = e.as(FunctionCallExprSyntax.self), let d = c.calledExpression.as(DeclReferenceExprSyntax.self), d.baseName.rawText == "swap",
           c.arguments.count == 2, c.trailingClosure == nil, c.arguments.allSatisfy({ $0.label == nil }), !p.functionNames.contains("swap"),
           let a = c.arguments.first?.expression.as(InOutExprSyntax.self), let b = c.arguments.last?.expression.as(InOutExprSyntax.self) {
            // Swift evaluates each `&x[i]` once; the assignment that writes the swap reads each
            // twice, which is the same where reading has no effects.
            for x in [a.expression, b.expression] where !SwiftLowering.readsOnly(x) {
                throw outside("'swap' of a place whose expression calls a function (Swift reads it once: put the index in a 'let' first)", x)
            }
            // Two places in one variable (two elements of a list, two members of a struct) are
            // accessed at once: Swift refuses it.
            if let root = SwiftLowering.rootName(a.expression), root != "self", root == SwiftLowering.rootName(b.expression),
               !(a.expression.is(DeclReferenceExprSyntax.self) && b.expression.is(DeclReferenceExprSyntax.self)) {
                throw fail("overlapping accesses to '\(root)', but modification requires exclusive access; consider calling MutableCollection.swapAt(_:_:)", c)
            }
            return try swapCall(c, a.expression, b.expression)
        }
        let v = try expr(e)
        return node(.expression, p.start(v), p.end(v), a: v)
    }

    /// `cond ? a() : b()` on its own line: Swift evaluates the one branch the condition picks,
    /// for its effect — `if cond { a() } else { b() }`. A branch is a call, or an assignment in
    /// parentheses (`alive ? (count += 1) : (count += 0)`: an assignment is an expression of
    /// type `()` in Swift, so both branches are).
    func ternaryStatement(_ els: [ExprSyntax]) throws -> Int32? {
        guard els.count >= 3, els.count - 2 > 0, let t = els[els.count - 2].as(UnresolvedTernaryExprSyntax.self),
              !els.dropLast(2).contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let thenEffect = effectBranch(t.thenExpression), let elseEffect = effectBranch(els[els.count - 1]) else { return nil }
        let cond = try fold(Array(els.dropLast(2)))
        let then = try exprStatement(thenEffect)
        let other = try exprStatement(elseEffect)
        let mark = p.scratch.count
        p.pushList([then])
        p.pushList([other])
        return node(.ifStmt, start(els[0]), end(els[els.count - 1]), a: cond, b: p.flush(mark))
    }

    /// A ternary statement's branch run for its effect: a call, or the assignment a pair of
    /// parentheses holds (`(count += 1)`). Nil for any other expression.
    func effectBranch(_ e: ExprSyntax) -> ExprSyntax? {
        if e.is(FunctionCallExprSyntax.self) { return e }
        guard let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil,
              let seq = only.expression.as(SequenceExprSyntax.self), seq.elements.contains(where: { isAssignment($0) }) else { return nil }
        return only.expression
    }

    /// The first `?.` down a statement's chain of calls and members (`ctx?.fill(r)`,
    /// `delegate?.didTap()`, `a?.b?.c()`), not yet bound to a name.
    func optionalChainOnSpine(_ e: ExprSyntax) -> OptionalChainingExprSyntax? {
        var cur = e
        var found: OptionalChainingExprSyntax? = nil
        var steps = 0
        // (The node's kind is read once a step: most expressions are none of these.)
        spine: while steps < SwiftLowering.maxTreeDepth {
            steps += 1
            switch cur.kind {
            case .optionalChainingExpr:
                let o = cur.cast(OptionalChainingExprSyntax.self)
                if bound[o.id] == nil, !isOptionalMethod(o), weakName(o.expression) == nil { found = o }
                cur = o.expression
            case .functionCallExpr: cur = cur.cast(FunctionCallExprSyntax.self).calledExpression
            case .memberAccessExpr:
                guard let b = cur.cast(MemberAccessExprSyntax.self).base else { break spine }
                cur = b
            case .subscriptCallExpr: cur = cur.cast(SubscriptCallExprSyntax.self).calledExpression
            case .forceUnwrapExpr: cur = cur.cast(ForceUnwrapExprSyntax.self).expression
            default: break spine
            }
        }
        return found
    }

    /// The innermost `x!` down an assignment target's chain with a member or an element above
    /// it (`self.face!.mood`, `faces[i]!.mood`), or a `T!` there (`title.text`, unwrapped as
    /// Swift unwraps it), not yet bound to a name.
    func forceUnwrapOnSpine(_ e: ExprSyntax) -> ExprSyntax? {
        var cur = e
        var found: ExprSyntax? = nil
        var steps = 0
        var above = false, forcedHere = false
        while steps < SwiftLowering.maxTreeDepth {
            steps += 1
            // A `T!` written `x!` is unwrapped by its `!`.
            if above, !forcedHere, forced[cur.id] == nil, !cur.is(ForceUnwrapExprSyntax.self), unwrapsAsBase(cur) { found = cur }
            forcedHere = false
            if let f = cur.as(ForceUnwrapExprSyntax.self) {
                if above, forced[f.id] == nil, weakName(f.expression) == nil { found = ExprSyntax(f) }
                forcedHere = true
                cur = f.expression
            } else if let m = cur.as(MemberAccessExprSyntax.self), let b = m.base { cur = b }
            else if let s = cur.as(SubscriptCallExprSyntax.self) { cur = s.calledExpression }
            else if let c = cur.as(FunctionCallExprSyntax.self) { cur = c.calledExpression }
            else { break }
            above = true
        }
        return found
    }

    /// `x!.rest = v`: `if var $forced = x { $forced.rest = v; x = $forced }` whose binding
    /// stops as `!` does when `x` is nil (flag 4) — Swift's assignment through a
    /// force-unwrapped value. An object is changed where it is (the store back is dropped by
    /// the checker: SyntaxTree.writeBack); a value (`origin.x += d` of a `CGPoint!`) is a copy
    /// once bound, changed and stored back, as Swift changes the optional's own value.
    @exclusivity(unchecked) var forced: [SyntaxIdentifier: Name] = [:]
    func forcedUnwrapping(_ f: ExprSyntax, then e: ExprSyntax) throws -> Int32 {
        let name = names.intern("$forced\(forced.count)")
        let written = f.as(ForceUnwrapExprSyntax.self)?.expression ?? f
        let value = try expr(written)
        let target = try expr(written)
        forced[f.id] = name
        defer { forced[f.id] = nil }
        let binding = node(.optionalBinding, start(f), end(f), a: name.raw, b: value, flags: 5)
        let body = try exprStatement(e)
        // `q.n = 3` of the class's `var q: St! { didSet … }`: the assignment the body lowers
        // sets `q` through its setter (memberSetterCall), which runs the observers with the new
        // value; storing the unwrapped copy back after it would undo the change.
        if !f.is(ForceUnwrapExprSyntax.self), setterProperty(written) != nil {
            let mark = p.scratch.count
            p.pushList([body])
            p.scratch.append(-1)
            return node(.ifStmt, start(e), end(e), a: binding, b: p.flush(mark))
        }
        let back = node(.assign, start(f), end(f), a: target, b: node(.identifier, start(f), end(f), a: name.raw), flags: SyntaxTree.writeBack)
        let mark = p.scratch.count
        p.pushList([body, back])
        p.scratch.append(-1)
        return node(.ifStmt, start(e), end(e), a: binding, b: p.flush(mark))
    }

    /// What stands for an optional chain's `x?` while the rest of its chain is lowered: the
    /// name `unwrapping` or `chainValue` bound it to.
    @exclusivity(unchecked) var bound: [SyntaxIdentifier: Name] = [:]
    /// Set while a postfix expression lowers its base (the chain goes on above it).
    /// (`expr` reads it, `forced`, `bound`, `weakAliases` and `localNames` for every expression
    /// it lowers: they are read without the dynamic exclusivity check, as the parser's other
    /// hot properties are.)
    @exclusivity(unchecked) var asBase = false

    /// `x?.rest` in an expression: `(let $chain = x) ? $chain.rest : nil`, Swift's value of the
    /// chain — a ternary whose condition is an optional binding, so that `x` is evaluated once
    /// (`xs.popLast()?.x` pops one element, `make()?.value` calls `make` once).
    func chainValue(_ o: OptionalChainingExprSyntax, _ e: ExprSyntax) throws -> Int32 {
        let x = try expr(o.expression)
        let nilName = names.intern("nil").raw
        let name = names.intern("$chain \(start(o))")
        let test = node(.optionalBinding, p.start(x), end(o), a: name.raw, b: x)
        bound[o.id] = name
        defer { bound[o.id] = nil }
        let then = try expr(e)
        let mark = p.scratch.count
        p.scratch.append(then); p.scratch.append(node(.identifier, end(o), end(o), a: nilName))
        return node(.ternary, start(e), end(e), a: test, b: p.flush(mark))
    }

    /// `Optional<Int>.none`: nil of the optional type written (`nil as Int?`); `Optional.none`
    /// nil, its type the context's.
    func optionalNone(_ m: MemberAccessExprSyntax) throws -> Int32? {
        guard m.declName.baseName.text == "none", m.declName.argumentNames == nil, let b = m.base else { return nil }
        let nilNode = node(.identifier, start(m), end(m), a: names.intern("nil").raw)
        if let d = b.as(DeclReferenceExprSyntax.self), d.baseName.text == "Optional", !localNames.contains("Optional") { return nilNode }
        guard let g = b.as(GenericSpecializationExprSyntax.self), let d = g.expression.as(DeclReferenceExprSyntax.self),
              d.baseName.text == "Optional", !localNames.contains("Optional"), g.genericArgumentClause.arguments.count == 1,
              case .type(let wrapped) = g.genericArgumentClause.arguments.first!.argument,
              !wrapped.is(OptionalTypeSyntax.self), try genericArguments(wrapped, SwiftLowering.optionalGenerics) == nil else { return nil }
        let t = try type(wrapped)
        p.nodes[Int(t)].flags |= 1   // (the optional of the type, as `type` marks `T?`)
        return node(.cast, start(m), end(m), a: nilNode, b: t, flags: 0)
    }

    func base(_ b: ExprSyntax) throws -> Int32 {
        asBase = true
        defer { asBase = false }
        return try expr(b)
    }

    /// `x = v` (or `x += v`, `self.x = v`) where `x` is a computed property with a setter of
    /// the class or struct whose code this is, not hidden by a local name: its setter called
    /// with the value (`x + v` for `+=`).
    func setterCall(_ target: ExprSyntax, op: Operator, value: [ExprSyntax]) throws -> Int32? {
        var root = target
        while let m = root.as(MemberAccessExprSyntax.self), let b = m.base, setterProperty(root) == nil { root = b }
        if root.id != target.id, setterProperty(root) != nil { return try memberSetterCall(target, root, op: op, value: value) }
        guard let nameTok = setterProperty(target) else { return nil }
        var v = try fold(value)
        if op != .none {
            let current = try expr(target)
            v = node(.binary, p.start(current), p.end(v), a: current, b: v, op: op)
        }
        let callee = setterCallee(nameTok, start(target), end(target))
        let mark = p.scratch.count
        p.scratch.append(1); p.scratch.append(v)
        let call = node(.call, start(target), p.end(v), a: callee, b: p.flush(mark), flags: SyntaxTree.unlabeledCall)
        return node(.expression, start(target), p.end(v), a: call)
    }

    /// The property `e` names (`x`, `self.x`) when it is a computed property with a setter of
    /// the class or struct whose code this is, not hidden by a local name, and an assignment
    /// to it goes through that setter.
    func setterProperty(_ e: ExprSyntax) -> TokenSyntax? {
        guard let scope = setterScopes.last else { return nil }
        let nameTok: TokenSyntax
        if let d = e.as(DeclReferenceExprSyntax.self), d.argumentNames == nil, !localNames.contains(d.baseName.text) {
            nameTok = d.baseName
        } else if let m = e.as(MemberAccessExprSyntax.self), let b = m.base?.as(DeclReferenceExprSyntax.self),
                  b.baseName.isKeyword(.self) {
            nameTok = m.declName.baseName
        } else { return nil }
        guard scope.all.contains(nameTok.text) else { return nil }
        // Swift's observers do not run for a store in the property's own observers, nor in an
        // initializer of its type (a method the initializer calls runs them).
        // (An override's observers have no storage of their own: their store is the base's setter.)
        if nameTok.text == observerOf && !overridingObserver || (inInitializer && scope.observed.contains(nameTok.text)) { return nil }
        return nameTok
    }

    /// The setter an assignment to `nameTok` calls: the property's, or in an override's own
    /// observers the base's (`super.$set name`), as Swift stores there.
    func setterCallee(_ nameTok: TokenSyntax, _ s: Int32, _ e: Int32) -> Int32 {
        let setter = SwiftLowering.setterName(names, nameTok.text).raw
        guard overridingObserver, nameTok.text == observerOf else { return node(.identifier, s, e, a: setter) }
        return node(.member, s, e, a: node(.identifier, s, e, a: names.intern("super").raw), b: setter)
    }

    /// `origin.x += v` (`self.origin.size.width = v`) where `origin` is a computed property with
    /// a setter: as Swift does it, the value is evaluated, then the getter gives a copy, the
    /// copy's member is changed, and the setter is called with the copy —
    /// `if true { let $v = v; var $copy = origin; $copy.x += $v; $set origin($copy) }`; of an
    /// object (a class's instance, a layer) the copy is the object itself, changed where it is,
    /// and Swift calls no setter: the checker drops that call (SyntaxTree.writeBack).
    func memberSetterCall(_ target: ExprSyntax, _ root: ExprSyntax, op: Operator, value: [ExprSyntax]) throws -> Int32 {
        var path: [TokenSyntax] = []
        var cur = target
        while cur.id != root.id, let m = cur.as(MemberAccessExprSyntax.self), let b = m.base {
            path.insert(m.declName.baseName, at: 0)
            cur = b
        }
        let nameTok = setterProperty(root)!
        let (s, rs, re) = (start(target), start(cur), end(cur))
        let v = try fold(value)
        let valueName = names.intern("$value \(s)"), copyName = names.intern("$copy \(s)")
        var mark = p.scratch.count
        p.scratch.append(s); p.scratch.append(v)
        let letValue = node(.letBinding, s, p.end(v), a: valueName.raw, b: p.flush(mark))
        let current = try expr(cur)
        mark = p.scratch.count
        p.scratch.append(rs); p.scratch.append(-1); p.scratch.append(current); p.scratch.append(0)
        let copy = node(.varDecl, rs, re, a: copyName.raw, b: p.flush(mark), flags: VarFlags.isVar.rawValue)
        var member = node(.identifier, rs, re, a: copyName.raw)
        for t in path { member = node(.member, rs, end(t), a: member, b: intern(t).raw) }
        let change = node(.assign, s, p.end(v), a: member, b: node(.identifier, p.start(v), p.end(v), a: valueName.raw), op: op)
        let callee = setterCallee(nameTok, rs, re)
        mark = p.scratch.count
        p.scratch.append(1); p.scratch.append(node(.identifier, rs, re, a: copyName.raw))
        let call = node(.call, rs, p.end(v), a: callee, b: p.flush(mark), flags: SyntaxTree.unlabeledCall)
        mark = p.scratch.count
        p.pushList([letValue, copy, change, node(.expression, rs, p.end(v), a: call, flags: SyntaxTree.writeBack)])
        p.scratch.append(-1)
        return node(.ifStmt, s, p.end(v), a: node(.bool, s, s, a: 1), b: p.flush(mark))
    }

    /// A statement whose chain holds `x?.…`: `if let $chain = x { statement }` — Swift's
    /// optional chaining, which does nothing when `x` is nil. A chain of several `?.` nests.
    /// A collection's mutating method called through it (`points?.append(p)` of a `[CGPoint]?`
    /// property) changes the optional's own value, as Swift's does: `if var $chain = x {
    /// $chain.append(p); x = $chain }` (an object's store back the checker drops).
    func unwrapping(_ o: OptionalChainingExprSyntax, then e: ExprSyntax, referenceOnly: Bool = false, storesBack: Bool? = nil) throws -> Int32 {
        let name = names.intern("$chain\(bound.count)")
        let value = try expr(o.expression)
        let target = !referenceOnly && (storesBack ?? mutatesThroughChain(o, e)) ? try expr(o.expression) : nil
        bound[o.id] = name
        defer { bound[o.id] = nil }
        let binding = node(.optionalBinding, start(o), end(o), a: name.raw, b: value, flags: referenceOnly ? 3 : target != nil ? 1 : 0)
        let body = try exprStatement(e)
        var stmts = [body]
        if let target {
            let changed = node(.identifier, start(o), end(o), a: name.raw)
            if let nameTok = setterProperty(o.expression) {
                // Stored back through the property's setter: its observers run, as for Swift's
                // change through the chain.
                let mark = p.scratch.count
                p.scratch.append(1); p.scratch.append(changed)
                let call = node(.call, start(o), end(o), a: setterCallee(nameTok, start(o), end(o)), b: p.flush(mark), flags: SyntaxTree.unlabeledCall)
                stmts.append(node(.expression, start(o), end(o), a: call, flags: SyntaxTree.writeBack))
            } else {
                stmts.append(node(.assign, start(o), end(o), a: target, b: changed, flags: SyntaxTree.writeBack))
            }
        }
        let mark = p.scratch.count
        p.pushList(stmts)
        p.scratch.append(-1)
        return node(.ifStmt, start(e), end(e), a: binding, b: p.flush(mark))
    }

    /// The methods of Swift's collections that change them.
    static let mutatingCollectionMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "removeSubrange",
        "replaceSubrange", "sort", "reverse", "shuffle", "swapAt", "updateValue", "removeValue", "merge",
    ]

    /// Whether `e` calls a collection's mutating method on `x?` itself, `x` a variable or a
    /// chain of members that can be stored back.
    func mutatesThroughChain(_ o: OptionalChainingExprSyntax, _ e: ExprSyntax) -> Bool {
        guard let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = m.base, base.id == ExprSyntax(o).id,
              SwiftLowering.mutatingCollectionMethods.contains(m.declName.baseName.text) else { return false }
        return storable(o.expression)
    }

    /// Whether `e` is a variable or a chain of members on one, which a changed value can be
    /// stored back into.
    func storable(_ e: ExprSyntax) -> Bool {
        var cur = e
        while let mm = cur.as(MemberAccessExprSyntax.self), let b = mm.base { cur = b }
        return cur.is(DeclReferenceExprSyntax.self)
    }

    /// A `for` loop's body; `where cond` is a `guard cond else { continue }` before it.
    /// `let x as T` in `for case let x as T in seq`: the name and the type.
    func castPattern(_ pattern: PatternSyntax) -> (TokenSyntax, TypeSyntax)? {
        guard let vb = pattern.as(ValueBindingPatternSyntax.self), vb.bindingSpecifier.isKeyword(.let),
              let seq = vb.pattern.as(ExpressionPatternSyntax.self)?.expression.as(SequenceExprSyntax.self) else { return nil }
        let els = Array(seq.elements)
        guard els.count == 3, let ip = els[0].as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self),
              let a = els[1].as(UnresolvedAsExprSyntax.self), a.questionOrExclamationMark == nil,
              let te = els[2].as(TypeExprSyntax.self) else { return nil }
        return (ip.identifier, te.type)
    }

    /// `for case let x as T in seq { … }`: the elements that are a T, as Swift's — a loop
    /// over the sequence whose body starts `guard let x = element as? T else { continue }`;
    /// with no type (`for case let x? in seq`), the elements that are not nil.
    func castLoop(_ f: ForStmtSyntax, _ nameTok: TokenSyntax, _ castType: TypeSyntax?, isLet: Bool = true) throws -> Int32 {
        let seq = try expr(f.sequence)
        let element = names.intern("(element \(p.nodes.count))")   // no Swift name can be it
        let (s, e) = (start(f.pattern), end(f.pattern))
        let read = node(.identifier, s, e, a: element.raw)
        let cast = try castType.map { node(.cast, s, e, a: read, b: try type($0), flags: 2) } ?? read
        localNames.insert(nameTok.text)
        let binding = node(.optionalBinding, s, e, a: intern(nameTok).raw, b: cast, flags: isLet ? 0 : 1)
        let mark0 = p.scratch.count
        p.pushList([node(.continueStmt, s, s, a: -1)])
        let guardNode = node(.guardStmt, s, e, a: binding, b: p.flush(mark0))
        let body = try loopBody(f, first: [guardNode])
        let mark = p.scratch.count
        p.scratch.append(s); p.scratch.append(seq); p.pushList(body)
        return node(.forStmt, start(f), end(f), a: element.raw, b: p.flush(mark))
    }

    func loopBody(_ f: ForStmtSyntax, first: [Int32] = []) throws -> [Int32] {
        var out = first
        if let w = f.whereClause {
            let cond = try expr(w.condition)
            let mark = p.scratch.count
            p.pushList([node(.continueStmt, start(w), start(w), a: -1)])
            out.append(node(.guardStmt, start(w), end(w), a: cond, b: p.flush(mark)))
        }
        return out + (try block(f.body))
    }

    /// `for (i, x) in xs.enumerated()` and `for (a, b) in zip(xs, ys)`: a loop over the
    /// indices, each element bound by a `let` (`xs` written again for each read, so it is a
    /// name or a chain of members, which reading twice cannot change).
    func tupleLoop(_ f: ForStmtSyntax, _ tp: TuplePatternSyntax) throws -> Int32 {
        let pats = Array(tp.elements)
        func plain(_ e: ExprSyntax) -> Bool {
            if e.is(DeclReferenceExprSyntax.self) { return true }
            if let m = e.as(MemberAccessExprSyntax.self), let b = m.base { return plain(b) }
            return false
        }
        var lists: [ExprSyntax] = []
        var indexName: TokenSyntax? = nil
        var valueNames: [TokenSyntax] = []
        // A nested pattern (`for (i, (a, b)) in zip(xs, ys).enumerated()`) takes each pair apart.
        guard pats.count == 2, !pats.contains(where: { $0.pattern.is(TuplePatternSyntax.self) }),
              let call = f.sequence.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else {
            return try tupleElementLoop(f, tp)
        }
        func name(_ p: PatternSyntax) throws -> TokenSyntax {
            if let ip = p.as(IdentifierPatternSyntax.self) { return ip.identifier }
            if let w = p.as(WildcardPatternSyntax.self) { return w.wildcard }
            throw outside("nested patterns in a loop", p)
        }
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.rawText == "enumerated", call.arguments.isEmpty, let b = m.base {
            lists = [b]
            indexName = try name(pats[0].pattern)
            valueNames = [try name(pats[1].pattern)]
        } else if let d = call.calledExpression.as(DeclReferenceExprSyntax.self), d.baseName.rawText == "zip", call.arguments.count == 2 {
            lists = call.arguments.map(\.expression)
            valueNames = try pats.map { try name($0.pattern) }
        } else {
            return try tupleElementLoop(f, tp)
        }
        // Another list (`zip(xs, xs.dropFirst())`): its pairs made, then walked.
        for l in lists where !plain(l) { return try tupleElementLoop(f, tp) }
        let s = start(f.sequence), e = end(f.sequence)
        let index = indexName.map { $0.rawTokenKind == .wildcard ? names.intern("$index") : intern($0) } ?? names.intern("$index")
        let countName = names.intern("count")
        // A `T!` list (`var buttons: [UIButton]!`) is unwrapped where it is read, as Swift does.
        func count(_ l: ExprSyntax) throws -> Int32 { node(.member, s, e, a: try unwrappedIfImplicit(l), b: countName.raw) }
        var upper = try count(lists[0])
        if lists.count == 2 {
            // zip stops at the shorter list.
            let mark = p.scratch.count
            let second = try count(lists[1])
            p.scratch.append(2); p.scratch.append(upper); p.scratch.append(second)
            upper = node(.call, s, e, a: node(.identifier, s, s, a: names.intern("min").raw), b: p.flush(mark), flags: SyntaxTree.unlabeledCall)
        }
        let seq = node(.binary, s, e, a: number(0, f.sequence), b: upper, op: .halfOpen)
        var lets: [Int32] = []
        for (l, v) in zip(lists, valueNames) where v.rawTokenKind != .wildcard {
            let item = node(.subscripted, s, e, a: try unwrappedIfImplicit(l), b: node(.identifier, s, s, a: index.raw))
            let mark = p.scratch.count
            p.scratch.append(start(v)); p.scratch.append(item)
            lets.append(node(.letBinding, start(v), end(v), a: intern(v).raw, b: p.flush(mark)))
        }
        let body = try loopBody(f, first: lets)
        let mark = p.scratch.count
        p.scratch.append(indexName.map { start($0) } ?? s); p.scratch.append(seq); p.pushList(body)
        return node(.forStmt, start(f), end(f), a: index.raw, b: p.flush(mark))
    }

    func loopNode(_ s: some SyntaxProtocol, _ cond: Int32, _ bodyBlock: CodeBlockSyntax, bodyFirst: Bool) throws -> Int32 {
        let body = try block(bodyBlock)
        let mark = p.scratch.count
        p.pushList(body)
        return node(.whileStmt, start(s), end(s), a: cond, b: p.flush(mark), flags: bodyFirst ? 1 : 0)
    }

    func isAssignment(_ e: ExprSyntax) -> Bool {
        if e.is(AssignmentExprSyntax.self) { return true }
        if let op = e.as(BinaryOperatorExprSyntax.self) {
            // (The token's own bytes: no String is made for each operator read.)
            let t = op.operator.rawText
            guard t.count >= 2 && t.hasSuffix("=") else { return false }
            switch t {
            case "==", "!=", "<=", ">=", "===", "!==", "~=": return false
            default: return true
            }
        }
        return false
    }

    /// The value `v`, evaluated and dropped: a constant no code can name (`_ = v`, `let _ = v`).
    func discarded(_ v: Int32, at s: Int32) -> Int32 {
        discards += 1
        let mark = p.scratch.count
        p.scratch.append(s); p.scratch.append(v)
        return node(.letBinding, s, p.end(v), a: names.intern("_ \(discards)").raw, b: p.flush(mark))
    }

    /// `target = value`, `target += value` (and `-=`, `*=`, `/=`, `%=`, `&=`, `|=`, `^=`, `<<=`, `>>=`).
    func assignment(_ els: [ExprSyntax], at k: Int) throws -> Int32 {
        guard k > 0, k + 1 < els.count else { throw fail("an assignment needs a target and a value", els[k]) }
        // `_ = value`: the value, evaluated and dropped (a constant no code can name).
        if k == 1, els[0].is(DiscardAssignmentExprSyntax.self), els[1].is(AssignmentExprSyntax.self) {
            return discarded(try fold(Array(els[2...])), at: start(els[0]))
        }
        var op = Operator.none
        if let b = els[k].as(BinaryOperatorExprSyntax.self) {
            switch b.operator.text {
            case "+=": op = .add
            case "-=": op = .sub
            case "*=": op = .mul
            case "/=": op = .div
            case "%=": op = .rem
            // Swift's compound bitwise and shift assignments (`rgb |= 0xFF`, `bits <<= 1`).
            case "&=": op = .bitAnd
            case "|=": op = .bitOr
            case "^=": op = .bitXor
            case "<<=": op = .shl
            case ">>=": op = .shr
            case "&+=": op = .wrapAdd
            case "&-=": op = .wrapSub
            case "&*=": op = .wrapMul
            default: throw outside("the '\(b.operator.text)' operator", b)
            }
        }
        if k == 1, let o = optionalChainOnSpine(els[0]) {
            throw outside("optional chaining in an assignment's target (unwrap with 'if let')", o.questionMark)
        }
        if k == 1, let t = els[0].as(TupleExprSyntax.self), t.elements.count > 1 {
            return try tupleAssignment(t, Array(els[(k + 1)...]), op: op, at: els[k])
        }
        if k == 1, let setter = try setterCall(els[0], op: op, value: Array(els[(k + 1)...])) { return setter }
        if k == 1, let s = els[0].as(SubscriptCallExprSyntax.self), isUserSubscript(s) {
            // `grid[r, c] = v`: the setter called with the new value (`grid[r, c] += v`: with
            // the getter's value and v combined).
            let (base, indices) = try subscriptParts(s)
            var v = try fold(Array(els[(k + 1)...]))
            if op != .none { v = node(.binary, start(s), p.end(v), a: subscriptCall(base, indices, s, setting: nil), b: v, op: op) }
            return node(.expression, start(s), p.end(v), a: subscriptCall(base, indices, s, setting: v))
        }
        inTarget = true
        subscriptDefault = nil
        assignedExpression = k == 1 ? els[0].id : nil
        var target = try fold(Array(els[..<k]))
        inTarget = false
        assignedExpression = nil
        let fallback = subscriptDefault
        subscriptDefault = nil
        // `d[k]! += 1`: `d[k] = d[k]! + 1` (the force unwrap traps where the key is missing);
        // `self.width! = 30`: `width = width != nil ? 30 : width!` (set where it holds a
        // value, a trap where it is nil, as Swift's assignment through `!`).
        var forced = false
        if p.nodes[Int(target)].kind == .unary, p.nodes[Int(target)].op == .force {
            forced = true
        }
        if let second = els[(k + 1)...].firstIndex(where: { isAssignment($0) }) {
            throw fail("an assignment has no value; assign one at a time", els[second])
        }
        let read = target
        if forced { target = p.nodes[Int(target)].a }
        switch p.nodes[Int(target)].kind {
        case .identifier, .member, .subscripted: break
        default:
            p.error("only a variable or its member can be assigned to", range(p.start(target), p.end(target)))
            throw Bail()
        }
        var v = try fold(Array(els[(k + 1)...]))
        // A `T!` value of a compound assignment (`x += style.step`) is unwrapped: its operator
        // needs a value.
        if op != .none, k + 2 == els.count, isImplicitlyUnwrapped(els[k + 1], value: true) { v = implicitUnwrap(v) }
        if !forced, fallback == nil, k == 1, let s = els[0].as(SubscriptCallExprSyntax.self),
           case let n = p.nodes[Int(target)], n.kind == .subscripted, n.flags & 1 != 0 {
            // `grid[i] = v`: the setter's call, taken instead of the store when `grid` is a value
            // of the file's struct or class (`grid[i] += v`: given the getter's value and v combined).
            let get = p.extra[Int(n.b) + 1]
            let value = op != .none ? node(.binary, start(s), p.end(v), a: get, b: v, op: op) : v
            p.extra[Int(n.b) + 2] = subscriptCall(n.a, [(nil, p.extra[Int(n.b)])], s, setting: value)
        }
        if op != .none, forced || fallback != nil {
            // The old value (unwrapped or defaulted) combined with the new, stored as a plain assignment.
            let old = fallback.map { node(.binary, p.start(target), p.end(target), a: target, b: $0, op: .coalesce) } ?? read
            v = node(.binary, p.start(target), p.end(v), a: old, b: v, op: op)
            return node(.assign, p.start(target), p.end(v), a: target, b: v, op: .none)
        }
        if forced {
            let nilNode = node(.identifier, p.start(target), p.end(target), a: names.intern("nil").raw)
            let held = node(.binary, p.start(target), p.end(target), a: target, b: nilNode, op: .ne)
            let mark = p.scratch.count
            p.scratch.append(v); p.scratch.append(read)
            v = node(.ternary, p.start(target), p.end(v), a: held, b: p.flush(mark))
        }
        // A `T!` stored: unwrapped where the target wants a plain value — a member of a geometry
        // value (`label.frame.origin.x = drawingWidth`), which is never optional, and where the
        // checker knows the target's type is not optional (`board[cell] = currentPlayer`); into
        // an optional it is stored as it is (Checker.checkAssign).
        if op == .none, k + 2 == els.count, isImplicitlyUnwrapped(els[k + 1], value: true) {
            if let m = els[k - 1].as(MemberAccessExprSyntax.self), SwiftLowering.geometryMembers.contains(m.declName.baseName.text) {
                v = implicitUnwrap(v)
            } else if !forced, !(els[0].is(SubscriptCallExprSyntax.self) && p.nodes[Int(target)].kind == .subscripted && p.nodes[Int(target)].flags & 1 != 0) {
                v = node(.unary, p.start(v), p.end(v), a: v, op: .force, flags: SyntaxTree.implicitUnwrap | SyntaxTree.storedUnwrap)
            }
        }
        return node(.assign, p.start(target), p.end(v), a: target, b: v, op: op)
    }

    /// The key and value types (type nodes) of `[K: V]` or `Dictionary<K, V>` written as the
    /// callee of an initializer call; nil when it is neither. In `[K: V]()` each of K and V is
    /// a type's name or `[T]` of one.
    func emptyDictionaryTypes(_ callee: ExprSyntax) throws -> (Int32, Int32)? {
        if let g = callee.as(GenericSpecializationExprSyntax.self), let d = g.expression.as(DeclReferenceExprSyntax.self),
           d.baseName.text == "Dictionary", g.genericArgumentClause.arguments.count == 2 {
            let args = Array(g.genericArgumentClause.arguments)
            guard case .type(let k) = args[0].argument, case .type(let v) = args[1].argument else { return nil }
            return (try type(k), try type(v))
        }
        guard let d = callee.as(DictionaryExprSyntax.self), case .elements(let els) = d.content, els.count == 1, let el = els.first else { return nil }
        func named(_ e: ExprSyntax) -> Int32? {
            if let r = e.as(DeclReferenceExprSyntax.self), r.argumentNames == nil {
                return node(.typeRef, start(r), end(r), a: intern(r.baseName).raw)
            }
            if let a = e.as(ArrayExprSyntax.self), a.elements.count == 1, let r = a.elements.first?.expression.as(DeclReferenceExprSyntax.self), r.argumentNames == nil {
                return node(.typeRef, start(a), end(a), a: intern(r.baseName).raw, flags: 2)
            }
            return nil
        }
        guard let k = named(el.key), let v = named(el.value) else { return nil }
        return (k, v)
    }

    /// The members of CGRect, CGPoint and CGSize and a view's geometry: none is optional.
    static let geometryMembers: Set<String> = ["frame", "bounds", "center", "origin", "size", "x", "y", "width", "height"]

    func ifStmt(_ i: IfExprSyntax) throws -> Int32 {
        if let first = i.conditions.first, case .matchingPattern(let m) = first.condition, optionalPatternName(m.pattern) == nil { return try ifCase(i, m) }
        let cond = try conditions(i.conditions)
        let then = try block(i.body)
        let mark = p.scratch.count
        p.pushList(then)
        if let e = try elseBody(i) { p.pushList(e) } else { p.scratch.append(-1) }
        return node(.ifStmt, start(i), end(i), a: cond, b: p.flush(mark))
    }

    func elseBody(_ i: IfExprSyntax) throws -> [Int32]? {
        switch i.elseBody {
        case .ifExpr(let e)?:
            try enter(e); defer { leave() }
            return [try ifStmt(e)]
        case .codeBlock(let b)?: return try block(b)
        case nil: return nil
        }
    }

    /// `if case .x(let v) = e { then } else { other }`: Swift's pattern match, as
    /// `switch e { case .x(let v): then  default: other }`. With more conditions
    /// (`if case .x(let v) = e, v > 3`), the `else` is read once, after the match:
    /// `if true { var $matched = false; switch e { case .x(let v): if v > 3 { $matched = true; then }
    /// default: break }; if !$matched { other } }`.
    func ifCase(_ i: IfExprSyntax, _ m: MatchingPatternConditionSyntax) throws -> Int32 {
        let subject = try expr(m.initializer.value)
        let pat = try pattern(m.pattern)
        let rest = Array(i.conditions.dropFirst())
        let (s, e) = (start(i), end(i))
        func switchNode(_ body: [Int32], _ other: [Int32]) -> Int32 {
            let mark = p.scratch.count
            p.scratch.append(2)
            p.scratch.append(1); p.scratch.append(pat); p.scratch.append(start(m)); p.pushList(body)
            p.scratch.append(-1); p.scratch.append(s); p.pushList(other)
            return node(.switchStmt, s, e, a: subject, b: p.flush(mark))
        }
        func ifNode(_ cond: Int32, _ then: [Int32], _ other: [Int32]?) -> Int32 {
            let mark = p.scratch.count
            p.pushList(then)
            if let other { p.pushList(other) } else { p.scratch.append(-1) }
            return node(.ifStmt, s, e, a: cond, b: p.flush(mark))
        }
        if rest.isEmpty { return switchNode(try block(i.body), try elseBody(i) ?? []) }
        let cond = try conditions(rest)
        let then = try block(i.body)
        guard let other = try elseBody(i) else { return switchNode([ifNode(cond, then, nil)], []) }
        let flag = names.intern("$matched\(s)")
        func flagNode() -> Int32 { node(.identifier, s, s, a: flag.raw) }
        let mark = p.scratch.count
        p.scratch.append(s); p.scratch.append(-1); p.scratch.append(node(.bool, s, s, a: 0)); p.scratch.append(0)
        let declare = node(.varDecl, s, s, a: flag.raw, b: p.flush(mark), flags: VarFlags.isVar.rawValue)
        let set = node(.assign, s, s, a: flagNode(), b: node(.bool, s, s, a: 1))
        let match = switchNode([ifNode(cond, [set] + then, nil)], [])
        let otherwise = ifNode(node(.unary, s, s, a: flagNode(), op: .not), other, nil)
        return ifNode(node(.bool, s, s, a: 1), [declare, match, otherwise], nil)
    }

    /// `guard case .x(let v) = e, cond else { other }; rest`: the names it binds are seen by the
    /// statements after it, so those become the matched case's body (the `else` leaves the
    /// scope, so nothing after it runs when it does): `switch e { case .x(let v): if cond { rest }
    /// else { other }  default: other }`.
    func guardCase(_ g: GuardStmtSyntax, _ m: MatchingPatternConditionSyntax, rest: [CodeBlockItemSyntax]) throws -> Int32 {
        let subject = try expr(m.initializer.value)
        let pat = try pattern(m.pattern)
        let (s, e) = (start(g), end(g))
        let more = Array(g.conditions.dropFirst())
        var body = items(rest)
        if !more.isEmpty {
            let cond = try conditions(more)
            let other = try block(g.body)
            let mark = p.scratch.count
            p.pushList(body); p.pushList(other)
            body = [node(.ifStmt, s, e, a: cond, b: p.flush(mark))]
        }
        let other = try block(g.body)
        let mark = p.scratch.count
        p.scratch.append(2)
        p.scratch.append(1); p.scratch.append(pat); p.scratch.append(start(m)); p.pushList(body)
        p.scratch.append(-1); p.scratch.append(s); p.pushList(other)
        return node(.switchStmt, s, e, a: subject, b: p.flush(mark))
    }

    /// The conditions of an `if` or `guard`: one expression or binding, or a list of them.
    func conditions(_ list: some Sequence<ConditionElementSyntax>) throws -> Int32 {
        var cs: [Int32] = []
        for c in list {
            switch c.condition {
            case .expression(let e): cs.append(try unwrappedIfImplicit(e))   // `if flag` of a `Bool!`
            case .optionalBinding(let b):
                // `if let _ = x`, `while let _ = f()`: the wildcard binds nothing, so the
                // condition is whether the value is not nil (`x != nil`), as Swift's is. (The
                // parser gives that `_` as an expression pattern of `_`, or as a wildcard.)
                if b.pattern.as(ExpressionPatternSyntax.self)?.expression.is(DiscardAssignmentExprSyntax.self) == true || b.pattern.is(WildcardPatternSyntax.self),
                   let i = b.initializer {
                    let x = try expr(i.value)
                    let none = node(.identifier, end(b), end(b), a: names.intern("nil").raw)
                    cs.append(node(.binary, start(b), end(b), a: x, b: none, op: .ne))
                    continue
                }
                guard let ip = b.pattern.as(IdentifierPatternSyntax.self) else { throw outside("this binding pattern", b.pattern) }
                // `if let x` is `if let x = x` (Swift 5.7).
                // `guard let self = self`, `guard let self`, `if let strong = self` of a weak
                // capture: it holds (`weakNames`), and `strong` is another name for it.
                if let w = b.initializer.map({ weakName($0.value) }) ?? weakName(ExprSyntax(DeclReferenceExprSyntax(baseName: ip.identifier))) {
                    let target = weakAliases[w.text] ?? w.text
                    if ip.identifier.text != target { weakAliases[ip.identifier.text] = target }
                    cs.append(node(.bool, start(b), end(b), a: 1))
                    continue
                }
                let v: Int32
                if let i = b.initializer { v = try expr(i.value) }
                else { v = node(.identifier, start(ip.identifier), end(ip.identifier), a: intern(ip.identifier).raw) }
                let isLet = b.bindingSpecifier.isKeyword(.let)
                localNames.insert(ip.identifier.text)
                cs.append(node(.optionalBinding, start(b), p.end(v), a: intern(ip.identifier).raw, b: v, flags: isLet ? 0 : 1))
            case .matchingPattern(let m):
                // `case let v? = x`, `case .some(let v) = x`: `let v = x`.
                guard let (name, isLet) = optionalPatternName(m.pattern) else { throw outside("'if case' patterns", m) }
                let v = try expr(m.initializer.value)
                localNames.insert(name.text)
                cs.append(node(.optionalBinding, start(m), p.end(v), a: intern(name).raw, b: v, flags: isLet ? 0 : 1))
            case .availability(let a):
                // A drawing is made as the newest iOS would: `#available` holds, `#unavailable` does not.
                cs.append(node(.bool, start(a), end(a), a: a.availabilityKeyword.tokenKind == .poundAvailable ? 1 : 0))
            }
        }
        if cs.count == 1 { return cs[0] }
        let mark = p.scratch.count
        p.scratch.append(contentsOf: cs)
        return node(.conditionList, p.start(cs[0]), p.end(cs.last!), a: p.flush(mark), b: Int32(cs.count))
    }

    /// The name an optional's pattern binds — `let v?`, `var v?`, `.some(let v)`, `let .some(v)` —
    /// and whether it is a `let`; nil for another pattern.
    func optionalPatternName(_ pattern: PatternSyntax) -> (TokenSyntax, Bool)? {
        var pat = pattern
        var isLet: Bool? = nil
        if let vb = pat.as(ValueBindingPatternSyntax.self) { isLet = vb.bindingSpecifier.isKeyword(.let); pat = vb.pattern }
        // `let v?`: an optional chain on the name (or on its pattern).
        if let o = pat.as(ExpressionPatternSyntax.self)?.expression.as(OptionalChainingExprSyntax.self) {
            if let d = o.expression.as(DeclReferenceExprSyntax.self), let isLet { return (d.baseName, isLet) }
            if let pe = o.expression.as(PatternExprSyntax.self), let ip = pe.pattern.as(IdentifierPatternSyntax.self), let isLet { return (ip.identifier, isLet) }
        }
        // `.some(let v)` / `let .some(v)` (unless the file may have an enum case `some` of its own).
        guard !p.mayDeclareCaseSome, let e = pat.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              let callee = e.calledExpression.as(MemberAccessExprSyntax.self), callee.base == nil || callee.base?.trimmedDescription == "Optional",
              callee.declName.baseName.text == "some", e.arguments.count == 1, let arg = e.arguments.first, arg.label == nil else { return nil }
        if let d = arg.expression.as(DeclReferenceExprSyntax.self), let isLet { return (d.baseName, isLet) }
        if let pe = arg.expression.as(PatternExprSyntax.self), let ip = pe.pattern.as(IdentifierPatternSyntax.self), let isLet { return (ip.identifier, isLet) }
        if let pe = arg.expression.as(PatternExprSyntax.self), let vb = pe.pattern.as(ValueBindingPatternSyntax.self),
           let ip = vb.pattern.as(IdentifierPatternSyntax.self) {
            return (ip.identifier, vb.bindingSpecifier.isKeyword(.let))
        }
        return nil
    }

    func switchStmt(_ s: SwitchExprSyntax) throws -> Int32 {
        let subject = try expr(s.subject)
        var words: [Int32] = []
        var count: Int32 = 0
        for element in s.cases {
            guard case .switchCase(let c) = element else { throw outside("'#if' in a switch", element) }
            switch c.label {
            case .case(let label):
                var ps: [Int32] = []
                for item in label.caseItems {
                    let pat = try pattern(item.pattern, whole: true)
                    // `case let n where n > 3:` — the pattern, then its condition.
                    if let w = item.whereClause {
                        let cond = try expr(w.condition)
                        ps.append(node(.binary, p.start(pat), p.end(cond), a: pat, b: cond, op: .and, flags: SyntaxTree.caseWhere))
                    } else {
                        ps.append(pat)
                    }
                }
                words.append(Int32(ps.count)); words += ps
            case .default:
                words.append(-1)
            }
            let wasCase = inCaseBody
            inCaseBody = true
            caseBreaks = false
            // A case of a `switch` expression: its one expression is the value (as `block`).
            let valued = branchValues
            branchValues = false
            let body = try (valued ? implicitReturn(c.statements) : nil) ?? items(c.statements)
            branchValues = valued
            inCaseBody = wasCase
            // (A case whose statements were dropped for their own errors is not reported again.)
            if c.statements.isEmpty { throw fail("a 'case' needs at least one statement", c.label) }
            words.append(start(c.label))
            words.append(Int32(body.count)); words += body
            count += 1
        }
        let mark = p.scratch.count
        p.scratch.append(count); p.scratch.append(contentsOf: words)
        return node(.switchStmt, start(s), end(s), a: subject, b: p.flush(mark))
    }

    /// A case pattern: an expression (`.a`, `1`, `0..<10`, `"x"`), or an enum case with its
    /// associated values bound (`.value(let v)`, `let .point(x, _)`, `Shape.circle(var r)`); in
    /// a switch's case (`whole`), also the whole value bound (`case let n:`).
    func pattern(_ pat: PatternSyntax, whole: Bool = false) throws -> Int32 {
        // `case let n:` in a switch: the whole value, named.
        if whole, let vb = pat.as(ValueBindingPatternSyntax.self), let ip = vb.pattern.as(IdentifierPatternSyntax.self) {
            localNames.insert(ip.identifier.text)
            let isVar = vb.bindingSpecifier.isKeyword(.var)
            return node(.identifier, start(ip.identifier), end(ip.identifier), a: intern(ip.identifier).raw, flags: SyntaxTree.boundName | (isVar ? SyntaxTree.boundVar : 0))
        }
        // `case let v?:`, `case .some(let v):` over an optional: its value when it has one, named.
        if whole, let (name, isLet) = optionalPatternName(pat) {
            localNames.insert(name.text)
            return node(.identifier, start(name), end(name), a: intern(name).raw, flags: SyntaxTree.boundName | SyntaxTree.boundSome | (isLet ? 0 : SyntaxTree.boundVar))
        }
        // `case (0, let y):`, `case let (x, y):` in a switch over a tuple.
        if whole, let t = try tuplePattern(pat) { return t }
        if let e = pat.as(ExpressionPatternSyntax.self) {
            if let t = e.expression.as(TupleExprSyntax.self), t.elements.count > 1 { throw outside("tuple patterns outside a switch's case (switch over the tuple)", t) }
            if containsBinding(e.expression) { return try casePattern(e.expression, bindAll: false) }
            return try expr(e.expression)
        }
        if let vb = pat.as(ValueBindingPatternSyntax.self), let e = vb.pattern.as(ExpressionPatternSyntax.self),
           e.expression.is(FunctionCallExprSyntax.self) {
            return try casePattern(e.expression, bindAll: true)
        }
        if pat.is(ValueBindingPatternSyntax.self) { throw outside("this binding pattern in 'case'", pat) }
        if pat.is(TuplePatternSyntax.self) { throw outside("tuple patterns outside a switch's case (switch over the tuple)", pat) }
        throw outside("this case pattern", pat)
    }

    /// `.name(let a, _)`: a call node (flags `SyntaxTree.casePatternCall`) whose arguments are
    /// the names bound (identifiers flagged `SyntaxTree.boundName`; `_` binds nothing).
    func casePattern(_ e: ExprSyntax, bindAll: Bool) throws -> Int32 {
        guard let call = e.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self) else { throw outside("this binding pattern in 'case'", e) }
        let c = try member(callee)
        let mark = p.scratch.count
        p.scratch.append(Int32(call.arguments.count))
        for arg in call.arguments {
            var nameTok: TokenSyntax? = nil
            var x = arg.expression
            if let pe = x.as(PatternExprSyntax.self) {
                var inner = pe.pattern
                if let vb = inner.as(ValueBindingPatternSyntax.self) { inner = vb.pattern }
                if let ip = inner.as(IdentifierPatternSyntax.self) { nameTok = ip.identifier }
                else if let w = inner.as(WildcardPatternSyntax.self) { nameTok = w.wildcard }
                else { throw outside("this pattern of an associated value", pe) }
            } else if let d = x.as(DiscardAssignmentExprSyntax.self) {
                nameTok = d.wildcard
            } else if bindAll, let d = x.as(DeclReferenceExprSyntax.self) {
                nameTok = d.baseName
            } else {
                x = arg.expression
                throw outside("matching an associated value with a value (bind it with 'let' and compare it)", x)
            }
            let n = nameTok!
            let nm = n.rawTokenKind == .wildcard ? names.intern("_") : intern(n)
            if let l = arg.label { p.scratch.append(intern(l).raw); p.scratch.append(start(l)) } else { p.scratch.append(-1); p.scratch.append(0) }
            p.scratch.append(node(.identifier, start(n), end(n), a: nm.raw, flags: SyntaxTree.boundName))
        }
        return node(.call, start(e), end(e), a: c, b: p.flush(mark), flags: SyntaxTree.casePatternCall)
    }

    func containsBinding(_ e: ExprSyntax) -> Bool {
        guard let call = e.as(FunctionCallExprSyntax.self) else { return e.is(PatternExprSyntax.self) }
        return call.arguments.contains { $0.expression.is(PatternExprSyntax.self) || $0.expression.is(DiscardAssignmentExprSyntax.self) }
    }

    // MARK: expressions

    func expr(_ e: ExprSyntax) throws -> Int32 {
        try enter(e)
        defer { leave() }
        let isBase = asBase
        asBase = false
        // The object an assignment goes through (`forcedUnwrapping`), bound to a name.
        if !forced.isEmpty, let n = forced[e.id] { return node(.identifier, start(e), end(e), a: n.raw) }
        if !isBase, !e.is(OptionalChainingExprSyntax.self), let o = optionalChainOnSpine(e) { return try chainValue(o, e) }
        switch e.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let i): return try integer(i)
        case .floatLiteralExpr(let f):
            guard let v = SwiftLowering.plainDecimal(bytes(f.literal)) ?? f.representedLiteralValue ?? strtodValue(f.literal.text)
            else { throw fail("this number cannot be read", f) }
            return number(v, f)
        case .booleanLiteralExpr(let b):
            return node(.bool, start(b), end(b), a: b.literal.isKeyword(.true) ? 1 : 0)
        case .stringLiteralExpr(let s): return try string(s)
        case .nilLiteralExpr(let n):
            return node(.identifier, start(n), end(n), a: names.intern("nil").raw)
        case .declReferenceExpr(let d):
            if let args = d.argumentNames {
                return functionReference(node(.identifier, start(d), end(d.baseName), a: intern(d.baseName).raw), args, start(d), end(d))
            }
            // Swift 3's names of the text attributes: the keys they became (`.font`). (They and
            // the constants below start with `NS` or `k`: other names are not looked up.)
            let raw = d.baseName.rawText
            if raw.count > 2 && (raw[0] == 0x6B || (raw[0] == 0x4E && raw[1] == 0x53)) {
                let text = d.baseName.text
                if let key = SwiftLowering.swift3AttributeNames[text] ?? SwiftLowering.coreTextAttributeNames[text],
                   !localNames.contains(text) {
                    return node(.implicitMember, start(d), end(d), a: names.intern(key).raw)
                }
                // Core Animation's string constants (`kCALineCapRound`): the cases they became.
                if let key = SwiftLowering.coreAnimationConstants[text], !localNames.contains(text) {
                    return node(.implicitMember, start(d), end(d), a: names.intern(key).raw)
                }
            }
            if raw.count > 12, raw[0] == 0x55, raw[1] == 0x49, let key = SwiftLowering.swift3FontWeights[d.baseName.text], !localNames.contains(d.baseName.text) {
                return node(.implicitMember, start(d), end(d), a: names.intern(key).raw)
            }
            // The C types' Swift names (`CUnsignedInt(x)`) and `Float32(x)`: the types they stand for.
            if raw.count > 2, raw[0] == 0x43 || raw[0] == 0x46, let alias = SwiftLowering.cNumberTypes[d.baseName.text], !localNames.contains(d.baseName.text) {
                return node(.identifier, start(d), end(d), a: names.intern(alias).raw)
            }
            if let implicit = implicitSelfMember(d) { return implicit }
            // `Self` in an extension of a built-in type, as a value (`Self(180)`, `Self.pi`): the type.
            if d.baseName.isKeyword(.Self), let extended = valueExtension, extended != "Array" {
                return node(.identifier, start(d), end(d), a: names.intern(selfTypeName(extended)).raw)
            }
            if d.baseName.rawTokenKind == .binaryOperator, let (op, _) = SwiftLowering.binary(d.baseName.rawText) { return operatorClosure(op, d) }
            if !weakAliases.isEmpty, let w = weakAliases[d.baseName.text] { return node(.identifier, start(d), end(d), a: names.intern(w).raw) }
            return node(.identifier, start(d), end(d), a: intern(d.baseName).raw)
        case .superExpr(let s):
            return node(.identifier, start(s), end(s), a: names.intern("super").raw)
        case .memberAccessExpr(let m):
            if let none = try optionalNone(m) { return none }
            if let f = try viewMethodValue(m) { return f }
            return try member(m)
        case .functionCallExpr(let c): return try call(c)
        case .subscriptCallExpr(let s):
            if let t = s.trailingClosure { throw outside("closures (a trailing closure)", t.leftBrace) }
            let args = Array(s.arguments)
            // `d[k, default: v]`: a dictionary's value for k, or v (Swift's subscript(_:default:)).
            let withDefault = args.count == 2 && args[1].label?.rawText == "default"
            if isUserSubscript(s) {
                // `grid[r, c]`, `board[row: 2]`: only a subscript of the file's own types takes these.
                let (base, indices) = try subscriptParts(s)
                return subscriptCall(base, indices, s, setting: nil)
            }
            guard args.count == 1 || withDefault, let arg = args.first, arg.label == nil else {
                throw outside("subscripts with labels or several indices", s.arguments)
            }
            var base = try base(s.calledExpression)
            // A `T!` list property is unwrapped where it is subscripted, as a member read unwraps it.
            if unwrapsAsBase(s.calledExpression) { base = implicitUnwrap(base) }
            let index = try expr(arg.expression)
            if !withDefault, p.declaresSubscripts {
                // `grid[i]`: a list's element, or a call of the subscript of the file's type the
                // base is (the checker tells); the setter's call is added by `assignment`.
                let get = subscriptCall(base, [(nil, index)], s, setting: nil)
                let mark = p.scratch.count
                p.scratch.append(index); p.scratch.append(get); p.scratch.append(-1)
                return node(.subscripted, p.start(base), end(s), a: base, b: p.flush(mark), flags: 1)
            }
            let sub = node(.subscripted, p.start(base), end(s), a: base, b: index)
            guard withDefault else { return sub }
            let fallback = try expr(args[1].expression)
            // In an assignment's target the default is read by `assignment`: `d[k, default: 0] += 1`
            // is `d[k] = (d[k] ?? 0) + 1`.
            if inTarget { subscriptDefault = fallback; return sub }
            return node(.binary, p.start(sub), p.end(sub), a: sub, b: fallback, op: .coalesce)
        case .forceUnwrapExpr(let f) where weakName(f.expression) != nil:
            return try expr(f.expression)
        case .optionalChainingExpr(let o) where weakName(o.expression) != nil:
            return try expr(o.expression)
        case .forceUnwrapExpr(let f) where SwiftLowering.isDelegatedInit(f.expression):
            // `super.init(coder: aDecoder)!`: a failable initializer delegated to and its failure
            // forced, the delegation itself (Swift's initializer delegation to `init?`).
            return try expr(f.expression)
        case .forceUnwrapExpr(let f):
            let inner = try base(f.expression)
            return node(.unary, p.start(inner), end(f), a: inner, op: .force)
        case .optionalChainingExpr(let o) where bound[o.id] != nil:
            let n = bound[o.id]!
            return node(.identifier, start(o.expression), end(o.expression), a: n.raw)
        case .optionalChainingExpr(let o) where isOptionalMethod(o):
            return try optionalMethod(o)
        case .optionalChainingExpr(let o):
            throw outside("optional chaining ('?.'; unwrap with 'guard let' or 'if let')", o.questionMark)
        case .prefixOperatorExpr(let pre):
            let op: Operator
            switch pre.operator.text {
            case "-": op = .neg
            case "!": op = .not
            case "~": op = .bitNot
            case "+": return try expr(pre.expression)
            case "&": throw outside("'inout' arguments ('&')", pre.operator)
            case "..<", "...":
                // A one-sided range (`..<0.3`, `...5`): from the least number, as `case ..<0.3:`
                // and `xs[..<3]` read it (`Builtins.openLowerBound`).
                let lower = number(-Double.greatestFiniteMagnitude, pre.operator)
                let upper = try expr(pre.expression)
                return node(.binary, start(pre), p.end(upper), a: lower, b: upper, op: pre.operator.text == "..<" ? .halfOpen : .closed)
            default: throw outside("the prefix operator '\(pre.operator.text)'", pre.operator)
            }
            let inner = try unwrappedIfImplicit(pre.expression)   // `!flag`, `-offset` of a `T!`
            return node(.unary, start(pre), p.end(inner), a: inner, op: op)
        case .postfixOperatorExpr(let post) where post.operator.text == "...":
            // `2...`, `0.7...`: up to the greatest number, as `xs[2...]` and `case 0.7...:` read it.
            let lower = try expr(post.expression)
            return node(.binary, p.start(lower), end(post), a: lower, b: number(Double.greatestFiniteMagnitude, post.operator), op: .closed)
        case .postfixOperatorExpr(let post): throw outside("the postfix operator '\(post.operator.text)'", post.operator)
        case .tupleExpr(let t):
            guard t.elements.count == 1, let only = t.elements.first, only.label == nil else { return try tupleExpr(t) }
            let inner = try expr(only.expression)
            // The parentheses are part of an operation's range, so errors point at what was written.
            switch p.nodes[Int(inner)].kind {
            case .binary, .ternary, .unary:
                p.nodes[Int(inner)].start = start(t); p.nodes[Int(inner)].end = end(t)
            default: break
            }
            return inner
        case .arrayExpr(let a):
            let mark = p.scratch.count
            for el in a.elements { p.scratch.append(try expr(el.expression)) }
            let count = Int32(p.scratch.count - mark)
            return node(.list, start(a), end(a), a: p.flush(mark), b: count)
        case .dictionaryExpr(let d):
            let mark = p.scratch.count
            if case .elements(let els) = d.content {
                for el in els {
                    var key = try expr(el.key)
                    // `kCTFontAttributeName as NSAttributedStringKey` (or `as String`): the key.
                    if p.nodes[Int(key)].kind == .cast, p.nodes[Int(key)].flags == 0, p.nodes[Int(p.nodes[Int(key)].a)].kind == .implicitMember {
                        key = p.nodes[Int(key)].a
                    }
                    p.scratch.append(key)
                    p.scratch.append(try expr(el.value))
                }
            }
            let count = Int32(p.scratch.count - mark)
            return node(.dictionary, start(d), end(d), a: p.flush(mark), b: count)
        case .sequenceExpr(let s):
            let els = Array(s.elements)
            if let k = els.firstIndex(where: { isAssignment($0) }) { throw fail("an assignment is a statement, not a value", els[k]) }
            return try fold(els)
        case .closureExpr(let c): return try closure(c)
        case .macroExpansionExpr(let m):
            if m.macroName.text == "selector" { return try selector(m) }
            // Xcode's literals are the initialisers they stand for.
            if m.macroName.text == "colorLiteral" { return try literalCall(m, type: "UIColor") }
            // An image literal is a UIImage, not an optional one (a missing file stops there, as `!`).
            if m.macroName.text == "imageLiteral" {
                let c = try literalCall(m, type: "UIImage", label: "named")
                return node(.unary, p.start(c), p.end(c), a: c, op: .force)
            }
            if m.macroName.text == "keyPath" { return try keyPathString(m) }
            if let v = try sourceLocationLiteral(m) { return v }
            throw outside("'#\(m.macroName.text)'", m)
        case .ifExpr(let i): throw outside("'if' expressions", i.ifKeyword)
        case .switchExpr(let s): throw outside("'switch' expressions", s.switchKeyword)
        case .tryExpr(let t): return try tryExpression(t)
        case .awaitExpr(let a): throw outside("'await'", a.awaitKeyword)
        case .inOutExpr(let i):
            let inner = try expr(i.expression)
            return node(.inoutArgument, start(i), end(i), a: inner)
        case .keyPathExpr(let k): return try keyPathClosure(k)
        case .typeExpr(let t): throw outside("types used as values", t)
        case .asExpr(let a): throw outside("type casts ('as', 'is')", a.asKeyword)
        case .isExpr(let i): throw outside("type casts ('as', 'is')", i.isKeyword)
        case .regexLiteralExpr(let r): throw outside("regular expressions", r)
        case .editorPlaceholderExpr(let ph): throw fail("an editor placeholder is not a value", ph)
        case .postfixIfConfigExpr(let x): throw outside("'#if' in expressions", x)
        case .discardAssignmentExpr(let d): throw fail("'_' can only be assigned to", d)
        // A generic type written with its arguments that no case above reads
        // (`UnsafeMutablePointer<UInt8>.allocate(capacity: 4)`): named as written.
        case .genericSpecializationExpr(let g): throw outside("'\(g.trimmedDescription)'", g)
        default: throw outside("this expression", e)
        }
    }

    func number(_ v: Double, _ n: some SyntaxProtocol) -> Int32 {
        let bits = v.bitPattern
        return node(.number, start(n), end(n), a: Int32(bitPattern: UInt32(truncatingIfNeeded: bits)),
                    b: Int32(bitPattern: UInt32(truncatingIfNeeded: bits >> 32)))
    }

    /// The value of a literal of decimal digits alone, with at most one `.` between digits
    /// (`42`, `52.125`), when Clinger's fast path reads it exactly (the lexer's
    /// `Lexer.exactDecimal`: at most 15 digits here, a power of ten up to 22): the correctly
    /// rounded double Swift's literal is. nil for anything else (`1_000`, `0x1F`, `1e3`), which
    /// swift-syntax's own reading takes: a few thousand instructions a literal, where a
    /// StyleKit holds thousands of them.
    static func plainDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard !text.isEmpty, text.count <= 16, let b = text.baseAddress else { return nil }
        var m: UInt64 = 0, digits = 0, exp10 = 0, point = false
        for k in 0..<text.count {
            let c = b[k]
            if c &- 0x30 < 10 {
                m = m * 10 + UInt64(c &- 0x30); digits += 1
                if point { exp10 -= 1 }
            } else if c == 0x2E, !point, k > 0, k + 1 < text.count {
                point = true
            } else {
                return nil
            }
        }
        guard digits <= 15 else { return nil }
        return Lexer.exactDecimal(m, exp10, dropped: false)
    }

    func strtodValue(_ text: String) -> Double? {
        let clean = text.filter { $0 != "_" }
        return clean.withCString { s -> Double? in
            var endp: UnsafeMutablePointer<CChar>? = nil
            let v = strtod(s, &endp)
            guard let endp, endp.pointee == 0 else { return nil }
            return v
        }
    }

    /// An integer literal in any radix (`42`, `1_000`, `0xFF`, `0o17`, `0b101`), as a number;
    /// past Int's range it is the nearest Double (the checker bounds it by the type it meets).
    func integer(_ i: IntegerLiteralExprSyntax) throws -> Int32 {
        if let v = SwiftLowering.plainDecimal(bytes(i.literal)) ?? i.representedLiteralValue.map(Double.init) { return number(v, i) }
        let text = i.literal.text
        if let v = Lexer.radixLiteralValue(text) { return number(v, i) }
        guard let v = Double(text.filter { $0 != "_" }) else { throw fail("this number cannot be read", i) }
        return number(v, i)
    }

    func string(_ s: StringLiteralExprSyntax) throws -> Int32 {
        guard let value = s.representedLiteralValue else {
            if !s.hasError, let kind = s.stringLiteralKind, s.segments.contains(where: { if case .expressionSegment = $0 { return true }; return false }) {
                return try interpolation(s, kind)
            }
            throw fail("this string cannot be read", s)
        }
        return stringNode(value, start(s), end(s))
    }

    func stringNode(_ value: String, _ s: Int32, _ e: Int32) -> Int32 {
        let index = Int32(p.lexer.strings.count)
        p.lexer.strings.append(value)
        return node(.string, s, e, a: index)
    }

    /// `"a\(x)b"`: Swift's string interpolation, as `"a" + String(describing: x) + "b"` — each
    /// value written as its own `description` writes it, which is what interpolation does.
    func interpolation(_ s: StringLiteralExprSyntax, _ kind: StringLiteralKind) throws -> Int32 {
        var parts: [Int32] = []
        var text = ""
        var textStart = start(s)
        for seg in s.segments {
            switch seg {
            case .stringSegment(let t):
                if text.isEmpty { textStart = start(t) }
                t.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: s.delimiterLength, to: &text)
            case .expressionSegment(let x):
                if !text.isEmpty { parts.append(stringNode(text, textStart, start(x))); text = "" }
                guard x.expressions.count == 1, let only = x.expressions.first, only.label == nil else {
                    throw outside("interpolation with labels or several values", x)
                }
                let v = try expr(only.expression)
                let callee = node(.identifier, start(x.backslash), end(x.backslash), a: names.intern("String").raw)
                let mark = p.scratch.count
                p.scratch.append(1)
                p.scratch.append(names.intern("describing").raw); p.scratch.append(start(x)); p.scratch.append(v)
                parts.append(node(.call, start(x), end(x), a: callee, b: p.flush(mark)))
            }
        }
        if !text.isEmpty { parts.append(stringNode(text, textStart, end(s))) }
        var whole = parts[0]
        for part in parts.dropFirst() {
            whole = node(.binary, start(s), p.end(part), a: whole, b: part, op: .add)
        }
        p.nodes[Int(whole)].start = start(s); p.nodes[Int(whole)].end = end(s)
        return whole
    }

    func member(_ m: MemberAccessExprSyntax) throws -> Int32 {
        if let args = m.declName.argumentNames {
            guard let b = m.base else { throw outside("references to functions by name without their type", args) }
            let nameTok = m.declName.baseName
            // `Kind.init(rawValue:)` calls the type, `self.scaled(by:)` the method.
            if nameTok.isKeyword(.`init`), let t = b.as(DeclReferenceExprSyntax.self) {
                return functionReference(node(.identifier, start(t), end(t), a: intern(t.baseName).raw), args, start(m), end(m))
            }
            let callee = node(.member, start(m), end(nameTok), a: try base(b), b: intern(nameTok).raw)
            return functionReference(callee, args, start(m), end(m))
        }
        let nameTok = m.declName.baseName
        // `t.0`: a tuple's element, by its place.
        let name = intern(nameTok)
        guard let b = m.base else {
            return node(.implicitMember, start(m.period), end(m), a: name.raw)
        }
        // `Swift.min(a, b)`, as code names the standard library's functions where a member of
        // the name may hide them (an extension of a number type, which has no such member
        // here): the function.
        if let t = b.as(DeclReferenceExprSyntax.self), t.baseName.text == "Swift", !localNames.contains("Swift"),
           SwiftLowering.qualifiedStandardFunctions.contains(nameTok.text) {
            return node(.identifier, start(m), end(m), a: name.raw)
        }
        // `CGLineCap.round`, `UIRectCorner.allCorners`, `UIFont.Weight.bold`: a case of one of
        // UIKit's enums or option sets named with its type is the case (`.round`).
        if let typeName = SwiftLowering.dottedName(b), UIKitCaseTypes.names.contains(typeName) {
            return node(.implicitMember, start(m.period), end(m), a: name.raw, b: names.intern(typeName).raw + 1, flags: 1)
        }
        // `String.init`, `CGFloat.init` named, not called (`parts.map(String.init)`): the closure
        // `{ String($0) }`.
        if nameTok.isKeyword(.`init`), let t = b.as(DeclReferenceExprSyntax.self), t.baseName.text.first?.isUppercase == true,
           m.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(m).id {
            let (s, e) = (start(m), end(m))
            let operand = names.intern("$0")
            let callee = node(.identifier, start(t), end(t), a: intern(t.baseName).raw)
            let argMark = p.scratch.count
            p.scratch.append(1); p.scratch.append(node(.identifier, s, e, a: operand.raw))
            let call = node(.call, s, e, a: callee, b: p.flush(argMark), flags: SyntaxTree.unlabeledCall)
            return closureNode([operand], [node(.returnStmt, s, e, a: call)], s, e)
        }
        // `type(of: self).x`: the static member of the type whose code this is, `Self.x`.
        if SwiftLowering.isTypeOfSelf(b) {
            let selfType = node(.identifier, start(b), end(b), a: names.intern("Self").raw)
            return node(.member, start(b), end(m), a: selfType, b: name.raw)
        }
        var base = try base(b)
        let called = m.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ExprSyntax(m).id
        if unwrapsAsBase(b, calledMember: called ? nameTok.text : nil) { base = implicitUnwrap(base) }
        // `x.description` is the text `"\(x)"` gives: String(describing: x) — but where it is
        // assigned to (`self.description = d`) it is a stored property of the file's type.
        if nameTok.rawText == "description", m.id != assignedExpression, !(b.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase ?? false) {
            let callee = node(.identifier, start(m.period), end(m), a: names.intern("String").raw)
            let mark = p.scratch.count
            p.scratch.append(1)
            p.scratch.append(names.intern("describing").raw); p.scratch.append(start(m.period)); p.scratch.append(base)
            return node(.call, p.start(base), end(m), a: callee, b: p.flush(mark), flags: SyntaxTree.describedMember)
        }
        return node(.member, p.start(base), end(m), a: base, b: name.raw)
    }

    /// Whether `e` is `type(of: x)`.
    static func isTypeOfCall(_ e: ExprSyntax) -> Bool {
        guard let c = e.as(FunctionCallExprSyntax.self), c.trailingClosure == nil, c.arguments.count == 1,
              let f = c.calledExpression.as(DeclReferenceExprSyntax.self), f.baseName.text == "type", f.argumentNames == nil else { return false }
        return c.arguments.first?.label?.text == "of"
    }

    /// Whether `e` is `type(of: self)`.
    static func isTypeOfSelf(_ e: ExprSyntax) -> Bool {
        guard let c = e.as(FunctionCallExprSyntax.self), c.trailingClosure == nil, c.arguments.count == 1,
              let f = c.calledExpression.as(DeclReferenceExprSyntax.self), f.baseName.text == "type", f.argumentNames == nil,
              let a = c.arguments.first, a.label?.text == "of" else { return false }
        return a.expression.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true
    }

    /// The `@autoclosure` parameters of the function being read: `t()` is `t`.
    var autoclosures: Set<String> = []

    func call(_ c: FunctionCallExprSyntax) throws -> Int32 {
        // `isOn.toggle()` on a Bool property with a setter (or observers) of the class or struct
        // whose code this is: `isOn = !isOn` through the setter, as Swift's mutating access
        // runs it (and the observers).
        if c.arguments.isEmpty, c.trailingClosure == nil, let m = c.calledExpression.as(MemberAccessExprSyntax.self),
           m.declName.baseName.rawText == "toggle", m.declName.argumentNames == nil, let b = m.base, let nameTok = setterProperty(b),
           setterScopes.last?.bools.contains(nameTok.text) == true {
            let current = try expr(b)
            let flipped = node(.unary, p.start(current), p.end(current), a: current, op: .not)
            let callee = setterCallee(nameTok, start(b), end(b))
            let mark = p.scratch.count
            p.scratch.append(1); p.scratch.append(flipped)
            return node(.call, start(c), end(c), a: callee, b: p.flush(mark), flags: SyntaxTree.unlabeledCall)
        }
        // `shape.isKind(of: Circle.self)`, NSObject's test of a class or any class that inherits
        // from it: `shape is Circle`, as Swift's `is` tests a class; `isMember(of:)` tests the
        // class itself, an heir's instance failing it (SyntaxTree.cast's exact).
        if c.arguments.count == 1, c.trailingClosure == nil, let m = c.calledExpression.as(MemberAccessExprSyntax.self),
           ["isKind", "isMember"].contains(m.declName.baseName.rawText), m.declName.argumentNames == nil, let b = m.base,
           let a = c.arguments.first, a.label?.text == "of", let tm = a.expression.as(MemberAccessExprSyntax.self),
           tm.declName.baseName.rawText == "self", let tb = tm.base?.as(DeclReferenceExprSyntax.self), tb.argumentNames == nil {
            let value = try expr(b)
            let t = node(.typeRef, start(tb), end(tb), a: intern(tb.baseName).raw)
            return node(.cast, start(c), end(c), a: value, b: t, flags: m.declName.baseName.rawText == "isMember" ? 4 | 8 : 4)
        }
        if let zero = try initFrameZero(c) { return zero }
        if !autoclosures.isEmpty, let d = c.calledExpression.as(DeclReferenceExprSyntax.self), autoclosures.contains(d.baseName.text),
           c.arguments.isEmpty, c.trailingClosure == nil {
            return try expr(c.calledExpression)
        }
        if let d = c.calledExpression.as(DeclReferenceExprSyntax.self), d.argumentNames == nil,
           d.baseName.rawText == "print" || d.baseName.rawText == "debugPrint", c.trailingClosure == nil {
            return try printCall(c, d)
        }
        // `CGPoint()`, `CGRect()`, `CGFloat()`: a value type's zero.
        if c.arguments.isEmpty, let d = c.calledExpression.as(DeclReferenceExprSyntax.self) {
            switch d.baseName.text {
            case "CGPoint", "CGSize", "CGRect", "UIEdgeInsets", "CGVector", "CGAffineTransform":
                let base = node(.identifier, start(d), end(d), a: intern(d.baseName).raw)
                return node(.member, start(c), end(c), a: base, b: names.intern(d.baseName.text == "CGAffineTransform" ? "identity" : "zero").raw)
            case "CGFloat", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
                return number(0, c)
            default: break
            }
        }
        // `[CGPoint]()`, `Array<CGPoint>()`: an empty array of the type named, as `[] as [CGPoint]`;
        // with arguments (`[Int](repeating: 0, count: n)`, `[Int](xs)`), `Array(…)` as `[Int]`.
        let listType = listTypeCallee(c.calledExpression)
        if let type = listType, c.arguments.isEmpty, c.trailingClosure == nil {
            let mark = p.scratch.count
            let empty = node(.list, start(c), end(c), a: p.flush(mark), b: 0)
            return node(.cast, start(c), end(c), a: empty, b: type, flags: 0)
        }
        // `[String: CGFloat]()`, `Dictionary<String, CGFloat>()`: an empty dictionary of the
        // types named, as `[:] as [String: CGFloat]`.
        if c.arguments.isEmpty, c.trailingClosure == nil, let (key, value) = try emptyDictionaryTypes(c.calledExpression) {
            let mark = p.scratch.count
            p.scratch.append(key)
            p.scratch.append(value)
            let type = node(.typeRef, start(c.calledExpression), end(c.calledExpression), a: names.intern("$dictionary").raw, b: p.flush(mark), flags: 256)
            let empty = node(.dictionary, start(c), end(c), a: p.flush(p.scratch.count), b: 0)
            return node(.cast, start(c), end(c), a: empty, b: type, flags: 0)
        }
        // `UIColor { traits in … }`, `UIColor(dynamicProvider: { traits in … })`: iOS 13's
        // dynamic color, resolved with the drawing's traits (a drawing has one appearance):
        // the provider called with `UITraitCollection()` where the color is made.
        if let d = c.calledExpression.as(DeclReferenceExprSyntax.self), d.baseName.rawText == "UIColor", let provider = dynamicProvider(c) {
            let fn = try closure(provider)
            let traitsName = node(.identifier, start(d), end(d), a: names.intern("UITraitCollection").raw)
            var mark = p.scratch.count
            p.scratch.append(0)
            let traits = node(.call, start(d), end(d), a: traitsName, b: p.flush(mark), flags: SyntaxTree.unlabeledCall)
            mark = p.scratch.count
            p.scratch.append(1); p.scratch.append(traits)
            return node(.call, start(c), end(c), a: fn, b: p.flush(mark), flags: SyntaxTree.unlabeledCall)
        }
        // `UIColor.init(white: 1, alpha: 0)` is `UIColor(white: 1, alpha: 0)`.
        var calledExpression = c.calledExpression
        if let m = calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.isKeyword(.`init`), let b = m.base,
           b.is(MemberAccessExprSyntax.self) || (b.as(DeclReferenceExprSyntax.self).map { !$0.baseName.isKeyword(.self) } ?? false) {
            calledExpression = b
        }
        var callee = listType == nil ? try base(calledExpression)
            : node(.identifier, start(calledExpression), end(calledExpression), a: names.intern(isSetCallee(calledExpression) ? "Set" : "Array").raw)
        // A `T!` closure called (`var f: ((Double) -> Double)!`, then `f(2)`): unwrapped, as Swift does.
        if listType == nil, isImplicitlyUnwrapped(calledExpression) { callee = implicitUnwrap(callee) }
        // `xs.reduce(into: r) { acc, x in … }`: `reduce(r, …)` with a closure that returns
        // what it changed (closure(_:)).
        let reduceInto = calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.rawText == "reduce" && c.arguments.first?.label?.rawText == "into"
            && c.arguments.count + (c.trailingClosure == nil ? 0 : 1) == 2
        let mark = p.scratch.count
        p.scratch.append(0)
        var labeled = false
        // `String(describing: label)` of a `String!` describes the optional (`Optional("x")`):
        // its parameter is generic, and Swift unwraps a `T!` only where a plain value is wanted.
        let describes = c.arguments.count == 1 && ["describing", "reflecting"].contains(c.arguments.first?.label?.text ?? "")
            && calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String"
        for (k, arg) in c.arguments.enumerated() {
            if reduceInto, k == 1, arg.expression.is(ClosureExprSyntax.self) { accumulating = true }
            // A `T!` argument: unwrapped but where the parameter is optional (a function of the
            // file's: `show(cfg)` of `func show(_ s: Scale?)` passes nil on; Checker.matchArguments).
            var v = try expr(arg.expression)
            if !describes, isImplicitlyUnwrapped(arg.expression, value: true) {
                v = node(.unary, p.start(v), p.end(v), a: v, op: .force, flags: SyntaxTree.implicitUnwrap | SyntaxTree.storedUnwrap)
            }
            if reduceInto, k == 0 { p.scratch.append(-1); p.scratch.append(0); p.scratch.append(v); continue }
            if let l = arg.label {
                labeled = true
                p.scratch.append(intern(l).raw); p.scratch.append(start(l))
            } else {
                p.scratch.append(-1); p.scratch.append(0)
            }
            p.scratch.append(v)
        }
        // A trailing closure is an argument labelled `$trailing` (it takes the next parameter
        // of a function type, whatever that parameter's label); the ones after it keep theirs.
        if let t = c.trailingClosure {
            labeled = true
            accumulating = reduceInto
            p.scratch.append(names.intern(SyntaxTree.trailingLabel).raw); p.scratch.append(start(t)); p.scratch.append(try closure(t))
            for more in c.additionalTrailingClosures {
                p.scratch.append(intern(more.label).raw); p.scratch.append(start(more.label)); p.scratch.append(try closure(more.closure))
            }
        }
        let argc = (p.scratch.count - mark - 1) / 3
        p.scratch[mark] = Int32(argc)
        if !labeled {
            for k in 0..<argc { p.scratch[mark + 1 + k] = p.scratch[mark + 3 + 3 * k] }
            p.scratch.truncate(to: mark + 1 + argc)
        }
        let call = node(.call, p.start(callee), end(c), a: callee, b: p.flush(mark), flags: labeled ? 0 : SyntaxTree.unlabeledCall)
        if let type = listType { return node(.cast, start(c), end(c), a: call, b: type, flags: 0) }
        return call
    }

    /// `self.init()` in an initializer of a class that overrides `init(frame:)` and writes no
    /// `init()`: the `init()` it inherits is UIView's, which calls `init(frame: .zero)` — the
    /// class's own override, dispatched as Objective-C dispatches it; so it is that call.
    func initFrameZero(_ c: FunctionCallExprSyntax) throws -> Int32? {
        guard c.arguments.isEmpty, c.trailingClosure == nil, let m = c.calledExpression.as(MemberAccessExprSyntax.self),
              m.declName.baseName.isKeyword(.`init`), m.declName.argumentNames == nil,
              m.base?.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true else { return nil }
        var up = c.parent
        while let n = up, !n.is(ClassDeclSyntax.self) { up = n.parent }
        guard let cls = up?.as(ClassDeclSyntax.self) else { return nil }
        let inits = cls.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        func labels(_ i: InitializerDeclSyntax) -> [String] { i.signature.parameterClause.parameters.map(\.firstName.text) }
        guard inits.contains(where: { i in i.modifiers.contains { $0.name.tokenKind == .keyword(.override) } && labels(i) == ["frame"] }),
              !inits.contains(where: { labels($0).isEmpty }) else { return nil }
        let callee = try expr(c.calledExpression)
        let zero = node(.implicitMember, start(c), end(c), a: names.intern("zero").raw)
        let mark = p.scratch.count
        p.scratch.append(1); p.scratch.append(names.intern("frame").raw); p.scratch.append(start(c)); p.scratch.append(zero)
        return node(.call, p.start(callee), end(c), a: callee, b: p.flush(mark), flags: 0)
    }

    /// The list type (a type node) of `[T]` or `Array<T>` written as the callee of an
    /// initializer call, T a type's name; nil when it is neither.
    func listTypeCallee(_ callee: ExprSyntax) -> Int32? {
        if let arr = callee.as(ArrayExprSyntax.self), arr.elements.count == 1,
           let el = arr.elements.first?.expression.as(DeclReferenceExprSyntax.self), el.argumentNames == nil {
            return node(.typeRef, start(arr), end(arr), a: elementTypeName(el.baseName).raw, flags: 2)
        }
        // `[CGColor?]()`: an empty list of optionals, its element type written as `T?` (which
        // Swift's grammar reads as an optional chain in expression position).
        if let arr = callee.as(ArrayExprSyntax.self), arr.elements.count == 1,
           let o = arr.elements.first?.expression.as(OptionalChainingExprSyntax.self),
           let el = o.expression.as(DeclReferenceExprSyntax.self), el.argumentNames == nil {
            let element = node(.typeRef, start(o), end(o), a: elementTypeName(el.baseName).raw, flags: 1)
            return node(.typeRef, start(arr), end(arr), a: names.intern("$wrapped").raw, b: element, flags: 2 | 64)
        }
        // `[[CGPoint]]()`: an empty list of lists, its element type the inner list's (a type of
        // its own, as `[[CGPoint]]` written in a declaration is: SyntaxTree.wrappedType).
        if let arr = callee.as(ArrayExprSyntax.self), arr.elements.count == 1,
           let inner = arr.elements.first?.expression, inner.is(ArrayExprSyntax.self), let element = listTypeCallee(inner) {
            return node(.typeRef, start(arr), end(arr), a: names.intern("$wrapped").raw, b: element, flags: 2 | 64)
        }
        if let g = callee.as(GenericSpecializationExprSyntax.self), let d = g.expression.as(DeclReferenceExprSyntax.self),
           d.baseName.text == "Array" || d.baseName.text == "Set", g.genericArgumentClause.arguments.count == 1, let a = g.genericArgumentClause.arguments.first,
           case .type(let t) = a.argument, let named = t.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil {
            return node(.typeRef, start(g), end(g), a: elementTypeName(named.name).raw, flags: 2)
        }
        return nil
    }

    /// A list initializer's element type by its name: a C type's or a sized float's Swift name
    /// (`[Float32]()`, `[CUnsignedInt]()`) is the type it stands for, as in a declaration.
    func elementTypeName(_ t: TokenSyntax) -> Name {
        if let swift = SwiftLowering.cNumberTypes[t.text], !localNames.contains(t.text) { return names.intern(swift) }
        return intern(t)
    }

    /// The bare `Set` types of declarations whose literal gives their elements' type (`let a:
    /// Set = [1, 2, 3]`), which the declaration leaves out.
    @exclusivity(unchecked) var bareSetTypes: Set<SyntaxIdentifier> = []

    /// Whether an initializer's callee is `Set<T>` (its elements made distinct, as a Set's).
    func isSetCallee(_ callee: ExprSyntax) -> Bool {
        callee.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Set"
    }

    /// `let s: Set<Int> = [1, 2, 2]`: the literal made a Set (`Set([1, 2, 2])`), its elements
    /// distinct; another value is kept.
    func setLiteral(_ v: Int32, _ type: TypeSyntax?, _ value: ExprSyntax) -> Int32 {
        guard let a = value.as(ArrayExprSyntax.self), !a.elements.isEmpty, let t = type.map(unparenthesized)?.as(IdentifierTypeSyntax.self), t.name.text == "Set" else { return v }
        let callee = node(.identifier, start(t), end(t), a: names.intern("Set").raw)
        let mark = p.scratch.count
        p.scratch.append(1); p.scratch.append(v)
        return node(.call, p.start(v), p.end(v), a: callee, b: p.flush(mark), flags: SyntaxTree.unlabeledCall)
    }

    /// The closure of `UIColor { … }` or `UIColor(dynamicProvider: { … })`, else nil.
    func dynamicProvider(_ c: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if c.arguments.isEmpty, c.additionalTrailingClosures.isEmpty { return c.trailingClosure }
        if c.trailingClosure == nil, c.arguments.count == 1, let a = c.arguments.first, a.label?.text == "dynamicProvider" {
            return a.expression.as(ClosureExprSyntax.self)
        }
        return nil
    }

    /// `print(a, b, separator: s, terminator: t)` as `print(text)`, its one argument the text
    /// Swift prints: each value as `String(describing:)` gives it, the separator (" " unless
    /// given) between them. The terminator ends the line Swift writes; a note is a line of its own.
    func printCall(_ c: FunctionCallExprSyntax, _ d: DeclReferenceExprSyntax) throws -> Int32 {
        var parts: [Int32] = []
        var separator: ExprSyntax? = nil
        for arg in c.arguments {
            switch arg.label?.text {
            case nil:
                parts.append(describedAsAny(try expr(arg.expression), start(arg), coalescesIntLiteral: coalescesIntLiteral(arg.expression)))
            case "separator": separator = arg.expression
            case "terminator": _ = try expr(arg.expression)
            default: throw outside("print with the argument label '\(arg.label!.text)'", arg)
            }
        }
        var text = parts.first ?? stringNode("", start(c), start(c))
        for part in parts.dropFirst() {
            let sep = try separator.map { try expr($0) } ?? stringNode(" ", p.start(part), p.start(part))
            text = node(.binary, p.start(text), p.end(part), a: node(.binary, p.start(text), p.end(part), a: text, b: sep, op: .add), b: part, op: .add)
        }
        let callee = node(.identifier, start(d), end(d), a: intern(d.baseName).raw)
        let mark = p.scratch.count
        p.scratch.append(1); p.scratch.append(text)
        return node(.call, start(c), end(c), a: callee, b: p.flush(mark), flags: SyntaxTree.unlabeledCall)
    }

    /// `String(describing: v)` of a value print takes as `Any`: a ternary's branches each
    /// described on their own (SyntaxTree.describedBranches), but a branch that is `nil`, an
    /// implicit member or an empty literal, which has no type of its own there.
    func describedAsAny(_ v: Int32, _ at: Int32, coalescesIntLiteral: Bool = false) -> Int32 {
        let x = p.nodes[Int(v)]
        // `print(r?.value ?? -1)`: Swift boxes the chain's value and the integer literal each
        // as `Any`, the literal an Int (-1, where `r?.value` is a Double) — but a chain that
        // ends in an optional, which `??` unwraps, keeps its type (`r?.opt ?? -1` is -1.0): the
        // chain's test, then `r!.value ?? -1` or the literal, each described on its own.
        if coalescesIntLiteral, x.kind == .binary, x.op == .coalesce, p.nodes[Int(x.a)].kind == .ternary {
            let c = p.nodes[Int(x.a)]
            let then = p.extra[Int(c.b)], otherwise = p.nodes[Int(p.extra[Int(c.b) + 1])], test = p.nodes[Int(c.a)]
            // (A chain of chains, `a?.b?.c ?? -1`, is left as it is.)
            if otherwise.kind == .identifier, names[Name(raw: otherwise.a)] == "nil", test.kind == .optionalBinding, p.nodes[Int(then)].kind != .ternary {
                let literal = p.nodes[Int(x.b)]
                let copy = node(literal.kind, literal.start, literal.end, a: literal.a, b: literal.b, op: literal.op, flags: literal.flags)
                let unwrapped = node(.binary, p.start(then), p.end(x.b), a: then, b: x.b, op: .coalesce)
                let da = describedAsAny(unwrapped, p.start(then)), db = describedAsAny(copy, p.start(copy))
                let mark = p.scratch.count
                p.scratch.append(da); p.scratch.append(db)
                return node(.ternary, x.start, x.end, a: c.a, b: p.flush(mark), flags: SyntaxTree.describedBranches | SyntaxTree.chainCoalesce)
            }
        }
        // `(on ? 1 : 2.5) as Any`: the value print takes as `Any` already.
        if x.kind == .cast, x.flags == 0, p.nodes[Int(x.b)].kind == .typeRef, p.nodes[Int(x.b)].flags & 3 == 0,
           names[Name(raw: p.nodes[Int(x.b)].a)] == "Any" {
            return describedAsAny(x.a, at)
        }
        if x.kind == .ternary {
            let a = p.extra[Int(x.b)], b = p.extra[Int(x.b) + 1]
            func typedAlone(_ n: Int32) -> Bool {
                let y = p.nodes[Int(n)]
                if y.kind == .identifier, names[Name(raw: y.a)] == "nil" { return false }
                if y.kind == .list || y.kind == .dictionary { return y.b > 0 }
                return y.kind != .implicitMember
            }
            if typedAlone(a), typedAlone(b) {
                let da = describedAsAny(a, p.start(a)), db = describedAsAny(b, p.start(b))
                let mark = p.scratch.count
                p.scratch.append(da); p.scratch.append(db)
                return node(.ternary, x.start, x.end, a: x.a, b: p.flush(mark), flags: SyntaxTree.describedBranches)
            }
        }
        let describe = node(.identifier, at, at, a: names.intern("String").raw)
        let mark = p.scratch.count
        p.scratch.append(1)
        p.scratch.append(names.intern("describing").raw); p.scratch.append(at); p.scratch.append(v)
        return node(.call, at, p.end(v), a: describe, b: p.flush(mark))
    }

    /// Whether `e` is `x ?? 4` or `x ?? -1`: a `??` whose right side is an integer literal.
    func coalescesIntLiteral(_ e: ExprSyntax) -> Bool {
        guard let s = e.as(SequenceExprSyntax.self), s.elements.count == 3 else { return false }
        let els = Array(s.elements)
        guard els[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return false }
        var r = els[2]
        if let pre = r.as(PrefixOperatorExprSyntax.self), pre.operator.text == "-" { r = pre.expression }
        return r.is(IntegerLiteralExprSyntax.self)
    }

    /// `#colorLiteral(red:green:blue:alpha:)` as `UIColor(red:green:blue:alpha:)`,
    /// `#imageLiteral(resourceName: "x")` as `UIImage(named: "x")` (unwrapped): the arguments as written,
    /// a first label renamed.
    func literalCall(_ m: MacroExpansionExprSyntax, type: String, label: String? = nil) throws -> Int32 {
        let callee = node(.identifier, start(m), start(m.macroName) + Int32(m.macroName.text.utf8.count), a: names.intern(type).raw)
        let mark = p.scratch.count
        p.scratch.append(Int32(m.arguments.count))
        for (k, arg) in m.arguments.enumerated() {
            let v = try expr(arg.expression)
            if let l = arg.label {
                p.scratch.append(names.intern(k == 0 && label != nil ? label! : l.text).raw); p.scratch.append(start(l))
            } else { p.scratch.append(-1); p.scratch.append(0) }
            p.scratch.append(v)
        }
        return node(.call, start(m), end(m), a: callee, b: p.flush(mark))
    }

    /// Swift's literals of where they are written (The Swift Programming Language, "Literal
    /// Expression"): `#line` and `#column` (Ints: the line of the .view file, and the column
    /// counted in UTF-8 bytes from 1, as Swift's compiler counts it), `#file` and `#filePath`
    /// (the file's path as the compiler was given it; `#file` is `#filePath` in Swift 5),
    /// `#fileID` ("module/file", the module named after the file as `swiftc` names a
    /// one-file module) and `#function` (the name of the declaration it is in: a function's
    /// or initializer's name with its argument labels, `draw(_:)`, `init(frame:)`; a
    /// property's name in its accessors, observers and initial value; the module's at a
    /// file's top). nil for any other `#name`. As a parameter's default value Swift gives
    /// the caller's place, which is not given here: an error says so.
    func sourceLocationLiteral(_ m: MacroExpansionExprSyntax) throws -> Int32? {
        let name = m.macroName.text
        guard ["line", "column", "file", "filePath", "fileID", "function"].contains(name) else { return nil }
        if m.leftParen != nil || !m.arguments.isEmpty || m.trailingClosure != nil { throw fail("'#\(name)' takes no arguments", m) }
        var up = m.parent
        while let n = up, !n.is(CodeBlockSyntax.self), !n.is(MemberBlockSyntax.self) {
            if n.is(InitializerClauseSyntax.self), n.parent?.is(FunctionParameterSyntax.self) == true || n.parent?.is(EnumCaseParameterSyntax.self) == true {
                throw fail("'#\(name)' as a default argument is the caller's \(name == "function" ? "function" : "place") in Swift, which is not given here: pass it at the call", m)
            }
            up = n.parent
        }
        let at = Int(start(m))
        let file = p.file
        switch name {
        case "line": return number(Double(file.lineColumn(at).line), m)
        case "column":
            var s = at
            while s > 0, file.bytes[s - 1] != 0x0A { s -= 1 }
            return number(Double(at - s + 1), m)
        case "file", "filePath": return stringNode(file.absolutePath ?? file.path, start(m), end(m))
        case "fileID":
            return stringNode(SwiftLowering.moduleName(file.path) + "/" + PathNames.lastComponent(file.path), start(m), end(m))
        default: return stringNode(enclosingDeclarationName(m) ?? SwiftLowering.moduleName(file.path), start(m), end(m))
        }
    }

    /// The module a file's Swift belongs to, as `swiftc` names a module of one file: the file's
    /// name without its extension.
    static func moduleName(_ path: String) -> String {
        PathNames.deletingExtension(PathNames.lastComponent(path))
    }

    /// `#function`'s value, the name Swift's SILGen gives the declaration context `m` is in
    /// (getMagicFunctionName): a function's or initializer's name with its argument labels
    /// (`draw(_:)`, `init(frame:)`, `f()`), `deinit`, `subscript(_:)`; a property's name in its
    /// getter, setter and observers and in a `lazy` initial value (run by its getter); a
    /// stored member's other initial value its type's name; closures and locals that of what
    /// holds them; nil at a file's top (a global's initial value too): the module's name.
    func enclosingDeclarationName(_ m: some SyntaxProtocol) -> String? {
        func labels(_ params: FunctionParameterListSyntax) -> String {
            "(" + params.map { ($0.firstName.rawTokenKind == .wildcard ? "_" : $0.firstName.text) + ":" }.joined() + ")"
        }
        func typeName(_ n: Syntax) -> String? {
            if let c = n.as(ClassDeclSyntax.self) { return c.name.text }
            if let s = n.as(StructDeclSyntax.self) { return s.name.text }
            if let e = n.as(EnumDeclSyntax.self) { return e.name.text }
            if let x = n.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription }
            return nil
        }
        var up = m.parent
        while let n = up {
            if let f = n.as(FunctionDeclSyntax.self) { return f.name.text + labels(f.signature.parameterClause.parameters) }
            if let i = n.as(InitializerDeclSyntax.self) { return "init" + labels(i.signature.parameterClause.parameters) }
            if n.is(DeinitializerDeclSyntax.self) { return "deinit" }
            if let s = n.as(SubscriptDeclSyntax.self) { return "subscript" + labels(s.parameterClause.parameters) }
            if n.is(AccessorBlockSyntax.self), let ip = n.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self) {
                return ip.identifier.text
            }
            if n.is(InitializerClauseSyntax.self), let b = n.parent?.as(PatternBindingSyntax.self),
               let v = b.parent?.parent?.as(VariableDeclSyntax.self), v.parent?.is(MemberBlockItemSyntax.self) == true {
                if v.modifiers.contains(where: { $0.name.isKeyword(.lazy) }), let ip = b.pattern.as(IdentifierPatternSyntax.self) {
                    return ip.identifier.text
                }
                var t = v.parent
                while let x = t { if let name = typeName(x) { return name }; t = x.parent }
            }
            up = n.parent
        }
        return nil
    }

    /// `#keyPath(name)`, `#keyPath(a.b)`: the key path's string, as Objective-C's key-value
    /// coding names the property (`"name"`, `"a.b"`).
    func keyPathString(_ m: MacroExpansionExprSyntax) throws -> Int32 {
        guard m.arguments.count == 1, let arg = m.arguments.first?.expression else { throw fail("'#keyPath' takes a property's name", m) }
        var parts: [String] = []
        var e: ExprSyntax = arg
        while true {
            if let d = e.as(DeclReferenceExprSyntax.self) { parts.insert(d.baseName.text, at: 0); break }
            guard let mem = e.as(MemberAccessExprSyntax.self), let base = mem.base else { throw fail("'#keyPath' takes a property's name", arg) }
            parts.insert(mem.declName.baseName.text, at: 0)
            e = base
        }
        return stringNode(parts.joined(separator: "."), start(m), end(m))
    }

    /// `#selector(name)`, `#selector(name(label:_:))`, `#selector(Type.name(label:))`.
    func selector(_ m: MacroExpansionExprSyntax) throws -> Int32 {
        guard m.arguments.count == 1, let arg = m.arguments.first?.expression else { throw fail("'#selector' takes a method's name", m) }
        var ref: DeclReferenceExprSyntax
        if let d = arg.as(DeclReferenceExprSyntax.self) { ref = d }
        else if let mem = arg.as(MemberAccessExprSyntax.self) { ref = mem.declName }
        else { throw fail("'#selector' takes a method's name", arg) }
        let mark = p.scratch.count
        p.scratch.append(start(ref.baseName))
        p.scratch.append(0)
        var flags: UInt16 = 0
        if let args = ref.argumentNames {
            flags = 1
            var count: Int32 = 0
            for a in args.arguments {
                p.scratch.append(a.name.rawTokenKind == .wildcard ? -1 : intern(a.name).raw)
                count += 1
            }
            p.scratch[mark + 1] = count
        }
        return node(.selector, start(m), end(m), a: intern(ref.baseName).raw, b: p.flush(mark), flags: flags)
    }

    // MARK: operators

    /// Swift's precedence groups, loosest first, for the operators the subset has. Shifts bind
    /// tighter than multiplication (`a << 2 * b` is `(a << 2) * b`); `&` is a multiplication's,
    /// `|` and `^` an addition's, as Swift's standard library declares them.
    enum Level: Int { case ternary = 0, or, and, comparison, nilCoalescing, casting, range, addition, multiplication, bitwiseShift }

    func binary(_ text: String) -> (Operator, Level)? {
        var text = text
        return text.withUTF8 { SwiftLowering.binary(SyntaxText(baseAddress: $0.baseAddress, count: $0.count)) }
    }
    /// The same of an operator token's own bytes (`rawText`): no String is made, and none
    /// compared, for each operator folded.
    static func binary(_ text: SyntaxText) -> (Operator, Level)? {
        switch text {
        case "||": return (.or, .or)
        case "&&": return (.and, .and)
        case "==": return (.eq, .comparison)
        case "!=": return (.ne, .comparison)
        // Identity: an instance of a class is equal only to itself.
        case "===": return (.eq, .comparison)
        case "!==": return (.ne, .comparison)
        case "<": return (.lt, .comparison)
        case "<=": return (.le, .comparison)
        case ">": return (.gt, .comparison)
        case ">=": return (.ge, .comparison)
        case "..<": return (.halfOpen, .range)
        case "...": return (.closed, .range)
        case "+": return (.add, .addition)
        case "-": return (.sub, .addition)
        case "*": return (.mul, .multiplication)
        case "/": return (.div, .multiplication)
        case "%": return (.rem, .multiplication)
        case "&": return (.bitAnd, .multiplication)
        case "|": return (.bitOr, .addition)
        case "^": return (.bitXor, .addition)
        case "<<": return (.shl, .bitwiseShift)
        case ">>": return (.shr, .bitwiseShift)
        case "&+": return (.wrapAdd, .addition)
        case "&-": return (.wrapSub, .addition)
        case "&*": return (.wrapMul, .multiplication)
        default: return nil
        }
    }

    /// An operator of the code's own (`infix operator ✕`), not one Swift declares: neither a
    /// binary operator above nor its compound assignment (`+=`), `~=` or `??`.
    func isCustomOperator(_ text: String) -> Bool {
        if binary(text) != nil || text == "~=" || text == "??" { return false }
        return !(text.count > 1 && text.hasSuffix("=") && binary(String(text.dropLast())) != nil)
    }

    /// A custom operator's declaration and its functions (a helper file's `infix operator ✕`
    /// and `func ✕ <T>(…)`) are left out, said at each, as an extension viewc cannot take is:
    /// the file's other code runs, and a use of the operator is the error that names it
    /// (`level`: "the '✕' operator is outside …").
    func leaveOutCustomOperator(_ what: String, _ from: TokenSyntax, _ to: TokenSyntax) {
        p.lexer.report(Diagnostic(.warning, "\(what) is left out: custom operators are outside the supported Swift subset (docs/language.md §13); a use of it is an error",
                                  at: range(start(from), end(to))))
    }

    /// The precedence level of an operator element of a sequence (nil: not an operator).
    func level(_ e: ExprSyntax) throws -> Level? {
        if e.is(UnresolvedTernaryExprSyntax.self) { return .ternary }
        if e.is(UnresolvedAsExprSyntax.self) || e.is(UnresolvedIsExprSyntax.self) { return .casting }
        if let b = e.as(BinaryOperatorExprSyntax.self) {
            let t = b.operator.rawText
            if t == "??" { return .nilCoalescing }
            if t == "~=" { return .comparison }   // the pattern-match operator (fold)
            guard let (_, l) = SwiftLowering.binary(t) else { throw outside("the '\(b.operator.text)' operator", b) }
            return l
        }
        return nil
    }

    /// A sequence `a op b op c …` folded by precedence: a chain of one level is a loop.
    func fold(_ els: [ExprSyntax]) throws -> Int32 {
        var i = 0
        let v = try fold(els, &i, min: 0)
        if i < els.count { throw fail("unexpected operator", els[i]) }
        return v
    }

    func fold(_ els: [ExprSyntax], _ i: inout Int, min: Int) throws -> Int32 {
        guard i < els.count else { throw fail("expected a value", els[els.count - 1]) }
        try enter(els[i])
        defer { leave() }
        var lhs = try expr(els[i])
        // A `T!` operand of arithmetic or ordering is unwrapped (a later operator of a looser
        // level sees the folded value, not the name).
        if i + 1 < els.count, let opText = els[i + 1].as(BinaryOperatorExprSyntax.self)?.operator.rawText,
           opText != "==", opText != "!=", opText != "??", isImplicitlyUnwrapped(els[i], value: true) {
            lhs = implicitUnwrap(lhs)
        }
        // So is a `Bool!` as the condition of `?:`.
        if i + 1 < els.count, els[i + 1].is(UnresolvedTernaryExprSyntax.self), isImplicitlyUnwrapped(els[i], value: true) {
            lhs = implicitUnwrap(lhs)
        }
        // So is one cast to a type that is not optional (`drawingWidth as CGFloat`, `n as
        // AnyObject`) — but for `Any`, which holds the optional itself (`label as Any` is
        // Optional("x")).
        if i + 2 < els.count, let cast = els[i + 1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
           let te = els[i + 2].as(TypeExprSyntax.self), !te.type.is(OptionalTypeSyntax.self),
           te.type.as(IdentifierTypeSyntax.self)?.name.text != "Any", isImplicitlyUnwrapped(els[i], value: true) {
            lhs = implicitUnwrap(lhs)
        }
        i += 1
        while i < els.count {
            let opEl = els[i]
            guard let lvl = try level(opEl), lvl.rawValue >= min else { break }
            i += 1
            switch lvl {
            case .ternary:
                let t = opEl.as(UnresolvedTernaryExprSyntax.self)!
                let a = try expr(t.thenExpression)
                let b = try fold(els, &i, min: Level.ternary.rawValue)   // right-associative
                let mark = p.scratch.count
                p.scratch.append(a); p.scratch.append(b)
                lhs = node(.ternary, p.start(lhs), p.end(b), a: lhs, b: p.flush(mark))
            case .casting:
                // `x as CGFloat`, `[…] as CFArray`, `s as NSString`, `v as! Line`: a bridge or
                // a cast to what the value is, which the checker checks; `x as? T` and `x is T`
                // test what the value is (flags: 1 `as!`, 2 `as?`, 4 `is`).
                let cast = opEl.as(UnresolvedAsExprSyntax.self)
                guard i < els.count, let te = els[i].as(TypeExprSyntax.self) else {
                    let kw = cast.map { Syntax($0.asKeyword) } ?? Syntax(opEl.as(UnresolvedIsExprSyntax.self)!.isKeyword)
                    throw outside("a cast to this type", kw)
                }
                i += 1
                let t = try type(te.type)
                let mark = cast?.questionOrExclamationMark?.text
                let flags: UInt16 = cast == nil ? 4 : mark == "?" ? 2 : mark == "!" ? 1 : 0
                lhs = node(.cast, p.start(lhs), end(te), a: lhs, b: t, flags: flags)
            case .nilCoalescing:
                let rhs = try fold(els, &i, min: Level.nilCoalescing.rawValue)   // right-associative
                lhs = node(.binary, p.start(lhs), p.end(rhs), a: lhs, b: rhs, op: .coalesce)
            default:
                let opText = opEl.as(BinaryOperatorExprSyntax.self)!.operator.rawText
                if opText == "~=" {
                    // `pattern ~= value`, Swift's pattern match: a range contains the value
                    // (`(0 ... 0xFFFFFF) ~= hex` is `(0 ... 0xFFFFFF).contains(hex)`), any other
                    // pattern equals it (the standard library's `~=` of Equatable values).
                    let rhs = try fold(els, &i, min: lvl.rawValue + 1)
                    let ln = p.nodes[Int(lhs)]
                    if ln.kind == .binary, ln.op == .halfOpen || ln.op == .closed {
                        let callee = node(.member, p.start(lhs), p.end(lhs), a: lhs, b: names.intern("contains").raw)
                        let mark = p.scratch.count
                        p.scratch.append(1); p.scratch.append(rhs)
                        lhs = node(.call, p.start(lhs), p.end(rhs), a: callee, b: p.flush(mark), flags: SyntaxTree.unlabeledCall)
                    } else {
                        lhs = node(.binary, p.start(lhs), p.end(rhs), a: lhs, b: rhs, op: .eq)
                    }
                    continue
                }
                let (op, _) = SwiftLowering.binary(opText)!
                let rhsFirst = i
                var rhs = try fold(els, &i, min: lvl.rawValue + 1)
                // `type(of: shape) == Circle.self`: the class's name, as `type(of:)` gives the
                // value's class's (an exact test of the class, not of its heirs).
                if op == .eq || op == .ne, i == rhsFirst + 1, rhsFirst >= 2, SwiftLowering.isTypeOfCall(els[rhsFirst - 2]),
                   let tm = els[rhsFirst].as(MemberAccessExprSyntax.self), tm.declName.baseName.rawText == "self",
                   let tb = tm.base?.as(DeclReferenceExprSyntax.self), tb.argumentNames == nil {
                    rhs = stringNode(tb.baseName.text, start(tm), end(tm))
                }
                if i == rhsFirst + 1, op != .eq, op != .ne, isImplicitlyUnwrapped(els[rhsFirst], value: true) {
                    rhs = implicitUnwrap(rhs)
                }
                lhs = node(.binary, p.start(lhs), p.end(rhs), a: lhs, b: rhs, op: op)
                if lvl == .comparison || lvl == .range, i < els.count, let next = try? level(els[i]), next == lvl,
                   let op2 = els[i].as(BinaryOperatorExprSyntax.self)?.operator.text {
                    throw fail("'\(op.spelling)' and '\(op2)' cannot be chained; add parentheses", els[i])
                }
            }
        }
        return lhs
    }
}

/// UIKit's, Core Graphics' (and Foundation's calendar components') enums and option sets
/// whose cases drawing code may name with their type (`CGLineCap.round`): the checker knows the cases by their names alone, and a
/// type written as one of them (`var mode: UIView.ContentMode`) holds such a case. (The
/// types with members of their own, `CGGradientDrawingOptions`, `NSUnderlineStyle`, are
/// values the checker reads.)
public enum UIKitCaseTypes {
    public static let names: Set<String> = [
        "CGLineCap", "CGLineJoin", "CGBlendMode", "CGPathFillRule", "CGInterpolationQuality",
        "CGTextDrawingMode", "UIRectCorner", "UIRectEdge", "UIView.AutoresizingMask", "UIViewAutoresizing", "NSTextAlignment", "NSLineBreakMode",
        "UIViewContentMode", "UIView.ContentMode", "UIFont.Weight", "UIFontWeight", "UIFont.TextStyle", "UIFontTextStyle",
        "NSAttributedString.Key", "NSAttributedStringKey", "UIContentSizeCategory", "UIBezierPath.LineCapStyle",
        "UIUserInterfaceStyle", "UIImage.RenderingMode", "UIImageRenderingMode", "CALayerCornerCurve", "CACornerMask",
        "CAShapeLayerLineCap", "CAShapeLayerLineJoin", "CAShapeLayerFillRule", "CAGradientLayerType",
        "CATextLayerAlignmentMode", "CATextLayerTruncationMode", "CALayerContentsGravity",
        "UIUserInterfaceLayoutDirection", "UISemanticContentAttribute", "UIControl.Event", "UIControlEvents",
        "CGPathDrawingMode", "NSStringDrawingOptions", "UIControl.State", "UIControlState",
        "UIAccessibilityTraits", "UIAccessibility.Traits", "NSLayoutConstraint.Axis", "UILayoutConstraintAxis",
        "UIStackView.Distribution", "UIStackView.Alignment", "UIStackViewDistribution", "UIStackViewAlignment",
        "CGRectEdge", "UIDynamicItemCollisionBoundsType",
        // Foundation's `Calendar.Component.hour`, as `.hour` is written where a component is.
        "Calendar.Component",
        // The recognizers' enums (`UIGestureRecognizer.State.began`, as `.began` is written
        // where a state is): their cases, typed by the checker's builtinEnums.
        "UIGestureRecognizer.State", "UISwipeGestureRecognizer.Direction",
    ]

    /// The cases of the plain enums among them (not the option sets, `UIRectCorner`, nor the
    /// structs of strings or numbers, `UIFont.Weight`), under each name code writes: a switch
    /// naming every case of one is exhaustive, as Swift's is (`switch contentMode { case
    /// .redraw: … case .bottomRight: … }`, no `default:`), and an extension of one written as
    /// one word (`extension UIViewContentMode { func rect(for:size:) -> CGRect }`) adds members
    /// to its cases, `self` the case, as an extension of a value type does.
    public static let enumCases: [String: [String]] = {
        let contentMode = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
                           "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]
        let axis = ["horizontal", "vertical"]
        return ["UIViewContentMode": contentMode, "UIView.ContentMode": contentMode,
                "NSTextAlignment": ["left", "center", "right", "justified", "natural"],
                "NSLineBreakMode": ["byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail", "byTruncatingMiddle"],
                "CGLineCap": ["butt", "round", "square"], "CGLineJoin": ["miter", "round", "bevel"],
                "CGPathFillRule": ["winding", "evenOdd"],
                "CGPathDrawingMode": ["fill", "eoFill", "stroke", "fillStroke", "eoFillStroke"],
                "CGRectEdge": ["minXEdge", "minYEdge", "maxXEdge", "maxYEdge"],
                "UIUserInterfaceStyle": ["unspecified", "light", "dark"],
                "UIUserInterfaceLayoutDirection": ["leftToRight", "rightToLeft"],
                "NSLayoutConstraint.Axis": axis, "UILayoutConstraintAxis": axis,
                // A number's `sign` (`switch d.sign { case .plus: … case .minus: … }`).
                "FloatingPointSign": ["plus", "minus"]]
    }()

    /// Whether the case names a switch covers are every case of one of these enums (and only its).
    public static func coverOneEnum(_ covered: Set<String>) -> Bool {
        enumCases.values.contains { covered == Set($0) }
    }

    /// The one word of an enum named with its type (`UIView.ContentMode`), as Swift 3 wrote it:
    /// an extension written either way is the enum's.
    public static let oneWordNames = ["UIView.ContentMode": "UIViewContentMode", "NSLayoutConstraint.Axis": "UILayoutConstraintAxis"]

    /// Whether `name` is one of these enums written as one word, whose extension adds members to its cases.
    public static func isExtensibleEnum(_ name: String) -> Bool {
        !name.contains(".") && enumCases[name] != nil
    }
}
