// Runs an option set's changing method (Check/CheckOptionSets.swift): the bits changed and the
// value written back where it is held, as Swift's SetAlgebra over a raw bit mask does.

import ViewSyntax

extension Runner {
    /// `[.a, .b]` of a struct of the file that is an OptionSet: the union of the statics named.
    func optionStructLiteral(_ k: Int32, _ n: NodeID) throws -> Value {
        var raw: UInt64 = 0
        for item in tree.listItems(n) { raw |= try eval(item).optionBits }
        let info = unit.structs[Int(k)]
        return .boxed(StructValue(name: info.name, index: k, fieldNames: info.valueFieldNames, fields: [.number(Double(Int64(bitPattern: raw)))],
                                  fieldKinds: info.valueFieldKinds))
    }

    func optionSetMutation(_ call: ListMutationCall, _ held: Value, _ n: NodeID) throws -> Value {
        let x = held.optionBits
        let y = try eval(tree.callArgValue(n, 0)).optionBits
        let changed: UInt64
        var result: Value = .void
        switch call.method {
        case .insertMember:
            // (inserted: whether it was not all there, memberAfterInsert: it if so, else the part there).
            changed = x | y
            let inserted = x & y != y
            result = .boxed(TupleValue(labels: ["inserted", "memberAfterInsert"], elements: [.bool(inserted), held.optionSetHolding(inserted ? y : x & y)]))
        case .removeMember:
            // The part of it that was there, or nil when none was.
            changed = x & ~y
            result = x & y == 0 ? .void : held.optionSetHolding(x & y)
        case .updateWith:
            // The part of it that was there, or nil when none was; it is there after.
            changed = x | y
            result = x & y == 0 ? .void : held.optionSetHolding(x & y)
        case .formUnion: changed = x | y
        case .formIntersection: changed = x & y
        case .subtract: changed = x & ~y
        case .formSymmetricDifference: changed = x ^ y
        default: try checkedError()
        }
        let value = held.optionSetHolding(changed)
        let base = tree.member(tree.callCallee(n)).base
        if case .viewProperty(let id, _) = call.target {
            // The class's own view's property (`accessibilityTraits.insert(.adjustable)`), set as an assignment sets it.
            guard let node = selfView else { try checkedError() }
            try setViewPropertyObserved(node, Int(id), value, tree.range(base), tree.range(n))
            if acting === node { actedProperties.append((id, value)) }
            return result
        }
        if case .instanceStored(let name, _, let className, _) = call.target {
            // Another view's property: set on the instance (its observers run).
            guard case .view(let ref) = try eval(tree.member(base).base) else { try checkedError() }
            try setInstanceStored(ref.node, name, value, tree.range(base), as: className)
            return result
        }
        try writeBack(call.target, value, at: n)
        return result
    }
}
