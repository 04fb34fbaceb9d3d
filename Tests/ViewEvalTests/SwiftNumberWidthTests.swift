// Swift's number types each compute in their own width: a UInt stops below 0, a Float rounds
// every operation to 24 bits, an Int is 64 bits — where a number here (a Double) cannot hold
// the Int exactly, an error, never a rounded value. Expected values are Swift's own, computed
// here with the same types.

import XCTest
@testable import ViewEval

final class SwiftNumberWidthTests: XCTestCase {
    /// `z - 1` of a UInt 0 traps in Swift: an error where it happens, as an Int's overflow is;
    /// a UInt's arithmetic inside its range is its value.
    func testUIntArithmeticBelowZeroStops() {
        let zero: UInt = 0
        XCTAssertTrue(zero.subtractingReportingOverflow(1).overflow)
        func headlines(_ line: String) -> [String] {
            evaluate(inDraw("""
                        let z: UInt = UInt(rect.width) - 10
                        var u: UInt = z
                \(line)
                """)).headlines.filter { $0.contains("error") }
        }
        XCTAssertEqual(headlines("        print(z - 1)"),
                       ["t.view:6:15: error: arithmetic overflow: 0 - 1 is outside UInt's range (Swift stops here)"])
        XCTAssertEqual(headlines("        u -= 1"),
                       ["t.view:6:9: error: arithmetic overflow: 0 - 1 is outside UInt's range (Swift stops here)"])
        let five: UInt = 5
        XCTAssertEqual(printedInDraw("""
                    let z: UInt = UInt(rect.width) - 5
                    var u = z
                    u -= 2
                    print(z - 1, z * 2, u)
            """), "\(five - 1) \(five * 2) \(five - 2)")
    }
}
