// The parser's half for the Swift subset (SwiftAST.swift): a UIView subclass as its author
// wrote it, with the declarations and statements its draw(_:) code uses. Its keywords are
// contextual — `var`, `func`, `class`, `return`, `guard`, `switch` … are keywords only where a
// statement starts with them — so that every existing .view file reads as before.
//
//   classdecl  = { attribute } { modifier } "class" IDENT ":" IDENT block ;
//   vardecl    = { attribute } { modifier } ( "var" | "let" ) IDENT [ ":" type ] [ "=" expr ]
//                [ "{" ( stmt* | "get" block | "didSet" block | "willSet" block ) "}" ] ;
//   funcdecl   = { modifier } ( "func" IDENT | "init" [ "?" ] ) "(" [ param { "," param } ] ")"
//                [ "->" type ] block ;
//   param      = [ IDENT | "_" ] IDENT ":" type [ "=" expr ] ;
//   enumdecl   = { modifier } "enum" IDENT [ ":" type ] "{" { "case" IDENT [ "=" expr ] { "," … } } "}" ;
//   structdecl = { modifier } "struct" IDENT block ;
//   assignment = postfix ( "=" | "+=" | "-=" | "*=" | "/=" ) expr ;
//   guard      = "guard" condition { "," condition } "else" block ;
//   condition  = expr | ( "let" | "var" ) IDENT "=" expr ;
//   switch     = "switch" expr "{" { ( "case" expr { "," expr } | "default" ) ":" { stmt } } "}" ;
//   return     = "return" [ expr ] ;
//   type       = IDENT [ "?" | "!" ] | "[" IDENT "]" [ "?" ] ;
//
// What the subset leaves out (closures, protocols, extensions, generics, loops other than
// `for … in`, error handling, weak references) is an error at the construct that names it.

import FoundationEssentials
import Glibc

extension Parser {
    /// Whether a word starts a Swift declaration or statement (when not used as `name: value`).
    /// (A switch, not a set: `word` asks once per name, and a set would be built, and its
    /// metadata made, even for a drawing without any Swift.)
    static func isSwiftStart(_ w: String) -> Bool {
        switch w {
        case "var", "func", "class", "struct", "enum", "return", "guard", "switch", "static", "private",
             "fileprivate", "public", "internal", "open", "final", "override", "lazy", "mutating",
             "required", "convenience", "init", "dynamic": return true
        default: return false
        }
    }
    /// The Swift construct outside the subset that a word starts, as its message names it.
    static func unsupportedStart(_ w: String) -> String? {
        switch w {
        case "protocol": return "protocols"
        case "extension": return "extensions"
        case "typealias": return "type aliases"
        case "associatedtype": return "associated types"
        case "subscript": return "subscripts"
        case "deinit": return "deinitializers"
        case "while": return "'while' loops (use 'for … in' over a range or stride)"
        case "repeat": return "'repeat' loops (use 'for … in' over a range or stride)"
        case "defer": return "'defer'"
        case "do": return "'do'/'catch' error handling"
        case "throw": return "'throw'"
        case "try": return "'try'"
        case "weak": return "weak references"
        case "unowned": return "unowned references"
        case "actor": return "actors"
        case "operator": return "custom operators"
        case "precedencegroup": return "precedence groups"
        case "await": return "'await'"
        case "break": return "'break' (a switch case ends by itself; loops run to their end)"
        case "continue": return "'continue'"
        case "fallthrough": return "'fallthrough'"
        case "inout": return "'inout' parameters"
        case "macro": return "macros"
        default: return nil
        }
    }

