// Foundation's NSValue: a box of one geometry value — `NSValue(cgPoint:)`, `(cgSize:)`,
// `(cgRect:)`, `(cgVector:)`, `(cgAffineTransform:)`, read back by `cgPointValue`,
// `cgSizeValue`, `cgRectValue`, `cgVectorValue`, `cgAffineTransformValue` — or of an object's
// identity, `NSValue(nonretainedObject:)` (read back by `nonretainedObjectValue`), the key
// drawing code keeps a touch's line under (`var lines: [NSValue: Line]`). Hashable as
// NSValue's `isEqual:` says: two boxes of one kind are equal when their values are, and an
// object's box equals another of the same object only. Reading a value of another kind than
// the box holds is an error (Foundation reads the box's bytes as that type).

import FoundationEssentials
import ViewSyntax

struct NSValueBox: ObjectPayload {
    static var type: ValueType { .nsValue }
    /// What it holds, as its initialiser's label names it (`cgPoint`, `nonretainedObject`).
    let kind: String
    let content: Value
    var description: String { "NSValue(\(kind): \(content.description))" }
    /// Equal when both hold the same kind and equal values (for an object: the same object).
    static func same(_ a: Ref<NSValueBox>, _ b: Ref<NSValueBox>) -> Bool {
        a.value.kind == b.value.kind && a.value.content == b.value.content
    }

    /// Its dictionary key: the object's identity, or the kind and value.
    var dictionaryKey: DictionaryKey {
        if kind == "nonretainedObject" {
            switch content {
            case .view(let r): return .identity(ObjectIdentifier(r))
            case .recognizer(let r): return .identity(ObjectIdentifier(r))
            case .path(let p): return .identity(ObjectIdentifier(p))
            case .object(let o): return .identity(ObjectIdentifier(o.ref))
            default: break
            }
        }
        return .other(kind + ": " + components.map { String($0 == 0 ? 0 : $0) }.joined(separator: ", "))
    }

    /// The numbers a geometry value is made of, exactly (the description rounds them).
    var components: [Double] {
        switch content {
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .transform(let t): return [t.a, t.b, t.c, t.d, t.tx, t.ty]
        default:
            if let v = content.ref(VectorValue.self)?.value { return [v.dx, v.dy] }
            return []
        }
    }

    /// The geometry kinds: each initialiser's label, the type it takes and the member that reads it back.
    static let kinds: [(label: String, type: ValueType, member: String)] = [
        ("cgPoint", .point, "cgPointValue"), ("cgSize", .size, "cgSizeValue"), ("cgRect", .rect, "cgRectValue"),
        ("cgVector", .vector, "cgVectorValue"), ("cgAffineTransform", .transform, "cgAffineTransformValue"),
    ]
}

extension Builtins {
    /// The value of `v`'s box when it holds `kind`; else the error Foundation's misread would be.
    static func nsValueContent(_ v: Value, _ kind: String, _ member: String, _ r: SourceRange) throws -> Value {
        guard let box = v.ref(NSValueBox.self)?.value else { return v }
        guard box.kind == kind else {
            throw Diagnostic.error("this NSValue holds \(box.kind == "nonretainedObject" ? "an object" : "a value made by NSValue(\(box.kind):)"), so '\(member)' has no value to give", at: r)
        }
        return box.content
    }

    static let nsValue = BuiltinType(
        type: .nsValue,
        typeNames: ["NSValue"],
        swiftNames: ["NSValue"],
        constructors: ["NSValue":
            NSValueBox.kinds.map { k in
                FunctionForm([Param(k.label, k.type)], .object(.nsValue)) { a in .boxed(NSValueBox(kind: k.label, content: a[0].zeroed(as: k.type))) }
            } + [
                FunctionForm([Param("nonretainedObject", nil, takesNil: true)], .object(.nsValue)) { a in .boxed(NSValueBox(kind: "nonretainedObject", content: a[0])) },
            ]],
        members: NSValueBox.kinds.map { k in
            (k.member, Member(result: { _ in VType(k.type) }, get: { v, r in try nsValueContent(v, k.label, k.member, r) }))
        } + [
            ("nonretainedObjectValue", Member(result: { _ in nil }, get: { v, r in try nsValueContent(v, "nonretainedObject", "nonretainedObjectValue", r) })),
        ])
}
