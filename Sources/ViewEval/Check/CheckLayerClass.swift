// Checking CALayer subclasses that draw and the views whose layer is one (Kinds/LayerClass.swift
// runs them): `class Dial: CALayer { override func draw(in ctx: CGContext) { … } }` is a class
// of the file like a view's, its instances nodes of the tree that are layers; a view's
// `override class var layerClass: AnyClass { return Dial.self }` names the class of its layer.
// `override class func needsDisplay(forKey:)` is a static method the runner asks; CALayer's own
// (`super.needsDisplay(forKey:)`, `CALayer.needsDisplay(forKey:)`) says no for every key a
// subclass adds, as Core Animation's does.

import ViewSyntax

extension Checker {
    /// The built-in layer class a view's or layer's class name stands for: CALayer,
    /// CAShapeLayer and CAGradientLayer, and for the file's subclasses of them the one they
    /// inherit from; nil for views.
    func layerKind(_ className: String) -> LayerContent.Kind? {
        if let k = LayerContent.Kind(rawValue: className) { return k }
        guard let c = unit.visible[names.intern(className)], c.unit === unit, tree.kind(c.node) == .classDecl else { return nil }
        declareClassMembers(c)
        return c.swift?.layerKind
    }

    /// Whether a class name stands for the UIKit class `uikit` or one of the file's classes
    /// inheriting from it (`isKind(of: "UIStackView")` of a RatingControl).
    func inheritsFromUIKit(_ className: String, _ uikit: String) -> Bool {
        if className == uikit { return true }
        guard let c = unit.visible[names.intern(className)], c.unit === unit, tree.kind(c.node) == .classDecl else { return false }
        declareClassMembers(c)
        return c.inherits(fromUIKit: uikit)
    }

    /// The kind of the UIKit container view the class `className` is (its own properties:
    /// a stack view's, a scroll view's, a tab bar's, a slider's), or nil for another.
    func containerKind(_ className: String) -> ViewKindTag? {
        inheritsFromUIKit(className, "UIStackView") ? .stack : inheritsFromUIKit(className, "UIScrollView") ? .scroll
            : inheritsFromUIKit(className, "UITabBar") ? .tabBar : inheritsFromUIKit(className, "UISlider") ? .slider : nil
    }

    /// `override class var layerClass: AnyClass { return Name.self }` in a view class: the
    /// class recorded on the view's class (true: the member is taken). Its body returns a layer
    /// class, written `Name.self`.
    func declareLayerClass(_ m: NodeID, _ sw: SwiftClass) -> Bool {
        let v = tree.varDecl(m)
        guard names[v.name] == "layerClass", v.flags.contains(.isStatic) else { return false }
        unit.res[m.index] = .skip
        if sw.isLayer {
            error("'layerClass' is UIView's: the class of the layer a view makes", v.nameRange)
            return true
        }
        if !v.flags.contains(.isOverride) { error("'layerClass' overrides UIView's: write 'override class var layerClass: AnyClass'", v.nameRange) }
        let body = Array(v.getter)
        // `Name.self`, or `Name.classForCoder()`: NSObject's class method giving the class itself.
        guard body.count == 1, tree.kind(body[0]) == .returnStmt, var value = tree.returnValue(body[0]) else {
            error("'layerClass' returns a layer class as 'return Name.self' (CALayer, CAShapeLayer, CAGradientLayer or a subclass of one of them in this file)", v.nameRange)
            return true
        }
        if tree.kind(value) == .call, tree.callArgCount(value) == 0, tree.kind(tree.callCallee(value)) == .member,
           names[tree.member(tree.callCallee(value)).name] == "classForCoder" {
            value = tree.callCallee(value)
        }
        guard tree.kind(value) == .member, ["self", "classForCoder"].contains(names[tree.member(value).name]),
              tree.kind(tree.member(value).base) == .identifier else {
            error("'layerClass' returns a layer class as 'return Name.self' (CALayer, CAShapeLayer, CAGradientLayer or a subclass of one of them in this file)", v.nameRange)
            return true
        }
        let base = tree.member(value).base
        let name = names[tree.nameOf(base)]
        guard layerKind(name) != nil else {
            error("'\(name)' is not a layer class: 'layerClass' is CALayer, CAShapeLayer, CAGradientLayer or a subclass of one of them in this file", tree.range(base))
            return true
        }
        sw.layerClass = name
        return true
    }

