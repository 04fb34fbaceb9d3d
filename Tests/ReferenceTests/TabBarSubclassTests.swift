// A UITabBar subclass placed alone: no items and no scroll view behind it, so it shows its
// scroll-edge appearance, by UIKit's documentation its standard one with a transparent
// background — no bar material, no shadow line — and only what its own code draws. Its item
// and appearance settings are taken and change no picture; a view that is no tab bar refuses them.

import Foundation
import ViewEval
import ViewSyntax
import ViewcDriver
import XCTest

extension ViewModelRenderTests {
    /// The curved bar of the tutorials: draw(_:) inserts a white shape layer under the items
    /// whose middle rises 30 points above the bar's top, at the centre; a second draw replaces
    /// it (replaceSublayer(_:with:)). The bar stands at y 50 on a gray canvas: inside it is
    /// white, and the bump above it is white at (centre, 50 − 30 + 4) but not at (10, 40),
    /// where the canvas's gray shows; the bar draws no shadow line at its top edge (10, 50).
    func testATabBarSubclassDrawsOnlyWhatItsCodeDraws() throws {
        let text = """
        canvas(width: 200, height: 120) {
            backgroundColor: UIColor(white: 0.5, alpha: 1)
            Curved(frame: Rect(0, 50, 200, 60))
        }

        class Curved: UITabBar {
            private var shape: CALayer?
            override init(frame: CGRect) {
                super.init(frame: frame)
                unselectedItemTintColor = .white
                isTranslucent = false
                shadowImage = UIImage()
                items = []
                delegate = nil
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) { addShape(); addShape() }
            private func addShape() {
                let layer = CAShapeLayer()
                let c = bounds.width / 2
                let path = UIBezierPath()
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: c - 40, y: 0))
                path.addLine(to: CGPoint(x: c, y: -30))
                path.addLine(to: CGPoint(x: c + 40, y: 0))
                path.addLine(to: CGPoint(x: bounds.width, y: 0))
                path.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
                path.addLine(to: CGPoint(x: 0, y: bounds.height))
                path.close()
                layer.path = path.cgPath
                layer.fillColor = UIColor.white.cgColor
                if let old = shape { self.layer.replaceSublayer(old, with: layer) } else { self.layer.insertSublayer(layer, at: 0) }
                shape = layer
                if self.layer.sublayers?.count != 1 { UIRectFill(bounds) }
            }
        }
        """
        let r = try renderAll(text, "tabbar")
        let gray = 0.5 * 255
        assertPixel(r, 100, 80, (255, 255, 255))
        assertPixel(r, 100, 50 - 30 + 4, (255, 255, 255))
        assertPixel(r, 10, 40, (gray, gray, gray), tol: 2)
        assertPixel(r, 10, 50, (255, 255, 255))
        let other = Driver.compile(SourceFile(path: "t.view", text: """
        canvas(width: 10, height: 10) { Plain(frame: Rect(0, 0, 10, 10)) }
        class Plain: UIView {
            override init(frame: CGRect) { super.init(frame: frame); barTintColor = .red }
            required init?(coder: NSCoder) { fatalError() }
        }
        """), EvalOptions()).diagnostics.map(\.headline)
        XCTAssertEqual(other.count, 1, "\(other)")
        XCTAssertEqual(other.first, "t.view:3:62: error: 'barTintColor' is a UITabBar's property; Plain is no tab bar")
    }
}
