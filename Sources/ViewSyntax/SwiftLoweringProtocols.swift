// Lowering protocols, conformances, optional requirements and extensions of built-in value
// types (SwiftLowering.swift does the rest):
//   - `protocol P: class { func f(_ x: T) -> R; @objc optional func g() }` is a protocolDecl
//     whose requirements are funcDecls without bodies; `associatedtype` and the like are named
//     errors, as elsewhere.
//   - The protocols after a class's superclass (`class A: UIView, P`) and in an extension's
//     header (`extension A: P`) are kept: a value of a protocol type must be of a class that
//     conforms.
//   - `x.m?(args)` calls an optional requirement: the member node is flagged, and the checker
//     makes the call's value optional (nil when the object does not implement it).
//   - In an extension of a built-in value type (`extension CGRect`), a bare member of the type
//     (`midX`, `insetBy(dx:dy:)`) is `self.midX`, as Swift reads it, and `self.init(…)` in an
//     `init` is `self = CGRect(…)`.

import FoundationEssentials
import Glibc
import SwiftSyntax

extension SyntaxTree {
    /// A member node's flag: `m?` in `x.m?(args)`, an optional requirement called if it is there.
    public static let optionalMethodFlag: UInt16 = 4
}

extension SwiftLowering {
    func protocolDecl(_ x: ProtocolDeclSyntax) throws -> Int32 {
        _ = try attributes(x.attributes, x.modifiers)
        if let pa = x.primaryAssociatedTypeClause { throw outside("protocols with associated types", pa) }
        if let w = x.genericWhereClause { throw outside("generic 'where' clauses", w) }
        let wasProtocol = inProtocol
        inProtocol = true
        let body = members(x.memberBlock)
        inProtocol = wasProtocol
        let mark = p.scratch.count
        p.scratch.append(start(x.name)); p.pushList(body)
        pushConformances(Array(x.inheritanceClause?.inheritedTypes ?? []))
        return node(.protocolDecl, start(x), end(x), a: intern(x.name).raw, b: p.flush(mark))
    }

    /// The protocols a class or extension names (after a class's superclass): their count,
    /// then each name and where it is written.
    func pushConformances(_ types: [InheritedTypeSyntax]) {
        let named = types.compactMap { $0.type.as(IdentifierTypeSyntax.self)?.name }
        p.scratch.append(Int32(named.count))
        for t in named { p.scratch.append(intern(t).raw); p.scratch.append(start(t)) }
    }

    /// `x.m?` as the callee of a call: an optional requirement of a protocol.
    func isOptionalMethod(_ o: OptionalChainingExprSyntax) -> Bool {
        guard o.expression.is(MemberAccessExprSyntax.self), let call = o.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == o.id
    }

    /// `x.m?` lowered as the member `x.m`, flagged.
    func optionalMethod(_ o: OptionalChainingExprSyntax) throws -> Int32 {
        let m = try expr(o.expression)
        p.nodes[Int(m)].flags |= SyntaxTree.optionalMethodFlag
        return m
    }

    /// A bare member of the built-in type whose extension is being read (`midX` in
    /// `extension CGRect`), not hidden by a parameter or local: `self.midX`.
    func implicitSelfMember(_ d: DeclReferenceExprSyntax) -> Int32? {
        guard let t = valueExtension, declDepth > 0, let members = ValueExtensions.implicitMembers[t],
              members.contains(d.baseName.text), !localNames.contains(d.baseName.text) else { return nil }
        let selfNode = node(.identifier, start(d), start(d), a: names.intern("self").raw)
        return node(.member, start(d), end(d), a: selfNode, b: intern(d.baseName).raw)
    }

    /// `self.init(args)` in an `init` of an extension of a built-in value type: `self =
    /// Type(args)`, the value the other initializer makes.
    func selfInit(_ e: ExprSyntax) throws -> Int32? {
        guard let t = valueExtension, let c = e.as(FunctionCallExprSyntax.self), c.trailingClosure == nil,
              let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.isKeyword(.`init`),
              let b = m.base?.as(DeclReferenceExprSyntax.self), b.baseName.isKeyword(.self) else { return nil }
        let made = try call(c)
        p.nodes[Int(made)].a = node(.identifier, start(m), end(m), a: names.intern(t).raw)
        let target = node(.identifier, start(b), end(b), a: names.intern("self").raw)
        return node(.assign, start(e), end(e), a: target, b: made)
    }
}
