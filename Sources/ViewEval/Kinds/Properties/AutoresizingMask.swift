// `autoresizingMask` (UIView.AutoresizingMask, empty by default) and `autoresizesSubviews`
// (true by default): when code gives a view bounds of another size, each subview whose mask
// has flexible parts is resized as UIKit does — along each axis the change is shared by the
// flexible parts among the left (top) margin, the width (height) and the right (bottom)
// margin, in proportion to their sizes (evenly when they are all zero), the others kept —
// and so on down, each subview's own subviews resized by its new size. A layer made in code
// is not resized (Core Animation's layers have no mask on iOS).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// A view's autoresizing mask: which of its six parts stretch with its superview.
struct AutoresizingMask: OptionSet, Sendable {
    let rawValue: Int
    static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
    static let flexibleWidth = AutoresizingMask(rawValue: 2)
    static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
    static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
    static let flexibleHeight = AutoresizingMask(rawValue: 16)
    static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
}

extension ViewProperty {
    static let autoresizingMask = ViewProperty(
        "autoresizingMask", nil, checkType: checkAutoresizingType, cases: autoresizingTable.map(\.0),
        // Read back as a UIView.AutoresizingMask (its bits are its options').
        get: ViewGetter(.optionSet("UIView.AutoresizingMask")) { v in .optionSet("UIView.AutoresizingMask", UInt64(v[autoresizingMaskValue].rawValue)) },
        dump: DumpPart(rank: 67) { v in
            let m = v[autoresizingMaskValue]
            return m.isEmpty ? nil : "autoresizingMask = [" + autoresizingTable.filter { m.contains($0.1) }.map { "." + $0.0 }.joined(separator: ", ") + "]"
        }
    ) { _, v, x, _, r in v[autoresizingMaskValue] = try autoresizing(x, r) }

    static let autoresizesSubviews = ViewProperty(
        "autoresizesSubviews", .bool,
        get: .bool(autoresizesSubviewsValue),
        dump: DumpPart(rank: 68) { $0[autoresizesSubviewsValue] ? nil : "autoresizesSubviews = NO" }
    ) { _, v, x, _, _ in v[autoresizesSubviewsValue] = x.bool }

    /// Empty until the view sets it.
    static let autoresizingMaskValue = PropertyKey<AutoresizingMask>([])
    /// True until the view sets it.
    static let autoresizesSubviewsValue = PropertyKey<Bool>(true)

    /// UIView.AutoresizingMask's options (OptionSet.swift), of the same bits.
    static let autoresizingTable: [(String, AutoresizingMask)] = OptionSets.type("UIView.AutoresizingMask")!.options.map { ($0.0, AutoresizingMask(rawValue: Int($0.1))) }

    static func checkAutoresizingType(_ t: VType, _ r: SourceRange) -> Diagnostic? {
        ViewProperties.checkOptionListType(t, r, autoresizingTable, property: "autoresizingMask", one: "an option")
    }

    static func autoresizing(_ v: Value, _ r: SourceRange) throws -> AutoresizingMask {
        try ViewProperties.optionList(v, r, autoresizingTable, property: "autoresizingMask", one: "an option", kind: "option")
    }

    /// After `v`'s bounds went from `old` to their size now: its subviews resized by their masks.
    static func resizeSubviews(of v: ViewNode, from old: Size) {
        let new = v.bounds.size
        guard v[autoresizesSubviewsValue], old != new else { return }
        for s in v.subviews where s.kindInfo?.name != Kinds.layerView.name {
            let m = s[autoresizingMaskValue]
            guard !m.isEmpty else { continue }
            let f = s.frame
            let (x, w) = share(f.minX, f.width, old.width - f.maxX, m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth),
                               m.contains(.flexibleRightMargin), new.width - old.width)
            let (y, h) = share(f.minY, f.height, old.height - f.maxY, m.contains(.flexibleTopMargin), m.contains(.flexibleHeight),
                               m.contains(.flexibleBottomMargin), new.height - old.height)
            let before = s.bounds.size
            s.frame = Rect(x, y, w, h)
            resizeSubviews(of: s, from: before)
        }
    }

    /// One axis: the margin before, the size and the margin after, the flexible ones taking
    /// `delta` in proportion to their sizes (evenly when those are all zero). The new origin
    /// and size.
    static func share(_ lead: Double, _ size: Double, _ trail: Double, _ fl: Bool, _ fs: Bool, _ ft: Bool, _ delta: Double) -> (Double, Double) {
        let parts = [(lead, fl), (size, fs), (trail, ft)].filter(\.1)
        guard !parts.isEmpty, delta != 0 else { return (lead, size) }
        let total = parts.reduce(0) { $0 + $1.0 }
        func grow(_ value: Double, _ flexible: Bool) -> Double {
            guard flexible else { return value }
            return value + (total > 0 ? delta * value / total : delta / Double(parts.count))
        }
        return (grow(lead, fl), grow(size, fs))
    }
}
