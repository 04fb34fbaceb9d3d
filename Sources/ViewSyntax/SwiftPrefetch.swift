// Top-level Swift declarations parsed ahead, on a core that would otherwise idle. A file of
// pasted classes spends about as long in swift-syntax's parser as in lowering its trees
// (SwiftLowering.swift), and the lowering writes the one tree of the file, in order. So while
// the parser lowers one top-level declaration, a worker thread finds where the next begins and
// ends (the same SwiftExtent scan) and parses it with swift-syntax: the same call on the same
// bytes. The parser takes that tree when its own next Swift slice starts there, and parses the
// slice itself otherwise; the trees are the same either way, and so is every output.
//
// It costs no CPU a one-thread parse would not spend, but for the thread and its hand-offs and a
// guess the parser does not take:
//   - a worker starts only for a file with `minimumBytes` or more after its first top-level
//     Swift declaration, and only while a core is idle (Cores.idle);
//   - it guesses a next slice only where the text after one (past blank lines and comments)
//     starts with what begins a top-level Swift declaration (`class`, `struct`, `@IBDesignable`
//     …: `startWords`), runs at most `depth` slices ahead, and, once the parser asks for a
//     slice it did not guess, drops its guesses and waits to be told where the parser went on;
//   - a slice whose square brackets nest deeper than SwiftLowering.maxBrackets is left to the
//     parser, which reports it (swift-syntax's time doubles with each level).
// The parser stops the worker, and waits for it, before `Parser.parse` returns: nothing reads
// the text after the parse (the deferred canvas body may hand its pages back as it runs).

import FoundationEssentials
import Glibc
@_spi(RawSyntax) import SwiftSyntax
@_spi(Compiler) import SwiftParser
import ViewSupport

