// `layer.maskedCorners` (CALayer.maskedCorners, a CACornerMask): which corners
// `layer.cornerRadius` rounds — for the background, the clip of clipsToBounds and the border.
// The names are Core Animation's, in its unflipped words: in UIKit's y-down coordinates
// `.layerMinXMinYCorner` is the top-left corner, `.layerMaxXMinYCorner` the top-right,
// `.layerMinXMaxYCorner` the bottom-left and `.layerMaxXMaxYCorner` the bottom-right.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let maskedCorners = ViewProperty(
        "layer.maskedCorners", nil, checkType: checkCornerMaskType, cases: cornerMaskTable.map(\.0),
        // Read back as a CACornerMask (its bits are those of the corners it names).
        get: ViewGetter(.optionSet("CACornerMask"), .layer) { v in .optionSet("CACornerMask", UInt64(v[maskedCornersValue].rawValue)) },
        dump: DumpPart(rank: 210) { v in
            let c = v[maskedCornersValue]
            return c == .all ? nil : "maskedCorners = \(cornerMaskNames(c))"
        },
        drawing: DrawingHooks(roundedCorners: { $0[maskedCornersValue] })
    ) { _, v, x, _, r in v[maskedCornersValue] = try cornerMask(x, r) }

    /// All four corners until the view sets it.
    static let maskedCornersValue = PropertyKey<RectCorners>(.all)

    /// CACornerMask's options (OptionSet.swift): each bit is the corner of RectCorners of that bit.
    static let cornerMaskTable: [(String, RectCorners)] = OptionSets.type("CACornerMask")!.options.map { ($0.0, RectCorners(rawValue: Int($0.1))) }

    static func checkCornerMaskType(_ t: VType, _ r: SourceRange) -> Diagnostic? {
        ViewProperties.checkOptionListType(t, r, cornerMaskTable, property: "layer.maskedCorners", one: "a corner")
    }

    static func cornerMask(_ v: Value, _ r: SourceRange) throws -> RectCorners {
        try ViewProperties.optionList(v, r, cornerMaskTable, property: "layer.maskedCorners", one: "a corner", kind: "corner")
    }

    /// "[.layerMinXMinYCorner, .layerMaxXMinYCorner]", for dumps.
    static func cornerMaskNames(_ c: RectCorners) -> String {
        "[" + cornerMaskTable.filter { c.contains($0.1) }.map { "." + $0.0 }.joined(separator: ", ") + "]"
    }
}
