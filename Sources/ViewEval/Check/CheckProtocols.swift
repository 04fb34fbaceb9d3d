// Protocols and delegates in the Swift subset. A protocol of the file is a type: a value of it
// is an instance of one of the file's classes that conforms (`class A: UIView, P`, or `extension
// A: P`), as a delegate or data source is. A call of a requirement on such a value runs the
// method of the instance's own class, against that instance (its properties, its bounds); an
// `@objc optional` requirement is called as `d.m?(…)`, whose value is nil when the class leaves
// it out. A delegate nothing sets is nil, so `delegate?.m()` does nothing and `delegate?.m() ??
// default` is the default, as in UIKit. A conforming class must have every requirement that is
// not optional, with its labels and types.

import FoundationEssentials
import Glibc
import ViewSyntax

/// A protocol of the file: its requirements (methods; their signatures resolved at first use).
final class ProtocolInfo {
    let name: String
    let node: NodeID
    /// Each requirement: its name, its signature as a function, whether it is optional.
    var requirements: [(name: Name, function: UserFunction, optional: Bool)] = []
    /// The methods of its extensions that are no requirement (`extension P { func f() }`),
    /// by their signatures: each conforming type has one (Parser.adoptDefaultImplementations).
    var extensionMethods: [(name: Name, function: UserFunction, mutating: Bool)] = []
    /// The computed properties of its extensions that are no requirement, likewise.
    var extensionProperties: [(name: String, type: VType?, at: SourceRange)] = []
    /// Every method and computed property its extensions declare, requirements' defaults too.
    var extensionMembers: [(name: Name, at: SourceRange)] = []
    /// Its property requirements: `var name: T { get }` (or `{ get set }`: settable).
    var properties: [(name: String, type: VType?, settable: Bool)] = []
    /// The Swift number types of its property requirements, by name (`var n: Int { get }`).
    var propertyKinds: [String: SwiftNumberKind] = [:]
    var resolved = false
    init(name: String, node: NodeID) { self.name = name; self.node = node }
}

/// A call the checker resolved to code chosen when it runs: a requirement of a protocol (the
/// method of the value's class), or a member of an extension of a built-in type.
enum Dispatch {
    /// `d.m(…)` on a value of a protocol: the requirement's name and labels, the argument for
    /// each parameter, and whether it is optional (`d.m?(…)`: nil when the class has no `m`).
    /// On an instance of a class of the file, `className` is the class written (a view and its
    /// layer are one node: Kinds/LayerClass.swift).
    case requirement(name: String, labels: [String?], argForParam: [Int], optional: Bool, className: String? = nil)
    /// A method or computed property of an extension (`rect.center`, `p.rotated(by:)`): run
    /// against a frame whose slot 0 is the value; a `mutating` one writes it back.
    case extensionCall(StructCall)
    /// `d.name` on a value of a protocol: the instance's property `name` (stored, or computed).
    case requirementProperty(name: String, className: String? = nil)
    /// `view.m(…)` or `view.p` for a member of an extension of a UIKit class the view is
    /// (`extension UIView`): the function, run with the view as `self`.
    case frameworkExtension(function: Int32, argForParam: [Int])
    /// `CGRect(center:size:)`: an extension's `init`, run against a frame whose slot 0 starts
    /// as the type's zero and ends as the value made.
    case extensionInit(function: Int32, argForParam: [Int], zero: Value)
}

extension Checker {
    /// The file's protocols, declared before anything is checked (every type may name them).
    func declareProtocols() {
        for s in tree.topLevel where tree.kind(s) == .protocolDecl {
            let d = tree.protocolDecl(s)
            unit.res[s.index] = .skip
            if unit.protocols.contains(where: { $0.name == names[d.name] }) || unit.components[d.name] != nil {
                error("'\(names[d.name])' is already defined in this file", d.nameRange)
                continue
            }
            unit.protocols.append(ProtocolInfo(name: names[d.name], node: s))
        }
        // Swift's error for a protocol among its own ancestors (`protocol A: B`, `protocol B: A`).
        for p in unit.protocols {
            let own = names.intern(p.name)
            var seen: Set<Name> = [], next = tree.protocolParents[own] ?? []
            while let n = next.popLast() {
                if n == own {
                    error("protocol '\(p.name)' refines itself", tree.protocolDecl(p.node).nameRange)
                    break
                }
                if seen.insert(n).inserted { next += tree.protocolParents[n] ?? [] }
            }
        }
    }

    func protocolInfo(_ name: String) -> ProtocolInfo? {
        unit.protocols.first { $0.name == name }
    }

    /// `p` and the protocols of the file it inherits from (`protocol Shape: Drawable`), nearest
    /// first, each once: a value of `p` has their requirements and extension members too.
    func protocolLineage(_ p: ProtocolInfo) -> [ProtocolInfo] {
        var out = [p], k = 0
        while k < out.count {
            for n in tree.protocolParents[names.intern(out[k].name)] ?? [] {
                if let q = protocolInfo(names[n]), !out.contains(where: { $0 === q }) { out.append(q) }
            }
            k += 1
        }
        return out
    }

