// CALayer subclasses that draw, as Core Animation draws them. An instance (`Dial()`, placed
// with `addSublayer`) is a layer node of the view tree (Kinds/Layer.swift) whose class's code
// runs against a frame of its own, as a view class's does; a view whose class says
// `override class var layerClass: AnyClass { return Dial.self }` has such an instance as its
// layer: the view's node, with the layer's class and frame beside the view's (`self.layer as!
// Dial` reaches it). A subclass of CAShapeLayer or CAGradientLayer is such a class whose layers
// are shape or gradient layers too (their LayerContent's kind), the shape drawn over what
// draw(in:) draws (Lower/Lowering.swift). Core Animation lays out every layer that needs it, a
// view's own layer too: its class's layoutSublayers() runs as the view is laid out, and its
// `super.layoutSublayers()` runs the view's layoutSubviews().
//
// A layer draws only when it is displayed, and Core Animation displays it when asked:
// `setNeedsDisplay()` (or `display()`), `needsDisplayOnBoundsChange` with bounds that are not
// empty, a property set from outside the layer's code whose key the class's
// `needsDisplay(forKey:)` answers true for, and — for a view's layer — the view's class
// overriding draw(_:) (UIKit marks such a view's layer as needing display). It is displayed
// once the code of the view that made it has run (its setup and draw(_:)), as Core Animation
// displays layers when the transaction commits: `draw(in:)` runs with a context of the layer's
// bounds, and what it draws is the layer's own drawing, over its background and under its
// sublayers, confined to its bounds (its backing store). A layer's draw(in:) stands in for the
// view's draw(_:), which UIKit would call from CALayer's own draw(in:).

import DrawIR
import ViewGeometry
import ViewSyntax

/// Core Animation's display state of a layer of one of the file's CALayer subclasses.
final class LayerDisplay {
    /// setNeedsDisplay() was called since it was last displayed.
    var needsDisplay = false
    /// CALayer.needsDisplayOnBoundsChange.
    var onBoundsChange = false
    /// The properties set from outside its class's code since it was last displayed, for its
    /// class's needsDisplay(forKey:).
    var changedKeys: [String] = []
}

extension Runner {
    /// CALayer's `init(layer:)`, as Core Animation makes a presentation copy of a layer: the
    /// new layer takes the given layer's properties — its bounds, position, transform,
    /// opacity, hidden state, background color, masksToBounds and its layer style (corners,
    /// border, shadow, anchor point, mask). A subclass's stored properties are its own
    /// `override init(layer:)`'s to copy (`if let l = layer as? Dial { value = l.value }`).
    static func copyLayerProperties(_ source: ViewNode, to node: ViewNode) {
        (node.bounds, node.center, node.transform) = (source.bounds, source.center, source.transform)
        (node.alpha, node.isHidden, node.backgroundColor) = (source.alpha, source.isHidden, source.backgroundColor)
        (node.clipsToBounds, node.layer) = (source.clipsToBounds, source.layer)
    }

    /// An initializer of an instance made in code, run as it is made, against its stored
    /// properties' initial values (set now, and not again when it is made).
    func runInitNow(_ node: ViewNode, _ c: Component, _ instanceFrame: Frame, _ f: UserFunction, _ args: [Value]) throws {
        try initializeStoredEarly(node)
        let saved = (unit, frame, selfView, swiftTarget)
        (unit, frame, selfView, swiftTarget) = (c.unit, instanceFrame, node, .view(node, DrawList()))
        defer { (unit, frame, selfView, swiftTarget) = saved }
        _ = try invoke(f, args, link: instanceFrame, at: nil)
    }

    /// A layer node made for an instance of a subclass of CALayer (or of CAShapeLayer or
    /// CAGradientLayer, `kind`): no touches, not opaque, its own drawing made when it is
    /// displayed, and its class's shape or gradient drawn as those layers draw theirs.
    func makeLayerNode(_ node: ViewNode, _ kind: LayerContent.Kind) {
        madeDrawingLayers = true
        node.layerContent = LayerContent(kind: kind)
        node.kindInfo = Kinds.layerView
        node.isLayer = true
        node.isUserInteractionEnabled = false
        node.isOpaque = false
        node.layerDisplay = LayerDisplay()
    }

    /// A view's layer made by its class's `layerClass`, before the view's setup runs (UIView's
    /// init makes it): a shape or gradient layer's settings on the view's node, or an instance
    /// of the file's CALayer subclass, its stored properties and `init()` run.
    func makeViewLayer(_ sw: SwiftClass, _ node: ViewNode, in u: FileUnit) throws {
        guard let name = sw.layerClass else { return }
        if let k = LayerContent.Kind(rawValue: name) {
            if k != .plain {
                node.layerContent = LayerContent(kind: k)
                if node.kindInfo == nil { node.kindInfo = Kinds.layerView }
            }
            return
        }
        guard let lc = u.components[u.tree.names.intern(name)], let lsw = lc.swift else { try checkedError() }
        if let k = lsw.layerKind, k != .plain {
            node.layerContent = LayerContent(kind: k)
            if node.kindInfo == nil { node.kindInfo = Kinds.layerView }
        }
        let f = Frame(size: lc.frameSize)
        if !lsw.overrides.isEmpty { f.overrides = lsw.overrides }
        for (p, d) in zip(lc.params, try defaults(of: lc)) { f.slots[Int(p.slot)] = .value(d.value) }
        node.layerDisplay = LayerDisplay()
        madeDrawingLayers = true
        layerInstances[ObjectIdentifier(node)] = (node, lc, f)
        let saved = (unit, frame, selfView, pathState, contextState, swiftTarget)
        let list = DrawList()
        (unit, frame, selfView, pathState, contextState) = (lc.unit, f, node, nil, nil)
        swiftTarget = .view(node, list)
        defer { (unit, frame, selfView, pathState, contextState, swiftTarget) = saved }
        try execAll(lsw.stored, .view(node, list))
        for m in lsw.lazy {
            guard case .bind(let slot) = unit.res[m.index] else { continue }
            f.lazy = f.lazy ?? [:]
            f.lazy![slot] = m
        }
        if let k = lsw.inits.first(where: { unit.functions[Int($0)].params.isEmpty }) {
            _ = try invoke(unit.functions[Int(k)], [], link: f, at: nil)
        }
    }

