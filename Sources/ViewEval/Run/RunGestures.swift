// Running gesture recognizers (Builtins/Gestures.swift): making one, attaching it, its
// settings, and — in the preview, through EvalOptions.interaction — an instance that lives on
// between compiles: its state restored after its setup, the gestures for it delivered to its
// actions, its state kept for the next compile.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Runner {
    /// An instance's key: its class, where it is placed, and how many instances that placement
    /// made before it in this compile (stable while the files are unchanged).
    func instanceKey(_ c: Component, _ node: ViewNode) -> String {
        // The file by its place in the compile (its registry id changes from compile to compile).
        let r = node.range
        let file = units.first(where: { $0.tree.fileID == r.fileID })?.index ?? -1
        let base = "\(c.name)@\(file):\(r.lower)"
        let k = instanceCounts[base, default: 0]
        instanceCounts[base] = k + 1
        return "\(base)#\(k)"
    }

    /// `UITapGestureRecognizer(target: self, action: #selector(…))`.
    func makeRecognizer(_ k: Int32, _ n: NodeID) throws -> Value {
        guard let context = currentInstance else { try checkedError() }
        let m = unit.recognizerMakers[Int(k)]
        let r = RecognizerRef(Recognizer(kind: m.kind, action: m.action, unit: unit.index, function: m.function, passesRecognizer: m.passes,
                                         targetKey: context.key, ordinal: context.made.count))
        context.made.append(r)
        return .recognizer(r)
    }

    /// `addGestureRecognizer(r)`: UIKit attaches a recognizer to one view; adding it to another moves it.
    func attach(_ r: RecognizerRef, to node: ViewNode) {
        if let old = r.view { old.gestureRecognizers.removeAll { $0 === r } }
        r.view = node
        node.gestureRecognizers.append(r)
    }

    func setRecognizerSetting(_ r: RecognizerRef, _ name: String, _ v: Value, _ range: SourceRange) throws {
        func count(_ what: String) throws -> Int {
            let x = v.num
            guard x.isFinite, x >= 1, x == x.rounded(), x <= 10 else {
                throw Diagnostic.error("\(what) is a whole number from 1 to 10, not \(v.description)", at: range)
            }
            return Int(x)
        }
        switch name {
        case "numberOfTapsRequired": r.numberOfTapsRequired = try count("numberOfTapsRequired")
        case "numberOfTouchesRequired": r.numberOfTouchesRequired = try count("numberOfTouchesRequired")
        case "minimumNumberOfTouches": r.minimumNumberOfTouches = try count("minimumNumberOfTouches")
        case "maximumNumberOfTouches": r.maximumNumberOfTouches = try count("maximumNumberOfTouches")
        case "scale": r.scale = try Check.finite(v.num, range)
        case "rotation": r.rotation = try Check.finite(v.num, range)
        case "isEnabled": r.isEnabled = v.bool
        case "minimumPressDuration":
            let x = v.num
            guard x.isFinite, x >= 0, x <= 3600 else {
                throw Diagnostic.error("minimumPressDuration is a number of seconds from 0 to 3600, not \(v.description)", at: range)
            }
            r.minimumPressDuration = x
        case "allowableMovement":
            // Any distance in points: `.greatestFiniteMagnitude` (or `.infinity`) is a touch
            // that may travel anywhere, as UIKit compares the distance travelled with it.
            let x = v.num
            guard x >= 0 else {
                throw Diagnostic.error("allowableMovement is a distance in points, 0 or more, not \(v.description)", at: range)
            }
            r.allowableMovement = x
        case "direction":
            switch v {
            case .symbol(let s): r.directions = [s]
            case .list(let l): r.directions = l.compactMap { if case .symbol(let s) = $0 { return s }; return nil }
            default: break
            }
        default: break   // cancelsTouchesInView, delaysTouchesBegan/Ended: the preview has no touches to cancel or delay
        }
    }

    /// The preview's live instance: its state from the last compile, then the gestures for it,
    /// then its state kept for the next.
    func live(_ interaction: Interaction, _ context: InstanceContext, _ node: ViewNode, _ instanceFrame: Frame) throws {
        if let kept = interaction.instances[context.key] {
            for (i, v) in kept.slots.enumerated() where i < instanceFrame.slots.count {
                if let v { instanceFrame.slots[i] = .value(v) }
            }
            for (id, v) in kept.properties { try setViewProperty(node, Int(id), v, node.range, node.range) }
        }
        let mine = interaction.events.filter { $0.target == context.key }
        guard !mine.isEmpty else { return }
        if let asked = unit.recognizerDelegateMethod {
            report(Diagnostic(.warning, "the preview does not ask a recognizer's delegate ('\(asked.signature)'): its recognizers begin and recognise alone, as UIKit's do without one", at: asked.range))
        }
        var properties = interaction.instances[context.key]?.properties ?? []
        for e in mine {
            guard e.ordinal < context.made.count else { continue }
            let r = context.made[e.ordinal]
            guard r.isEnabled else { continue }
            r.state = e.state
            // A continuous gesture goes on from what the previous action left.
            let last = e.state == "began" ? nil : interaction.after["\(r.targetKey)#\(r.ordinal)"]
            r.translation = (last?.translation ?? .zero) + e.translationDelta
            r.scale = (last?.scale ?? 1) * e.scaleFactor
            r.rotation = (last?.rotation ?? 0) + e.rotationDelta
            r.velocity = e.velocity
            r.location = e.location
            r.speed = e.speed
            r.swipedDirection = e.direction
            let u = units[Int(r.unit)]
            let f = u.functions[Int(r.function)]
            let (savedActing, savedActed) = (acting, actedProperties)
            acting = node
            actedProperties = []
            defer { acting = savedActing }
            _ = try invoke(f, r.passesRecognizer ? [.recognizer(r)] : [], link: instanceFrame, at: nil)
            for (id, v) in actedProperties {
                properties.removeAll { $0.0 == id }
                properties.append((id, v))
            }
            actedProperties = savedActed
            r.state = "possible"
            interaction.ran(r)
        }
        interaction.instances[context.key] = Interaction.InstanceState(
            slots: instanceFrame.slots.map { if case .value(let v) = $0 { return v }; return nil }, properties: properties)
    }
}