    /// A protocol's requirements, their types resolved in the file's scope (once).
    func requirements(_ p: ProtocolInfo) -> [(name: Name, function: UserFunction, optional: Bool)] {
        guard !p.resolved else { return p.requirements }
        p.resolved = true
        for m in tree.protocolDecl(p.node).members {
            switch tree.kind(m) {
            case .funcDecl:
                let fd = tree.funcDecl(m)
                unit.res[m.index] = .skip
                // A default implementation: each conforming type that lacks the method has its own
                // copy (Parser.adoptDefaultImplementations).
                guard fd.flags.contains(.requirement) else {
                    if !fd.flags.contains(.isStatic), !names[fd.name].hasPrefix("$set ") { p.extensionMembers.append((fd.name, fd.nameRange)) }
                    if fd.flags.contains(.isStatic) {
                        error("static methods in an extension of a protocol are outside the supported Swift subset (docs/language.md §13): write the method in each conforming type", fd.nameRange)
                    } else if !p.requirements.contains(where: { $0.name == fd.name && $0.function.params.map(\.label) == fd.params.map { $0.label.map { names[$0] } } }),
                              !names[fd.name].hasPrefix("$set ") {
                        p.extensionMethods.append((fd.name, signatureFunction(m, level: 0), writtenModifier(m, "mutating", before: fd.nameRange.lower)))
                    }
                    continue
                }
                if fd.flags.contains(.isStatic) || names[fd.name] == "init" {
                    error("static and 'init' requirements of protocols are outside the supported Swift subset (docs/language.md §13)", fd.nameRange)
                    continue
                }
                let f = signatureFunction(m, level: 0)
                f.resultKind = fd.result.flatMap { numberKind(ofType: $0) } ?? .double
                p.requirements.append((fd.name, f, fd.flags.contains(.optionalRequirement)))
            case .varDecl:
                let v = tree.varDecl(m)
                unit.res[m.index] = .skip
                if !v.getter.isEmpty {
                    if !v.flags.contains(.isStatic) { p.extensionMembers.append((v.name, v.nameRange)) }
                    // `var double: Int { area() * 2 }` in an extension of the protocol: each
                    // conforming type's copy, read through the protocol as its own property.
                    let setter = tree.protocolDecl(p.node).members.first { tree.kind($0) == .funcDecl && names[tree.funcDecl($0).name] == "$set " + names[v.name] }
                    if setter != nil {
                        error("a computed property with a setter in an extension of a protocol is outside the supported Swift subset (docs/language.md §13): write it in each conforming type", v.nameRange)
                    } else if v.flags.contains(.isStatic) {
                        error("static properties in an extension of a protocol are outside the supported Swift subset (docs/language.md §13): write the property in each conforming type", v.nameRange)
                    } else if !p.properties.contains(where: { $0.name == names[v.name] }) {
                        p.extensionProperties.append((names[v.name], v.type.flatMap { swiftType($0) }, v.nameRange))
                        if let k = v.type.flatMap({ numberKind(ofType: $0) }) { p.propertyKinds[names[v.name]] = k }
                    }
                    continue
                }
                if v.flags.contains(.isStatic) {
                    error("static property requirements of protocols are outside the supported Swift subset (docs/language.md §13)", v.nameRange)
                    continue
                }
                p.properties.append((names[v.name], v.type.flatMap { swiftType($0) }, v.flags.contains(.settableRequirement)))
                if let k = v.type.flatMap({ numberKind(ofType: $0) }) { p.propertyKinds[names[v.name]] = k }
            default:
                unit.res[m.index] = .skip
            }
        }
        return p.requirements
    }

    /// The method of class `c` that meets requirement `r`: its name, labels and parameter types.
    func witness(_ c: Component, _ r: UserFunction) -> Int32? {
        guard let sw = c.swift else { return nil }
        for (_, k) in sw.table {
            let f = c.unit.functions[Int(k)]
            guard !f.isStatic, f.name == r.name, f.params.map(\.label) == r.params.map(\.label) else { continue }
            return k
        }
        return nil
    }

    /// Each class of the file that names a protocol of the file has its requirements (those
    /// not optional), with the requirement's labels and types.
    func checkConformances() {
        let classes = unit.components.values.filter { tree.kind($0.node) == .classDecl }.sorted { $0.nameRange.start < $1.nameRange.start }
        for c in classes {
            for (pn, pr) in tree.allConformances(c.node) {
                guard let p = protocolInfo(names[pn]) else { continue }   // UIKit's protocols: nothing to check
                _ = requirements(p)   // resolves its properties too
                for q in p.properties {
                    // A stored or computed property of the class (a `let` or a setter-less
                    // computed one cannot meet `{ get set }`), of the requirement's type: its
                    // own, or one it inherits from a class of the file, as Swift finds it
                    // (`strokeColor` of a `ShapeView` meets its heir `StarView`'s requirement).
                    var holder: Component? = c, found: (Component, NodeID)? = nil
                    while let h = holder, found == nil {
                        let ht = h.unit.tree
                        if let m = ht.classDecl(h.node).members.first(where: { ht.kind($0) == .varDecl && ht.names[ht.varDecl($0).name] == q.name && !ht.varDecl($0).flags.contains(.isStatic) }) {
                            found = (h, m)
                        }
                        holder = h.swift?.base
                    }
                    guard let (owner, m) = found else {
                        error("type '\(c.name)' does not conform to protocol '\(p.name)': it has no property '\(q.name)'", pr)
                        continue
                    }
                    let v = owner.unit.tree.varDecl(m)
                    if q.settable, !v.flags.contains(.isVar) || (v.flags.contains(.computed) && owner.swift?.functions.contains(where: { owner.unit.functions[Int($0.function)].name == "$set " + q.name }) != true) {
                        error("'\(q.name)' of '\(owner.name)' cannot be set, but protocol '\(p.name)' requires '{ get set }'", v.nameRange)
                    }
                    if let want = q.type, let tn = v.type, owner.unit === unit, let got = swiftType(tn), got != want {
                        error("'\(q.name)' of '\(owner.name)' is \(article(got)), but protocol '\(p.name)' requires \(article(want))", v.nameRange)
                    }
                }
                for r in requirements(p) {
                    guard let k = witness(c, r.function) else {
                        if !r.optional {
                            error("type '\(c.name)' does not conform to protocol '\(p.name)': it has no method '\(r.function.signature)'", pr)
                        }
                        continue
                    }
                    let f = c.unit.functions[Int(k)]
                    for (a, b) in zip(f.params, r.function.params) where a.type != nil && b.type != nil && a.type != b.type {
                        error("'\(f.signature)' of '\(c.name)' takes \(article(a.type!)) for '\(a.label ?? a.name)', but protocol '\(p.name)' requires \(article(b.type!))", f.nameRange)
                    }
                    if f.result != r.function.result {
                        error("'\(f.signature)' of '\(c.name)' returns \(article(f.result)), but protocol '\(p.name)' requires \(article(r.function.result))", f.nameRange)
                    }
                }
            }
        }
    }

