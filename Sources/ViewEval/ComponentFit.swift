// Running a component instance with UIKit's intrinsicContentSize and contentMode.
//
// A component that declares `intrinsicContentSize: Size(w, h)` draws itself at that size: its
// body runs with `bounds` = Rect(0, 0, w, h), and the drawing (with the subviews the body made)
// is fitted into the instance's real bounds by its contentMode (ContentMode.swift), as UIKit
// stretches or places a view's cached drawing. With `contentMode: .redraw` the body runs for
// the real bounds instead, as draw(_:) would be called again. A component without an
// intrinsic size is always drawn for its real bounds.
//
// Both properties decide how the body runs, so they are read before it: from the top level of
// the component's body, then the instance's arguments, then the top level of its trailing
// block (later ones win, as the caller's settings come after the view's own init).

import Foundation
import ViewGeometry
import ViewSyntax

/// The view properties that decide how a component's body runs.
let fitPropertyNames: Set<String> = ["contentMode", "intrinsicContentSize"]

extension Evaluator {
    /// The top-level statements that set a fit property, and the rest, in order.
    func splitFit(_ stmts: [Stmt]) -> (fit: [Stmt], rest: [Stmt]) {
        var fit: [Stmt] = [], rest: [Stmt] = []
        for s in stmts {
            if case .property(let path, _, _, _) = s, path.count == 1, fitPropertyNames.contains(path[0]) {
                fit.append(s)
            } else {
                rest.append(s)
            }
        }
        return (fit, rest)
    }

    func runComponent(_ c: Component, _ node: ViewNode, _ componentScope: Scope, fitArgs: [ArgValue],
                      later: [(String, Value, ArgValue)], trailing: [Stmt], scope: Scope, unit: FileUnit) throws {
        let body = splitFit(c.body), tail = splitFit(trailing)
        let scratch = DrawList()
        try execAll(body.fit, componentScope, .view(node, scratch, c.file))
        for a in fitArgs { try setViewProperty(node, a.label!, a.labelRange ?? a.range, a.value, a.range) }
        if !tail.fit.isEmpty {
            try execAll(tail.fit, Scope(parent: scope, selfView: node), .view(node, scratch, unit))
        }
        let decided = (size: node.intrinsicContentSize, mode: node.contentMode)
        let atIntrinsic = decided.size != nil && decided.mode != .redraw
        if atIntrinsic, let s = decided.size { node.drawingBounds = Rect(0, 0, s.width, s.height) }
        let list = DrawList()
        do {
            defer { node.drawingBounds = nil }
            try execAll(body.rest, componentScope, .view(node, list, c.file))
        }
        node.content = list.items
        node.contentCommandCount = node.content.count
        node.contentSubviewCount = node.subviews.count
        for (label, v, a) in later { try setViewProperty(node, label, a.labelRange ?? a.range, v, a.range) }
        if !tail.rest.isEmpty {
            try runViewBody(node, tail.rest, scope, unit)
        }
        // A setting inside an `if` or loop comes too late to change how the body ran.
        if node.intrinsicContentSize != decided.size || (node.contentMode == .redraw) != (decided.mode == .redraw) {
            throw Diagnostic.error("'\(c.name)': set 'intrinsicContentSize' and 'contentMode' at the top level of the component, as an argument, or at the top level of the instance's block — not inside 'if' or 'for'", at: node.range)
        }
    }
}
