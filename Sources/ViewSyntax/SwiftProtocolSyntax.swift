// Protocols, conformances and extensions of built-in value types in the syntax tree (the
// layouts are in SwiftAST.swift's header): what a class says it conforms to, a protocol's
// requirements, and which built-in types an extension may add members to.

import FoundationEssentials
import Glibc

extension SyntaxTree {
    /// `protocol Name { … }`: its name and members (requirements, and the methods of its
    /// extensions).
    public func protocolDecl(_ n: NodeID) -> (name: Name, nameRange: SourceRange, members: NodeList) {
        let x = nodes[n.index]
        let o = Int(x.b)
        let name = Name(raw: x.a)
        return (name, nameRange(name, at: extra[o]), ids(Int32(o + 2), extra[o + 1]))
    }

    /// The protocols a class (or a struct, or an extension) names after its superclass: `class
    /// A: UIView, P`, `struct S: P` and `extension A: Q` (merged into the type's list).
    public func conformances(_ n: NodeID) -> [(name: Name, range: SourceRange)] {
        let x = nodes[n.index]
        let o = Int(x.b)
        let header: Int
        switch x.kind {
        case .classDecl: header = 3
        case .extensionDecl, .structDecl, .protocolDecl: header = 1
        default: return []
        }
        let after = o + header + 1 + Int(extra[o + header])
        guard after < extra.count else { return [] }
        let count = Int(extra[after])
        // A class that is not a view names its superclass (a class of the file like it) first.
        let first = x.kind == .structDecl && x.flags & SyntaxTree.referenceSuperclassFlag != 0 ? 1 : 0
        return (first..<count).map { k in
            let name = Name(raw: extra[after + 1 + 2 * k])
            return (name, nameRange(name, at: extra[after + 2 + 2 * k]))
        }
    }

    /// The protocols a type names and, after them, those each of them inherits from
    /// (`protocol Shape: Drawable`), all the way up, each with the range where the type names
    /// the protocol that brings it: a type conforming to a protocol conforms to its parents.
    public func allConformances(_ n: NodeID) -> [(name: Name, range: SourceRange)] {
        var out = conformances(n)
        guard !protocolParents.isEmpty else { return out }
        var seen = Set(out.map(\.name.raw))
        var i = 0
        while i < out.count {
            for parent in protocolParents[out[i].name] ?? [] where seen.insert(parent.raw).inserted { out.append((parent, out[i].range)) }
            i += 1
        }
        return out
    }

    /// The superclass of a class that is not a view, itself a class of the file that is not a
    /// view (`class RainFace: InstrumentFace`): the first of its inherited types.
    public func referenceSuperclass(_ n: NodeID) -> (name: Name, range: SourceRange)? {
        let x = nodes[n.index]
        guard x.kind == .structDecl, x.flags & SyntaxTree.referenceSuperclassFlag != 0 else { return nil }
        let o = Int(x.b)
        let after = o + 2 + Int(extra[o + 1])
        let name = Name(raw: extra[after + 1])
        return (name, nameRange(name, at: extra[after + 2]))
    }
    /// A struct node's flag: a class whose first inherited type is its superclass.
    public static let referenceSuperclassFlag: UInt16 = 2

    /// `extension Name { … }` of a built-in type (left in the file's statements when no class,
    /// struct or protocol of the file has that name): the type's name and the members.
    public func extensionDecl(_ n: NodeID) -> (name: Name, nameRange: SourceRange, members: NodeList) {
        let x = nodes[n.index]
        let o = Int(x.b)
        let name = Name(raw: x.a)
        return (name, nameRange(name, at: extra[o]), ids(Int32(o + 2), extra[o + 1]))
    }
}

