// The objects of the system that an app's view uses and a still frame has no use for: timers
// and display links (which would fire later), haptic feedback generators, the notification
// center, run loops, Core Animation transactions. Drawing code makes them, calls them and sets
// them as in an app; here each call does nothing and evaluates none of its arguments (a timer's
// block never fires), and what such an object gives is known only when it runs (it is nil).

import ViewSyntax

struct SystemObject: ObjectPayload {
    static var type: ValueType { .systemObject }
    let className: String
    var description: String { className }

    /// Functions that write to the app's console or check its state: a drawing has neither,
    /// so a call does nothing (its arguments are not evaluated) and gives nothing.
    static let consoleFunctions: Set<String> = ["print", "debugPrint", "NSLog", "dump"]

    /// The classes, and what makes an instance of each: `Name(…)`, `Name.method(…)` or `Name.member`.
    static let classes: Set<String> = Set<String>([
        "Timer", "CADisplayLink", "RunLoop", "NotificationCenter", "CATransaction", "DispatchWorkItem",
        "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator", "UIFeedbackGenerator",
        "UIAccessibility", "UIApplication", "UIDevice", "Bundle", "UserDefaults", "OperationQueue",
        // Core Animation's animations: a still picture shows the layers' model values.
        "CAAnimation", "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup", "CAMediaTimingFunction",
        "CATransition", "CAPropertyAnimation",
        // …and the values their settings take (`animation.fillMode = CAMediaTimingFillMode.forwards`).
        "CAMediaTimingFillMode", "CAMediaTimingFunctionName", "CAAnimationCalculationMode", "CAAnimationRotationMode",
        "CATransitionType", "CATransitionSubtype",
        // A touch and its event: a drawing receives none (the overrides that would are left
        // out), so a helper taking one is checked and never called.
        "UITouch", "UIEvent",
        // A navigation bar's or toolbar's item: a drawing is in neither, so a helper taking one
        // (a tip shown from a bar button) is checked and never called.
        "UIBarItem", "UIBarButtonItem",
        // A view controller's size transition: a drawing's size never changes, so
        // viewWillTransition(to:with:) is checked and never called.
        "UIViewControllerTransitionCoordinator",
        // The token a block observer of NotificationCenter is (`var observer: NSObjectProtocol?`),
        // and a notification and its name (`NSNotification.Name(rawValue: "moved")`).
        "NSObjectProtocol", "NSNotification", "Notification",
        // The edit menu a tap or a long press shows: a drawing receives neither.
        "UIMenuController", "UIMenuItem",
        // A view's interactions — drag and drop, context menus, pointer effects — and what their
        // delegates are given: nothing drags, drops, presses or points at a drawing, so an
        // interaction added does nothing and its delegate's methods are checked and never called.
        "UIInteraction", "UIDragInteraction", "UIDropInteraction", "UIContextMenuInteraction", "UIPointerInteraction",
        "UIDragSession", "UIDropSession", "UIDragDropSession", "UIDropProposal", "UIDragItem", "NSItemProvider",
        "UIDragPreview", "UITargetedDragPreview", "UIDragPreviewParameters", "UIContextMenuConfiguration",
        "UITargetedPreview", "UIPreviewParameters", "UIPointerRegion", "UIPointerRegionRequest", "UIPointerStyle",
    ]).union(senderControls)

    /// The controls an action's sender is typed as (`@IBAction func changed(_ sender: UISlider)`):
    /// a drawing has none (TypeTests.absentViewClasses) and nothing sends an action, so a method
    /// taking one is checked and never called; one made in code would be a view viewc does not
    /// draw, so making one is an error (CheckExpressions.swift).
    static let senderControls: Set<String> = ["UISlider", "UISwitch", "UIStepper", "UISegmentedControl"]

    /// UIAccessibility's settings, as a device reports them with each at iOS's default (off):
    /// `UIAccessibility.isReduceMotionEnabled` and the rest are false, and a drawing shows what
    /// a view draws for that (its full motion, transparency and colours).
    static let accessibilitySettings: Set<String> = [
        "isReduceMotionEnabled", "isReduceTransparencyEnabled", "isBoldTextEnabled", "isVoiceOverRunning",
        "isDarkerSystemColorsEnabled", "isInvertColorsEnabled", "isGrayscaleEnabled", "isMonoAudioEnabled",
        "isClosedCaptioningEnabled", "isSwitchControlRunning", "isGuidedAccessEnabled", "shouldDifferentiateWithoutColor",
        "isOnOffSwitchLabelsEnabled", "isVideoAutoplayEnabled", "isSpeakScreenEnabled", "isSpeakSelectionEnabled",
        "isShakeToUndoEnabled", "isAssistiveTouchRunning", "prefersCrossFadeTransitions", "buttonShapesEnabled",
    ]

    /// What UserDefaults' typed reads (`bool(forKey:)`, `string(forKey:)`, …) give for a key that
    /// holds nothing, as UserDefaults documents it: a drawing is its app's first launch, and a
    /// `set(_:forKey:)` is kept nowhere (it does nothing, as the object's other calls).
    static let absentDefaults: [String: (Value, VType)] = [
        "bool": (.bool(false), .bool), "integer": (.number(0), .number), "double": (.number(0), .number), "float": (.number(0), .number),
        "string": (.void, .optional(.string)), "object": (.void, .optional(.object(.systemObject))),
        "array": (.void, .optional(.object(.systemObject))), "dictionary": (.void, .optional(.object(.systemObject))),
        "stringArray": (.void, .optional(.list(.string))), "data": (.void, .optional(.object(.systemObject))),
        "url": (.void, .optional(.object(.systemObject))),
    ]

    /// What `UIDevice.current` reports that a still picture can know, as UIKit documents it
    /// for a device whose battery monitoring and orientation notifications are off (they are
    /// never on here: enabling them is a setting that changes nothing): `batteryLevel` −1.0,
    /// `batteryState` and `orientation` `.unknown`; an iPhone running iOS.
    static let deviceValues: [String: Value] = [
        "batteryLevel": .number(-1), "batteryState": .symbol("unknown"), "isBatteryMonitoringEnabled": .bool(false),
        "orientation": .symbol("unknown"), "isGeneratingDeviceOrientationNotifications": .bool(false),
        "userInterfaceIdiom": .symbol("phone"), "model": .string("iPhone"), "localizedModel": .string("iPhone"),
        "systemName": .string("iOS"),
    ]
}

extension Builtins {
    /// No constructors, members or methods of its own: the checker takes every use of one as
    /// doing nothing (CheckClosures.swift, `systemObjectUse`).
    static let systemObject = BuiltinType(type: .systemObject)
}
