// SVG drawn ahead, while the front end still reads the body. A large page of plain drawing is
// drawn in chunks on every core (SVGChunks.swift), but only once the whole file has been read,
// checked, run and lowered, on one core: for a drawing of 10,000 paths that front end is as
// long as cairo's own work, and the second core idles through it. A stream (DrawIR's
// DrawingStream) is told each statement's items as the deferred canvas body runs
// (ViewEval's Lower/DrawingFeed.swift); every `chunkOps` items, at a place a chunk may begin,
// they become a chunk that a worker thread draws on a surface of its own at once, as
// SVGChunks would draw it.
//
// What was told is only a forecast. When the page is rendered, `finish` is given the page the
// lowering made and cuts it where the chunks drawn ahead begin; a chunk drawn ahead is used only
// when the final page's ops for it, and the transforms open where it begins, are exactly those
// it was drawn from (the saves open there may differ: the canvas's own drawing is wrapped in
// one more save when it sets state, which is known only at its end, and a save draws nothing;
// the chunk's own ops are balanced, so they never restore one). Any other difference — a
// property the body changed, a page-covering fill that moves the first place a chunk may
// begin, a statement whose drawing the lowering of single statements cannot follow, a cut
// where cairo would join a stroke to a fill — only means that chunk is drawn again, or the
// page is drawn as before, so the bytes are always those SVGChunks (and one surface) make.

import Dispatch
import DrawIR
import FoundationEssentials
import ViewSupport
import Glibc

public final class SVGSpeculation: DrawingStream, @unchecked Sendable {
    /// The items a chunk drawn ahead has (625 paths, each filled and stroked): half of
    /// SVGChunks.maximumOps, because the chunks drawn ahead and the surface the worker records
    /// one on are held while the front end's own memory is (at 10,000 paths 2,500 items peaked
    /// at 41.5 MB, 1,250 at 39.7, against C's 31; the time was the same). Small enough that
    /// little is left to draw when the front end ends, large enough that a surface's set-up is
    /// a small part of a chunk.
    static let chunkOps = 1250

    /// One chunk: the ops it is drawn from and, once drawn, its document.
    final class Job {
        /// The transforms and saves open where it begins (empty for the first chunk).
        let open: [Item]
        /// Its ops: for the first chunk the page's prefix, then the drawing (let go once drawn
        /// and checked against the page).
        var items: [Item]
        /// Where its drawing begins among the items of the root's own drawing.
        let start: Int
        /// Not drawn ahead: a chunk of the final page (a forecast that did not hold, or the rest).
        let final: Bool
        var bytes: [UInt8]?
        var failed = false
        var taken = false
        var done = false
        init(open: [Item], items: [Item], start: Int, final: Bool = false) {
            self.open = open; self.items = items; self.start = start; self.final = final
        }
    }

    public init() {}

    /// For the tests: `idleCores` stands in for /proc/loadavg's count (`Cores.idle`).
    init(idleCores: @escaping () -> Int?) { self.idleCores = idleCores }
    private var idleCores: () -> Int? = Cores.idle

    // Set on the evaluating thread only (before `finish`, which runs after the evaluation).
    private var begun = false
    private var live = false
    private var width = 0.0, height = 0.0
    private var prefix: [Item] = []
    private var cover = Item(.save, .none)
    /// Items told and not yet in a chunk.
    private var pending: [Item] = []
    /// The state open where `pending` begins (the prefix's and the chunks' before it).
    private var open = SVGChunks.OpenState()
    /// The last drawing op before `pending`'s end.
    private var lastDrawing: Op?
    /// Items of the root's drawing already in chunks.
    private var chunked = 0
    /// Whether a core is idle now besides the one the front end runs on, among those this
    /// process may use (read at the first chunk: reading it costs a small drawing more than it
    /// could save). Drawing ahead costs CPU one surface does not spend (following the body,
    /// walking and checking its items, chunks of a forecast that may not hold), so it is done
    /// only when that core would otherwise idle: in a build that keeps every core busy, the
    /// page is drawn at the end instead, in chunks (SVGChunks), which cost little more (at
    /// 10,000 paths, 1.5 % of the C program's CPU against the 4 % more that drawing ahead costs).
    private var spare: Bool?
    /// From the first chunk on, every item told is walked as the page's chunking and validation
    /// will walk it (SVGChunks.PlainWalk, DrawIR's IRFollower), before any chunk holding it is
    /// drawn: at the first that is not plain drawing, that the validation refuses, or that may
    /// cover the page after the first chunk's end, nothing more is drawn ahead.
    private var walk: SVGChunks.PlainWalk?
    private var follower = IRFollower(width: 1, height: 1)
    /// Items of `pending` walked so far.
    private var walked = 0
    /// Where the first chunk drawn ahead ends, in the walk's count: a page-covering op at or
    /// after it would make the chunking begin after it.
    private var firstCut = 0

    // Shared with the worker, under `cond`.
    private let cond = Condition()
    private var jobs: [Job] = []
    private var closed = false
    private var workerStarted = false

