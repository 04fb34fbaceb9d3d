// The parser: tokens to a SyntaxTree. It never throws and never stops at the first error:
// after a mistake it skips to the end of the statement and goes on, so one run reports every
// error it can (up to `Lexer.maxErrors`). Nesting is bounded (`maxDepth`) so that hostile
// input cannot overflow the stack; a flat chain of operators (`a + b + c + …`) is not nesting
// — it is built in a loop, and every later stage walks such chains without recursing.
//
// A class, so that its recursive descent keeps small stack frames even in debug builds.
// It pulls tokens from the lexer with a small lookahead (no array of every token), and builds
// the compact tree as it goes: a node's children are gathered on a scratch stack and copied
// into the tree's side array when the node is complete.
//
// Grammar (EBNF; docs/language.md carries the full version):
//
//   file       = { stmt sep } ;
//   stmt       = "let" IDENT "=" expr
//              | "@" "inspectable" IDENT "=" expr
//              | "import" STRING
//              | "if" expr block [ "else" ( ifstmt | block ) ]
//              | "for" IDENT "in" expr block
//              | "view" IDENT block                          (* component declaration *)
//              | IDENT { "." IDENT } ":" expr                 (* property *)
//              | IDENT [ "(" args ")" ] block                (* canvas, view, path, Face(...) { } *)
//              | expr ;                                      (* a call: fill(.red) *)
//   block      = "{" { stmt sep } "}" ;
//   expr       = or [ "?" expr ":" expr ] ;
//   or         = and { "||" and } ;     and = cmp { "&&" cmp } ;
//   cmp        = range [ ("=="|"!="|"<"|"<="|">"|">=") range ] ;
//   range      = add [ ("..<"|"...") add ] ;
//   add        = mul { ("+"|"-") mul } ;   mul = unary { ("*"|"/"|"%") unary } ;
//   unary      = ("-"|"!") unary | postfix ;
//   postfix    = primary { "(" args ")" | "[" expr "]" | "." IDENT } ;   (* no space before ( or [ *)
//   primary    = NUMBER | STRING | "true" | "false" | HEXCOLOR | IDENT | "." IDENT
//              | "[" [ expr { "," expr } [","] ] "]" | "(" expr ")" ;
//   args       = [ arg { "," arg } [","] ] ;   arg = [ IDENT ":" ] expr ;

import FoundationEssentials
import Glibc

