// `viewc preview`'s server: Hummingbird on 127.0.0.1, serving the page (PageAssets.swift), a
// WebSocket that pushes each compile to the page and takes the page's inspector changes and
// pointer events, exports of the current state (SVG, PDF, PNG), and the files the drawing
// reads. A FileWatcher thread recompiles on every save; each connection has its own inspector
// values, so two tabs can show two settings of one drawing.
//
// WebSocket messages, JSON, one per frame:
//   server → page  {"type":"render","version":N, …PreviewRender}   after every compile
//                  {"type":"hit", …HitResult}                       after a tap
//                  {"type":"claim","kinds":["drag","pinch"]}        at a touch's start: what the
//                                                                   drawing's recognizers take
//                  {"type":"wheel","seq":N,"claimed":Bool}          whether a pinch recognizer took it
//   page → server  {"type":"set","name":…,"value":…}               an inspector control changed
//                  {"type":"reset"} / {"type":"reset","name":…}     back to the defaults (and the
//                                                                   live instances made anew)
//                  {"type":"pointer", …PointerEvent}                pointer down/move/up/cancel
//                  {"type":"wheel","x":…,"y":…,"factor":…,"seq":N}  a wheel turn over a canvas point
//                  {"type":"page","page":N}                         show page N (1-based)
//                  {"type":"hit","x":…,"y":…}                       hit test at a canvas point

import CairoBackend
import DrawIR
import FoundationEssentials
import Dispatch
import Glibc
import Hummingbird
import HummingbirdWebSocket
import Logging
import ViewEval
import ViewcDriver
import ViewSyntax

/// How to run the preview.
public struct PreviewConfiguration: Sendable {
    /// The .view file.
    public var file: String
    /// The compile options from the command line (CompileOptions.swift); the inspector's -D
    /// values and the gestures are added to their evaluation's for each compile.
    public var compile: CompileOptions
    /// -D values, --root, the limits and Dynamic Type: the evaluation's part of `compile`.
    public var options: EvalOptions {
        get { compile.eval }
        set { compile.eval = newValue }
    }
    /// 0 picks a free port.
    public var port: Int
    /// Stat the files instead of using inotify.
    public var polling = false
    public init(file: String, options: EvalOptions, port: Int) {
        self.init(file: file, compile: CompileOptions(input: file, eval: options), port: port)
    }

    public init(file: String, compile: CompileOptions, port: Int) {
        self.file = file; self.compile = compile; self.port = port
    }

    /// The file and port's checks, before the server starts: a file to watch (not standard
    /// input, not a folder, there) and a TCP port (0 picks a free one).
    public func check() throws {
        if file == "-" { throw UsageError("preview needs a file to watch, not standard input") }
        if !(0...65535).contains(port) { throw UsageError("--port is 0 to 65535, not \(port)") }
        var isDir: Bool = false
        if !FileManager.default.fileExists(atPath: file, isDirectory: &isDir) { throw UsageError("no such file: \(file)") }
        if isDir { throw UsageError("\(file) is a folder, not a .view file") }
    }
}

