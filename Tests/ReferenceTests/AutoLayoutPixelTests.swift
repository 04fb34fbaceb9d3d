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
        func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (Double, Double, Double)) -> Bool {
            abs(Double(p.r) - c.0) <= 8 && abs(Double(p.g) - c.1) <= 8 && abs(Double(p.b) - c.2) <= 8
        }
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
}
