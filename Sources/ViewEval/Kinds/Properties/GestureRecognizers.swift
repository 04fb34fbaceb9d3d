// `gestureRecognizers` (UIView.gestureRecognizers): the recognizers attached to the view, nil
// when there are none. Set, it replaces them, as UIKit's setter does: each one the view had is
// taken off and each one of the list attached in its order (`self.gestureRecognizers = [pan]`
// on a view with none is `addGestureRecognizer(pan)`); nil or [] takes them all off. A
// recognizer attached to another view moves here, as addGestureRecognizer(_:) moves it. An
// instance of the file's own recognizer class is a system object (Files.swift): set here, it
// attaches nothing.

import FoundationEssentials
import ViewGeometry
import ViewSyntax

extension ViewProperty {
    static let gestureRecognizers = ViewProperty(
        "gestureRecognizers", nil,
        checkType: { t, r in
            switch t {
            case .list(.recognizer?), .list(nil), .void, .optional(.void), .optional(.list(.recognizer?)), .optional(.list(nil)): return nil
            // The file's own recognizer classes' instances: system objects, attached to no effect.
            case .list(.object(.systemObject)?), .optional(.list(.object(.systemObject)?)): return nil
            default: return .error("'gestureRecognizers' is a list of gesture recognizers, or nil, not \(article(t))", at: r)
            }
        },
        get: ViewGetter(.optional(.list(.recognizer("UIGestureRecognizer")))) { v in
            v.gestureRecognizers.isEmpty ? .void : .list(v.gestureRecognizers.map { .recognizer($0) })
        }
    ) { run, v, x, _, _ in
        for r in v.gestureRecognizers { r.view = nil }
        v.gestureRecognizers.removeAll()
        guard case .list(let items) = x else { return }
        for case .recognizer(let r) in items { run.attach(r, to: v) }
    }
}
