// ViewEval — the second stage: the syntax tree evaluated into a tree of views (components
// expanded, values typed, defaults resolved), each view carrying what it draws in its own
// bounds coordinates. This file: the values an expression can have, and their types.

import Foundation
import ViewGeometry
import ViewSyntax

/// The type of a value, as messages name it.
public enum ValueType: String, Sendable, Hashable {
    case number = "Number", bool = "Bool", string = "String", point = "Point", size = "Size"
    case rect = "Rect", insets = "EdgeInsets", color = "Color", transform = "Transform"
    case list = "List", range = "Range", symbol = "Symbol"
    case gradient = "Gradient", shadow = "Shadow"
    case font = "Font"
}

/// A value computed by an expression.
public enum Value: Sendable, Equatable {
    case number(Double)
    case bool(Bool)
    case string(String)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case insets(EdgeInsets)
    case color(Color)
    case transform(Transform)
    case list([Value])
    /// `a..<b` (exclusive) or `a...b` (inclusive), integral bounds.
    case range(Int, Int, inclusive: Bool)
    /// `.round`, `.center`, … — a member whose type the property it is given to decides.
    case symbol(String)
    /// `Gradient(colors:locations:)` (CGGradient).
    case gradient(Gradient)
    /// `Shadow(offset:blur:color:)` (the arguments of CGContext.setShadow).
    case shadow(Shadow)
    /// `.body`, `Font.system(size:weight:)`, `Font(name:size:)` (UIFont; see Labels.swift).
    case font(Font)

    public var type: ValueType {
        switch self {
        case .number: return .number
        case .bool: return .bool
        case .string: return .string
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .insets: return .insets
        case .color: return .color
        case .transform: return .transform
        case .list: return .list
        case .range: return .range
        case .symbol: return .symbol
        case .gradient: return .gradient
        case .shadow: return .shadow
        case .font: return .font
        }
    }

    /// The name used for this value's type in messages; `.foo` for symbols.
    public var typeName: String {
        if case .symbol(let s) = self { return "'.\(s)'" }
        return type.rawValue
    }

    /// A short, stable text form for dumps and `viewc params`.
    public var description: String {
        switch self {
        case .number(let v): return formatNumber(v)
        case .bool(let b): return String(b)
        case .string(let s): return "\"\(s)\""
        case .point(let p): return "Point(\(formatNumber(p.x)), \(formatNumber(p.y)))"
        case .size(let s): return "Size(\(formatNumber(s.width)), \(formatNumber(s.height)))"
        case .rect(let r): return "Rect(\(formatNumber(r.origin.x)), \(formatNumber(r.origin.y)), \(formatNumber(r.size.width)), \(formatNumber(r.size.height)))"
        case .insets(let e): return "EdgeInsets(top: \(formatNumber(e.top)), left: \(formatNumber(e.left)), bottom: \(formatNumber(e.bottom)), right: \(formatNumber(e.right)))"
        case .color(let c): return c.hexString
        case .transform(let t):
            return "Transform(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: ", ")))"
        case .list(let l): return "[" + l.map(\.description).joined(separator: ", ") + "]"
        case .range(let a, let b, let inc): return "\(a)\(inc ? "..." : "..<")\(b)"
        case .symbol(let s): return ".\(s)"
        case .gradient(let g):
            return "Gradient(colors: [\(g.stops.map { $0.color.hexString }.joined(separator: ", "))], locations: [\(g.stops.map { formatNumber($0.location) }.joined(separator: ", "))])"
        case .shadow(let sh):
            return "Shadow(offset: Size(\(formatNumber(sh.offset.width)), \(formatNumber(sh.offset.height))), blur: \(formatNumber(sh.blur)), color: \(sh.color.hexString))"
        case .font(let f): return f.description
        }
    }
}

