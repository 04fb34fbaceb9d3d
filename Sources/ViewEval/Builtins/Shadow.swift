// Shadow: `Shadow(offset:blur:color:)`, the arguments of CGContext.setShadow as one value, for
// a group's `shadow:` (the blur must not be negative; the color defaults to Core Graphics'
// black at a third).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let shadow = BuiltinType(
        type: .shadow,
        constructors: ["Shadow": [
            FunctionForm([Param("offset", .size), Param("blur", N), Param("color", .color, .color(Shadow.defaultColor))], .shadow) { a in
                let blur = a.num(1)
                if blur < 0 { throw Diagnostic.error("a shadow's blur must not be negative (it is \(formatNumber(blur)))", at: a.range) }
                return .shadow(Shadow(offset: a.size(0), blur: blur, color: a.color(2))) },
        ]])
}