    /// How many chunks were handed to the worker (tests read it).
    private(set) var dispatched = 0
    /// How many chunks `finish` took from those drawn ahead (tests read it to know the forecast
    /// was used, not only that the bytes are right).
    public private(set) var reused = 0

    public func begin(width: Double, height: Double) -> Bool {
        guard !begun else { return false }
        begun = true
        live = true
        self.width = width; self.height = height
        cover = SVGChunks.cover(IRPage(width: width, height: height, items: [], range: .none))
        return true
    }

    public func drew(_ lower: (inout [Item]) -> Void, page: () -> (prefix: [Item], after: [Item])) {
        guard live else { return }
        let start = pending.count
        lower(&pending)
        if walk != nil && !followed() { stop(); return }
        // A chunk ends before this statement's items when enough were waiting and a chunk may
        // begin with them (their first drawing op tells: not a stroke cairo would join to a fill).
        if start >= SVGSpeculation.chunkOps, let next = pending[start...].first(where: { SVGChunks.isDrawing($0.op) }),
           SVGChunks.mayCut(after: lastDrawing, before: next.op, cover: cover) {
            if spare == nil { spare = Cores.available >= 2 && Cores.free(idle: idleCores()) >= 2 }
            guard spare == true else { stop(); return }
            // The page around the drawing as it stands: what it begins with must not have changed
            // since the first chunk, and what it ends with (subviews, a border) must leave the
            // page one that is cut (plain drawing, nothing over the whole page after the chunks).
            let (begins, ends) = page()
            var after = SVGChunks.PlainWalk(width: width, height: height)
            guard !begins.isEmpty, after.follow(ends), after.lastBarrier < 0 else { stop(); return }
            if walk == nil {
                // The beginning as the body's first statements left it (its background), then
                // everything drawn since, walked and checked before anything is drawn.
                prefix = begins
                var w = SVGChunks.PlainWalk(width: width, height: height)
                follower = IRFollower(width: width, height: height)
                guard w.follow(prefix), follower.follow(prefix) else { stop(); return }
                walk = w
                firstCut = w.count + start
                guard followed() else { stop(); return }
                open.feed(prefix)
            } else if !Self.sameOps(begins, prefix) {
                stop()
                return
            }
            dispatch(upTo: start)
        }
        if let d = pending.last(where: { SVGChunks.isDrawing($0.op) }) { lastDrawing = d.op }
    }

    /// Walks and checks the items of `pending` not walked yet; false when one rules out
    /// drawing ahead.
    private func followed() -> Bool {
        let new = pending[walked...]
        walked = pending.count
        guard walk!.follow(new), follower.follow(new) else { return false }
        return walk!.lastBarrier < firstCut
    }

    public func stop() {
        live = false
        pending = []
        // What was drawn ahead is let go now (the worker finishes the chunk it is drawing and
        // drops it), not kept through the render that draws the page instead.
        cond.lock()
        for j in jobs where !j.taken { j.taken = true; j.done = true }
        jobs = []
        cond.unlock()
    }

    /// Stops following and lets the worker end; what it is drawing is thrown away. For a
    /// compile that ends without rendering the page (an error after the evaluation).
    public func cancel() {
        stop()
        cond.lock(); closed = true; cond.broadcast(); cond.unlock()
    }

    /// `pending` up to `end` as the next chunk, drawn by the worker.
    private func dispatch(upTo end: Int) {
        // The chunk takes `pending`'s storage; the statement's items after `end` start the next.
        var items = pending
        pending = Array(items[end...])
        pending.reserveCapacity(SVGSpeculation.chunkOps + 64)
        walked -= end
        items.removeSubrange(end...)
        // A chunk's own ops are balanced (each statement's are): it restores no save opened
        // before it, which `finish` relies on.
        var depth = 0
        for item in items {
            if case .save = item.op { depth += 1 } else if case .restore = item.op { depth -= 1; if depth < 0 { stop(); return } }
        }
        let first = chunked == 0
        let job = Job(open: first ? [] : [cover] + open.items, items: first ? prefix + items : items, start: chunked)
        open.feed(items)
        chunked += items.count
        dispatched += 1
        cond.lock()
        jobs.append(job)
        let start = !workerStarted
        workerStarted = true
        cond.signal()
        cond.unlock()
        if start { DispatchQueue.global().async { self.work() } }
    }

    /// The worker: draws chunks in order until it is closed.
    private func work() {
        while let job = take(waiting: true) { run(job) }
    }

    /// The next chunk no one has taken; with `waiting`, waits for one until closed.
    private func take(waiting: Bool) -> Job? {
        cond.lock()
        defer { cond.unlock() }
        while true {
            if let j = jobs.first(where: { !$0.taken }) { j.taken = true; return j }
            if closed || !waiting { return nil }
            cond.wait()
        }
    }

    private func run(_ job: Job) {
        let page = IRPage(width: width, height: height, items: [], range: prefix.first?.range ?? .none)
        let result = Result { try SVGChunks.draw(page, job.open + job.items) }
        cond.lock()
        switch result {
        case .success(let b): job.bytes = b
        case .failure: job.failed = true
        }
        job.done = true
        cond.broadcast()
        cond.unlock()
    }