public enum PreviewServer {
    /// Serves until SIGINT or SIGTERM. `onReady` gets the page's URL once the port is bound.
    public static func run(_ config: PreviewConfiguration, onReady: @escaping @Sendable (String) -> Void) async throws {
        let hub = PreviewHub(config)
        await hub.start()
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.middlewares.add(LocalOnlyMiddleware())
        routes(router, hub)
        var logger = Logger(label: "viewc.preview")
        logger.logLevel = ProcessInfo.processInfo.environment["VIEWC_PREVIEW_LOG"].flatMap(Logger.Level.init(rawValue:)) ?? .error
        let app = Application(
            router: router,
            server: guardedServer(router),
            configuration: .init(address: .hostname("127.0.0.1", port: config.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? config.port
                await hub.setPort(port)
                onReady("http://127.0.0.1:\(port)/")
            },
            logger: logger)
        defer { hub.stopWatching() }
        do {
            try await app.runService()
        } catch where "\(error)".hasSuffix("(errno: \(EADDRINUSE))") {
            // NIO's bind error, told by its errno (its type is NIO's, which this module does not import).
            throw DriverError("port \(config.port) is in use; try --port 0 for any free port")
        }
    }

    static func routes(_ router: Router<BasicWebSocketRequestContext>, _ hub: PreviewHub) {
        let title = URL(fileURLWithPath: hub.config.file).lastPathComponent
        router.get("/") { _, _ in asset(PageAssets.page(title: title), "text/html; charset=utf-8") }
        router.get("/preview.js") { _, _ in asset(PageAssets.script, "text/javascript; charset=utf-8") }
        router.get("/preview.css") { _, _ in asset(PageAssets.style, "text/css; charset=utf-8") }
        router.get("/files/**") { request, _ in
            let raw = request.uri.path
            let rel = raw.hasPrefix("/files/") ? String(raw.dropFirst("/files/".count)) : ""
            guard let path = await hub.servedFile(rel), let data = FileManager.default.contents(atPath: path) else {
                return Response(status: .notFound, body: .init(byteBuffer: ByteBuffer(string: "not found\n")))
            }
            var headers = HTTPFields()
            headers[.contentType] = ServedFiles.contentType(path)
            headers[.init("X-Content-Type-Options")!] = "nosniff"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        for format in OutputFormat.allCases {
            router.get("/export.\(format.rawValue)") { request, _ in
                await hub.export(format, query: request.uri.query)
            }
        }
        router.ws("/ws") { inbound, outbound, _ in
            let (stream, continuation) = AsyncStream<String>.makeStream()
            let client = await hub.connect(continuation)
            defer { Task { await hub.disconnect(client) } }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await text in stream { try await outbound.write(.text(text)) }
                }
                group.addTask {
                    for try await message in inbound.messages(maxSize: 1 << 20) {
                        guard case .text(let text) = message else { continue }
                        await hub.received(text, from: client)
                    }
                    continuation.finish()
                }
                try await group.next()
                group.cancelAll()
            }
        }
    }

    static func asset(_ text: String, _ type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}

/// Refuses requests not addressed to this machine's loopback name (a page elsewhere that
/// rebinds its DNS name to 127.0.0.1 sends its own Host), requests from pages of other
/// origins (`Origin`), and — but for the page itself, which a link elsewhere may open — any
/// request a browser says another site's page made (`Sec-Fetch-Site` other than
/// `same-origin` or `none`): a cross-site `<img src=".../export.png">` sends no Origin, and
/// would make the preview compile and render for it. Another local server's page
/// (localhost:3000) is `same-site`, and refused too.
struct LocalOnlyMiddleware: RouterMiddleware {
    typealias Context = BasicWebSocketRequestContext
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let host = request.head.authority ?? ""
        let name = host.split(separator: ":").first.map(String.init) ?? ""
        guard ["127.0.0.1", "localhost"].contains(name) else { return Response(status: .forbidden) }
        if let origin = request.headers[.origin], origin != "http://\(host)" { return Response(status: .forbidden) }
        if request.uri.path != "/", let site = request.headers[.init("Sec-Fetch-Site")!], site != "same-origin" && site != "none" {
            return Response(status: .forbidden)
        }
        return try await next(request, context)
    }
}

