// Font (UIFont): the text styles (`.body`, `Font.headline`, `UIFont.title1`), the system font
// (`Font.system(size:weight:)`, `UIFont.systemFont(ofSize:weight:)`,
// `UIFont.boldSystemFont(ofSize:)`, `UIFont.preferredFont(forTextStyle:)`) and installed
// families (`Font(name:size:weight:)`; whether the family is installed is checked where a
// label is given the font, with the text engine that will draw it).

import Foundation
import ViewGeometry
import ViewSyntax

extension Builtins {
    static let font = BuiltinType(
        type: .font,
        typeNames: ["Font", "UIFont"],
        constructors: ["Font": [
            FunctionForm([Param("name", .string), Param("size", N), Param("weight", .symbol, .symbol("regular"))], .font) { a in
                let family = a[0].string
                guard !family.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw Diagnostic.error("a font family name cannot be empty", at: a.range)
                }
                return .font(Font(family: family, size: try Fonts.size(a[1], a.range), weight: try Fonts.weight(a[2], a.range)))
            },
        ]],
        staticMember: { name, nr in
            if let f = Font.textStyle(name) { return .font(f) }
            if Fonts.functions.contains(name) {
                throw Diagnostic.error("'\(name)' is a function of Font; call it with '(…)'", at: nr)
            }
            throw Fonts.unknownTextStyle(name, nr)
        })

    /// `Font.system(…)` and the other functions written on the font type.
    static let fontFunctions: [String: [FunctionForm]] = [
        "system": [FunctionForm([Param("size", N), Param("weight", .symbol, .symbol("regular"))], .font) { a in
            .font(Font(family: nil, size: try Fonts.size(a[0], a.argRange(label: "size")), weight: try Fonts.weight(a[1], a.argRange(label: "weight"))))
        }],
        "systemFont": [FunctionForm([Param("ofSize", N), Param("weight", .symbol, .symbol("regular"))], .font) { a in
            .font(Font(family: nil, size: try Fonts.size(a[0], a.argRange(label: "ofSize")), weight: try Fonts.weight(a[1], a.argRange(label: "weight"))))
        }],
        "boldSystemFont": [FunctionForm([Param("ofSize", N)], .font) { a in
            .font(Font(family: nil, size: try Fonts.size(a[0], a.argRange(label: "ofSize")), weight: .bold))
        }],
        "preferredFont": [FunctionForm([Param("forTextStyle", .font)], .font) { a in
            guard case .font(let f) = a[0], f.textStyle != nil else {
                throw Diagnostic.error("'forTextStyle:' takes a text style such as .body", at: a.argRange(label: "forTextStyle"))
            }
            return a[0]
        }],
    ]
}

/// Font names, sizes and weights, checked.
enum Fonts {
    static let functions = ["system", "systemFont", "boldSystemFont", "preferredFont"]
    /// Font weights by their UIFont.Weight names.
    static let weightNames = FontWeight.allCases.map(\.rawValue)

    static func unknownTextStyle(_ s: String, _ r: SourceRange) -> Diagnostic {
        let names = Font.textStyles.map(\.name)
        let (hint, fix) = didYouMean(s, names, at: r, prefix: ".")
        return Diagnostic.error("unknown text style '.\(s)'\(hint) (UIFont.TextStyle: \(names.map { "." + $0 }.joined(separator: ", ")))", at: r, fixIts: fix)
    }

    static func size(_ v: Value, _ r: SourceRange) throws -> Double {
        let x = v.num
        guard x > 0 && x <= 10_000 else {
            throw Diagnostic.error("a font size is more than 0 and at most 10000 points, not \(formatNumber(x))", at: r)
        }
        return x
    }

    static func weight(_ v: Value, _ r: SourceRange) throws -> FontWeight {
        guard case .symbol(let s) = v else { throw Diagnostic.error("a font weight is a symbol such as .bold, not \(article(v))", at: r) }
        guard let w = FontWeight(rawValue: s) else { throw unknownWeight(s, r) }
        return w
    }

    static func unknownWeight(_ s: String, _ r: SourceRange) -> Diagnostic {
        let (hint, fix) = didYouMean(s, weightNames, at: r, prefix: ".")
        return Diagnostic.error("unknown font weight '.\(s)'\(hint) (UIFont.Weight: \(weightNames.map { "." + $0 }.joined(separator: ", ")))", at: r, fixIts: fix)
    }

    /// A call written on the font type that names no function: a text style (`Font.body()`)
    /// or a typo.
    static func unknownFunction(_ type: String, _ name: String, _ nr: SourceRange) -> Diagnostic {
        if Font.textStyle(name) != nil {
            return .error("'\(name)' is a text style, not a function; drop the '(…)'", at: nr)
        }
        let (hint, fix) = didYouMean(name, functions, at: nr)
        return .error("\(type) has no function '\(name)'\(hint)", at: nr, fixIts: fix)
    }
}
