import ViewcKit

/// A drawing for a page: its SVG, or its errors as the compiler prints them.
func svg(for source: String) -> String {
    let result = ViewCompiler.compile(source: source, formats: [.svg])
    guard let svg = result[.svg] else {
        return result.diagnostics.map(\.description).joined()
    }
    return String(decoding: svg, as: UTF8.self)
}
