// Batch builds (`viewc build`): every .view file given or found under the given folders,
// compiled in one process on every core, into an output folder that mirrors the sources'
// sub-folders. Files without a canvas only declare components for others to import and are
// skipped. A file whose outputs are newer than every file it read last time (the manifest in
// the output folder remembers them: main file, imports, images), and that was built with the
// same options, is not built again. A failing file is reported and the others are still
// written. The bytes of every output are the same whatever the number of jobs, and the same
// as `viewc FILE -o OUT` gives.
//
// The command line prints (BuildEvent); this file plans, schedules and decides.

import CairoBackend
import DrawIR
import FoundationEssentials
import Glibc
import ViewEval
import ViewSyntax

/// What to build and how.
public struct BuildRequest: Sendable {
    /// Files and folders, as given.
    public var sources: [String]
    public var outDir: String
    public var formats: [OutputFormat] = [.svg]
    /// PNG scales: 1 writes name.png, 2 and 3 name@2x.png and name@3x.png.
    public var scales: [Int] = [1]
    /// Every file's compile options (CompileOptions.swift): `-D`, `--root`, the limits, Dynamic
    /// Type, `--max-input-size`, `--warnings-as-errors`. Each file is its own input.
    public var options = CompileOptions(input: "-")
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Build even what is up to date.
    public var force = false
    /// Also write a make/ninja depfile beside each file's first output (`name.svg.d`).
    public var depfiles = false
    /// Anything else that changes the outputs' bytes (the compiler's version): outputs made
    /// with another stamp are built again.
    public var stamp = ""
    public init(sources: [String], outDir: String) { self.sources = sources; self.outDir = outDir }
}

extension BuildRequest {
    /// `--format` as written: svg, pdf and png, comma-separated; each once, in the order given.
    public static func formats(_ text: String) throws -> [OutputFormat] {
        var out: [OutputFormat] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingBlanks().lowercased() }) {
            guard let f = OutputFormat(rawValue: name) else {
                throw UsageError("--format takes svg, pdf and png, comma-separated, not '\(name)'")
            }
            if !out.contains(f) { out.append(f) }
        }
        return out
    }

    /// `--scale` as written: 1, 2 and 3, comma-separated, each once; nil is 1. Scales are for
    /// PNG, so `formats` must hold png when any is given.
    public static func scales(_ text: String?, formats: [OutputFormat]) throws -> [Int] {
        guard let text else { return [1] }
        var out: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingBlanks() }) {
            guard let s = Int(part), [1, 2, 3].contains(s) else {
                throw UsageError("--scale takes 1, 2 and 3, comma-separated, not '\(part)'")
            }
            if !out.contains(s) { out.append(s) }
        }
        if !formats.contains(.png) { throw UsageError("--scale is for PNG, and --format has no png") }
        return out
    }

    /// The request's own checks, before anything is read: sources given and not standard
    /// input, a folder to write that is not standard output, at least one job, one format.
    public func check() throws {
        if sources.isEmpty { throw UsageError("nothing to build: give .view files or folders") }
        if sources.contains("-") { throw UsageError("build reads files and folders, not standard input") }
        if formats.isEmpty { throw UsageError("--format needs at least one of svg, pdf and png") }
        if scales.isEmpty || scales.contains(where: { ![1, 2, 3].contains($0) }) { throw UsageError("--scale takes 1, 2 and 3") }
        if scales != [1] && !formats.contains(.png) { throw UsageError("--scale is for PNG, and --format has no png") }
        if jobs < 1 { throw UsageError("-j needs at least 1 job") }
        // A build writes a folder: not the current one by an empty name, not standard output.
        if outDir.isEmpty { throw UsageError("-o needs a folder name, not an empty one (use . for the current folder)") }
        if outDir == "-" { throw UsageError("a build writes a folder of files, not standard output: give -o a folder name") }
    }
}

