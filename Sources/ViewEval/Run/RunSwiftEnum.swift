// Running an enum's instance methods and computed properties (Check/CheckSwiftEnum.swift): the
// case is `self`, in a frame of its own; and matching a case with associated values, binding
// them (Check/CheckSwiftEnumCases.swift).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Runner {
    /// The frame an enum's instance member runs against: `self` (the case), then its raw value.
    func enumFrame(_ f: UserFunction, _ value: Value) -> Frame {
        let ef = Frame(size: 2)
        ef.slots[0] = .value(value)
        if f.enumIndex >= 0 { ef.slots[1] = rawSlot(unit.enums[Int(f.enumIndex)], value) }
        return ef
    }

    /// The raw value of the case `value` of `info`, as a slot (unset for an enum without raw values).
    func rawSlot(_ info: EnumInfo, _ value: Value) -> Frame.Slot {
        guard case .symbol(let s) = value, let raws = info.raw, let i = info.cases.firstIndex(of: s) else { return .unset }
        return .value(raws[i])
    }
}

extension Runner {
    /// A case with associated values, as its name (`case .value:` matches it whatever it holds).
    func caseName(_ v: Value) -> Value? {
        v.ref(EnumCaseValue.self).map { .symbol($0.value.name) }
    }

    /// `case .name(let a, _)`: whether `v` is that case; if it is, its values are bound.
    func matchCase(_ k: Int32, _ v: Value) -> Bool {
        let pattern = unit.casePatterns[Int(k)]
        guard let e = v.ref(EnumCaseValue.self), e.value.name == pattern.name else { return false }
        for (slot, value) in zip(pattern.slots, e.value.values) where slot >= 0 { frame.slots[Int(slot)] = .value(value) }
        return true
    }
}

extension Runner {
    /// `case (0, let y):` — whether each element of the tuple `v` matches its pattern; the
    /// names bound take their elements.
    func matchTuple(_ p: NodeID, _ v: Value) throws -> Bool {
        guard let t = v.ref(TupleValue.self) else { return false }
        for (el, x) in zip(tree.tuple(p).map(\.value), t.value.elements) {
            if tree.isValueBinding(el) {
                // `l?`, `_?` match no nil.
                if tree.bindsSome(el), case .void = x { return false }
                if case .bind(let slot) = unit.res[el.index] { frame.slots[Int(slot)] = .value(x) }
                continue
            }
            if !patternMatches(try eval(el), x) { return false }
        }
        return true
    }

    /// Whether a case's value `pv` matches the value `v` switched over: a range holding the
    /// number, the same value, or the enum's case named (UIGestureRecognizer.State's
    /// .recognized is .ended: comparedGestureState; an optional's `case .none:` is nil).
    func patternMatches(_ pv: Value, _ v: Value) -> Bool {
        if case .range = pv, case .number(let x) = v { return Builtins.rangeContains(pv, x) }
        if case .symbol = pv, case .symbol = v { return comparedGestureState(pv, unit.enums) == comparedGestureState(v, unit.enums) }
        return pv == v || caseName(v) == pv
            || (pv == .symbol("none") && v == .void)
    }
}
