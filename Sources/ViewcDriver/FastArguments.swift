// `viewc FILE [OPTION …]` read without ArgumentParser, whose parse reflects over every option
// group and looks up protocol conformances one by one: 18 million instructions, about 5 ms,
// four times a whole small compile (callgrind). The options are the compile command's, each as
// its own word followed by its value (`--scale 2`, `-o x.svg`, `-D name=value`; the command
// line splits a joined `-Dname=value` first), checked by the checks ArgumentParser's reading
// runs (CompileOptions.swift). Anything else (`--help`, `--opt=value`, `--`, a value that
// begins with '-' other than `-` itself, an option given twice that takes one value, a value
// of the wrong kind, a second file) and any check that fails is nil: ArgumentParser then reads
// the command line and says what is wrong, as it always has. CLITests compares `viewc FILE …`
// with `viewc compile …`, which always goes through ArgumentParser.
//
// A new option of the compile command is a case here too (docs/internals.md, "Add a CLI option").
// `viewc check FILE…` without options is read here too (`Pipeline.plainCheck`), and `viewc build`
// with only its own options (`BuildRequest.fast`).

import CairoBackend
import FoundationEssentials
import ViewEval

extension CompileOptions {
    /// The compile command's options from `args` (the arguments after the program's name), or
    /// nil when ArgumentParser must read them. `commands` are the other commands' names: a
    /// first word that is one of them is that command.
    public static func fast(_ args: [String], commands: [String]) -> CompileOptions? {
        guard let first = args.first, first != "help", !commands.contains(first) else { return nil }
        var o = CompileOptions(input: "-")
        var file: String?
        var evalGiven = false
        var given: Set<String> = []
        var i = 0
        while i < args.count {
            let a = args[i]
            i += 1
            guard a.hasPrefix("-"), a != "-" else {
                if file != nil { return nil }
                file = a
                continue
            }
            if a != "-o" && a != "-D" {
                guard given.insert(a).inserted else { return nil }
            }
            switch a {
            case "--timings": o.timings = true; evalGiven = true; continue
            case "--warnings-as-errors": o.diagnostics.warningsAsErrors = true; evalGiven = true; continue
            case "-o", "--format", "--scale", "--page", "--title", "--author", "--id-prefix", "--depfile", "--depfile-format": break
            default: evalGiven = true
            }
            // An option with a value: the next word, which may be `-` but no other option.
            guard i < args.count, !args[i].hasPrefix("-") || args[i] == "-" else { return nil }
            let v = args[i]
            i += 1
            switch a {
            case "-o": o.outputs.append(v)
            case "-D": guard let d = try? define(v) else { return nil }; o.eval.defines.append(d)
            case "--format": guard let f = OutputFormat(rawValue: v) else { return nil }; o.format = f
            case "--scale": guard let n = Int(v) else { return nil }; o.scale = n
            case "--page": guard let n = Int(v) else { return nil }; o.page = n
            case "--title": o.title = v
            case "--author": o.author = v
            case "--id-prefix": o.idPrefix = v
            case "--depfile": o.depfile = v
            case "--depfile-format": guard let f = Depfile.Format(rawValue: v) else { return nil }; o.depfileFormat = f
            case "--root": guard let r = try? root(v) else { return nil }; o.eval.root = r
            case "--diagnostic-format": guard let f = DiagnosticFormat(rawValue: v) else { return nil }; o.diagnostics.format = f
            case "--content-size-category": guard let c = try? contentSizeCategory(v) else { return nil }; o.eval.contentSizeCategory = c
            case "--max-input-size": guard let n = try? inputSize(v) else { return nil }; o.maxInputSize = n
            case "--max-depth": guard let n = Int(v) else { return nil }; o.eval.limits.maxDepth = n
            case "--max-iterations": guard let n = Int(v) else { return nil }; o.eval.limits.maxIterations = n
            case "--max-operations": guard let n = Int(v) else { return nil }; o.eval.limits.maxOperations = n
            case "--max-recursion": guard let n = Int(v) else { return nil }; o.eval.limits.maxRecursion = n
            case "--max-views": guard let n = Int(v) else { return nil }; o.eval.limits.maxViews = n
            case "--max-work": guard let n = Int(v) else { return nil }; o.eval.limits.maxWork = n
            case "--max-steps": guard let n = Int(v) else { return nil }; o.eval.limits.maxSteps = n
            case "--max-render-cost": guard let d = Double(v) else { return nil }; o.eval.limits.maxRenderCost = d
            default: return nil
            }
        }
        guard let file else { return nil }
        o.input = file
        do {
            try o.checkOutputs()
            if evalGiven { try check(o.limits) }
        } catch { return nil }
        return o
    }
}

extension Pipeline {
    /// `viewc check FILE…` and nothing else (no option; standard input, `-`, at most once): the
    /// command with every option at its default, which its checks have nothing to say about,
    /// read without ArgumentParser (its parse reflects over every option group, about 24
    /// million instructions, three times a small file's check). The files, or nil for
    /// ArgumentParser to read.
    public static func plainCheck(_ args: [String]) -> [String]? {
        guard args.count >= 2, args[0] == "check" else { return nil }
        let files = Array(args.dropFirst())
        guard files.allSatisfy({ $0 == "-" || !$0.hasPrefix("-") }), files.filter({ $0 == "-" }).count <= 1 else { return nil }
        return files
    }
}

extension BuildRequest {
    /// `viewc build …` read without ArgumentParser (its parse of the build command reflects over
    /// every option and option group and looks up protocol conformances one by one: 34 million
    /// instructions, more than the whole build of ten small drawings, and spent before the
    /// build's threads start). Read here: the sources, `-o`, `--format`, `--scale`, `-j`,
    /// `--force` and `--depfiles`, each option as its own word followed by its value, every
    /// other setting at its default (as ArgumentParser leaves it). Anything else (`--watch`, the
    /// evaluation's options, `--help`, `--opt=value`, `-j4`, `--`, a value that begins with
    /// '-', an option given twice) and any check that fails (`check()`, the formats, the
    /// scales) is nil: ArgumentParser then reads the command line and says what is wrong, as it
    /// always has. `args` are the arguments after the program's name.
    public static func fast(_ args: [String]) -> BuildRequest? {
        guard args.count >= 2, args[0] == "build" else { return nil }
        var sources: [String] = []
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var i = 1
        while i < args.count {
            let a = args[i]
            i += 1
            guard a.hasPrefix("-") else { sources.append(a); continue }
            switch a {
            case "--force", "--depfiles":
                guard flags.insert(a).inserted else { return nil }
            case "-o", "--format", "--scale", "-j":
                guard i < args.count, !args[i].hasPrefix("-"), values[a] == nil else { return nil }
                values[a] = args[i]
                i += 1
            default: return nil
            }
        }
        guard let out = values["-o"] else { return nil }
        var req = BuildRequest(sources: sources, outDir: out)
        do {
            req.formats = try formats(values["--format"] ?? "svg")
            req.scales = try scales(values["--scale"], formats: req.formats)
            if let j = values["-j"] {
                guard let n = Int(j) else { return nil }
                req.jobs = n
            }
            req.force = flags.contains("--force")
            req.depfiles = flags.contains("--depfiles")
            try req.check()
        } catch { return nil }
        return req
    }
}