    /// Each struct, and each class that is not a view, that names a protocol of the file has its
    /// requirements (those not optional), with the requirement's labels and types; the method
    /// meeting each is kept for the calls made through the protocol.
    func checkStructConformances() {
        for (k, info) in unit.structs.enumerated() {
            for (pn, pr) in tree.allConformances(info.node) {
                guard let p = protocolInfo(names[pn]) else { continue }   // Swift's own protocols: nothing to check
                checkStruct(Int32(k))
                _ = requirements(p)
                for q in p.properties {
                    let field = info.field(q.name)
                    let getter: Int32?
                    if case .getter(let f)? = info.members[names.intern(q.name)] { getter = f } else { getter = nil }
                    guard field != nil || getter != nil else {
                        error("type '\(info.name)' does not conform to protocol '\(p.name)': it has no property '\(q.name)'", pr)
                        continue
                    }
                    if q.settable, let i = field, !info.fields[i].isVar {
                        error("'\(q.name)' of '\(info.name)' cannot be set, but protocol '\(p.name)' requires '{ get set }'", pr)
                    }
                    let got: VType? = field.map { info.fields[$0].type } ?? getter.map { unit.functions[Int($0)].result }
                    if let want = q.type, let got, got != want {
                        error("'\(q.name)' of '\(info.name)' is \(article(got)), but protocol '\(p.name)' requires \(article(want))", pr)
                    }
                }
                for r in requirements(p) {
                    var group: [Int32] = []
                    if case .function(let f)? = info.members[r.name] { group = overloads[f] ?? [f] }
                    let labels = r.function.params.map(\.label)
                    guard let k = group.first(where: { !unit.functions[Int($0)].isStatic && unit.functions[Int($0)].params.map(\.label) == labels }) else {
                        if !r.optional {
                            error("type '\(info.name)' does not conform to protocol '\(p.name)': it has no method '\(r.function.signature)'", pr)
                        }
                        continue
                    }
                    let f = unit.functions[Int(k)]
                    for (a, b) in zip(f.params, r.function.params) where a.type != nil && b.type != nil && a.type != b.type {
                        error("'\(f.signature)' of '\(info.name)' takes \(article(a.type!)) for '\(a.label ?? a.name)', but protocol '\(p.name)' requires \(article(b.type!))", f.nameRange)
                    }
                    if f.result != r.function.result {
                        error("'\(f.signature)' of '\(info.name)' returns \(article(f.result)), but protocol '\(p.name)' requires \(article(r.function.result))", f.nameRange)
                    }
                    if info.mutating.contains(k) {
                        error("'\(f.signature)' of '\(info.name)' is 'mutating': a mutating requirement called through a protocol is outside the supported Swift subset (docs/language.md §13)", f.nameRange)
                    }
                    info.witnesses[r.function.signature] = k
                }
                // The protocol's extension methods that are no requirement: the type's copy.
                for e in p.extensionMethods {
                    let labels = e.function.params.map(\.label)
                    guard case .function(let f)? = info.members[e.name],
                          let k = (overloads[f] ?? [f]).first(where: { !unit.functions[Int($0)].isStatic && unit.functions[Int($0)].params.map(\.label) == labels }) else { continue }
                    info.witnesses[e.function.signature] = k
                }
            }
        }
    }

    /// The type of the file that conforms to `p` and has a method (with `labels`) or property
    /// (`labels` nil) `name` of its own — in its body, an extension of it, or for a class a
    /// class it inherits from or one inheriting from it — rather than the copy of the protocol
    /// extension's member it is given: through the protocol Swift calls the extension's, which
    /// that type has no copy of. With its member's name range; nil when none has one.
    func typeShadowing(_ p: ProtocolInfo, _ name: Name, labels: [String?]?) -> (type: String, at: SourceRange)? {
        for k in unit.structs.indices where structConforms(Int32(k), to: p.name) {
            checkStruct(Int32(k))
            if let r = ownMember(ofStruct: Int32(k), p, name, labels: labels) { return (unit.structs[k].name, r) }
        }
        for c in unit.components.values.sorted(by: { $0.nameRange.start < $1.nameRange.start })
        where c.unit === unit && tree.kind(c.node) == .classDecl && (conforms(c.name, to: p.name) || inheritsConformance(c, p.name)) {
            declareClassMembers(c)
            if let r = ownMember(ofClass: c, p, name, labels: labels) { return r }
        }
        return nil
    }

    /// Whether a class that `c` inherits from, or one inheriting from it, conforms to `p`.
    func inheritsConformance(_ c: Component, _ p: String) -> Bool {
        unit.components.values.contains { d in d.unit === unit && tree.kind(d.node) == .classDecl && d !== c
            && d.lineage.contains { $0.node == c.node } && conforms(d.name, to: p) }
    }

    /// Where the protocol's extension declares members named `name`: a conforming type's member
    /// read from one of these places is its copy (Parser.adoptDefaultImplementations lowers the
    /// same text again).
    func extensionPlaces(_ p: ProtocolInfo, _ name: Name) -> Set<Int32> {
        Set(tree.protocolDecl(p.node).members.filter { m in
            switch tree.kind(m) {
            case .funcDecl: return tree.funcDecl(m).name == name && !tree.funcDecl(m).flags.contains(.requirement)
            case .varDecl: return tree.varDecl(m).name == name && !tree.varDecl(m).getter.isEmpty
            default: return false
            }
        }.map { tree.range($0).lower })
    }

