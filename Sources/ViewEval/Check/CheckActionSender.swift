// An action whose parameter is declared as another object's type than its recognizer's
// (`@objc func handleTap(_ sender: Knob)` named by a UITapGestureRecognizer). Swift accepts it:
// the selector is checked by name only. UIKit's documentation gives an action two forms,
// `handleGesture()` and `handleGesture(_ gestureRecognizer: UIGestureRecognizer)`, and calls the
// second with the recognizer, whatever the parameter says: the parameter holds the recognizer.
// An action that never reads it runs as it does on a device; one that reads it would use the
// recognizer as a Knob, which a device does not survive, so that read is an error where it is
// written. A parameter of a value type (`CGFloat`) cannot hold the object UIKit passes.

import ViewSyntax

extension Checker {
    /// UIKit's object types an action's parameter may be declared with, besides the file's
    /// classes and protocols.
    /// What every gesture recognizer has (UIGestureRecognizer's own members).
    static let everyRecognizersMembers: Set<String> = ["state", "view", "location", "isEnabled", "numberOfTouches"]

    static let objectParameterTypes: Set<String> = [
        "AnyObject", "Any", "NSObject", "UIResponder", "UIView", "UIControl", "UIButton", "UILabel", "UIImageView",
    ]

    /// Whether the action `f` (`fullName`), declared taking another type than `kind`, may be
    /// given the recognizer; reports why not, or each read of its parameter.
    func actionTakesAnotherObject(_ f: UserFunction, _ kind: GestureKind, _ fullName: String, _ text: String,
                                  at r: SourceRange) -> Bool {
        let fd = tree.funcDecl(f.node)
        let p = fd.params[0]
        let t = tree.typeRef(p.type)
        let tn = names[t.name]
        let isObject = !t.array && (unit.visible[t.name] != nil || protocolInfo(tn) != nil
            || Checker.objectParameterTypes.contains(tn) || GestureKind(rawValue: tn) != nil)
        guard isObject else {
            error("wrong action signature: '\(fullName)' takes \(t.optional ? "an optional " : "a ")\(tn) here, and UIKit passes the \(kind.rawValue), an object; write '@objc func \(text)(_ recognizer: \(kind.rawValue))'", r)
            return false
        }
        // Reads of the parameter: identifiers of its name in the method's body.
        let body = tree.range(f.node)
        func inBody(_ n: NodeID) -> Bool { let nr = tree.range(n); return nr.lower > p.nameRange.upper && nr.upper <= body.upper }
        // Declared as another recognizer (`_ sender: UITapGestureRecognizer` for a long press, as
        // code copied between actions has it), the object is a recognizer all the same: what
        // every recognizer has (`sender.state`, `.view`, `.location(in:)`) reads as on a device.
        var common: Set<Int32> = []
        if GestureKind(rawValue: tn) != nil {
            for i in 0..<tree.nodeCount {
                let n = NodeID(Int32(i))
                guard tree.kind(n) == .member, inBody(n), Checker.everyRecognizersMembers.contains(names[tree.member(n).name]) else { continue }
                let b = tree.member(n).base
                if tree.kind(b) == .identifier, tree.nameOf(b) == p.name { common.insert(b.raw) }
            }
        }
        var fine = true
        for i in 0..<tree.nodeCount {
            let n = NodeID(Int32(i))
            guard tree.kind(n) == .identifier, tree.nameOf(n) == p.name, inBody(n), !common.contains(n.raw) else { continue }
            let nr = tree.range(n)
            error("'\(names[p.name])' holds the \(kind.rawValue) UIKit passes to the action '\(fullName)', not a \(tn): declare it '_ \(names[p.name]): \(kind.rawValue)' to read it", nr)
            fine = false
        }
        return fine
    }
}

extension Checker {
    /// UIGestureRecognizerDelegate's methods: a delegate that has one decides whether and with
    /// which others its recognizers recognise.
    static let recognizerDelegateMethods: Set<String> = ["gestureRecognizerShouldBegin", "gestureRecognizer"]

    /// `recognizer.delegate = self` (or `nil`): a delegate without UIGestureRecognizerDelegate's
    /// methods leaves UIKit's defaults — every recognizer may begin, none with another — so
    /// setting it changes nothing. One whose class has them is asked only as gestures happen:
    /// never in a still drawing; the preview, which does not ask it, warns where it delivers one.
    func recognizerDelegate(_ s: NodeID, _ a: (op: Operator, target: NodeID, value: NodeID), _ tr: SourceRange) {
        let v = a.value
        let isSelf = tree.kind(v) == .identifier && names[tree.nameOf(v)] == "self" && lookup(tree.nameOf(v)) == nil
        let isNil = tree.kind(v) == .identifier && names[tree.nameOf(v)] == "nil"
        guard a.op == .none, isSelf || isNil else {
            error("a recognizer's delegate here is 'self' (or nil)", tree.range(v))
            return
        }
        if isSelf, let sw = currentClass?.swift,
           let f = sw.functions.map({ unit.functions[Int($0.function)] }).first(where: { Checker.recognizerDelegateMethods.contains($0.name) && $0.level == 0 }) {
            if unit.recognizerDelegateMethod == nil { unit.recognizerDelegateMethod = (f.signature, f.nameRange) }
        }
        expr(tree.member(a.target).base)
        unit.res[v.index] = .none
        unit.res[s.index] = .systemObject
    }
}
