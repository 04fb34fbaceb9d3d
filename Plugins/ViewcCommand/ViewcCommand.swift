// The command plugin: `swift package viewc [--target NAME …] [--output DIR] [-- OPTION …]`
// compiles the drawings of the package's targets (or of the targets named) by hand, with the
// outputs the build plugin would make (an SVG and PNGs at @1x, @2x and @3x, or what a
// viewc.json asks for), into
// DIR/TARGET/ (default .build/viewc/TARGET/), and prints each file written. Options after
// `--` go to every compile (`-D name=value`, `--warnings-as-errors`, …). A drawing that does
// not compile is reported with viewc's diagnostics and the command fails.

import Foundation
import PackagePlugin

@main
struct ViewcCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var targetNames: [String] = []
        var outRoot = context.package.directoryURL.appendingPathComponent(".build/viewc")
        var extra: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            i += 1
            if a == "--" { extra = Array(arguments[i...]); break }
            guard a == "--target" || a == "--output", i < arguments.count else {
                throw PluginFailure("usage: swift package viewc [--target NAME …] [--output DIR] [-- OPTION …] (not '\(a)')")
            }
            if a == "--target" { targetNames.append(arguments[i]) } else {
                let dir = arguments[i]
                outRoot = dir.hasPrefix("/") ? URL(fileURLWithPath: dir)
                    : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(dir)
            }
            i += 1
        }
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try Drawings.viewc()
        var failed = 0
        for case let module as SourceModuleTarget in targets {
            let out = outRoot.appendingPathComponent(module.name)
            let drawings = try Drawings.plan(files: module.sourceFiles(withSuffix: "view").map(\.url), root: module.directoryURL,
                                             outDir: out, depDir: context.pluginWorkDirectoryURL.appendingPathComponent(module.name))
            if drawings.isEmpty { continue }
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: context.pluginWorkDirectoryURL.appendingPathComponent(module.name),
                                                    withIntermediateDirectories: true)
            for d in drawings {
                let p = Process()
                p.executableURL = tool
                p.arguments = d.arguments(root: module.directoryURL) + extra
                try p.run()
                p.waitUntilExit()
                if p.terminationStatus == 0 {
                    for o in d.outputs { print(o.path) }
                } else {
                    failed += 1
                }
            }
        }
        if failed > 0 { throw PluginFailure("\(failed) drawing\(failed == 1 ? "" : "s") did not compile") }
    }
}
