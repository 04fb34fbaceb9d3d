// The page's drawing told to a DrawingStream (DrawIR/DrawingStream.swift) while the deferred
// canvas body still runs (Run/DeferredBody.swift): after each statement, the commands it added
// to the canvas are lowered as `lowerView` lowers the canvas's own drawing, and handed on, so
// that a backend may start drawing (CairoBackend/SVGSpeculation.swift). It is a forecast: the
// page is lowered whole afterwards as always, and the backend checks the forecast against it.
// A stream that takes the drawing (DrawingStream.takesDrawing: a PNG drawn as it is made) has
// the commands it was told let go at once, so that a large canvas's drawing is never all in
// memory; the root then says so (`ViewNode.drawingHandedOn`) and lowers without them.

import DrawIR
import ViewGeometry

/// Follows the root canvas's drawing list, a statement at a time.
final class DrawingFeed {
    private let stream: any DrawingStream
    /// Commands of the list already lowered and told.
    private var lowered = 0
    private var live = true

    private let root: ViewNode

    /// Nil when the stream does not want the page, or the canvas's drawing is not lowered command
    /// by command from its first (it already has some).
    init?(_ stream: any DrawingStream, root: ViewNode) {
        guard root.content.isEmpty, stream.begin(width: root.bounds.width, height: root.bounds.height) else { return nil }
        self.stream = stream
        self.root = root
    }

    /// After a statement: the commands it added to `list`, lowered.
    func ran(_ list: DrawList) {
        guard live else { return }
        let n = list.items.count
        if n == lowered { return }
        if n < lowered { stop(); return }
        // (The statement's commands are read in a function of their own: the slice of the list
        // they are ends with it, so that emptying the list below keeps its one buffer, not a copy
        // of its whole room a statement.)
        guard hand(list.items[lowered..<n]) else { return }
        if stream.takesDrawing {
            // Drawn for good: the list keeps its room for the next statements' commands.
            list.items.removeAll(keepingCapacity: true)
            lowered = 0
            root.drawingHandedOn = true
        }
    }

    /// Lowers a statement's new commands into the stream; false when the page cannot follow
    /// them (told to stop).
    private func hand(_ new: ArraySlice<DrawCommand>) -> Bool {
        // A singular transform ends the lowering of everything after it in the canvas's drawing
        // (Lowering.lowerCommands), which single statements cannot follow.
        // So does a mask clip (it masks all that follows it).
        for c in new {
            if case .concat(let t, _) = c, t.determinant == 0 { stop(); return false }
            if case .clipMask = c { stop(); return false }
        }
        // Drawing that blends puts the canvas's whole drawing into a layer (Lowering.lowerView).
        if DrawCommand.blends(new) { stop(); return false }
        lowered += new.count
        stream.drew({ Lowering.lowerCommands(new, &$0) }) {
            // The canvas as it stands: a drawing fitted by a content mode, or a canvas that draws
            // nothing, is lowered otherwise than command by command (an empty prefix: the backend
            // then finds the forecast does not hold).
            var prefix: [Item] = [], after: [Item] = []
            guard root.contentFit == nil, let opened = Lowering.openView(root, &prefix) else { return ([], []) }
            Lowering.closeView(root, opened, &after)
            return (prefix, after)
        }
        return true
    }

    /// What was told will not be the page.
    func stop() {
        if live { live = false; stream.stop() }
    }
}
