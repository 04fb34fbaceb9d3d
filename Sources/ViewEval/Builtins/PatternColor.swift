// UIColor(patternImage:) (a file's name, or a UIImage): a color that paints with an image repeated from the origin of the
// coordinates it is drawn in, each tile the image's size in points. It fills a view's
// background (from the view's top-left corner of its bounds' origin) and a path's fill and
// stroke; drawImage(_:asPatternIn:) is UIImage.drawAsPattern(in:) (Kinds/Image.swift).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let patternColor = BuiltinType(
        type: .pattern,
        constructors: ["UIColor": [
            FunctionForm([Param("patternImage", .string)], .pattern) { a in
                .pattern(try a.run.loadImage(a[0].string, a.argRange(0))) },
            // Swift code's: a UIImage (UIImage.swift).
            FunctionForm([Param("patternImage", .image)], .pattern) { a in .pattern(image(a[0])) },
        ]].merging(cgPatternForms) { a, _ in a })

    /// A path block's fill(_:) and stroke(_:) with a pattern color.
    static func patternPaint(_ v: Value) -> Paint? {
        if case .pattern(let img) = v { return img.patternPaint }
        return nil
    }
}
