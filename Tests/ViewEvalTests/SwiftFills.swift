// The fills of a view's own drawing, for the tests of pasted Swift: each fill's bounds and
// color, in order, groups flattened.

import XCTest
import ViewGeometry
@testable import ViewEval

func swiftFills(_ cmds: [DrawCommand]) -> [(bounds: Rect, color: Color?)] {
    var out: [(Rect, Color?)] = []
    for c in cmds {
        switch c {
        case .fill(let p, let paint, _, _):
            if case .color(let col) = paint { out.append((p.controlPointBounds, col)) } else { out.append((p.controlPointBounds, nil)) }
        case .group(let inner, _), .layer(_, let inner, _), .shadowed(_, let inner, _):
            out += swiftFills(inner)
        default: break
        }
    }
    return out
}
