// `viewc lsp`: a Language Server Protocol server over standard input and output. Every
// document is checked by the compile pipeline's own check (ViewcDriver/Pipeline.swift's
// `check`, what `viewc check` runs), a pause after the last change, on a queue of its own
// (requests are answered while a check runs); its diagnostics are
// published with their ranges, notes (as related information) and fix-its (offered as code
// actions). Completion, hover, go to definition and the outline come from the parser, the
// registry's catalogue and the manual (Language.swift, Docs.swift).
//
// Bounded as the compiler is: a message is at most `maxMessageBytes` (refused and skipped,
// unread, beyond it), a document at most the input-size limit (`--max-input-size`'s default),
// the open documents together at most `maxOpenBytes`, and each check runs under evaluation's
// work budgets; the reader never traps on bytes that are not a message (JSONRPC.swift).

import Dispatch
import DrawIR
import FoundationEssentials
import Glibc
import ViewEval
import ViewSyntax
import ViewcDriver

public final class LanguageServer {
    public struct Configuration {
        /// The compile options each check runs with (the command line's -D, --root, limits).
        public var compile: CompileOptions
        /// The pause after a change before a document is checked.
        public var debounceMilliseconds = 200
        public var maxMessageBytes = 64 << 20
        /// The open documents' bytes together.
        public var maxOpenBytes = 512 << 20
        public init(compile: CompileOptions = CompileOptions(input: "-")) { self.compile = compile }
    }

    let config: Configuration
    let out: MessageWriter
    let language: Language
    /// Everything below is read and changed on `queue` alone.
    let queue = DispatchQueue(label: "viewc.lsp")
    /// Where documents are checked, one at a time.
    let checks = DispatchQueue(label: "viewc.lsp.check")
    /// Per document: a number that changes with every change of its text.
    var generations: [String: Int] = [:]
    var lastGeneration = 0
    var documents: [String: TextDocument] = [:]
    /// Per document: the declarations of its last parse, the parameters of its last check, the
    /// diagnostics last published (each with its LSP form and its fix-its' edits).
    var declarations: [String: [Declaration]] = [:]
    var parameters: [String: [FileParameter]] = [:]
    var published: [String: [(json: JSON, edits: [(title: String, edit: JSON)])]] = [:]
    var pending: [String: DispatchWorkItem] = [:]
    var initialized = false
    var shutdown = false

    public init(_ config: Configuration, output: Int32 = 1) {
        self.config = config
        out = MessageWriter(fd: output)
        language = Language(docs: DocIndex.load())
    }

    /// Serves `input` until the client's `exit` (or the input's end); the exit status.
    public func serve(input: Int32 = 0) -> Int32 {
        let reader = MessageReader(fd: input, maxMessageBytes: config.maxMessageBytes)
        while let next = reader.next() {
            switch next {
            case .refused(let code, let why): reply(id: .null, error: code, why)
            case .message(let bytes):
                guard let message = JSON.parse(bytes) else { reply(id: .null, error: .parseError, "the message is not JSON (or nests too deeply)"); continue }
                var status: Int32? = nil
                queue.sync { status = self.handle(message) }
                if let status { return status }
            }
        }
        return shutdown ? 0 : 1
    }

    // MARK: Messages