    /// The page's SVG from the chunks drawn ahead where they hold, the rest drawn now, joined
    /// as SVGChunks joins; nil when the forecast does not fit `page` at all (draw it whole).
    func finish(_ page: IRPage) throws -> [UInt8]? {
        let wasLive = live
        live = false
        cond.lock()
        let ahead = jobs
        cond.unlock()
        guard wasLive, !ahead.isEmpty, let ranges = cuts(page, ahead) else { cancel(); return nil }
        // Each chunk of the final page: the one drawn ahead when its ops are the same, else a new one.
        var state = SVGChunks.OpenState()
        var needed: [Job] = []
        var fresh: [Job] = []
        for (i, r) in ranges.enumerated() {
            let openHere = state.items
            state.feed(page.items[r])
            if i < ahead.count, holds(ahead[i], page, r, openHere, first: i == 0) {
                needed.append(ahead[i])
                continue
            }
            if i < ahead.count { cond.lock(); if !ahead[i].taken { ahead[i].taken = true; ahead[i].done = true }; cond.unlock() }
            let job = Job(open: i == 0 ? [] : [cover] + openHere, items: Array(page.items[r]), start: r.lowerBound, final: true)
            needed.append(job)
            fresh.append(job)
        }
        cond.lock()
        jobs.append(contentsOf: fresh)
        closed = true
        cond.broadcast()
        cond.unlock()
        // This thread draws too, beside the worker (and starts the work if no chunk was ahead).
        if !workerStarted { workerStarted = true; DispatchQueue.global().async { self.work() } }
        while let job = take(waiting: false) { run(job) }
        cond.lock()
        while needed.contains(where: { !$0.done }) { cond.wait() }
        jobs = []
        cond.unlock()
        // The ops are checked and drawn: only the documents are needed from here on (the page's
        // text is joined next, so nothing else of the chunks is held while it is).
        for j in needed { j.items = [] }
        // A chunk that failed is drawn again by the caller's render, which reports its error.
        if needed.contains(where: { $0.failed || $0.bytes == nil }) { return nil }
        reused = needed.count - fresh.count
        guard let coverBody = try SVGChunks.coverBody(page) else { return nil }
        var docs = needed.map { $0.bytes! }
        for j in needed { j.bytes = nil }
        return SVGChunks.splice(&docs, cover: coverBody)
    }

    /// The ranges of `page.items` the final chunks draw: cut where the chunks drawn ahead begin
    /// (and where the last one ends), when those are places SVGChunks may cut; nil when not.
    private func cuts(_ page: IRPage, _ ahead: [Job]) -> [Range<Int>]? {
        let items = page.items
        guard page.width == width, page.height == height, items.count >= prefix.count,
              Self.sameOps(items[..<prefix.count], prefix),
              let base = SVGChunks.cuttableStart(page) else { return nil }
        // The root's own drawing begins after the prefix, or after the save it opens when it
        // sets state (Lowering.lowerView): the first chunk's drawing says which.
        let drawn = ahead[0].items[prefix.count...]
        var s = prefix.count
        if !same(items, at: s, drawn) {
            guard s < items.count, case .save = items[s].op, same(items, at: s + 1, drawn) else { return nil }
            s += 1
        }
        var starts = [0] + ahead.dropFirst().map { s + $0.start } + [s + chunked]
        // The last cut may fall at the page's end (nothing drawn after the chunks): no chunk there.
        if starts.last! >= items.count { starts.removeLast() }
        for c in starts.dropFirst() where c < base || c >= items.count || !SVGChunks.canCut(page, at: c) { return nil }
        guard starts.count >= 2 else { return nil }
        return starts.indices.map { i in starts[i]..<(i + 1 < starts.count ? starts[i + 1] : items.count) }
    }

    /// Whether the chunk drawn ahead is the final page's chunk `r`: the same ops, after the same
    /// transforms (saves aside: see the top of the file).
    private func holds(_ job: Job, _ page: IRPage, _ r: Range<Int>, _ openHere: [Item], first: Bool) -> Bool {
        // The first chunk's ops (the prefix, perhaps the drawing's own save, its drawing) are
        // what `cuts` found where it cut the page.
        if first { return true }
        let transforms = { (state: ArraySlice<Item>) in state.filter { if case .save = $0.op { return false }; return true } }
        return same(page.items, at: r.lowerBound, job.items[...]) && r.count == job.items.count
            && Self.sameOps(transforms(openHere[...]), transforms(job.open.dropFirst()))
    }

    private func same(_ items: [Item], at s: Int, _ ops: ArraySlice<Item>) -> Bool {
        guard s >= 0, s + ops.count <= items.count else { return false }
        return Self.sameOps(items[s..<(s + ops.count)], ops)
    }

    /// Whether two lists of items hold the same ops, in order (their source ranges aside).
    static func sameOps<A: Collection, B: Collection>(_ a: A, _ b: B) -> Bool where A.Element == Item, B.Element == Item {
        a.count == b.count && zip(a, b).allSatisfy { $0.op == $1.op }
    }
}
