// Documents of many pages in formats of one page (SVG, PNG): an output name with a page number
// in it (`-o slide-%d.svg`) writes a file per page, `--page N` picks one page, and a document
// of many pages written to one plain SVG or PNG name is a usage error that says so. A PDF holds
// every page, so a pattern or --page with a PDF output is a usage error too.
//
// The pattern is printf's, for one number: `%d` the page number from 1, `%0Nd` the number
// zero-padded to N digits (N from 1 to 9: `%02d` gives 01, 02, … 10), `%%` a '%' itself; any
// other '%' is an error, so that a typo never becomes a file name.

import CairoBackend
import DrawIR
import FoundationEssentials
import Glibc
import ViewSyntax

/// An output name that may hold a page number.
public struct PageNamePattern: Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case text(String)
        case number(width: Int)
    }

    var parts: [Part]

    /// Whether the name has a page number in it (not only `%%`).
    public var hasNumber: Bool { parts.contains { if case .number = $0 { return true }; return false } }

    /// Parses `name`; throws a message for a '%' that starts nothing this syntax knows.
    public init(_ name: String) throws {
        var parts: [Part] = []
        var text = ""
        var i = name.startIndex
        func problem(_ what: String) -> DriverError {
            DriverError("'\(name)' has \(what): in an output name, %d is the page number (%02d pads it to two digits) and %% is a '%' itself")
        }
        while i < name.endIndex {
            let c = name[i]
            i = name.index(after: i)
            guard c == "%" else { text.append(c); continue }
            guard i < name.endIndex else { throw problem("a '%' at its end") }
            if name[i] == "%" { text.append("%"); i = name.index(after: i); continue }
            var width = 0
            if name[i] == "0" {
                let w = name.index(after: i)
                guard w < name.endIndex, let digit = name[w].wholeNumberValue, name[w].isASCII, digit >= 1,
                      name.index(after: w) < name.endIndex, name[name.index(after: w)] == "d" else {
                    throw problem("'%\(name[i...].prefix(3))', which is not a page number")
                }
                width = digit
                i = name.index(after: w)
            }
            guard name[i] == "d" else { throw problem("'%\(name[i])', which is not a page number") }
            i = name.index(after: i)
            if !text.isEmpty { parts.append(.text(text)); text = "" }
            parts.append(.number(width: width))
        }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    /// The name of page `page`'s file (or the name itself, `%%` unescaped, without a number).
    public func name(page: Int) -> String {
        // A plain loop: `joined()` on an array of strings costs a generic specialisation that
        // every compile pays at start-up for a one- or two-part name.
        var out = ""
        for part in parts {
            switch part {
            case .text(let t): out += t
            case .number(let w):
                let digits = String(page)
                if digits.count < w { out += String(repeating: "0", count: w - digits.count) }
                out += digits
            }
        }
        return out
    }
}

/// One file to write: a page (or every page, for a PDF) in a format.
public struct PlannedOutput: Sendable {
    public var path: String
    public var format: OutputFormat
    public var scale: Int
    /// The page an SVG or PNG shows (nil: a PDF, every page).
    public var page: Int?
    /// The pages this run writes to SVG files of this pattern, as relative hrefs from this file
    /// (its links to those pages point at them).
    public var pageFiles: [Int: String] = [:]

    public init(path: String, format: OutputFormat, scale: Int, page: Int?, pageFiles: [Int: String] = [:]) {
        self.path = path; self.format = format; self.scale = scale; self.page = page; self.pageFiles = pageFiles
    }
}

/// A mistake in how outputs and pages were asked for (exit status 64).
public struct PageUsageError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

public enum PageOutputs {
    /// What is wrong with the outputs and `--page` before anything is compiled, or nil.
    public static func usageProblem(_ outputs: [(name: String, format: OutputFormat)], page: Int?) -> String? {
        if let p = page, p < 1 { return "--page counts from 1, not \(p)" }
        for o in outputs where o.name != "-" {
            let pattern: PageNamePattern
            do { pattern = try PageNamePattern(o.name) } catch { return "\(error)" }
            if o.format == .pdf && pattern.hasNumber {
                return "'\(o.name)' has a page number, but a PDF holds every page: name one .pdf file (a page pattern is for SVG and PNG)"
            }
        }
        if page != nil, let pdf = outputs.first(where: { $0.format == .pdf }) {
            return "--page picks the page of an SVG or PNG, but '\(pdf.name)' is a PDF, which holds every page"
        }
        return nil
    }

