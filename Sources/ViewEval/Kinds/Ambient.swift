// Ambient names and methods on `self`: what a drawing reads or calls without declaring it —
// a view's `bounds` and `traitCollection`, a page's `pageNumber`, a path block's
// `currentPoint`, a label block's `sizeToFit()` — one row each: its name, where it is
// known, its type (a name) or how its arguments are checked (a method), and how it runs. The
// checker resolves every one to `Res.ambient(row)`; evaluation runs the row. A new one is a
// row here (and a line in docs/language.md's table of ambient names, which a test compares).
// A view's members and methods are declared once, in Builtins/ViewValue.swift (and its
// properties' getters, Kinds/ViewProperties.swift): in a view class's code they are named
// without `self.` as Swift reads them (`leadingAnchor`, `addSubview(v)`,
// Checker.implicitSelfMember), one declaration for `v.name`, `self.name` and `name`; those a
// view's body reads too (`bounds`) are rows here made from that declaration
// (`Ambient(viewMember:)`), reading the view being made.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// Where an ambient name or method is known.
enum AmbientPlace: Equatable {
    /// A view's body (canvas, view, label, image, a component's body, an instance's block)
    /// and a Swift class's code, `draw(_:)` among it (`Checker.inView`); in a class's code
    /// also as `self.name`. Elsewhere the name is unknown.
    case view
    /// A page's body and the views in it, not a component's body (`Checker.inPage`).
    case page
    /// A `path { … }` block: declared as the block opens, so that they hide a name declared
    /// outside it (as the block's own would), and a `let` inside the block hides them.
    case path
    /// A statement in a `label { … }` block.
    case label
    /// A UIViewController subclass's code (also written `self.name`).
    case viewController

    /// The message for a name used where it is not known; nil when it is then an unknown name
    /// like any other (with a did-you-mean).
    func misplaced(_ name: String) -> String? {
        self == .page ? "'\(name)' is known inside a page's body (page(size:) { … } in a document), not here" : nil
    }

    /// Whether the code the checker is at stands in it (a path block's names are declared
    /// instead, `Checker.declarePathAmbients`).
    func contains(_ c: Checker) -> Bool {
        switch self {
        case .view: return c.inView
        case .page: return c.inPage
        case .path: return false
        case .label: if case .view(let v) = c.place { return v.kind == .label }; return false
        case .viewController: return c.currentClass?.swift?.isViewController == true
        }
    }

    /// Whether it is written as a statement (a method) rather than read (a name).
    var isMethod: Bool { self == .label }
}

/// One ambient name or method.
struct Ambient {
    let name: String
    let place: AmbientPlace
    /// A name's type (nil for a method).
    let type: VType?
    /// A method's message when it is called where it is not known (the checker says where it is).
    let misplaced: ((Checker) -> String)?
    /// A name's value where it is read (the node, for a message).
    let read: (Runner, NodeID) throws -> Value
    /// A method's check of its call `e` in the statement `s` (the name at `nameRange`): true
    /// when it may run; it reports what is wrong.
    let check: (Checker, _ s: NodeID, _ e: NodeID, _ nameRange: SourceRange) -> Bool
    /// A method's run, the statement `s` in `target`.
    let perform: (Runner, _ s: NodeID, Target) throws -> Void

    /// A name of type `type`, known in `place`.
    init(_ name: String, _ type: VType, _ place: AmbientPlace, read: @escaping (Runner, NodeID) throws -> Value) {
        self.name = name; self.place = place; self.type = type; misplaced = nil; self.read = read
        check = { _, _, _, _ in false }
        perform = { run, _, _ in try run.checkedError() }
    }

    /// UIView's member `name` (`Builtins.viewGetters`), read from the view being made: known
    /// in a view's body and a Swift class's code.
    init(viewMember name: String) {
        guard let g = Builtins.viewGetters[name] else { preconditionFailure("UIView has no member '\(name)'") }
        self.init(name, g.type, .view) { run, n in
            guard let v = run.selfView else { try run.checkedError() }
            return try g.read(v, run, { run.tree.range(n) })
        }
    }

    /// A method called on its own line in `place`.
    init(method name: String, _ place: AmbientPlace, misplaced: ((Checker) -> String)? = nil,
         check: @escaping (Checker, NodeID, NodeID, SourceRange) -> Bool,
         perform: @escaping (Runner, NodeID, Target) throws -> Void) {
        self.name = name; self.place = place; type = nil; self.misplaced = misplaced
        read = { run, _ in try run.checkedError() }
        self.check = check; self.perform = perform
    }
}