    /// The name range of struct `k`'s own member `name` (not the protocol's copy), if any.
    func ownMember(ofStruct k: Int32, _ p: ProtocolInfo, _ name: Name, labels: [String?]?) -> SourceRange? {
        let info = unit.structs[Int(k)], copies = extensionPlaces(p, name)
        func own(_ f: Int32) -> SourceRange? {
            let fn = unit.functions[Int(f)]
            guard !fn.isStatic, !copies.contains(tree.range(fn.node).lower), labels.map({ fn.params.map(\.label) == $0 }) ?? true else { return nil }
            return fn.nameRange
        }
        switch info.members[name] {
        case .function(let f)?: if let r = (overloads[f] ?? [f]).lazy.compactMap(own).first { return r }
        case .getter(let f)?: if labels == nil, let r = own(f) { return r }
        default: break
        }
        if labels == nil, info.field(names[name]) != nil {
            let members = tree.kind(info.node) == .classDecl ? tree.classDecl(info.node).members : tree.structDecl(info.node).members
            return members.first { tree.kind($0) == .varDecl && tree.varDecl($0).name == name }.map { tree.varDecl($0).nameRange } ?? tree.range(info.node)
        }
        return nil
    }

    /// The class and name range of class `c`'s own member `name`, or of a class in its lineage
    /// or one inheriting from it (not the protocol's copy), if any.
    func ownMember(ofClass c: Component, _ p: ProtocolInfo, _ name: Name, labels: [String?]?) -> (type: String, at: SourceRange)? {
        let copies = extensionPlaces(p, name)
        let related = unit.components.values.filter { d in d.unit === unit && tree.kind(d.node) == .classDecl
            && (d === c || c.lineage.contains { $0.node == d.node } || d.lineage.contains { $0.node == c.node }) }
            .sorted { $0.nameRange.start < $1.nameRange.start }
        for d in related {
            declareClassMembers(d)
            for (_, f) in d.swift?.table ?? [] {
                let fn = unit.functions[Int(f)]
                guard !fn.isStatic, fn.name == names[name], !copies.contains(tree.range(fn.node).lower) else { continue }
                if let labels, tree.kind(fn.node) != .funcDecl || fn.params.map(\.label) != labels { continue }
                if labels == nil, tree.kind(fn.node) != .varDecl { continue }
                return (d.name, fn.nameRange)
            }
            if labels == nil, let m = tree.classDecl(d.node).members.first(where: { tree.kind($0) == .varDecl && tree.varDecl($0).name == name && !tree.varDecl($0).flags.contains(.computed) }) {
                return (d.name, tree.varDecl(m).nameRange)
            }
        }
        return nil
    }

    /// What Swift resolves to the protocol extension's members where viewc would take another,
    /// each an error: a conforming type's own member of a name the extension's own code reads
    /// (there Swift calls the extension's, statically); a subclass's own member of the name of
    /// one its superclass has from the extension (the superclass's code and the protocol call
    /// the extension's); an extension member — a requirement's default too — named as one of
    /// UIKit's that a conforming view class has (in the class, and as the requirement's
    /// witness, Swift takes UIKit's).
    func checkExtensionShadowing() {
        for p in unit.protocols {
            _ = requirements(p)
            guard !p.extensionMembers.isEmpty else { continue }
            let classes = unit.components.values.filter { c in c.unit === unit && tree.kind(c.node) == .classDecl }
                .sorted { $0.nameRange.start < $1.nameRange.start }
            let conforming = classes.filter { conforms($0.name, to: p.name) }
            for m in p.extensionMembers {
                // A method UIKit has only under other labels (`func addConstraints()` beside UIKit's
                // `addConstraints(_:)`) is the extension's wherever its own labels are written, as
                // Swift tells the two apart.
                let labelled = (p.requirements.map { ($0.name, $0.function) } + p.extensionMethods.map { ($0.name, $0.function) })
                    .filter { $0.0 == m.name }.map { $0.1.params.map(\.label) }
                let uikit = (registry.methods[.view]?[names[m.name]] ?? []).map { registry.methodForm($0).signature.params.map(\.label) }
                if !labelled.isEmpty, !uikit.isEmpty, labelled.allSatisfy({ !uikit.contains($0) }) { continue }
                if let c = (conforming + classes.filter { inheritsConformance($0, p.name) }).first(where: {
                    selfNames(of: $0)?.contains(names[m.name]) == true && ownMember(ofClass: $0, p, m.name, labels: nil) == nil }) {
                    error("'\(names[m.name])' of an extension of '\(p.name)' is named as UIKit's member of '\(c.name)', a conforming class, which reads UIKit's: outside the supported Swift subset (docs/language.md §13)", m.at)
                }
            }
            let members: [(name: Name, labels: [String?]?)] =
                p.extensionMethods.map { ($0.name, $0.function.params.map(\.label)) } + p.extensionProperties.map { (names.intern($0.name), nil) }
            let read = namesReadByExtension(p)
            // Found once for all the members: the classes declaring the conformance, what each
            // base's own code reads, and each heir that is not a view with its nearest base
            // declaring it.
            let declaring = classes.filter { c in tree.allConformances(c.node).contains { names[$0.name] == p.name } }
            var baseReads: [NodeID: Set<Name>] = [:]
            func reads(_ node: NodeID) -> Set<Name> {
                if let r = baseReads[node] { return r }
                let r = namesRead(in: [tree.range(node)])
                baseReads[node] = r
                return r
            }
            func declares(_ k: Int32) -> Bool { tree.allConformances(unit.structs[Int(k)].node).contains { names[$0.name] == p.name } }
            let plainHeirs: [(heir: Int32, base: Int32)] = unit.structs.indices.compactMap { k in
                guard unit.structs[k].isClass, unit.structs[k].base != nil, !declares(Int32(k)),
                      let b = unit.lineage(Int32(k)).dropFirst().first(where: declares) else { return nil }
                return (Int32(k), b)
            }
            for m in members {
                if read.contains(m.name), let t = typeShadowing(p, m.name, labels: m.labels) {
                    error("'\(t.type)' declares its own '\(names[m.name])', which hides the one the code of the extension of '\(p.name)' calls there (Swift calls the extension's): outside the supported Swift subset (docs/language.md §13)", t.at)
                    continue
                }
                // A subclass of a conforming class with a member of its own of that name, which
                // the extension's code or the superclass's own reads (Swift calls the extension's).
                for base in declaring where read.contains(m.name) || reads(base.node).contains(m.name) {
                    for sub in classes where sub !== base && sub.lineage.contains(where: { $0.node == base.node }) && !declaring.contains(where: { $0 === sub }) {
                        guard let own = ownMember(ofClass: sub, p, m.name, labels: m.labels), own.type == sub.name else { continue }
                        error("'\(sub.name)' declares its own '\(names[m.name])', which hides the one its superclass '\(base.name)' has from the extension of '\(p.name)' (Swift calls the extension's in '\(base.name)''s code and through the protocol): outside the supported Swift subset (docs/language.md §13)", own.at)
                    }
                }
                // A class that is not a view, heir of one conforming, likewise.
                for (k, b) in plainHeirs where read.contains(m.name) || reads(unit.structs[Int(b)].node).contains(m.name) {
                    checkStruct(k)
                    let info = unit.structs[Int(k)], span = tree.range(info.node)
                    guard let at = ownMember(ofStruct: k, p, m.name, labels: m.labels), span.lower <= at.lower, at.upper <= span.upper else { continue }
                    error("'\(info.name)' declares its own '\(names[m.name])', which hides the one its superclass '\(unit.structs[Int(b)].name)' has from the extension of '\(p.name)' (Swift calls the extension's in '\(unit.structs[Int(b)].name)''s code and through the protocol): outside the supported Swift subset (docs/language.md §13)", at)
                }
            }
        }
    }