    /// The files to write for a document of `pageCount` pages.
    public static func plan(_ outputs: [(name: String, format: OutputFormat, scale: Int)], pageCount: Int,
                            page: Int?) throws -> [PlannedOutput] {
        let has = pageCount == 1 ? "1 page" : "\(pageCount) pages"
        if let p = page, p > pageCount { throw PageUsageError(message: "--page \(p), but the document has \(has)") }
        var out: [PlannedOutput] = []
        for o in outputs {
            if o.format == .pdf {
                out.append(PlannedOutput(path: unescaped(o.name), format: .pdf, scale: o.scale, page: nil))
                continue
            }
            let pattern = o.name == "-" ? nil : try PageNamePattern(o.name)
            if let pattern = pattern, pattern.hasNumber {
                let pages = page.map { [$0] } ?? Array(1...pageCount)
                let names = Dictionary(uniqueKeysWithValues: pages.map { ($0, pattern.name(page: $0)) })
                // The links from a page's file to the others depend only on its folder: one map
                // a folder (most patterns have one), not a map of every page for every page,
                // which for thousands of pages would be most of the time and gigabytes.
                var byFolder: [String: [Int: String]] = [:]
                for n in pages {
                    var files: [Int: String] = [:]
                    if o.format == .svg {
                        let folder = PathNames.deletingLastComponent(names[n]!)
                        if let known = byFolder[folder] { files = known } else {
                            files = names.mapValues { relativeHref(from: names[n]!, to: $0) }
                            byFolder[folder] = files
                        }
                    }
                    out.append(PlannedOutput(path: names[n]!, format: o.format, scale: o.scale, page: n, pageFiles: files))
                }
                continue
            }
            if pageCount > 1 && page == nil {
                let kind = o.format == .svg ? "an SVG" : "a PNG"
                let stem = PathNames.deletingExtension(o.name), ext = PathNames.pathExtension(o.name)
                let example = o.name == "-" ? "-o page-%d.\(o.format.rawValue)" : "-o \(stem)-%d.\(ext.isEmpty ? o.format.rawValue : ext)"
                throw PageUsageError(message: "the document has \(has) and \(kind) holds one: write one file per page with a page number in the name (\(example)), or pick one with --page N")
            }
            let n = page ?? 1
            let path = o.name == "-" ? "-" : unescaped(o.name)
            let files = o.format == .svg && path != "-" ? [n: PathNames.lastComponent(path)] : [:]
            out.append(PlannedOutput(path: path, format: o.format, scale: o.scale, page: n, pageFiles: files))
        }
        return out
    }

    /// Warnings for what the planned outputs cannot carry: each SVG link to a page no file of
    /// this run holds (DocumentChecks.linksWithoutFiles), once per link.
    public static func warnings(_ ir: IRDocument, _ planned: [PlannedOutput]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var seen = Set<String>()
        guard planned.contains(where: { $0.format == .svg }) else { return [] }
        let destinations = ir.destinationPages
        for o in planned where o.format == .svg {
            for d in DocumentChecks.linksWithoutFiles(ir, page: o.page ?? 1, destinations: destinations, hasFile: { o.pageFiles[$0] != nil })
            where seen.insert("\(d.range)\u{0}\(d.message)").inserted {
                out.append(d)
            }
        }
        return out
    }

    /// A name without a page number, with `%%` as '%'.
    static func unescaped(_ name: String) -> String {
        (try? PageNamePattern(name))?.name(page: 0) ?? name
    }

    /// The path of `file` relative to the folder of `from` (both as the user wrote them, so
    /// both relative or both absolute): `slide-2.svg`, or `../p2/slide.svg` when the page number
    /// names a folder.
    static func relativeHref(from: String, to file: String) -> String {
        let a = PathNames.deletingLastComponent(from).split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let b = file.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let folder = Array(b.dropLast())
        var common = 0
        while common < a.count, common < folder.count, a[common] == folder[common] { common += 1 }
        let up = Array(repeating: "..", count: a.count - common)
        return (up + folder[common...].map(String.init) + [String(b.last ?? "")]).joined(separator: "/")
    }
}
