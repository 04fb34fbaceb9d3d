// Every view property is registered once and documented once: the names in docs/language.md's
// property table (§6.1) are the table's UIView and CALayer properties; every property declared
// in a file of its own (Sources/ViewEval/Kinds/Properties/) has its line in the registry; and
// the parts of a `dump tree` line have distinct ranks, so their order is the one declared; and
// every property reads back in Swift code what was set (its getter), or says why it does not.

import Foundation
@testable import ViewEval
import ViewGeometry
import XCTest

final class ViewPropertyRegistryTests: XCTestCase {
    /// The backquoted names in the first column of the table under "### 6.1 Properties".
    static func documentedNames() throws -> Set<String> {
        let text = try String(contentsOfFile: packageRoot + "/docs/language.md", encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: "### 6.1 Properties"))
        var names = Set<String>()
        var inTable = false
        for line in lines[(start + 1)...] {
            if line.hasPrefix("|") { inTable = true } else if inTable { break } else { continue }
            let first = line.split(separator: "|", omittingEmptySubsequences: true).first.map(String.init) ?? ""
            // `alpha` (or `layer.opacity`): every backquoted name of the cell.
            let parts = first.components(separatedBy: "`")
            for i in stride(from: 1, to: parts.count, by: 2) { names.insert(parts[i]) }
        }
        return names
    }

    func testEveryDocumentedPropertyIsInTheTableAndBack() throws {
        let documented = try Self.documentedNames()
        let declared = Set(ViewProperties.uiView.map(\.name))
        XCTAssertEqual(documented.subtracting(declared).sorted(), [], "documented in §6.1 but not in ViewProperties")
        XCTAssertEqual(declared.subtracting(documented).sorted(), [], "in ViewProperties but not documented in §6.1")
        XCTAssertEqual(ViewProperties.uiView.count, declared.count, "a property is declared twice")
    }

    func testEveryPropertyFileIsRegistered() throws {
        let dir = packageRoot + "/Sources/ViewEval/Kinds/Properties"
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".swift") }
        var names: [String] = []
        for f in files {
            let text = try String(contentsOfFile: dir + "/" + f, encoding: .utf8)
            // `static let x = ViewProperty(` then, on the next line, its name in quotes.
            for piece in text.components(separatedBy: "= ViewProperty(").dropFirst() {
                let quoted = piece.components(separatedBy: "\"")
                XCTAssertGreaterThan(quoted.count, 2, f)
                if quoted.count > 2 { names.append(quoted[1]) }
            }
        }
        XCTAssertFalse(names.isEmpty)
        XCTAssertEqual(Set(names), Set(ViewProperties.registered.map(\.name)),
                       "a file of Kinds/Properties/ declares a property that ViewProperties.registered does not list, or the reverse")
        for n in names { XCTAssertNotNil(ViewProperties.table[n], n) }
    }

    func testDumpPartsHaveDistinctRanks() {
        let ranks = TreeDumper.parts.map(\.rank)
        XCTAssertEqual(Set(ranks).count, ranks.count, "two parts of a dump tree line share a rank: \(ranks)")
    }

    /// The view properties without a getter of their own, each with its reason.
    static let notReadBack: [String: String] = [
        "layer.transform": "read as the view's `transform` (a view's layer is its own node)",
        "layer.backgroundColor": "read as the view's `backgroundColor`",
        "link": "viewc's own setting of a view's body, not UIKit's",
        "destination": "viewc's own setting of a view's body, not UIKit's",
        "bookmark": "viewc's own setting of a view's body, not UIKit's",
        "layer.mask": "a layer or a path; reading it back is outside the supported Swift subset",
    ]

    func testEveryPropertyHasAGetterOrAReason() {
        for p in ViewProperties.uiView {
            XCTAssertNotEqual(p.get == nil, Self.notReadBack[p.name] == nil, "'\(p.name)': a getter, or its reason in notReadBack, and not both")
        }
        // One member of view values a name: a getter does not hide a member declared by hand.
        let names = Registry.shared.memberNames[.view] ?? []
        XCTAssertEqual(names.count, Set(names).count, "a view member declared twice: \(Dictionary(grouping: names) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
    }

    /// What each property is set to in the read-back test, and the view it is set on.
    static let samples: [String: (value: String, make: String)] = [
        "frame": ("CGRect(x: 1, y: 2, width: 30, height: 40)", "UIView()"),
        "bounds": ("CGRect(x: 3, y: 4, width: 30, height: 40)", "UIView()"),
        "center": ("CGPoint(x: 5, y: 6)", "UIView()"),
        "layer.position": ("CGPoint(x: 7, y: 8)", "UIView()"),
        "layer.anchorPoint": ("CGPoint(x: 0.25, y: 0.75)", "UIView()"),
        "transform": ("CGAffineTransform(scaleX: 2, y: 3)", "UIView()"),
        "alpha": ("0.5", "UIView()"),
        "layer.opacity": ("0.25", "UIView()"),
        "tintColor": ("UIColor.red", "UIView()"),
        "isHidden": ("true", "UIView()"),
        "isOpaque": ("false", "UIView()"),
        "clipsToBounds": ("true", "UIView()"),
        "layer.masksToBounds": ("true", "UIView()"),
        "backgroundColor": ("UIColor.green", "UIView()"),
        "accessibilityIdentifier": ("\"face\"", "UIView()"),
        "accessibilityLabel": ("\"A face\"", "UIView()"),
        "accessibilityValue": ("\"3 stars\"", "UIView()"),
        "accessibilityHint": ("\"Smiles\"", "UIView()"),
        "isAccessibilityElement": ("true", "UIView()"),
        "accessibilityTraits": ("[.button, .selected]", "UIView()"),
        "contentMode": (".center", "UIView()"),
        "contentStretch": ("CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)", "UIView()"),
        "layer.cornerRadius": ("6", "UIView()"),
        "layer.cornerCurve": (".continuous", "UIView()"),
        "layer.borderWidth": ("2", "UIView()"),
        "layer.borderColor": ("UIColor.green.cgColor", "UIView()"),
        "layer.shadowColor": ("UIColor.red.cgColor", "UIView()"),
        "layer.shadowOpacity": ("0.5", "UIView()"),
        "layer.shadowOffset": ("CGSize(width: 3, height: 4)", "UIView()"),
        "layer.shadowRadius": ("5", "UIView()"),
        "layer.shadowPath": ("UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))", "UIView()"),
        "isUserInteractionEnabled": ("false", "UIView()"),
        "layer.maskedCorners": ("[.layerMinXMinYCorner, .layerMaxXMaxYCorner]", "UIView()"),
        "layer.zPosition": ("3", "UIView()"),
        "layer.allowsGroupOpacity": ("false", "UIView()"),
        "layer.shouldRasterize": ("true", "UIView()"),
        "layer.drawsAsynchronously": ("true", "CAShapeLayer()"),
        "layer.name": ("\"ring\"", "CAShapeLayer()"),
        "layer.rasterizationScale": ("3", "UIView()"),
        "layer.speed": ("0", "UIView()"),
        "layer.timeOffset": ("2.5", "UIView()"),
        "layer.beginTime": ("4", "CALayer()"),
        "isMultipleTouchEnabled": ("true", "UIView()"),
        "isExclusiveTouch": ("true", "UIView()"),
        "clearsContextBeforeDrawing": ("false", "UIView()"),
        "tag": ("7", "UIView()"),
        "semanticContentAttribute": (".forceRightToLeft", "UIView()"),
        "translatesAutoresizingMaskIntoConstraints": ("false", "UIView()"),
        "autoresizingMask": ("[.flexibleWidth, .flexibleBottomMargin]", "UIView()"),
        "autoresizesSubviews": ("false", "UIView()"),
        "contentEdgeInsets": ("UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)", "UIButton(type: .custom)"),
        "titleEdgeInsets": ("UIEdgeInsets(top: 4, left: 3, bottom: 2, right: 1)", "UIButton(type: .custom)"),
        "contentHorizontalAlignment": (".left", "UIButton(type: .custom)"),
        "contentVerticalAlignment": (".top", "UIButton(type: .custom)"),
        "layoutMargins": ("UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)", "UIView()"),
        "directionalLayoutMargins": ("NSDirectionalEdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1)", "UIView()"),
        "layer.magnificationFilter": (".nearest", "UIImageView()"),
        "layer.minificationFilter": (".trilinear", "UIImageView()"),
    ]
    /// Getters the read-back test does not run, each with its reason.
    static let readElsewhere: [String: String] = [
        "layer.sublayers": "set to nothing only, so it reads back nil as a new view's (Layer tests read it with sublayers)",
        "intrinsicContentSize": "set on a component alone; read as UIKit computes it (SwiftAutoLayoutTests)",
        "isEnabled": "read with the evaluation (a UIButton subclass's stored property): SwiftControlStateTests",
        "isSelected": "read with the evaluation (a UIButton subclass's stored property): SwiftControlStateTests",
        "isHighlighted": "read with the evaluation (a UIButton subclass's stored property): SwiftControlStateTests",
        "layer.contentsScale": "reads the drawing's scale whatever was set: SwiftSystemObjectTests",
        "layer.delegate": "a view's own layer reads its view, which no code sets; a layer made in code the view it is given: SwiftLayerClassTests",
        "gestureRecognizers": "one view's set on another moves them there, as UIKit's setter does: GestureRecognizerListTests",
    ]

    /// Every property reads back in Swift code what was set: set on one view (`v.p = x`) and
    /// read back onto a second (`w.p = v.p`), the second holds what the first does, and that
    /// differs from a third view's, on which nothing is set (so the getter reads the value set,
    /// not a constant or another property's).
    func testEveryPropertyReadsBackWhatWasSet() throws {
        let tested = ViewProperties.uiView.filter { $0.get != nil && Self.readElsewhere[$0.name] == nil }
        XCTAssertEqual(Set(tested.map(\.name)), Set(Self.samples.keys), "a property with a getter and no sample, or the reverse")
        var lines: [String] = []
        for (i, p) in tested.enumerated() {
            let (value, make) = try XCTUnwrap(Self.samples[p.name])
            // An optional String read back is unwrapped to be set again (UIKit's String? property).
            let unwrap = p.get?.type == .optional(.string) ? "!" : ""
            lines += ["        let v\(i) = \(make), w\(i) = \(make)",
                      "        v\(i).\(p.name) = \(value)",
                      "        w\(i).\(p.name) = v\(i).\(p.name)\(unwrap)",
                      "        addSubview(v\(i)); addSubview(w\(i)); addSubview(\(make))"]
        }
        let text = inCanvas("    Host(frame: Rect(0, 0, 100, 100))") + """
            class Host: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
            \(lines.joined(separator: "\n"))
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        let host = try XCTUnwrap(placedView(text))
        XCTAssertEqual(host.subviews.count, 3 * tested.count)
        guard host.subviews.count == 3 * tested.count else { return }
        for (i, p) in tested.enumerated() {
            let read = try XCTUnwrap(p.get?.plain, p.name)
            let (v, w, fresh) = (read(host.subviews[3 * i]), read(host.subviews[3 * i + 1]), read(host.subviews[3 * i + 2]))
            XCTAssertEqual(v.description, w.description, "'\(p.name)' read back and set again")
            XCTAssertNotEqual(v.description, fresh.description, "'\(p.name)' reads \(v.description) whatever was set")
        }
    }

    /// A view's code reads its own layer's settings as UIKit spells them (`layer.zPosition`
    /// in draw(_:)): the fill is as tall as the zPosition set and 10 wide when rasterised.
    func testAViewReadsItsOwnLayerSettingsInItsDrawing() throws {
        let text = inCanvas("    Tile(frame: Rect(0, 0, 100, 100))") + """
            class Tile: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.zPosition = 3
                    layer.shouldRasterize = true
                }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) {
                    let z = layer.zPosition
                    let w: CGFloat = layer.shouldRasterize ? 10 : 1
                    UIRectFill(CGRect(x: 0, y: 0, width: w, height: z))
                }
            }

            """
        XCTAssertEqual(ownFills(try XCTUnwrap(placedView(text)).content).map(\.bounds), [Rect(0, 0, 10, 3)])
    }
}
