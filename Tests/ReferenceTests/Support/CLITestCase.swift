// A test case that runs the viewc binary ($VIEWC_BIN, else .build/debug/viewc) in a
// temporary folder of its own, with a clean environment.

import Foundation
import XCTest

class CLITestCase: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: Tools.viewc) else {
            XCTFail("no viewc binary at \(Tools.viewc): run `swift build` or set VIEWC_BIN")
            throw ImageError.decode("no viewc")
        }
        dir = try temporaryDirectory(self)
    }

    /// Runs viewc in the temporary folder with a clean environment (but the tests' pinned
    /// fonts, FONTCONFIG_FILE, which `make test` sets).
    @discardableResult
    func viewc(_ args: [String], stdin: [UInt8]? = nil, env: [String: String] = [:]) throws -> ProcessResult {
        var e = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8"]
        if let fonts = ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] { e["FONTCONFIG_FILE"] = fonts }
        e.merge(env) { $1 }
        return try Tools.run(Tools.viewc, args, stdin: stdin, env: e, cwd: dir)
    }

    func file(_ name: String) -> URL { dir.appendingPathComponent(name) }

    func writeText(_ text: String, _ name: String) throws -> String {
        try text.write(to: file(name), atomically: true, encoding: .utf8)
        return file(name).path
    }
}
