// What the server knows of a document's text: its declarations (for the outline and go to
// definition, from the compiler's own parser), and what may be written at a place in it (for
// completion and hover, from the registry's catalogue and the manual's rows). Completion reads
// the text before the cursor, which is mid-edit and seldom parses, for the context it needs: the
// block the cursor is in, a `name: .` before it, an open `Name(` of a component, a string of
// an import or an image name.

import FoundationEssentials
import Glibc
import ViewEval
import ViewSyntax

/// A declaration in a file: a component, class, struct, enum, protocol, function, let or
/// parameter, an import, or a block (the outline's view tree).
public struct Declaration {
    public enum Kind { case component, swiftClass, structure, enumeration, proto, function, constant, parameter, importFile, block }
    public var name: String
    public var kind: Kind
    /// The whole declaration's bytes, and its name's.
    public var range: Range<Int>
    public var nameRange: Range<Int>
    public var children: [Declaration] = []
    /// An import's path as written.
    public var importPath: String? = nil
}

public enum Outline {
    /// The declarations and blocks of a parsed file, nested as written.
    public static func declarations(_ tree: SyntaxTree) -> [Declaration] {
        walk(tree, tree.topLevel)
    }

    static func r(_ s: SourceRange) -> Range<Int> { s.start..<max(s.start, s.end) }

    static func walk<C: Collection>(_ t: SyntaxTree, _ stmts: C) -> [Declaration] where C.Element == NodeID {
        var out: [Declaration] = []
        for s in stmts {
            let whole = r(t.range(s))
            switch t.kind(s) {
            case .component:
                let c = t.component(s)
                out.append(Declaration(name: t.name(c.name), kind: .component, range: whole, nameRange: r(c.nameRange), children: walk(t, c.body)))
            case .letBinding, .inspectable:
                let b = t.binding(s)
                out.append(Declaration(name: t.name(b.name), kind: t.kind(s) == .inspectable ? .parameter : .constant, range: whole, nameRange: r(b.nameRange)))
            case .importFile:
                if t.isModuleImport(s) { continue }
                let i = t.importFile(s)
                out.append(Declaration(name: i.path, kind: .importFile, range: whole, nameRange: r(i.pathRange), importPath: i.path))
            case .block:
                let b = t.block(s)
                out.append(Declaration(name: t.name(b.kind), kind: .block, range: whole, nameRange: r(b.kindRange), children: walk(t, b.body)))
            case .expression:
                // A component's or class's instance, `Name(frame: …)`: a view of the tree.
                let e = t.expression(s)
                if t.kind(e) == .call, t.kind(t.callCallee(e)) == .identifier {
                    let callee = t.callCallee(e)
                    let name = t.name(t.nameOf(callee))
                    if name.first?.isUppercase == true {
                        out.append(Declaration(name: name, kind: .block, range: whole, nameRange: r(t.range(callee))))
                    }
                }
            case .ifStmt:
                let i = t.ifStmt(s)
                out += walk(t, i.then)
                if let e = i.else { out += walk(t, e) }
            case .forStmt:
                out += walk(t, t.forStmt(s).body)
            case .classDecl where FrameworkClasses.holdsExtension(t.name(t.classDecl(s).name)) != nil:
                continue   // the parser's holder of a layer extension: no declaration of the source
            case .classDecl:
                let c = t.classDecl(s)
                out.append(Declaration(name: t.name(c.name), kind: .swiftClass, range: whole, nameRange: r(c.nameRange), children: walk(t, c.members)))
            case .structDecl:
                let c = t.structDecl(s)
                out.append(Declaration(name: t.name(c.name), kind: .structure, range: whole, nameRange: r(c.nameRange), children: walk(t, c.members)))
            case .protocolDecl:
                let c = t.protocolDecl(s)
                out.append(Declaration(name: t.name(c.name), kind: .proto, range: whole, nameRange: r(c.nameRange), children: walk(t, c.members)))
            case .enumDecl:
                let e = t.enumDecl(s)
                out.append(Declaration(name: t.name(e.name), kind: .enumeration, range: whole, nameRange: r(e.nameRange)))
            case .funcDecl:
                let f = t.funcDecl(s)
                out.append(Declaration(name: t.name(f.name), kind: .function, range: whole, nameRange: r(f.nameRange)))
            case .varDecl:
                let v = t.varDecl(s)
                out.append(Declaration(name: t.name(v.name), kind: v.flags.contains(.inspectable) ? .parameter : .constant, range: whole, nameRange: r(v.nameRange)))
            default: break
            }
        }
        return out
    }

