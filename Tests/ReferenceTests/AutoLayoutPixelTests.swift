// Auto Layout drawn: views a class's code places with constraints, and a view controller's
// view laid out the same way, show where the constraints say in our PNG, rsvg-convert's
// picture of our SVG and pdftoppm's of our PDF — each edge worked out here from the constants
// and multipliers, and probed a pixel inside and outside it.

import CairoBackend
import DrawIR
import Foundation
import ViewEval
import ViewGeometry
import ViewSyntax
import ViewcDriver
import XCTest

final class AutoLayoutPixelTests: XCTestCase {
    /// Whether a pixel is within 8 of the color in each channel.
    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (Double, Double, Double)) -> Bool {
        abs(Double(p.r) - c.0) <= 8 && abs(Double(p.g) - c.1) <= 8 && abs(Double(p.b) - c.2) <= 8
    }

    static let text = """
    canvas(width: 200, height: 200) {
        backgroundColor: .white
        Board(frame: Rect(0, 0, 200, 100))
        Screen(frame: Rect(0, 100, 200, 100))
    }

    class Board: UIView {
        let a = UIView()
        let b = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            a.backgroundColor = .red
            b.backgroundColor = .blue
            for v in [a, b] {
                v.translatesAutoresizingMaskIntoConstraints = false
                addSubview(v)
            }
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: topAnchor, constant: 20),
                a.widthAnchor.constraint(equalToConstant: 50),
                a.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.5),
                b.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
                b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 5),
                b.heightAnchor.constraint(equalTo: b.widthAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    class Screen: UIViewController {
        let card = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
            card.backgroundColor = .green
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16).isActive = true
            card.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 16).isActive = true
            view.rightAnchor.constraint(equalTo: card.rightAnchor, constant: 16).isActive = true
            card.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.4).isActive = true
        }
    }
    """

    func testConstrainedViewsDrawWhereTheirConstraintsPlaceThem() throws {
        let ir = try Render.ir(text: Self.text)
        let red = (255.0, 0.0, 0.0), blue = (0.0, 0.0, 255.0), white = (255.0, 255.0, 255.0)
        let green = (0.0, 255.0, 0.0), black = (0.0, 0.0, 0.0)
        // a: x 10…60, y 20…70 (half of 100 high). b: 50 × 0.5 + 5 = 30 square, its right edge
        // at 200 − 10, its middle at a's (45).
        let a = Rect(10, 20, 50, 100 * 0.5)
        let bw = 50 * 0.5 + 5
        let b = Rect(200 - 10 - bw, a.midY - bw / 2, bw, bw)
        // The view controller's view at y 100: the card 16 in from the top, left and right, 40 high.
        let card = Rect(16, 100 + 16, 200 - 32, 100 * 0.4)
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            func probe(_ r: Rect, _ inside: (Double, Double, Double), _ outside: (Double, Double, Double), _ name: String) {
                let (x0, y0, x1, y1) = (Int(r.minX), Int(r.minY), Int(r.maxX), Int(r.maxY))
                for (x, y) in [(x0 + 1, y0 + 1), (x1 - 2, y1 - 2), (Int(r.midX), Int(r.midY))] {
                    XCTAssertTrue(near(img[x, y], inside), "\(what): \(name) at \(x),\(y) is \(img[x, y])")
                }
                for (x, y) in [(x0 - 2, Int(r.midY)), (x1 + 1, Int(r.midY)), (Int(r.midX), y0 - 2), (Int(r.midX), y1 + 1)] {
                    XCTAssertTrue(near(img[x, y], outside), "\(what): outside \(name) at \(x),\(y) is \(img[x, y])")
                }
            }
            probe(a, red, white, "a")
            probe(b, blue, white, "b")
            probe(card, green, black, "the card")
        }
    }

    /// A stack view's arranged views drawn where its distribution and alignment put them: three
    /// views filling 200 points equally, 10 apart, each (200 − 2 × 10) / 3 wide; below, a column
    /// of two 30-point squares centred across a 200-point-wide stack, 10 apart.
    func testAStackViewsViewsDrawWhereItArrangesThem() throws {
        let ir = try Render.ir(text: """
        canvas(width: 200, height: 200) {
            backgroundColor: .white
            Bars(frame: Rect(0, 0, 200, 200))
        }
        class Bars: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let row = UIStackView(arrangedSubviews: [UIColor.red, .green, .blue].map { c in
                    let v = UIView()
                    v.backgroundColor = c
                    return v
                })
                row.frame = CGRect(x: 0, y: 20, width: 200, height: 40)
                row.distribution = .fillEqually
                row.spacing = 10
                addSubview(row)
                let column = UIStackView(frame: CGRect(x: 0, y: 100, width: 200, height: 70))
                column.axis = .vertical
                column.alignment = .center
                column.spacing = 10
                for _ in 0..<2 {
                    let v = UIView()
                    v.backgroundColor = .black
                    v.widthAnchor.constraint(equalToConstant: 30).isActive = true
                    v.heightAnchor.constraint(equalToConstant: 30).isActive = true
                    column.addArrangedSubview(v)
                }
                addSubview(column)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        let w = (200 - 2 * 10) / 3.0
        let bars = [(Rect(0, 20, w, 40), (255.0, 0.0, 0.0)), (Rect(w + 10, 20, w, 40), (0.0, 255.0, 0.0)), (Rect(2 * w + 20, 20, w, 40), (0.0, 0.0, 255.0))]
        let squares = [Rect(100 - 15, 100, 30, 30), Rect(100 - 15, 100 + 30 + 10, 30, 30)]
        for (what, img) in try pixelsInEveryFormat(ir, self) {
            for (r, c) in bars {
                XCTAssertTrue(near(img[Int(r.midX), Int(r.midY)], c), "\(what): bar at \(r.midX) is \(img[Int(r.midX), Int(r.midY)])")
                XCTAssertTrue(near(img[Int(r.maxX) + 2, Int(r.midY)], (255, 255, 255)) || r.maxX >= 198, "\(what): the gap after the bar at \(r.maxX)")
            }
            for r in squares {
                for (x, y) in [(Int(r.minX) + 1, Int(r.minY) + 1), (Int(r.maxX) - 2, Int(r.maxY) - 2)] {
                    XCTAssertTrue(near(img[x, y], (0, 0, 0)), "\(what): square at \(x),\(y) is \(img[x, y])")
                }
                for (x, y) in [(Int(r.minX) - 2, Int(r.midY)), (Int(r.maxX) + 1, Int(r.midY)), (Int(r.midX), Int(r.maxY) + 1)] {
                    XCTAssertTrue(near(img[x, y], (255, 255, 255)), "\(what): outside the square at \(x),\(y) is \(img[x, y])")
                }
            }
        }
    }
}
