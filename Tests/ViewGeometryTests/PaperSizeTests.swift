// Named paper sizes: ISO 216 sizes from their millimetres, North American sizes from their
// inches, names in any case, landscape as the sides swapped.

import XCTest
@testable import ViewGeometry

final class PaperSizeTests: XCTestCase {
    func testSizesInPointsFromMillimetresAndInches() {
        // 1 inch = 25.4 mm = 72 points.
        func mm(_ v: Double) -> Double { v / 25.4 * 72 }
        let expected: [(PaperSize, Double, Double)] = [
            (.a3, mm(297), mm(420)), (.a4, mm(210), mm(297)), (.a5, mm(148), mm(210)), (.b5, mm(176), mm(250)),
            (.letter, 612, 792), (.legal, 612, 1008), (.tabloid, 792, 1224),
        ]
        XCTAssertEqual(expected.count, PaperSize.allCases.count)
        for (paper, w, h) in expected {
            XCTAssertEqual(paper.size.width, w, accuracy: 1e-9, "\(paper)")
            XCTAssertEqual(paper.size.height, h, accuracy: 1e-9, "\(paper)")
            XCTAssertEqual(paper.size(landscape: true), Size(paper.size.height, paper.size.width), "\(paper)")
            XCTAssertEqual(paper.size(landscape: false), paper.size, "\(paper)")
        }
        // The familiar rounded values.
        XCTAssertEqual(PaperSize.a4.size.width, 595.28, accuracy: 0.005)
        XCTAssertEqual(PaperSize.a4.size.height, 841.89, accuracy: 0.005)
    }

    func testNames() {
        XCTAssertEqual(PaperSize(name: "A4"), .a4)
        XCTAssertEqual(PaperSize(name: "letter"), .letter)
        XCTAssertEqual(PaperSize(name: "Tabloid"), .tabloid)
        XCTAssertNil(PaperSize(name: "a6"))
        XCTAssertNil(PaperSize(name: ""))
        XCTAssertEqual(PaperSize.nameList, "a3, a4, a5, b5, letter, legal, tabloid")
    }
}
