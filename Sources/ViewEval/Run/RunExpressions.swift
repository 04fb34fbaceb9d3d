// Evaluating expressions and commands: what the checker resolved, run. Every value is checked
// where it is made: a non-finite number, a division by zero, an index outside its list is an
// error at that spot. An operation whose operand types the checker could not know (an element
// of `[]`) is resolved here, by the same rules the checker applies.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Runner {
    func eval(_ n: NodeID) throws -> Value {
        // Every expression evaluated is a step (Limits.maxSteps): a long expression in a long
        // loop is bounded by its cost, not by its iterations alone.
        steps &+= 1
        if steps > maxSteps { try tooManySteps(n) }
        let node = tree[n]
        switch node.kind {
        case .number: return .number(tree.numberValue(n))
        case .string: return .string(tree.string(n))
        case .bool: return .bool(node.a != 0)
        case .hexColor: return .color(NamedColors.rgba(UInt32(bitPattern: node.a)))
        case .identifier: return try name(n)
        case .implicitMember:
            if case .constant(let k) = unit.res[n.index] { return unit.constants[Int(k)] }
            if case .staticSlot(let k) = unit.res[n.index] { return try staticValue(k, at: n) }   // an extension's `.brand`
            if case .userCall(let k) = unit.res[n.index] { return try callUser(k, n) }   // its computed `static var brand`
            try checkedError()
        case .list:
            // An option set's literal (`[.topLeft, .bottomRight]`): the constant the checker made.
            if case .constant(let k) = unit.res[n.index] { return unit.constants[Int(k)] }
            if case .optionSetLiteral(let k) = unit.res[n.index] { return try optionStructLiteral(k, n) }
            let items = tree.listItems(n)
            var vals: [Value] = []
            vals.reserveCapacity(items.count)
            for i in items { vals.append(try eval(i)) }
            if case .error = unit.res[n.index] { try checkedError() }
            // A nil among them (`[2, nil]`, a list of optionals) is of any type.
            if let first = vals.first(where: { $0 != .void })?.type {
                for (v, e) in zip(vals, items) where v.type != first && v != .void {
                    throw Diagnostic.error("a list holds values of one type: this is \(article(v.type)), but the list starts with \(article(first))", at: tree.range(e))
                }
            }
            return .list(vals)
        case .dictionary:
            if case .swiftDictionary(let t) = unit.res[n.index] { return try dictionaryLiteral(n, values: t < 0 ? nil : ValueType.allCases[Int(t)]) }
            // Text attributes: the keys were checked; the values are checked as they are set.
            if case .error = unit.res[n.index] { try checkedError() }
            let items = tree.listItems(n)
            var pairs: [(String, Value, SourceRange)] = []
            for k in stride(from: 0, to: items.count - 1, by: 2) {
                let kn = items[k]
                let key = tree.kind(kn) == .implicitMember ? tree.name(tree.nameOf(kn)) : tree.name(tree.member(kn).name)
                pairs.append((key, try eval(items[k + 1]), tree.range(items[k + 1])))
            }
            return .attributes(try AttributedStrings.attributes(pairs, self))
        case .unary:
            let v = try eval(tree.unary(n).operand)
            if node.op == .force {
                switch unit.res[n.index] {
                case .error: try checkedError()
                case .skip: return v   // a `T!` stored into an optional as it is (Checker.checkAssign)
                default: break
                }
                if case .void = v { throw Diagnostic.error("'!' found nil: \(nilSource(tree.unary(n).operand)) (Swift would stop here)", at: tree.range(n)) }
                return v
            }
            switch unit.res[n.index] {
            case .unary(let id): return Operators.unary[Int(id)].body(v)
            // `-m` of an Int: Int.max, held as 2^63, has a negation no number here holds exactly.
            case .intNegation:
                if v.num == 0x1p63 { throw Diagnostic.error("-\(Int.max) is an Int past 2⁵³, which viewc's numbers do not hold exactly (docs/language.md §13)", at: tree.range(n)) }
                return .number(-v.num)
            case .dynamic:
                switch Operators.resolve(node.op, v.vtype, at: tree.range(n)) {
                case .success(let id): return Operators.unary[Int(id)].body(v)
                case .failure(let d): throw d
                }
            default: try checkedError()
            }
        case .binary:
            let lhs = NodeID(node.a)
            if tree.kind(lhs) != .binary { return try binary(n, try eval(lhs)) }
            // A chain: down its left side in a loop, then back up it.
            var spine: [NodeID] = []
            var cur = n
            while tree.kind(cur) == .binary { spine.append(cur); cur = tree.binary(cur).lhs }
            var v = try eval(cur)
            for b in spine.reversed() { v = try binary(b, v) }
            return v
        case .ternary:
            let x = tree.ternary(n)
            // `x?.rest`'s ternary: `x` evaluated once, bound unwrapped where it is not nil.
            if tree.kind(x.condition) == .optionalBinding { return try eval(condition(x.condition) ? x.then : x.else) }
            let c = try eval(x.condition)
            if case .error = unit.res[n.index] { try checkedError() }
            guard case .bool(let b) = c else {
                throw Diagnostic.error("the condition of '?:' must be a Bool, not \(article(c))", at: tree.range(x.condition))
            }
            return try eval(b ? x.then : x.else)
        case .member:
            return try member(n)
        case .call:
            return try call(n)
        case .cast:
            let c = tree.cast(n)
            if c.test || c.conditional { return try typeTest(n, c.value, c.type, test: c.test) }
            // A class's value forced down to an heir: Swift stops where the instance is not one.
            if case .dynamic = unit.res[n.index] {
                let v = try typeTest(n, c.value, c.type, test: false)
                if case .void = v { throw Diagnostic.error("'as!' found an instance that is not a \(tree.typeText(c.type)) (Swift would stop here)", at: tree.range(n)) }
                return v
            }
            return try eval(c.value)   // checked: the value is what it is cast to
        case .closure:
            return try makeClosure(n)
        case .tuple:
            return try makeTuple(n)
        case .tryExpr:
            return try tryValue(n)
        case .inoutArgument:
            // `&x` to an inout parameter: x's value goes in (and comes back when it returns).
            if case .error = unit.res[n.index] { try checkedError() }
            return try eval(NodeID(node.a))
        case .subscripted:
            // A subscript of the file's struct or class: its getter's call.
            if let acc = tree.subscriptAccessors(n), case .structCall = unit.res[acc.get.index] { return try eval(acc.get) }
            // A system object's entry: nil (SystemObject.swift); neither side is evaluated.
            if case .constant(let k) = unit.res[n.index] { return unit.constants[Int(k)] }
            let x = tree.subscripted(n)
            let b = try eval(x.base), i = try eval(x.index)
            if case .error = unit.res[n.index] { try checkedError() }
            return try subscriptValue(b, i, tree.range(x.base), tree.range(x.index))
        case .selector:
            // `#selector(tapped)` as a value (a control's addTarget(_:action:for:)): the method's
            // name, the constant the checker made of it.
            if case .constant(let k) = unit.res[n.index] { return unit.constants[Int(k)] }
            try checkedError()
        default:
            try checkedError()
        }
    }

    /// A Number (the checker has established the type).
    @inline(__always)
    func number(_ n: NodeID) throws -> Double {
        if tree.kind(n) == .number { return tree.numberValue(n) }
        return try eval(n).num
    }

    // MARK: names

    func name(_ n: NodeID) throws -> Value {
        switch unit.res[n.index] {
        case .local(let i): return try slotValue(frame, i, n)
        case .outer(let i, let u):
            let s = units[Int(u)].frame?.slots[Int(i)] ?? .unset
            if case .unset = s, units[Int(u)] === unit, let v = try lazyFileLet(i, readBy: n) { return v }
            return try slot(s, n)
        case .up(let i, let h): return try slotValue(frameUp(Int32(h)), i, n)
        case .staticSlot(let k): return try staticValue(k, at: n)
        case .structSelf(let k, let hops):
            let f = frameUp(Int32(hops))
            if let r = f.instance { return .boxed(r) }
            return try structValue(unit.structs[Int(k)], k, f, at: n)
        case .userCall(let k): return try callUser(k, n)
        case .constant(let k): return unit.constants[Int(k)]
        case .functionValue(let k, let h):
            return .boxed(ClosureValue(function: unit.functions[Int(k)], frame: frameUp(Int32(h)), selfView: selfView))
        case .builtinFunctionValue(let f):
            return .boxed(ClosureValue(function: nil, frame: frame, builtin: f))
        case .selfView:
            return try implicitSelf()
        case .selfMember(let id):
            let v = try implicitSelf()
            return try registry.members[Int(id)].get(v, self, tree.range(n))
        case .ambient(let k):
            return try Ambients.table[Int(k)].read(self, n)
        default:
            try checkedError()
        }
    }

    /// Swift's globals have no order: a file constant beside the classes (`let π =
    /// CGFloat(M_PI)`) that Swift code (a class's, a function's, a global variable's value) reads before the constant's line has run — the
    /// canvas placing the class is written above it — is computed at that first read, as Swift
    /// initialises a global lazily, and keeps that value. Nil when `n` is not in Swift code or
    /// the slot is not a top-level let of this file. The constants such a constant reads are
    /// computed the same way (`lazyFileLetDepth`).
    func lazyFileLet(_ slot: Int32, readBy n: NodeID) throws -> Value? {
        guard let fileFrame = unit.frame else { return nil }
        let r = tree.range(n)
        // Swift code is any outside the file's .view statements (an extension merged into its
        // class is in no top-level node of its own).
        let viewKinds: Set<NodeKind> = [.letBinding, .inspectable, .property, .block, .expression, .ifStmt, .forStmt, .component, .importFile]
        guard lazyFileLetDepth > 0
                || !tree.topLevel.contains(where: { viewKinds.contains(tree.kind($0)) && tree.range($0).lower <= r.lower && r.upper <= tree.range($0).upper }),
              let s = tree.topLevel.first(where: { s in
                  guard tree.kind(s) == .letBinding else { return false }
                  switch unit.res[s.index] {
                  case .bind(let k), .parameter(let k): return k == slot
                  default: return false
                  }
              }) else { return nil }
        let saved = frame
        frame = fileFrame
        lazyFileLetDepth += 1
        defer { frame = saved; lazyFileLetDepth -= 1 }
        if case .parameter = unit.res[s.index] {
            try bindParameter(s, slot)
        } else {
            fileFrame.slots[Int(slot)] = .poisoned
            fileFrame.slots[Int(slot)] = .value(try eval(tree.binding(s).value))
        }
        lazilyBoundFileLets.insert(slot)
        return try self.slot(fileFrame.slots[Int(slot)], n)
    }

    func slot(_ s: Frame.Slot, _ n: NodeID) throws -> Value {
        switch s {
        case .value(let v): return v
        case .poisoned: throw Poisoned()
        case .unset: throw unset(n)
        }
    }

    /// A name read before its `let` has run (a component reading a file's let declared after
    /// the canvas that places it), or `currentPoint` before the path has one.
    func unset(_ n: NodeID) -> Diagnostic {
        // `self.values` in Swift code: a stored property no initializer set.
        if tree.kind(n) != .identifier {
            return .error("'\(tree.name(rootName(n)))' is used before it has a value", at: tree.range(n))
        }
        let name = tree.name(tree.nameOf(n))
        let r = tree.range(n)
        // The names that have values so far in the frame the name was looked for in.
        var owner = unit
        if case .outer(_, let u) = unit.res[n.index] { owner = units[Int(u)] }
        // A stored property of a class read in its code, no initializer having set it (an
        // `@NSManaged var tint: UIColor`, nil until set, which the type cannot hold).
        if case .up = unit.res[n.index], !owner.slotNames.contains(where: { owner.tree.name($0) == name }) {
            return .error("'\(name)' is used before it has a value", at: r)
        }
        var names: [String] = []
        if let f = owner.frame {
            for (k, s) in f.slots.enumerated() where k < owner.slotNames.count {
                if case .value = s { names.append(owner.tree.name(owner.slotNames[k])) }
            }
        }
        names = names.sorted() + NamedColors.names + (selfView != nil ? Ambients.names(in: .view) : [])
        let (hint, fix) = didYouMean(name, names, at: r, ranked: true)
        return .error("unknown name '\(name)'\(hint)", at: r, fixIts: fix)
    }

    // MARK: operators

    /// One operator of a chain, its left side evaluated.
    func binary(_ b: NodeID, _ x: Value) throws -> Value {
        let node = tree[b]
        let rhs = NodeID(node.b)
        switch unit.res[b.index] {
        case .arithmetic(let op):
            let a = x.num, c = try number(rhs)
            switch op {
            case .add: return .number(try Check.finite(a + c, tree.range(b)))
            case .sub: return .number(try Check.finite(a - c, tree.range(b)))
            case .mul: return .number(try Check.finite(a * c, tree.range(b)))
            case .div:
                if c == 0 { throw Diagnostic.error("division by zero", at: tree.range(rhs)) }
                return .number(try Check.finite(a / c, tree.range(b)))
            case .rem:
                if c == 0 { throw Diagnostic.error("remainder by zero", at: tree.range(rhs)) }
                return .number(try Check.finite(a.truncatingRemainder(dividingBy: c), tree.range(b)))
            case .lt: return .bool(a < c)
            case .le: return .bool(a <= c)
            case .gt: return .bool(a > c)
            default: return .bool(a >= c)
            }
        case .intArithmetic(let op):
            return .number(try Operators.checkedInt(op, x.num, try number(rhs), tree.range(b)))
        case .unsignedArithmetic(let op):
            return .number(try Operators.checkedUnsigned(op, x.num, try number(rhs), tree.range(b)))
        case .floatArithmetic(let op):
            // `f == g` where one may be nil (a `Float?`): nil equals only nil.
            if op == .eq || op == .ne {
                let y = try eval(rhs)
                guard case .number(let a) = x, case .number(let c) = y else {
                    var same = false
                    if case .void = x, case .void = y { same = true }
                    return .bool(op == .eq ? same : !same)
                }
                return .bool(try Operators.floatResult(op, a, c, tree.range(b), tree.range(rhs)) != 0)
            }
            let v = try Operators.floatResult(op, x.num, try number(rhs), tree.range(b), tree.range(rhs))
            return Checker.comparisonOperators.contains(op) ? .bool(v != 0) : .number(v)
        case .intDivision:
            return .number(try Operators.intQuotient(x.num, try number(rhs), tree.range(b), tree.range(rhs)))
        case .logic where node.op == .coalesce:
            if case .void = x { return try eval(rhs) }
            return x
        case .logic where node.op == .eq || node.op == .ne:
            // An optional compared: nil equals only nil; two values compare as values.
            let y = try eval(rhs)
            var same: Bool
            switch (x, y) {
            case (.void, .void): same = true
            case (.void, _), (_, .void): same = false
            case (.symbol, .symbol): same = sameSymbols(x, y)!
            default: same = x == y
            }
            return .bool(node.op == .eq ? same : !same)
        case .logic:
            fallthrough
        case .dynamic where node.op == .and || node.op == .or:
            let op = node.op
            guard case .bool(let xb) = x else {
                throw Diagnostic.error("'\(op.spelling)' needs Bools, not \(article(x))", at: tree.range(NodeID(node.a)))
            }
            if op == .and && !xb { return .bool(false) }
            if op == .or && xb { return .bool(true) }
            let y = try eval(rhs)
            guard case .bool(let yb) = y else {
                throw Diagnostic.error("'\(op.spelling)' needs Bools, not \(article(y))", at: tree.range(rhs))
            }
            return .bool(yb)
        case .binary(let id):
            let y = try eval(rhs)
            try touch(x, tree.range(b)); try touch(y, tree.range(b))
            if id <= 1, let same = sameSymbols(x, y) { return .bool(id == 0 ? same : !same) }
            return try Operators.all[Int(id)].body(x, y, site(b))
        case .userOperator(let k):
            let y = try eval(rhs)
            let uc = unit.calls[Int(k)]
            return try invoke(unit.functions[Int(uc.function)], [x, y], link: frameUp(uc.hops), at: b)
        case .dynamic:
            let y = try eval(rhs)
            try touch(x, tree.range(b)); try touch(y, tree.range(b))
            switch Operators.resolve(node.op, x.vtype, y.vtype, at: tree.range(b)) {
            case .success(let id):
                if id <= 1, let same = sameSymbols(x, y) { return .bool(id == 0 ? same : !same) }
                return try Operators.all[Int(id)].body(x, y, site(b))
            case .failure(let d): throw d
            }
        default:
            _ = try eval(rhs)
            try checkedError()
        }
    }

    /// `==` of two cases of UIKit's enums (or the file's): the same case, a gesture's state
    /// `.recognized` being `.ended` (comparedGestureState); nil for other values.
    func sameSymbols(_ x: Value, _ y: Value) -> Bool? {
        guard case .symbol = x, case .symbol = y else { return nil }
        return comparedGestureState(x, unit.enums) == comparedGestureState(y, unit.enums)
    }

    func site(_ b: NodeID) -> OperatorSite {
        let x = tree.binary(b)
        return OperatorSite(range: tree.range(b), lhs: tree.range(x.lhs), rhs: tree.range(x.rhs))
    }

    /// `list[i]`: zero-based, whole-number indices inside the list, as Swift arrays.
    func subscriptValue(_ b: Value, _ i: Value, _ br: SourceRange, _ ir: SourceRange) throws -> Value {
        // A dictionary's value for the key, nil (`.void`) where it has none.
        if let d = b.dictionary { return d.value(i) ?? .void }
        if case .string(let s) = b {
            try countWork(s.utf8.count, ir)
            if case .range(let lo, let hi, let inclusive) = i { return .string(try Builtins.stringSlice(s, lo, hi, inclusive, ir)) }
            return try Builtins.stringCharacter(s, i.num, ir)
        }
        guard case .list(let l) = b else {
            throw Diagnostic.error("only a List can be subscripted, not \(article(b))", at: br)
        }
        if case .range(let lo, let hi, let inclusive) = i { return .list(try Builtins.slice(l, lo, hi, inclusive, ir)) }
        guard case .number(let x) = i else {
            throw Diagnostic.error("a list index is a Number, not \(article(i))", at: ir)
        }
        guard x == x.rounded() else {
            throw Diagnostic.error("a list index is a whole number, not \(formatNumber(x))", at: ir)
        }
        guard x >= 0, x < Double(l.count) else {
            let valid = l.isEmpty ? "the list is empty" : "valid indices are 0...\(l.count - 1)"
            throw Diagnostic.error("index \(formatNumber(x)) is out of range; \(valid)", at: ir)
        }
        return l[Int(x)]
    }

    /// What gave the nil that `!` found: a call's full name, or a name.
    func nilSource(_ n: NodeID) -> String {
        switch tree.kind(n) {
        case .call where tree.kind(tree.callCallee(n)) == .identifier:
            let name = tree.name(tree.nameOf(tree.callCallee(n)))
            if name == "UIGraphicsGetCurrentContext" { return "there is no current context outside draw(_:)" }
            let labels = (0..<tree.callArgCount(n)).map { (tree.callArgLabel(n, $0).map { tree.name($0) } ?? "_") + ":" }.joined()
            return "\(name)(\(labels)) gave nil"
        case .identifier: return "'\(tree.name(tree.nameOf(n)))' is nil"
        case .member: return "'\(tree.name(tree.member(n).name))' is nil"
        default: return "the value is nil"
        }
    }

    // MARK: members and calls

    func member(_ n: NodeID) throws -> Value {
        let m = tree.member(n)
        switch unit.res[n.index] {
        case .constant(let k): return unit.constants[Int(k)]
        case .local, .up, .staticSlot, .userCall, .ambient, .functionValue:
            return try name(n)
        case .structField(let k):
            let base = try eval(m.base)
            if let c = base.ref(ClassObject.self) {
                // A `lazy var` not read yet: its initializer runs now, once.
                if c.value.frame.lazy?[k] != nil { return try slotValue(c.value.frame, k, n) }
                return c.value.field(Int(k))
            }
            guard let s = base.ref(StructValue.self) else { try checkedError() }
            return s.value.fields[Int(k)]
        case .tupleElement(let k):
            return try tupleElement(m.base, k)
        case .structCall(let k):
            return try callStruct(k, n)
        case .systemObject:
            return try systemObject(n)
        case .dispatch(let k):
            return try dispatch(k, n)
        case .rawValue(let k):
            let v = try eval(m.base)
            guard case .symbol(let s) = v, let info = Optional(unit.enums[Int(k)]), let i = info.cases.firstIndex(of: s), let raws = info.raw else {
                try checkedError()
            }
            return raws[i]
        case .member(let id):
            let v = try eval(m.base)
            try touch(v, m.nameRange)
            return try registry.members[Int(id)].get(v, self, m.nameRange)
        case .boundMethodValue(let f):
            return .boxed(ClosureValue(function: nil, frame: frame, builtin: f, receiver: try eval(m.base)))
        case .dynamic:
            let v = try eval(m.base)
            try touch(v, m.nameRange)
            // A pair of a list whose elements' type the check did not know
            // (`for (i, a) in [NSTextAlignment.left, .center].enumerated()`): its element
            // by position or label, as the check binds a known tuple's.
            if let t = v.ref(TupleValue.self), let k = Int(tree.name(m.name)) ?? t.value.labels.firstIndex(of: tree.name(m.name)),
               k >= 0, k < t.value.elements.count { return t.value.elements[k] }
            switch Checker.resolveMember(v.vtype, tree.name(m.name), m.nameRange) {
            case .success(let id): return try registry.members[Int(id)].get(v, self, m.nameRange)
            case .failure(let d): throw d
            }
        default:
            if case .none = unit.res[m.base.index] {} else { _ = try eval(m.base) }
            try checkedError()
        }
    }

    /// Pushes the arguments of a call (defaults where `mask` says) for a form's parameters.
    @inline(__always)
    func pushArgs(_ n: NodeID, _ sig: @autoclosure () -> Signature, _ mask: DefaultsMask) throws {
        if mask == 0 { try pushWrittenArgs(n) } else { try pushArgs(n, sig().params, mask) }
    }

    /// Every parameter has its argument, in order.
    func pushWrittenArgs(_ n: NodeID) throws {
        let argc = tree.callArgCount(n)
        for ai in 0..<argc { stack.append(try eval(tree.callArgValue(n, ai))) }
    }

    /// The written arguments, and the defaults where `mask` says (the parameters read in place).
    func pushArgs(_ n: NodeID, _ params: [Param], _ mask: DefaultsMask) throws {
        var ai = 0
        try params.withUnsafeBufferPointer { ps in
            for k in 0..<ps.count {
                if mask & (1 << k) != 0 {
                    stack.append(ps[k].defaultValue!)
                } else {
                    stack.append(try eval(tree.callArgValue(n, ai)))
                    ai += 1
                }
            }
        }
    }

    /// Runs `body` with the arguments pushed from `base` on, and takes them off again.
    @inline(__always)
    func withArgs<T>(_ base: Int, _ body: () throws -> T) rethrows -> T {
        defer { stack.removeSubrange(base...) }
        return try body()
    }

    /// The value a method call `n` runs on: its receiver's, or the view being made for a method
    /// named without `self.` in its class's code.
    @inline(__always)
    func methodReceiver(_ n: NodeID, _ res: Res) throws -> Value {
        if case .selfMethod = res { return try implicitSelf() }
        return try eval(tree.member(tree.callCallee(n)).base)
    }

    /// The view being made, as `self` in its class's code.
    func implicitSelf() throws -> Value {
        guard let v = selfView else { try checkedError() }
        return .view(ViewRef(v))
    }

    func call(_ n: NodeID) throws -> Value {
        let res = unit.res[n.index]
        switch res {
        case .constant(let k):
            // A call whose value the checker knew (its arguments still run).
            for a in tree.call(n).args { _ = try eval(a.value) }
            return unit.constants[Int(k)]
        case .function(let form, let mask):
            let f = registry.functionForm(form)
            let base = stack.count
            return try withArgs(base) {
                try pushArgs(n, f.signature, DefaultsMask(mask))
                let v = try f.body(Call(run: self, args: stack.base + base, count: stack.count - base, node: n))
                if !Check.isPlaceable(v) { try Check.finiteValue(v, tree.range(n)) }
                return v
            }
        case .method(let form, let mask), .selfMethod(let form, let mask):
            let f = registry.methodForm(form)
            let base = stack.count
            return try withArgs(base) {
                try pushArgs(n, f.signature, DefaultsMask(mask))
                let receiver = try methodReceiver(n, res)
                try touch(receiver, tree.range(n))
                let v = try f.body(receiver, Call(run: self, args: stack.base + base, count: stack.count - base, node: n))
                if !Check.isPlaceable(v) { try Check.finiteValue(v, tree.range(n)) }
                return v
            }
        case .dynamic:
            return try dynamicCall(n)
        case .userCall(let k):
            return try callUser(k, n)
        case .makeStruct(let k):
            return try makeStruct(k, n)
        case .enumFromRawValue(let k):
            let v = try eval(tree.callArgValue(n, 0))
            guard let raws = unit.enums[Int(k)].raw, let i = raws.firstIndex(of: v) else { return .void }
            return .symbol(unit.enums[Int(k)].cases[i])
        case .colorComponents(let hsb):
            return try colorComponents(n, hsb: hsb)
        case .inoutMethod(let k):
            return try inoutMethod(n, Int(k))
        case .structCall(let k):
            return try callStruct(k, n)
        case .describedBy(let k):
            return try ownDescription(k, of: try eval(tree.callArgValue(n, 0)), at: n)
        case .makeRecognizer(let k):
            return try makeRecognizer(k, n)
        case .callValue:
            return try callValue(n)
        case .optionalMap:
            let v = try eval(tree.member(tree.callCallee(n)).base)
            if case .void = v { return .void }
            return try callClosure(try closure(try eval(tree.callArgValue(n, 0))), [v], at: n)
        case .systemObject:
            return try systemObject(n)
        case .printNote:
            // What the app would print, said where it is printed.
            report(Diagnostic(.note, try eval(tree.callArgValue(n, 0)).string, at: tree.range(n)))
            return .void
        case .runNow(let k):
            return try runNow(k, n)
        case .renderImage:
            return try renderImage(n)
        case .listCall(let k):
            return try listCall(k, n)
        case .listMutation(let k):
            return try listMutation(k, n)
        case .dispatch(let k):
            return try dispatch(k, n)
        case .instance(let k):
            guard let parent = selfView else { try checkedError() }
            return .view(ViewRef(try instance(components[Int(k)], n, .view(parent, DrawList()), append: false)))
        case .structField(let k):
            // `coupon.description` of a class or struct of the file that stores one
            // (Checker.describedField): the stored property of the value described; nil of nil.
            let base = try eval(tree.callArgValue(n, 0))
            if case .void = base { return .void }
            if let c = base.ref(ClassObject.self) { return c.value.field(Int(k)) }
            guard let s = base.ref(StructValue.self) else { try checkedError() }
            return s.value.fields[Int(k)]
        default:
            let c = tree.call(n)
            for a in c.args { _ = try eval(a.value) }
            if tree.kind(c.callee) == .member {
                let b = tree.member(c.callee).base
                if case .none = unit.res[b.index] {} else { _ = try eval(b) }
            }
            try checkedError()
        }
    }

    /// The arguments of a call, evaluated, with what each was written as.
    func evalArgs(_ args: [Arg]) throws -> (values: [Value], infos: [ArgInfo]) {
        var vals: [Value] = [], infos: [ArgInfo] = []
        for a in args {
            let v = try eval(a.value)
            vals.append(v)
            infos.append(ArgInfo(label: a.label.map { tree.name($0) }, labelRange: a.labelRange, type: v.vtype, range: tree.range(a.value)))
        }
        return (vals, infos)
    }

    /// Pushes evaluated arguments for a form's parameters (defaults where `mask` says).
    func push(_ vals: [Value], _ sig: Signature, _ mask: DefaultsMask) {
        var ai = 0
        for (k, p) in sig.params.enumerated() {
            if mask & (1 << k) != 0 { stack.append(p.defaultValue!) } else { stack.append(vals[ai]); ai += 1 }
        }
    }

    /// A call whose arguments' (or receiver's) types were only known now: bound by the
    /// checker's rules, with the values' types.
    func dynamicCall(_ n: NodeID) throws -> Value {
        let c = tree.call(n)
        let r = tree.range(n)
        let (vals, infos) = try evalArgs(c.args)
        let base = stack.count
        defer { stack.removeSubrange(base...) }
        if tree.kind(c.callee) == .identifier {
            let name = tree.name(tree.nameOf(c.callee))
            guard let forms = registry.functions[name] else {
                // A method of the view being made, named without `self.`.
                return try dynamicMethod(n, try implicitSelf(), name, tree.range(c.callee), vals, infos, base)
            }
            let (i, mask) = try resolveOverload(forms.map { registry.functionForm($0).signature }, infos, callRange: r, name: name)
            let f = registry.functionForm(forms[i])
            push(vals, f.signature, mask)
            let v = try f.body(Call(run: self, args: stack.base + base, count: stack.count - base, node: n, range: r))
            try Check.finiteValue(v, r)
            return v
        }
        let m = tree.member(c.callee)
        let name = tree.name(m.name)
        if tree.kind(m.base) == .identifier, case .none = unit.res[m.base.index],
           let fns = registry.staticFunctions[tree.name(tree.nameOf(m.base))], let forms = fns[name] {
            let (i, mask) = try resolveOverload(forms.map { registry.functionForm($0).signature }, infos, callRange: r, name: name)
            let f = registry.functionForm(forms[i])
            push(vals, f.signature, mask)
            return try f.body(Call(run: self, args: stack.base + base, count: stack.count - base, node: n, range: r))
        }
        let receiver = try eval(m.base)
        try touch(receiver, r)
        return try dynamicMethod(n, receiver, name, m.nameRange, vals, infos, base)
    }

    /// The method `name` of `receiver` (named at `nr`) bound to the values `vals` of the call
    /// `n`, pushed from `base` on.
    private func dynamicMethod(_ n: NodeID, _ receiver: Value, _ name: String, _ nr: SourceRange,
                               _ vals: [Value], _ infos: [ArgInfo], _ base: Int) throws -> Value {
        let r = tree.range(n)
        switch Checker.resolveMethod(receiver.vtype, name, nr) {
        case .success(let forms):
            let (i, mask) = try resolveOverload(forms.map { registry.methodForm($0).signature }, infos, callRange: r, name: name)
            let f = registry.methodForm(forms[i])
            push(vals, f.signature, mask)
            let v = try f.body(receiver, Call(run: self, args: stack.base + base, count: stack.count - base, node: n, range: r))
            try Check.finiteValue(v, r)
            return v
        case .failure(let d):
            throw d
        }
    }

    // MARK: commands

    /// A call on its own line: a command of the block it stands in, a component instance, …
    func command(_ s: NodeID, _ res: Res, _ target: Target) throws {
        let n = tree.expression(s)
        switch res {
        case .command(let form, let mask):
            if contextState == nil, target.isSwiftCode {
                // A CGContext call in a class's code that runs outside draw(_:) or a context
                // block (a receiver that failed already says why).
                if tree.kind(tree.callCallee(n)) == .member { _ = try eval(tree.member(tree.callCallee(n)).base) }
                throw Diagnostic.error("there is no current context here: CGContext calls draw while draw(_:) runs", at: tree.range(n))
            }
            let f = registry.commandForm(form)
            let base = stack.count
            try withArgs(base) {
                try pushArgs(n, f.signature, DefaultsMask(mask))
                let call = Call(run: self, args: stack.base + base, count: stack.count - base, node: n)
                try countOperations(1, n)
                try checkFinite(call, DefaultsMask(mask))
                try f.body(call)
            }
        case .paint(let form, let mask):
            let f = registry.paintForm(form)
            let base = stack.count
            try withArgs(base) {
                try pushArgs(n, f.signature, DefaultsMask(mask))
                try paint(f, Call(run: self, args: stack.base + base, count: stack.count - base, node: n, range: tree.range(n)), DefaultsMask(mask), target)
            }
        case .drawImage(let form):
            let f = registry.commandForm(form)
            let base = stack.count
            try withArgs(base) {
                try pushArgs(n, f.signature, 0)
                let call = Call(run: self, args: stack.base + base, count: stack.count - base, node: n, range: tree.range(n))
                try checkFinite(call, 0)
                try drawImage(call, target)
            }
        case .instance(let c):
            try instance(components[Int(c)], s, target)
        case .superLayerDraw(let k, let hops):
            guard let v = selfView else { try checkedError() }
            let link = frameUp(Int32(hops))
            _ = try invoke(unit.functions[Int(link.overrides?[k] ?? k)], [.rect(v.bounds)], link: link, at: n)
        case .labelText(let argument):
            guard let v = selfView else { try checkedError() }
            var box = v.bounds
            if argument {
                let value = try eval(tree.callArgValue(n, 0))
                try Check.finiteValue(value, tree.range(tree.callArgValue(n, 0)))
                box = value.rect
            }
            // Outside a drawing (no current context) it draws nothing, as in UIKit.
            if let cs = contextState, let run = v.label?.textRun(in: box) { cs.emit(text: run, tree.range(n)) }
        case .superLayoutSublayers:
            // The view whose layer this is lays out now (once), if it is waiting to.
            if let v = selfView, let layout = delegatedLayout.removeValue(forKey: ObjectIdentifier(v)) { try layout() }
        case .setColor(let k):
            let m = tree.member(tree.callCallee(n))
            let v = try eval(m.base)
            if case .color = v, contextState == nil {
                // No current context: UIKit sets nothing (Core Graphics logs an invalid context).
                report(Diagnostic(.warning, "'\(tree.name(m.name))()' sets the current context's color, and there is none outside draw(_:): it does nothing, as on iOS", at: m.nameRange))
                return
            }
            // The current context: an image context's while one is begun (ImageContext.swift).
            let current: ContextState? = if let c = contextState { c } else if case .context(let c) = target { c } else { nil }
            if case .pattern(let img) = v, let cs = current {
                setPatternColor(img, fill: k != 1, stroke: k != 0, cs)
                return
            }
            guard case .color(let c) = v, let cs = current else {
                throw Diagnostic.error("'\(tree.name(m.name))()' is a method of Color, not of \(article(v))", at: m.nameRange)
            }
            if k != 1 { cs.g.fillColor = c }
            if k != 0 { cs.g.strokeColor = c }
        case .dynamic:
            try dynamicCommand(n, target)
        case .failedCall:
            for a in tree.call(n).args { _ = try eval(a.value) }   // their errors come first
            try checkedError()
        default:
            switch target {
            // Their errors come first (for a call: a statement such as `stroke-(x)` is not one).
            case .path where tree.kind(n) == .call, .context where tree.kind(n) == .call:
                for a in tree.call(n).args { _ = try eval(a.value) }
            default: break
            }
            try checkedError()
        }
    }

    /// Every number in the written arguments is finite (NaN and infinity never reach a path).
    func checkFinite(_ call: Call, _ mask: DefaultsMask) throws {
        var ai = 0
        for k in 0..<call.count where mask & (1 << k) == 0 {
            let v = call[k]
            if !Check.isPlaceable(v) { try Check.finiteValue(v, call.argRange(ai)) }
            ai += 1
        }
    }

    /// A paint command (a gradient): appended where the block draws, or, in a context block,
    /// painted with the context's alpha, transform and shadow.
    func paint(_ f: PaintForm, _ call: Call, _ mask: DefaultsMask, _ target: Target) throws {
        try countOperations(1, call.range)
        try checkFinite(call, mask)
        let p = try f.body(call)
        switch target {
        case .context(let cs):
            let paint = p.withAlpha(cs.g.alpha)
            let r = call.range
            cs.emit({ _ in .paint(paint, r) }, path: BezierPath(), r)
        default:
            target.drawList?.items.append(.paint(p, call.range))
        }
    }

    /// A command whose arguments' types were only known now.
    func dynamicCommand(_ n: NodeID, _ target: Target) throws {
        let c = tree.call(n)
        let r = tree.range(n)
        let name = tree.kind(c.callee) == .identifier ? tree.name(tree.nameOf(c.callee)) : tree.name(tree.member(c.callee).name)
        let (vals, infos) = try evalArgs(c.args)
        let base = stack.count
        defer { stack.removeSubrange(base...) }
        func command(_ forms: [Int32]) throws {
            let (i, mask) = try resolveOverload(forms.map { registry.commandForm($0).signature }, infos, callRange: r, name: name)
            let f = registry.commandForm(forms[i])
            push(vals, f.signature, mask)
            let call = Call(run: self, args: stack.base + base, count: stack.count - base, node: n, range: r)
            if name == "drawImage" { try checkFinite(call, mask); try drawImage(call, target); return }
            try countOperations(1, r)
            try checkFinite(call, mask)
            try f.body(call)
        }
        if name == "drawImage" { return try command(registry.drawImage) }
        if let forms = registry.paints[name] {
            let (i, mask) = try resolveOverload(forms.map { registry.paintForm($0).signature }, infos, callRange: r, name: name)
            let f = registry.paintForm(forms[i])
            push(vals, f.signature, mask)
            return try paint(f, Call(run: self, args: stack.base + base, count: stack.count - base, node: n, range: r), mask, target)
        }
        switch target {
        case .path: if let forms = registry.pathCommands[name] { return try command(forms) }
        case .context: if let forms = registry.contextCommands[name] { return try command(forms) }
        default: break
        }
        try checkedError()
    }
}
