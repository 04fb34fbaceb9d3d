// UIAccessibility on views: `accessibilityLabel`, `accessibilityHint`, `isAccessibilityElement`
// and `accessibilityTraits` (`.button` or a list, `[.button, .selected]`), with UIKit's
// defaults: a label (UILabel) is an accessibility element whose label is its text and whose
// trait is .staticText (in SVG its text is there as text already, so a label gets a group of
// its own only when it sets one of these); a button's trait is .button; an image view and a
// plain view are not elements, unless set. The root's (the
// canvas's or a page's) label and hint name the whole drawing. The lowering turns them into
// the page's PageAccessibility (DrawIR/Accessibility.swift): an SVG's <title>, <desc> and
// labelled groups.

import DrawIR
import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Kinds {
    /// UIAccessibilityTraits' names (OptionSet.swift).
    static let traitNames = OptionSets.type("UIAccessibilityTraits")!.options.map(\.0)

    /// UIKit's traits of a view whose code sets none: a label's .staticText, an image view's
    /// .image, a button's (UIButton's, of any type, and a subclass's) .button.
    static func defaultTraits(_ v: ViewNode) -> [String] {
        v.label != nil ? ["staticText"] : v.isImageView ? ["image"] : v[Builtins.buttonContent] != nil ? ["button"] : []
    }

    /// Traits by name as a UIAccessibilityTraits value.
    static func traitsValue(_ names: [String]) -> Value {
        let t = OptionSets.type("UIAccessibilityTraits")!
        return .optionSet(t.name, names.reduce(0) { $0 | (t.option($1) ?? 0) })
    }

    /// An accessibility text: a String, or nil (none).
    static func optionalText(_ t: VType, _ r: SourceRange) -> Diagnostic? {
        switch t {
        case .string, .void, .optional(.string), .optional(.void): return nil
        default: return .error("this is a String (or nil), not \(article(t))", at: r)
        }
    }

    static func text(_ v: Value) -> String? {
        if case .string(let s) = v { return s }
        return nil
    }

    static func checkTraitsType(_ t: VType, _ r: SourceRange) -> Diagnostic? {
        switch t {
        case .symbol, .list, .optionSet("UIAccessibilityTraits"): return nil
        default: return .error("'accessibilityTraits' is a trait (.button) or a list of them ([.button, .selected]), not \(article(t))", at: r)
        }
    }

    static func traits(_ v: Value, _ r: SourceRange) throws -> [String] {
        let items: [Value]
        if case .list(let l) = OptionSets.asLiteral(v) { items = l } else { items = [v] }
        var out: [String] = []
        for item in items {
            guard case .symbol(let name) = item else {
                throw Diagnostic.error("'accessibilityTraits' is a trait (.button) or a list of them ([.button, .selected]), not \(article(item))", at: r)
            }
            guard traitNames.contains(name) else {
                let (hint, fix) = didYouMean(name, traitNames, at: r, prefix: ".")
                throw Diagnostic.error("unknown accessibility trait '.\(name)'\(hint)", at: r, fixIts: items.count == 1 ? fix : [])
            }
            if name != "none" && !out.contains(name) { out.append(name) }
        }
        return out
    }
}

extension Lowering {
    /// A page's accessibility: its root's label and hint, and every accessibility element of
    /// the views drawn (front to back in tree order), with its bounds and the transform from
    /// them to the page. An element's subviews are part of it, as in UIKit.
    static func accessibility(_ root: ViewNode) -> PageAccessibility {
        var a = PageAccessibility(label: nonEmpty(root.accessibilityLabel), hint: nonEmpty(root.accessibilityHint))
        func walk(_ v: ViewNode, _ toPage: Transform) {
            if v.isHidden || v.alpha <= 0 || v.toSuperview.determinant == 0 { return }
            let t = v.toSuperview.concatenating(toPage)
            let isElement = v.isAccessibilityElement ?? (v.label != nil)
            // A label that says nothing of its own accessibility is its text, which the SVG
            // already carries as text (transparent <text> over the glyphs): no group for it.
            let plainLabel = v.label != nil && v.accessibilityLabel == nil && v.accessibilityHint == nil && v.accessibilityValue == nil
                && v.accessibilityTraits == nil && v.isAccessibilityElement == nil
            if isElement && plainLabel { return }
            if isElement, let label = nonEmpty(v.accessibilityLabel ?? v.label?.text) {
                let traits = v.accessibilityTraits ?? Kinds.defaultTraits(v)
                a.elements.append(AccessibilityElement(label: label, value: nonEmpty(v.accessibilityValue), hint: nonEmpty(v.accessibilityHint),
                                                       traits: traits, bounds: v.bounds, transform: t))
                return
            }
            children(v, t, walk)
        }
        children(root, .identity, walk)
        return a
    }

    /// Calls `body` for each subview with the transform of its superview to the page.
    static func children(_ v: ViewNode, _ t: Transform, _ body: (ViewNode, Transform) -> Void) {
        for s in v.subviewsInDrawingOrder { body(s, t) }
    }

    static func nonEmpty(_ s: String?) -> String? { s.flatMap { $0.isEmpty ? nil : $0 } }
}