/// The preview's state: the file, its watcher, the connected pages and their settings.
actor PreviewHub {
    let config: PreviewConfiguration
    let folder: String
    let watcher: FileWatcher
    private var port = 0
    private var version = 0
    private var nextID = 0
    private var clients: [Int: Client] = [:]
    /// The compile with the command line's settings alone (what the console reports).
    private var base: PreviewCompile?
    private let compileQueue = DispatchQueue(label: "viewc.preview.compile")

    struct Client {
        var send: AsyncStream<String>.Continuation
        /// Inspector values, in the order set (later -D of a name wins).
        var overrides: [(name: String, value: String)] = []
        var lastGood: PreviewCompile?
        /// The drawing's gesture recognizers at work, the live instances, and the page shown.
        var arena = GestureArena()
        let interaction = Interaction()
        var page = 1
        /// Gestures waiting for the next compile, and whether one is under way.
        var queued: [GestureEvent] = []
        var compiling = false
    }

    init(_ config: PreviewConfiguration) {
        self.config = config
        folder = URL(fileURLWithPath: config.file).standardizedFileURL.deletingLastPathComponent().path
        watcher = FileWatcher(polling: config.polling)
    }

    func setPort(_ p: Int) { port = p }

    /// Compiles once and starts watching what the compile read.
    func start() async {
        let c = await compile(config.options.defines)
        base = c
        report(c, ms: nil)
        watcher.watch(inputs())
        let watcher = self.watcher
        startThread { [weak self] in
            while case .changed = watcher.waitForChange() {
                let done = DispatchSemaphore(value: 0)
                Task { await self?.fileChanged(); done.signal() }
                done.wait()
            }
        }
    }

    nonisolated func stopWatching() { watcher.stop() }

    /// The files to watch: the main file and everything any current compile read.
    func inputs() -> [String] {
        var all = Set(base?.inputs ?? [URL(fileURLWithPath: config.file).standardizedFileURL.path])
        for c in clients.values { all.formUnion(c.lastGood?.inputs ?? []) }
        return all.sorted()
    }

    func compile(_ defines: [(name: String, value: String)], page: Int = 1, interaction: Interaction? = nil,
                 events: [GestureEvent] = []) async -> PreviewCompile {
        var o = config.compile
        o.eval.defines = defines
        o.eval.interaction = interaction
        let options = o
        return await withCheckedContinuation { k in
            compileQueue.async {
                interaction?.events = events
                let c = PreviewModel.compile(options, page: page)
                interaction?.events = []
                k.resume(returning: c)
            }
        }
    }

    func defines(_ c: Client) -> [(name: String, value: String)] { config.options.defines + c.overrides }

    // MARK: Connections

    func connect(_ send: AsyncStream<String>.Continuation) async -> Int {
        nextID += 1
        let id = nextID
        clients[id] = Client(send: send)
        await rerender(id)
        return id
    }

    func disconnect(_ id: Int) {
        clients[id]?.send.finish()
        clients[id] = nil
    }

    /// Recompiles for one page with its settings and sends the result; a failed compile keeps
    /// the last good one for hit testing (the page keeps showing its drawing).
    func rerender(_ id: Int, events: [GestureEvent] = []) async {
        guard let client = clients[id] else { return }
        let d = defines(client)
        let c: PreviewCompile
        if client.overrides.isEmpty, client.page == 1, client.interaction.isEmpty, events.isEmpty, let b = base { c = b } else {
            c = await compile(d, page: client.page, interaction: client.interaction, events: events)
        }
        guard clients[id] != nil else { return }
        if c.render.ok { clients[id]!.lastGood = c }
        send(id, renderMessage(c))
    }

    /// Runs gestures in a compile of their own; those that arrive meanwhile wait for the next
    /// (one compile at a time per page, the latest state always shown).
    func deliver(_ id: Int, _ events: [GestureEvent]) async {
        guard clients[id] != nil else { return }
        clients[id]!.queued += events
        guard !clients[id]!.compiling else { return }
        clients[id]!.compiling = true
        while let c = clients[id], !c.queued.isEmpty {
            let batch = c.queued
            clients[id]!.queued = []
            await rerender(id, events: batch)
        }
        clients[id]?.compiling = false
    }

    func renderMessage(_ c: PreviewCompile) -> String {
        struct Message: Encodable { var type = "render"; var version: Int; var render: PreviewRender }
        return json(Message(version: version, render: c.render))
    }

    func send(_ id: Int, _ text: String) { clients[id]?.send.yield(text) }

    func fileChanged() async {
        version += 1
        let start = DispatchTime.now().uptimeNanoseconds
        let c = await compile(config.options.defines)
        base = c
        report(c, ms: Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000))
        // A changed file makes its instances anew.
        for id in clients.keys { clients[id]!.interaction.reset(); clients[id]!.arena = GestureArena() }
        for id in clients.keys.sorted() { await rerender(id) }
        watcher.watch(inputs())
    }

    /// One line per compile on the console, diagnostics on standard error.
    func report(_ c: PreviewCompile, ms: Int?) {
        let time = "[\(localClockTime())]"
        let diags = c.render.diagnostics.map(\.rendered).joined()
        if !diags.isEmpty { writeToStandardError(diags) }
        let line: String
        if c.render.ok {
            line = "\(time) built \(config.file)" + (ms.map { " in \($0) ms" } ?? "")
        } else {
            let n = c.render.diagnostics.filter { $0.severity == "error" }.count
            line = "\(time) failed with \(n) error\(n == 1 ? "" : "s"); the page keeps the last good drawing"
        }
        try? Driver.writeStandardOutput(Array((line + "\n").utf8))
    }

    // MARK: Messages from the page

    struct Incoming: Decodable {
        var type: String
        var name: String?
        var value: ControlValue?
        var x: Double?
        var y: Double?
        var phase: String?
        var id: Int?
        var sx: Double?
        var sy: Double?
        var t: Double?
        var factor: Double?
        var seq: Int?
        var page: Int?
    }

    func received(_ text: String, from id: Int) async {
        guard clients[id] != nil else { return }
        guard let m = try? JSONDecoder().decode(Incoming.self, from: Data(text.utf8)) else {
            send(id, json(["type": "error", "message": "not a message the preview knows"]))
            return
        }
        switch m.type {
        case "set":
            guard let name = m.name, let value = m.value else { return }
            // The type comes from the parameter list of the last good compile.
            let type = clients[id]!.lastGood?.render.control(named: name)?.type ?? base?.render.control(named: name)?.type
            guard let type, let text = PreviewModel.defineText(type: type, value: value) else {
                send(id, json(["type": "error", "message": "'\(name)' cannot be set to that value"]))
                return
            }
            clients[id]!.overrides.removeAll { $0.name == name }
            clients[id]!.overrides.append((name, text))
            // The inspector's values make the instances anew, as Interface Builder does.
            clients[id]!.interaction.reset()
            await rerender(id)
        case "reset":
            if let name = m.name { clients[id]!.overrides.removeAll { $0.name == name } } else { clients[id]!.overrides = [] }
            clients[id]!.interaction.reset()
            await rerender(id)
        case "page":
            guard let p = m.page, p >= 1 else { return }
            clients[id]!.page = p
            await rerender(id)
        case "wheel":
            guard let x = m.x, let y = m.y, let factor = m.factor else { return }
            let candidates = clients[id]!.lastGood?.candidates(x: x, y: y) ?? []
            let events = clients[id]!.arena.wheel(x: x, y: y, factor: factor, candidates: candidates)
            struct Reply: Encodable { var type = "wheel"; var seq: Int; var claimed: Bool }
            send(id, json(Reply(seq: m.seq ?? 0, claimed: events != nil)))
            if let events { await deliver(id, events) }
        case "hit":
            guard let x = m.x, let y = m.y else { return }
            hit(id, x, y)
        case "pointer":
            guard let phase = m.phase, let pid = m.id, let x = m.x, let y = m.y else { return }
            let e = PointerEvent(phase: phase, id: pid, x: x, y: y, sx: m.sx ?? x, sy: m.sy ?? y, t: m.t ?? 0)
            let last = clients[id]!.lastGood
            let outcomes = clients[id]!.arena.handle(e) { x, y in last?.candidates(x: x, y: y) ?? [] }
            var events: [GestureEvent] = []
            for o in outcomes {
                switch o {
                case .tap(let x, let y): hit(id, x, y)
                case .claim(let kinds):
                    struct Claim: Encodable { var type = "claim"; var kinds: [String] }
                    send(id, json(Claim(kinds: kinds)))
                case .deliver(let es): events += es
                }
            }
            if !events.isEmpty { await deliver(id, events) }
        default:
            send(id, json(["type": "error", "message": "unknown message type '\(m.type)'"]))
        }
    }

    func hit(_ id: Int, _ x: Double, _ y: Double) {
        struct Message: Encodable { var type = "hit"; var hit: HitResult }
        guard let c = clients[id]?.lastGood else { return }
        send(id, json(Message(hit: c.hit(x: x, y: y))))
    }

    // MARK: HTTP

    func servedFile(_ rel: String) -> String? {
        ServedFiles.resolve(rel, folder: folder, allowed: inputs())
    }

    /// `/export.png?scale=2&D=name%3Dvalue…`: the drawing with those -D values (the page sends
    /// the ones in force), as a download.
    func export(_ format: OutputFormat, query: String?) async -> Response {
        let items = URLComponents(string: "http://h/?" + (query ?? ""))?.queryItems ?? []
        var defines = config.options.defines
        let given = items.filter { $0.name == "D" }.compactMap(\.value)
        if !given.isEmpty {
            defines = []
            for d in given {
                guard let eq = d.firstIndex(of: "="), eq != d.startIndex else {
                    return Response(status: .badRequest, body: .init(byteBuffer: ByteBuffer(string: "-D needs name=value, not '\(d)'\n")))
                }
                defines.append((String(d[..<eq]), String(d[d.index(after: eq)...])))
            }
        }
        let scale = items.first(where: { $0.name == "scale" })?.value.flatMap(Int.init) ?? 1
        let page = items.first(where: { $0.name == "page" })?.value.flatMap(Int.init)
        guard [1, 2, 3].contains(scale) else {
            return Response(status: .badRequest, body: .init(byteBuffer: ByteBuffer(string: "scale is 1, 2 or 3\n")))
        }
        let c = await compile(defines)
        guard let ir = c.ir else {
            let text = c.render.diagnostics.map(\.rendered).joined()
            return Response(status: .unprocessableContent, body: .init(byteBuffer: ByteBuffer(string: text)))
        }
        let bytes: [UInt8]
        // PNG and SVG show the page the preview shows; a PDF holds every page.
        let onePage = format == .pdf ? nil : min(max(page ?? 1, 1), ir.pages.count)
        // Through the pipeline, as the command line renders: a PNG at another scale of a drawing
        // that reads contentScaleFactor is evaluated again at that scale.
        var cache: [Int: IRDocument] = [:]
        do {
            let pipeline = c.pipeline ?? Pipeline(config.compile)
            bytes = try pipeline.render(ir, PlannedOutput(path: "-", format: format, scale: scale, page: onePage), of: c.compilation, cache: &cache)
        } catch {
            let text = (error as? DiagnosticList).map { $0.diagnostics.map(\.rendered).joined() } ?? "\(error)\n"
            return Response(status: .unprocessableContent, body: .init(byteBuffer: ByteBuffer(string: text)))
        }
        let stem = URL(fileURLWithPath: config.file).deletingPathExtension().lastPathComponent
        let name = stem + (format == .png && scale > 1 ? "@\(scale)x" : "") + "." + format.rawValue
        var headers = HTTPFields()
        headers[.contentType] = ["svg": "image/svg+xml", "pdf": "application/pdf", "png": "image/png"][format.rawValue]
        headers[.contentDisposition] = "attachment; filename=\"\(name.replacingAll("\"", with: "_"))\""
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

func json<T: Encodable>(_ value: T) -> String {
    let e = JSONEncoder()
    e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? e.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
}
