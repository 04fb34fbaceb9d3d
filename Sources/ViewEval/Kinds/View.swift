// `view { … }`: a UIView added with addSubview(_:). Its body sets its properties, draws (its
// draw(_:)) and adds subviews; `bounds` in it means this view.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Kinds {
    static let view = BlockKind(
        name: "view",
        allowed: { $0.isView },
        misplaced: { "a view cannot be placed \($0.name)" },
        checkArguments: { c, s in c.noArguments(s, "a 'view' block takes no arguments; set its frame inside it") },
        checkBody: { c, s in c.viewBody(s, ViewPlace(kindName: "view", kind: .view)) },
        run: { run, s, target in
            guard case .view(let parent, _) = target else { try run.checkedError() }
            try run.subview(ViewNode(kind: "view", range: run.tree.range(s)), s, in: parent)
        })
}

extension Checker {
    /// A view's body: its own scope, where `bounds` means the view.
    func viewBody(_ s: NodeID, _ v: ViewPlace) {
        scoped(.view(v), view: true) {
            if tree.deferredBody(s) != nil { deferBody(s) } else { statements(tree.blockBody(s)) }
        }
    }
}

extension Runner {
    /// A view block's view: its body run (nested one level deeper), then added to `parent`.
    func subview(_ node: ViewNode, _ s: NodeID, in parent: ViewNode) throws {
        try countView(node.range)
        node.superview = parent
        try nest(tree.blockKind(s).kindRange) { try viewBody(node, tree.blockBody(s)) }
        try addSubview(node, to: parent)
    }

    /// A view made by a block or placement, added to its parent's subviews as `addSubview(_:)`
    /// adds it: a parent of a class that overrides `didAddSubview(_:)` is told, as UIKit tells it.
    func addSubview(_ node: ViewNode, to parent: ViewNode) throws {
        parent.subviews.append(node)
        try notify(parent, "didAddSubview", node)
    }

    /// Runs a view's statements with `bounds` meaning this view, collecting its drawing.
    func viewBody(_ node: ViewNode, _ body: some Collection<NodeID>) throws {
        try viewContent(node, statements: body.count) { try execAll(body, $0) }
    }

    /// Runs `run` with `bounds` meaning the view and a target that collects its drawing.
    func viewContent(_ node: ViewNode, statements: Int, _ run: (Target) throws -> Void) throws {
        let list = DrawList()
        list.items = node.content
        // Room for about a command a statement, made once: a body of thousands of paths
        // otherwise doubles its way up, each step a fresh copy in fresh pages.
        list.items.reserveCapacity(list.items.count + statements)
        let saved = selfView
        selfView = node
        defer { selfView = saved }
        try run(.view(node, list))
        node.content = list.items
        // The view holds its drawing alone from here (a list may outlive the body, held by what
        // ran in it): lowering a page's drawing then changes it in place, not in a copy of it
        // (Lowering.lowerOwnDrawing lets each command's path go as it is lowered).
        list.items = []
    }
}