/// One source and the outputs it makes.
public struct BuildItem: Sendable {
    /// The path as given or found (used in messages and diagnostics).
    public var source: String
    /// The output path without extension, relative to the output folder (`icons/star`).
    public var stem: String
    /// The folder imports may read: --root, else the folder argument it was found under,
    /// else its own folder.
    public var root: String?
    public var outputs: [(path: String, format: OutputFormat, scale: Int)]
}

/// What became of one item.
public enum BuildOutcome: Sendable {
    /// Written; the warnings it had and the outputs written (a document's SVG and PNG are a
    /// file a page: `deck-1.svg`, `deck-2.svg`, …), in order; not the depfile.
    case built([Diagnostic], written: [String])
    case upToDate
    /// No canvas: a file of components for import.
    case skipped
    /// Nothing of it written; why.
    case failed([Diagnostic])
}

/// The totals of a build.
public struct BuildSummary: Sendable {
    public var built = 0, upToDate = 0, skipped = 0, failed = 0
    /// `-D` names that no file of the build declares (an error, as for one file).
    public var unusedDefines: [String] = []
    /// Stopped (SIGINT, SIGTERM) before every file was looked at: the files in progress were
    /// finished and recorded, the rest not started.
    public var interrupted = false
    public var succeeded: Bool { failed == 0 && unusedDefines.isEmpty && !interrupted }
}

extension Driver {
    /// The items of a build, sorted by output path; throws for a missing source and for two
    /// sources that would write the same output.
    public static func planBuild(_ req: BuildRequest) throws -> [BuildItem] {
        var skipped: [String] = []
        return try planBuild(req, skipped: &skipped)
    }

    /// The items of a build; `skipped` gets a warning for each `.view` name found under a
    /// folder that is not a file (a FIFO, a socket, a device: reading one could block the
    /// build forever, or never end), which is left out.
    public static func planBuild(_ req: BuildRequest, skipped: inout [String]) throws -> [BuildItem] {
        let fm = FileManager.default
        let outKey = samePathKey(req.outDir)
        var outIsDir: Bool = false
        if fm.fileExists(atPath: req.outDir, isDirectory: &outIsDir), !outIsDir {
            throw DriverError("\(req.outDir) is a file; the output of a build is a folder")
        }
        var found: [(source: String, stem: String, root: String?)] = []
        for src in req.sources {
            var isDir: Bool = false
            guard fm.fileExists(atPath: src, isDirectory: &isDir) else { throw DriverError("no such file or folder: \(src)") }
            if !isDir {
                let name = URL(fileURLWithPath: src).lastPathComponent
                found.append((src, PathNames.deletingExtension(name), req.options.eval.root))
                continue
            }
            let base = URL(fileURLWithPath: src).standardizedFileURL.path
            let root = req.options.eval.root ?? base
            var notFiles: [(String, String)] = []
            let files = viewFiles(under: base, skipping: outKey, notFiles: &notFiles)
            for (rel, kind) in notFiles {
                skipped.append("\(src.hasSuffix("/") ? src + rel : src + "/" + rel) is \(kind), not a file; it is skipped")
            }
            for rel in files {
                let shown = src.hasSuffix("/") ? src + rel : src + "/" + rel
                found.append((shown, String(rel.dropLast(5)), root))
            }
        }
        var byStem: [String: String] = [:]
        // Stems apart, names can still meet: `a.view` at scale 2 and `a@2x.view` at scale 1
        // both write a@2x.png (which one is kept would be up to the threads).
        var byOutput: [String: String] = [:]
        var items: [BuildItem] = []
        for f in found {
            if let other = byStem[f.stem] {
                if samePathKey(other) == samePathKey(f.source) { continue }   // named twice
                throw DriverError("\(other) and \(f.source) would both write \(req.outDir)/\(f.stem).*; build them into different folders")
            }
            byStem[f.stem] = f.source
            var outs: [(String, OutputFormat, Int)] = []
            let dest = (req.outDir.hasSuffix("/") ? req.outDir : req.outDir + "/") + f.stem
            for format in req.formats {
                if format == .png {
                    for s in req.scales { outs.append((dest + (s == 1 ? "" : "@\(s)x") + ".png", .png, s)) }
                } else {
                    outs.append((dest + "." + format.rawValue, format, 1))
                }
            }
            for (path, _, _) in outs {
                if let other = byOutput[path] {
                    throw DriverError("\(other) and \(f.source) would both write \(path); rename one, or build them into different folders")
                }
                byOutput[path] = f.source
            }
            items.append(BuildItem(source: f.source, stem: f.stem, root: f.root, outputs: outs))
        }
        return items.sorted { $0.stem < $1.stem }
    }

