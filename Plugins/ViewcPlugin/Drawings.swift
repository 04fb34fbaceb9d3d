// What both plugins know about a target's drawings (Plugins/ViewcCommand/Drawings.swift is a
// link to this file): the viewc they run, which .view files are drawings, the outputs each
// gets from the viewc.json nearest above it, and the files its last compile read (its depfile).

import Foundation
import PackagePlugin

/// A viewc.json: the formats a folder's drawings are compiled to, and the PNG scales.
///
///     { "formats": ["svg", "png"], "scales": [1, 2, 3] }
///
/// Without one, a drawing becomes an SVG and PNGs at @1x, @2x and @3x (what an app's asset
/// catalog and a web page want); "png" without "scales" gives @1x, @2x and @3x.
struct DrawingSettings: Decodable {
    var formats: [String]?
    var scales: [Int]?
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

/// One drawing: its source, the files it becomes, and the depfile its compile writes.
struct Drawing {
    var source: URL
    /// The viewc.json that chose its outputs, if any (an input of its compile too).
    var settingsFile: URL?
    var outputs: [URL]
    var depfile: URL

    /// viewc's arguments: the plain compile's, with the target's folder as the root imports
    /// may read from.
    func arguments(root: URL) -> [String] {
        [source.path] + outputs.flatMap { ["-o", $0.path] } + ["--depfile", depfile.path, "--root", root.path]
    }
}

enum Drawings {
    static let settingsName = "viewc.json"

    /// The viewc the plugins run: $VIEWC, else the first viewc on PATH (`make install` puts it
    /// in PREFIX/bin). Not an executable target of the package: SwiftPM would build that for
    /// the host apart from the package's own modules, compiling swift-syntax and the whole
    /// compiler a second time in every package that uses the plugin.
    static func viewc() throws -> URL {
        let env = ProcessInfo.processInfo.environment
        if let v = env["VIEWC"], !v.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: v) else { throw PluginFailure("VIEWC names \(v), which is not an executable file") }
            return URL(fileURLWithPath: v)
        }
        for dir in (env["PATH"] ?? "/usr/local/bin:/usr/bin").split(separator: ":") {
            let candidate = String(dir) + "/viewc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        throw PluginFailure("viewc is not installed: run `make install` in viewc's checkout, or set VIEWC to the viewc to run")
    }

    /// A file is a drawing when a line starts with `canvas` or `document` and its `(` or `{`:
    /// the top-level declaration of what a compile draws. Other .view files only declare
    /// components and lets for import, as `viewc build` skips them.
    static func isDrawing(_ text: String) -> Bool { opens(text, "canvas") || opens(text, "document") }

    /// Whether a line of `text` starts with `word` followed by `(` or `{`.
    static func opens(_ text: String, _ word: String) -> Bool {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where line.hasPrefix(word) {
            let rest = line.dropFirst(word.count).drop { $0 == " " || $0 == "\t" }
            if rest.first == "(" || rest.first == "{" { return true }
        }
        return false
    }

    /// The viewc.json nearest above `file`, up to and including `root`, read and checked.
    static func settings(for file: URL, root: URL) throws -> (DrawingSettings, URL?) {
        var dir = file.deletingLastPathComponent().standardizedFileURL
        let top = root.standardizedFileURL.path
        while true {
            let candidate = dir.appendingPathComponent(settingsName)
            if FileManager.default.fileExists(atPath: candidate.path) {
                let s: DrawingSettings
                do { s = try JSONDecoder().decode(DrawingSettings.self, from: Data(contentsOf: candidate)) } catch {
                    throw PluginFailure("\(candidate.path): error: not a viewc.json ({\"formats\": [\"svg\", \"png\"], \"scales\": [1, 2, 3]}): \(error)")
                }
                for f in s.formats ?? [] where !["svg", "pdf", "png"].contains(f) {
                    throw PluginFailure("\(candidate.path): error: formats are \"svg\", \"pdf\" and \"png\", not \"\(f)\"")
                }
                for n in s.scales ?? [] where !(1...3).contains(n) {
                    throw PluginFailure("\(candidate.path): error: scales are 1, 2 and 3, not \(n)")
                }
                if s.formats?.isEmpty == true { throw PluginFailure("\(candidate.path): error: formats is empty") }
                return (s, candidate)
            }
            if dir.path == top || dir.path == "/" || !dir.path.hasPrefix(top) { return (DrawingSettings(), nil) }
            dir = dir.deletingLastPathComponent()
        }
    }