    func reply(id: JSON, result: JSON) {
        out.send(.object(["jsonrpc": .string("2.0"), "id": id, "result": result]))
    }
    func reply(id: JSON, error: RPCError, _ message: String) {
        out.send(.object(["jsonrpc": .string("2.0"), "id": id, "error": .object(["code": .number(Double(error.rawValue)), "message": .string(message)])]))
    }
    func notify(_ method: String, _ params: JSON) {
        out.send(.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]))
    }

    /// Handles one message; an exit status when the server is to stop.
    func handle(_ m: JSON) -> Int32? {
        guard m.object != nil else { reply(id: .null, error: .invalidRequest, "a message must be a JSON object"); return nil }
        let id = m["id"]
        let validID: Bool = { switch id { case .some(.number), .some(.string): return true; default: return false } }()
        guard let method = m["method"]?.string else {
            // A response to a request of ours (none are made), or nothing: ignored unless it has an id.
            if id != nil && m["result"] == nil && m["error"] == nil { reply(id: validID ? id! : .null, error: .invalidRequest, "a request needs a method") }
            return nil
        }
        if id != nil && !validID { reply(id: .null, error: .invalidRequest, "a request's id is a number or a string"); return nil }
        let params = m["params"] ?? .null
        if method == "exit" { return shutdown ? 0 : 1 }
        if !initialized && method != "initialize" {
            if let id { reply(id: id, error: .serverNotInitialized, "the server is not initialized yet") }
            return nil
        }
        if shutdown, let id { reply(id: id, error: .invalidRequest, "the server is shut down"); return nil }
        switch method {
        case "initialize":
            guard let id else { return nil }
            initialized = true
            reply(id: id, result: .object([
                "capabilities": .object([
                    "positionEncoding": .string("utf-16"),
                    "textDocumentSync": .object(["openClose": .bool(true), "change": .number(2)]),
                    "completionProvider": .object(["triggerCharacters": .array([".", "\"", "(", " "].map { .string($0) })]),
                    "hoverProvider": .bool(true),
                    "definitionProvider": .bool(true),
                    "documentSymbolProvider": .bool(true),
                    "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
                ]),
                "serverInfo": .object(["name": .string("viewc"), "version": .string(DrawIR.viewcVersion)]),
            ]))
        case "initialized": break
        case "shutdown":
            shutdown = true
            if let id { reply(id: id, result: .null) }
        case "textDocument/didOpen":
            guard let d = params["textDocument"], let uri = d["uri"]?.string, let text = d["text"]?.string else { return nil }
            open(uri, TextDocument(uri: uri, version: d["version"]?.int ?? 0, text: text))
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, var doc = documents[uri], let changes = params["contentChanges"]?.array else { return nil }
            for c in changes {
                guard let text = c["text"]?.string else { continue }
                if let r = c["range"], let a = Position(r["start"]), let b = Position(r["end"]) { doc.replace((a, b), with: text) }
                else { doc.replace(nil, with: text) }
            }
            doc.version = params["textDocument"]?["version"]?.int ?? doc.version + 1
            open(uri, doc)
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string else { return nil }
            documents[uri] = nil; declarations[uri] = nil; parameters[uri] = nil; published[uri] = nil; generations[uri] = nil
            pending.removeValue(forKey: uri)?.cancel()
            notify("textDocument/publishDiagnostics", .object(["uri": .string(uri), "diagnostics": .array([])]))
        case "textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/documentSymbol", "textDocument/codeAction":
            guard let id else { return nil }
            guard let uri = params["textDocument"]?["uri"]?.string, let doc = documents[uri] else {
                reply(id: id, error: .invalidParams, "no open document has that uri"); return nil
            }
            reply(id: id, result: request(method, params, uri, doc))
        default:
            if let id { reply(id: id, error: .methodNotFound, "no method \(method)") }
        }
        return nil
    }

    /// Opens or changes a document, and checks it after the pause (unless it is too large).
    func open(_ uri: String, _ doc: TextDocument) {
        lastGeneration += 1
        generations[uri] = lastGeneration
        let limit = config.compile.maxInputSize
        let others = documents.filter { $0.key != uri }.reduce(0) { $0 + $1.value.bytes.count }
        if doc.bytes.count > limit || others + doc.bytes.count > config.maxOpenBytes {
            documents[uri] = TextDocument(uri: uri, version: doc.version, text: "")
            let why = doc.bytes.count > limit ? "this document is larger than \(InputSize.describe(limit)), the largest input viewc reads" :
                "the open documents together are larger than \(InputSize.describe(config.maxOpenBytes)); close some"
            publish(uri, version: doc.version, [(json: .object(["range": LanguageServer.range(Position(line: 0, character: 0), Position(line: 0, character: 0)),
                                                             "severity": .number(1), "source": .string("viewc"), "message": .string(why)]), edits: [])])
            return
        }
        documents[uri] = doc
        pending.removeValue(forKey: uri)?.cancel()
        let work = DispatchWorkItem { [weak self] in self?.check(uri) }
        pending[uri] = work
        queue.asyncAfter(deadline: .now() + .milliseconds(config.debounceMilliseconds), execute: work)
    }

    // MARK: Checking

    /// Checks the document as `viewc check` does, through the compile pipeline, and publishes
    /// what it says.
    func check(_ uri: String) {
        guard let doc = documents[uri], let generation = generations[uri] else { return }
        pending[uri] = nil
        // On a queue of its own: a long check (a drawing at its work limits) does not hold up
        // completion, hover or the next edit; a check whose text has changed since it was
        // asked for is skipped, and its result dropped if the text changes while it runs.
        checks.async { [self] in
            guard queue.sync(execute: { generations[uri] == generation }) else { return }
            let filePath = path(fromURI: uri)
            let source = SourceFile(path: filePath ?? uri, bytes: doc.bytes, absolutePath: filePath.map { PathNames.standardized($0) })
            var options = config.compile
            options.input = filePath ?? "-"
            let c = Pipeline(options, report: { _ in }).check(source)
            // The outline from a whole parse: the check's tree may hold the canvas body deferred.
            let decls = Outline.declarations(Parser.parse(source))
            let folder = filePath.map { PathNames.folder(of: PathNames.standardized($0)) }
            let imports = decls.compactMap { d -> (path: String, range: Range<Int>)? in
                guard d.kind == .importFile, let p = d.importPath, let folder else { return nil }
                return (PathNames.standardized(folder + "/" + p), d.nameRange)
            }
            let ds = options.diagnostics.apply(c.diagnostics).map { lsp($0, in: doc, main: source, uri: uri, imports: imports) }
            queue.async { [self] in
                guard generations[uri] == generation else { return }
                declarations[uri] = decls
                if !c.parameters.isEmpty || parameters[uri] == nil { parameters[uri] = c.parameters }
                publish(uri, version: doc.version, ds)
            }
        }
    }

    func publish(_ uri: String, version: Int, _ ds: [(json: JSON, edits: [(title: String, edit: JSON)])]) {
        published[uri] = ds
        notify("textDocument/publishDiagnostics", .object(["uri": .string(uri), "version": .number(Double(version)), "diagnostics": .array(ds.map(\.json))]))
    }

    static func range(_ a: Position, _ b: Position) -> JSON { .object(["start": a.json, "end": b.json]) }

    /// A compiler diagnostic as LSP's: its range in UTF-16 positions, its severity, its notes
    /// as related information, and its fix-its as edits. A diagnostic in another file is put
    /// on the import that reads that file (else on the first import; with no import, or in no
    /// file, at the document's start), its place in its message and in its related
    /// information.
    func lsp(_ d: Diagnostic, in doc: TextDocument, main: SourceFile, uri: String,
             imports: [(path: String, range: Range<Int>)] = []) -> (json: JSON, edits: [(title: String, edit: JSON)]) {
        func place(_ r: SourceRange) -> (uri: String, range: JSON)? {
            guard let f = r.file else { return nil }
            if f === main { return (uri, LanguageServer.range(doc.position(r.start), doc.position(r.end))) }
            guard let abs = f.absolutePath else { return nil }
            let other = TextDocument(uri: "", version: 0, text: String(decoding: f.bytes, as: UTF8.self))
            return (ViewcLSP.uri(fromPath: abs), LanguageServer.range(other.position(r.start), other.position(r.end)))
        }
        let here = place(d.range)
        var message = d.message
        let range: JSON
        var elsewhere: [JSON] = []
        if let here, here.uri == uri { range = here.range } else {
            let through = imports.first { $0.path == d.range.file?.absolutePath } ?? imports.first
            let r = through?.range ?? 0..<0
            range = LanguageServer.range(doc.position(r.lowerBound), doc.position(r.upperBound))
            if let here {
                message = d.headline
                elsewhere = [.object(["location": .object(["uri": .string(here.uri), "range": here.range]), "message": .string(d.message)])]
            }
        }
        let severity: Double = d.severity == .error ? 1 : d.severity == .warning ? 2 : 3
        var o: [String: JSON] = ["range": range, "severity": .number(severity), "source": .string("viewc"), "message": .string(message)]
        let related = d.notes.compactMap { n -> JSON? in
            guard let p = place(n.range) else { return nil }
            return .object(["location": .object(["uri": .string(p.uri), "range": p.range]), "message": .string(n.message)])
        }
        if !(elsewhere + related).isEmpty { o["relatedInformation"] = .array(elsewhere + related) }
        let edits: [(title: String, edit: JSON)] = d.fixIts.compactMap { f in
            guard f.range.file === main else { return nil }
            let title = "Replace with '\(f.replacement)'"
            let edit = JSON.object(["range": LanguageServer.range(doc.position(f.range.start), doc.position(f.range.end)), "newText": .string(f.replacement)])
            return (title, edit)
        }
        return (.object(o), edits)
    }

    // MARK: Requests

    func request(_ method: String, _ params: JSON, _ uri: String, _ doc: TextDocument) -> JSON {
        let decls = declarations[uri] ?? Outline.declarations(Parser.parse(SourceFile(path: uri, bytes: doc.bytes)))
        switch method {
        case "textDocument/completion":
            guard let p = Position(params["position"]) else { return .null }
            let folder = path(fromURI: uri).map { PathNames.folder(of: PathNames.standardized($0)) }
            let items = language.completions(doc, at: p, declarations: decls, parameters: parameters[uri] ?? [], folder: folder)
            return .object(["isIncomplete": .bool(false), "items": .array(items.prefix(2000).map { c in
                var o: [String: JSON] = ["label": .string(c.label), "kind": .number(Double(c.kind.rawValue)), "detail": .string(c.detail)]
                if let d = c.documentation { o["documentation"] = .string(d) }
                return .object(o)
            })])
        case "textDocument/hover":
            guard let p = Position(params["position"]),
                  let (text, r) = language.hover(doc, at: doc.offset(p), declarations: decls, parameters: parameters[uri] ?? []) else { return .null }
            return .object(["contents": .object(["kind": .string("markdown"), "value": .string(text)]),
                            "range": LanguageServer.range(doc.position(r.lowerBound), doc.position(r.upperBound))])
        case "textDocument/definition":
            guard let p = Position(params["position"]) else { return .null }
            return definition(doc, uri, doc.offset(p), decls)
        case "textDocument/documentSymbol":
            return .array(decls.map { symbol($0, doc) })
        case "textDocument/codeAction":
            guard let r = params["range"], let a = Position(r["start"]), let b = Position(r["end"]) else { return .array([]) }
            var actions: [JSON] = []
            for d in published[uri] ?? [] {
                guard let dr = d.json["range"], let ds = Position(dr["start"]), let de = Position(dr["end"]) else { continue }
                // The diagnostics whose range meets the asked range.
                let meets = !((de.line, de.character) < (a.line, a.character) || (b.line, b.character) < (ds.line, ds.character))
                guard meets else { continue }
                for e in d.edits {
                    actions.append(.object(["title": .string(e.title), "kind": .string("quickfix"), "isPreferred": .bool(true),
                                            "diagnostics": .array([d.json]),
                                            "edit": .object(["changes": .object([uri: .array([e.edit])])])]))
                }
            }
            return .array(actions)
        default: return .null
        }
    }

    func symbol(_ d: Declaration, _ doc: TextDocument) -> JSON {
        // LSP's SymbolKind numbers.
        let kind: Double
        switch d.kind {
        case .component, .swiftClass: kind = 5
        case .structure: kind = 23
        case .enumeration: kind = 10
        case .proto: kind = 11
        case .function: kind = 12
        case .constant: kind = 14
        case .parameter: kind = 7
        case .importFile: kind = 2
        case .block: kind = 19
        }
        let range = LanguageServer.range(doc.position(d.range.lowerBound), doc.position(d.range.upperBound))
        var sel = LanguageServer.range(doc.position(d.nameRange.lowerBound), doc.position(d.nameRange.upperBound))
        if d.nameRange.lowerBound < d.range.lowerBound || d.nameRange.upperBound > d.range.upperBound { sel = range }
        return .object(["name": .string(d.name.isEmpty ? "?" : d.name), "kind": .number(kind), "range": range, "selectionRange": sel,
                        "children": .array(d.children.map { symbol($0, doc) })])
    }

    /// Where the name at `offset` is declared: in this document (the declaration nearest
    /// before it, else any), else in a file it imports; an import's path goes to the file.
    func definition(_ doc: TextDocument, _ uri: String, _ offset: Int, _ decls: [Declaration]) -> JSON {
        let folder = path(fromURI: uri).map { PathNames.folder(of: PathNames.standardized($0)) }
        let all = Outline.flattened(decls)
        func location(_ u: String, _ d: TextDocument, _ r: Range<Int>) -> JSON {
            .object(["uri": .string(u), "range": LanguageServer.range(d.position(r.lowerBound), d.position(r.upperBound))])
        }
        if let imp = all.first(where: { $0.kind == .importFile && $0.nameRange.contains(offset) }), let folder, let p = imp.importPath {
            let target = PathNames.standardized(folder + "/" + p)
            return location(ViewcLSP.uri(fromPath: target), TextDocument(uri: "", version: 0, text: ""), 0..<0)
        }
        guard let w = Language.word(at: offset, in: doc.bytes) else { return .null }
        let named = all.filter { $0.name == w.word && $0.kind != .block && $0.kind != .importFile }
        if let d = named.last(where: { $0.nameRange.lowerBound <= offset }) ?? named.first {
            return location(uri, doc, d.nameRange)
        }
        guard let folder else { return .null }
        for imp in all where imp.kind == .importFile {
            let target = PathNames.standardized(folder + "/" + (imp.importPath ?? ""))
            guard let text = readSmallFile(target) else { continue }
            let other = TextDocument(uri: "", version: 0, text: text)
            let tree = Parser.parse(SourceFile(path: target, text: text, absolutePath: target))
            if let d = Outline.declarations(tree).first(where: { $0.name == w.word && $0.kind != .block && $0.kind != .importFile }) {
                return location(ViewcLSP.uri(fromPath: target), other, d.nameRange)
            }
        }
        return .null
    }
}
