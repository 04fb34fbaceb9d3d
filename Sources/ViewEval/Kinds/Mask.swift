// `mask { … }` in a view: UIView.mask (a CALayer's mask layer) — a view whose alpha says how
// much of the view it masks shows: where the mask draws opaquely the view shows, where it
// draws nothing the view is hidden, shadow and border included. Its body is a view's body
// (background, drawing, subviews), in the masked view's bounds coordinates. Its frame starts
// as the masked view's bounds, as `mask.frame = view.bounds` sets it in nearly every use
// (UIKit's starts at zero, which would hide the view); set `frame` in the body to move it.
// A view has one mask. Masks do not change hit testing, as in UIKit.
//
// `layer.mask: UIBezierPath(…)` (ViewProperties.swift) is the shape-layer mask: the path clips.
// A layer made in Swift code set as `layer.mask` (Kinds/Layer.swift) is the mask view itself.

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Kinds {
    static let mask = BlockKind(
        name: "mask",
        allowed: { $0.isView },
        misplaced: { "a mask belongs to a view, and cannot be placed \($0.name)" },
        checkArguments: { c, s in c.noArguments(s, "a 'mask' block takes no arguments; its frame starts as the view's bounds") },
        checkBody: { c, s in c.viewBody(s, ViewPlace(kindName: "mask", kind: .view)) },
        run: { run, s, target in
            guard case .view(let parent, _) = target else { try run.checkedError() }
            let r = run.tree.range(s)
            if parent.maskView != nil {
                throw Diagnostic.error("this view already has a mask; a view has one (draw every part of it in one 'mask { … }')", at: run.tree.blockKind(s).kindRange)
            }
            try run.countView(r)
            let node = ViewNode(kind: "mask", range: r)
            node.superview = parent
            node.frame = parent.bounds.size == .zero ? .zero : Rect(parent.bounds.minX, parent.bounds.minY, parent.bounds.width, parent.bounds.height)
            try run.nest(run.tree.blockKind(s).kindRange) { try run.viewBody(node, run.tree.blockBody(s)) }
            parent.maskView = node
        })
}

extension Lowering {
    /// A view with a mask view: everything it draws, then its mask, composited by the mask's alpha.
    static func beginMask(_ v: ViewNode, _ out: inout [Item]) {
        if v.maskView != nil { out.append(Item(.beginMask, v.range)) }
    }

    static func endMask(_ v: ViewNode, _ out: inout [Item]) {
        guard let m = v.maskView else { return }
        out.append(Item(.maskWith, m.range))
        lowerView(m, &out)
        out.append(Item(.endMask, m.range))
    }
}
