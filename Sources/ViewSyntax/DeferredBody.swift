// A deferred body (Parser.parse(_:deferCanvasBody:)): the statements of a block whose body the
// parser skipped, parsed one at a time into the block's tree while the block runs. Each
// statement's nodes, lists and strings are appended to the tree; `truncate(to:)` drops them
// again once the statement has run, so that a body of 100,000 paths never has all its nodes at
// once. Anything the whole-file parser would have reported (a syntax error, a lexer error, a
// statement that does not end where a statement ends, a body that does not end at the brace
// the scan found) sets `failed` instead: the caller then parses the file whole.

public final class DeferredBodyParser {
    public let tree: SyntaxTree
    let parser: Parser
    let close: Int32
    /// What the statements parsed so far would have made the whole-file parser report.
    public private(set) var failed = false
    /// The closing brace was reached where the scan found it.
    public private(set) var finished = false
    /// The body's first token has been read (by the first `next()`, with the tree's strings in
    /// the lexer: read earlier, a string literal opening the body would name another string).
    var started = false
    /// How many statements the body holds at most.
    public let statementBound: Int
    /// In a file read in windows (SourceFile.readingInWindows): the text is read in to here,
    /// a window ahead of the statement to come (`Int.max / 2` once it is all there).
    var readTo: Int

    public init(tree: SyntaxTree, block: NodeID) {
        let d = tree.deferredBody(block)!
        self.tree = tree
        close = d.end
        statementBound = Int(d.statements)
        parser = Parser(continuing: tree, at: Int(d.start))
        readTo = tree.file.readsInWindows ? Int(d.start) : Int.max / 2
        handBack()
    }

    /// Reads the next window in (false: the file changed since it was first read).
    func readAhead() -> Bool {
        let file = tree.file
        guard file.readsInWindows else { readTo = Int.max / 2; return true }
        let end = min(file.bytes.count, max(readTo, position) + SourceFile.windowBytes)
        guard file.readIn(readTo..<end) else { return false }
        readTo = end == file.bytes.count ? Int.max / 2 : end
        return true
    }

    /// Whether the lexer has read past the text read in (a statement longer than the window
    /// ahead): what it read there was not the file's.
    var overran: Bool { parser.lexer.i + Parser.windowMargin > readTo && tree.file.readsInWindows }

    /// The offset in the file of the first token not yet read into a statement: no statement
    /// to come reads the text before it.
    public var position: Int { Int(parser.tok.start) }

    /// How much of the tree there was: what `truncate(to:)` goes back to.
    public struct Mark { let nodes: Int, extra: Int, strings: Int }
    public var mark: Mark { Mark(nodes: tree.nodeStore.count, extra: tree.extraStore.count, strings: tree.strings.count) }

    /// The next statement, appended to the tree; nil at the closing brace or once `failed`.
    public func next() -> NodeID? {
        if failed || finished { return nil }
        // The lexer owns the tree's strings while it reads (no copy of them per literal).
        swap(&parser.lexer.strings, &tree.strings)
        defer { swap(&parser.lexer.strings, &tree.strings); handBack() }
        let p = parser
        if position + Parser.windowSlack > readTo && !readAhead() { failed = true; return nil }
        if !started { p.tok = p.lexer.next(); started = true }
        p.skipNewlines()
        if overran { failed = true; return nil }
        if p.atEnd || p.isPunct(.rBrace) {
            if p.isPunct(.rBrace), p.tok.start == close, p.lexer.diagnostics.isEmpty { finished = true } else { failed = true }
            return nil
        }
        let s: Int32
        do { s = try p.parseStatement() } catch { failed = true; return nil }
        // A statement ends at a new line, a ';' or the '}' (parseStatements).
        let t = p.tok
        if overran || !(t.kind == .newline || t.kind == .semicolon || t.kind == .rBrace) || t.start > close
            || !p.lexer.diagnostics.isEmpty || p.scratch.count != 0 || !p.pendingStatements.isEmpty {
            failed = true
            return nil
        }
        return NodeID(s)
    }

    /// Gives the tree its nodes and lists back (the parser may have grown them).
    func handBack() {
        tree.nodeStore = parser.nodes
        tree.extraStore = parser.extra
        tree.storesChanged()
    }

    /// Drops what was appended since `m` (the strings only when no token read ahead holds one).
    public func truncate(to m: Mark) {
        parser.nodes.truncate(to: m.nodes)
        parser.extra.truncate(to: m.extra)
        if parser.h == parser.la.count, tree.strings.count > m.strings {
            tree.strings.removeSubrange(m.strings...)
        }
        handBack()
    }
}