enum Ambients {
    /// Every ambient name and method, numbered in order (`Res.ambient`). A view's names come
    /// before a page's: an unknown name's did-you-mean lists them in this order.
    static let table: [Ambient] = [
        // UIView's own, in a view's body and a class's code: its members read from the view
        // being made. Its tintColor is as set so far on it and its superviews; its superview nil
        // until it is in one (in init(frame:) and a .view block's body).
        Ambient(viewMember: "bounds"),
        Ambient(viewMember: "frame"),
        Ambient(viewMember: "center"),
        Ambient(viewMember: "tintColor"),
        Ambient(viewMember: "backgroundColor"),
        Ambient(viewMember: "subviews"),
        Ambient(viewMember: "superview"),
        // The output's pixels a point; the driver evaluates again for each scale when the
        // drawing reads it.
        Ambient("contentScaleFactor", .number, .view) { run, _ in
            run.readsContentScale = true
            return .number(run.options.contentScaleFactor)
        },
        // The compile's content size category (Font.swift).
        Ambient("traitCollection", .object(.traitCollection), .view) { run, _ in
            .boxed(TraitCollection(preferredContentSizeCategory: run.options.contentSizeCategory))
        },

        Ambient(viewMember: "semanticContentAttribute"),
        Ambient(viewMember: "gestureRecognizers"),
        Ambient(viewMember: "layer"),

        // A view controller's view: the view its placement makes, which its code fills.
        Ambient("view", .view("UIView"), .viewController) { run, _ in
            guard let v = run.selfView else { try run.checkedError() }
            return .view(ViewRef(v))
        },

        // The page whose body is running (Kinds/Document.swift).
        Ambient("pageNumber", .number, .page) { run, _ in .number(Double(try run.page().number)) },
        Ambient("pageCount", .number, .page) { run, _ in .number(Double(try run.page().count)) },
        Ambient("layoutMargins", .insets, .page) { run, _ in .insets(try run.page().margins) },
        Ambient("layoutFrame", .rect, .page) { run, _ in
            let p = try run.page()
            return .rect(Rect(0, 0, p.size.width, p.size.height).inset(by: p.margins))
        },

        // The path block's UIBezierPath.bounds (control points included), CGPath's
        // boundingBoxOfPath (the tight box of the curve) and currentPoint (Kinds/Path.swift).
        Ambient("pathBounds", .rect, .path) { run, _ in .rect(run.pathState?.path.controlPointBounds ?? .null) },
        Ambient("boundingBoxOfPath", .rect, .path) { run, _ in .rect(run.pathState?.path.bounds ?? .null) },
        Ambient("currentPoint", .point, .path) { run, n in
            if let p = run.pathState?.path.currentPoint { return .point(p) }
            throw run.unset(n)
        },

        // A label sized to its text (Kinds/Label.swift).
        Ambient(method: "sizeToFit", .label,
                misplaced: { c in "'sizeToFit()' sizes a label to its text; call it inside a 'label { … }' block, not \(c.place.name)" },
                check: { c, _, e, _ in
                    c.typeArgs(ofCall: e)
                    guard c.tree.callArgCount(e) == 0 else { c.error("'sizeToFit()' takes no arguments", c.tree.range(c.tree.callArgValue(e, 0))); return false }
                    return true
                },
                perform: { run, s, target in try run.sizeToFit(target, run.tree.range(run.tree.callCallee(run.tree.expression(s)))) }),
    ]

    /// The rows by name.
    static let index: [String: Int32] = {
        var d: [String: Int32] = [:]
        for (i, a) in table.enumerated() { precondition(d.updateValue(Int32(i), forKey: a.name) == nil, "ambient '\(a.name)' twice") }
        return d
    }()

    /// The names known in `place`, in the table's order.
    static func names(in place: AmbientPlace) -> [String] { table.filter { $0.place == place }.map(\.name) }

}

extension Checker {
    /// The row of the ambient name `name` known here, if any (a path block's are declared).
    func ambientName(_ name: Name) -> Int32? {
        let ni = info(name)
        guard let k = ni.ambient, let p = ni.ambientPlace, !p.isMethod, p.contains(self) else { return nil }
        return k
    }

    /// The ambient names known here, for a did-you-mean (a path block's are in scope).
    var ambientCandidates: [String] {
        Ambients.table.filter { !$0.place.isMethod && $0.place.contains(self) }.map(\.name)
    }

