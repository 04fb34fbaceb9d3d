// Neovim's built-in LSP client, headless, against `viewc lsp` (nvim/session.lua): a real
// editor's framing, incremental changes and position conversions, not the tests' own client.
// The diagnostic's column is Neovim's byte column, from the UTF-16 column the server sent: the
// Korean text before the typo makes them differ.

import Foundation
import XCTest

final class NeovimClientTests: XCTestCase {
    func testNeovimReceivesTheTypoAppliesItsFixCompletesAndHovers() throws {
        let nvim = ["/usr/bin/nvim", "/usr/local/bin/nvim"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let binary = try XCTUnwrap(nvim, "neovim is not installed (make test-deps installs it)")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("viewc-nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = """
        canvas(width: 200, height: 100) {
            label { text: "안녕"; textColr: .red }
            view {
                frame: Rect(0, 0, 10, 10)
            }
        }

        """
        let file = dir.appendingPathComponent("typo.view"), out = dir.appendingPathComponent("out.txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("nvim/session.lua").path
        p.arguments = ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile " + script]
        var env = ProcessInfo.processInfo.environment
        env["VIEWC_BIN"] = LSPClient.binary
        env["VIEW_FILE"] = file.path
        env["OUT"] = out.path
        env["XDG_STATE_HOME"] = dir.path
        env["XDG_DATA_HOME"] = dir.path
        env["XDG_CONFIG_HOME"] = dir.path
        p.environment = env
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        let deadline = Date().addingTimeInterval(120)
        while p.isRunning && Date() < deadline { usleep(50_000) }
        if p.isRunning { p.terminate(); XCTFail("nvim did not finish in 2 minutes") }
        let lines = try String(contentsOf: out, encoding: .utf8).split(separator: "\n").map(String.init)
        let prefix = "    label { text: \"안녕\"; "
        XCTAssertEqual(lines.first { $0.hasPrefix("diagnostic ") }?.split(separator: " ").prefix(4).joined(separator: " "),
                       "diagnostic 1 \(prefix.utf8.count) \(prefix.utf8.count + 8)", "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("diagnostic ") && $0.contains("'textColor'") }, "\(lines)")
        XCTAssertTrue(lines.contains("action Replace with 'textColor'"), "\(lines)")
        XCTAssertTrue(lines.contains("fixed " + prefix + "textColor: .red }"), "\(lines)")
        XCTAssertTrue(lines.contains("diagnostics 0"), "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("completion alpha Number") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("hover ") && $0.contains("textColor: Color") }, "\(lines)")
        XCTAssertFalse(lines.contains { $0.hasPrefix("error ") }, "\(lines)")
    }
}
