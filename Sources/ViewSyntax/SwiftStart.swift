// Where the .view parser meets Swift: the words that start a Swift declaration or statement
// (contextual — `var`, `func`, `class`, `return`, `guard`, `switch` … start Swift only where a
// statement starts with them and they are not used as `name: value`, so a .view file that uses
// them as names reads as .view), and the conditions of `if`, which the two languages share. What such a word
// starts is read by Swift's own parser (SwiftLowering.swift).

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
             "required", "convenience", "init", "dynamic", "indirect", "infix", "prefix", "postfix", "#if", "#Preview": return true
        default: return false
        }
    }
    /// The Swift construct outside the subset that a word starts, as its message names it
    /// (a word with one starts Swift, for SwiftLowering to name the construct).
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

    /// The tokens an operator function's name may start with.
    static let operatorTokens: Set<TK> = [.plus, .minus, .star, .slash, .percent, .eq, .ne, .lt, .le, .gt, .ge, .and, .or, .not, .assign]

    /// Whether the statement here, at the top of a playground page, is its script (not a
    /// declaration, an import, a `let`, the canvas, a document or a component): a statement
    /// Swift runs as the page opens (`PlaygroundPage.current.liveView = view`,
    /// `view.addSubview(b)`, an `if` or `for`).
    func playgroundScript() -> Bool {
        switch tok.kind {
        case .kwLet, .kwImport, .at, .kwElse: return false
        case .identifier:
            if startsSwift() || ["canvas", "document"].contains(names[tok.name]) { return false }
            return !(word(tok.name) == .view && peekKind(1) == .identifier)
        default: return true
        }
    }

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
        case .swiftStart:
            // (`func +(a: V, b: V) -> V`: an operator function.)
            // (`#Preview { … }` and `#Preview("Name") { … }`: Xcode's canvas preview.)
            return next == .identifier || next.isKeyword || names[tok.name] == "#if"
                || (names[tok.name] == "#Preview" && (next == .lBrace || next == .lParen))
                || (names[tok.name] == "func" && Parser.operatorTokens.contains(next))
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

    func range(_ a: Int32, _ b: Int32) -> SourceRange { SourceRange(fileID: file.id, lower: a, upper: b) }

    /// A file's top-level statements with each `extension Name { … }` merged into the class,
    /// struct or protocol `Name` of the file: its members appended to that declaration's
    /// (Swift's members have no order), and the protocols it names to a class's. An extension
    /// of a built-in value type (`extension CGRect`, ValueExtensions) stays a statement of its
    /// own, for the checker. An extension of a UIKit or Core Animation class (`extension
    /// CALayer`, `extension UIView`) is merged into each class of the file that inherits from
    /// that class (through UIKit's classes: `UIButton` → `UIControl` → `UIView`), as the members
    /// it adds are that class's own; one of a UIKit view or layer class that no class of the
    /// file inherits from is declared as a class of its own inheriting from it, which holds its
    /// members for that class's instances made in code; one of another UIKit class that no
    /// class of the file inherits from adds nothing the file can call, and is left out
    /// unchecked. An extension of another type is an error that names it.
    func mergeExtensions(_ statements: [Int32]) -> [Int32] {
        let extensions = statements.filter { nodes[Int($0)].kind == .extensionDecl }
        guard !extensions.isEmpty else { return statements }
        var added: [Int32: [Int32]] = [:]   // name -> members
        var conformances: [Int32: [Int32]] = [:]   // name -> (protocol, start) pairs
        var bounds: [Int32: Name] = [:]   // a bound protocol extension's member -> `Self`'s class
        for e in extensions {
            let x = nodes[Int(e)]
            let o = Int(x.b)
            let count = Int(extra[o + 1])
            if let bound = selfBounds[e] { for k in 0..<count { bounds[extra[o + 2 + k]] = bound } }
            added[x.a, default: []] += (0..<count).map { extra[o + 2 + $0] }
            for k in 0..<count {
                switch nodes[Int(extra[o + 2 + k])].kind {
                case .funcDecl: nodes[Int(extra[o + 2 + k])].flags |= FuncFlags.inExtension.rawValue
                case .varDecl: nodes[Int(extra[o + 2 + k])].flags |= VarFlags.inExtension.rawValue
                default: break
                }
            }
            let c = o + 2 + count
            conformances[x.a, default: []] += (0..<2 * Int(extra[c])).map { extra[c + 1 + $0] }
        }
        var merged: Set<Int32> = []
        // The file's own types, and what each class of it inherits from UIKit's extensions.
        let declared = Set(statements.compactMap { s -> Int32? in
            let k = nodes[Int(s)].kind
            return k == .classDecl || k == .structDecl || k == .protocolDecl || k == .enumDecl ? nodes[Int(s)].a : nil
        })
        var inheritedMembers: [Int32: [Int32]] = [:]
        var reached: Set<Int32> = []
        for s in statements where nodes[Int(s)].kind == .classDecl {
            var sup: String? = names[Name(raw: extra[Int(nodes[Int(s)].b) + 1])]
            // A class whose superclass is the file's gets them through it.
            if let n = sup, declared.contains(names.intern(n).raw) { continue }
            while let n = sup {
                let key = names.intern(n).raw
                if let more = added[key], !declared.contains(key) {
                    inheritedMembers[nodes[Int(s)].a, default: []] += more
                    for m in more { frameworkExtensionMembers[NodeID(m)] = Name(raw: key) }
                    reached.insert(key)
                }
                sup = FrameworkClasses.superclass[n]
            }
        }
        // An extension of a UIKit view or Core Animation layer class that no class of the file
        // inherits from still gives its members to that class's instances made in code (`let l
        // = CALayer(); l.withMask(m)`): they are declared as a class of its own inheriting from
        // it, which nothing places, so that they are checked and called with the instance as
        // `self` (Check/CheckLayerClass.swift's frameworkExtensionCall).
        var holders: [Int32] = []
        for e in extensions {
            let x = nodes[Int(e)]
            let n = names[Name(raw: x.a)]
            guard FrameworkClasses.superclass[n] != nil, !declared.contains(x.a), !reached.contains(x.a), let more = added[x.a] else { continue }
            reached.insert(x.a)
            let start = extra[Int(x.b)]
            for m in more { frameworkExtensionMembers[NodeID(m)] = Name(raw: x.a) }
            // The extensions of the classes it inherits from are its members too, as for a class
            // of the file (`extension CAShapeLayer`'s methods call `extension CALayer`'s bare).
            var all = more
            var sup = FrameworkClasses.superclass[n]
            while let c = sup {
                let key = names.intern(c).raw
                if let inherited = added[key], !declared.contains(key) {
                    all += inherited
                    for m in inherited { frameworkExtensionMembers[NodeID(m)] = Name(raw: key) }
                }
                sup = FrameworkClasses.superclass[c]
            }
            let mark = scratch.count
            scratch.append(start); scratch.append(x.a); scratch.append(start)
            scratch.append(Int32(all.count)); scratch.append(contentsOf: all)
            scratch.append(0)
            holders.append(node(.classDecl, x.start, x.end, a: names.intern(FrameworkClasses.extensionHolder(of: n)).raw, b: flush(mark)))
        }
        for (name, more) in inheritedMembers { added[name, default: []] += more }
        adoptDefaultImplementations(statements, &added, conformances, bounds)
        // A bound extension's members are its conformers' alone: no member of the protocol's
        // values (Swift has none there).
        for (name, members) in added where members.contains(where: { bounds[$0] != nil }) { added[name] = members.filter { bounds[$0] == nil } }
        for s in statements {
            let x = nodes[Int(s)]
            if x.kind == .enumDecl, let more = added[x.a], !merged.contains(x.a) {
                // Its name, raw type and cases; its members, then the extensions'; its
                // associated values (SwiftLowering.enumDecl).
                merged.insert(x.a)
                let o = Int(x.b)
                let header = 3 + 3 * Int(extra[o + 2])
                let count = Int(extra[o + header])
                let tail = o + header + 1 + count
                let mark = scratch.count
                for k in 0..<header { scratch.append(extra[o + k]) }
                scratch.append(Int32(count + more.count))
                for k in 0..<count { scratch.append(extra[o + header + 1 + k]) }
                scratch.append(contentsOf: more)
                var end = tail + 1
                for _ in 0..<Int(extra[tail]) { end += 2 + 2 * Int(extra[end + 1]) }
                for k in tail..<end { scratch.append(extra[k]) }
                nodes[Int(s)].b = flush(mark)
                // The conformances the extensions add that change what the enum has:
                // `allCases` (CaseIterable) and being thrown (Error), as the enum's own would.
                let added = conformances[x.a] ?? []
                for k in stride(from: 0, to: added.count, by: 2) {
                    switch names[Name(raw: added[k])] {
                    case "CaseIterable": nodes[Int(s)].flags |= 1
                    case "Error", "LocalizedError", "CustomNSError", "Swift.Error": nodes[Int(s)].flags |= 2
                    default: break
                    }
                }
                continue
            }
            guard x.kind == .classDecl || x.kind == .structDecl || x.kind == .protocolDecl, let more = added[x.a], !merged.contains(x.a) else { continue }
            merged.insert(x.a)
            // The declaration's header words, its members, then the extensions'; a class's or
            // struct's protocols, then the extensions'.
            let o = Int(x.b)
            let header = x.kind == .classDecl ? 3 : 1
            let count = Int(extra[o + header])
            let mark = scratch.count
            for k in 0..<header { scratch.append(extra[o + k]) }
            scratch.append(Int32(count + more.count))
            for k in 0..<count { scratch.append(extra[o + header + 1 + k]) }
            scratch.append(contentsOf: more)
            // (A protocol's are the protocols it inherits from.)
            let c = o + header + 1 + count
            let own = (0..<2 * Int(extra[c])).map { extra[c + 1 + $0] }
            let all = own + (conformances[x.a] ?? [])
            scratch.append(Int32(all.count / 2)); scratch.append(contentsOf: all)
            nodes[Int(s)].b = flush(mark)
        }
        var kept: Set<Int32> = []
        for e in extensions where !merged.contains(nodes[Int(e)].a) {
            let x = nodes[Int(e)]
            let name = Name(raw: x.a)
            // A built-in value type's, or the lists' (`[Double]`: SwiftLowering.listExtensionName).
            if ValueExtensions.implicitMembers[names[name]] != nil || UIKitCaseTypes.isExtensibleEnum(names[name]) || names[name].hasPrefix("[") { kept.insert(e); continue }
            // A UIKit class's reaches the file's classes inheriting from it. A UIKit enum or option
            // set (`UIViewContentMode`, `UIRectCorner`) is no class: its extension is left out
            // and said, as another type's is, not dropped in silence.
            if FrameworkClasses.isFrameworkClass(names[name]) && !UIKitCaseTypes.names.contains(names[name]) { continue }
            // An extension of a type viewc has no extensions of (`URL`, `Bundle`, an app's
            // type of another file): left out, said once; a use of its members is an error there.
            let start = extra[Int(x.b)]
            lexer.report(Diagnostic(.warning, "the extension of '\(names[name])' is left out: viewc extends the file's classes, structs and enums, UIKit's view and layer classes and the value types of docs/language.md §13, not '\(names[name])'; a use of its members is an error",
                                    at: range(start, start + Int32(names[name].utf8.count))))
        }
        return statements.filter { nodes[Int($0)].kind != .extensionDecl || kept.contains($0) } + holders
    }

    /// Classes lowered again once what they depend on is known: those read before a base of
    /// theirs, a class of the file written after them, whose properties have setters (so that
    /// their assignments to those properties run the base's setter: SwiftLowering.inheritedSetters);
    /// and a class one of whose stored properties an heir adds observers to, with its heirs
    /// (the class then has a setter for it, which the heir's observers override:
    /// `observedByHeirs`). Bases are lowered again before their heirs; lowering again may find
    /// more (an heir read before its base records what it observes only once the base is
    /// known), so this repeats while it does, a few times at most.
    func relowerHeirs(_ statements: [Int32]) -> [Int32] {
        guard !heirsBeforeBases.isEmpty || !observedByHeirs.isEmpty else { return statements }
        var out = statements
        var lowered: [String: Set<String>] = [:]   // observedByHeirs as the classes were last lowered with it
        var pending = heirsBeforeBases
        func chain(_ name: String) -> [String] {
            var out: [String] = [], next = classSetters[name]?.superclass
            while let n = next, !out.contains(n), n != name { out.append(n); next = classSetters[n]?.superclass }
            return out
        }
        for _ in 0..<3 {
            let changed = Set(observedByHeirs.filter { lowered[$0.key] != $0.value }.keys)
            lowered = observedByHeirs
            var order: [(depth: Int, index: Int)] = []
            for (i, s) in out.enumerated() where nodes[Int(s)].kind == .classDecl {
                let name = names[Name(raw: nodes[Int(s)].a)], bases = chain(name)
                if pending.contains(name) || changed.contains(name) || bases.contains(where: changed.contains) { order.append((bases.count, i)) }
            }
            pending = []
            guard !order.isEmpty else { break }
            for (_, i) in order.sorted(by: { ($0.depth, $0.index) < ($1.depth, $1.index) }) {
                let x = nodes[Int(out[i])]
                let before = lexer.diagnostics.count
                let again = SwiftLowering(parser: self, base: Int(x.start)).lower(end: Int(x.end))
                lexer.diagnostics.removeSubrange(before...)
                if again.count == 1 && nodes[Int(again[0])].kind == .classDecl { out[i] = again[0] }
            }
        }
        return out
    }

    /// A protocol's default implementations (`extension Shape { func describe() … }`, the
    /// methods and computed properties of its extensions that are no requirement): each class
    /// or struct of the file that conforms to it (in its header or an extension's) and declares
    /// no method or property of that name gets a copy as a member of its own — the member's
    /// text lowered again, so that the checker reads it with that type's `self`, as Swift's
    /// default implementation works on the conforming type; a member of its own wins. (What the
    /// copy reports was said once already, where the extension is written.)
    func adoptDefaultImplementations(_ statements: [Int32], _ added: inout [Int32: [Int32]], _ conformances: [Int32: [Int32]], _ bounds: [Int32: Name] = [:]) {
        var defaults: [Int32: [Int32]] = [:]   // protocol name -> its default methods
        for s in statements where nodes[Int(s)].kind == .protocolDecl {
            let methods = (added[nodes[Int(s)].a] ?? []).filter {
                switch nodes[Int($0)].kind {
                case .funcDecl: return FuncFlags(rawValue: nodes[Int($0)].flags).isDisjoint(with: [.requirement, .isStatic])
                case .varDecl:
                    let f = VarFlags(rawValue: nodes[Int($0)].flags)
                    return f.contains(.computed) && !f.contains(.isStatic)
                default: return false
                }
            }
            if !methods.isEmpty { defaults[nodes[Int(s)].a] = methods }
        }
        guard !defaults.isEmpty else { return }
        // The protocols each protocol inherits from (`protocol Fancy: Shape`): a type conforming
        // to one conforms to its parents, and takes their defaults too.
        var parents: [Int32: [Int32]] = [:]
        for s in statements where nodes[Int(s)].kind == .protocolDecl {
            let o = Int(nodes[Int(s)].b), c = o + 2 + Int(extra[o + 1])
            parents[nodes[Int(s)].a] = (0..<Int(extra[c])).map { extra[c + 1 + 2 * $0] }
        }
        for s in statements {
            let x = nodes[Int(s)]
            guard x.kind == .classDecl || x.kind == .structDecl else { continue }
            let o = Int(x.b), header = x.kind == .classDecl ? 3 : 1, count = Int(extra[o + header])
            let c = o + header + 1 + count
            let own = (0..<count).map { extra[o + header + 1 + $0] } + (added[x.a] ?? [])
            var named = (0..<Int(extra[c])).map { extra[c + 1 + 2 * $0] } + stride(from: 0, to: conformances[x.a]?.count ?? 0, by: 2).map { conformances[x.a]![$0] }
            var i = 0
            while i < named.count {
                for q in parents[named[i]] ?? [] where !named.contains(q) { named.append(q) }
                i += 1
            }
            // A method is known by its name and labels (`put(at:)` beside `put(below:)`), a
            // property by its name.
            func key(_ m: Int32) -> [Int32] {
                let x = nodes[Int(m)]
                guard x.kind == .funcDecl else { return [x.a] }
                let o = Int(x.b)
                return [x.a] + (0..<Int(extra[o + 1])).map { extra[o + 2 + 5 * $0] }
            }
            var methodNames = Set(own.filter { nodes[Int($0)].kind == .funcDecl || nodes[Int($0)].kind == .varDecl }.map(key))
            for p in named {
                for m in defaults[p] ?? [] where !methodNames.contains(key(m)) && (bounds[m].map { isOfClass(x, $0, statements) } ?? true) {
                    let before = lexer.diagnostics.count
                    let copy = SwiftLowering(parser: self, base: Int(nodes[Int(m)].start)).lower(end: Int(nodes[Int(m)].end))
                    lexer.diagnostics.removeSubrange(before...)
                    guard copy.count == 1, nodes[Int(copy[0])].kind == nodes[Int(m)].kind else { continue }
                    added[x.a, default: []].append(copy[0])
                    methodNames.insert(key(m))
                }
            }
        }
    }

    /// Whether the class or struct node `x` is of class `bound` (`Self: UIView` of a bound
    /// protocol extension): its superclasses, the file's and then UIKit's, reach it.
    func isOfClass(_ x: Node, _ bound: Name, _ statements: [Int32]) -> Bool {
        let target = names[bound]
        var sup: String? = nil
        var node = x
        for _ in 0..<statements.count + 1 {
            if names[Name(raw: node.a)] == target { return true }
            switch node.kind {
            case .classDecl: sup = names[Name(raw: extra[Int(node.b) + 1])]
            case .structDecl where node.flags & SyntaxTree.referenceSuperclassFlag != 0:
                let o = Int(node.b), c = o + 2 + Int(extra[o + 1])
                sup = names[Name(raw: extra[c + 1])]
            default: return target == "AnyObject" && node.kind == .structDecl && node.flags & 1 != 0
            }
            guard let s = sup else { return false }
            if let next = statements.first(where: { nodes[Int($0)].a == names.intern(s).raw && [.classDecl, .structDecl].contains(nodes[Int($0)].kind) }) {
                node = nodes[Int(next)]
                continue
            }
            // A UIKit class: its superclasses.
            var k: String? = s
            while let c = k { if c == target { return true }; k = FrameworkClasses.superclass[c] }
            return target == "AnyObject"
        }
        return false
    }

    /// The condition of an `if` or `guard`: an expression, `let x = value`, or a list of them.
    func parseConditions() throws -> Int32 {
        var cs: [Int32] = []
        while true {
            if tok.kind == .kwLet || isWord(tok, "var") {
                let kw = advance()
                let name = try expectName("a name after '\(kw.kind == .kwLet ? "let" : "var")'")
                if isPunct(.colon) { while !isPunct(.assign) && tok.kind != .newline && !isPunct(.lBrace) && !atEnd { advance() } }
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
