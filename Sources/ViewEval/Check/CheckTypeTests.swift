// Type tests and conditional casts, `x is T` and `x as? T`, as Swift's: a view is tested for
// what it is when the code runs (`v is UILabel`, `superview as? MyGauge`, `for case let l as
// UILabel in subviews`, `v as? Delegate` for a protocol of the file its class conforms to); any other value's type is known when the file is checked, so the
// answer is too. UIKit's view classes that a drawing never has (`UIStackView`, `UITableView`
// …) may be tested for, and no view is one.

import ViewSyntax

enum TypeTests {
    /// Whether a value that is not a view, of a type known only when it runs, is a `typeName`:
    /// an instance of a class or struct of the file by its name, a number by Swift's number
    /// types' names, a string, a Bool.
    static func value(_ v: Value, is typeName: String) -> Bool {
        switch v {
        // A number whose type is known only where it runs (an `[Any]`'s element): a fraction
        // was made no Int (`as? Int` of 4.5 is nil), a whole number may have been any.
        case .number(let x):
            if typeName == "NSNumber" { return true }
            guard let k = SwiftNumberKind(typeName: typeName) else { return false }
            return k != .int || x == x.rounded()
        case .string: return ["String", "NSString"].contains(typeName)
        case .bool: return typeName == "Bool"
        default: return v.vtype.name == typeName
        }
    }

    /// UIKit's view classes that no view here is an instance of.
    static let absentViewClasses: Set<String> = [
        "UITableView", "UICollectionView", "UITextField", "UITextView",
        "UISwitch", "UIVisualEffectView",
        "UIActivityIndicatorView", "UIProgressView", "UISegmentedControl", "UIPageControl", "UIStepper",
        "UIDatePicker", "UIPickerView", "UINavigationBar", "UIToolbar", "UISearchBar",
    ]
    /// The view classes a view here may be, besides the file's classes and components.
    static let viewClasses: Set<String> = [
        "UIView", "UILabel", "UIImageView", "UIControl", "UIButton", "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer",
        "UICollectionViewCell", "UITableViewCell", "UITabBar", "UIStackView", "UIScrollView", "UISlider",
        "UIWindow",
    ]

    /// The UIKit class each of UIKit's view and layer classes here inherits from (UIView's and
    /// CALayer's own are none a value here is).
    static let uikitSuperclass: [String: String] = [
        "UILabel": "UIView", "UIImageView": "UIView", "UIControl": "UIView", "UIButton": "UIControl", "UISlider": "UIControl",
        "UIStackView": "UIView", "UIScrollView": "UIView", "UICollectionViewCell": "UIView", "UITableViewCell": "UIView", "UITabBar": "UIView", "UIWindow": "UIView",
        "CAShapeLayer": "CALayer", "CAGradientLayer": "CALayer", "CATextLayer": "CALayer",
    ]

    /// The name of the class the view `n` is an instance of: the file's class, or UIKit's.
    static func className(_ n: ViewNode) -> String {
        if let l = n.layerContent, viewClasses.contains(n.kind) || n.kind == "layer" { return l.kind.rawValue }
        switch n.kind {
        case "view": return n.isWindow ? "UIWindow" : n[StackArrangement.key] != nil ? "UIStackView" : "UIView"
        case "label": return "UILabel"
        case "image": return "UIImageView"
        case "canvas", "page": return "UIWindow"
        // An instance made by an extension's initializer is the UIKit class's.
        default: return FrameworkClasses.holdsExtension(n.kind) ?? n.kind
        }
    }

    /// UIScrollView's members outside the subset, which a subclass's code may name: named as
    /// such (the rest are Kinds/ScrollView.swift's).
    static let scrollViewMembers: Set<String> = [
        "scrollRectToVisible", "contentLayoutGuide", "frameLayoutGuide", "setZoomScale", "zoom", "panGestureRecognizer", "pinchGestureRecognizer",
    ]

