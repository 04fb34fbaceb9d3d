// What a page tells assistive technology and a page's search, below the
// language: the drawing's label and hint, and its accessibility elements (UIKit's
// isAccessibilityElement views) with their labels, hints, traits and where they are on the
// page. The lowering fills it once views have accessibilityLabel, accessibilityHint,
// isAccessibilityElement and accessibilityTraits; the SVG writer turns it into <title>,
// <desc>, role="img", aria-labelledby and labelled groups. The text of labels needs nothing
// here: TextIndex finds it in the ops.

import FoundationEssentials
import Glibc
import ViewGeometry

/// The accessibility of one page.
public struct PageAccessibility: Sendable, Equatable {
    /// The drawing's own accessibilityLabel (SVG <title>) and accessibilityHint (<desc>).
    public var label: String?
    public var hint: String?
    /// The accessibility elements, front to back as UIKit lists them.
    public var elements: [AccessibilityElement]
    public init(label: String? = nil, hint: String? = nil, elements: [AccessibilityElement] = []) {
        self.label = label; self.hint = hint; self.elements = elements
    }
    public var isEmpty: Bool { label == nil && hint == nil && elements.isEmpty }
}

/// One accessibility element: a view with isAccessibilityElement true.
public struct AccessibilityElement: Sendable, Equatable {
    public var label: String
    /// Its current value, spoken after the label (a rating's "3 stars set.").
    public var value: String?
    public var hint: String?
    /// UIAccessibilityTraits by name: "button", "header", "link", "image", "staticText", …
    public var traits: [String]
    /// Its bounds, and the transform from them to the page (a rotated view stays rotated).
    public var bounds: Rect
    public var transform: Transform
    public init(label: String, value: String? = nil, hint: String? = nil, traits: [String] = [], bounds: Rect, transform: Transform) {
        self.label = label; self.value = value; self.hint = hint; self.traits = traits; self.bounds = bounds; self.transform = transform
    }
}

/// The text runs of a page with the transform from each run's user space to the page: the
/// current transformation matrix at its op, followed through save, restore and concat (and
/// the state saves of layers and shadows).
public enum TextIndex {
    public static func runs(_ page: IRPage) -> [(run: TextRun, transform: Transform)] {
        var out: [(TextRun, Transform)] = []
        var ctm = Transform.identity
        var saved: [Transform] = []
        for item in page.items {
            switch item.op {
            case .save, .beginLayer, .beginShadow, .beginMask: saved.append(ctm)
            case .restore, .endLayer, .endShadow, .endMask: ctm = saved.popLast() ?? .identity
            case .maskWith: ctm = saved.last ?? .identity
            case .concat(let t): ctm = t.concatenating(ctm)
            case .text(let run): out.append((run, ctm))
            default: break
            }
        }
        return out
    }
}
