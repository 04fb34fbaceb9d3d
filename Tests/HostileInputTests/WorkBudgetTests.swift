// Issue 15 item 2 (in part): a component that places itself twice per level would make 2^30
// views; the view budget stops it with a located error, also under a 2 GiB address-space limit
// (where it once died with SIGABRT instead).

import Foundation
import XCTest

final class WorkBudgetTests: XCTestCase {
    static let exponential = """
    view T {
        @inspectable n = 20
        if n > 0 {
            T(frame: Rect(0, 0, 1, 1), n: n - 1)
            T(frame: Rect(0, 0, 1, 1), n: n - 1)
        }
    }
    canvas(width: 10, height: 10) { T(frame: Rect(0, 0, 10, 10), n: 30) }
    """

    func testExponentialInstancesEndWithALocatedErrorUnderAMemoryLimit() throws {
        let dir = scratch(self)
        put(Self.exponential, dir + "/e.view")
        // ulimit -v is in KiB: 2 GiB of address space.
        let o = try runCommand("/bin/sh", ["-c", "ulimit -v 2097152; exec \"$0\" e.view -o e.svg", Here.viewc], cwd: dir, timeout: 60)
        report("2^30 instances under 2 GiB", o)
        XCTAssertEqual(o.status, 1, o.stderr)
        XCTAssertNil(o.signal)
        XCTAssertTrue(o.stderr.hasPrefix("e.view:5:9: error: more than 200000 views; raise the limit with --max-views"), o.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/e.svg"))
        // The flag raises (or lowers) it.
        let low = try viewc(["e.view", "-o", "e.svg", "--max-views", "10"], cwd: dir, timeout: 60)
        XCTAssertTrue(low.stderr.contains("error: more than 10 views; raise the limit with --max-views"), low.stderr)
    }
}
