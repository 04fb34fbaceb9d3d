// `viewc preview` over HTTP, as a browser or an attacker would talk to it: the page and its
// script, downloads of the current state (PNG at a scale, PDF, SVG) with -D values, refusals of
// path traversal (`..`, `%2e%2e`, encoded slashes, absolute paths, symlinks out of the folder,
// files the drawing does not read, folders), other Host names and foreign WebSocket origins,
// and a clean stop. The page itself is tested in Chromium (BrowserTests).

import Foundation
import XCTest

final class PreviewServerTests: XCTestCase {
    func testServesThePageDownloadsAndNothingElse() throws {
        let dir = makeTempFolder(self)
        let outside = makeTempFolder(self)
        try "TOP SECRET".write(toFile: outside + "/secret.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.view", withDestinationPath: outside + "/secret.txt")
        try "not read by the drawing".write(toFile: dir + "/notes.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        try "let side = 30\n".write(toFile: dir + "/sub/parts.view", atomically: true, encoding: .utf8)
        try """
            import "sub/parts.view"
            @inspectable fill = #ff0000
            canvas(width: 60, height: 40) {
                view { frame: Rect(0, 0, side, side); backgroundColor: fill }
                // Evaluated again at each PNG scale, by the command line and the downloads alike.
                view { frame: Rect(side, 0, 10 * contentScaleFactor, 10); backgroundColor: .green }
            }
            """.write(toFile: dir + "/main.view", atomically: true, encoding: .utf8)
        let (c, port) = try startPreview(dir + "/main.view")

        var r = try httpGet(port: port, "/")
        XCTAssertEqual(r.status, 200)
        let page = String(decoding: r.body, as: UTF8.self)
        XCTAssertTrue(page.contains("<title>main.view — viewc preview</title>"))
        XCTAssertTrue(page.contains("<script src=\"/preview.js\">"))
        XCTAssertFalse(page.contains("src=\"http") || page.contains("href=\"http") || page.contains("https://"), "the page loads nothing from elsewhere")
        r = try httpGet(port: port, "/preview.js")
        XCTAssertEqual(r.status, 200)
        XCTAssertEqual(r.headers["content-type"], "text/javascript; charset=utf-8")

        // Downloads: the state with -D values, PNG at a scale.
        r = try httpGet(port: port, "/export.png?scale=2&D=fill%3D%230000ff")
        XCTAssertEqual(r.status, 200)
        XCTAssertEqual(r.headers["content-disposition"], "attachment; filename=\"main@2x.png\"")
        XCTAssertTrue(pngSize(r.body)! == (120, 80))
        let cli = try runViewc(["main.view", "-D", "fill=#0000ff", "-o", "cli@2x.png"], cwd: dir)
        XCTAssertEqual(cli.status, 0, cli.err)
        XCTAssertEqual(Data(r.body), FileManager.default.contents(atPath: dir + "/cli@2x.png"), "the download is what the command line makes")
        r = try httpGet(port: port, "/export.pdf")
        XCTAssertEqual(r.status, 200)
        XCTAssertEqual(Array(r.body.prefix(5)), Array("%PDF-".utf8))
        r = try httpGet(port: port, "/export.svg?D=fill%3D%2300ff00")
        XCTAssertTrue(String(decoding: r.body, as: UTF8.self).contains("rgb(0%,100%,0%)"))
        r = try httpGet(port: port, "/export.png?D=fill%3D3")
        XCTAssertEqual(r.status, 422)
        XCTAssertTrue(String(decoding: r.body, as: UTF8.self).contains("-D fill=3"), String(decoding: r.body, as: UTF8.self))
        XCTAssertEqual(try httpGet(port: port, "/export.png?scale=9").status, 400)

        // The files the drawing reads, and nothing else.
        r = try httpGet(port: port, "/files/main.view")
        XCTAssertEqual(r.status, 200)
        XCTAssertTrue(String(decoding: r.body, as: UTF8.self).hasPrefix("import \"sub/parts.view\""))
        XCTAssertEqual(try httpGet(port: port, "/files/sub/parts.view").status, 200)
        let outsideName = URL(fileURLWithPath: outside).lastPathComponent
        for target in ["/files/../\(outsideName)/secret.txt", "/files/%2e%2e/\(outsideName)/secret.txt",
                       "/files/..%2f\(outsideName)%2fsecret.txt", "/files/sub/../../\(outsideName)/secret.txt",
                       "/files/%2f\(outside.dropFirst())/secret.txt", "/files/" + outside + "/secret.txt",
                       "/../\(outsideName)/secret.txt", "/%2e%2e/\(outsideName)/secret.txt", "/files/link.view",
                       "/files/notes.txt", "/files/sub", "/files/sub/", "/files/", "/main.view", "/sub/parts.view",
                       "/etc/passwd", "//etc/passwd", "/files//etc/passwd"] {
            let r = try httpGet(port: port, target)
            XCTAssertEqual(r.status, 404, "\(target) gave \(r.status)")
            XCTAssertFalse(String(decoding: r.body, as: UTF8.self).contains("TOP SECRET"), target)
        }

        // Only requests addressed to the loopback, and WebSockets only from the page itself.
        XCTAssertEqual(try httpGet(port: port, "/", headers: ["Host": "attacker.example"]).status, 403)
        XCTAssertEqual(try httpGet(port: port, "/", headers: ["Host": "localhost:\(port)"]).status, 200)
        let upgrade = ["Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
                       "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="]
        var foreign = upgrade
        foreign["Origin"] = "http://attacker.example"
        let refused = try httpGet(port: port, "/ws", headers: foreign, headOnly: true).status
        XCTAssertTrue((400..<500).contains(refused), "a foreign origin's upgrade gave \(refused)")
        var own = upgrade
        own["Origin"] = "http://127.0.0.1:\(port)"
        XCTAssertEqual(try httpGet(port: port, "/ws", headers: own, headOnly: true).status, 101)
        // What a browser says another site's page asked for (a cross-site <img> of an export
        // sends no Origin) is refused, an export and every other path but the page itself;
        // the page's own requests, and one typed in (none), are served.
        for site in ["cross-site", "same-site"] {
            for target in ["/export.png", "/export.svg", "/export.pdf", "/files/sub/parts.view", "/preview.js"] {
                XCTAssertEqual(try httpGet(port: port, target, headers: ["Sec-Fetch-Site": site]).status, 403, "\(site) \(target)")
            }
            var ws = upgrade
            ws["Sec-Fetch-Site"] = site
            let status = try httpGet(port: port, "/ws", headers: ws, headOnly: true).status
            XCTAssertTrue((400..<500).contains(status), "a \(site) upgrade gave \(status)")
            XCTAssertEqual(try httpGet(port: port, "/", headers: ["Sec-Fetch-Site": site]).status, 200, site)
        }
        for site in ["same-origin", "none"] {
            XCTAssertEqual(try httpGet(port: port, "/export.svg", headers: ["Sec-Fetch-Site": site]).status, 200, site)
            var ws = upgrade
            ws["Sec-Fetch-Site"] = site
            XCTAssertEqual(try httpGet(port: port, "/ws", headers: ws, headOnly: true).status, 101, site)
        }

        XCTAssertEqual(c.stop(SIGINT), 0)
        XCTAssertTrue(c.stdoutLines.contains { $0.hasSuffix("built \(dir)/main.view") }, c.stdout)
    }

    /// Below Hummingbird, as HTTP servers do: a request the HTTP parser cannot read is answered
    /// 400 and the connection closed; a request whose head is not whole 10 seconds after the
    /// connection opened is answered 408 and closed; a WebSocket client frame without a mask
    /// closes the connection with status 1002 (RFC 6455 §5.1), masked ones are served.
    func testMalformedLateAndUnmaskedAreRefusedAndClosed() throws {
        let dir = makeTempFolder(self)
        try "canvas(width: 10, height: 10) {}\n".write(toFile: dir + "/a.view", atomically: true, encoding: .utf8)
        let (c, port) = try startPreview(dir + "/a.view")
        defer { _ = c.stop() }
        let opened = Date()
        let late = try RawConnection(port: port)
        late.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")   // and no blank line
        // A whole request, then a second one on the same connection left unfinished: the
        // clock runs for every head, not only the first.
        let lateSecond = try RawConnection(port: port)
        lateSecond.send("GET /preview.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\nGET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
        // An upgrade head that promises a body: what follows it is held for the answer, which
        // never comes (the body is read only then), so the head's clock answers 408 and closes.
        let bodied = try RawConnection(port: port)
        bodied.send("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\nContent-Length: 3\r\n\r\nabc")
        // A head whose lines end in a bare LF is whole at its blank line: no 408 follows it.
        let bareLF = try RawConnection(port: port)
        bareLF.send("GET /preview.css HTTP/1.1\nHost: 127.0.0.1:\(port)\n\n")

        for garbage in ["GARBAGE\r\n\r\n", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nno colon here\r\n\r\n"] {
            let bad = try RawConnection(port: port)
            bad.send(garbage)
            let r = bad.read(seconds: 5)
            XCTAssertTrue(String(decoding: r.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 400 Bad Request\r\n"), garbage)
            XCTAssertTrue(r.closed, garbage)
        }

        func upgraded() throws -> RawConnection {
            let ws = try RawConnection(port: port)
            ws.send("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n")
            XCTAssertTrue(String(decoding: ws.read(until: "\r\n\r\n", seconds: 5), as: UTF8.self).hasPrefix("HTTP/1.1 101 "))
            return ws
        }
        let payload = Array(#"{"type":"nonsense"}"#.utf8)
        // Masked: the server reads it and answers it (an error message about its type).
        let masked = try upgraded()
        let key: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        masked.send([0x81, 0x80 | UInt8(payload.count)] + key + payload.enumerated().map { $0.element ^ key[$0.offset % 4] })
        XCTAssertTrue(String(decoding: masked.read(until: "nonsense", seconds: 5), as: UTF8.self).contains("nonsense"))
        // Unmasked: a Close frame with 1002, and the connection closed.
        let unmasked = try upgraded()
        unmasked.send([0x81, UInt8(payload.count)] + payload)
        let r = unmasked.read(seconds: 5)
        XCTAssertTrue(r.closed)
        XCTAssertTrue(r.bytes.suffix(4).elementsEqual([0x88, 0x02, 0x03, 0xEA]), "\(r.bytes.suffix(8))")
        XCTAssertFalse(String(decoding: r.bytes, as: UTF8.self).contains("nonsense"))
        // Frames sent with the upgrade request, before its 101 (RFC 6455 §4.1: a client waits
        // for the answer), close the connection with 1002 unread, masked or not.
        func upgradeRequest() -> [UInt8] {
            Array(("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n").utf8)
        }
        let maskedFrame = [0x81, 0x80 | UInt8(payload.count)] + key + payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
        for frame in [[0x81, UInt8(payload.count)] + payload, maskedFrame] {
            let early = try RawConnection(port: port)
            early.send(upgradeRequest() + frame)
            let e = early.read(seconds: 5)
            XCTAssertTrue(String(decoding: e.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 101 "))
            XCTAssertTrue(e.closed)
            XCTAssertTrue(e.bytes.suffix(4).elementsEqual([0x88, 0x02, 0x03, 0xEA]), "\(e.bytes.suffix(8))")
            XCTAssertFalse(String(decoding: e.bytes, as: UTF8.self).contains("nonsense"))
        }
        // A pipelined request after a head that mentions websocket but is answered otherwise
        // (no upgrade asked of this path) is read as the next request.
        let pipelined = try RawConnection(port: port)
        pipelined.send("GET /preview.css?websocket HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\nGET /preview.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        let both = String(decoding: pipelined.read(seconds: 3).bytes, as: UTF8.self)
        XCTAssertEqual(both.components(separatedBy: "HTTP/1.1 200 OK\r\n").count, 3, both)

        let waited = late.read(seconds: 20)
        XCTAssertTrue(String(decoding: waited.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
        XCTAssertTrue(waited.closed)
        XCTAssertEqual(Date().timeIntervalSince(opened), 10, accuracy: 3)
        let held = bodied.read(seconds: 5)
        XCTAssertTrue(String(decoding: held.bytes, as: UTF8.self).hasSuffix("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"),
                      String(decoding: held.bytes, as: UTF8.self))
        XCTAssertTrue(held.closed)
        let second = String(decoding: lateSecond.read(seconds: 5).bytes, as: UTF8.self)
        XCTAssertTrue(second.hasPrefix("HTTP/1.1 200 OK\r\n"), second)
        XCTAssertTrue(second.contains("HTTP/1.1 408 Request Timeout\r\n"), second)
        let lf = String(decoding: bareLF.read(seconds: 1).bytes, as: UTF8.self)
        XCTAssertFalse(lf.contains("408"), lf)
        // The server still serves.
        XCTAssertEqual(try httpGet(port: port, "/").status, 200)
    }

    func testPortInUseAndUsageErrors() throws {
        let dir = makeTempFolder(self)
        try "canvas(width: 10, height: 10) {}\n".write(toFile: dir + "/a.view", atomically: true, encoding: .utf8)
        let (first, port) = try startPreview(dir + "/a.view")
        defer { _ = first.stop() }
        var r = try runViewc(["preview", dir + "/a.view", "--port", "\(port)"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("viewc: error: preview: port \(port) is in use; try --port 0 for any free port"), r.err)
        r = try runViewc(["preview", dir + "/missing.view"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.err.contains("no such file"), r.err)
        r = try runViewc(["preview", dir + "/a.view", "--port", "70000"])
        XCTAssertEqual(r.status, 64)
    }

    /// --open hands the URL to xdg-open (here a stand-in on the PATH that records it).
    func testOpenRunsXdgOpen() throws {
        let dir = makeTempFolder(self)
        try "canvas(width: 10, height: 10) {}\n".write(toFile: dir + "/a.view", atomically: true, encoding: .utf8)
        try "#!/bin/sh\necho \"$1\" > \"\(dir)/opened\"\n".write(toFile: dir + "/xdg-open", atomically: true, encoding: .utf8)
        chmod(dir + "/xdg-open", 0o755)
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = dir + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        let (c, port) = try startPreview(dir + "/a.view", ["--open"], environment: env)
        defer { _ = c.stop() }
        let end = Date().addingTimeInterval(10)
        var opened = ""
        while Date() < end {
            opened = (try? String(contentsOfFile: dir + "/opened", encoding: .utf8)) ?? ""
            if !opened.isEmpty { break }
            usleep(20_000)
        }
        XCTAssertEqual(opened, "http://127.0.0.1:\(port)/\n")
    }
}