    /// Declares a path block's ambient names in the scope being opened. A drawing may have
    /// 100,000 path blocks: the names are interned once, and the loop is a plain index (a
    /// debug build runs a `for … in` over an array through the generic iterator).
    func declarePathAmbients() {
        var i = 0
        while i < pathAmbientRows.count {
            declare(pathAmbientNames[i], .ambient(pathAmbientRows[i]))
            i += 1
        }
    }

    /// The method `row` called on its own line (`s`, the call `e`, its name at `nr`).
    func ambientCall(_ row: Int32, _ s: NodeID, _ e: NodeID, _ nr: SourceRange) {
        let a = Ambients.table[Int(row)]
        unit.res[s.index] = .error
        guard a.place.contains(self) else {
            typeArgs(ofCall: e)   // the arguments' own mistakes are reported too
            if let m = a.misplaced { error(m(self), nr) }
            return
        }
        if a.check(self, s, e, nr) { unit.res[s.index] = .ambient(row) }
    }

    /// `name(v)` taking one unlabelled argument of a kind (`fits`): the messages say `what`
    /// it takes and `kind` of value.
    func oneArgument(_ e: NodeID, _ name: String, _ what: String, _ kind: String, fits: (VType) -> Bool) -> Bool {
        guard tree.callArgCount(e) == 1, tree.callArgLabel(e, 0) == nil else {
            typeArgs(ofCall: e)
            error("'\(name)' takes \(what)", tree.range(e))
            return false
        }
        let v = tree.callArgValue(e, 0)
        guard let t = expr(v) else { return false }
        guard fits(t) else { error("'\(name)' takes \(kind), not \(article(t))", tree.range(v)); return false }
        return true
    }
}

extension Runner {
    /// The value of the one argument of the call that is the statement `s`.
    func argument(of s: NodeID) throws -> Value { try eval(tree.callArgValue(tree.expression(s), 0)) }

    /// The page whose body is running.
    func page() throws -> PageState {
        guard let p = currentPage else { try checkedError() }
        return p
    }
}

/// UIScreen.main, read as its `scale` (and `nativeScale`): the output's pixels a point, the
/// view's contentScaleFactor (so the driver evaluates again for each PNG scale), and its
/// `bounds`: a fixed iPhone screen of `Screen.size` points in portrait, whatever the canvas (a drawing has no screen; this one is documented, §13).
enum Screen {
    static let size = Size(393, 852)
    static let members = ["scale", "nativeScale", "bounds"]
}

extension Checker {
    /// `UIScreen.main.name` (`n`, the member `name` of `base`), or nil when `base` is not
    /// `UIScreen.main` or `UIScreen` is a name of the file's.
    func screenMember(_ n: NodeID, _ base: NodeID, _ name: String, _ nr: SourceRange) -> VType?? {
        if tree.kind(base) == .identifier, names[tree.nameOf(base)] == "UIScreen", lookup(tree.nameOf(base)) == nil {
            unit.res[base.index] = .none
            // `UIScreen.main` as a value (Builtins/Screen.swift); `.screens` and the rest: a
            // drawing has the one screen.
            if name == "main" {
                unit.res[n.index] = .constant(unit.constant(.boxed(ScreenValue())))
                return .some(.object(.screen))
            }
            unit.res[n.index] = .error
            error("UIScreen is read here as UIScreen.main.\(Screen.members.joined(separator: ", .")); a drawing has one screen", tree.range(n))
            return .some(nil)
        }
        guard tree.kind(base) == .member else { return nil }
        let m = tree.member(base)
        guard names[m.name] == "main", tree.kind(m.base) == .identifier, names[tree.nameOf(m.base)] == "UIScreen",
              lookup(tree.nameOf(m.base)) == nil else { return nil }
        unit.res[base.index] = .none
        unit.res[m.base.index] = .none
        switch name {
        case "scale", "nativeScale":
            unit.res[n.index] = .ambient(Ambients.index["contentScaleFactor"]!)
            return .some(.number)
        case "bounds":
            unit.res[n.index] = .constant(unit.constant(.rect(Rect(0, 0, Screen.size.width, Screen.size.height))))
            return .some(.rect)
        default:
            let (hint, fix) = didYouMean(name, Screen.members, at: nr)
            error("UIScreen.main has no member '\(name)' here (it has \(Screen.members.map { "'\($0)'" }.joined(separator: ", ")))\(hint)", nr, fixIts: fix)
            unit.res[n.index] = .error
            return .some(nil)
        }
    }
}