    func subsetError(_ what: String, _ r: SourceRange) -> Bail {
        let head = what.components(separatedBy: " (").first ?? what
        error("\(what) \(head.hasSuffix("s") && !(head.hasPrefix("'") && !head.contains(" ")) ? "are" : "is") outside the supported Swift subset (docs/language.md §13)", r)
        return Bail()
    }

    var tokText: String { tok.kind == .identifier ? names[tok.name] : tok.kind.spelling }
    func isWord(_ t: RawToken, _ w: String) -> Bool { t.kind == .identifier && names[t.name] == w }

    /// Whether the statement at the current identifier is Swift: a declaration word not used
    /// as a property (`name: value`) or a call.
    func startsSwift() -> Bool {
        let w = word(tok.name)
        let next = peekKind(1)
        if next == .colon || next == .dot { return false }
        switch w {
        case .initWord: return next == .lParen || next == .question || next == .not
        case .returnWord: return true
        case .unsupported: return next == .identifier || next == .lBrace || next == .lParen || next.isKeyword || next == .newline
        case .switchOrGuard: return next != .newline && next != .eof
        case .swiftStart: return next == .identifier || next.isKeyword
        default: return false
        }
    }

    /// What a name means where a statement starts (see `Word`), worked out once per name.
    func word(_ n: Name) -> Word {
        let i = Int(n.raw)
        if i < words.count, words[i] != .unknown { return words[i] }
        let w = names[n]
        let kind: Word
        if w == "init" { kind = .initWord }
        else if w == "return" { kind = .returnWord }
        else if Parser.unsupportedStart(w) != nil { kind = .unsupported }
        else if w == "switch" || w == "guard" { kind = .switchOrGuard }
        else if Parser.isSwiftStart(w) { kind = .swiftStart }
        else if w == "view" { kind = .view }
        else if w == "inspectable" { kind = .inspectable }
        else { kind = .plain }
        if i >= words.count { words += repeatElement(.unknown, count: i + 1 - words.count) }
        words[i] = kind
        return kind
    }

    /// A Swift statement or declaration at the current token (an identifier or '@').
    func parseSwift() throws -> Int32 {
        let start = tok
        var designable = false, inspectable = false
        var varFlags = VarFlags(), funcFlags = FuncFlags()
        // Attributes: @IBDesignable, @IBInspectable, @objc (ignored).
        while isPunct(.at) {
            let at = advance()
            let attr = try expectName("an attribute name after '@'")
            switch names[attr.name] {
            case "IBDesignable": designable = true
            case "IBInspectable": inspectable = true
            case "objc", "nonobjc", "MainActor", "discardableResult", "inlinable", "IBAction", "IBOutlet":
                if names[attr.name] == "objc" { funcFlags.insert(.objc) }
                if names[attr.name] == "IBAction" || names[attr.name] == "IBOutlet" {
                    throw subsetError("'@\(names[attr.name])' (connections to a storyboard)", range(at.start, attr.end))
                }
                if isPunct(.lParen) {   // @objc(name)
                    while !isPunct(.rParen) && !atEnd && tok.kind != .newline { advance() }
                    if isPunct(.rParen) { advance() }
                }
            case "inspectable":
                error("'@inspectable' belongs to a .view component; in a Swift class write '@IBInspectable var'", range(at.start, attr.end))
                throw Bail()
            default:
                error("unknown attribute '@\(names[attr.name])'; the attributes are '@inspectable' (in a .view component), '@IBDesignable' and '@IBInspectable' (in a Swift class)", range(attr))
                throw Bail()
            }
            skipNewlines()
        }
        // Modifiers.
        while tok.kind == .identifier {
            let w = names[tok.name]
            switch w {
            case "private", "fileprivate", "public", "internal", "open":
                advance()
                if isPunct(.lParen) {   // private(set)
                    advance()
                    _ = try expectName("'set' in '\(w)(set)'")
                    _ = try expectPunct(.rParen, "after '\(w)(set'")
                }
                continue
            case "final", "lazy", "mutating", "required", "convenience", "dynamic", "nonmutating": advance(); continue
            case "override": advance(); varFlags.insert(.isOverride); funcFlags.insert(.isOverride); continue
            case "static": advance(); varFlags.insert(.isStatic); funcFlags.insert(.isStatic); continue
            case "class" where peekKind(1) == .identifier && ["func", "var", "let"].contains(names[peek(1).name]):
                advance(); varFlags.insert(.isStatic); funcFlags.insert(.isStatic); continue
            default: break
            }
            break
        }
        if inspectable { varFlags.insert(.inspectable) }
        if tok.kind == .kwLet { return try parseVar(start, varFlags) }
        guard tok.kind == .identifier else {
            error("expected a declaration after \(designable ? "'@IBDesignable'" : inspectable ? "'@IBInspectable'" : "the modifiers"), found \(describe(tok))", range(tok))
            throw Bail()
        }
        let w = names[tok.name]
        if let what = Parser.unsupportedStart(w) { throw subsetError(what, range(tok)) }
        if inspectable && w != "var" {
            error("'@IBInspectable' marks a 'var' property", range(tok)); throw Bail()
        }
        if designable && w != "class" {
            error("'@IBDesignable' marks a class", range(tok)); throw Bail()
        }
        switch w {
        case "var": varFlags.insert(.isVar); return try parseVar(start, varFlags)
        case "func", "init": return try parseFunc(start, funcFlags)
        case "class": return try parseClass(start, designable: designable)
        case "struct": return try parseStruct(start)
        case "enum": return try parseEnum(start)
        case "return":
            let t = advance()
            if tok.kind == .newline || isPunct(.semicolon) || isPunct(.rBrace) || atEnd {
                return node(.returnStmt, t.start, t.end, a: -1)
            }
            let v = try parseExpr()
            return node(.returnStmt, t.start, end(v), a: v)
        case "guard":
            advance()
            let cond = try parseConditions()
            // `else` may sit on the next line.
            var look = 0
            while peekKind(look) == .newline { look += 1 }
            if peekKind(look) == .kwElse { for _ in 0..<look { advance() } }
            guard isWord(tok, "else") || tok.kind == .kwElse else {
                error("expected 'else' after the condition of 'guard'", range(tok)); throw Bail()
            }
            advance()
            let body = try parseBlock("the 'guard … else' body")
            let mark = scratch.count
            pushList(body)
            return node(.guardStmt, start.start, prevEnd, a: cond, b: flush(mark))
        case "switch":
            return try parseSwitch()
        default:
            error("expected a declaration, found \(describe(tok))", range(tok)); throw Bail()
        }
    }

    func range(_ a: Int32, _ b: Int32) -> SourceRange { SourceRange(fileID: file.id, lower: a, upper: b) }

    /// `T`, `T?`, `T!`, `[T]`.
    func parseType(_ what: String) throws -> Int32 {
        let s = tok
        if isPunct(.lParen) { throw subsetError("tuple and function types", range(tok)) }
        var array = false
        if isPunct(.lBracket) {
            advance(); array = true
        }
        let name = try expectName("a type \(what)")
        var last = name
        // `UIBezierPath.Something` — a nested type name: keep the last component.
        var typeName = name.name
        while isPunct(.dot), peekKind(1) == .identifier {
            advance(); last = advance(); typeName = last.name
        }
        if isPunct(.lt) && !tok.spaceBefore { throw subsetError("generic types", range(tok)) }
        if array {
            if isPunct(.colon) {
                // `[NSAttributedString.Key: Any]`, text attributes, is the one dictionary type.
                guard names[name.name] == "NSAttributedString", names[typeName] == "Key" else { throw subsetError("dictionary types", range(tok)) }
                advance()
                _ = try expectName("'Any', the attributes' value type")
                last = try expectPunct(.rBracket, "to close the dictionary type")
                return node(.typeRef, s.start, last.end, a: names.intern("[NSAttributedString.Key: Any]").raw, flags: 0)
            }
            last = try expectPunct(.rBracket, "to close the array type")
        }
        var flags: UInt16 = array ? 2 : 0
        if (isPunct(.question) || isPunct(.not)) && !tok.spaceBefore { last = advance(); flags |= 1 }
        if isPunct(.minus), peekKind(1) == .gt { throw subsetError("function types", range(tok)) }
        return node(.typeRef, s.start, last.end, a: typeName.raw, flags: flags)
    }

    /// `var`/`let` with an optional type, value, getter or observers.
    func parseVar(_ start: RawToken, _ f: VarFlags) throws -> Int32 {
        var flags = f
        let kw = advance()
        if isPunct(.lParen) { throw subsetError("tuple patterns", range(tok)) }
        let name = try expectName("a name after '\(kw.kind == .kwLet ? "let" : "var")'")
        var type: Int32 = -1, value: Int32 = -1
        if isPunct(.colon) {
            advance()
            type = try parseType("after '\(names[name.name]):'")
        }
        if isPunct(.assign) {
            advance()
            skipNewlinesInValue()
            value = try parseExpr()
        }
        var getter: [Int32] = []
        if isPunct(.lBrace) {
            // A getter (`{ return … }` or `{ get { … } }`) or observers (`{ didSet { … } }`).
            let open = advance()
            skipNewlines()
            if tok.kind == .identifier, ["get", "set", "didSet", "willSet"].contains(names[tok.name]), peekKind(1) == .lBrace {
                while tok.kind == .identifier, ["get", "set", "didSet", "willSet"].contains(names[tok.name]) {
                    let acc = advance()
                    let body = try parseBlock("'\(names[acc.name])'")
                    switch names[acc.name] {
                    case "get": getter = body; flags.insert(.computed)
                    case "set": throw subsetError("computed properties with a setter", range(acc))
                    default: flags.insert(.observed)   // didSet { setNeedsDisplay() }: nothing to redraw in a still picture
                    }
                    skipNewlines()
                }
                if isPunct(.rBrace) { advance() } else {
                    error("expected '}' to close the accessors opened at \(range(open).shortDescription.split(separator: "-")[0])", range(tok))
                    throw Bail()
                }
            } else {
                // `{ statements }`: the getter itself (the brace is already consumed).
                try enter(range(open))
                defer { depth -= 1 }
                getter = parseStatements(topLevel: false)
                if isPunct(.rBrace) { advance() } else {
                    error("expected '}' to close the getter of '\(names[name.name])'", range(tok)); throw Bail()
                }
                flags.insert(.computed)
            }
            if flags.contains(.computed) && value >= 0 {
                error("a computed property has no initial value", range(name)); throw Bail()
            }
        }
        if kw.kind == .kwLet && flags.contains(.computed) {
            error("a computed property is declared with 'var'", range(kw)); throw Bail()
        }
        let mark = scratch.count
        scratch.append(name.start); scratch.append(type); scratch.append(value)
        pushList(getter)
        return node(.varDecl, start.start, prevEnd, a: name.name.raw, b: flush(mark), flags: flags.rawValue)
    }

    /// `func name(params) -> T { … }` or `init(params) { … }`.
    func parseFunc(_ start: RawToken, _ f: FuncFlags) throws -> Int32 {
        var flags = f
        let kw = advance()
        let name: RawToken
        if names[kw.name] == "init" {
            name = kw
            if (isPunct(.question) || isPunct(.not)) && !tok.spaceBefore { advance(); flags.insert(.failable) }
        } else {
            name = try expectName("a function name after 'func'")
        }
        if isPunct(.lt) { throw subsetError("generic functions", range(tok)) }
        let open = try expectPunct(.lParen, "to start the parameters of '\(names[name.name])'")
        let mark = scratch.count
        scratch.append(name.start)
        scratch.append(0)
        var count: Int32 = 0
        skipNewlines()
        while !isPunct(.rParen) {
            if atEnd || isPunct(.lBrace) {
                error("expected ')' to close the parameters opened at \(range(open).shortDescription.split(separator: "-")[0])", range(tok)); throw Bail()
            }
            let first = try expectName("a parameter name")
            var label: Int32 = first.name.raw
            var pname = first
            if tok.kind == .identifier {
                pname = advance()
            }
            if names[first.name] == "_" { label = -1 }
            if names[pname.name] == "_" { error("a parameter needs a name after its label", range(pname)); throw Bail() }
            _ = try expectPunct(.colon, "and a type after the parameter '\(names[pname.name])'")
            if isWord(tok, "inout") { throw subsetError("'inout' parameters", range(tok)) }
            if isPunct(.at) { throw subsetError("closure parameters", range(tok)) }
            let type = try parseType("for the parameter '\(names[pname.name])'")
            if isPunct(.closed) { throw subsetError("variadic parameters", range(tok)) }
            var def: Int32 = -1
            if isPunct(.assign) { advance(); def = try parseExpr() }
            scratch.append(label); scratch.append(pname.name.raw); scratch.append(pname.start); scratch.append(type); scratch.append(def)
            count += 1
            skipNewlines()
            if isPunct(.comma) { advance(); skipNewlines(); continue }
            if !isPunct(.rParen) {
                error("expected ',' or ')' in the parameters, found \(describe(tok))", range(tok)); throw Bail()
            }
        }
        advance()
        scratch[mark + 1] = count
        for w in ["throws", "rethrows", "async"] where isWord(tok, w) { throw subsetError("'\(w)'", range(tok)) }
        var result: Int32 = -1
        if isPunct(.minus), peekKind(1) == .gt {
            advance(); advance()
            result = try parseType("after '->'")
        }
        if isWord(tok, "where") { throw subsetError("generic 'where' clauses", range(tok)) }
        let body = try parseBlock("the body of '\(names[name.name])'")
        scratch.append(result)
        pushList(body)
        return node(.funcDecl, start.start, prevEnd, a: name.name.raw, b: flush(mark), flags: flags.rawValue)
    }

    /// `class Name: UIView { members }`.
    func parseClass(_ start: RawToken, designable: Bool) throws -> Int32 {
        advance()
        let name = try expectName("a class name after 'class'")
        if isPunct(.lt) { throw subsetError("generic classes", range(tok)) }
        guard isPunct(.colon) else {
            error("a class in a .view file is a view: write 'class \(names[name.name]): UIView'", range(tok)); throw Bail()
        }
        advance()
        let sup = try expectName("a superclass after ':'")
        if isPunct(.comma) {
            advance()
            let p = tok
            throw subsetError("protocol conformances", range(p))
        }
        let body = try parseBlock("the class '\(names[name.name])'")
        let mark = scratch.count
        scratch.append(name.start); scratch.append(sup.name.raw); scratch.append(sup.start)
        pushList(body)
        return node(.classDecl, start.start, prevEnd, a: name.name.raw, b: flush(mark), flags: designable ? 1 : 0)
    }

    func parseStruct(_ start: RawToken) throws -> Int32 {
        advance()
        let name = try expectName("a struct name after 'struct'")
        if isPunct(.lt) { throw subsetError("generic structs", range(tok)) }
        if isPunct(.colon) { throw subsetError("protocol conformances", range(tok)) }
        let body = try parseBlock("the struct '\(names[name.name])'")
        let mark = scratch.count
        scratch.append(name.start); pushList(body)
        return node(.structDecl, start.start, prevEnd, a: name.name.raw, b: flush(mark))
    }

    /// `enum Name [: RawType] { case a, b = 2 … }`.
    func parseEnum(_ start: RawToken) throws -> Int32 {
        advance()
        let name = try expectName("an enum name after 'enum'")
        if isPunct(.lt) { throw subsetError("generic enums", range(tok)) }
        var raw: Int32 = -1
        if isPunct(.colon) {
            advance()
            raw = try parseType("of the raw values")
            if isPunct(.comma) { throw subsetError("protocol conformances", range(tok)) }
        }
        let open = try expectPunct(.lBrace, "to open the enum '\(names[name.name])'")
        var cases: [Int32] = []
        skipNewlines()
        while !isPunct(.rBrace) {
            if atEnd { error("expected '}' to close the enum opened at \(range(open).shortDescription.split(separator: "-")[0])", range(tok)); throw Bail() }
            guard isWord(tok, "case") else {
                if tok.kind == .identifier, ["func", "var", "static", "init"].contains(names[tok.name]) {
                    throw subsetError("methods and properties of enums", range(tok))
                }
                error("expected 'case' in the enum '\(names[name.name])', found \(describe(tok))", range(tok)); throw Bail()
            }
            advance()
            while true {
                let c = try expectName("a case name")
                if isPunct(.lParen) { throw subsetError("enum cases with associated values", range(tok)) }
                var v: Int32 = -1
                if isPunct(.assign) { advance(); v = try parseExpr() }
                cases += [c.name.raw, c.start, v]
                if isPunct(.comma) { advance(); continue }
                break
            }
            if !(tok.kind == .newline || isPunct(.semicolon) || isPunct(.rBrace)) {
                error("expected a new line after the case, found \(describe(tok))", range(tok)); throw Bail()
            }
            skipNewlines()
        }
        advance()
        let mark = scratch.count
        scratch.append(name.start); scratch.append(raw); scratch.append(Int32(cases.count / 3)); scratch.append(contentsOf: cases)
        return node(.enumDecl, start.start, prevEnd, a: name.name.raw, b: flush(mark))
    }

    /// `switch x { case a, b: … default: … }`.
    func parseSwitch() throws -> Int32 {
        let start = advance()
        let subject = try parseExpr()
        let open = try expectPunct(.lBrace, "to open the cases of 'switch'")
        try enter(range(open))
        defer { depth -= 1 }
        var words: [Int32] = []
        var count: Int32 = 0
        skipNewlines()
        while !isPunct(.rBrace) {
            if atEnd { error("expected '}' to close the switch opened at \(range(open).shortDescription.split(separator: "-")[0])", range(tok)); throw Bail() }
            let head = tok
            if isWord(tok, "case") {
                advance()
                var ps: [Int32] = []
                while true {
                    if tok.kind == .kwLet || isWord(tok, "var") { throw subsetError("binding patterns in 'case'", range(tok)) }
                    ps.append(try parseExpr())
                    if isWord(tok, "where") { throw subsetError("'where' in 'case'", range(tok)) }
                    if isPunct(.comma) { advance(); skipNewlines(); continue }
                    break
                }
                _ = try expectPunct(.colon, "after the patterns of 'case'")
                words.append(Int32(ps.count)); words += ps
            } else if isWord(tok, "default") {
                advance()
                _ = try expectPunct(.colon, "after 'default'")
                words.append(-1)
            } else {
                error("expected 'case' or 'default' in the switch, found \(describe(tok))", range(tok)); throw Bail()
            }
            let body = parseCaseBody()
            if body.isEmpty && !caseBreaks {
                error("a 'case' needs at least one statement", range(head)); throw Bail()
            }
            words.append(head.start)
            words.append(Int32(body.count)); words += body
            count += 1
        }
        advance()
        let mark = scratch.count
        scratch.append(count); scratch.append(contentsOf: words)
        return node(.switchStmt, start.start, prevEnd, a: subject, b: flush(mark))
    }

    /// The statements of one case: up to the next `case`, `default` or the switch's '}'.
    func parseCaseBody() -> [Int32] {
        var out: [Int32] = []
        caseBreaks = false
        while true {
            skipNewlines()
            if atEnd || isPunct(.rBrace) || isWord(tok, "case") || isWord(tok, "default") && peekKind(1) == .colon { break }
            // `break`: a case that does nothing (Swift's cases never fall through).
            if isWord(tok, "break"), [.newline, .semicolon, .rBrace, .eof].contains(peekKind(1)) {
                advance(); caseBreaks = true; continue
            }
            let before = tok.start
            let smark = scratch.count
            do {
                out.append(try parseStatement())
                if !(tok.kind == .newline || isPunct(.semicolon) || isPunct(.rBrace) || atEnd) {
                    if isPunct(.lBrace) {
                        _ = subsetError("closures (a trailing closure)", range(tok))
                    } else {
                        error("expected a new line or ';' after the statement, found \(describe(tok))", range(tok))
                    }
                    synchronize()
                }
            } catch {
                scratch.truncate(to: smark)
                synchronize()
                if tok.start == before && !atEnd { advance() }
            }
        }
        return out
    }

    /// The condition of an `if` or `guard`: an expression, `let x = value`, or a list of them.
    func parseConditions() throws -> Int32 {
        var cs: [Int32] = []
        while true {
            if tok.kind == .kwLet || isWord(tok, "var") {
                let kw = advance()
                let name = try expectName("a name after '\(kw.kind == .kwLet ? "let" : "var")'")
                if isPunct(.colon) { advance(); _ = try parseType("of the binding") }
                guard isPunct(.assign) else {
                    error("expected '=' and an optional value after 'let \(names[name.name])' (Swift 5.7's 'if let \(names[name.name])' is not in the subset)", range(tok))
                    throw Bail()
                }
                advance()
                let v = try parseExpr()
                cs.append(node(.optionalBinding, kw.start, end(v), a: name.name.raw, b: v, flags: kw.kind == .kwLet ? 0 : 1))
            } else if isWord(tok, "case") {
                throw subsetError("'if case' patterns", range(tok))
            } else {
                cs.append(try parseExpr())
            }
            if isPunct(.comma) { advance(); skipNewlines(); continue }
            break
        }
        if cs.count == 1 { return cs[0] }
        let mark = scratch.count
        scratch.append(contentsOf: cs)
        return node(.conditionList, start(cs[0]), end(cs.last!), a: flush(mark), b: Int32(cs.count))
    }

    /// After an expression statement: `= value` or a compound assignment makes it one.
    func parseAssignment(_ target: Int32) throws -> Int32? {
        var op: Operator
        if isPunct(.assign) {
            op = .none
        } else if let (o, _) = Parser.binaryOperator(tok.kind), [.add, .sub, .mul, .div].contains(o), peekKind(1) == .assign, !peek(1).spaceBefore {
            op = o
            advance()
        } else {
            return nil
        }
        advance()
        skipNewlinesInValue()
        switch nodes[Int(target)].kind {
        case .identifier, .member, .subscripted: break
        default:
            error("only a variable or its member can be assigned to", SourceRange(fileID: file.id, lower: start(target), upper: end(target)))
            throw Bail()
        }
        let v = try parseExpr()
        if isPunct(.assign) { error("an assignment has no value; assign one at a time", range(tok)); throw Bail() }
        return node(.assign, start(target), end(v), a: target, b: v, op: op)
    }
}

extension Parser {
    /// `#selector(name)`, `#selector(name(label:_:))`, `#selector(Type.name(label:))`.
    func parseSelector(_ t: RawToken) throws -> Int32 {
        _ = try expectPunct(.lParen, "after '#selector'")
        var name = try expectName("a method's name in '#selector(…)'")
        while isPunct(.dot) {
            advance()
            name = try expectName("a method's name after '.'")
        }
        let mark = scratch.count
        scratch.append(name.start)
        scratch.append(0)
        var flags: UInt16 = 0
        if isPunct(.lParen) {
            advance()
            flags = 1
            var count: Int32 = 0
            while !isPunct(.rParen) {
                let l = try expectName("an argument label and ':' in '#selector(…)'")
                _ = try expectPunct(.colon, "after the label '\(names[l.name])'")
                scratch.append(names[l.name] == "_" ? -1 : l.name.raw)
                count += 1
            }
            advance()
            scratch[mark + 1] = count
        }
        let close = try expectPunct(.rParen, "to close '#selector('")
        return node(.selector, t.start, close.end, a: name.name.raw, b: flush(mark), flags: flags)
    }
}