    /// Every `*.view` below `dir`, relative to it, sorted; hidden files and folders, folders
    /// reached through symbolic links, and the output folder are left out. A `*.view` that is
    /// not a regular file (itself or what its link names) goes to `notFiles`, with what it is.
    static func viewFiles(under dir: String, skipping outKey: String, notFiles: inout [(String, String)]) -> [String] {
        var odd: [(String, String)] = []
        var out: [String] = []
        func walk(_ rel: String) {
            let path = rel.isEmpty ? dir : dir + "/" + rel
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let r = rel.isEmpty ? name : rel + "/" + name
                let full = dir + "/" + r
                var st = stat()
                guard lstat(full, &st) == 0 else { continue }
                if (st.st_mode & S_IFMT) == S_IFDIR {
                    if samePathKey(full) != outKey { walk(r) }
                } else if name.hasSuffix(".view") {
                    var target = stat()
                    // A link to a file counts; a link to a folder is not followed.
                    guard stat(full, &target) == 0 else { continue }   // a link to nothing
                    if (target.st_mode & S_IFMT) == S_IFREG { out.append(r) } else if let kind = fileKind(target.st_mode) { odd.append((r, kind)) }
                }
            }
        }
        walk("")
        notFiles += odd
        return out
    }

    /// What a file that is not a regular file or a folder is, in words.
    static func fileKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFDIR: return nil
        default: return "a special file"
        }
    }

    /// The stack of each build thread. A file that cannot recurse (ViewEval.swift,
    /// `Evaluator.cannotRecurse`) is evaluated on it, as `viewc FILE -o OUT` evaluates on the
    /// main thread, instead of on a thread of its own with a 512 MB stack: starting and joining
    /// that thread cost a third of a millisecond a drawing, a third of a small drawing's build.
    /// Its pages are committed only as they are used.
    static let threadStack = 8 << 20
    /// What of a build thread's stack evaluation may use (`EvalOptions.callerStackBytes`, which
    /// must reach `Evaluator.nestingStack`, 6 MiB): all but 1 MiB, for the build's frames below
    /// it and the backend's.
    static let evaluationRoom = threadStack - (1 << 20)

    /// Builds every item on `req.jobs` threads. `report` is called once per item, from the
    /// thread that handled it, as soon as it is done. Once `stop` says so, no further item is
    /// started; those under way finish (so no temporary file is left) and are recorded.
    public static func build(_ items: [BuildItem], _ req: BuildRequest, stop: @escaping @Sendable () -> Bool = { false },
                             report: @escaping @Sendable (Int, BuildItem, BuildOutcome) -> Void) -> BuildSummary {
        let manifest = BuildManifest(outDir: req.outDir)
        let state = BuildState(count: items.count, stop: stop)
        let jobs = max(1, min(req.jobs, items.count))
        runOnThreads(jobs, stackSize: threadStack) {
            while let i = state.next() {
                let item = items[i]
                let (outcome, entry) = buildOne(item, req, manifest)
                state.record(item.stem, outcome, entry)
                report(i, item, outcome)
            }
        }
        var summary = state.summary
        summary.interrupted = state.started < items.count
        // A -D must be declared by some file of the build: each item's entry says which it used.
        let used = Set(state.entries.values.flatMap(\.usedDefines)
            + items.compactMap { manifest.entry($0.stem) }.flatMap(\.usedDefines))
        summary.unusedDefines = req.options.eval.defines.map(\.name).filter { !used.contains($0) }
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        manifest.save(updating: state.entries, removing: state.failedStems)
        return summary
    }

    /// One item, start to end: through the compile pipeline (Pipeline.make), as one file of
    /// many (a -D it does not declare is another file's), skipped when it only declares
    /// components, then written with its depfile.
    static func buildOne(_ item: BuildItem, _ req: BuildRequest, _ manifest: BuildManifest) -> (BuildOutcome, BuildManifest.Entry?) {
        var options = req.options
        options.eval.callerStackBytes = evaluationRoom
        options.input = item.source
        options.eval.root = item.root
        let stamp = fingerprint(item, req)
        if !req.force, let old = manifest.entry(item.stem), old.stamp == stamp,
           isUpToDate(outputs: item.outputs.map { firstFile($0.path) } + (req.depfiles ? [depfilePath(item)] : []), inputs: old.inputs) {
            return (.upToDate, nil)
        }
        var products = Products(formats: req.formats) { ir, _ in pagedOutputs(item, pageCount: ir.pages.count) }
        products.sharesDefines = true
        products.skipsLibraries = true
        products.keepsIR = false
        let made: Product
        do { made = try Pipeline(options, report: { _ in }).make(products) } catch {
            return (.failed([.error("\(error)", at: .none)]), nil)
        }
        if made.skipped { return (.skipped, nil) }
        var ds = made.diagnostics
        if made.failed {
            if !ds.contains(where: { $0.severity == .error }) { ds.append(.error("\(item.source) could not be compiled", at: .none)) }
            return (.failed(ds), nil)
        }
        var files = made.rendered.map { (path: $0.output.path, bytes: $0.bytes) }
        let targets = files.map(\.path)
        if req.depfiles {
            if let p = Depfile.problem(targets + made.inputs, format: req.options.depfileFormat) { return (.failed(ds + [.error(p, at: .none)]), nil) }
            files.append((depfilePath(item), Array(Depfile.text(targets: targets, inputs: made.inputs, format: req.options.depfileFormat).utf8)))
        }
        do {
            try makeFolder(URL(fileURLWithPath: item.outputs[0].path).deletingLastPathComponent().path)
            try writeAll(files)
        } catch let e as DriverError {
            return (.failed(ds + [.error(e.message, at: .none)]), nil)
        } catch { return (.failed(ds + [.error("\(error)", at: .none)]), nil) }
        return (.built(ds, written: targets), BuildManifest.Entry(stamp: stamp, inputs: made.inputs, usedDefines: made.usedDefines))
    }

    /// The files a document of `pageCount` pages is written to: a PDF holds every page; an SVG
    /// or PNG of a document of many pages becomes a file per page, `name-1.svg`, `name-2.svg`, …
    /// (SVG links between pages point at those files).
    static func pagedOutputs(_ item: BuildItem, pageCount: Int) -> [PlannedOutput] {
        item.outputs.flatMap { o -> [PlannedOutput] in
            if o.format == .pdf || pageCount <= 1 { return [PlannedOutput(path: o.path, format: o.format, scale: o.scale, page: nil)] }
            let pattern = pagePattern(o.path)
            return (try? PageOutputs.plan([(pattern, o.format, o.scale)], pageCount: pageCount, page: nil))
                ?? [PlannedOutput(path: o.path, format: o.format, scale: o.scale, page: nil)]
        }
    }

    /// `out/a.svg` → `out/a-%d.svg`, `out/a@2x.png` → `out/a-%d@2x.png` (the scale suffix stays
    /// last, as Apple names images; a '%' in the name kept as itself).
    static func pagePattern(_ path: String) -> String {
        let escaped = path.replacingAll("%", with: "%%")
        let ext = PathNames.pathExtension(escaped)
        var stem = PathNames.deletingExtension(escaped), scale = ""
        // A trailing `@<digits>x`.
        if stem.hasSuffix("x") {
            let digits = stem.dropLast().reversed().prefix { $0.isASCII && $0.isNumber }.count
            let body = stem.dropLast(digits + 1)
            if digits > 0, body.hasSuffix("@") {
                scale = String(stem.suffix(digits + 2)); stem = String(body.dropLast())
            }
        }
        return stem + "-%d" + scale + (ext.isEmpty ? "" : "." + ext)
    }

    /// The file that shows whether an output was written: the output, or for a document of
    /// many pages its first page's file.
    static func firstFile(_ path: String) -> String {
        if modificationTime(path) != nil { return path }
        let first = ((try? PageNamePattern(pagePattern(path)))?.name(page: 1)) ?? path
        return modificationTime(first) != nil ? first : path
    }

    /// Where `--depfiles` puts an item's depfile: beside its first output, `name.svg.d`.
    static func depfilePath(_ item: BuildItem) -> String { item.outputs[0].path + ".d" }

    /// Everything besides the inputs' contents that decides an item's outputs.
    static func fingerprint(_ item: BuildItem, _ req: BuildRequest) -> String {
        let l = req.options.eval.limits
        var parts = [req.stamp, samePathKey(item.source), item.root ?? "-",
                     item.outputs.map { "\($0.path)|\($0.format.rawValue)|\($0.scale)" }.joined(separator: ","),
                     "\(l.maxDepth),\(l.maxIterations),\(l.maxOperations),\(l.maxRecursion),\(l.maxViews),\(l.maxWork),\(l.maxRenderCost),\(l.maxSteps)",
                     req.options.diagnostics.warningsAsErrors ? "Werror" : "", req.depfiles ? "depfiles-\(req.options.depfileFormat.rawValue)" : "",
                     "category=\(req.options.eval.contentSizeCategory.rawValue)",
                     "epoch=\(((try? sourceDateEpoch()) ?? nil).map(String.init) ?? "-")"]
        parts += req.options.eval.defines.map { "-D\($0.name)=\($0.value)" }
        return parts.joined(separator: "\n")
    }

    /// Every output exists and none is older than any input (as make judges it).
    static func isUpToDate(outputs: [String], inputs: [String]) -> Bool {
        var oldest = Int64.max
        for o in outputs {
            guard let t = modificationTime(o) else { return false }
            oldest = min(oldest, t)
        }
        for i in inputs {
            guard let t = modificationTime(i), t <= oldest else { return false }
        }
        return true
    }

    /// The modification time in nanoseconds, nil when the file is missing.
    static func modificationTime(_ path: String) -> Int64? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
    }

    /// Creates a folder and its parents; another thread creating them at once is fine.
    static func makeFolder(_ path: String) throws {
        var isDir: Bool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir { return }
            throw DriverError("cannot create the folder \(path)")
        }
    }
}

/// The work queue and the results, shared by the build's threads.
final class BuildState: @unchecked Sendable {
    private let lock = Lock()
    private var nextIndex = 0
    private let count: Int
    private(set) var summary = BuildSummary()
    private(set) var entries: [String: BuildManifest.Entry] = [:]
    private(set) var failedStems: Set<String> = []

    private let stop: @Sendable () -> Bool

    init(count: Int, stop: @escaping @Sendable () -> Bool) { self.count = count; self.stop = stop }

    /// How many items were handed out.
    var started: Int {
        lock.lock(); defer { lock.unlock() }
        return nextIndex
    }

    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard nextIndex < count, !stop() else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func record(_ stem: String, _ outcome: BuildOutcome, _ entry: BuildManifest.Entry?) {
        lock.lock(); defer { lock.unlock() }
        switch outcome {
        case .built: summary.built += 1
        case .upToDate: summary.upToDate += 1
        case .skipped: summary.skipped += 1; failedStems.insert(stem)
        case .failed: summary.failed += 1; failedStems.insert(stem)
        }
        if let e = entry { entries[stem] = e }
    }
}
