// The checker's half for gesture recognizers (Builtins/Gestures.swift): a recognizer made with
// `(target: self, action: #selector(method))`, whose action must be an `@objc func` of the
// class taking nothing or the recognizer; a recognizer's settings. (`addGestureRecognizer(_:)`
// is an ambient method, Kinds/Ambient.swift.)

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Checker {
    /// A class's enum, or one of UIKit's that the recognizers bring.
    func enumInfo(_ name: String) -> EnumInfo? {
        unit.enums.first(where: { $0.name == name }) ?? builtinEnums[name]
    }

    /// `UIPanGestureRecognizer(target: self, action: #selector(pan(recognizer:)))`.
    func makeRecognizer(_ n: NodeID, _ kind: GestureKind, _ nr: SourceRange) -> VType? {
        let argc = tree.callArgCount(n)
        let labels = (0..<argc).map { tree.callArgLabel(n, $0).map { names[$0] } }
        guard let c = currentClass else {
            typeArgs(ofCall: n)
            error("a gesture recognizer belongs to a Swift class's code: make it in init(frame:) or awakeFromNib() with 'target: self'", nr)
            return nil
        }
        guard labels == ["target", "action"] else {
            typeArgs(ofCall: n)
            error("a gesture recognizer is made with '\(kind.rawValue)(target: self, action: #selector(method))'", tree.range(n))
            return nil
        }
        let target = tree.callArgValue(n, 0), sel = tree.callArgValue(n, 1)
        guard tree.kind(target) == .identifier, names[tree.nameOf(target)] == "self", lookup(tree.nameOf(target)) == nil else {
            error("the target of a recognizer here is 'self': its action is a method of '\(c.name)'", tree.range(target))
            return nil
        }
        unit.res[target.index] = .selfView
        guard tree.kind(sel) == .selector else {
            expr(sel)
            error("the action is '#selector(method)', naming an '@objc func' of '\(c.name)'", tree.range(sel))
            return nil
        }
        unit.res[sel.index] = .none
        let s = tree.selector(sel)
        let text = names[s.name]
        let written = "#selector(\(text)" + (s.labels.map { "(" + $0.map { ($0.map { names[$0] } ?? "_") + ":" }.joined() + ")" } ?? "") + ")"
        guard case .function(let k)? = classBinding(s.name) else {
            let methods = unit.functions.enumerated().filter { i, f in
                f.level == 0 && tree.kind(f.node) == .funcDecl && classBinding(names.intern(f.name)).map { if case .function(let j) = $0 { return Int(j) == i }; return false } == true
            }.map { $0.1.name }
            let (hint, fix) = didYouMean(text, methods, at: s.nameRange)
            error("unknown selector '\(written)': '\(c.name)' has no method '\(text)'\(hint)", s.nameRange, fixIts: fix)
            return nil
        }
        let f = unit.functions[Int(k)]
        let fd = tree.funcDecl(f.node)
        let fullName = "\(text)(" + fd.params.map { ($0.label.map { names[$0] } ?? "_") + ":" }.joined() + ")"
        if let ls = s.labels, ls.map({ $0.map { names[$0] } }) != fd.params.map({ $0.label.map { names[$0] } }) {
            error("unknown selector '\(written)': the method is '\(fullName)'", s.nameRange,
                  fixIts: [FixIt(range: tree.range(sel), replacement: "#selector(\(fullName))")])
            return nil
        }
        // Swift 3 inferred `@objc` for a view's methods, which Swift 4 code writes: a warning.
        if !fd.flags.contains(.objc) {
            report(Diagnostic(.warning, "'\(written)' names '\(fullName)', which is not '@objc': Swift 4 and later need '@objc func \(text)(…)' (Swift 3 inferred it)", at: s.nameRange))
        }
        // An action takes nothing, or the recognizer (as its own class or UIGestureRecognizer).
        var passes = false
        switch fd.params.count {
        case 0: break
        case 1:
            let tn = names[tree.typeRef(fd.params[0].type).name]
            if tn != kind.rawValue && tn != "UIGestureRecognizer" {
                guard actionTakesAnotherObject(f, kind, fullName, text, at: s.nameRange) else { return nil }
            }
            passes = true
        default:
            error("wrong action signature: an action takes nothing or its recognizer, and '\(fullName)' takes \(fd.params.count) arguments", s.nameRange)
            return nil
        }
        if fd.result != nil {
            error("wrong action signature: an action returns nothing, and '\(fullName)' returns a value", s.nameRange)
            return nil
        }
        unit.recognizerMakers.append((kind, k, passes, fullName))
        unit.res[n.index] = .makeRecognizer(Int32(unit.recognizerMakers.count - 1))
        return .recognizer(kind.rawValue)
    }

    /// `r.setting = value` on a recognizer.
    func recognizerAssign(_ s: NodeID, _ a: (op: Operator, target: NodeID, value: NodeID), _ kindName: String, _ member: String, _ vt: VType?, _ tr: SourceRange) {
        let kind = GestureKind(rawValue: kindName)
        var settable: [String: ValueType] = ["isEnabled": .bool, "numberOfTouchesRequired": .number, "cancelsTouchesInView": .bool,
                                             "delaysTouchesBegan": .bool, "delaysTouchesEnded": .bool]
        switch kind {
        case .tap?: settable["numberOfTapsRequired"] = .number
        case .pan?: settable["minimumNumberOfTouches"] = .number; settable["maximumNumberOfTouches"] = .number
        case .pinch?: settable["scale"] = .number
        case .rotation?: settable["rotation"] = .number
        case .swipe?: settable["direction"] = .symbol
        case .longPress?: settable["minimumPressDuration"] = .number; settable["allowableMovement"] = .number
        case nil: settable["scale"] = .number; settable["rotation"] = .number
        }
        if member == "delegate" { recognizerDelegate(s, a, tr); return }
        guard let want = settable[member] else {
            let (hint, fix) = didYouMean(member, Array(settable.keys).sorted(), at: tr)
            error("\(kindName) has no settable member '\(member)'\(hint)", tr, fixIts: fix)
            return
        }
        if a.op != .none && want != .number { error("'\(a.op.spelling)=' needs a Number", tr); return }
        if member == "direction", let vt {
            // One direction, or a list of them (UISwipeGestureRecognizer.Direction is an option set).
            var given: [String] = []
            if case .symbol(let sy) = vt { given = [sy] }
            else if case .list = vt, tree.kind(a.value) == .list {
                for item in tree.listItems(a.value) where tree.kind(item) == .implicitMember { given.append(names[tree.nameOf(item)]) }
                if given.count != tree.listItems(a.value).count { given = [""] }
            } else { given = [""] }
            for d in given where !swipeDirections.contains(d) {
                error("a swipe's direction is .right, .left, .up or .down, or a list of them", tree.range(a.value)); return
            }
        } else if let vt, vt.valueType != want {
            error("'\(member)' is \(article(want)), not \(article(vt))", tree.range(a.value)); return
        }
        expr(tree.member(a.target).base)
        let operation: Int32 = a.op == .none ? -1 : arithmeticOperation(a.op, .number, .number, tr)
        unit.assignments.append(Assignment(target: .recognizerSetting(member), operation: operation))
        unit.res[s.index] = .assign(Int32(unit.assignments.count - 1))
    }
}