    /// Every declaration, depth first.
    public static func flattened(_ ds: [Declaration]) -> [Declaration] {
        ds.flatMap { [$0] + flattened($0.children) }
    }
}

/// One completion offered.
public struct Completion: Equatable {
    /// LSP's CompletionItemKind numbers.
    public enum Kind: Int { case method = 2, function = 3, field = 5, variable = 6, `class` = 7, property = 10, `enum` = 13, keyword = 14, file = 17, enumMember = 20, constant = 21 }
    public var label: String
    public var kind: Kind
    public var detail: String
    public var documentation: String?
}

/// What the server can say about a place in a document.
public struct Language {
    public let docs: DocIndex
    public init(docs: DocIndex) { self.docs = docs }

    static let identifierBytes: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }

    /// The completion item of a catalogue entry (the one text completion and the test of
    /// every entry share).
    public func completion(_ e: CatalogEntry) -> Completion {
        let kind: Completion.Kind
        switch e.kind {
        case .blockKind: kind = .keyword
        case .viewProperty, .pathProperty, .groupProperty: kind = .property
        case .function, .pathCommand, .contextCommand, .paint: kind = .function
        case .method: kind = .method
        case .member: kind = .field
        case .ambient: kind = .variable
        }
        var detail = e.detail
        if e.kind == .viewProperty || e.kind == .pathProperty || e.kind == .groupProperty, let row = docs[e.name] { detail = e.detail + " — " + row }
        return Completion(label: e.name, kind: kind, detail: detail, documentation: docs[e.name])
    }

    /// The hover text of a catalogue entry: its signature or type, then the manual's row.
    public func hover(_ e: CatalogEntry) -> String {
        let head: String
        switch e.kind {
        case .viewProperty, .pathProperty, .groupProperty: head = e.name + ": " + e.detail
        default: head = e.detail
        }
        var text = "```swift\n" + head + "\n```"
        if let d = docs[e.name] { text += "\n\n" + d }
        return text
    }

    // MARK: Completion

    /// The block the cursor is in: the word before the innermost `{` still open in `before`
    /// (a block kind, `view Name` → "view", an instance `Name(…)` → its name), or nil at the
    /// top level. Strings and comments are skipped.
    static func enclosingBlock(_ before: String) -> String? {
        var opens: [String.Index] = []
        var i = before.startIndex
        var inString = false
        while i < before.endIndex {
            let c = before[i]
            if inString {
                if c == "\\" { i = before.index(after: i); if i == before.endIndex { break } }
                else if c == "\"" || c == "\n" { inString = false }
            } else if c == "\"" { inString = true }
            else if c == "/", before.index(after: i) < before.endIndex, before[before.index(after: i)] == "/" {
                while i < before.endIndex && before[i] != "\n" { i = before.index(after: i) }
                continue
            } else if c == "{" { opens.append(i) }
            else if c == "}" { _ = opens.popLast() }
            i = before.index(after: i)
        }
        guard let open = opens.last else { return nil }
        // The word before the brace, skipping a parenthesised argument list.
        var j = open
        var depth = 0
        var chars: [Character] = []
        while j > before.startIndex {
            j = before.index(before: j)
            let c = before[j]
            if c == ")" { depth += 1; continue }
            if c == "(" { depth -= 1; continue }
            if depth > 0 { continue }
            if identifierBytes(c) { chars.append(c) } else if !chars.isEmpty { break } else if c != " " && c != "\t" && c != "\n" { break }
        }
        let word = String(chars.reversed())
        return word.isEmpty ? nil : word
    }

    /// The identifier just before the end of `s` (possibly empty) and what stands before it.
    static func trailingWord(_ s: String) -> (word: String, before: Substring) {
        let word = String(s.reversed().prefix { identifierBytes($0) }.reversed())
        return (word, s.dropLast(word.count))
    }

    /// The completions at `p` in `doc`, given the declarations of the last parse and the
    /// parameters of the last compile (components' and classes' inspectables).
    public func completions(_ doc: TextDocument, at p: Position, declarations: [Declaration], parameters: [FileParameter],
                            folder: String?) -> [Completion] {
        let line = doc.linePrefix(p)
        // A string being written: an import's file, or an image's name.
        if let q = line.lastIndex(of: "\""), line[..<q].filter({ $0 == "\"" }).count % 2 == 0 {
            let head = line[..<q]
            let typed = String(line[line.index(after: q)...])
            if trimmed(head).hasPrefix("import") { return files(in: folder, typed: typed, extensions: ["view"]) }
            if head.hasSuffix("name: ") || head.hasSuffix("name:") || head.hasSuffix("named: ") || head.hasSuffix("named:") {
                return files(in: folder, typed: typed, extensions: ["png", "jpg", "jpeg", "svg", "pdf"], dropExtension: true)
            }
            return []
        }
        let (word, before) = Language.trailingWord(line)
        let catalog = Catalog.entries
        // After a dot: an enumeration's cases after `name: .`, else members and methods.
        if before.hasSuffix(".") {
            let lead = before.dropLast()
            let receiver = Language.trailingWord(String(lead)).word
            if receiver.isEmpty {
                // `name: .case`: the cases of the property whose path stands just before the
                // colon (`label { layer.borderColor: .`); else the named colors.
                var head = lead
                while let l = head.last, l == " " || l == "\t" { head = head.dropLast() }
                let setting = head.last == ":" ? String(String(head.dropLast()).reversed().prefix { Language.identifierBytes($0) || $0 == "." }.reversed()) : ""
                var cases = Catalog.cases(forProperty: setting)
                if cases.isEmpty, let param = parameters.first(where: { $0.name == setting || $0.name.hasSuffix("." + setting) }), let cs = param.cases { cases = cs }
                if cases.isEmpty { cases = NamedColors.names }
                return cases.filter { $0.hasPrefix(word) }.map { Completion(label: $0, kind: .enumMember, detail: "." + $0, documentation: nil) }
            }
            // `UIColor.`: the named colors, as `.` alone gives them.
            if Catalog.typeNames[receiver] == ValueType.color.rawValue {
                return NamedColors.names.filter { $0.hasPrefix(word) }.map { Completion(label: $0, kind: .enumMember, detail: receiver + "." + $0, documentation: nil) }
            }
            var seen = Set<String>()
            return catalog.filter { ($0.kind == .member || $0.kind == .method) && $0.name.hasPrefix(word) }
                .filter { seen.insert($0.name + $0.detail).inserted }
                .map { completion($0) }
        }
        // Inside a component instance's arguments: its parameters.
        if let callee = Language.openCall(line) {
            // A component's parameters are named `Component.name`, as -D sets them.
            let params = parameters.filter { $0.component == callee && $0.isInspectable }.map { p -> FileParameter in
                var q = p
                if q.name.hasPrefix(callee + ".") { q.name = String(q.name.dropFirst(callee.count + 1)) }
                return q
            }
            if !params.isEmpty || declarations.contains(where: { $0.name == callee && $0.kind == .component }) {
                var own = params.filter { $0.name.hasPrefix(word) }.map {
                    Completion(label: $0.name, kind: .field, detail: "\($0.name): \($0.type.rawValue) = \($0.defaultValue)", documentation: "a parameter of \(callee)")
                }
                // No check has typed them yet (the file has not compiled since it was opened):
                // the component's `@inspectable` lines as written.
                if params.isEmpty, let c = declarations.first(where: { $0.name == callee && $0.kind == .component }) {
                    own = c.children.filter { $0.kind == .parameter && $0.name.hasPrefix(word) }.map { p in
                        let written = String(decoding: doc.bytes[p.range.clamped(to: 0..<doc.bytes.count)], as: UTF8.self)
                        return Completion(label: p.name, kind: .field, detail: written.replacingAll("@inspectable ", with: ""),
                                          documentation: "a parameter of \(callee)")
                    }
                }
                let props = catalog.filter { $0.kind == .viewProperty && $0.owner.isEmpty && $0.name.hasPrefix(word) }.map { completion($0) }
                return own + props
            }
        }
        let block = Language.enclosingBlock(doc.textBefore(p))
        let statementStart = before.allSatisfy { $0 == " " || $0 == "\t" }
        var out: [Completion] = []
        func add(_ es: [CatalogEntry]) { out += es.filter { $0.name.hasPrefix(word) }.map { completion($0) } }
        if statementStart {
            switch block {
            case "path":
                add(catalog.filter { $0.kind == .pathProperty || $0.kind == .pathCommand || $0.kind == .paint })
            case "group":
                add(catalog.filter { $0.kind == .groupProperty || $0.kind == .paint })
            case "context":
                add(catalog.filter { $0.kind == .contextCommand || $0.kind == .paint })
            case nil:
                out += ["import", "let", "view", "canvas", "document"].filter { $0.hasPrefix(word) }
                    .map { Completion(label: $0, kind: .keyword, detail: $0, documentation: nil) }
            default:
                let kind = block!
                add(catalog.filter { $0.kind == .viewProperty && ($0.owner.isEmpty || $0.owner == kind) })
                add(catalog.filter { $0.kind == .blockKind })
                add(catalog.filter { $0.kind == .ambient && $0.detail.hasSuffix("(…)") })
            }
        }
        // Names an expression (or a statement) may use: the file's declarations, the functions,
        // ambient names.
        for d in Outline.flattened(declarations) where d.name.hasPrefix(word) && d.kind != .block && d.kind != .importFile {
            let kind: Completion.Kind = d.kind == .component || d.kind == .swiftClass ? .class : d.kind == .function ? .function : .constant
            out.append(Completion(label: d.name, kind: kind, detail: "\(d.kind)", documentation: nil))
        }
        if !statementStart || block != nil {
            var seen = Set<String>()
            add(catalog.filter { ($0.kind == .function || $0.kind == .ambient && !$0.detail.hasSuffix("(…)")) && seen.insert($0.detail).inserted })
        }
        return out
    }

    /// The callee of a call still open at the end of `line` whose name starts with a capital
    /// (a component or class instance), if any.
    static func openCall(_ line: String) -> String? {
        var depth = 0
        var i = line.endIndex
        while i > line.startIndex {
            i = line.index(before: i)
            let c = line[i]
            if c == ")" { depth += 1 } else if c == "(" {
                if depth == 0 {
                    let name = String(line[..<i].reversed().prefix { identifierBytes($0) }.reversed())
                    return name.first?.isUppercase == true ? name : nil
                }
                depth -= 1
            }
        }
        return nil
    }

    /// Files under `folder` (two levels down at most, 500 at most) whose path starts with
    /// `typed`, with one of `extensions`.
    func files(in folder: String?, typed: String, extensions: Set<String>, dropExtension: Bool = false) -> [Completion] {
        guard let folder else { return [] }
        var out: [Completion] = []
        func visit(_ dir: String, _ prefix: String, _ depth: Int) {
            guard depth <= 2, out.count < 500, let d = opendir(dir) else { return }
            defer { closedir(d) }
            while let e = readdir(d), out.count < 500 {
                let name = withUnsafeBytes(of: e.pointee.d_name) { raw in String(cString: raw.bindMemory(to: CChar.self).baseAddress!) }
                if name.hasPrefix(".") { continue }
                let full = dir + "/" + name
                var st = stat()
                guard stat(full, &st) == 0 else { continue }
                if st.st_mode & S_IFMT == S_IFDIR { visit(full, prefix + name + "/", depth + 1); continue }
                let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
                guard extensions.contains(ext) else { continue }
                var label = prefix + name
                if dropExtension { label = String(label.dropLast(ext.count + 1)) }
                if label.hasPrefix(typed) { out.append(Completion(label: label, kind: .file, detail: prefix + name, documentation: nil)) }
            }
        }
        visit(folder, "", 0)
        return out.sorted { $0.label < $1.label }
    }

    // MARK: Hover

    /// The word at byte `offset` of `bytes`, its range, and whether a `.` comes before it,
    /// `(` after it, `:` after it.
    static func word(at offset: Int, in bytes: [UInt8]) -> (word: String, range: Range<Int>, dotted: Bool, called: Bool, property: String?)? {
        func ident(_ b: UInt8) -> Bool { b >= 0x80 || (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F }
        var s = min(offset, bytes.count), e = s
        while s > 0 && ident(bytes[s - 1]) { s -= 1 }
        while e < bytes.count && ident(bytes[e]) { e += 1 }
        guard s < e else { return nil }
        // A property path (`layer.cornerRadius`) stands at the start of its line before a colon.
        var ps = s
        while ps > 0 && (ident(bytes[ps - 1]) || bytes[ps - 1] == 0x2E) { ps -= 1 }
        var pe = e
        while pe < bytes.count && (ident(bytes[pe]) || bytes[pe] == 0x2E) { pe += 1 }
        var k = pe
        while k < bytes.count && (bytes[k] == 0x20 || bytes[k] == 0x09) { k += 1 }
        var lineStart = ps
        while lineStart > 0 && (bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09) { lineStart -= 1 }
        let startsStatement = lineStart == 0 || [0x0A, 0x7B, 0x3B].contains(bytes[lineStart - 1])
        let property = k < bytes.count && bytes[k] == 0x3A && startsStatement ? String(decoding: bytes[ps..<pe], as: UTF8.self) : nil
        var c = e
        while c < bytes.count && bytes[c] == 0x20 { c += 1 }
        return (String(decoding: bytes[s..<e], as: UTF8.self), s..<e, s > 0 && bytes[s - 1] == 0x2E, c < bytes.count && bytes[c] == 0x28, property)
    }

    /// The hover text at `offset`: a property's, function's, method's or ambient name's type
    /// and doc; a parameter's type and default; a declaration's kind.
    public func hover(_ doc: TextDocument, at offset: Int, declarations: [Declaration], parameters: [FileParameter]) -> (String, Range<Int>)? {
        guard let w = Language.word(at: offset, in: doc.bytes) else { return nil }
        let catalog = Catalog.entries
        if let prop = w.property, let e = catalog.first(where: { ($0.kind == .viewProperty || $0.kind == .pathProperty || $0.kind == .groupProperty) && $0.name == prop }) {
            return (hover(e), w.range)
        }
        if let p = parameters.first(where: { $0.name == w.word || $0.name.hasSuffix("." + w.word) }) {
            return ("```swift\n\(p.name): \(p.type.rawValue) = \(p.defaultValue)\n```" + (p.component.map { "\n\na parameter of \($0)" } ?? ""), w.range)
        }
        let kinds: [CatalogEntry.Kind] = w.dotted ? [.method, .member] : w.called ? [.function, .pathCommand, .contextCommand, .paint, .ambient] : [.ambient, .blockKind, .function]
        let matches = catalog.filter { kinds.contains($0.kind) && $0.name == w.word }
        if !matches.isEmpty {
            var seen = Set<String>()
            let forms = matches.filter { seen.insert($0.detail).inserted }.prefix(8)
            var text = "```swift\n" + forms.map(\.detail).joined(separator: "\n") + "\n```"
            if let d = docs[w.word] { text += "\n\n" + d }
            return (text, w.range)
        }
        if let d = Outline.flattened(declarations).first(where: { $0.name == w.word && $0.kind != .block }) {
            return ("```swift\n\(d.kind) \(d.name)\n```", w.range)
        }
        return nil
    }
}