    /// Whether the view `n` is an instance of the class `name` (a UIKit class or the file's).
    static func view(_ n: ViewNode, is name: String, _ run: Runner) -> Bool {
        // A view's layer made by its layerClass (Kinds/LayerClass.swift) is one node with it.
        if let i = run.layerInstances[ObjectIdentifier(n)], name == "CALayer" || i.component.isKind(of: name) { return true }
        if let l = n.layerContent {
            if name == "CALayer" || name == l.kind.rawValue { return true }
            // An instance of a CALayer subclass of the file is one of its class; a view whose
            // layerClass is a shape or gradient layer is still a view of its own class.
            guard run.swiftInstance(n)?.component.swift?.layerClass != nil else { return n.kind == name || run.swiftInstance(n)?.component.isKind(of: name) == true }
        }
        switch name {
        case "UIView": return true
        case "UILabel": return n.label != nil
        case "UIImageView": return n.isImageView
        case "UIStackView": return n[StackArrangement.key] != nil
        // The window is the drawing's canvas or page (ViewNode.placedWindow).
        case "UIWindow": return n.isWindow
        case "UIControl", "UIButton", "UISlider":
            if n.kind == Builtins.buttonKind { return name != "UISlider" }   // UIButton() made in code
            // A class of the file is a UIControl when it inherits from UIControl, UIButton or UISlider.
            // (An instance made in code is drawn, and so listed, once its maker's setup is done.)
            let c = run.swiftInstances[ObjectIdentifier(n)]?.component ?? run.pending.first(where: { $0.node === n })?.component
            guard let sup = c?.swift?.superclass else { return false }
            return sup == name || (name == "UIControl" && ["UIButton", "UISlider"].contains(sup))
        default:
            // A class of the file (the instance's or one it inherits from), or a protocol of the
            // file that one of them conforms to.
            if n.kind == name { return true }
            guard let c = run.swiftInstance(n)?.component else { return false }
            let t = c.unit.tree
            // A UIKit class the file's classes inherit from (a cell is a UICollectionViewCell).
            return t.kind(c.node) == .classDecl && c.lineage.contains { k in
                k.name == name || k.swift?.superclass == name || t.allConformances(k.node).contains { t.names[$0.name] == name } }
        }
    }
}

extension Checker {
    /// The classes a view or layer of the class `name` is an instance of, its own first: the
    /// file's classes it inherits from, then UIKit's (TypeTests.uikitSuperclass).
    func classChain(_ name: String) -> [String] {
        var out: [String] = []
        var uikit = name
        if let c = unit.visible[names.intern(name)], c.unit === unit, tree.kind(c.node) == .classDecl {
            declareClassMembers(c)
            let line = c.lineage
            out = line.reversed().map(\.name)
            guard let sup = line.first?.swift?.superclass else { return out }
            uikit = sup
        }
        var k: String? = uikit
        while let n = k, !out.contains(n) { out.append(n); k = TypeTests.uikitSuperclass[n] }
        return out
    }

    /// The nearest class views or layers of the classes `kinds` all are, as Swift infers
    /// `[titleLabel, downloadButton]` (a UILabel and a UIButton) to be a `[UIView]`; nil when
    /// they share none.
    func commonClass(_ kinds: [String]) -> String? {
        guard var common = kinds.first.map(classChain) else { return nil }
        for k in kinds.dropFirst() {
            let chain = Set(classChain(k))
            common = common.filter { chain.contains($0) }
        }
        return common.first
    }