    /// The names the code of the protocol's extension members reads or calls (`label()`,
    /// `self.extra`).
    func namesReadByExtension(_ p: ProtocolInfo) -> Set<Name> {
        namesRead(in: tree.protocolDecl(p.node).members.filter { m in
            switch tree.kind(m) {
            case .funcDecl: return !tree.funcDecl(m).flags.contains(.requirement)
            case .varDecl: return !tree.varDecl(m).getter.isEmpty
            default: return false
            }
        }.map { tree.range($0) })
    }

    /// The names code within `spans` reads or calls on its `self` — bare (`label()`) or as
    /// `self.extra`, not `points.count` —, less those it declares there as locals or
    /// parameters.
    func namesRead(in spans: [SourceRange]) -> Set<Name> {
        var out: Set<Name> = [], declared: Set<Name> = []
        for i in 0..<tree.nodes.count {
            let n = NodeID(Int32(i))
            let kind = tree.kind(n)
            guard kind == .identifier || kind == .member || kind == .letBinding || kind == .varDecl || kind == .funcDecl else { continue }
            let r = tree.range(n)
            guard spans.contains(where: { r.lower >= $0.lower && r.upper <= $0.upper }) else { continue }
            switch kind {
            case .identifier: out.insert(tree.nameOf(n))
            case .member:
                let m = tree.member(n)
                if tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "self" { out.insert(m.name) }
            case .letBinding: declared.insert(tree.binding(n).name)
            case .varDecl: if !spans.contains(where: { $0 == r }) { declared.insert(tree.varDecl(n).name) }
            default: for p in tree.funcDecl(n).params { declared.insert(p.name) }
            }
        }
        return out.subtracting(declared)
    }

    /// Whether struct (or class that is not a view) `k` names protocol `p`.
    func structConforms(_ k: Int32, to p: String) -> Bool {
        // A class conforms to what its ancestors conform to.
        unit.lineage(k).contains { x in tree.allConformances(unit.structs[Int(x)].node).contains { names[$0.name] == p } }
    }

    /// Whether class `className` conforms to protocol `p`.
    func conforms(_ className: String, to p: String) -> Bool {
        guard let c = unit.visible[names.intern(className)], c.unit.tree.kind(c.node) == .classDecl else { return false }
        return c.lineage.contains { k in c.unit.tree.allConformances(k.node).contains { c.unit.tree.names[$0.name] == p } }
    }

    /// A value given where a protocol's type is declared: an instance of a class that conforms
    /// (nil when `want` is no protocol; false, reported, when the value does not conform).
    func protocolAccepts(_ want: VType, _ got: VType?, at r: SourceRange) -> Bool? {
        guard case .view(let w) = want, protocolInfo(w) != nil, let got else { return nil }
        if case .optional(.void) = got { return nil }
        if case .structure(_, let k) = got, structConforms(k, to: w) { return true }
        // A value of a protocol inheriting from `w` is a value of `w`.
        if case .view(let g) = got, let q = protocolInfo(g), protocolLineage(q).contains(where: { $0.name == w }) { return true }
        guard case .view(let g) = got, g == w || conforms(g, to: w) else {
            // A protocol's value holds a class's or a struct's instance here: an enum's case is
            // none, whatever the enum declares.
            if case .enumeration(let e) = got {
                error("a value of the enum '\(e)' as a value of the protocol '\(w)' is outside the supported Swift subset (docs/language.md §13): a protocol's value holds an instance of a class or a struct", r)
                return false
            }
            error("\(article(got)) does not conform to protocol '\(w)'", r)
            return false
        }
        return true
    }