final class SwiftPrefetch: @unchecked Sendable {
    /// Text after the first top-level Swift declaration below which no worker is started: a
    /// thread's start and hand-offs cost more than parsing a few small classes saves.
    static let minimumBytes = 16 * 1024
    /// Slices parsed and not yet taken, at most.
    static let depth = 2
    /// The words after which a top-level Swift declaration follows (an attribute other than
    /// the .view language's `@inspectable` does too).
    static let startWords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "final", "public", "open",
                                          "internal", "fileprivate", "private", "func", "indirect"]

    /// One slice parsed ahead: where it starts and ends in the file, and its tree (nil when its
    /// brackets nest too deep to parse: the parser reports it).
    struct Slice { let start: Int, end: Int, tree: SourceFileSyntax? }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let limit: Int
    private let condition = Condition()
    // Guarded by `condition`:
    private var ready: [Slice] = []
    /// Where the worker goes on guessing from (the end of the last slice taken or queued); nil
    /// while it has nothing to go on from.
    private var cursor: Int?
    /// The start of the slice the worker is parsing now.
    private var parsing: Int?
    /// Bumped whenever the parser drops the worker's guesses: a slice parsed under an older
    /// generation is thrown away.
    private var generation = 0
    private var stopped = false
    /// Slices the parser took (for tests).
    private(set) var taken = 0
    private var thread: pthread_t?

    private init(bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
        self.bytes = bytes
        self.limit = limit
    }

    /// When a worker is started: where it would pay (`auto`), always (tests), or never.
    enum Policy { case auto, always, never }

    /// A worker going on after the top-level slice ending at `end`, or nil where it would not
    /// pay (too little text left, no idle core) or no thread could be started.
    static func start(bytes: UnsafeBufferPointer<UInt8>, limit: Int, after end: Int, policy: Policy) -> SwiftPrefetch? {
        switch policy {
        case .never: return nil
        case .always: break
        // Two free cores: the parser's own and one for the worker (`idle` counts the caller's).
        case .auto: guard limit - end >= minimumBytes, Cores.available >= 2, Cores.free(idle: Cores.idle()) >= 2 else { return nil }
        }
        let p = SwiftPrefetch(bytes: bytes, limit: limit)
        p.cursor = end
        guard let t = spawnThread({ p.run() }) else { return nil }
        p.thread = t
        return p
    }

    /// The slice starting at `start`, parsed ahead (waiting for it if it is being parsed now),
    /// or nil: then the parser parses it itself, and calls `resume(after:)` with its end.
    func take(start: Int) -> Slice? {
        condition.lock(); defer { condition.unlock() }
        while true {
            if let first = ready.first, first.start == start {
                ready.removeFirst()
                taken += 1
                condition.broadcast()
                return first
            }
            // Being parsed, or about to be guessed: wait for the worker's answer.
            if ready.isEmpty, parsing == start || (parsing == nil && cursor != nil) { condition.wait(); continue }
            // Not what was guessed: every guess is dropped until the parser says where it went on.
            ready.removeAll()
            cursor = nil
            generation += 1
            return nil
        }
    }

    /// The parser read a top-level slice itself, ending at `end`: guess on from there.
    func resume(after end: Int) {
        condition.lock(); defer { condition.unlock() }
        ready.removeAll()
        generation += 1
        cursor = end
        condition.broadcast()
    }

    /// Stops the worker and waits for it.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
        if let thread { pthread_join(thread, nil) }
        thread = nil
    }

    private func run() {
        condition.lock()
        while !stopped {
            guard let from = cursor, ready.count < SwiftPrefetch.depth else { condition.wait(); continue }
            let g = generation
            // The guess and its extent are worked out without the lock (they read only the
            // text); `take` waits meanwhile, as the worker is about to answer.
            condition.unlock()
            let start = nextStart(after: from)
            let end = start.map { SwiftExtent.end(of: bytes, from: $0, limit: limit) }
            condition.lock()
            guard g == generation, !stopped else { continue }
            guard let start, let end else { cursor = nil; condition.broadcast(); continue }
            parsing = start
            condition.broadcast()
            condition.unlock()
            let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
            var tree: SourceFileSyntax?
            if SwiftLowering.bracketNesting(deeperThan: SwiftLowering.maxBrackets, in: slice) == nil {
                tree = SwiftParser.Parser.parse(source: slice, maximumNestingLevel: SwiftLowering.maxNesting)
            }
            condition.lock()
            parsing = nil
            if g == generation && !stopped {
                ready.append(Slice(start: start, end: end, tree: tree))
                cursor = end
            }
            condition.broadcast()
        }
        condition.unlock()
    }

    /// Where the next top-level Swift declaration starts after `offset`: past blanks, new
    /// lines, `;` and comments, at an attribute (not `@inspectable`) or a word of `startWords`;
    /// nil when the text there starts anything else.
    func nextStart(after offset: Int) -> Int? {
        var k = offset
        while k < limit {
            switch bytes[k] {
            case 0x20, 0x09, 0x0D, 0x0A, 0x3B: k += 1
            case 0x2F where k + 1 < limit && bytes[k + 1] == 0x2F:
                while k < limit && bytes[k] != 0x0A { k += 1 }
            case 0x2F where k + 1 < limit && bytes[k + 1] == 0x2A:
                k = SwiftExtent.blockCommentEnd(bytes, k, limit)
            case 0x40:
                let w = word(at: k + 1)
                return w.isEmpty || w == "inspectable" ? nil : k
            default:
                return SwiftPrefetch.startWords.contains(word(at: k)) ? k : nil
            }
        }
        return nil
    }

    /// The ASCII identifier at `offset` ("" when none starts there).
    private func word(at offset: Int) -> String {
        var k = offset
        while k < limit, k - offset < 16 {
            let c = bytes[k]
            guard (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || (k > offset && c >= 0x30 && c <= 0x39) else { break }
            k += 1
        }
        if k < limit, k - offset >= 16 { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<k]), as: UTF8.self)
    }
}
