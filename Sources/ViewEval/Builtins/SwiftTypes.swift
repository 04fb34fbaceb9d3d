// The names UIKit and Core Graphics code uses, for the Swift subset: `CGPoint`, `CGSize`,
// `CGRect`, `UIEdgeInsets` and `CGAffineTransform` are the language's Point, Size, Rect,
// EdgeInsets and Transform (their initialisers, members and `.zero`/`.identity`); `CGFloat`,
// `Double`, `Float` and `Int` are Numbers (`CGFloat.pi`, `CGFloat(x)`, `Int(x)` truncating);
// UIColor's labelled initialisers; `stride(from:to:by:)`; `UIGraphicsGetCurrentContext()`,
// which gives the context draw(_:) runs with; `fatalError(_:)`.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    /// A number type's constant that is the type's own, by the type written: `Float.pi`; a floating-point
    /// type's `ulpOfOne`, the gap from 1 to the next value — Float's 2⁻²³, Double's (and
    /// CGFloat's, a Double on 64-bit iOS) 2⁻⁵²; a sized integer type's `max` and `min`
    /// (`UInt32.max`, as `CGFloat(arc4random()) / CGFloat(UInt32.max)` divides by it).
    static func numberTypeConstant(_ type: String, _ name: String) -> Double? {
        switch (type, name) {
        case ("Float", "ulpOfOne"): return Double(Float.ulpOfOne)
        // Float's π is rounded toward zero (0x1.921fb4p+1), not to the Float nearest Double's π.
        case ("Float", "pi"): return Double(Float.pi)
        // Float's own bounds (a Double's would be infinity and zero made a Float).
        case ("Float", "greatestFiniteMagnitude"): return Double(Float.greatestFiniteMagnitude)
        case ("Float", "leastNonzeroMagnitude"): return Double(Float.leastNonzeroMagnitude)
        case ("Float", "leastNormalMagnitude"): return Double(Float.leastNormalMagnitude)
        case ("Double", "ulpOfOne"), ("CGFloat", "ulpOfOne"), ("TimeInterval", "ulpOfOne"), ("CFTimeInterval", "ulpOfOne"), ("CFAbsoluteTime", "ulpOfOne"): return Double.ulpOfOne
        case (_, "max"), (_, "min"):
            guard let (lo, hi) = integerBounds[type] else { return nil }
            return name == "max" ? hi : lo
        default: return nil
        }
    }

    /// The sized integer types' bounds, as the nearest Numbers (Int and UInt are 64 bits on iOS).
    static let integerBounds: [String: (Double, Double)] = [
        "Int8": (Double(Int8.min), Double(Int8.max)), "UInt8": (0, Double(UInt8.max)),
        "Int16": (Double(Int16.min), Double(Int16.max)), "UInt16": (0, Double(UInt16.max)),
        "Int32": (Double(Int32.min), Double(Int32.max)), "UInt32": (0, Double(UInt32.max)),
        "Int64": (Double(Int64.min), Double(Int64.max)), "UInt64": (0, Double(UInt64.max)),
        "UInt": (0, Double(UInt64.max)), "NSUInteger": (0, Double(UInt64.max)), "NSInteger": (Double(Int.min), Double(Int.max)),
    ]

    /// Swift's names for built-in types: (the Swift name, the language's name).
    static let swiftTypeAliases: [(String, String)] = [
        ("CGPoint", "Point"), ("CGSize", "Size"), ("CGRect", "Rect"), ("UIEdgeInsets", "EdgeInsets"),
        ("CGAffineTransform", "Transform"),
    ]

    static let swiftNumber = BuiltinType(
        type: .number,
        typeNames: ["CGFloat", "Double", "Float", "Int"],
        swiftNames: ["CGFloat", "Double", "Float", "Int", "NSInteger", "UInt", "Int32", "Int64", "TimeInterval", "Int8", "Int16", "UInt8", "UInt16", "UInt32", "UInt64", "NSUInteger",
                     "CFTimeInterval", "CFAbsoluteTime", "NSNumber",   // NSNumber bridges a Number (Formatters.swift)
                     "UILayoutPriority"],   // a Float in UIKit (Layout.swift's LayoutPriorities)
        constructors: [
            // `CGFloat(truncating: n)` of an NSNumber (a Number here): its value; `Int(truncating:
            // n)` its integerValue (toward zero), `Float(truncating: n)` its floatValue.
            "CGFloat": [FunctionForm([Param(nil, N)], .number) { a in .number(a.num(0)) },
                        FunctionForm([Param("truncating", N)], .number) { a in .number(a.num(0)) }],
            "Double": [FunctionForm([Param(nil, N)], .number) { a in .number(a.num(0)) },
                       FunctionForm([Param("truncating", N)], .number) { a in .number(a.num(0)) },
                       FunctionForm([Param(nil, .string)], .optional(.number)) { a in parsedNumber(a[0].string, whole: false) }],
            "TimeInterval": [FunctionForm([Param(nil, N)], .number) { a in .number(a.num(0)) }],
            "CFTimeInterval": [FunctionForm([Param(nil, N)], .number) { a in .number(a.num(0)) }],
            "CFAbsoluteTime": [FunctionForm([Param(nil, N)], .number) { a in .number(a.num(0)) }],
            "Float": [FunctionForm([Param(nil, N)], .number) { a in .number(Double(Float(a.num(0)))) },
                      FunctionForm([Param("truncating", N)], .number) { a in .number(Double(Float(a.num(0)))) },
                      FunctionForm([Param(nil, .string)], .optional(.number)) { a in
                          guard case .number(let x) = parsedNumber(a[0].string, whole: false) else { return .void }
                          return .number(Double(Float(x))) }],
            "Int": [FunctionForm([Param(nil, N)], .number, truncatedToInt),
                    FunctionForm([Param("truncating", N)], .number, truncatedToInt),
                    FunctionForm([Param(nil, .string)], .optional(.number)) { a in parsedNumber(a[0].string, whole: true) }],
        ].merging(integerConversions) { a, b in a + b }   // IntegerOperators.swift
         .merging(literalInitializers) { a, b in a + b },
        // FloatingPoint's members and methods, as Swift's Double has them.
        members: [
            ("isZero", Member(.bool) { .bool($0.num == 0) }),
            ("isNaN", Member(.bool) { .bool($0.num.isNaN) }),
            // ±infinity is held as ±greatestFiniteMagnitude (`CGFloat.infinity`, a floating
            // division by zero: Operators.swiftDivision), and answers as infinity does.
            ("isFinite", Member(.bool) { .bool(!Operators.isInfinity($0.num)) }),
            ("isInfinite", Member(.bool) { .bool(Operators.isInfinity($0.num)) }),
            ("isNormal", Member(.bool) { .bool($0.num.isNormal) }),
            ("isSubnormal", Member(.bool) { .bool($0.num.isSubnormal) }),
            ("isSignMinus", Member(.bool) { .bool($0.num.sign == .minus) }),
            // FloatingPointSign's case (`d.sign == .minus`; -0.0's is .minus).
            ("sign", Member(.symbol("")) { .symbol($0.num.sign == .minus ? "minus" : "plus") }),
            ("magnitude", Member(.number) { .number(abs($0.num)) }),
            // A UILayoutPriority's number (`priority.rawValue`).
            ("rawValue", Member(.number) { $0 }),
        ] + nsNumberMembers,   // Formatters.swift
        methods: [
            // FloatingPoint's comparisons written as methods: `x.isLess(than: y)` is `x < y`.
            "isLess": [MethodForm([Param("than", N)], .bool) { v, a in .bool(v.num < a.num(0)) }],
            "isLessThanOrEqualTo": [MethodForm([Param(nil, N)], .bool) { v, a in .bool(v.num <= a.num(0)) }],
            "isEqual": [MethodForm([Param("to", N)], .bool) { v, a in .bool(v.num == a.num(0)) }],
            // Half away from zero, as Swift's rounded() (and the rule given, as rounded(_:)).
            "rounded": [
                MethodForm([], .number) { v, _ in .number(v.num.rounded()) },
                MethodForm([Param(nil, .symbol)], .number) { v, a in
                    .number(v.num.rounded(try roundingRule(a[0], a.argRange(0)))) },
            ],
            "squareRoot": [MethodForm([], .number) { v, a in
                let x = v.num
                guard x >= 0 else { throw Diagnostic.error("square root of a negative number (\(formatNumber(x)))", at: a.range) }
                return .number(x.squareRoot()) }],
            "truncatingRemainder": [MethodForm([Param("dividingBy", N)], .number) { v, a in
                .number(try Check.finite(v.num.truncatingRemainder(dividingBy: a.num(0)), a.range)) }],
            "remainder": [MethodForm([Param("dividingBy", N)], .number) { v, a in
                .number(try Check.finite(v.num.remainder(dividingBy: a.num(0)), a.range)) }],
            // BinaryInteger's: `i.isMultiple(of: 2)` (0 is a multiple of 0 alone), `n.signum()`
            // (-1, 0 or 1), on whole numbers.
            "isMultiple": [MethodForm([Param("of", N)], .bool) { v, a in
                let x = try wholeNumber(v, "isMultiple(of:)", a.range), m = try wholeNumber(a[0], "isMultiple(of:)", a.argRange(0))
                return .bool(m == 0 ? x == 0 : x % m == 0) }],
            "signum": [MethodForm([], .number) { v, a in .number(Double(try wholeNumber(v, "signum()", a.range).signum())) }],
            // `n.quotientAndRemainder(dividingBy: d)`: Int's `/` and `%` of the two (both cut
            // toward zero), as a pair `(quotient:, remainder:)` of Ints (CheckTuples.tupleKinds).
            "quotientAndRemainder": [MethodForm([Param("dividingBy", N)], .tuple([.number, .number], ["quotient", "remainder"])) { v, a in
                let x = try wholeNumber(v, "quotientAndRemainder(dividingBy:)", a.range)
                let d = try wholeNumber(a[0], "quotientAndRemainder(dividingBy:)", a.argRange(0))
                guard d != 0 else { throw Diagnostic.error("division by zero", at: a.argRange(0)) }
                return .boxed(TupleValue(labels: ["quotient", "remainder"], elements: [.number(Double(x / d)), .number(Double(x % d))])) }],
        ],
        staticMember: { name, nr in
            switch name {
            case "pi": return .number(.pi)
            case "zero": return .number(0)
            // A drawing's numbers are finite: `infinity` is the greatest finite number, which as
            // a bound (`boundingRect(with: CGSize(width: w, height: .infinity), …)`, as PaintCode
            // writes text) is no bound, as infinity is.
            case "greatestFiniteMagnitude", "infinity": return .number(.greatestFiniteMagnitude)
            case "leastNonzeroMagnitude": return .number(.leastNonzeroMagnitude)
            // Int's bounds, as the nearest Numbers (±2^63).
            case "max": return .number(Double(Int.max))
            case "min": return .number(Double(Int.min))
            case "nan", "signalingNaN":
                throw Diagnostic.error("'\(name)', Swift's NaN (not a number), is outside the supported Swift subset: a drawing's numbers are finite (docs/language.md §13)", at: nr)
            default: throw Diagnostic.error("'CGFloat' has no member '\(name)' here (the subset knows pi, zero, infinity, greatestFiniteMagnitude, leastNonzeroMagnitude, the floating types' ulpOfOne, and Int's max and min)", at: nr)
            }
        })

    /// `Int(x)`: x cut toward zero, which must fit an Int (Swift stops otherwise).
    static func truncatedToInt(_ a: Call) throws -> Value {
        let x = a.num(0)
        guard abs(x) < 9.2e18 else { throw Diagnostic.error("\(formatNumber(x)) does not fit in an Int", at: a.range) }
        return .number(x.rounded(.towardZero))
    }

    /// FloatingPoint's static functions written on a floating type's name: `CGFloat.minimum(a, b)`
    /// and `maximum(_:_:)` give the lesser (greater) of two numbers, and the number when the
    /// other is NaN, as Swift's do (Registry's `staticFunctions`).
    static let floatingPointStaticFunctions: [String: [String: [FunctionForm]]] = {
        let fns = [
            "minimum": [FunctionForm([Param(nil, N), Param(nil, N)], .number) { a in .number(Double.minimum(a.num(0), a.num(1))) }],
            "maximum": [FunctionForm([Param(nil, N), Param(nil, N)], .number) { a in .number(Double.maximum(a.num(0), a.num(1))) }],
        ]
        return Dictionary(uniqueKeysWithValues: ["CGFloat", "Double", "Float"].map { ($0, fns) })
    }()

    /// A value an Int's method takes, or the error naming the method.
    static func wholeNumber(_ v: Value, _ method: String, _ r: SourceRange) throws -> Int64 {
        let x = v.num
        guard x == x.rounded(.towardZero), abs(x) < 9.2e18 else {
            throw Diagnostic.error("'\(method)' is an Int's, and \(formatNumber(x)) is not a whole number in Int's range", at: r)
        }
        return Int64(x)
    }

    /// The literal protocols' initialisers, which code may call by name: `CGFloat(integerLiteral:
    /// 50)`, `Double(floatLiteral: 0.5)`: the number.
    static let literalInitializers: [String: [FunctionForm]] = {
        var out: [String: [FunctionForm]] = [:]
        for name in ["CGFloat", "Double", "Float", "Int"] { out[name] = literalForms(name) }
        return out
    }()

    /// `integerLiteral:` and `floatLiteral:`, the initialisers of ExpressibleByIntegerLiteral and
    /// ExpressibleByFloatLiteral, of the number type `name` (NSNumber has them too: Formatters.swift).
    static func literalForms(_ name: String) -> [FunctionForm] {
        ["integerLiteral", "floatLiteral"].map { label in
            FunctionForm([Param(label, N)], .number) { a in .number(name == "Float" ? Double(Float(a.num(0))) : a.num(0)) }
        }
    }

    /// FloatingPointRoundingRule's cases, written `.down` … `.toNearestOrAwayFromZero`.
    static let roundingRules: [String: FloatingPointRoundingRule] = [
        "down": .down, "up": .up, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
        "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
    ]

    /// The three forms of a context's space conversion, each mapping its argument by the
    /// transform `map` makes of the current `ctm`.
    static func spaceConversions(_ name: String, _ map: @escaping (Transform) -> Transform) -> [MethodForm] {
        func transform(_ a: Call) throws -> Transform { map(try currentContext(a, name).g.ctm) }
        return [
            MethodForm([Param(nil, .point)], .point) { _, a in .point(a.point(0).applying(try transform(a))) },
            MethodForm([Param(nil, .size)], .size) { _, a in .size(a.size(0).applying(try transform(a))) },
            MethodForm([Param(nil, .rect)], .rect) { _, a in .rect(a.rect(0).applying(try transform(a))) },
        ]
    }

    static func roundingRule(_ v: Value, _ r: SourceRange) throws -> FloatingPointRoundingRule {
        if case .symbol(let s) = v, let rule = roundingRules[s] { return rule }
        var name = ""
        if case .symbol(let s) = v { name = s }
        let (hint, fix) = didYouMean(name, roundingRules.keys.sorted(), at: r)
        throw Diagnostic.error("rounded(_:) takes a rounding rule: \(roundingRules.keys.sorted().map { "." + $0 }.joined(separator: ", "))\(hint)", at: r, fixIts: fix)
    }

    /// The case whose raw value is the argument, of cases numbered from 0; nil for none.
    static func rawCase(_ a: Call, _ cases: [String]) -> Value {
        let n = a.num(0)
        guard n >= 0, n < Double(cases.count), n == n.rounded() else { return .void }
        return .symbol(cases[Int(n)])
    }

    static let swiftContext = BuiltinType(
        type: .context,
        typeNames: [],
        // What a CGContext tells of its state, in user space. `ctm` is the transform since
        // draw(_:) began (the view's coordinates; UIKit's base transform for the screen's scale
        // and flip is not part of a drawing).
        members: [
            ("ctm", Member(.transform) { run, r in .transform(try currentContext(run, "ctm", r).g.ctm) }),
            // The map from user space to the context's device space. A drawing's device space is
            // its base space — the view's coordinates where draw(_:) began, in which shadow
            // offsets are measured — so this is `ctm`, and the conversions below apply it or its
            // inverse (PaintCode's kits map a shadow's offset into that space with them).
            ("userSpaceToDeviceSpaceTransform", Member(.transform) { run, r in
                .transform(try currentContext(run, "userSpaceToDeviceSpaceTransform", r).g.ctm) }),
            ("boundingBoxOfPath", Member(.rect) { run, r in
                let cs = try currentContext(run, "boundingBoxOfPath", r)
                guard let inv = cs.g.ctm.inverted() else { return .rect(.null) }
                return .rect(cs.path.isEmpty ? .null : cs.path.applying(inv).bounds) }),
            // UIGraphicsImageRendererContext.cgContext: the renderer's context is taken as its CGContext.
            ("cgContext", Member(.context) { run, r in _ = try currentContext(run, "cgContext", r); return .context }),
            ("isPathEmpty", Member(.bool) { run, r in .bool(try currentContext(run, "isPathEmpty", r).path.isEmpty) }),
            // A copy of the current path in user space, as boundingBoxOfPath measures it; nil
            // when there is none, as Core Graphics gives it.
            ("path", Member(.optional(.path)) { run, r in
                let cs = try currentContext(run, "path", r)
                guard !cs.path.isEmpty, let inv = cs.g.ctm.inverted() else { return .void }
                return .path(PathObject(cs.path.applying(inv))) }),
            ("interpolationQuality", Member(.symbol("")) { run, r in .symbol(try currentContext(run, "interpolationQuality", r).g.interpolationQuality) }),
            // The bitmap's size in pixels (CGBitmapContextGetWidth, …GetHeight): an image
            // context's size at its scale; in draw(_:) the view's layer's backing store, the
            // view's bounds at the drawing's scale (UIScreen.main.scale), each rounded up; Ints.
            ("width", Member(.number) { run, r in .number(try contextPixelSize(run, "width", r).width) }.int),
            ("height", Member(.number) { run, r in .number(try contextPixelSize(run, "height", r).height) }.int),
            // The clip's bounds in user space (ContextState.clipBoxInUserSpace).
            ("boundingBoxOfClipPath", Member(.rect) { run, r in
                let cs = try currentContext(run, "boundingBoxOfClipPath", r)
                return .rect(cs.clipBoxInUserSpace(view: run.selfView.map { $0.drawingBounds ?? $0.bounds } ?? .null)) }),
            ("currentPointOfPath", Member(.point) { run, r in
                let cs = try currentContext(run, "currentPointOfPath", r)
                guard let p = cs.path.currentPoint, let inv = cs.g.ctm.inverted() else { return .point(.zero) }
                return .point(p.applying(inv)) }),
        ],
        methods: [
            // CGContextConvertPointToDeviceSpace and its kin: a point, a size (a vector: no
            // translation) or a rect (the box around its corners) mapped by `ctm` to device
            // space, or back by its inverse (a transform with none gives the value unchanged).
            "convertToDeviceSpace": spaceConversions("convertToDeviceSpace") { $0 },
            "convertToUserSpace": spaceConversions("convertToUserSpace") { $0.inverted() ?? .identity },
            // CGBitmapContextCreateImage: the image of what an image context holds now (its
            // later drawing not in it, as the bitmap is copied); nil for a view's context,
            // which is not a bitmap of the drawing's.
            "makeImage": [MethodForm([], .optional(.object(.image))) { _, a in
                guard let f = a.run.imageContexts.last, f.context === a.run.contextState else { return .void }
                return .boxed(try recordedImage(f, a.run, a.range)) }],
        ],
        functions: [
            // nil (`.void`) outside draw(_:), as in UIKit: `guard let` then takes its else.
            "UIGraphicsGetCurrentContext": [FunctionForm([], .optional(.context)) { a in
                a.run.contextState != nil ? .context : .void }],
            "stride": [
                FunctionForm([Param("from", N), Param("to", N), Param("by", N)], .list(.number)) { a in try stride(a, through: false) },
                FunctionForm([Param("from", N), Param("through", N), Param("by", N)], .list(.number)) { a in try stride(a, through: true) },
            ],
            // The pairs of two lists' elements, as many as the shorter has (typed by the
            // checker from the lists': CheckExpressions.zipCall).
            "zip": [FunctionForm([Param(nil, .list), Param(nil, .list)], .list(nil)) { a in
                guard case .list(let x) = a[0], case .list(let y) = a[1] else { return .list([]) }
                return .list(zip(x, y).map { .boxed(TupleValue(labels: [nil, nil], elements: [$0, $1])) }) }],
            "fatalError": [FunctionForm([Param(nil, .string, .string(""))], .void) { a in
                throw Diagnostic.error("fatalError(\(a[0].string.isEmpty ? "" : "\"\(a[0].string)\"")) was called", at: a.range) }],
            // A drawing is made in one language, its strings' own: a localized string is its key.
            "NSLocalizedString": [
                FunctionForm([Param(nil, .string), Param("comment", .string)], .string) { a in a[0] },
                FunctionForm([Param(nil, .string), Param("tableName", nil, .void), Param("bundle", nil, .void), Param("value", .string, .string("")),
                              Param("comment", .string)], .string) { a in a[0] },
            ],
            // Core Graphics' line caps and joins by their raw values (CGLineCap.butt is 0,
            // .round 1, .square 2; CGLineJoin.miter 0, .round 1, .bevel 2): the case, nil for
            // another number, as the failable init(rawValue:) gives.
            "CGLineCap": [FunctionForm([Param("rawValue", N)], .optional(.symbol(""))) { a in rawCase(a, ["butt", "round", "square"]) }],
            "CGLineJoin": [FunctionForm([Param("rawValue", N)], .optional(.symbol(""))) { a in rawCase(a, ["miter", "round", "bevel"]) }],
            // A selector made from its name is the name (PaintCode's StyleKit setters name
            // `setImage:` for targets no drawing has).
            "NSSelectorFromString": [FunctionForm([Param(nil, .string)], .string) { a in a[0] }],
            // assert and precondition as a debug build runs them (Interface Builder renders with
            // one): a false condition stops there, with its message.
            "assert": [FunctionForm([Param(nil, .bool), Param(nil, .string, .string(""))], .void) { a in
                try failedCheck(a, "assert", holds: a.bool(0), a[1].string) }],
            "precondition": [FunctionForm([Param(nil, .bool), Param(nil, .string, .string(""))], .void) { a in
                try failedCheck(a, "precondition", holds: a.bool(0), a[1].string) }],
            "assertionFailure": [FunctionForm([Param(nil, .string, .string(""))], .void) { a in
                try failedCheck(a, "assertionFailure", holds: false, a[0].string) }],
            "preconditionFailure": [FunctionForm([Param(nil, .string, .string(""))], .void) { a in
                try failedCheck(a, "preconditionFailure", holds: false, a[0].string) }],
            "CGAffineTransform": [
                FunctionForm([Param("rotationAngle", N)], .transform) { a in .transform(Transform(rotationAngle: a.num(0))) },
                FunctionForm([Param("translationX", N), Param("y", N)], .transform) { a in .transform(Transform(translationX: a.num(0), y: a.num(1))) },
                FunctionForm([Param("scaleX", N), Param("y", N)], .transform) { a in .transform(Transform(scaleX: a.num(0), y: a.num(1))) },
                FunctionForm([Param("a", N), Param("b", N), Param("c", N), Param("d", N), Param("tx", N), Param("ty", N)], .transform) { a in
                    .transform(Transform(a: a.num(0), b: a.num(1), c: a.num(2), d: a.num(3), tx: a.num(4), ty: a.num(5))) },
            ],
            // UIRectFill(_:) and UIRectFrame(_:) (a one-point frame inside the rect) fill in the
            // context's fill color; the …UsingBlendMode forms with the mode given. UIKit's own
            // forms copy (CGBlendMode.copy): for an opaque color that is drawing over, which
            // viewc does; a color that is not opaque replaces what the view's backing store
            // holds under the rect (`UIColor.clear.setFill(); UIRectFill(hole)` punches a hole
            // through an overlay), so viewc copies it. The current path is left alone.
            "UIRectFill": [FunctionForm([Param(nil, .rect)], .void) { a in try rectPaint(a, frame: false, nil) }],
            "UIRectFillUsingBlendMode": [FunctionForm([Param(nil, .rect), Param(nil, .symbol)], .void) { a in
                try rectPaint(a, frame: false, try blendMode(a[1], a.argRange(1))) }],
            "UIRectFrame": [FunctionForm([Param(nil, .rect)], .void) { a in try rectPaint(a, frame: true, nil) }],
            "UIRectFrameUsingBlendMode": [FunctionForm([Param(nil, .rect), Param(nil, .symbol)], .void) { a in
                try rectPaint(a, frame: true, try blendMode(a[1], a.argRange(1))) }],
            // UIRectClip(_:): the current context's clip intersected with the rect, as
            // `clip(to:)` does; the current path is left alone.
            "UIRectClip": [FunctionForm([Param(nil, .rect)], .void) { a in
                let cs = try currentContext(a, "UIRectClip(_:)")
                try Check.realRect(a.rect(0), a.range)
                var p = BezierPath(); p.addRect(a.rect(0).standardized)
                cs.clip(p.applying(cs.g.ctm), .nonZero, a.range)
                return .void }],
            // UIGraphicsPushContext(_:) / UIGraphicsPopContext(): the current context stays
            // the one draw(_:) runs with (the only context a drawing has), so they change nothing.
            "UIGraphicsPushContext": [FunctionForm([Param(nil, .context)], .void) { a in
                _ = try currentContext(a, "UIGraphicsPushContext(_:)"); return .void }],
            "UIGraphicsPopContext": [FunctionForm([], .void) { _ in .void }],
            // UIColor's initialisers.
            "UIColor": [
                FunctionForm([Param("red", N), Param("green", N), Param("blue", N), Param("alpha", N)], .color, rgbaColor),
                // Swift 3's color-literal initialiser (`_ExpressibleByColorLiteral`'s), which
                // calls init(red:green:blue:alpha:) with its components.
                FunctionForm([Param("colorLiteralRed", N), Param("green", N), Param("blue", N), Param("alpha", N)], .color, rgbaColor),
                FunctionForm([Param("white", N), Param("alpha", N)], .color) { a in
                    .color(Color(white: clamp01(a.num(0)), alpha: clamp01(a.num(1)))) },
                FunctionForm([Param("hue", N), Param("saturation", N), Param("brightness", N), Param("alpha", N)], .color) { a in
                    .color(Color(hue: clamp01(a.num(0)), saturation: clamp01(a.num(1)), brightness: clamp01(a.num(2)), alpha: clamp01(a.num(3)))) },
                FunctionForm([Param("displayP3Red", N), Param("green", N), Param("blue", N), Param("alpha", N)], .color) { a in
                    .color(displayP3(a.num(0), a.num(1), a.num(2), alpha: clamp01(a.num(3)))) },
                // UIColor(cgColor:): the CGColor's own color (a CGColor and a UIColor are one color here).
                FunctionForm([Param("cgColor", .color)], .color) { a in a[0] },
                // UIColor(named:) reads an app's asset catalog, which a drawing has not: nil, as
                // on a device for a name the catalog lacks, with a warning.
                FunctionForm([Param("named", .string)], .optional(.color)) { a in
                    a.run.report(Diagnostic(.warning, "UIColor(named: \(DumpText.quote(a[0].string))) gives nil: a drawing has no asset catalog; write the color as UIColor(red:green:blue:alpha:)", at: a.range))
                    return .void },
            ],
            // CGColor(colorSpace:components:) (failable in Swift): the space's components and
            // alpha (RGB: four, gray: two), read as a gradient's colorComponents are; the wrong
            // number of them is an error here, where Core Graphics would read past the list.
            "CGColor": [
                FunctionForm([Param("colorSpace", nil), Param("components", .list)], .optional(.color)) { a in
                    let space = try gradientColorSpace(a[0], a.argRange(0))
                    guard case .list(let l) = a[1], l.count == space.components + 1 else {
                        throw Diagnostic.error("a color of \(space.components == 1 ? "a gray" : "an RGB") space has \(space.components + 1) components (alpha last), not \({ if case .list(let l) = a[1] { return l.count }; return 0 }())", at: a.argRange(1))
                    }
                    guard case .list(let one) = try componentColors(a[1], space, count: 1, a.argRange(1), a.argRange(1)), let c = one.first else { return .void }
                    return c },
            ],
        ])

    /// UIColor(red:green:blue:alpha:): components outside 0…1 clamped, as in the sRGB space.
    static func rgbaColor(_ a: Call) -> Value {
        .color(Color(red: colorComponent(a, 0), green: colorComponent(a, 1), blue: colorComponent(a, 2), alpha: colorComponent(a, 3)))
    }

    /// Component `i` of a color Swift code makes (UIColor's initializer, CGContext's
    /// `setFillColor(red:…)` and `(gray:alpha:)`): clamped to 0…1, as UIKit and Core Graphics draw
    /// it in an sRGB output. One outside — `UIColor(red: 255, …)`, almost always a 0–255 value —
    /// gets a warning where it is written, which UIKit does not give.
    static func colorComponent(_ a: Call, _ i: Int) -> Double {
        let x = a.num(i)
        if !(x >= 0 && x <= 1) {
            let r = a.writtenCount > i ? a.argRange(i) : a.range
            // (One message a place for each side: a loop over 0..<256 warns once.)
            a.run.report(Diagnostic(.warning, "a color component \(x > 1 ? "above 1 draws as 1" : "below 0 draws as 0"): UIKit and Core Graphics clamp components to 0…1 (for 0–255 values divide by 255)", at: r))
        }
        return clamp01(x)
    }

    /// UIRectFill and UIRectFrame: the rect (or its one-point frame) filled with the fill color,
    /// in `mode` for this drawing alone (nil: the context's).
    static func rectPaint(_ a: Call, frame: Bool, _ mode: BlendMode?) throws -> Value {
        let cs = try currentContext(a, frame ? "UIRectFrame(_:)" : "UIRectFill(_:)")
        let rc = a.rect(0).standardized
        try Check.realRect(rc, a.range)
        try a.run.countOperations(1, a.range)
        var p = BezierPath(); p.addRect(rc)
        if frame && rc.width > 2 && rc.height > 2 { var q = BezierPath(); q.addRect(rc.insetBy(dx: 1, dy: 1)); p.append(q) }
        let paint = Paint.color(cs.g.fillColor).withAlpha(cs.g.alpha), r = a.range
        let rule: FillRule = frame ? .evenOdd : .nonZero
        // UIKit's copy, where it differs from drawing over: a color that is not opaque, over
        // something drawn before it in this buffer (on an empty one the two give the same).
        let mode = mode ?? (cs.g.fillPattern == nil && cs.g.fillColor.alpha * cs.g.alpha < 1 && !cs.list.items.isEmpty ? .copy : nil)
        // A pattern color (UIColor(patternImage:).setFill()): the rect filled with the image
        // repeated, as a path's fill() is.
        if let img = cs.g.fillPattern {
            let start = cs.list.items.count
            try cs.emitPatternFill(img, p.applying(cs.g.ctm), rule, r)
            if let mode, mode != cs.g.blendMode {
                let drawn = Array(cs.list.items[start...])
                cs.list.items.removeSubrange(start...)
                cs.list.items.append(.group([.blendMode(mode, r)] + drawn, r))
            }
            return .void
        }
        if let mode, mode != cs.g.blendMode {
            cs.emit({ .group([.blendMode(mode, r), .fill($0, paint, rule, r)], r) }, path: p.applying(cs.g.ctm), r)
        } else {
            cs.emit({ .fill($0, paint, rule, r) }, path: p.applying(cs.g.ctm), r)
        }
        return .void
    }

    /// `Double("2.5")`, `Int("42")`: the number a whole text spells, as Swift's failable
    /// initialisers read it (an optional sign, digits, for a Double a fraction and an exponent,
    /// or hexadecimal `0x1p3`); nil for anything else, spaces included, and for `inf` and
    /// `nan`, which Swift reads but a drawing's numbers, always finite, cannot be.
    static func parsedNumber(_ text: String, whole: Bool) -> Value {
        // A hexadecimal Double (`0x1p3`): Swift's own reading, spaces and all refused by it.
        if !whole, text.lowercased().drop(while: { $0 == "+" || $0 == "-" }).hasPrefix("0x") {
            guard let x = Double(text), x.isFinite else { return .void }
            return .number(x)
        }
        let b = Array(text.utf8)
        var i = 0
        if i < b.count, b[i] == 0x2B || b[i] == 0x2D { i += 1 }
        var digits = 0
        while i < b.count, b[i] >= 0x30, b[i] <= 0x39 { i += 1; digits += 1 }
        if !whole {
            if i < b.count, b[i] == 0x2E { i += 1; while i < b.count, b[i] >= 0x30, b[i] <= 0x39 { i += 1; digits += 1 } }
            if digits > 0, i < b.count, b[i] == 0x65 || b[i] == 0x45 {
                i += 1
                if i < b.count, b[i] == 0x2B || b[i] == 0x2D { i += 1 }
                var e = 0
                while i < b.count, b[i] >= 0x30, b[i] <= 0x39 { i += 1; e += 1 }
                if e == 0 { return .void }
            }
        }
        guard digits > 0, i == b.count, let x = Double(text), x.isFinite else { return .void }
        if whole, abs(x) >= 9.2e18 { return .void }
        return .number(x)
    }

    /// A Display P3 color as the sRGB color a drawing holds: each component decoded by the
    /// sRGB curve (which Display P3 shares), the linear light taken from P3's primaries to
    /// sRGB's (both D65; the matrix is sRGB's RGB→XYZ inverse times P3's RGB→XYZ, from their
    /// primaries' chromaticities), encoded again and clamped to 0…1, as a color outside sRGB
    /// is when drawn into an sRGB file.
    static func displayP3(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Color {
        func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encode(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let (lr, lg, lb) = (decode(clamp01(r)), decode(clamp01(g)), decode(clamp01(b)))
        let m = displayP3ToSRGB
        return Color(red: clamp01(encode(m[0] * lr + m[1] * lg + m[2] * lb)),
                     green: clamp01(encode(m[3] * lr + m[4] * lg + m[5] * lb)),
                     blue: clamp01(encode(m[6] * lr + m[7] * lg + m[8] * lb)), alpha: alpha)
    }
    /// Linear Display P3 to linear sRGB, rows first.
    static let displayP3ToSRGB: [Double] = [
        1.2249401762805598, -0.22494017628055996, 0,
        -0.042056954709688163, 1.0420569547096881, 0,
        -0.019637554590334432, -0.078636045550631889, 1.0982736001409663,
    ]

    /// UIColor clamps its components to 0…1 (in the sRGB initialisers of iOS before extended
    /// colors: what IB draws).
    static func clamp01(_ x: Double) -> Double { min(1, max(0, x)) }

    /// `stride(from:to:by:)` and `stride(from:through:by:)` as the list of their values.
    static func stride(_ a: Call, through: Bool) throws -> Value {
        let from = a.num(0), to = a.num(1), by = a.num(2)
        guard by != 0 else { throw Diagnostic.error("stride(by: 0) never ends", at: a.argRange(2)) }
        let count = ((to - from) / by).rounded(.down)
        guard count < 1_000_000 else {
            throw Diagnostic.error("this stride has more than 1,000,000 values", at: a.range)
        }
        var out: [Value] = []
        if count >= 0 {
            // A list of n values holds about 48 bytes each: counted as such against --max-work.
            try a.run.countWork(48 * (Int(count) + 1), a.range)
            var k = 0.0
            while k <= count {
                let x = from + k * by
                if through ? (by > 0 ? x <= to : x >= to) : (by > 0 ? x < to : x > to) { out.append(.number(x)) }
                k += 1
            }
        }
        return .list(out)
    }
}

extension Builtins {
    /// `assert(false, "m")` and its kin: an error at the call, naming it and its message.
    static func failedCheck(_ a: Call, _ name: String, holds: Bool, _ message: String) throws -> Value {
        if holds { return .void }
        let failed = name.hasSuffix("Failure") ? "\(name)(…) was called" : "\(name)(…) failed"
        throw Diagnostic.error(message.isEmpty ? failed : "\(failed): \(message)", at: a.range)
    }
}