    /// `d.m(…)` (or `d.m?(…)`) where `d` is of the protocol `p`: the requirement's labels and
    /// types, its result (optional for `m?`).
    func requirementCall(_ n: NodeID, _ p: ProtocolInfo, _ name: Name, _ nr: SourceRange) -> VType? {
        let callee = tree.callCallee(n)
        let flagged = tree.nodes[callee.index].flags & SyntaxTree.optionalMethodFlag != 0
        unit.res[callee.index] = .none
        // A method of the protocol's extension that is no requirement runs on the value's own
        // type's copy of it, as a requirement runs on its witness; of several of that name, the
        // one whose labels the call's fit.
        // The protocols it inherits from give theirs too.
        let lineage = protocolLineage(p)
        let candidates = lineage.flatMap { q in
            requirements(q).filter { $0.name == name }.map { (name: $0.name, function: $0.function, optional: $0.optional, mutating: false, fromExtension: false, owner: q) }
                + q.extensionMethods.filter { $0.name == name }.map { (name: $0.name, function: $0.function, optional: false, mutating: $0.mutating, fromExtension: true, owner: q) }
        }
        var fitting = candidates.filter { labelsFit(n, $0.function) }
        // The nearest protocol's: a child's extension method hides its parent's of those labels
        // (Swift takes the more specialised).
        if let nearest = fitting.first?.owner { fitting = fitting.filter { $0.owner === nearest } }
        // Of several the labels fit, Swift takes the one with no defaulted parameters left out.
        let exact = fitting.filter { $0.function.params.count == tree.callArgCount(n) }
        if fitting.count > 1, exact.count == 1 { fitting = exact }
        if fitting.count > 1, fitting.contains(where: { $0.fromExtension }) {
            typeArgs(ofCall: n)
            error("the methods '\(names[name])' of '\(p.name)' and its extension take the same labels, told apart by their parameters' types: calling them through the protocol is outside the supported Swift subset (docs/language.md §13)", nr)
            return nil
        }
        guard let chosen = fitting.first ?? candidates.first else {
            typeArgs(ofCall: n)
            let (hint, fix) = didYouMean(names[name], lineage.flatMap { q in (requirements(q).map(\.name) + q.extensionMethods.map(\.name)).map { names[$0] } }, at: nr)
            error("protocol '\(p.name)' has no method '\(names[name])'\(hint)", nr, fixIts: fix)
            return nil
        }
        let r = (name: chosen.name, function: chosen.function, optional: chosen.optional)
        if chosen.fromExtension, chosen.mutating {
            typeArgs(ofCall: n)
            error("'\(chosen.function.signature)' of an extension of '\(chosen.owner.name)' is 'mutating': a mutating method called through a protocol is outside the supported Swift subset (docs/language.md §13)", nr)
            return nil
        }
        if chosen.fromExtension, let t = typeShadowing(chosen.owner, name, labels: chosen.function.params.map(\.label)) {
            typeArgs(ofCall: n)
            error("'\(t.type)' declares its own '\(chosen.function.signature)', which hides the one of the extension of '\(chosen.owner.name)' that Swift calls through the protocol: outside the supported Swift subset (docs/language.md §13)", nr)
            return nil
        }
        if r.optional && !flagged {
            typeArgs(ofCall: n)
            error("'\(r.function.signature)' is an optional requirement of '\(chosen.owner.name)': call it with '\(names[name])?(…)'", nr)
            return nil
        }
        if flagged && !r.optional {
            typeArgs(ofCall: n)
            error("'\(r.function.signature)' is not an optional requirement of '\(chosen.owner.name)': call it without '?'", nr)
            return nil
        }
        guard let map = matchArguments(n, r.function) else { return nil }
        unit.dispatches.append(.requirement(name: r.function.name, labels: r.function.params.map(\.label), argForParam: map, optional: r.optional))
        unit.res[n.index] = .dispatch(Int32(unit.dispatches.count - 1))
        propertyKinds[n.raw] = r.function.resultKind
        if r.optional, r.function.result != .void {
            if case .optional = r.function.result { return r.function.result }
            return .optional(r.function.result)
        }
        return r.function.result
    }

    /// `view.m(…)` on an instance of a view class of this file (`smileFace?.rotation(0.3)`):
    /// its method with the call's labels, run against that instance as a delegate's is. Nil
    /// when the class has no such method (the built-in view methods are tried).
    func viewClassMethodCall(_ n: NodeID, _ vk: String, _ name: Name) -> VType?? {
        guard let c = unit.visible[names.intern(vk)], c.unit === unit, tree.kind(c.node) == .classDecl else { return nil }
        declareClassMembers(c)
        guard let sw = c.swift, let k = sw.table.map(\.function).first(where: {
            let f = unit.functions[Int($0)]
            return !f.isStatic && f.level == 0 && f.name == names[name] && f.name != "init" && labelsFit(n, f) && tree.kind(f.node) == .funcDecl
        }) else { return nil }
        let f = unit.functions[Int(k)]
        guard let map = matchArguments(n, f) else { return .some(nil) }
        unit.dispatches.append(.requirement(name: f.name, labels: f.params.map(\.label), argForParam: map, optional: false, className: vk))
        unit.res[n.index] = .dispatch(Int32(unit.dispatches.count - 1))
        propertyKinds[n.raw] = f.resultKind   // `c.count() / 2` of an `-> Int` divides as Ints
        return .some(f.result)
    }

    /// `view.name = value` where `name` is a stored property (not an @IBInspectable) of the
    /// file's class `vk`: `gauge.delegate = self`. Its declared type is checked; the instance
    /// must not be drawn yet (as for a parameter). Nil when `name` is no stored property.
    /// Whether class `vk` of the file (or a class of the file it inherits from) declares an
    /// instance property `name` of its own, stored or computed (not an override of UIKit's).
    func declaresInstanceProperty(_ vk: String, _ name: String) -> Bool {
        guard let c = unit.visible[names.intern(vk)], c.unit.tree.kind(c.node) == .classDecl else { return false }
        let ct = c.unit.tree
        return c.lineage.contains { l in
            ct.classDecl(l.node).members.contains { ct.kind($0) == .varDecl && ct.names[ct.varDecl($0).name] == name && ct.varDecl($0).flags.isDisjoint(with: [.isStatic, .isOverride]) }
        }
    }