public final class Parser {
    @exclusivity(unchecked) var lexer: Lexer
    let file: SourceFile
    let names: NameTable
    /// The tree being built: its nodes, lists, statements.
    @exclusivity(unchecked) var nodes: PODBuffer<Node>
    @exclusivity(unchecked) var extra: PODBuffer<Int32>
    @exclusivity(unchecked) var topLevel: [NodeID] = []
    @exclusivity(unchecked) var rootExpression: NodeID?
    /// The current token, and the tokens after it that have been looked at (in order).
    @exclusivity(unchecked) var tok: RawToken
    @exclusivity(unchecked) var la = PODBuffer<RawToken>(capacity: 8)
    @exclusivity(unchecked) var h = 0
    /// Where the last token consumed ends (all that is read of it).
    @exclusivity(unchecked) var prevEnd: Int32 = 0
    @exclusivity(unchecked) var depth = 0
    /// Statements of a Swift slice after its first (SwiftLowering.swift), for `parseStatements`.
    var pendingStatements: [Int32] = []
    /// Whether top-level Swift declarations may be parsed ahead on another core (the file's
    /// own parse, `parse(_:names:deferCanvasBody:)`), and the worker doing it once started
    /// (SwiftPrefetch.swift).
    var prefetches = false
    /// Whether the file's text holds `subscript`: then its Swift code's subscripts are lowered
    /// with the calls of a user subscript too (SwiftLowering.subscriptCall), which the checker
    /// takes when the base is a value of the file's struct or class.
    lazy var declaresSubscripts: Bool = offset(of: Array("subscript".utf8), from: 0) != nil
    var prefetchPolicy = SwiftPrefetch.Policy.auto
    var prefetch: SwiftPrefetch?
    /// The Swift code's `typealias`es, by name: the type each stands for (SwiftLowering).
    var typeAliases: [Name: NodeID] = [:]
    /// SyntaxTree.memberTypeAliases, the aliases declared inside types.
    var memberTypeAliases: [Name: [(owner: Name, type: NodeID)]] = [:]
    /// SyntaxTree.nestedIn, as the lowering finds classes inside classes.
    var nestedIn: [Name: Name] = [:]
    /// The class each `extension P where Self: C` of a protocol of the file binds its members
    /// to, by the extension's node: its default implementations are those conformers' alone
    /// (Parser.adoptDefaultImplementations).
    var selfBounds: [Int32: Name] = [:]
    /// The `static var x: T!` properties of the file's types read so far, by the type's name
    /// (SwiftLowering.isImplicitlyUnwrapped: `Type.x` is unwrapped where Swift needs a value).
    @exclusivity(unchecked) var unwrappedStatics: [String: Set<String>] = [:]
    /// Each class of the file with a superclass, and each plain class (one that is no view nor
    /// layer): its superclass's name (nil for a plain class without one), and its properties
    /// with a setter (SwiftLowering.settableComputed), for its heirs' assignments.
    var classSetters: [String: (superclass: String?, all: Set<String>, bools: Set<String>)] = [:]
    /// Classes read before a base of theirs that may be a class of the file (lowered again
    /// once every class is known: Parser.relowerHeirs).
    var heirsBeforeBases: Set<String> = []
    /// Each class's stored instance properties without accessors (SwiftLowering.classMembers).
    var classStoredVars: [String: Set<String>] = [:]
    /// The stored properties of the file's classes an heir adds observers to (`override var
    /// level: CGFloat { didSet … }` of a base's `var level: CGFloat = 1`), by class: such a
    /// class is lowered again with a setter for each that stores, which the heir's observers
    /// override, as Swift dispatches the property's set (Parser.relowerHeirs).
    var observedByHeirs: [String: Set<String>] = [:]
    /// Whether the file may declare an enum case named `some` (its text holds `case some`):
    /// then `if case .some(let v) = x` is left to match that enum (SwiftLowering.optionalPatternName).
    lazy var mayDeclareCaseSome: Bool = offset(of: Array("case some".utf8), from: 0) != nil
    var frameworkExtensionMembers: [NodeID: Name] = [:]
    /// The Swift loops written with a label (`outer: for …`), by node.
    var loopLabels: [NodeID: Name] = [:]
    /// The names `let x = v` has declared so far: a file's own name hides a Swift 3 constant
    /// of the same spelling (`let kCALineCapRound = 7` is 7 where it is read after).
    var letNames: Set<Name> = []
    /// Whether the file has said `import PlaygroundSupport` at its top: a playground page's
    /// code pasted whole. Its top-level statements after that (`let v = MyView(frame: …)`,
    /// `PlaygroundPage.current.liveView = v`) are the page's script, which sets up its live
    /// view: viewc draws the canvas instead, so they are skipped (`playgroundScript`); its
    /// declarations are read as ever, and an untyped `let` there is Swift's global.
    var playgroundPage = false
    /// The names declared `protocol Name` anywhere in the file (a class whose first inherited
    /// type is one of them has no superclass, wherever the protocol is written): found by a
    /// scan of the text when a class first asks.
    lazy var protocolNames: Set<String> = declaredNames("protocol")
    /// The protocols of the file that Swift's number types alone conform to (`extension Double:
    /// RepeatsAble {}`, and no class, struct, enum or protocol of the file names it among its
    /// inherited types): an extension of one is an extension of the numbers, its `Self` a
    /// Number (SwiftLowering's extensionDecl). Found by a scan of the text when an extension of
    /// a protocol first asks; a name any other declaration inherits is not one.
    lazy var numberOnlyProtocols: Set<String> = {
        var numbers: Set<String> = [], others: Set<String> = []
        let b = file.bytes
        for keyword in ["extension", "class", "struct", "enum", "protocol"] {
            for (n, next) in wordsAfter(keyword) {
                var j = next
                if j < b.count, b[j] == 0x3C {   // a generic clause: its declaration names no protocol we take
                    while j < b.count, b[j] != 0x3E { j += 1 }
                    j += 1; textBlanks(&j)
                }
                guard j < b.count, b[j] == 0x3A else { continue }
                j += 1
                var inherited: [String] = []
                while true {
                    textBlanks(&j)
                    guard let t = textName(&j, dots: true) else { break }
                    inherited.append(String(t.split(separator: ".").last ?? ""))
                    textBlanks(&j)
                    guard j < b.count, b[j] == 0x2C else { break }
                    j += 1
                }
                if keyword == "extension", SwiftLowering.numberTypeNames.contains(n) { numbers.formUnion(inherited) } else { others.formUnion(inherited) }
            }
        }
        return numbers.subtracting(others).intersection(protocolNames)
    }()
    /// Each place the file's text writes `keyword` as a whole word, then blanks and a name: the
    /// name, and the offset past it and the blanks (line breaks too) after it.
    func wordsAfter(_ keyword: String) -> [(name: String, next: Int)] {
        let b = file.bytes, word = Array(keyword.utf8)
        var out: [(name: String, next: Int)] = []
        var k = 0
        while let i = offset(of: word, from: k) {
            var j = i + word.count
            k = i + 1
            guard i == 0 || !Parser.isNameByte(b[i - 1]), j < b.count, b[j] == 0x20 || b[j] == 0x09 else { continue }
            textBlanks(&j)
            guard let n = textName(&j) else { continue }
            textBlanks(&j)
            out.append((n, j))
        }
        return out
    }
    /// A byte of a Swift name (ASCII letters, digits, `_`, and any byte of a non-ASCII letter).
    static func isNameByte(_ c: UInt8) -> Bool { c == 0x5F || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c >= 0x80 }
    /// Moves `j` past the blanks and line breaks of the file's text there.
    func textBlanks(_ j: inout Int) {
        let b = file.bytes
        while j < b.count, b[j] == 0x20 || b[j] == 0x09 || b[j] == 0x0A || b[j] == 0x0D { j += 1 }
    }
    /// The name the file's text writes at `j` (with dots: a qualified one), `j` moved past it.
    func textName(_ j: inout Int, dots: Bool = false) -> String? {
        let b = file.bytes, s = j
        while j < b.count, Parser.isNameByte(b[j]) || (dots && b[j] == 0x2E) { j += 1 }
        return j > s ? String(decoding: b[s..<j], as: UTF8.self) : nil
    }
    /// The names declared `class Name` anywhere in the file: an untyped `let` at the top of the
    /// file whose value makes one (`let maker = CloudMaker()`) is a Swift global, as Swift
    /// reads it, wherever the class is written. Found by a scan of the text when such a `let`
    /// first asks.
    lazy var classNames: Set<String> = declaredNames("class")
    /// The names declared `func name` anywhere in the file: one of Swift's own functions the
    /// lowering writes otherwise (`swap`) is the file's where it declares one.
    lazy var functionNames: Set<String> = declaredNames("func")
    /// The classes of the file that are not views (SwiftLowering.referenceClass): those whose
    /// first inherited type is none or a protocol of the standard library or of the file, and
    /// those inheriting from one of these, wherever each is written (`class RainFace:
    /// InstrumentFace` above `class InstrumentFace`). Found by a scan of the text when a class
    /// with a superclass first asks; a name the text also writes with another superclass (`class
    /// Panel: UIView`, and "class Panel" in a comment) is not one. (An NSObject subclass may be a
    /// namespace of static functions, which no heir of it can tell from the text: not one.)
    lazy var referenceClassNames: Set<String> = {
        var first: [String: [String?]] = [:]
        let b = file.bytes
        for (n, next) in wordsAfter("class") where !["func", "var", "let", "override", "private", "fileprivate", "public", "open", "internal", "final", "static"].contains(n) {
            var j = next
            guard j < b.count else { continue }
            if b[j] == 0x3A {   // `:` and the first inherited type
                j += 1; textBlanks(&j)
                first[n, default: []].append(textName(&j))
            } else {
                first[n, default: []].append(nil)
            }
        }
        let roots = SwiftLowering.standardProtocols.union(protocolNames)
        var out = Set(first.compactMap { n, ss in ss.allSatisfy { s in s.map { roots.contains($0) } ?? true } ? n : nil })
        var grew = true
        while grew {
            grew = false
            for (n, ss) in first where !out.contains(n) {
                if ss.allSatisfy({ s in s.map { roots.contains($0) || out.contains($0) } ?? true }), ss.contains(where: { $0.map(out.contains) ?? false }) {
                    out.insert(n); grew = true
                }
            }
        }
        return out
    }()
    /// Whether the tokens `k` places on are a call of a class the file declares (`CloudMaker(`).
    func makesFileClass(at k: Int) -> Bool {
        peekKind(k - 1) == .assign && peekKind(k) == .identifier && peekKind(k + 1) == .lParen
            && classNames.contains(names[peek(k).name])
    }
    /// The names that follow the keyword `keyword` (a whole word, then blanks) in the file's text.
    func declaredNames(_ keyword: String) -> Set<String> {
        var out: Set<String> = []
        let b = file.bytes, word = Array(keyword.utf8)
        func isName(_ c: UInt8) -> Bool { c == 0x5F || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) }
        var k = 0
        while let i = offset(of: word, from: k) {
            var j = i + word.count
            guard i == 0 || !isName(b[i - 1]), j < b.count, b[j] == 0x20 || b[j] == 0x09 else { k = i + 1; continue }
            while j < b.count, b[j] == 0x20 || b[j] == 0x09 { j += 1 }
            let s = j
            while j < b.count, isName(b[j]) { j += 1 }
            if j > s { out.insert(String(decoding: b[s..<j], as: UTF8.self)) }
            k = j
        }
        return out
    }
    /// How many times the file writes `name` as a whole word (in code, comments and strings
    /// alike): 1 for a class named only where it is declared.
    func wordCount(_ name: String) -> Int {
        let b = file.bytes, word = Array(name.utf8)
        func isName(_ c: UInt8) -> Bool { c == 0x5F || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c >= 0x80 }
        var n = 0, k = 0
        while let i = offset(of: word, from: k) {
            let j = i + word.count
            if (i == 0 || !isName(b[i - 1])) && (j >= b.count || !isName(b[j])) { n += 1 }
            k = i + 1
        }
        return n
    }
    /// The offset of the first `word` written in the file's bytes at or after `from`, or nil:
    /// memchr finds its first byte, and the rest is compared in place (no copy of the text).
    func offset(of word: [UInt8], from: Int) -> Int? {
        guard let b = file.bytes.baseAddress, let first = word.first else { return nil }
        let n = file.bytes.count
        var k = from
        while k + word.count <= n {
            guard let hit = memchr(b + k, Int32(first), n - word.count + 1 - k) else { return nil }
            let i = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - b
            if memcmp(b + i, word, word.count) == 0 { return i }
            k = i + 1
        }
        return nil
    }
    /// The names of the properties declared `T!` in the file's types (`var flag: Bool!`), and
    /// of none declared otherwise: another object's such property is unwrapped where Swift needs
    /// its value (`if other.flag`), as the class's own are. Found by a scan of the text when a
    /// member is first read.
    var unwrappedMemberNames: Set<String> {
        if let found = unwrappedMemberNamesFound { return found }
        let found = findUnwrappedMemberNames()
        unwrappedMemberNamesFound = found
        return found
    }
    /// (Found once; read without the dynamic exclusivity check a lazy property's every read
    /// made, as SwiftLowering.isImplicitlyUnwrapped reads it for every expression it lowers.)
    @exclusivity(unchecked) private var unwrappedMemberNamesFound: Set<String>?
    private func findUnwrappedMemberNames() -> Set<String> {
        var unwrapped: Set<String> = [], other: Set<String> = []
        let b = file.bytes
        func isName(_ c: UInt8) -> Bool { c == 0x5F || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) }
        func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }
        var i = 0
        while i + 4 < b.count {
            // `var` or `let`, a name (or names and commas: `var start, end: CGPoint!` makes each
            // the type), `:`, the type up to `=`, a brace, `;`, a comment or the line's end.
            guard (b[i] == 0x76 && b[i + 1] == 0x61 && b[i + 2] == 0x72) || (b[i] == 0x6C && b[i + 1] == 0x65 && b[i + 2] == 0x74),
                  i == 0 || !isName(b[i - 1]), isBlank(b[i + 3]) else { i += 1; continue }
            var j = i + 3
            var spans: [Range<Int>] = []
            while true {
                while j < b.count, isBlank(b[j]) { j += 1 }
                let s = j
                while j < b.count, isName(b[j]) { j += 1 }
                guard j > s else { break }
                spans.append(s..<j)
                while j < b.count, isBlank(b[j]) { j += 1 }
                guard j < b.count, b[j] == 0x2C else { break }
                j += 1
            }
            guard !spans.isEmpty, j < b.count, b[j] == 0x3A else { i = max(spans.last?.upperBound ?? j, i + 3); continue }
            j += 1
            var last: UInt8 = 0
            while j < b.count, b[j] != 0x3D, b[j] != 0x7B, b[j] != 0x7D, b[j] != 0x3B, b[j] != 0x0A, b[j] != 0x0D,
                  !(b[j] == 0x2F && j + 1 < b.count && b[j + 1] == 0x2F) {
                if !isBlank(b[j]) { last = b[j] }
                j += 1
            }
            for span in spans {
                let name = String(decoding: b[span], as: UTF8.self)
                if last == 0x21 { unwrapped.insert(name) } else { other.insert(name) }
            }
            i = j
        }
        return unwrapped.subtracting(other)
    }
    /// Child ids (and argument triples) of nodes being built.
    @exclusivity(unchecked) var scratch = PODBuffer<Int32>(capacity: 256)
    /// What each name means where a statement starts, by name id (`word(_:)`).
    @exclusivity(unchecked) var words: [Word] = []
    enum Word: UInt8 {
        case unknown, plain
        /// Words that start Swift (`startsSwift`): `init`, `return`, constructs outside the
        /// subset, `switch` and `guard`, the other declaration words.
        case initWord, returnWord, unsupported, switchOrGuard, swiftStart
        /// `view Name { … }` and `@inspectable`.
        case view, inspectable
    }
    /// The kinds of declaration Swift's `import KIND Module.name` names (`let` is a keyword here).
    static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "var", "func"]
    /// Deepest nesting of blocks and expressions accepted.
    public static let maxDepth = 200
    struct Bail: Error {}
    /// Whether to skip the first top-level canvas's body, and the block whose body was skipped.
    var defersCanvasBody = false
    var deferredBlock: Int32?

    init(file: SourceFile, names: NameTable) {
        lexer = Lexer(file: file, names: names)
        self.file = file; self.names = names
        // About one node per 7 bytes and one word of lists per 4 (measured on drawings);
        // what is not used is given back when the tree is made.
        nodes = PODBuffer(capacity: file.bytes.count / 6 + 16)
        extra = PODBuffer(capacity: file.bytes.count / 3 + 16)
        tok = RawToken(kind: .eof, spaceBefore: true, flag: false, start: 0, end: 0, payload: 0)
        if file.invalidText == nil { tok = lexer.next() }
    }

    /// A parser that goes on reading `tree`'s file at byte `offset`, inside a block, appending
    /// to the tree's nodes, lists and strings (DeferredBodyParser owns it and hands them back).
    /// Its current token is the block's `{`: the caller reads the first token of the body with
    /// the tree's strings in the lexer (a string literal's payload is its index there).
    init(continuing tree: SyntaxTree, at offset: Int) {
        file = tree.file; names = tree.names
        lexer = Lexer(file: tree.file, names: tree.names)
        lexer.i = offset
        lexer.startInsideBrace()   // inside the block's '{'
        lexer.space = false    // as right after the '{'
        nodes = tree.nodeStore
        extra = tree.extraStore
        depth = 1              // the block's own level, as parseBlock counts it
        tok = RawToken(kind: .lBrace, spaceBefore: true, flag: false, start: Int32(offset - 1), end: Int32(offset), payload: 0)
        prevEnd = tok.end
    }

    deinit { scratch.free(); la.free() }

    /// In a file read in windows: how far ahead of what it reads the next window is read
    /// (scanBlock, DeferredBodyParser), and how far short of the text read in the lexer must
    /// have stopped (it looks a few bytes past a token) for what it read to have been there.
    static let windowSlack = 1 << 18
    static let windowMargin = 64

    /// The bytes `scanBlock` stops at inside a statement: new line, `"`, `/`, `;`, `{`, `}`.
    @inline(__always) static func scanStops(_ c: UInt8) -> Bool {
        let low: UInt64 = 1 << 0x0A | 1 << 0x22 | 1 << 0x2F | 1 << 0x3B
        let high: UInt64 = 1 << (0x7B - 64) | 1 << (0x7D - 64)
        return c < 64 ? low >> UInt64(c) & 1 != 0 : c < 128 && high >> UInt64(c - 64) & 1 != 0
    }

    /// Whether one of the 8 bytes at `q` is one that `scanStops` (each compared at once, in
    /// one word: a byte of `w ^ pattern` is zero where `w` has the pattern's byte). The
    /// standard library's SIMD types are no help here: their `any` is not one instruction.
    @inline(__always) static func holdsScanStop(_ q: UnsafeRawPointer) -> Bool {
        let w = q.loadUnaligned(as: UInt64.self)
        let ones: UInt64 = 0x0101_0101_0101_0101
        @inline(__always) func hasZeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & (ones << 7) }
        return hasZeroByte(w ^ (ones &* 0x0A)) | hasZeroByte(w ^ (ones &* 0x22)) | hasZeroByte(w ^ (ones &* 0x2F))
            | hasZeroByte(w ^ (ones &* 0x3B)) | hasZeroByte(w ^ (ones &* 0x7B)) | hasZeroByte(w ^ (ones &* 0x7D)) != 0
    }

    /// Whether the word `class` is written in the file's bytes `from..<to` (anywhere: in a
    /// comment or a string too). A file with a Swift class never runs a deferred canvas body
    /// (Runner.evaluate), so its canvas body is parsed with the rest rather than skipped and
    /// the whole file parsed again; the bytes outside the canvas body are looked at, not the
    /// body's, so a drawing of many paths pays nothing for it.
    func mentionsClass(_ from: Int, _ to: Int) -> Bool {
        guard let b = file.bytes.baseAddress else { return false }
        var k = from
        while k + 5 <= to {
            guard let hit = memchr(b + k, 0x63, to - k - 4) else { return false }   // 'c'
            let i = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - b
            if b[i + 1] == 0x6C, b[i + 2] == 0x61, b[i + 3] == 0x73, b[i + 4] == 0x73,
               i == 0 || !SwiftExtent.isWordByte(b[i - 1]), i + 5 == to || !SwiftExtent.isWordByte(b[i + 5]) { return true }
            k = i + 1
        }
        return false
    }

    /// Where the block whose `{` starts at `open` ends: the offset of its closing '}', and how
    /// many statements it holds at most (lines and ';'-separated parts at its own level that
    /// hold more than blanks and comments). The scan knows what the lexer knows that can hide a
    /// brace: string literals (one line, `\` escapes) and comments (`//`, nested `/* */`). Nil
    /// for anything it is not sure of (an unterminated string or comment, a backslash before a
    /// line's end, no closing brace): the block is then parsed whole.
    ///
    /// In a file read in windows (SourceFile.readingInWindows), the scan reads the body a
    /// window ahead and lets go what it has scanned. Text not read in reads as zeros, which
    /// stop nothing: a string, comment or line running past the window scans on to the end and
    /// gives nil (the whole text is then parsed), never a brace that is not there.
    func scanBlock(from open: Int) -> (close: Int, statements: Int)? {
        let n = lexer.n
        guard let b = file.bytes.baseAddress else { return nil }
        var k = open + 1, level = 0, statements = 0, fresh = true
        // Read to `readTo`; let go before `letGoTo`.
        let windows = file.readsInWindows
        var readTo = windows ? open + 1 : n, letGoTo = open + 1
        while k < n {
            if k + Parser.windowSlack > readTo && readTo < n {
                let end = min(n, max(readTo, k) + SourceFile.windowBytes)
                guard file.readIn(readTo..<end) else { return nil }
                readTo = end
                if k - Parser.windowSlack > letGoTo {
                    file.letGo(letGoTo..<k - Parser.windowSlack)
                    // (On a page's start: `letGo` hands back whole pages.)
                    letGoTo = (k - Parser.windowSlack) & ~0xFFF
                }
            }
            // Inside a statement only a few bytes matter: over the rest eight at a time (a
            // line of a drawing is mostly numbers), then a byte at a time to the stop.
            if !fresh || level > 0 {
                while k + 8 <= n && !Parser.holdsScanStop(UnsafeRawPointer(b + k)) { k += 8 }
                while k < n && !Parser.scanStops(b[k]) { k += 1 }
                if k >= n { break }
            }
            let c = b[k]
            if c == 0x20 { k += 1; continue }   // a line's indentation, without the switch's jump table
            if c == 0x2F && k + 1 < n && b[k + 1] == 0x2F {   // a line comment: up to its new line
                guard let q = memchr(b + k, 0x0A, n - k) else { return nil }
                k = b.distance(to: q.assumingMemoryBound(to: UInt8.self))
                continue
            }
            if c == 0x2F && k + 1 < n && b[k + 1] == 0x2A {   // a block comment, nested
                guard let e = Lexer.blockCommentEnd(b, k, n) else { return nil }
                k = e
                continue
            }
            switch c {
            case 0x20, 0x09, 0x0D: break
            case 0x0A, 0x3B: if level == 0 { fresh = true }
            case 0x7D:
                if level == 0 { return (k, statements) }
                level -= 1
            default:
                if level == 0 && fresh { statements += 1; fresh = false }
                if c == 0x7B {
                    level += 1
                } else if c == 0x22 {   // "…"
                    k += 1
                    while true {
                        guard k < n, b[k] != 0x0A else { return nil }
                        if b[k] == 0x5C {
                            if k + 1 >= n || b[k + 1] == 0x0A { return nil }
                            k += 2; continue
                        }
                        if b[k] == 0x22 { break }
                        k += 1
                    }
                }
            }
            k += 1
        }
        return nil
    }

    /// Parses a whole file. `names` is the compile's name table (a new one by default).
    /// With `deferCanvasBody`, the body of the first top-level `canvas(…) { … }` is skipped
    /// (a scan finds its closing brace) and recorded in the block node (flags 2, AST.swift),
    /// for `DeferredBodyParser` to read one statement at a time while the canvas runs.
    public static func parse(_ file: SourceFile, names: NameTable = NameTable(), deferCanvasBody: Bool = false) -> SyntaxTree {
        parse(file, names: names, deferCanvasBody: deferCanvasBody, prefetch: .auto).tree
    }

    /// `parse`, with its top-level Swift parsed ahead as `prefetch` says; also the worker that
    /// did, if one was started.
    static func parse(_ file: SourceFile, names: NameTable = NameTable(), deferCanvasBody: Bool = false,
                      prefetch: SwiftPrefetch.Policy) -> (tree: SyntaxTree, prefetch: SwiftPrefetch?) {
        // A file read in windows (SourceFile.readingInWindows) holds its first window, and the
        // scan reads the deferred body's (Parser.scanBlock) and the text after it: a tree
        // whose canvas body is deferred and opens within that first window was read from text
        // that was there, and is the tree of the whole text. Anything else is parsed again from
        // the text read back whole (as is a parse that does not defer).
        if file.readsInWindows {
            // (Read in again: a body run before, abandoned, has let it go.)
            if deferCanvasBody, file.invalidText == nil, file.readIn(0..<SourceFile.windowBytes) {
                let parser = Parser(file: file, names: names)
                parser.prefetchPolicy = .never
                let tree = parser.parseFile(deferCanvasBody: true)
                if tree.diagnostics.isEmpty, let b = tree.deferredBlock, let d = tree.deferredBody(b),
                   Int(d.start) + Parser.windowMargin <= min(file.bytes.count, SourceFile.windowBytes) {
                    return (tree, nil)
                }
            }
            _ = file.readTextBack()
        }
        let parser = Parser(file: file, names: names)
        parser.prefetchPolicy = prefetch
        let tree = parser.parseFile(deferCanvasBody: deferCanvasBody)
        return (tree, parser.prefetch)
    }

    private func parseFile(deferCanvasBody: Bool) -> SyntaxTree {
        defersCanvasBody = deferCanvasBody
        if reportInvalidText() { return finish() }
        prefetches = true
        let statements = parseStatements(topLevel: true)
        prefetch?.stop()
        prefetches = false
        topLevel = mergeExtensions(relowerHeirs(statements)).map { NodeID($0) }
        let tree = finish()
        tree.deferredBlock = deferredBlock.map { NodeID($0) }
        return tree
    }

    /// Parses a whole file as one expression (a `-D` value): the tree and its expression, nil
    /// when it has errors.
    public static func parseExpression(_ file: SourceFile, names: NameTable = NameTable()) -> (tree: SyntaxTree, expression: NodeID?) {
        let parser = Parser(file: file, names: names)
        if parser.reportInvalidText() { return (parser.finish(), nil) }
        parser.skipNewlines()
        guard let e = try? parser.parseExpr() else { return (parser.finish(), nil) }
        parser.skipNewlines()
        if !parser.atEnd {
            parser.error("unexpected \(parser.describe(parser.tok)) after the value", parser.range(parser.tok))
        }
        parser.rootExpression = NodeID(e)
        let tree = parser.finish()
        return (tree, tree.diagnostics.isEmpty ? NodeID(e) : nil)
    }

    /// Text that is not UTF-8 (or holds a NUL) is one error at its first bad byte, shown
    /// escaped; nothing else of such a file is read.
    func reportInvalidText() -> Bool {
        guard let bad = file.invalidText else { return false }
        let bytes = file.bytes[bad.offset..<bad.offset + bad.length]
        let shown = bytes.map { "\\x" + String($0, radix: 16, uppercase: true).leftPadded(2) }.joined()
        let message = bytes.first == 0
            ? "a NUL byte (\\x00) is not text; a .view file is UTF-8 text"
            : "invalid UTF-8 (\(shown)); a .view file is UTF-8 text"
        lexer.report(.error(message, at: SourceRange(fileID: file.id, lower: Int32(bad.offset), upper: Int32(bad.offset + bad.length))))
        return true
    }

    /// The tree with the lexer's strings and every diagnostic, in the order of the text.
    func finish() -> SyntaxTree {
        let diagnostics = lexer.diagnostics.enumerated()
            .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }.map(\.element)
        nodes.shrink()
        extra.shrink()
        let tree = SyntaxTree(file: file, names: names, nodes: nodes, extra: extra, strings: lexer.strings,
                              topLevel: topLevel, rootExpression: rootExpression, diagnostics: diagnostics)
        tree.typeAliases = typeAliases
        tree.memberTypeAliases = memberTypeAliases
        tree.nestedIn = nestedIn
        tree.frameworkExtensionMembers = frameworkExtensionMembers
        tree.loopLabels = loopLabels
        return tree
    }

    // MARK: tokens

    /// The token `k` places after the current one (0: the current one).
    func peek(_ k: Int) -> RawToken {
        if k == 0 { return tok }
        while h + k > la.count { la.append(lexer.next()) }
        return la[h + k - 1]
    }
    func peekKind(_ k: Int) -> TK { peek(k).kind }
    @discardableResult
    @inline(__always)
    func advance() -> RawToken {
        let t = tok
        if t.kind != .eof {
            prevEnd = t.end
            if h < la.count {
                tok = la[h]
                h += 1
                if h == la.count { la.truncate(to: 0); h = 0 }
            } else {
                tok = lexer.next()
            }
        }
        return t
    }
    func isPunct(_ k: TK) -> Bool { tok.kind == k }
    var atEnd: Bool { tok.kind == .eof }
    func range(_ t: RawToken) -> SourceRange { SourceRange(fileID: file.id, lower: t.start, upper: t.end) }

    func error(_ msg: String, _ r: SourceRange) {
        // One error per spot: a second message at the same place is noise (the lexer has
        // already reported the text of an invalid token).
        lexer.report(.error(msg, at: r))
    }

    func describe(_ t: RawToken) -> String {
        switch t.kind {
        case .identifier: return "'\(names[t.name])'"
        case .number: return "a number"
        case .string: return "a string"
        case .hexColor: return "'#\(String(decoding: file.bytes[Int(t.start) + 1..<Int(t.end)], as: UTF8.self))'"
        case .newline: return "the end of the line"
        case .eof: return "the end of the file"
        case .invalid: return "invalid text"
        default: return "'\(t.kind.spelling)'"
        }
    }

    func expectPunct(_ k: TK, _ what: String) throws -> RawToken {
        if isPunct(k) { return advance() }
        error("expected '\(k.spelling)' \(what), found \(describe(tok))", range(tok))
        throw Bail()
    }

    func expectName(_ what: String) throws -> RawToken {
        if tok.kind == .identifier { return advance() }
        if tok.kind.isKeyword {
            error("'\(tok.kind.spelling)' is a keyword and cannot be used as \(what)", range(tok)); throw Bail()
        }
        error("expected \(what), found \(describe(tok))", range(tok))
        throw Bail()
    }

    func skipNewlines() { while tok.kind == .newline || tok.kind == .semicolon { advance() } }

    /// Skips to the end of the broken statement: a newline or ';' at this brace depth, or the
    /// '}' that closes the block (left for the caller).
    func synchronize() {
        var braces = 0
        while !atEnd {
            switch tok.kind {
            case .newline where braces == 0, .semicolon where braces == 0: return
            case .lBrace: braces += 1
            case .rBrace:
                if braces == 0 { return }
                braces -= 1
            default: break
            }
            advance()
        }
    }

    func enter(_ r: SourceRange) throws {
        depth += 1
        if depth > Parser.maxDepth {
            depth -= 1  // the caller's `defer` is not set up yet
            error("nesting is deeper than \(Parser.maxDepth) levels", r)
            throw Bail()
        }
    }

    // MARK: building nodes

    func node(_ kind: NodeKind, _ start: Int32, _ end: Int32, a: Int32 = 0, b: Int32 = 0,
                       op: Operator = .none, flags: UInt16 = 0) -> Int32 {
        nodes.append(Node(kind: kind, op: op, flags: flags, start: start, end: end, a: a, b: b))
        return Int32(nodes.count - 1)
    }
    /// Moves the scratch words from `mark` on into the side array; returns their offset.
    func flush(_ mark: Int) -> Int32 {
        let o = Int32(extra.count)
        extra.append(contentsOf: scratch.suffix(from: mark))
        scratch.truncate(to: mark)
        return o
    }
    func end(_ n: Int32) -> Int32 { nodes[Int(n)].end }
    func start(_ n: Int32) -> Int32 { nodes[Int(n)].start }

    // MARK: statements

    /// Parses statements up to the end of the file or block; returns their ids.
    func parseStatements(topLevel: Bool) -> [Int32] {
        // Room for a usual block at once (a path's is 9 statements): grown from empty, the
        // array would be reallocated at 1, 2, 4, 8 and 16.
        var out: [Int32] = []
        out.reserveCapacity(16)
        while true {
            skipNewlines()
            if atEnd { break }
            if isPunct(.rBrace) {
                if topLevel { error("unexpected '}' with no open block", range(tok)); advance(); continue }
                break
            }
            if topLevel, playgroundPage, playgroundScript() {
                resume(at: SwiftExtent.end(of: file.bytes, from: Int(tok.start), limit: file.invalidText?.offset ?? file.bytes.count))
                continue
            }
            let before = tok.start
            let smark = scratch.count
            do {
                let s = try parseStatement()
                out.append(s)
                if !pendingStatements.isEmpty { out += pendingStatements; pendingStatements = [] }
                if !(tok.kind == .newline || isPunct(.semicolon) || isPunct(.rBrace) || atEnd) {
                    if isPunct(.lBrace) {
                        // Most often a block being typed (a half-written `view {`): a syntax
                        // error at the brace says what a brace may follow.
                        error("expected a new line or ';' after the statement, found '{' (a block opens after a view kind, a component or a control statement's condition: 'view { … }', 'if c { … }')", range(tok))
                    } else if tok.kind == .identifier, ["as", "is"].contains(names[tok.name]) {
                        _ = subsetError("type casts ('as', 'is')", range(tok))
                    } else {
                        error("expected a new line or ';' after the statement, found \(describe(tok))", range(tok))
                    }
                    synchronize()
                }
            } catch {
                scratch.truncate(to: smark)   // what the broken statement left
                synchronize()
                if tok.start == before && !atEnd { advance() }
            }
        }
        return out
    }

    /// `{ … }`: the statements of a block, and the '}' that closed it.
    func parseBlock(_ what: String) throws -> [Int32] {
        let open = try expectPunct(.lBrace, "to open \(what)")
        do { try enter(range(open)) } catch {
            // Too deep: skip the whole block, so that its inner levels do not each report again.
            var open = 1
            while !atEnd && open > 0 {
                if isPunct(.lBrace) { open += 1 } else if isPunct(.rBrace) { open -= 1 }
                advance()
            }
            throw error
        }
        defer { depth -= 1 }
        let body = parseStatements(topLevel: false)
        if isPunct(.rBrace) { advance() } else {
            error("expected '}' to close \(what) opened at \(range(open).shortDescription.split(separator: "-")[0])", range(tok))
            throw Bail()
        }
        return body
    }

    /// Appends `count, ids…` to the scratch stack.
    func pushList(_ ids: [Int32]) {
        scratch.append(Int32(ids.count))
        scratch.append(contentsOf: ids)
    }

    func parseStatement() throws -> Int32 {
        let start = tok
        switch tok.kind {
        case .kwLet:
            // `let x: T = v` and `let x: T` (set later) are the Swift subset's, and so is every
            // `let` at the top of a playground page (a global of its script).
            if peekKind(1) == .identifier, peekKind(2) == .colon || peekKind(2) == .newline || peekKind(2) == .semicolon
                || playgroundPage && depth == 0 || depth == 0 && makesFileClass(at: 3) {
                return try parseSwift()
            }
            advance()
            let name = try expectName("a name after 'let'")
            letNames.insert(name.name)
            _ = try expectPunct(.assign, "after the name in 'let \(names[name.name])'")
            let v = try parseExpr()
            let mark = scratch.count
            scratch.append(name.start); scratch.append(v)
            return node(.letBinding, start.start, end(v), a: name.name.raw, b: flush(mark))
        case .at:
            if peekKind(1) != .identifier || word(peek(1).name) != .inspectable { return try parseSwift() }
            advance()
            _ = try expectName("an attribute name after '@'")   // '@inspectable' (others: parseSwift)
            if tok.kind == .kwLet { advance() }
            let name = try expectName("a parameter name after '@inspectable'")
            _ = try expectPunct(.assign, "and a default value after '@inspectable \(names[name.name])' (the default gives its type)")
            let v = try parseExpr()
            let mark = scratch.count
            scratch.append(name.start); scratch.append(v)
            return node(.inspectable, start.start, end(v), a: name.name.raw, b: flush(mark))
        case .kwImport:
            advance()
            // `import func Darwin.sqrt`, `import struct CoreGraphics.CGFloat`: Swift's import of
            // one declaration of a module imports, here, what importing the module does.
            if tok.kind == .kwLet || tok.kind == .identifier && Parser.importKinds.contains(names[tok.name]),
               peekKind(1) == .identifier { advance() }
            if tok.kind == .identifier {
                // `import UIKit` atop pasted Swift: the module is known already.
                let m = advance()
                if depth == 0, names[m.name] == "PlaygroundSupport" { playgroundPage = true }
                // `import UIKit.UIColor`: a part of a module is known with the module.
                var end = m.end
                while tok.kind == .dot, peekKind(1) == .identifier { advance(); end = advance().end }
                return node(.importFile, start.start, end, a: m.name.raw, b: m.start, flags: 1)
            }
            guard tok.kind == .string else {
                error("expected a file name in quotes after 'import'", range(tok)); throw Bail()
            }
            let t = advance()
            return node(.importFile, start.start, t.end, a: Int32(t.payload), b: t.start)
        case .kwIf:
            return try parseIf()
        case .kwFor:
            advance()
            let name = try expectName("a loop variable after 'for'")
            guard tok.kind == .kwIn else {
                error("expected 'in' after 'for \(names[name.name])'", range(tok)); throw Bail()
            }
            advance()
            let seq = try parseExpr()
            let body = try parseBlock("the loop body")
            let mark = scratch.count
            scratch.append(name.start); scratch.append(seq); pushList(body)
            return node(.forStmt, start.start, prevEnd, a: name.name.raw, b: flush(mark))
        case .kwElse:
            error("'else' without an 'if' before it", range(tok)); throw Bail()
        case .identifier:
            let name = tok.name
            if startsSwift() { return try parseSwift() }
            // view Name { … } declares a component.
            if word(name) == .view, peekKind(1) == .identifier, peekKind(2) == .lBrace {
                advance()
                let cname = advance()
                let body = try parseBlock("the component '\(names[cname.name])'")
                let mark = scratch.count
                scratch.append(cname.start); pushList(body)
                return node(.component, start.start, prevEnd, a: cname.name.raw, b: flush(mark))
            }
            // name: value  /  layer.cornerRadius: value
            var k = 1
            while peekKind(k) == .dot, peekKind(k + 1) == .identifier { k += 2 }
            if peekKind(k) == .colon {
                let mark = scratch.count
                var last = start
                var path: [Int32] = []
                for _ in 0..<((k + 1) / 2) {
                    let t = advance()
                    if t.kind == .identifier { path.append(t.name.raw) }
                    last = t
                    if isPunct(.dot) { advance() }
                }
                advance()  // ':'
                skipNewlinesInValue()
                let v = try parseExpr()
                scratch.append(last.end); scratch.append(Int32(path.count)); scratch.append(contentsOf: path)
                return node(.property, start.start, end(v), a: v, b: flush(mark))
            }
            // kind { … }
            if peekKind(1) == .lBrace {
                let t = advance()
                let body = try parseBlock("'\(names[name])'")
                let mark = scratch.count
                scratch.append(t.start); scratch.append(-1); pushList(body)
                return node(.block, start.start, prevEnd, a: name.raw, b: flush(mark))
            }
            let e = try parseExpr()
            if isPunct(.lBrace), nodes[Int(e)].kind == .call, nodes[Int(nodes[Int(e)].a)].kind == .identifier {
                let callee = Int(nodes[Int(e)].a)
                let kind = Name(raw: nodes[callee].a)
                var deferred: (start: Int32, close: Int32, statements: Int32)?
                let body: [Int32]
                if defersCanvasBody, deferredBlock == nil, depth == 0, h == la.count, names[kind] == "canvas",
                   !mentionsClass(0, Int(tok.start)), let scan = scanBlock(from: Int(tok.start)),
                   file.readIn(scan.close..<file.bytes.count), !mentionsClass(scan.close, lexer.n) {
                    // The body is read later, a statement at a time (DeferredBodyParser).
                    deferred = (tok.end, Int32(scan.close), Int32(scan.statements))
                    lexer.i = scan.close
                    lexer.space = true
                    advance()   // '{': the lexer reads the '}' next
                    guard isPunct(.rBrace), tok.start == Int32(scan.close) else {
                        // Cannot happen; were it to, the error makes the caller parse the file whole.
                        error("the canvas body's scan and the lexer disagree", range(tok)); throw Bail()
                    }
                    advance()
                    body = []
                } else {
                    body = try parseBlock("'\(names[kind])'")
                }
                // The arguments, copied from the call.
                let co = Int(nodes[Int(e)].b)
                let argc = Int(extra[co])
                let mark = scratch.count
                scratch.append(nodes[callee].start); scratch.append(Int32(argc))
                if nodes[Int(e)].flags & SyntaxTree.unlabeledCall != 0 {
                    for k in 0..<argc { scratch.append(-1); scratch.append(0); scratch.append(extra[co + 1 + k]) }
                } else {
                    for k in co + 1..<co + 1 + 3 * argc { scratch.append(extra[k]) }
                }
                pushList(body)
                guard let d = deferred else { return node(.block, start.start, prevEnd, a: kind.raw, b: flush(mark)) }
                scratch.append(d.start); scratch.append(d.close); scratch.append(d.statements)
                let n = node(.block, start.start, prevEnd, a: kind.raw, b: flush(mark), flags: SyntaxTree.deferredBody)
                deferredBlock = n
                return n
            }
            if isPunct(.lBrace), nodes[Int(e)].kind == .call { throw subsetError("closures (a trailing closure)", range(tok)) }
            if let a = try parseAssignment(e) { return a }
            return node(.expression, self.start(e), end(e), a: e)
        default:
            let e = try parseExpr()
            if let a = try parseAssignment(e) { return a }
            return node(.expression, self.start(e), end(e), a: e)
        }
    }

    func skipNewlinesInValue() {
        // `frame:` followed by the value on the next line is allowed.
        while tok.kind == .newline { advance() }
    }

    func parseIf() throws -> Int32 {
        let start = advance()
        let cond = try parseConditions()
        let then = try parseBlock("the 'if' body")
        var elseBody: [Int32]? = nil
        // `else` may sit on the line after the closing brace.
        var look = 0
        while peekKind(look) == .newline { look += 1 }
        if peekKind(look) == .kwElse {
            for _ in 0..<look { advance() }
            advance()
            if tok.kind == .kwIf {
                // An else-if chain nests (each later stage recurses through it): bound it too.
                try enter(range(tok))
                defer { depth -= 1 }
                elseBody = [try parseIf()]
            } else {
                elseBody = try parseBlock("the 'else' body")
            }
        }
        let mark = scratch.count
        pushList(then)
        if let e = elseBody { pushList(e) } else { scratch.append(-1) }
        return node(.ifStmt, start.start, prevEnd, a: cond, b: flush(mark))
    }

    // MARK: expressions

    public func parseExpr() throws -> Int32 { try parseExpr(first: nil) }

    /// An expression; `first`, when given, is its first primary, already read.
    func parseExpr(first: Int32?) throws -> Int32 {
        try enter(range(tok))
        defer { depth -= 1 }
        let c = try parseBinary(0, first: first)
        if isPunct(.question), !tok.spaceBefore, peekKind(1) == .dot, !peek(1).spaceBefore {
            throw subsetError("optional chaining ('?.'; unwrap with 'guard let' or 'if let')", range(tok))
        }
        if isPunct(.question), peekKind(1) == .question, !peek(1).spaceBefore {
            throw subsetError("'??'", range(tok))
        }
        if isPunct(.question) {
            advance(); skipNewlines()
            let a = try parseExpr()
            skipNewlinesInValue()
            _ = try expectPunct(.colon, "between the two branches of '?:'")
            skipNewlines()
            let b = try parseExpr()
            let mark = scratch.count
            scratch.append(a); scratch.append(b)
            return node(.ternary, start(c), end(b), a: c, b: flush(mark))
        }
        return c
    }

    /// The binary operator of a token and its precedence level (0 loosest), or nil.
    @inline(__always)
    static func binaryOperator(_ k: TK) -> (op: Operator, level: Int)? {
        switch k {
        case .or: return (.or, 0)
        case .and: return (.and, 1)
        case .eq: return (.eq, 2)
        case .ne: return (.ne, 2)
        case .lt: return (.lt, 2)
        case .le: return (.le, 2)
        case .gt: return (.gt, 2)
        case .ge: return (.ge, 2)
        case .halfOpen: return (.halfOpen, 3)
        case .closed: return (.closed, 3)
        case .plus: return (.add, 4)
        case .minus: return (.sub, 4)
        case .star: return (.mul, 5)
        case .slash: return (.div, 5)
        case .percent: return (.rem, 5)
        default: return nil
        }
    }

    /// Operators of `minLevel` and tighter, by precedence climbing: a chain of one level
    /// (`1 + 1 + …`) is a loop here, not recursion, and not nesting — every later stage walks
    /// its left side in a loop too, so no stack bounds its length. Comparisons and ranges do not chain.
    func parseBinary(_ minLevel: Int, first: Int32? = nil) throws -> Int32 {
        var lhs = try first.map { try parsePostfix(first: $0) } ?? parseUnary()
        while let (op, level) = Parser.binaryOperator(tok.kind), level >= minLevel {
            // `x += 1`: a compound assignment, which the statement parser takes.
            if level >= 4, op != .rem, peekKind(1) == .assign, !peek(1).spaceBefore { break }
            advance()
            skipNewlines()
            let rhs = try parseBinary(level + 1)
            lhs = node(.binary, start(lhs), end(rhs), a: lhs, b: rhs, op: op)
            if level == 2 || level == 3, let (op2, level2) = Parser.binaryOperator(tok.kind), level2 == level {
                error("'\(op.spelling)' and '\(op2.spelling)' cannot be chained; add parentheses", range(tok))
                throw Bail()
            }
        }
        return lhs
    }

    func parseUnary() throws -> Int32 {
        if tok.kind == .minus || tok.kind == .not {
            let t = advance()
            try enter(range(t))
            defer { depth -= 1 }
            let e = try parseUnary()
            return node(.unary, t.start, end(e), a: e, op: t.kind == .minus ? .neg : .not)
        }
        return try parsePostfix()
    }

    func parsePostfix(first: Int32? = nil) throws -> Int32 {
        var e = try first ?? parsePrimary()
        var chained = 0  // `a.b.c…`, `f()()…`, `a[0][0]…` and `x!!…` nest like operators do
        defer { depth -= chained }
        while true {
            if (isPunct(.lParen) || isPunct(.lBracket) || isPunct(.not)) && !tok.spaceBefore || isPunct(.dot) {
                try enter(range(tok)); chained += 1
            }
            if isPunct(.lParen) && !tok.spaceBefore {
                let mark = scratch.count
                scratch.append(0)   // the count, filled in below
                try parseArgs()
                let argc = (scratch.count - mark - 1) / 3
                scratch[mark] = Int32(argc)
                // Arguments without labels (`Point(x, y)`, `rgb(r, g, b)`: most calls of a
                // large drawing) are kept as their values alone, flagged on the node.
                var unlabeled = true
                for k in 0..<argc where scratch[mark + 1 + 3 * k] >= 0 { unlabeled = false; break }
                if unlabeled {
                    for k in 0..<argc { scratch[mark + 1 + k] = scratch[mark + 3 + 3 * k] }
                    scratch.truncate(to: mark + 1 + argc)
                }
                e = node(.call, start(e), prevEnd, a: e, b: flush(mark), flags: unlabeled ? SyntaxTree.unlabeledCall : 0)
            } else if isPunct(.lBracket) && !tok.spaceBefore {
                advance()
                let index = try parseExpr()
                let close = try expectPunct(.rBracket, "to close the subscript")
                e = node(.subscripted, start(e), close.end, a: e, b: index)
            } else if isPunct(.not) && !tok.spaceBefore {
                // `optional!`: Swift's force unwrap (the checker allows it on an optional only).
                let t = advance()
                e = node(.unary, start(e), t.end, a: e, op: .force)
            } else if isPunct(.dot) {
                advance()
                let name = try memberName()
                e = node(.member, start(e), name.end, a: e, b: name.name.raw)
            } else {
                return e
            }
        }
    }

    /// The node of a number token (its value's bits in a and b).
    @inline(__always)
    func numberNode(_ t: RawToken) -> Int32 {
        let bits = t.payload
        return node(.number, t.start, t.end, a: Int32(bitPattern: UInt32(truncatingIfNeeded: bits)),
                    b: Int32(bitPattern: UInt32(truncatingIfNeeded: bits >> 32)), flags: t.flag ? 1 : 0)
    }

    /// A member name: an identifier or a keyword (as a name).
    func memberName() throws -> RawToken {
        if tok.kind == .identifier { return advance() }
        if tok.kind.isKeyword {
            var t = advance()
            t.payload = UInt64(UInt32(bitPattern: names.intern(t.kind.spelling).raw))
            return t
        }
        error("expected a member name after '.', found \(describe(tok))", range(tok)); throw Bail()
    }

    /// `( args )`: pushes (label, label start, value) per argument onto the scratch stack.
    func parseArgs() throws {
        let open = advance()
        while !isPunct(.rParen) {
            if atEnd || isPunct(.rBrace) {
                error("expected ')' to close the argument list opened at \(range(open).shortDescription.split(separator: "-")[0])", range(tok))
                throw Bail()
            }
            var label: Int32 = -1
            var labelStart: Int32 = 0
            if (tok.kind == .identifier || tok.kind.isKeyword) && peekKind(1) == .colon {
                let t = advance()
                label = t.kind == .identifier ? t.name.raw : names.intern(t.kind.spelling).raw
                labelStart = t.start
                advance()
            }
            let v: Int32
            if tok.kind == .number && depth < Parser.maxDepth {
                // Most arguments are a number alone: its node is made here, and only what
                // follows it (an operator, a member) goes through the expression parser.
                let number = numberNode(advance())
                v = tok.kind == .comma || tok.kind == .rParen ? number : try parseExpr(first: number)
            } else {
                v = try parseExpr()
            }
            scratch.append(label); scratch.append(labelStart); scratch.append(v)
            if isPunct(.comma) { advance(); continue }
            if !isPunct(.rParen) {
                error("expected ',' or ')' in the argument list, found \(describe(tok))", range(tok))
                throw Bail()
            }
        }
        advance()
    }

    func parsePrimary() throws -> Int32 {
        let t = tok
        switch t.kind {
        case .number:
            advance()
            return numberNode(t)
        case .string:
            advance(); return node(.string, t.start, t.end, a: Int32(t.payload))
        case .hexColor:
            advance()
            // RRGGBB gets an opaque alpha; RRGGBBAA is as written.
            let rgba = t.flag ? UInt32(truncatingIfNeeded: t.payload) : UInt32(truncatingIfNeeded: t.payload) << 8 | 0xFF
            return node(.hexColor, t.start, t.end, a: Int32(bitPattern: rgba), flags: t.flag ? 1 : 0)
        case .kwTrue: advance(); return node(.bool, t.start, t.end, a: 1)
        case .kwFalse: advance(); return node(.bool, t.start, t.end, a: 0)
        case .identifier:
            advance()
            // `#selector` is the one name that starts with '#'.
            if file.bytes[Int(t.start)] == 0x23 {
                error("'\(names[t.name])' belongs in a Swift class's code", range(t)); throw Bail()
            }
            // A Swift 3 constant in a pasted file's top-level `let` (`[NSFontAttributeName: font]`,
            // `weight: UIFontWeightBold`): the case it became, as in the file's Swift code.
            // (They start with `NS`, `k` or `UI`: other names are not looked up.)
            let first = file.bytes[Int(t.start)]
            if first == 0x4E || first == 0x6B || first == 0x55, !letNames.contains(t.name), let key = SwiftLowering.renamedConstant(names[t.name]) {
                return node(.implicitMember, t.start, t.end, a: names.intern(key).raw)
            }
            return node(.identifier, t.start, t.end, a: t.name.raw)
        case .dot:
            advance()
            let name = try memberName()
            return node(.implicitMember, t.start, name.end, a: name.name.raw)
        case .lParen:
            advance()
            let e = try parseExpr()
            if isPunct(.comma) { throw subsetError("tuples", range(tok)) }
            let close = try expectPunct(.rParen, "to close the parenthesis")
            // Keep the parentheses in the range, so that errors point at what was written.
            switch nodes[Int(e)].kind {
            case .binary, .ternary, .unary:
                nodes[Int(e)].start = t.start; nodes[Int(e)].end = close.end
            default: break
            }
            return e
        case .lBracket:
            advance()
            let mark = scratch.count
            // `[:]`: an empty dictionary.
            if isPunct(.colon) {
                advance()
                let close = try expectPunct(.rBracket, "to close the empty dictionary '[:]'")
                return node(.dictionary, t.start, close.end, a: flush(mark), b: 0)
            }
            var isDictionary: Bool? = nil
            while !isPunct(.rBracket) {
                if atEnd || isPunct(.rBrace) {
                    error(isDictionary == true ? "expected ']' to close the dictionary" : "expected ']' to close the list", range(tok)); throw Bail()
                }
                scratch.append(try parseExpr())
                // `[key: value, …]`: every item a pair, or none.
                let pair = isPunct(.colon)
                if isDictionary == nil { isDictionary = pair }
                if pair != isDictionary {
                    error(pair ? "a list's items are values, not 'key: value' pairs" : "expected ':' and a value: every item of a dictionary is 'key: value'", range(tok)); throw Bail()
                }
                if pair {
                    // The one kind of dictionary: text attributes, keyed `.font` or
                    // `NSAttributedString.Key.font`.
                    let key = nodes[Int(scratch[scratch.count - 1])].kind
                    if key != .implicitMember && key != .member { throw subsetError("dictionaries other than text attributes ([.font: …])", range(tok)) }
                    advance()
                    scratch.append(try parseExpr())
                }
                if isPunct(.comma) { advance(); continue }
                if !isPunct(.rBracket) {
                    error("expected ',' or ']' in the list, found \(describe(tok))", range(tok)); throw Bail()
                }
            }
            let close = advance()
            let count = Int32(scratch.count - mark)
            return node(isDictionary == true ? .dictionary : .list, t.start, close.end, a: flush(mark), b: count)
        case .invalid:
            advance()
            throw Bail()
        case .lBrace:
            throw subsetError("closures", range(t))
        default:
            if t.kind.isKeyword { error("expected a value, found the keyword '\(t.kind.spelling)'", range(t)); throw Bail() }
            error("expected a value, found \(describe(t))", range(t)); throw Bail()
        }
    }
}

extension String {
    func leftPadded(_ n: Int) -> String { count >= n ? self : String(repeating: "0", count: n - count) + self }
}