    /// The layout pass reaching a view's layer made by its layerClass: Core Animation lays out
    /// every layer that needs it, a view's own layer too (a new one does), so its class's
    /// `layoutSublayers()` runs. The view's layoutSubviews() (`viewLayout`) is what CALayer's
    /// own layoutSublayers asks the layer's delegate, the view, for: it runs where the class
    /// calls `super.layoutSublayers()`, and not at all when it does not, as in UIKit. False
    /// (nothing run) when the layer's class has no layoutSublayers().
    func layoutViewLayer(_ node: ViewNode, then viewLayout: (() throws -> Void)?) throws -> Bool {
        guard let inst = layerInstances[ObjectIdentifier(node)], let lsw = inst.component.swift else { return false }
        let u = inst.component.unit
        guard let k = lsw.setup.first(where: { u.functions[Int($0)].name == "layoutSublayers" }) else { return false }
        let saved = (unit, frame, selfView, pathState, contextState, swiftTarget)
        if let viewLayout {
            // The view's code runs in its own context, whatever the layer's code set.
            delegatedLayout[ObjectIdentifier(node)] = {
                let inLayer = (self.unit, self.frame, self.selfView, self.pathState, self.contextState, self.swiftTarget)
                (self.unit, self.frame, self.selfView, self.pathState, self.contextState, self.swiftTarget) = saved
                defer { (self.unit, self.frame, self.selfView, self.pathState, self.contextState, self.swiftTarget) = inLayer }
                try viewLayout()
            }
        }
        (unit, frame, selfView, pathState, contextState) = (u, inst.frame, node, nil, nil)
        swiftTarget = .view(node, DrawList())
        defer {
            (unit, frame, selfView, pathState, contextState, swiftTarget) = saved
            delegatedLayout[ObjectIdentifier(node)] = nil
        }
        _ = try invoke(u.functions[Int(k)], [], link: inst.frame, at: nil)
        try commitTransaction()
        return true
    }

    /// The instance of a CALayer subclass a node's layer is, if any: the view's layer made by
    /// its layerClass, or the node made for the instance itself.
    func layerInstance(_ node: ViewNode) -> (node: ViewNode, component: Component, frame: Frame)? {
        if let i = layerInstances[ObjectIdentifier(node)] { return i }
        if let i = swiftInstance(node), i.component.swift?.isLayer == true { return i }
        return nil
    }

    /// Displays the layers of `root`'s tree that need it (itself among them), as Core
    /// Animation does when the code that set them up has run — not a layer (or a view) made in
    /// code whose init has run and the rest of its setup not yet (`madeEarly`): its own setup
    /// lays it out and then displays it.
    func displayLayers(_ root: ViewNode) throws {
        guard madeDrawingLayers else { return }
        if let d = root.layerDisplay, let inst = layerInstance(root), let sw = inst.component.swift, let draw = sw.draw,
           swiftInstances[ObjectIdentifier(inst.node)] != nil || layerInstances[ObjectIdentifier(inst.node)] != nil,
           madeEarly[ObjectIdentifier(root)] == nil, madeEarly[ObjectIdentifier(inst.node)] == nil {
            var wanted = d.needsDisplay || (d.onBoundsChange && !root.bounds.isEmpty)
            if !wanted, !d.changedKeys.isEmpty, let ask = needsDisplayForKey(inst.component) {
                for key in d.changedKeys where try invoke(inst.component.unit.functions[Int(ask)], [.string(key)], link: inst.frame, at: nil).bool {
                    wanted = true
                    break
                }
            }
            if wanted {
                d.needsDisplay = false
                d.changedKeys = []
                try display(root, inst, draw)
            }
        }
        for s in root.subviews { try displayLayers(s) }
    }

    /// The class's `override class func needsDisplay(forKey:)`, if it has one.
    func needsDisplayForKey(_ c: Component) -> Int32? {
        c.swift?.table.first { f in
            let fn = c.unit.functions[Int(f.function)]
            return fn.isStatic && fn.name == "needsDisplay" && fn.params.map(\.label) == ["forKey"]
        }?.function
    }

    /// draw(in:) with a context of the layer's bounds: what it draws is the node's own drawing.
    func display(_ node: ViewNode, _ inst: (node: ViewNode, component: Component, frame: Frame), _ draw: Int32) throws {
        let list = DrawList()
        let saved = (unit, frame, selfView, pathState, contextState, swiftTarget)
        let cs = ContextState(list: list)
        (unit, frame, selfView, pathState, contextState) = (inst.component.unit, inst.frame, node, nil, cs)
        swiftTarget = .context(cs)
        defer { (unit, frame, selfView, pathState, contextState, swiftTarget) = saved }
        try nest(node.range) {
            _ = try invoke(unit.functions[Int(draw)], [.context], link: inst.frame, at: nil)
            try commitTransaction()
        }
        // Core Animation restores the context after draw(in:): an unbalanced save is closed here.
        while let s = cs.saved.popLast() { cs.close(s, upTo: s.range) }
        node.content = list.items
        node.contentCommandCount = node.content.count
    }
}
