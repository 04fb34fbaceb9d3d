// What evaluation builds drawing into: a list of drawing commands (a view's content or a
// group's body) with the group state and line settings in force there, and where a statement
// runs (its target), which decides what it acts on.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// A list of drawing commands being built (a view's content or a group's body).
final class DrawList {
    @exclusivity(unchecked) var items: [DrawCommand] = []
    /// Set by a group's `alpha:`, `blendMode:` and `shadow:` (see Kinds/Group.swift).
    @exclusivity(unchecked) var groupStyle = GroupStyle()
    /// Line settings in force here (a group's `lineWidth:` and friends, as CGContext's
    /// graphics state): paths and context blocks inside start from them.
    @exclusivity(unchecked) var lineStyle = StrokeStyle()
    /// How deeply the images drawn in code that the items draw nest (`deepestImage`), found
    /// for the items up to `imagesScanned`: each item is looked at once, however often asked.
    private var imagesScanned = 0, imageDepth = 0

    /// The deepest nesting of images drawn in code among the items (0: none).
    func deepestImage() -> Int {
        if imagesScanned > items.count { (imagesScanned, imageDepth) = (0, 0) }
        for c in items[imagesScanned...] { imageDepth = max(imageDepth, c.imageDepth) }
        imagesScanned = items.count
        return imageDepth
    }
}

extension DrawCommand {
    /// How deeply the images drawn in code that this command draws nest: an image drawn into
    /// another's context (or its mask, or its pattern) is one deeper than those it draws.
    var imageDepth: Int {
        switch self {
        case .image(let img, _, _, _): return img.drawing?.depth ?? 0
        case .group(let inner, _), .layer(_, let inner, _), .shadowed(_, let inner, _), .clipMask(let inner, _):
            return inner.reduce(0) { max($0, $1.imageDepth) }
        default: return 0
        }
    }
}

/// What a group's `alpha:`, `blendMode:` and `shadow:` asked for.
struct GroupStyle {
    var alpha: Double = 1
    var blendMode: BlendMode?
    var shadow: Shadow?
}

/// Where a statement runs, which decides what it acts on.
enum Target {
    case file
    /// A view's body: the view and its drawing.
    case view(ViewNode, DrawList)
    /// A group's body.
    case drawing(DrawList)
    case path(PathState)
    case context(ContextState)

    /// Where Swift code runs when no draw(_:) or context block is running: a class's setup
    /// (`.view`) or a function called from where nothing draws (`.file`).
    var isSwiftCode: Bool {
        switch self {
        case .view, .file: return true
        default: return false
        }
    }

    /// Where drawing commands go, for the targets that draw.
    var drawList: DrawList? {
        switch self {
        case .view(_, let l), .drawing(let l): return l
        default: return nil
        }
    }
}
