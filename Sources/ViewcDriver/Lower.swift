// The view tree onto the IR, checked for the backend: every way viewc renders (compile, build,
// embed, the preview, ViewcKit) lowers through here, so nothing reaches cairo that the IR's
// validation (DrawIR/Validation.swift) has not seen — numbers in the range cairo and the
// formats hold, text every format can carry.

import DrawIR
import FoundationEssentials
import Glibc
import ViewEval
import ViewSyntax

extension Driver {
    /// The document's IR and what its validation found: errors (nothing may be rendered) and
    /// warnings (a label's noncharacters, replaced in the IR returned), each at its item.
    public static func lower(_ doc: Document, limits: Limits = Limits()) -> (ir: IRDocument, diagnostics: [Diagnostic]) {
        var ir = Lowering.lower(doc)
        // Links to pages and destinations that do not exist, destinations named twice.
        let diagnostics = DocumentChecks.problems(ir) + IRValidator.validate(&ir, renderBudget: limits.maxRenderCost)
        return (ir, diagnostics)
    }
}
