// Running closures: a closure expression makes a value holding its function and the running
// frame; a call of it runs the body in a frame linked to that one (CheckClosures.swift says
// what each call is).

import ViewSyntax

extension Runner {
    /// `{ … }`: the closure, made in the running frame, its capture list's values taken now.
    func makeClosure(_ n: NodeID) throws -> Value {
        guard case .closure(let k) = unit.res[n.index] else { try checkedError() }
        let f = unit.functions[Int(k)]
        var c = ClosureValue(function: f, frame: frame, selfView: selfView)
        for cap in f.captures { c.captured.append(try eval(cap.value)) }
        return .boxed(c)
    }

    /// The closure a value holds (the checker has established that it is one).
    func closure(_ v: Value) throws -> ClosureValue {
        guard case .object(let o) = v, let r = o.ref as? Ref<ClosureValue> else { try checkedError() }
        return r.value
    }

    /// Each call is a step (Limits.maxSteps): a closure with an empty body called from a list
    /// method in a list method evaluates nothing else that would count.
    func callClosure(_ c: ClosureValue, _ args: [Value], at n: NodeID) throws -> Value {
        steps &+= 1
        if steps > maxSteps { try tooManySteps(n) }
        guard let function = c.function else {
            // A built-in method named as a value (`path.addLine`): its form, on the receiver
            // taken where it was named.
            if let receiver = c.receiver {
                let f = registry.methodForm(c.builtin)
                let base = stack.count
                return try withArgs(base) {
                    push(args, f.signature, 0)
                    try touch(receiver, tree.range(n))
                    let v = try f.body(receiver, Call(run: self, args: stack.base + base, count: stack.count - base, node: n))
                    if !Check.isPlaceable(v) { try Check.finiteValue(v, tree.range(n)) }
                    return v
                }
            }
            // A built-in function named as a value (`sqrt`): its form, with the arguments given.
            let f = registry.functionForm(c.builtin)
            let base = stack.count
            return try withArgs(base) {
                push(args, f.signature, 0)
                let v = try f.body(Call(run: self, args: stack.base + base, count: stack.count - base, node: n))
                try Check.finiteValue(v, tree.range(n))
                return v
            }
        }
        guard let maker = c.selfView, maker !== selfView else {
            return try invoke(function, args, link: c.frame, captured: c.captured, at: n)
        }
        let caller = selfView
        selfView = maker
        defer { selfView = caller }
        return try invoke(function, args, link: c.frame, captured: c.captured, at: n)
    }

    /// `f(x)`: the callee, then the arguments, in order; `self.f?(x)` of a nil `f` is nil.
    func callValue(_ n: NodeID) throws -> Value {
        let f = try eval(tree.callCallee(n))
        if case .void = f { return .void }
        let c = try closure(f)
        var args: [Value] = []
        // (A nil argument is nil, never a default: a function value's parameters have none.)
        for i in 0..<tree.callArgCount(n) { args.append(try userArgument(i, n, isCall: true)) }
        return try callClosure(c, args, at: n)
    }

    /// A system object's call or member (SystemObject.swift): nothing runs. Made with its class's
    /// name it is a new object; what else it gives is nil.
    func systemObject(_ n: NodeID) throws -> Value {
        if tree.kind(n) == .call, tree.kind(tree.callCallee(n)) == .member {
            let m = tree.member(tree.callCallee(n))
            if tree.name(m.name) == "commit", tree.kind(m.base) == .identifier, tree.name(tree.nameOf(m.base)) == "CATransaction" {
                try commitTransaction()
                return .void
            }
        }
        var x = n
        while true {
            switch tree.kind(x) {
            case .call: x = tree.callCallee(x)
            case .member:
                let b = tree.member(x).base
                if tree.kind(b) == .identifier, unit.isSystemClass(tree.name(tree.nameOf(b))) {
                    return .boxed(SystemObject(className: tree.name(tree.nameOf(b))))
                }
                return .void
            case .identifier:
                let name = tree.name(tree.nameOf(x))
                return SystemObject.consoleFunctions.contains(name) ? .void : .boxed(SystemObject(className: name))
            default: return .void
            }
        }
    }

    /// `UIView.animate(…)`, `DispatchQueue.main.async { … }`: the closures, at once, in order.
    /// A call reached again from its own closures (a spinner's completion that starts the
    /// animation again) has no end state: the still frame shows it once, with a warning.
    func runNow(_ k: Int32, _ n: NodeID) throws -> Value {
        if runningNow.contains(n.raw) {
            report(Diagnostic(.warning, "this call is reached again from its own closures (an animation that repeats itself): a still frame shows it once", at: tree.range(n)))
            return .void
        }
        runningNow.insert(n.raw)
        defer { runningNow.remove(n.raw) }
        for (arg, passesTrue) in unit.runNow[Int(k)] {
            let v = try eval(tree.callArgValue(n, Int(arg)))
            if case .void = v { continue }   // a nil optional closure: nothing to run
            let c = try closure(v)
            if unit.runAtCommit.contains(k) {
                transactionBlocks.append((c, n))
                continue
            }
            _ = try callClosure(c, passesTrue ? [.bool(true)] : [], at: n)
        }
        return .void
    }