    /// `super.needsDisplay(forKey: k)` in a CALayer subclass's `class func`, or
    /// `CALayer.needsDisplay(forKey: k)`: CALayer's own answer, false (it redraws for none of
    /// the keys a subclass adds). Nil when the call is not one of these.
    func layerNeedsDisplayCall(_ n: NodeID) -> VType?? {
        let callee = tree.callCallee(n)
        guard tree.kind(callee) == .member else { return nil }
        let m = tree.member(callee)
        guard names[m.name] == "needsDisplay", tree.kind(m.base) == .identifier, lookup(tree.nameOf(m.base)) == nil else { return nil }
        let base = names[tree.nameOf(m.base)]
        guard base == "CALayer" || (base == "super" && currentClass?.swift?.isLayer == true && staticContext) else { return nil }
        guard tree.callArgCount(n) == 1, tree.callArgLabel(n, 0).map({ names[$0] }) == "forKey" else {
            typeArgs(ofCall: n)
            error("CALayer's class method is needsDisplay(forKey: String)", m.nameRange)
            return .some(nil)
        }
        let arg = tree.callArgValue(n, 0)
        let t = expr(arg)
        if let t, t != .string { error("needsDisplay(forKey:) takes a String (a property's name), not \(article(t))", tree.range(arg)); return .some(nil) }
        unit.res[m.base.index] = .none
        unit.res[n.index] = .constant(unit.constant(.bool(false)))
        return .some(.bool)
    }
}

extension Checker {
    /// A member of an extension of a UIKit class, declared as a class's (Parser.mergeExtensions):
    /// the first declaration is the one calls on other views of that class run.
    func recordFrameworkExtension(_ m: NodeID, _ k: Int32) {
        guard tree.frameworkExtensionMembers[m] != nil, unit.frameworkExtensionFunctions[m] == nil else { return }
        unit.frameworkExtensionFunctions[m] = k
    }

    /// `CAShapeLayer(frame, color: c)`, a call of an initializer an extension of a UIKit view or
    /// layer class declares (`convenience init(_:color:)`) that no class of the file inherits:
    /// an instance made by it, of the class SwiftStart's mergeExtensions declares to hold the
    /// extension's members (which adds nothing to the UIKit class it inherits). Nil when the
    /// file has no such initializer the call's labels fit.
    func frameworkExtensionInit(_ n: NodeID, _ name: String, _ r: SourceRange) -> VType?? {
        guard FrameworkClasses.superclass[name] != nil, let c = unit.components[names.intern(FrameworkClasses.extensionHolder(of: name))], let sw = c.swift,
              sw.inits.contains(where: { labelsFit(n, unit.functions[Int($0)]) }) else { return nil }
        let ok = instance(c, at: n, args: tree.call(n).args, trailing: [NodeID](), range: r, report: true)
        unit.res[n.index] = ok ? .instance(c.index) : .error
        // An instance of the UIKit class, as Swift types it: its members, and the extensions'.
        return .some(ok ? .view(name) : nil)
    }

    /// `view.m(…)` (`n` a call) or `view.p` (`n` a member) where the view is of the UIKit class
    /// `vk` and an extension of it or of a class it inherits from declares `m`: that member,
    /// with the view as `self`. Nil when there is none.
    func frameworkExtensionCall(_ n: NodeID, _ vk: String, _ name: Name) -> VType?? {
        guard !tree.frameworkExtensionMembers.isEmpty else { return nil }
        var chain: [String] = []
        var c: String? = vk
        while let x = c { chain.append(x); c = FrameworkClasses.superclass[x] }
        let isCall = tree.kind(n) == .call
        for (m, typeName) in tree.frameworkExtensionMembers where chain.contains(names[typeName]) {
            guard let k = unit.frameworkExtensionFunctions[m] else { continue }
            let f = unit.functions[Int(k)]
            guard f.name == names[name], !f.isStatic else { continue }
            if isCall {
                guard tree.kind(m) == .funcDecl, labelsFit(n, f), let map = matchArguments(n, f) else { continue }
                unit.dispatches.append(.frameworkExtension(function: k, argForParam: map))
            } else {
                guard tree.kind(m) == .varDecl else { continue }
                unit.dispatches.append(.frameworkExtension(function: k, argForParam: []))
            }
            unit.res[n.index] = .dispatch(Int32(unit.dispatches.count - 1))
            return .some(f.result)
        }
        return nil
    }
}
