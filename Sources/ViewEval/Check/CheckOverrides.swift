// Overrides of UIKit's stored properties in a class: `override var isHighlighted: Bool { didSet
// { … } }` on a UIControl or UIButton subclass, `override var frame: CGRect { didSet { … } }`
// (or of `backgroundColor`, `alpha`, `isHidden`: ViewPropertyOverrides) on any view. As in
// Swift, an override with observers keeps the superclass's stored value underneath — UIControl's
// state (the class's parameter), the view's own property — so the class reads and sets UIKit's
// property; a view property's observers run where code sets it (Runner.setViewPropertyObserved).

import ViewSyntax

extension Checker {

    /// Whether the stored `var` `m` overrides one of UIKit's stored properties of the class's
    /// superclass (reported when it is written as Swift does not allow: with a value, without
    /// observers, or with another type).
    func overridesControlState(_ m: NodeID, _ superclass: String) -> Bool {
        let v = tree.varDecl(m)
        guard v.flags.contains(.isOverride) else { return false }
        let name = names[v.name]
        // UISlider's settings are taken and not kept (Kinds/Slider.swift): an override would keep
        // its own value, without UIKit's clamping to the range.
        if superclass == "UISlider", SliderSettings.taken.contains(name) {
            unit.res[m.index] = .error
            error("overriding UISlider's '\(name)' is outside the supported Swift subset: a slider's settings are taken and not kept here (docs/language.md §13)", v.nameRange)
            return true
        }
        let owner: String, typeName: String, about: String
        if let state = swiftSuperclasses[superclass]?.first(where: { $0.0 == name }) {
            (owner, typeName, about) = (superclass, "Bool", " (default \(state.1))")
        } else if let t = ViewPropertyOverrides.types[name], swiftSuperclasses[superclass] != nil {
            (owner, typeName, about) = ("UIView", t.type + (t.optional ? "?" : ""), "")
        } else {
            return false
        }
        unit.res[m.index] = .skip
        if v.value != nil || !v.flags.contains(.observed) {
            error("cannot override with a stored property '\(name)': an override of \(owner)'s '\(name)' adds observers ('{ didSet { … } }') or is computed", v.nameRange)
            unit.res[m.index] = .error
        }
        let optional = ViewPropertyOverrides.types[name]?.optional ?? false
        if let tn = v.type, names[tree.typeRef(tn).name] + (optional ? "?" : "") != typeName || tree.typeRef(tn).optional != optional || tree.typeRef(tn).array {
            error("'\(name)' is \(owner)'s \(typeName)\(about): write 'override var \(name): \(typeName)'", tree.range(tn))
            unit.res[m.index] = .error
        }
        return true
    }
}

extension Checker {
    /// The type `tn` written in the class `c`'s declarations, read with the class's own types
    /// in scope (`var faceType: FaceType` of a nested `enum FaceType`), as Swift reads it there.
    func typeInClass(_ c: Component, _ tn: NodeID) -> VType? {
        declareClassMembers(c)
        var t: VType? = nil
        scoped(.swift) {
            for (n, b) in c.swift?.declared ?? [] {
                switch b {
                case .enumType, .structType: declare(n, b)
                default: break
                }
            }
            t = swiftType(tn)
        }
        return t
    }
}