/// The built-in types whose extensions' members a file may add, and the members of each that
/// the extension's code may name without `self.` (as Swift lets a method name its type's
/// members): the lowering reads `midX` in `extension CGRect` as `self.midX`.
/// UIView's stored properties a view class may override with observers (`override var
/// backgroundColor: UIColor? { didSet { … } }`), and their Swift types (whether optional): the
/// view keeps its property underneath, and the observers run where code sets it
/// (SwiftLowering.observerSetter, Check/CheckOverrides.swift, Runner.setViewPropertyObserved).
public enum ViewPropertyOverrides {
    public static let types: [String: (type: String, optional: Bool)] = [
        "frame": ("CGRect", false), "bounds": ("CGRect", false), "center": ("CGPoint", false),
        "backgroundColor": ("UIColor", true),
        "alpha": ("CGFloat", false), "isHidden": ("Bool", false),
        "tintColor": ("UIColor", true),
    ]
    /// UIControl's state, which a UIControl or UIButton subclass overrides with observers
    /// (`override var isSelected: Bool { didSet { updateLayer() } }`): the control keeps its
    /// Bool underneath, and the observers run where code or a placement sets it, as a view
    /// property's do.
    public static let controlStates: Set<String> = ["isSelected", "isHighlighted", "isEnabled"]
    /// Whether `name` is a property of UIKit's whose override's observers run (a control's
    /// state when it is written with its type, Bool: another type is the checker's error).
    public static func observed(_ name: String, type: String? = "Bool") -> Bool {
        types[name] != nil || (controlStates.contains(name) && type == "Bool")
    }
}

