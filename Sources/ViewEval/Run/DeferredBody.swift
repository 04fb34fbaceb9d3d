// The deferred canvas body, run: a statement at a time, each parsed (DeferredBodyParser),
// checked by the main file's checker with the state it had where the body stands
// (Check/Deferred.swift), run into the canvas's view as `viewBody` runs a body, and then its
// nodes, lists, strings, resolutions and constants dropped again — so that the syntax tree and
// resolutions of a large body never exist all at once.
//
// It must draw exactly what checking and running the whole tree draws, or not be used: the
// first thing that would be reported (a syntax, check or run-time error, a warning) or that it
// does not support abandons the compile (`Abandoned`), and the driver compiles the file again
// from its text, whole; the diagnostics then come from that compile only.

import FoundationEssentials
import Glibc
import ViewSyntax

/// The deferred body cannot give what the whole tree gives: compile again without deferring.
struct Abandoned: Error {}

extension Runner {
    /// The most drawing commands a deferred body makes room for ahead (about 150 MB of them).
    static let maxDeferredReserve = 1 << 20
    /// How much text a deferred body reads between lettings go of what it has read, and how far
    /// behind the statement to come the text let go ends.
    static let releaseStep = 1 << 20
    static let releaseMargin = 1 << 16

    func abandon() throws -> Never {
        abandoned = true
        throw Abandoned()
    }

    /// Runs the deferred body of the canvas block `s` into `node`, as `viewBody` runs a body.
    func deferredViewBody(_ node: ViewNode, _ s: NodeID) throws {
        let u: FileUnit = unit
        guard u === main, let checker = deferredChecker, let snap = u.deferredCheck, snap.block == s, !deferredDone else { try abandon() }
        let body = DeferredBodyParser(tree: tree, block: s)
        checker.restore(snap)
        // The scan's bound counts lines, not statements (a list written over a million lines, or
        // a million lines of bytes the lexer refuses, is a million "statements"): the room made
        // ahead is capped, so that it cannot ask for gigabytes before the first statement is read.
        // A backend may follow the canvas's drawing as it is made (Lower/DrawingFeed.swift).
        let feed = options.drawingStream.flatMap { DrawingFeed($0, root: node) }
        do {
            try viewContent(node, statements: min(body.statementBound, Runner.maxDeferredReserve)) { target in
                try deferredStatements(body, checker, target, feed)
            }
            if body.failed || !body.finished { try abandon() }
        } catch {
            feed?.stop()
            throw error
        }
        deferredDone = true
    }

    /// The body's statements, each parsed, checked, run and dropped.
    func deferredStatements(_ body: DeferredBodyParser, _ checker: Checker, _ target: Target, _ feed: DrawingFeed? = nil) throws {
        let u: FileUnit = unit
        // The text read so far is let go each `releaseStep` bytes (EvalOptions.releasesReadText),
        // a margin behind the statement to come.
        var release = options.releasesReadText
        var released = body.position, letGo = false
        while true {
            let mark = body.mark, constants = u.constants.count
            guard let st = body.next() else { break }
            // Checked as the whole file's check would have checked it there.
            u.extendRes(to: tree.nodeCount)
            let errors = checker.errors.count
            checker.statement(st)
            if checker.errors.count != errors { try abandon() }
            resolveTextStyles(u, from: constants)
            if checker.frameSize > u.frameSize {
                // Its lets and loops have slots after the file's (the frame grows).
                frame.slots.append(contentsOf: repeatElement(Frame.Slot.unset, count: checker.frameSize - u.frameSize))
                u.frameSize = checker.frameSize
            }
            // Run as execAll runs a statement; anything reported abandons.
            let (reports, seen) = (diagnostics.count, errorsSeen)
            do { try exec(st, target) } catch let d as Diagnostic { report(d) } catch is Poisoned {}
            if abortDiagnostic != nil || diagnostics.count != reports || errorsSeen != seen || returning { try abandon() }
            // Nothing that runs later refers to a statement's nodes: values, views and drawing
            // commands keep ranges, not node ids, and declarations keep slots. A let's are kept all
            // the same (they are few).
            if tree.kind(st) != .letBinding {
                body.truncate(to: mark)
                u.res.truncate(to: tree.nodeCount)
                u.constants.removeSubrange(constants...)
            }
            if let path = release {
                // Read back since (a lookup of the file: an image's folder, a font's): the text
                // then stays, so that a body reads its file back at most once.
                if letGo && !tree.file.isTextAside {
                    release = nil
                } else if body.position - Runner.releaseMargin >= released + Runner.releaseStep {
                    released = body.position - Runner.releaseMargin
                    tree.file.setTextAside(reopening: path, before: released)
                    letGo = true
                }
            }
            if let feed, case .view(_, let list) = target { feed.ran(list) }
        }
    }
}
