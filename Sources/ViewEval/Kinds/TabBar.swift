// A UITabBar subclass: a view whose code draws a custom bar (a curved or notched background in
// draw(_:), a shape layer inserted under its items). Placed alone it has no items and no
// scroll view behind it, so since iOS 15 it shows its `scrollEdgeAppearance`, which when nil is
// its standard appearance with a transparent background (UIKit's documentation of
// `UITabBar.scrollEdgeAppearance`): no bar material and no shadow line — only what the view
// itself draws (its background colour, its drawing, its layers and subviews). Its settings of
// items and of the appearance (`unselectedItemTintColor`, `barTintColor`, `isTranslucent`,
// `backgroundImage`, `shadowImage`, `items`, …) are taken and change no picture.

import ViewSyntax

enum TabBarSettings {
    /// UITabBar's own settings, taken and not kept: none draws while the bar shows its
    /// transparent scroll-edge appearance with no items.
    static let taken: Set<String> = [
        "items", "selectedItem", "barTintColor", "unselectedItemTintColor", "isTranslucent", "barStyle",
        "backgroundImage", "shadowImage", "selectionIndicatorImage", "itemPositioning", "itemSpacing", "itemWidth",
        "standardAppearance", "scrollEdgeAppearance",
    ]
    /// Its settings a scroll view has too, declared there once (ScrollSettings.taken) and
    /// taken for a tab bar as well.
    static let sharedWithScrollView: Set<String> = ["delegate"]
}

extension Kinds {
    /// A tab bar's properties, set with `=` (ViewProperties.only tells them a UITabBar's).
    static let tabBarProperties: [Property<ViewNode>] = TabBarSettings.taken.sorted().map { name in
        Property(name, nil) { _, _, _, _, _ in }
    }
}

extension Builtins {
    /// The names a UITabBar subclass's code names without `self.`.
    static let tabBarSelfNames = uiViewNames.union(TabBarSettings.taken).union(TabBarSettings.sharedWithScrollView)
}
