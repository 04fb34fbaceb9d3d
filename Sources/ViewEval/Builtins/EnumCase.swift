// A value of an enum case with associated values (`.minTrackTint(color)`, `.point(x: 1, y: 2)`):
// the case's name and its values. A case without values stays a symbol (`.left`).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// `.name(values…)` of an enum declared in Swift code.
struct EnumCaseValue: ObjectPayload {
    /// Its type as messages name it: an enum's value, as a case without values is.
    static var type: ValueType { .symbol }
    let name: String
    let values: [Value]
    /// Each value's label and Swift number type, as the case declares them (for its text:
    /// `circle(radius: 5)`); empty where the case is not known to one enum alone.
    var labels: [String?] = []
    var kinds: [SwiftNumberKind] = []
    var description: String { "." + name + "(" + values.map(\.description).joined(separator: ", ") + ")" }
    static func same(_ a: Ref<EnumCaseValue>, _ b: Ref<EnumCaseValue>) -> Bool { a.value.name == b.value.name && a.value.values == b.value.values }
}

extension Builtins {
    /// `Name.case(values…)` and `.case(values…)`, bound by the checker: the case's name is the
    /// callee's.
    static let enumCaseForms: [String: [FunctionForm]] = [
        enumCaseName: [FunctionForm([Param(nil, .string)], .symbol("")) { a in
            let t = a.run.tree
            guard let n = a.node else { return .void }
            let c = t.callCallee(n)
            let name = t.kind(c) == .member ? t.name(t.member(c).name) : t.name(t.nameOf(c))
            var values: [Value] = []
            for i in 0..<a.count { values.append(a[i]) }
            var made = EnumCaseValue(name: name, values: values)
            // The declaration's labels and number types, when one enum of the file has the case.
            let owners = a.run.unit.enums.filter { $0.associated[name]?.count == values.count }
            if owners.count == 1, let declared = owners[0].associated[name] {
                made.labels = declared.map(\.label)
                made.kinds = owners[0].associatedKinds[name] ?? []
            }
            return .boxed(made) }],
    ]
    static let enumCaseName = "$enumCase"
}

extension Value {
    /// Whether the value is a case of an enum: a symbol, or a case with associated values.
    var isEnumCase: Bool {
        if case .symbol = self { return true }
        return ref(EnumCaseValue.self) != nil
    }
}
