// The view tree onto the IR, checked for the backend: every way viewc renders (compile, build,
// embed, the preview, ViewcKit) lowers through here, so nothing reaches cairo that the IR's
// validation (DrawIR/Validation.swift) has not seen — numbers in the range cairo and the
// formats hold, text every format can carry.

import CMalloc
import DrawIR
import FoundationEssentials
import Glibc
import ViewEval
import ViewSyntax

extension Driver {
    /// The document's IR and what its validation found: errors (nothing may be rendered) and
    /// warnings (a label's noncharacters, replaced in the IR returned), each at its item.
    /// `consumesDrawing`: the caller reads no path of the document's again (Lowering.lower);
    /// the pages of the paths let go are handed back to the system as lowering goes
    /// (CMalloc/malloc.c: they were made in the evaluating thread's arena).
    public static func lower(_ doc: Document, limits: Limits = Limits(), consumesDrawing: Bool = false) -> (ir: IRDocument, diagnostics: [Diagnostic]) {
        var ir = Lowering.lower(doc, consumesDrawing: consumesDrawing) { viewc_malloc_hand_back() }
        // Links to pages and destinations that do not exist, destinations named twice.
        let diagnostics = DocumentChecks.problems(ir) + IRValidator.validate(&ir, renderBudget: limits.maxRenderCost)
        return (ir, diagnostics)
    }
}
