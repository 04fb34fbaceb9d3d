// UIKit's gesture recognizers in the Swift subset: `UITapGestureRecognizer`,
// `UIPanGestureRecognizer`, `UIPinchGestureRecognizer`, `UIRotationGestureRecognizer` and
// `UISwipeGestureRecognizer` and `UILongPressGestureRecognizer`, made with `(target: self, action: #selector(method))` and
// attached with `addGestureRecognizer(_:)`. A recognizer is a reference, as in UIKit: its
// settings (`numberOfTapsRequired`, `direction`, …) are set with `=`, and in its action it
// carries the gesture (`state`, `translation(in:)`, `velocity(in:)`, `scale`, `rotation`).
//
// A still drawing never runs an action: static outputs ignore recognizers, `dump tree` lists
// them. `viewc preview` runs them through an `Interaction` (EvalOptions.interaction): the
// events it gives are delivered to the instance whose recognizer recognised them, after the
// instance's setup and before its draw(_:), and the instance's state — its stored properties
// and the view properties its actions set — is kept there between compiles, so that the
// instance lives on as a view on a device does.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// The recognizer classes of the subset.
public enum GestureKind: String, CaseIterable, Sendable {
    case tap = "UITapGestureRecognizer"
    case pan = "UIPanGestureRecognizer"
    case pinch = "UIPinchGestureRecognizer"
    case rotation = "UIRotationGestureRecognizer"
    case swipe = "UISwipeGestureRecognizer"
    case longPress = "UILongPressGestureRecognizer"

    /// Whether a class of that name is one of UIKit's recognizers (`UIGestureRecognizer` too).
    static func isRecognizerClass(_ name: String) -> Bool {
        name == "UIGestureRecognizer" || GestureKind(rawValue: name) != nil
    }

    /// The short name the preview uses (`tap`, `pan`, …).
    public var short: String {
        switch self {
        case .tap: return "tap"
        case .pan: return "pan"
        case .pinch: return "pinch"
        case .rotation: return "rotation"
        case .swipe: return "swipe"
        case .longPress: return "longPress"
        }
    }
}

/// UIGestureRecognizer.State's cases and UISwipeGestureRecognizer.Direction's.
let gestureStates = ["possible", "began", "changed", "ended", "cancelled", "failed", "recognized"]
let swipeDirections = ["right", "left", "up", "down"]

/// A state as compared: UIKit's `UIGestureRecognizer.State.recognized` is another name of
/// `.ended` (both are raw value 3), so a state held as either is that one state, in `==` and
/// in a `case` — unless an enum of the file has a case of that name, whose cases are its own.
func comparedGestureState(_ v: Value, _ enums: [EnumInfo]) -> Value {
    v == .symbol("recognized") && !enums.contains(where: { $0.cases.contains("recognized") }) ? .symbol("ended") : v
}

/// The enums UIKit's recognizers bring, as the checker knows a class's own.
let builtinEnums: [String: EnumInfo] = [
    "UIGestureRecognizer.State": EnumInfo(name: "UIGestureRecognizer.State", cases: gestureStates, raw: nil),
    "UISwipeGestureRecognizer.Direction": EnumInfo(name: "UISwipeGestureRecognizer.Direction", cases: swipeDirections, raw: nil),
]

/// A gesture recognizer made in a class's code, held in a `Ref` (a `RecognizerRef`, equal only
/// to itself, which the view it is attached to and every value of it share): its kind, its
/// target and action, its settings, and while its action runs, the gesture it recognised.
public typealias RecognizerRef = Ref<Recognizer>

public struct Recognizer {
    public let kind: GestureKind
    /// The action's full name (`pan(recognizer:)`).
    public let action: String
    /// The action: `unit.functions[function]` of the file `unit`; whether it takes the recognizer.
    let unit: Int32
    let function: Int32
    let passesRecognizer: Bool
    /// The instance whose method the action is (the `target: self`), by its key
    /// (Interaction), and this recognizer's number among those the instance made.
    public let targetKey: String
    public let ordinal: Int
    /// The view it is attached to (`addGestureRecognizer(_:)`).
    public weak var view: ViewNode?

