// The build-tool plugin: every drawing (.view file with a canvas or document) of a target
// that uses it is compiled during `swift build` into the target's resources — an SVG and PNGs
// at @1x, @2x and @3x, or the formats and PNG scales a viewc.json beside it (or in a folder
// above it) asks for — and is
// read at run time through Bundle.module. A drawing's inputs are its file, the viewc.json, the
// files it imports (read from its text), every file its last compile read (the depfile viewc
// wrote then: imports, their imports, images), and viewc itself, so a build compiles it again
// exactly when one of them changed; a drawing never built has no outputs yet and is compiled
// anyway.

import Foundation
import PackagePlugin

@main
struct ViewcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let tool = try Drawings.viewc()
        let work = context.pluginWorkDirectoryURL
        let files = module.sourceFiles(withSuffix: "view").map(\.url)
        let outDir = work.appendingPathComponent("resources"), depDir = work.appendingPathComponent("depfiles")
        // viewc writes into folders that exist.
        for dir in [outDir, depDir] { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) }
        let drawings = try Drawings.plan(files: files, root: module.directoryURL, outDir: outDir, depDir: depDir)
        return drawings.map { d in
            var inputs = [d.source, tool] + (d.settingsFile.map { [$0] } ?? [])
            for read in Drawings.imports(of: d.source) + Drawings.inputs(ofDepfile: d.depfile) where !inputs.contains(read) {
                inputs.append(read)
            }
            let shown = d.source.path.hasPrefix(module.directoryURL.path + "/")
                ? String(d.source.path.dropFirst(module.directoryURL.path.count + 1)) : d.source.path
            return .buildCommand(displayName: "viewc \(module.name)/\(shown)", executable: tool,
                                 arguments: d.arguments(root: module.directoryURL),
                                 inputFiles: inputs, outputFiles: d.outputs)
        }
    }
}
