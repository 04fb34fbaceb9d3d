// UIScreen as a value: `UIScreen.main` held in a variable, and a window's `screen`
// (`window?.screen.scale`, as scale-aware drawing code reads it). A drawing has one screen, the
// one `UIScreen.main.scale` and `.bounds` read (Kinds/Ambient.swift's Screen): its `scale` and
// `nativeScale` are the output's pixels a point (the view's contentScaleFactor, so that the
// driver evaluates again for each PNG scale), its `bounds` a fixed iPhone screen.

import ViewGeometry
import ViewSyntax

struct ScreenValue: ObjectPayload, Equatable {
    static var type: ValueType { .screen }
    var description: String { "UIScreen.main" }
    static func same(_ a: Ref<ScreenValue>, _ b: Ref<ScreenValue>) -> Bool { true }
}

extension Builtins {
    static let screen = BuiltinType(
        type: .screen,
        swiftNames: ["UIScreen"],
        members: [
            ("scale", Member(.number) { _, run, _ in run.readsContentScale = true; return .number(run.options.contentScaleFactor) }),
            ("nativeScale", Member(.number) { _, run, _ in run.readsContentScale = true; return .number(run.options.contentScaleFactor) }),
            ("bounds", Member(.rect) { _ in .rect(Rect(0, 0, Screen.size.width, Screen.size.height)) }),
        ])
}