    // Settings.
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    /// The swipe directions it recognises (UIKit's default: right).
    public var directions: [String] = ["right"]
    /// Long press: how long the finger must stay down (seconds; UIKit's default 0.5), and how
    /// far it may move meanwhile (points; UIKit's default 10).
    public var minimumPressDuration = 0.5
    public var allowableMovement = 10.0
    public var isEnabled = true

    // The gesture, while the action runs.
    public var state = "possible"
    /// Pan: the translation since the gesture began (or since setTranslation), and the
    /// velocity, in points of the recognizer's view (points a second).
    public var translation = Point.zero
    public var velocity = Point.zero
    /// Where the touch is, in the recognizer's view.
    public var location = Point.zero
    /// Pinch: the scale since it began (settable, to 1 for increments); rotation in radians.
    public var scale = 1.0
    public var rotation = 0.0
    /// Pinch and rotation: scale or radians a second.
    public var speed = 0.0
    /// Swipe: the direction it went.
    public var swipedDirection: String?

    init(kind: GestureKind, action: String, unit: Int32, function: Int32, passesRecognizer: Bool, targetKey: String, ordinal: Int) {
        self.kind = kind; self.action = action; self.unit = unit; self.function = function
        self.passesRecognizer = passesRecognizer; self.targetKey = targetKey; self.ordinal = ordinal
    }

    /// How `dump tree` lists it.
    public var summary: String {
        var s = "\(kind.rawValue) → \(action)"
        if kind == .tap && numberOfTapsRequired != 1 { s += ", taps = \(numberOfTapsRequired)" }
        if kind == .swipe { s += ", direction = " + directions.map { "." + $0 }.joined(separator: " ") }
        if kind == .longPress && minimumPressDuration != 0.5 { s += ", minimumPressDuration = \(formatNumber(minimumPressDuration))" }
        if !isEnabled { s += ", disabled" }
        return s
    }
}

/// One recognised gesture, to deliver to the instance `target`'s recognizer `ordinal`. A
/// continuous gesture's values are given as changes since its previous event: the recognizer
/// goes on from what its action left (`setTranslation(.zero, in:)`, `scale = 1`), as UIKit's does.
public struct GestureEvent: Sendable, Equatable {
    public var target: String
    public var ordinal: Int
    /// began, changed, ended, cancelled (continuous gestures), ended (tap, swipe: UIKit's
    /// `.recognized` is `.ended`).
    public var state: String
    /// Pan: the movement since the previous event, in the recognizer's view's points.
    public var translationDelta = Point.zero
    /// Pinch: the factor since the previous event; rotation: radians since it.
    public var scaleFactor = 1.0
    public var rotationDelta = 0.0
    public var velocity = Point.zero
    public var location = Point.zero
    public var speed = 0.0
    public var direction: String?

    public init(target: String, ordinal: Int, state: String) {
        self.target = target; self.ordinal = ordinal; self.state = state
    }
}

/// What the recognizer's settable values were after its action ran (the preview continues
/// the gesture from them: `setTranslation(.zero, in:)`, `scale = 1`).
public struct RecognizerAfter: Sendable, Equatable {
    public var translation: Point
    public var scale: Double
    public var rotation: Double
}

/// The live state of the instances of a previewed drawing, and the gestures to deliver in the
/// next compile. One compile at a time uses it.
public final class Interaction: @unchecked Sendable {
    /// An instance's state after its last action: its frame's slots and the view properties
    /// its actions set (by property number, the last value of each).
    struct InstanceState {
        var slots: [Value?]
        var properties: [(Int32, Value)]
    }
    var instances: [String: InstanceState] = [:]
    /// Delivered, in order, by the next compile; emptied by it.
    public var events: [GestureEvent] = []
    /// After the compile: the recognizers' values after their actions, by "key#ordinal".
    public private(set) var after: [String: RecognizerAfter] = [:]
    /// How many actions the last compile ran.
    public private(set) var actionsRun = 0

