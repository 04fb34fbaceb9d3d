// A UISlider subclass: a control whose code draws (tick marks under the track, a custom track
// in draw(_:)). UIKit draws a slider's track and thumb in subviews above the view's own
// drawing; viewc draws neither, as it draws no UISwitch, UIStepper or UISegmentedControl
// (docs/language.md §13), and says so with a warning at the class: the picture is what the
// class itself draws — its background colour, its drawing, its layers and subviews. Its
// settings (`value`, `minimumTrackTintColor`, `thumbTintColor`, …) are taken and change no
// picture; reading one back is an error. UISlider's layout methods (`trackRect(forBounds:)` and
// the rest) overridden are methods of the class, which UIKit's layout of the undrawn track
// never calls here (Check/CheckSwift.swift).

import ViewSyntax

enum SliderSettings {
    /// UISlider's own settings, taken and not kept: none draws while the track and thumb are
    /// not drawn.
    static let taken: Set<String> = [
        "value", "minimumValue", "maximumValue", "isContinuous", "minimumTrackTintColor", "maximumTrackTintColor",
        "thumbTintColor", "minimumValueImage", "maximumValueImage",
    ]
    /// UISlider's layout methods a subclass overrides, by their labels.
    static let layoutMethods: [String: [String?]] = [
        "trackRect": ["forBounds"], "thumbRect": ["forBounds", "trackRect", "value"],
        "minimumValueImageRect": ["forBounds"], "maximumValueImageRect": ["forBounds"],
    ]
}

extension Kinds {
    /// A slider's properties, set with `=` (ViewProperties.only tells them a UISlider's).
    static let sliderProperties: [Property<ViewNode>] = SliderSettings.taken.sorted().map { name in
        Property(name, nil) { _, _, _, _, _ in }
    }
}

extension Builtins {
    /// The names a UISlider subclass's code names without `self.`: a control's and the slider's.
    static let sliderSelfNames = controlSelfNames.union(SliderSettings.taken)
}