    func instanceStoredAssign(_ s: NodeID, _ vk: String, _ name: String, _ vt: VType?) -> Bool? {
        if let child = protocolInfo(vk),
           let (p, q) = protocolLineage(child).lazy.compactMap({ p in (self.requirements(p), p.properties).1.first(where: { $0.name == name }).map { (p, $0) } }).first {
            // `d.value = x` on a protocol's value: a `{ get set }` requirement, set on the instance.
            let a = tree.assign(s)
            if !q.settable { error("cannot assign to property: '\(name)' is a get-only requirement of '\(p.name)'", tree.range(a.target)); return false }
            if a.op == .none, let want = q.type, !accepts(want, vt, at: tree.range(a.value), what: "'\(name)' of '\(p.name)'") { return false }
            guard let operation = compoundOperation(s, vt) else { return false }
            expr(tree.member(a.target).base)
            unit.assignments.append(Assignment(target: .instanceStored(name, depth: 1), operation: operation))
            unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
            return true
        }
        guard let c = unit.visible[names.intern(vk)], c.unit.tree.kind(c.node) == .classDecl else { return nil }
        let ct = c.unit.tree
        guard let m = settableInstanceProperty(c, name) else {
            // UIControl's `isSelected`, `isHighlighted`, `isEnabled` of an instance: its own state.
            guard c.unit === unit else { return nil }
            declareClassMembers(c)
            guard swiftSuperclasses[c.swift?.superclass ?? ""]?.contains(where: { $0.0 == name }) == true else { return nil }
            let a = tree.assign(s)
            // A compound operator on the Bool: Swift's operator error (`cannot add Bool and …`).
            if a.op == .none, !accepts(.bool, vt, at: tree.range(a.value), what: "'\(name)' of '\(vk)'") { return false }
            guard let operation = compoundOperation(s, vt) else { return false }
            expr(tree.member(a.target).base)
            unit.assignments.append(Assignment(target: .instanceStored(name, depth: 1, className: vk), operation: operation))
            unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
            return true
        }
        let a = tree.assign(s)
        let v = ct.varDecl(m)
        if !v.flags.contains(.isVar) { error("cannot assign to property: '\(name)' is a 'let' constant", tree.range(a.target)); return false }
        if a.op == .none, let tn = v.type, c.unit === unit, let want = typeInClass(c, tn), !accepts(want, vt, at: tree.range(a.value), what: "'\(name)' of '\(vk)'") { return false }
        guard let operation = compoundOperation(s, vt) else { return false }
        expr(tree.member(a.target).base)
        unit.assignments.append(Assignment(target: .instanceStored(name, depth: 1, className: vk), operation: operation))
        unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
        return true
    }

    /// The declaration of class `c`'s (or a class it inherits from) instance property `name`
    /// that code may set on an instance: a stored property, or a computed one with a setter
    /// (run against the instance); nil for another name. (An override of a view's own
    /// property with observers is the view's property, set as one: Runner.setViewPropertyObserved.)
    func settableInstanceProperty(_ c: Component, _ name: String) -> NodeID? {
        let ct = c.unit.tree
        if c.unit === unit { declareClassMembers(c) }
        let members = c.lineage.reversed().flatMap { ct.classDecl($0.node).members }
        let hasSetter = members.contains { ct.kind($0) == .funcDecl && ct.names[ct.funcDecl($0).name] == "$set " + name }
        return members.first(where: {
            ct.kind($0) == .varDecl && ct.names[ct.varDecl($0).name] == name && (!ct.varDecl($0).flags.contains(.computed) || hasSetter) && !ct.varDecl($0).flags.contains(.isStatic)
                && !(ct.varDecl($0).flags.contains(.isOverride) && ViewPropertyOverrides.types[name] != nil)
        })
    }

    /// `gauge.style.width = 3`, `gauge.model.level += 1`: a member of a value (`held`, a struct's
    /// or a built-in value's) held in a settable property of an instance of the file's class
    /// `vk`, changed and set whole on the instance, so that the property's observers run, as
    /// Swift's modify access sets it. False, nothing said, for another chain (a reference's
    /// member is set on the reference).
    func instanceMemberAssign(_ s: NodeID, _ a: (op: Operator, target: NodeID, value: NodeID), _ vk: String, _ members: [String], held: VType, _ vt: VType?) -> Bool {
        guard members.count >= 2, !isClassValue(held), !isReference(held),
              let c = unit.visible[names.intern(vk)], c.unit.tree.kind(c.node) == .classDecl,
              let m = settableInstanceProperty(c, members[0]) else { return false }
        let tr = tree.range(a.target)
        if !c.unit.tree.varDecl(m).flags.contains(.isVar) { error("cannot assign to property: '\(members[0])' is a 'let' constant", tr); return true }
        var t: VType? = held
        for name in members.dropFirst() {
            guard let bt = t else { return false }
            if case .structure(_, let k) = bt {
                checkStruct(k)
                let info = unit.structs[Int(k)]
                guard !info.isClass, let i = info.field(name) else { return false }
                if !info.fields[i].isVar { error("cannot assign to property: '\(name)' is a 'let' constant", tr); return true }
                if case .function? = info.members[names.intern("$set " + name)] {
                    error("setting '\(name)', a property with observers, from outside '\(info.name)' is outside the supported Swift subset: set it in a method of '\(info.name)'", tr)
                    return true
                }
                t = info.fields[i].type
                continue
            }
            guard let mt = registry.settableMembers[bt.valueType]?[name] else { return false }
            t = mt
        }
        if a.op == .none, let t, !accepts(t, vt, at: tree.range(a.value), what: "'\(members.joined(separator: "."))'") { return true }
        guard let operation = compoundOperation(s, vt) else { return true }
        unit.assignments.append(Assignment(target: .instanceStored(members[0], depth: members.count, className: vk, members: Array(members.dropFirst())), operation: operation))
        unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
        return true
    }

    /// The operation of `x.name op= value` on another instance's property: -1 for `=`; for a
    /// compound one, the operator on the property's value as read (the target is checked as a
    /// read, Runner.assign reads it), nil with an error when the types do not allow it.
    func compoundOperation(_ s: NodeID, _ vt: VType?) -> Int32? {
        let a = tree.assign(s)
        guard a.op != .none else { return -1 }
        guard let t = expr(a.target), let vt else { return nil }
        let k = arithmeticOperation(a.op, t, vt, tree.range(s))
        return k < 0 ? nil : k
    }

