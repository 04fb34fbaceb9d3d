// Font files beside a .view file: `UIFont(name:size:)` (Builtins/Font.swift) names a family
// that is not installed, and a file `name.ttf`, `.otf` or `.ttc` (or the name as a file name
// with its extension) is read as images are — through the SourceLoader, inside the folder the
// compile may read, listed in depfiles — and added to the text engine's fonts. Each file and
// name is read once per compile (`Runner.fontFileCache`).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Runner {
    /// A font file beside the file that names it (`name` with .ttf, .otf or .ttc, or `name` as
    /// a file name with its extension), added to the text engine's fonts; its face named
    /// `name` (by PostScript or full name), else its first. nil when there is no such file.
    func fontFileFace(_ name: String, _ engine: TextLayoutEngine, _ r: SourceRange) throws -> FontFace? {
        guard let file = r.file else { return nil }
        let key = (file.absolutePath ?? file.path) + "\u{0}" + name
        if let done = fontFileCache[key] { return done }
        let face = try readFontFile(name, file, engine, r)
        fontFileCache[key] = face
        return face
    }

    private func readFontFile(_ name: String, _ file: SourceFile, _ engine: TextLayoutEngine, _ r: SourceRange) throws -> FontFace? {
        let ext = PathNames.pathExtension(name).lowercased()
        let candidates = ["ttf", "otf", "ttc"].contains(ext) ? [name] : ["ttf", "otf", "ttc", "TTF", "OTF"].map { name + "." + $0 }
        for path in candidates {
            let bytes: [UInt8]
            do {
                bytes = try loader.loadData(path, from: file, root: options.root, maxSize: 64 << 20)
            } catch let e as LoadError {
                // A file that is there but may not be read is an error; a missing one is not
                // (nor is any, for a compile that reads no files).
                if e.message.hasPrefix("cannot find") || e.message.hasPrefix("this compile cannot read files") { continue }
                throw Diagnostic.error(e.message.replacingAll("that images may read", with: "that font files may read")
                    .replacingAll("images are relative", with: "font files are relative")
                    .replacingAll("is a folder, not an image file", with: "is a folder, not a font file"), at: r)
            }
            try countOperations(1, r)
            let faces = engine.addFontFile(bytes)
            guard let first = faces.first else {
                throw Diagnostic.error("'\(path)' is not a font file fontconfig can read (TrueType, OpenType or a collection, whole: a file cut short is refused)", at: r)
            }
            let stem = PathNames.deletingExtension(name)
            return faces.first { $0.postScriptName == stem || $0.fullName == stem } ?? first
        }
        return nil
    }
}