    public init() {}

    /// Forgets every instance's state: the next compile makes them anew.
    public func reset() { instances = [:]; events = []; after = [:] }
    public var isEmpty: Bool { instances.isEmpty }

    func began() { actionsRun = 0 }
    func ran(_ r: RecognizerRef) {
        actionsRun += 1
        after["\(r.targetKey)#\(r.ordinal)"] = RecognizerAfter(translation: r.translation, scale: r.scale, rotation: r.rotation)
    }
}

/// The recognizers an instance makes while its code runs, and its key.
final class InstanceContext {
    let key: String
    var made: [RecognizerRef] = []
    init(key: String) { self.key = key }
}

extension Builtins {
    static func recognizer(_ v: Value) -> RecognizerRef? {
        if case .recognizer(let r) = v { return r }
        return nil
    }

    /// The gesture's values are in points of the recognizer's view; `in:` names that view
    /// (or its target).
    static let recognizerValue = BuiltinType(
        type: .recognizer,
        typeNames: [],
        members: [
            ("state", Member(.enumeration("UIGestureRecognizer.State")) { .symbol(recognizer($0)?.state ?? "possible") }),
            ("scale", Member(.number) { .number(recognizer($0)?.scale ?? 1) }),
            ("rotation", Member(.number) { .number(recognizer($0)?.rotation ?? 0) }),
            ("velocity", Member(.number) { .number(recognizer($0)?.speed ?? 0) }),
            ("direction", Member(.enumeration("UISwipeGestureRecognizer.Direction")) {
                .symbol(recognizer($0).map { $0.swipedDirection ?? $0.directions.first ?? "right" } ?? "right") }),
            ("numberOfTapsRequired", Member(.number) { .number(Double(recognizer($0)?.numberOfTapsRequired ?? 1)) }),
            ("numberOfTouchesRequired", Member(.number) { .number(Double(recognizer($0)?.numberOfTouchesRequired ?? 1)) }),
            ("minimumPressDuration", Member(.number) { .number(recognizer($0)?.minimumPressDuration ?? 0.5) }),
            ("allowableMovement", Member(.number) { .number(recognizer($0)?.allowableMovement ?? 10) }),
            ("isEnabled", Member(.bool) { .bool(recognizer($0)?.isEnabled ?? true) }),
            // Optional, as UIKit's: nil until the recognizer is added to a view.
            ("view", Member(.optional(.view("UIView"))) { v in recognizer(v)?.view.map { .view(ViewRef($0)) } ?? .void }),
        ],
        methods: [
            "translation": [MethodForm([Param("in", nil)], .point) { v, _ in .point(recognizer(v)?.translation ?? .zero) }],
            "velocity": [MethodForm([Param("in", nil)], .point) { v, _ in .point(recognizer(v)?.velocity ?? .zero) }],
            "location": [
                MethodForm([Param("in", nil)], .point) { v, _ in .point(recognizer(v)?.location ?? .zero) },
                // A gesture here is made with one touch (the preview's pointer): touch 0's is the
                // gesture's location; another index is out of range, as UIKit raises.
                MethodForm([Param("ofTouch", N), Param("in", nil)], .point) { v, a in
                    guard a.num(0) == 0 else {
                        throw Diagnostic.error("touch \(formatNumber(a.num(0))) is out of range: the gesture has one touch (index 0)", at: a.argRange(0))
                    }
                    return .point(recognizer(v)?.location ?? .zero) },
            ],
            // One recognizer waiting for another to fail (a tap for a double tap): a drawing
            // has no gestures, so it is accepted and changes nothing; the preview's arena does
            // not make the recognizer wait (docs/language.md says so).
            "require": [MethodForm([Param("toFail", .recognizer)], .void) { _, _ in .void }],
            "setTranslation": [MethodForm([Param(nil, .point), Param("in", nil)], .void) { v, a in
                try Check.finiteValue(a[0], a.range)
                recognizer(v)?.translation = a.point(0)
                return .void }],
        ])
}
