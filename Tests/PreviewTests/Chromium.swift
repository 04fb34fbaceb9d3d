// Headless Chromium driven over the DevTools protocol through a pipe
// (`--remote-debugging-pipe`: commands as JSON on fd 3, replies and events on fd 4, each
// message ended by a NUL byte), so the tests need no WebSocket client and no port of their own.
// Chromium runs in its own process group with a temporary profile; `close()` (also on deinit)
// kills the whole group and removes the profile, so no process outlives a test.

import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

final class Chromium {
    let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private let profile: String
    private(set) var session = ""
    private var closed = false

    /// The browser binary: $CHROMIUM, else the first of chromium, chromium-browser on the PATH.
    static var binary: String? {
        if let c = ProcessInfo.processInfo.environment["CHROMIUM"], !c.isEmpty { return c }
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for p in paths where FileManager.default.isExecutableFile(atPath: "\(p)/\(name)") { return "\(p)/\(name)" }
        }
        return nil
    }

    init(width: Int = 1280, height: Int = 800) throws {
        guard let binary = Self.binary else { throw NSError(domain: "chromium is not installed (make deps installs it)", code: 0) }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("viewc-chromium-\(UUID().uuidString)").path
        var args = [binary, "--headless", "--disable-gpu", "--remote-debugging-pipe", "--user-data-dir=\(profile)",
                    "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
                    "--disable-sync", "--hide-scrollbars", "--force-device-scale-factor=1", "--mute-audio",
                    "--window-size=\(width),\(height)", "about:blank"]
        if getuid() == 0 { args.insert("--no-sandbox", at: 1) }  // Chromium refuses to run as root with its sandbox

        var inPipe: [Int32] = [-1, -1], outPipe: [Int32] = [-1, -1]
        guard pipe(&inPipe) == 0, pipe(&outPipe) == 0 else { throw NSError(domain: "pipe", code: Int(errno)) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 3)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 4)
        let devnull = open("/dev/null", O_RDWR)
        posix_spawn_file_actions_adddup2(&actions, devnull, 0)
        posix_spawn_file_actions_adddup2(&actions, devnull, 1)
        posix_spawn_file_actions_adddup2(&actions, devnull, 2)
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attr, 0)
        // Our ends must not leak into the browser.
        for fd in [inPipe[1], outPipe[0]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var cargs: [UnsafeMutablePointer<CChar>?] = args.map { strdup($0) } + [nil]
        defer { for a in cargs { free(a) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, binary, &actions, &attr, &cargs, environ)
        Glibc.close(inPipe[0]); Glibc.close(outPipe[1]); Glibc.close(devnull)
        guard rc == 0 else { throw NSError(domain: "posix_spawn chromium", code: Int(rc)) }
        pid = child
        toBrowser = inPipe[1]
        fromBrowser = outPipe[0]

        // One page, attached with a flat session that every later command names.
        let targets = try call("Target.getTargets", [:], session: nil)
        let infos = (targets["targetInfos"] as? [[String: Any]]) ?? []
        let targetId: String
        if let page = infos.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String {
            targetId = page
        } else {
            targetId = try call("Target.createTarget", ["url": "about:blank"], session: nil)["targetId"] as! String
        }
        session = try call("Target.attachToTarget", ["targetId": targetId, "flatten": true], session: nil)["sessionId"] as! String
        // The page's viewport exactly (the window size includes no browser UI in headless mode,
        // but is not guaranteed to be the viewport).
        _ = try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        _ = try call("Page.enable")
        _ = try call("Runtime.enable")
    }

    deinit { close() }

    func close() {
        if closed { return }
        closed = true
        Glibc.close(toBrowser)
        Glibc.close(fromBrowser)
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Sends a command and waits for its reply (events that arrive meanwhile are dropped).
    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:], session: String? = "", timeout: Double = 15) throws -> [String: Any] {
        nextID += 1
        var msg: [String: Any] = ["id": nextID, "method": method, "params": params]
        let s = session == "" ? self.session : session
        if let s, !s.isEmpty { msg["sessionId"] = s }
        var data = try JSONSerialization.data(withJSONObject: msg)
        data.append(0)
        try data.withUnsafeBytes { raw in
            var off = 0
            while off < raw.count {
                let n = write(toBrowser, raw.baseAddress! + off, raw.count - off)
                if n <= 0 { throw NSError(domain: "write to chromium", code: Int(errno)) }
                off += n
            }
        }
        let end = Date().addingTimeInterval(timeout)
        while true {
            let reply = try readMessage(until: end)
            guard reply["id"] as? Int == nextID else { continue }
            if let e = reply["error"] as? [String: Any] {
                throw NSError(domain: "\(method): \(e["message"] ?? e)", code: 0)
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage(until end: Date) throws -> [String: Any] {
        while true {
            if let nul = buffer.firstIndex(of: 0) {
                let body = Data(buffer[..<nul])
                buffer.removeSubrange(...nul)
                return (try JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
            }
            let left = end.timeIntervalSinceNow
            if left <= 0 { throw NSError(domain: "chromium did not answer in time", code: 0) }
            var p = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            if poll(&p, 1, Int32(left * 1000) + 1) <= 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = read(fromBrowser, &chunk, chunk.count)
            if n <= 0 { throw NSError(domain: "chromium closed the pipe", code: 0) }
            buffer += chunk[0..<n]
        }
    }

    func navigate(_ url: String) throws { try call("Page.navigate", ["url": url]) }

    /// A JavaScript expression's value (JSON-able), awaiting promises.
    func eval(_ js: String) throws -> Any? {
        let r = try call("Runtime.evaluate", ["expression": js, "returnByValue": true, "awaitPromise": true])
        if let ex = r["exceptionDetails"] as? [String: Any] {
            throw NSError(domain: "javascript: \(ex["text"] ?? "")  \((ex["exception"] as? [String: Any])?["description"] ?? "")", code: 0)
        }
        return (r["result"] as? [String: Any])?["value"]
    }

    /// Polls a JavaScript condition until it is true; fails the test with `what` on timeout.
    @discardableResult
    func waitFor(_ what: String, _ js: String, timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if (try? eval(js)) as? Bool == true { return true }
            usleep(30_000)
        }
        XCTFail("timed out waiting for \(what) (\(js))", file: file, line: line)
        return false
    }

    func mouse(_ type: String, _ x: Double, _ y: Double, button: String = "left", clicks: Int = 1) throws {
        try call("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": button, "clickCount": clicks])
    }

    func click(_ x: Double, _ y: Double) throws {
        try mouse("mouseMoved", x, y, button: "none", clicks: 0)
        try mouse("mousePressed", x, y)
        try mouse("mouseReleased", x, y)
    }

    func wheel(_ x: Double, _ y: Double, deltaY: Double) throws {
        try call("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": deltaY])
    }

    /// Two fingers: down at a and b, moved to a2 and b2 in `steps`, lifted.
    func pinch(from a: (Double, Double), _ b: (Double, Double), to a2: (Double, Double), _ b2: (Double, Double), steps: Int = 5) throws {
        func pts(_ p: (Double, Double), _ q: (Double, Double)) -> [[String: Any]] {
            [["x": p.0, "y": p.1, "id": 1], ["x": q.0, "y": q.1, "id": 2]]
        }
        try call("Input.dispatchTouchEvent", ["type": "touchStart", "touchPoints": pts(a, b)])
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            let p = (a.0 + (a2.0 - a.0) * t, a.1 + (a2.1 - a.1) * t), q = (b.0 + (b2.0 - b.0) * t, b.1 + (b2.1 - b.1) * t)
            try call("Input.dispatchTouchEvent", ["type": "touchMove", "touchPoints": pts(p, q)])
        }
        try call("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": []])
    }

    /// A PNG of the page.
    func screenshot() throws -> Data {
        let r = try call("Page.captureScreenshot", ["format": "png"])
        return Data(base64Encoded: r["data"] as! String)!
    }
}