    /// `view.name` where `view` is an instance of the file's class `vk` and `name` one of its
    /// stored or computed properties: read from the instance when it runs. Its type is the one
    /// written, else the one its class's check found (nil, unchecked, before that). Nil when
    /// the class has no such property.
    func instanceProperty(_ n: NodeID, _ vk: String, _ name: String) -> VType?? {
        guard let c = unit.visible[names.intern(vk)], c.unit === unit, tree.kind(c.node) == .classDecl else { return nil }
        declareClassMembers(c)
        let all = c.lineage.flatMap { tree.classDecl($0.node).members }
        guard let m = all.last(where: {
            tree.kind($0) == .varDecl && names[tree.varDecl($0).name] == name && !tree.varDecl($0).flags.contains(.isStatic)
        }) else {
            // UIControl's `isSelected`, `isHighlighted`, `isEnabled`: the instance's own state.
            guard swiftSuperclasses[c.swift?.superclass ?? ""]?.contains(where: { $0.0 == name }) == true else { return nil }
            unit.dispatches.append(.requirementProperty(name: name, className: vk))
            unit.res[n.index] = .dispatch(Int32(unit.dispatches.count - 1))
            return .some(.bool)
        }
        let v = tree.varDecl(m)
        var t = v.type.flatMap { typeInClass(c, $0) } ?? c.swift?.storedTypes[name] ?? nil
        // Its class is checked after this code (the two classes name each other, Checker.namedFirst):
        // the type (and number kind) its value gives, which a stored property's value finds
        // among the file's names alone (it runs before the instance has a `self`), else said —
        // never a statement silently dropped.
        var valueKind: SwiftNumberKind? = nil
        if t == nil, v.type == nil, !c.checked, !v.flags.contains(.computed), let value = v.value { (t, valueKind) = valueTypeAhead(value) }
        if t == nil, v.type == nil, !c.checked, !v.flags.contains(.computed) {
            error("the type of '\(name)' of '\(vk)' is not known here, where '\(vk)' is not checked yet: write its type ('\(v.flags.contains(.isVar) ? "var" : "let") \(name): Type = …')", tree.range(n))
            unit.res[n.index] = .error
            return .some(nil)
        }
        unit.dispatches.append(.requirementProperty(name: name, className: vk))
        unit.res[n.index] = .dispatch(Int32(unit.dispatches.count - 1))
        // Its number type: its written type's, else what checking the class found, else a literal value's.
        let literal = v.value.flatMap { x in
            tree.kind(x) == .number || tree.kind(x) == .unary && tree.kind(tree.unary(x).operand) == .number ? numberKind(x).kind : nil
        }
        if let k = v.type.flatMap({ numberKind(ofType: $0) }) ?? (c.swift?.storedKinds[name] ?? nil) ?? literal ?? valueKind { propertyKinds[n.raw] = k }
        if let ks = v.type.flatMap({ elementKinds(ofType: $0) }) ?? c.swift?.storedTupleKinds[name] { propertyTupleKinds[n.raw] = ks }
        return .some(t)
    }
}

extension Checker {
    /// The type and number kind of a stored property's value of a class not checked yet, found
    /// by a checker of its own that sees the file's names (a closure's value, which would
    /// declare functions, is left to the class's check); nil when it is not known so. The
    /// class's check resolves the value again, where it runs.
    func valueTypeAhead(_ value: NodeID) -> (VType?, SwiftNumberKind?) {
        if tree.kind(value) == .closure || tree.kind(value) == .call && tree.kind(tree.callCallee(value)) == .closure { return (nil, nil) }
        let sub = fileScopeChecker(silent: true)
        let t = sub.expr(value)
        return (t, [.number, .list, .dictionary].contains(t?.valueType) ? sub.numberKind(value).kind : nil)
    }

    /// `d.name` where `d` is of the protocol `p` and `name` one of its property requirements:
    /// the conforming instance's property, read when it runs. Nil when `name` is none.
    func requirementProperty(_ n: NodeID, _ child: ProtocolInfo, _ name: String) -> VType?? {
        // Its own, else the nearest protocol's it inherits from that has the property.
        guard let p = protocolLineage(child).first(where: { q in
            _ = self.requirements(q)
            return q.properties.contains { $0.name == name } || q.extensionProperties.contains { $0.name == name }
        }) else { return nil }
        guard let q = p.properties.first(where: { $0.name == name }).map({ (name: $0.name, type: $0.type) })
                ?? p.extensionProperties.first(where: { $0.name == name }).map({ (name: $0.name, type: $0.type) }) else { return nil }
        if !p.properties.contains(where: { $0.name == name }), let t = typeShadowing(p, names.intern(name), labels: nil) {
            error("'\(t.type)' declares its own '\(name)', which hides the one of the extension of '\(p.name)' that Swift reads through the protocol: outside the supported Swift subset (docs/language.md §13)", tree.range(n))
            unit.res[n.index] = .error
            return .some(nil)
        }
        unit.dispatches.append(.requirementProperty(name: name))
        unit.res[n.index] = .dispatch(Int32(unit.dispatches.count - 1))
        if let k = p.propertyKinds[name] { propertyKinds[n.raw] = k }
        return .some(q.type)
    }

    /// `value.m(…)` resolved when it runs: a requirement of the value's protocol, or a method
    /// an extension adds to its type. Nil when it is neither (and `m?` was not written).
    func dispatchedCall(_ n: NodeID, _ base: NodeID, _ bt: VType, _ name: Name, _ nr: SourceRange) -> VType?? {
        if case .view(let vk) = bt, let p = protocolInfo(vk) { return .some(requirementCall(n, p, name, nr)) }
        if tree.nodes[tree.callCallee(n).index].flags & SyntaxTree.optionalMethodFlag != 0 {
            typeArgs(ofCall: n)
            error("'\(names[name])?(…)' calls an optional requirement of a protocol; \(article(bt)) is not a protocol's value", nr)
            return .some(nil)
        }
        return extensionMethodCall(n, base, bt, name, nr)
    }
}