    /// `value is T` (`test`) or `value as? T` (`n`, the type `type`): a Bool, or a T? that is
    /// nil where the value is not a T.
    func typeTest(_ n: NodeID, _ value: NodeID, _ type: NodeID, test: Bool) -> VType? {
        unit.res[n.index] = .error
        let got = expr(value)
        let name = names[tree.typeRef(type).name]
        let target: VType
        if TypeTests.absentViewClasses.contains(name) || TypeTests.viewClasses.contains(name), !tree.typeRef(type).array,
           lookup(tree.typeRef(type).name) == nil {
            target = .view(name)
        } else {
            guard let t = swiftType(type) else { return nil }
            target = t
        }
        // A value whose type is known only when it runs (an NSMutableArray's element, Swift's
        // Any): tested then.
        guard let got else {
            unit.res[n.index] = .dynamic
            return test ? .bool : .optional(target)
        }
        var inner = got
        if case .optional(let i) = got { inner = i }
        if tree.cast(n).exact {
            // `isMember(of:)`: the instance's own class is the one named. A view, or an instance
            // of a class of the file that one of its heirs may make, is tested as it runs; a
            // value of another class never passes.
            switch (inner, target) {
            case (.view(let from), .view) where classChain(from).contains("CALayer"):
                // A view's layer is one node with the view here: its own class is not known.
                error("'isMember(of:)' of a layer is outside the supported Swift subset: test it with 'is' (docs/language.md §13)", tree.range(n))
                return nil
            case (.view, .view): unit.res[n.index] = .dynamic
            case (.structure(_, let k), .structure(_, let tk)) where k == tk || (checkBoth(k, tk) && structInherits(tk, from: k)):
                unit.res[n.index] = .dynamic
            default: unit.res[n.index] = .constant(unit.constant(.bool(false)))
            }
            return .bool
        }
        if case .view(let from) = inner, case .view(let to) = target, classChain(from).contains(to) {
            // A test for a class the value's own type is or inherits from always passes, as
            // Swift's upcast does (a nil optional fails): a view's `layer`, one node with the
            // view here, is a CALayer, whatever the view is.
            unit.res[n.index] = .constant(unit.constant(.bool(true)))
        } else if case .view = inner, case .view = target {
            unit.res[n.index] = .dynamic
        } else if case .view(let p) = inner, protocolInfo(p) != nil {
            // A value of a protocol of the file holding a struct or a class's instance.
            unit.res[n.index] = .dynamic
        } else if case .structure(_, let k) = inner, case .view(let p) = target, protocolInfo(p) != nil {
            // A class's instance may be an heir's, which may conform where its class does not:
            // tested as it runs.
            if unit.structs[Int(k)].isClass, !structConforms(k, to: p) { unit.res[n.index] = .dynamic }
            else { unit.res[n.index] = .constant(unit.constant(.bool(structConforms(k, to: p)))) }
        } else if case .structure(_, let k) = inner, case .structure(_, let tk) = target, checkBoth(k, tk), structInherits(tk, from: k), tk != k {
            // A value of a base class that may hold an heir's instance: tested as it runs.
            unit.res[n.index] = .dynamic
        } else if inner == .number, target == .number, let want = numberKind(ofType: type) {
            // A number boxed `as Any` is of the number type it was made as: `(n as Any) is
            // Double` of an Int is false, as Swift's dynamic cast converts no number.
            unit.res[n.index] = .constant(unit.constant(.bool(numberKind(value).kind == want)))
        } else if case .structure(_, let k) = inner, case .structure(_, let tk) = target {
            unit.res[n.index] = .constant(unit.constant(.bool(structInherits(k, from: tk))))
        } else {
            unit.res[n.index] = .constant(unit.constant(.bool(inner == target)))
        }
        return test ? .bool : .optional(target)
    }
}

extension Runner {
    func typeTest(_ n: NodeID, _ value: NodeID, _ type: NodeID, test: Bool) throws -> Value {
        let v = try eval(value)
        let passes: Bool
        switch unit.res[n.index] {
        case .constant(let k):
            if case .void = v { passes = false } else if case .bool(true) = unit.constants[Int(k)] { passes = true } else { passes = false }
        case .dynamic where tree.cast(n).exact:
            // `isMember(of:)`: the class the instance was made of, and no other.
            let name = tree.typeText(type)
            if case .view(let r) = v { passes = TypeTests.className(r.node) == name }
            else if let index = v.ref(ClassObject.self)?.value.index ?? v.ref(StructValue.self)?.value.index { passes = unit.structs[Int(index)].name == name }
            else { passes = false }
        case .dynamic:
            if case .view(let r) = v { passes = TypeTests.view(r.node, is: tree.name(tree.typeRef(type).name), self) }
            else if let index = v.ref(ClassObject.self)?.value.index ?? v.ref(StructValue.self)?.value.index {
                // A struct or a class's instance: of its own type or its class's ancestors', or
                // of a protocol one of them names.
                let name = tree.typeText(type)
                passes = unit.lineage(index).contains { k in
                    let info = unit.structs[Int(k)]
                    return info.name == name || tree.allConformances(info.node).contains { tree.names[$0.name] == name }
                }
            }
            else { passes = v != .void && TypeTests.value(v, is: tree.typeText(type)) }
        default:
            try checkedError()
        }
        if test { return .bool(passes) }
        return passes ? v : .void
    }
}

extension Checker {
    /// `type(of: view)` as Swift code reads it here: the text of the view's class (`"\(type(of:
    /// self))"`, `String(describing: type(of: self))`), or, as a member's base, the type itself
    /// (`type(of: self).x` is `Self.x`, SwiftLowering). Nil when the call is not `type(of:)`.
    func typeOfCall(_ n: NodeID, _ nr: SourceRange) -> VType?? {
        guard tree.callArgCount(n) == 1, tree.callArgLabel(n, 0).map({ names[$0] }) == "of" else { return nil }
        let arg = tree.callArgValue(n, 0)
        guard let t = expr(arg) else { return .some(nil) }
        guard case .view = t else {
            error("type(of:) of \(article(t)) is outside the supported Swift subset: it names a view's class, as text or as the base of a static member (`type(of: self).x`) (docs/language.md §13)", nr)
            return .some(nil)
        }
        unit.res[n.index] = .function(form: registry.functions[Builtins.typeOfName]![0], defaults: 0)
        return .some(.string)
    }
}
