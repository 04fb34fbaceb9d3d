// Runs a list's changing method (Builtins/ListMutation.swift): the list read, changed and
// written back where it is held; an index or a count outside the list stops the drawing
// there, as Swift traps.

import ViewSyntax

extension Runner {
    func listMutation(_ k: Int32, _ n: NodeID) throws -> Value {
        let call = unit.listMutations[Int(k)]
        let base = tree.member(tree.callCallee(n)).base
        if call.method == .toggle {
            // `on.toggle()`: `on = !on`, written back where the Bool is held.
            guard case .bool(let b) = try eval(base) else { try checkedError() }
            if case .instanceStored(let name, _, let className, _) = call.target {
                // Another view's property: set on the instance (its observers run).
                guard case .view(let ref) = try eval(tree.member(base).base) else { try checkedError() }
                try setInstanceStored(ref.node, name, .bool(!b), tree.range(base), as: className)
                return .void
            }
            try writeBack(call.target, .bool(!b), at: n)
            return .void
        }
        // A dictionary's own methods (`removeAll()` is a list's too: told by the value).
        if [.removeValueForKey, .updateValue, .merge].contains(call.method) {
            guard let result = try dictionaryMutation(call, n) else { try checkedError() }
            return result
        }
        let held = try eval(base)
        if held.isOptionSet, ListMutation.setAlgebra.contains(call.method) { return try optionSetMutation(call, held, n) }
        if held.dictionary != nil, let result = try dictionaryMutation(call, n) { return result }
        // A String changes as the list of its Characters (CheckListMutations.swift).
        var text: String? = nil
        if case .string(let s) = held { text = s; try countWork(s.utf8.count, tree.range(n)) }
        guard case .list(var items) = text.map({ .list($0.map { .string(String($0)) }) }) ?? held else { try checkedError() }
        let noun = text == nil ? "list" : "String"
        let elements = text == nil ? "element" : "character"
        func arg(_ i: Int) throws -> Value { try eval(tree.callArgValue(n, i)) }
        func index(_ i: Int, upTo end: Int) throws -> Int {
            let v = try arg(i).num
            guard v == v.rounded(), v >= 0, v <= Double(end) else {
                throw Diagnostic.error("index \(formatNumber(v)) is out of range; the \(noun) has \(items.count) \(elements)\(items.count == 1 ? "" : "s")",
                                       at: tree.range(tree.callArgValue(n, i)))
            }
            return Int(v)
        }
        /// The elements a list argument gives, or a String's Characters.
        func parts(_ v: Value) throws -> [Value] {
            if text != nil { return v.string.map { .string(String($0)) } }
            guard case .list(let l) = v else { try checkedError() }
            return l
        }
        /// A range argument's indices, within the list (or String): Swift traps outside.
        func bounds(_ i: Int) throws -> Range<Int> {
            guard case .range(let lo, let hi, let inc) = try arg(i) else { try checkedError() }
            let r = tree.range(tree.callArgValue(n, i))
            if let text { _ = try Builtins.stringSlice(text, lo, hi, inc, r) } else { _ = try Builtins.slice(items, lo, hi, inc, r) }
            let start = lo == Builtins.openLowerBound ? 0 : Int(lo)
            return start..<(hi == Builtins.openUpperBound ? items.count : inc ? Int(hi) + 1 : Int(hi))
        }
        func grown(by count: Int) throws {
            guard items.count + count <= maxJoinedLength else {
                throw Diagnostic.error("this list would have more than \(maxJoinedLength) elements", at: tree.range(n))
            }
        }
        func empty(_ what: String) -> Diagnostic {
            Diagnostic.error("can't \(what) an empty \(noun)", at: tree.range(n))
        }
        var result: Value = .void
        switch call.method {
        case .append:
            try grown(by: 1)
            let v = try arg(0)
            if text != nil {
                // A String appended (or a Character): its Characters.
                try grown(by: v.string.count)
                items.append(contentsOf: v.string.map { .string(String($0)) })
            } else { items.append(v) }
        case .appendContents:
            let given = try arg(0)
            guard case .list(let more) = text == nil ? given : .list(given.string.map { .string(String($0)) }) else { try checkedError() }
            try grown(by: more.count)
            items.append(contentsOf: more)
        case .insert:
            let v = try arg(0)
            if text != nil, v.string.count != 1 {
                throw Diagnostic.error("a Character is one character, not \(v.description)", at: tree.range(tree.callArgValue(n, 0)))
            }
            let i = try index(1, upTo: items.count)
            try grown(by: 1)
            items.insert(v, at: i)
        case .insertContents:
            let more = try parts(try arg(0))
            let i = try index(1, upTo: items.count)
            try grown(by: more.count)
            items.insert(contentsOf: more, at: i)
        case .removeSubrange:
            items.removeSubrange(try bounds(0))
        case .replaceSubrange:
            let r = try bounds(0), more = try parts(try arg(1))
            try grown(by: more.count - r.count)
            items.replaceSubrange(r, with: more)
        case .removeAt:
            guard !items.isEmpty else { throw empty("remove \(text == nil ? "an element" : "a character") from") }
            result = items.remove(at: try index(0, upTo: items.count - 1))
        case .removeFirst:
            guard !items.isEmpty else { throw empty("remove the first \(elements) of") }
            result = items.removeFirst()
        case .removeLast:
            guard !items.isEmpty else { throw empty("remove the last \(elements) of") }
            result = items.removeLast()
        case .removeFirstCount, .removeLastCount:
            let c = try index(0, upTo: items.count)
            if call.method == .removeFirstCount { items.removeFirst(c) } else { items.removeLast(c) }
        case .removeAll:
            if tree.callArgCount(n) == 1 { _ = try arg(0) }
            items.removeAll()
        case .removeAllWhere:
            let c = try closure(try arg(0))
            items = try items.filter { try !callClosure(c, [$0], at: n).bool }
        case .sortBy:
            // The standard library's sort, as Swift's sort(by:).
            let c = try closure(try arg(0))
            try items.sort { try callClosure(c, [$0, $1], at: n).bool }
        case .popLast:
            result = items.popLast() ?? .void
        case .insertMember:
            // Set's `(inserted:, memberAfterInsert:)`: whether it was new, and the member now held.
            let v = try arg(0)
            let held = items.firstIndex(of: v)
            if held == nil { try grown(by: 1); items.append(v) }
            result = .boxed(TupleValue(labels: ["inserted", "memberAfterInsert"], elements: [.bool(held == nil), held.map { items[$0] } ?? v]))
        case .removeMember:
            let v = try arg(0)
            result = items.firstIndex(of: v).map { items.remove(at: $0) } ?? .void
        case .formUnion:
            let more = try parts(try arg(0))
            try grown(by: more.count)
            items = Builtins.union(items, more)
        case .swapAt:
            let i = try index(0, upTo: items.count - 1), j = try index(1, upTo: items.count - 1)
            items.swapAt(i, j)
        case .reverse:
            items.reverse()
        case .toggle, .removeValueForKey, .updateValue, .merge, .updateWith, .formIntersection, .subtract, .formSymmetricDifference:
            try checkedError()
        case .sort:
            // Swift's sort is not stable; equal Numbers or Strings are alike, so no order of
            // them can be told apart.
            if case .string? = items.first { items.sort { $0.string < $1.string } } else { items.sort { $0.num < $1.num } }
        }
        try writeBack(call.target, text == nil ? .list(items) : .string(items.map(\.string).joined()), at: n)
        return result
    }
}
