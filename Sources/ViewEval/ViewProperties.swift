// View properties: `frame: …`, `alpha: …`, `layer.cornerRadius: …`. Table-driven: a property
// is one entry, with its type and how it sets the view.

import Foundation
import ViewGeometry
import ViewSyntax

typealias ViewSetter = (ViewNode, Value, SourceRange) throws -> Void

/// Every view property: its type and setter.
let viewProperties: [String: (ValueType, ViewSetter)] = [
    "frame": (.rect, { v, x, r in
        let rc = x.rect
        if rc.isNull { throw Diagnostic.error("a frame cannot be the null rect", at: r) }
        v.frame = rc }),
    "bounds": (.rect, { v, x, r in
        if x.rect.isNull { throw Diagnostic.error("bounds cannot be the null rect", at: r) }
        v.bounds = x.rect }),
    "center": (.point, { v, x, _ in v.center = x.point }),
    "transform": (.transform, { v, x, _ in v.transform = x.transformValue }),
    // UIKit clamps alpha to 0...1.
    "alpha": (.number, { v, x, _ in v.alpha = min(1, max(0, x.num)) }),
    // The view's layer: the same value under its Core Animation name.
    "layer.opacity": (.number, { v, x, _ in v.alpha = min(1, max(0, x.num)) }),
    "layer.backgroundColor": (.color, { v, x, _ in v.backgroundColor = x.color }),
    "isHidden": (.bool, { v, x, _ in v.isHidden = x.bool }),
    "isOpaque": (.bool, { v, x, _ in v.isOpaque = x.bool }),
    "clipsToBounds": (.bool, { v, x, _ in v.clipsToBounds = x.bool }),
    "layer.masksToBounds": (.bool, { v, x, _ in v.clipsToBounds = x.bool }),
    "backgroundColor": (.color, { v, x, _ in v.backgroundColor = x.color }),
    "accessibilityIdentifier": (.string, { v, x, _ in if case .string(let s) = x { v.identifier = s } }),
    "contentMode": (.symbol, { v, x, r in
        guard case .symbol(let s) = x, let m = ContentMode(rawValue: s) else {
            throw Diagnostic.error("'contentMode' is one of " + ContentMode.allCases.map { "." + $0.rawValue }.joined(separator: ", ") + ", not \(x.description)", at: r)
        }
        v.contentMode = m }),
    "layer.cornerRadius": (.number, { v, x, r in
        if x.num < 0 { throw Diagnostic.error("layer.cornerRadius must not be negative", at: r) }
        v.layer.cornerRadius = x.num }),
    "layer.borderWidth": (.number, { v, x, r in
        if x.num < 0 { throw Diagnostic.error("layer.borderWidth must not be negative", at: r) }
        v.layer.borderWidth = x.num }),
    "layer.borderColor": (.color, { v, x, _ in v.layer.borderColor = x.color }),
    "layer.shadowColor": (.color, { v, x, _ in v.layer.shadowColor = x.color }),
    "layer.shadowOpacity": (.number, { v, x, r in
        if !(0...1).contains(x.num) { throw Diagnostic.error("layer.shadowOpacity is between 0 and 1, not \(formatNumber(x.num))", at: r) }
        v.layer.shadowOpacity = x.num }),
    "layer.shadowOffset": (.size, { v, x, r in
        guard case .size(let s) = x, s.width.isFinite, s.height.isFinite else { throw Diagnostic.error("layer.shadowOffset must be finite", at: r) }
        v.layer.shadowOffset = s }),
    "layer.shadowRadius": (.number, { v, x, r in
        if !(x.num >= 0 && x.num <= 1000) { throw Diagnostic.error("layer.shadowRadius is between 0 and 1000, not \(formatNumber(x.num))", at: r) }
        v.layer.shadowRadius = x.num }),
    "isUserInteractionEnabled": (.bool, { v, x, _ in v.isUserInteractionEnabled = x.bool }),
    // Set before the component's body runs (see ComponentFit.swift).
    "intrinsicContentSize": (.size, { v, x, r in
        if v.kind == "view" || v.kind == "canvas" || v.label != nil || v.isImageView {
            throw Diagnostic.error("'intrinsicContentSize' belongs to a component (view Name { … }); a '\(v.kind)' block is drawn for its bounds", at: r)
        }
        guard case .size(let s) = x, s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite, s.width <= 100_000, s.height <= 100_000 else {
            throw Diagnostic.error("'intrinsicContentSize' needs a width and height above 0 and at most 100000, not \(x.description)", at: r)
        }
        v.intrinsicContentSize = s }),
]

let viewPropertyNames: Set<String> = Set(viewProperties.keys)

extension Evaluator {
    func setViewProperty(_ node: ViewNode, _ name: String, _ nr: SourceRange, _ v: Value, _ vr: SourceRange) throws {
        if labelProperties[name] != nil { return try setLabelProperty(node, name, nr, v, vr) }
        if imageProperties[name] != nil { return try setImageProperty(node, name, nr, v, vr) }
        guard let (type, set) = viewProperties[name] else {
            let names = Array(viewProperties.keys) + (node.label != nil ? Array(labelProperties.keys) : []) + (node.isImageView ? Array(imageProperties.keys) : [])
            let hint = suggest(name, names).map { "; did you mean '\($0)'?" } ?? ""
            if ["lineWidth", "lineCap", "lineJoin", "miterLimit", "usesEvenOddFillRule"].contains(name) {
                throw Diagnostic.error("'\(name)' is a path property; set it inside a 'path { … }' block", at: nr)
            }
            throw Diagnostic.error("a \(node.label != nil ? "label" : node.isImageView ? "image view" : "view") has no property '\(name)'\(hint)", at: nr)
        }
        guard v.type == type else {
            throw Diagnostic.error("'\(name)' is \(article(type)), not \(article(v))\(symbolHint(v, expected: type))", at: vr)
        }
        if node.kind == "canvas", ["frame", "bounds", "center", "transform"].contains(name) {
            throw Diagnostic.error("the canvas is the page: its size comes from canvas(width:height:), and its '\(name)' cannot be set", at: nr)
        }
        if name == "frame" || name == "bounds" {
            let r = v.rect
            for x in [r.origin.x, r.origin.y, r.size.width, r.size.height] where !x.isFinite {
                throw Diagnostic.error("'\(name)' must be finite", at: vr)
            }
        }
        if name == "frame" && !node.transform.isIdentity {
            report(Diagnostic(.warning, "setting 'frame' of a transformed view: UIKit leaves the result undefined; viewc takes the size for bounds and the middle for center, as with no transform. Set the frame before the transform, or set bounds and center", at: nr))
        }
        try set(node, v, vr)
    }
}