    /// Core Animation runs a transaction's completion block when its animations have
    /// finished: after the changes that follow `setCompletionBlock` in the transaction. Here
    /// the blocks run at `CATransaction.commit()` (each block set since the last one), and
    /// those of the transaction UIKit commits by itself when the code it called returns (an
    /// `init`, `layoutSubviews()`, `draw(_:)`), then.
    func commitTransaction() throws {
        while !transactionBlocks.isEmpty {
            let (c, n) = transactionBlocks.removeFirst()
            _ = try callClosure(c, [], at: n)
        }
    }

    /// `list.map { … }` and the rest of ListMethod.
    func listCall(_ k: Int32, _ n: NodeID) throws -> Value {
        let lc = unit.listCalls[Int(k)]
        let items: [Value]
        let receiver = try eval(tree.member(tree.callCallee(n)).base)
        switch receiver {
        case .list(let l): items = l
        case .string(let text):
            try countWork(text.utf8.count, tree.range(n))
            items = text.map { .string(String($0)) }
        case let d where d.dictionary != nil:
            items = d.dictionary!.pairs
            try countWork(items.count, tree.range(n))
        case let r where r.type == .range:
            // The range's numbers as a list, no longer than a list may be.
            let (a, b) = try Builtins.wholeBounds(r, at: tree.range(tree.member(tree.callCallee(n)).base))
            let count = max(0, b - a)
            guard count <= maxJoinedLength else {
                throw Diagnostic.error("this list would have more than \(maxJoinedLength) elements", at: tree.range(tree.member(tree.callCallee(n)).base))
            }
            items = (0..<count).map { .number(Double(a + $0)) }
        default: try checkedError()
        }
        let initial = lc.initialArg >= 0 ? try eval(tree.callArgValue(n, Int(lc.initialArg))) : .void
        if lc.closureArg < 0 {
            // sorted(), min() and max() of Numbers or Strings, by `<`: the first of equal ones, as Swift's.
            func less(_ a: Value, _ b: Value) -> Bool {
                if case .string(let x) = a, case .string(let y) = b { return x < y }
                return a.num < b.num
            }
            if lc.method == .sorted { return .list(items.sorted(by: less)) }
            if lc.method == .randomElement { return items.isEmpty ? .void : items[Int(random.below(UInt64(items.count)))] }
            if lc.method == .shuffled {
                // Fisher and Yates's shuffle, each order equally likely.
                var l = items
                for i in stride(from: l.count - 1, to: 0, by: -1) { l.swapAt(i, Int(random.below(UInt64(i + 1)))) }
                return .list(l)
            }
            guard var best = items.first else { return .void }
            for x in items.dropFirst() where lc.method == .min ? less(x, best) : less(best, x) { best = x }
            return best
        }
        let c = try closure(try eval(tree.callArgValue(n, Int(lc.closureArg))))
        func call(_ args: Value...) throws -> Value { try callClosure(c, args, at: n) }
        switch lc.method {
        case .map: return .list(try items.map { try call($0) })
        case .mapValues:
            guard var d = receiver.dictionary else { try checkedError() }
            for (k, v) in zip(d.keys, d.values) { try d.set(k, try call(v), at: tree.range(n)) }
            return .boxed(d)
        case .compactMap:
            return .list(try items.compactMap { let v = try call($0); if case .void = v { return nil }; return v })
        case .flatMap:
            var joined: [Value] = []
            for x in items {
                guard case .list(let l) = try call(x) else { try checkedError() }
                guard joined.count + l.count <= maxJoinedLength else {
                    throw Diagnostic.error("this list would have more than \(maxJoinedLength) elements", at: tree.range(n))
                }
                joined += l
            }
            return .list(joined)
        case .filter where receiver.dictionary != nil:
            // Dictionary's filter keeps a dictionary, its entries in their order.
            var kept = DictionaryValue()
            for case .object(let o) in items {
                guard let t = o.ref as? Ref<TupleValue> else { continue }
                if try call(.object(o)).bool { try kept.set(t.value.elements[0], t.value.elements[1], at: tree.range(n)) }
            }
            return .boxed(kept)
        case .filter where receiver.type == .string: return .string(try items.filter { try call($0).bool }.map(\.string).joined())
        case .filter: return .list(try items.filter { try call($0).bool })
        case .reduce: return try items.reduce(initial) { try call($0, $1) }
        case .forEach:
            for x in items { _ = try call(x) }
            return .void
        case .sorted:
            // The standard library's sort, as Swift's sorted(by:) (n log n calls of the closure).
            return .list(try items.sorted { try call($0, $1).bool })
        case .contains: return .bool(try items.contains { try call($0).bool })
        case .allSatisfy: return .bool(try items.allSatisfy { try call($0).bool })
        case .first: return try items.first { try call($0).bool } ?? .void
        case .firstIndex: return try items.firstIndex { try call($0).bool }.map { .number(Double($0)) } ?? .void
        case .last: return try items.last { try call($0).bool } ?? .void
        case .lastIndex: return try items.lastIndex { try call($0).bool }.map { .number(Double($0)) } ?? .void
        case .randomElement, .shuffled: try checkedError()
        case .min, .max:
            guard var best = items.first else { return .void }
            for x in items.dropFirst() {
                // As Swift's: min(by:) takes x when x comes before the best so far, max(by:)
                // when the best so far comes before x — the first of equal elements either way.
                if lc.method == .min ? try call(x, best).bool : try call(best, x).bool { best = x }
            }
            return best
        }
    }
}