public enum ValueExtensions {
    /// The standard library's protocols of the numbers, whose `Self` in an extension is the
    /// Number: an extension of one is of every number (`extension Comparable { func
    /// clamp(…) -> Self }`, as drawing code uses it on its numbers).
    public static let numberProtocols: Set<String> = ["FloatingPoint", "BinaryFloatingPoint", "Comparable", "Numeric", "SignedNumeric"]
    public static let implicitMembers: [String: Set<String>] = [
        "CGRect": ["origin", "size", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY", "isEmpty", "isNull",
                   "standardized", "insetBy", "offsetBy", "contains", "intersects", "intersection", "union"],
        "CGPoint": ["x", "y", "applying"],
        "CGSize": ["width", "height"],
        "CGVector": ["dx", "dy"],
        "UIEdgeInsets": ["top", "left", "bottom", "right"],
        "CGAffineTransform": ["a", "b", "c", "d", "tx", "ty", "rotated", "scaledBy", "translatedBy", "inverted", "concatenating", "isIdentity"],
        "UIColor": ["cgColor", "withAlphaComponent", "getRed", "getHue"],
        "CGFloat": [], "Double": [], "Float": [], "Int": [], "FloatingPoint": [], "BinaryFloatingPoint": [],
        "Comparable": [], "Numeric": [], "SignedNumeric": [],
        "CGContext": ["saveGState", "restoreGState", "beginTransparencyLayer", "endTransparencyLayer", "setLineWidth", "setLineCap",
                      "setLineJoin", "setMiterLimit", "setTextDrawingMode", "setLineDash", "setStrokeColor", "setFillColor", "setAlpha", "setShadow",
                      "setBlendMode", "setShouldAntialias", "setAllowsAntialiasing", "setFlatness", "translateBy", "scaleBy", "rotate",
                      "concatenate", "beginPath", "move", "addLine", "addLines", "addCurve", "addQuadCurve", "addArc", "addRelativeArc",
                      "addRect", "addEllipse", "addPath", "closePath", "strokePath", "fillPath", "eoFillPath", "drawPath", "fill",
                      "strokeLineSegments", "stroke", "draw", "fillEllipse", "strokeEllipse", "clear", "clip", "drawLinearGradient",
                      "drawRadialGradient", "ctm", "userSpaceToDeviceSpaceTransform", "convertToDeviceSpace", "convertToUserSpace", "boundingBoxOfPath", "isPathEmpty", "path", "currentPointOfPath", "replacePathWithStrokedPath", "resetClip",
                      "width", "height"],
        "UIBezierPath": ["move", "addLine", "addCurve", "addQuadCurve", "addArc", "close", "apply", "fill", "stroke", "addClip",
                         "append", "removeAllPoints", "setLineDash", "lineWidth", "lineCapStyle", "lineJoinStyle",
                         "miterLimit", "usesEvenOddFillRule", "bounds", "cgPath", "currentPoint", "isEmpty"],
        // Every list (`extension Array`, `extension Sequence where Element == Double`): its
        // members, its methods taking closures, and its mutations (in a `mutating func`). Not
        // `min` and `max`, which Swift finds as members too but code there calls `Swift.max(a, b)`
        // or `self.max()`: bare, they stay the global functions.
        "Array": ["count", "isEmpty", "first", "last", "indices", "startIndex", "endIndex", "contains", "firstIndex", "lastIndex",
                  "reversed", "dropFirst", "dropLast", "prefix", "suffix", "joined", "enumerated",
                  "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "sorted", "allSatisfy",
                  "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "reverse", "swapAt"],
        // A range's (`extension ClosedRange`), whose bounds are numbers here (Text.swift).
        "ClosedRange": ["lowerBound", "upperBound", "isEmpty", "contains"],
        "Range": ["lowerBound", "upperBound", "isEmpty", "contains"],
        "String": ["count", "isEmpty", "first", "last", "startIndex", "endIndex", "index", "distance", "firstIndex", "lastIndex",
                   "contains", "hasPrefix", "hasSuffix", "prefix", "suffix", "dropFirst", "dropLast", "uppercased", "lowercased",
                   "components", "split", "trimmingCharacters", "replacingOccurrences", "range", "boundingRect", "size", "draw"],
        "NSShadow": ["shadowColor", "shadowOffset", "shadowBlurRadius"],
        "UIImage": ["size", "scale", "cgImage", "draw", "drawAsPattern", "resizableImage", "withRenderingMode", "withTintColor"],
        "UIFont": ["pointSize", "familyName", "lineHeight", "ascender", "descender", "leading", "capHeight", "xHeight", "withSize"],
        "Date": ["timeIntervalSince1970", "timeIntervalSinceReferenceDate", "timeIntervalSince", "addingTimeInterval"],
        "NumberFormatter": ["string", "numberStyle", "minimumIntegerDigits", "minimumFractionDigits", "maximumFractionDigits",
                            "usesGroupingSeparator", "notANumberSymbol"],
        "DateFormatter": ["string", "dateFormat", "locale", "dateStyle", "timeStyle", "doesRelativeDateFormatting"],
    ]
}

/// UIKit's and Core Animation's classes as extensions of them reach the file's classes
/// (Parser.mergeExtensions) and views of those classes (the checker's frameworkExtensionCall).
public enum FrameworkClasses {
    /// The classes a class of the file may inherit from, each with its own superclass: an
    /// extension of one adds members to every class inheriting from it (`extension UIView`'s
    /// to a UIScrollView's heir too). A collection view's cell inherits UIView's here: the
    /// reusable view between them adds nothing a drawing uses.
    public static let superclass: [String: String] = [
        "UIButton": "UIControl", "UIControl": "UIView", "UIImageView": "UIView", "UILabel": "UIView",
        "UIScrollView": "UIView", "UIStackView": "UIView", "UITabBar": "UIView", "UISlider": "UIControl",
        "UITableViewCell": "UIView", "UICollectionViewCell": "UIView",
        "UIView": "UIResponder", "UIResponder": "NSObject",
        "CAShapeLayer": "CALayer", "CAGradientLayer": "CALayer", "CALayer": "NSObject",
    ]

    /// The name of the class that holds the members of an extension of the UIKit class `name`
    /// which no class of the file inherits (Parser.mergeExtensions): not a name Swift code can
    /// write; its instances are the UIKit class's, and Swift names them so (`holdsExtension`).
    public static func extensionHolder(of name: String) -> String { "extension of " + name }
    /// The UIKit class whose extension the class `name` holds, or nil for another class.
    public static func holdsExtension(_ name: String) -> String? {
        name.hasPrefix("extension of ") ? String(name.dropFirst("extension of ".count)) : nil
    }

    /// A class of Apple's frameworks (UIKit, Core Animation, Foundation: `UIBarItem`,
    /// `CALayer`, `NSObject`), whose extension a file may hold for classes it does not declare.
    public static func isFrameworkClass(_ name: String) -> Bool {
        guard name.count > 2, let third = name.dropFirst(2).first, third.isUppercase else { return false }
        return name.hasPrefix("UI") || name.hasPrefix("CA") || name.hasPrefix("NS")
    }
}