    /// The drawings among `files`, their outputs in `outDir`. Outputs are named by the
    /// drawing's file name (a bundle's resources are one flat folder), so two drawings of one
    /// name are an error naming both.
    static func plan(files: [URL], root: URL, outDir: URL, depDir: URL) throws -> [Drawing] {
        var drawings: [Drawing] = []
        var byName: [String: URL] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard let text = try? String(contentsOf: file, encoding: .utf8), isDrawing(text) else { continue }
            let name = file.deletingPathExtension().lastPathComponent
            if name.contains("%") {
                throw PluginFailure("\(file.path): error: a drawing's name cannot hold '%' (viewc reads it in an output's name as a page number)")
            }
            if let other = byName[name] {
                throw PluginFailure("\(file.path): error: another drawing is named \(name) (\(other.path)); a target's drawings become resources of one folder, so their names must differ")
            }
            byName[name] = file
            let (s, settingsFile) = try settings(for: file, root: root)
            var outputs: [URL] = []
            // A document of pages becomes one PDF, which holds every page: its SVGs and PNGs
            // would be a file a page, as many as it turns out to have, which a build cannot
            // declare before it runs.
            let formats = opens(text, "document") ? ["pdf"] : s.formats ?? ["svg", "png"]
            for format in formats {
                if format == "png" {
                    for scale in s.scales ?? [1, 2, 3] {
                        outputs.append(outDir.appendingPathComponent(scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png"))
                    }
                } else {
                    outputs.append(outDir.appendingPathComponent("\(name).\(format)"))
                }
            }
            drawings.append(Drawing(source: file, settingsFile: settingsFile, outputs: outputs,
                                    depfile: depDir.appendingPathComponent("\(name).d")))
        }
        return drawings
    }

    /// The files `file` imports (`import "parts/x.view"`), and theirs, read from the text:
    /// declared before the first compile writes a depfile, and so handled (not reported as
    /// unhandled files of the target) from the first build on.
    static func imports(of file: URL) -> [URL] {
        var found: [URL] = []
        var queue = [file]
        while let f = queue.popLast() {
            guard let text = try? String(contentsOf: f, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let t = line.drop { $0 == " " || $0 == "\t" }
                guard t.hasPrefix("import"), let open = t.firstIndex(of: "\""),
                      t[t.index(t.startIndex, offsetBy: 6)..<open].allSatisfy({ $0 == " " || $0 == "\t" }),
                      let close = t[t.index(after: open)...].firstIndex(of: "\"") else { continue }
                let name = String(t[t.index(after: open)..<close])
                let url = (name.hasPrefix("/") ? URL(fileURLWithPath: name)
                           : f.deletingLastPathComponent().appendingPathComponent(name)).standardizedFileURL
                if url != file.standardizedFileURL, !found.contains(url) { found.append(url); queue.append(url) }
            }
        }
        return found
    }

    /// The files a depfile (gcc's format, as viewc writes it) names as prerequisites: what the
    /// last compile of the drawing read — the file, its imports, their imports, its images.
    /// None when there is no depfile yet (the drawing was never built, so it is built anyway).
    static func inputs(ofDepfile depfile: URL) -> [URL] {
        guard let text = try? String(contentsOf: depfile, encoding: .utf8) else { return [] }
        // The first rule, its continuation lines joined.
        let rule = text.components(separatedBy: "\n\n")[0].replacingOccurrences(of: "\\\n", with: " ")
        var words: [String] = []
        var word = ""
        var afterColon = false
        var chars = Array(rule)
        chars.append("\n")
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, " #:%\\".contains(chars[i + 1]) {
                word.append(chars[i + 1]); i += 2; continue
            }
            if c == "$", i + 1 < chars.count, chars[i + 1] == "$" { word.append("$"); i += 2; continue }
            if !afterColon, c == ":", i + 1 < chars.count, chars[i + 1] == " " || chars[i + 1] == "\n" {
                afterColon = true; word = ""; i += 1; continue
            }
            if c == " " || c == "\n" || c == "\t" {
                if afterColon, !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(c)
            }
            i += 1
        }
        return words.map { URL(fileURLWithPath: $0) }
    }
}
