// Running an enum's instance methods and computed properties (Check/CheckSwiftEnum.swift): the
// case is `self`, in a frame of its own.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Runner {
    /// The frame an enum's instance member runs against: `self` (the case), then its raw value.
    func enumFrame(_ f: UserFunction, _ value: Value) -> Frame {
        let ef = Frame(size: 2)
        ef.slots[0] = .value(value)
        if f.enumIndex >= 0, case .symbol(let s) = value {
            let info = unit.enums[Int(f.enumIndex)]
            if let raws = info.raw, let i = info.cases.firstIndex(of: s) { ef.slots[1] = .value(raws[i]) }
        }
        return ef
    }
}