extension Checker {
    /// `turn.angle`, `turn.update()` of an instance of one of the file's recognizer classes
    /// (FileUnit.recognizerSubclasses): such an instance is a system object, which has no value
    /// to give for what its class declares (Swift's would), so a read or call of a member the
    /// class declares is an error that says so — in an action, which never runs in a still
    /// picture, one that leaves the action out. True when reported.
    func recognizerOwnMember(_ name: String, _ r: SourceRange) -> Bool {
        guard !unit.recognizerSubclasses.isEmpty else { return false }
        if recognizerMembers == nil {
            var found: [String: String] = [:]
            for s in tree.topLevel where tree.kind(s) == .classDecl {
                let d = tree.classDecl(s)
                guard unit.recognizerSubclasses.contains(names[d.name]) else { continue }
                for m in d.members {
                    switch tree.kind(m) {
                    case .funcDecl: found[names[tree.funcDecl(m).name]] = names[d.name]
                    case .varDecl: found[names[tree.varDecl(m).name]] = names[d.name]
                    default: break
                    }
                }
            }
            found["init"] = nil
            recognizerMembers = found
        }
        guard let owner = recognizerMembers?[name] else { return false }
        error("'\(name)' of the file's own recognizer class '\(owner)' is outside the supported Swift subset: its instances are system objects here, attached to no effect, with no value for what the class declares", r)
        return true
    }
}
