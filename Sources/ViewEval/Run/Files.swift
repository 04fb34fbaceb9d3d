// The files of a compile: the main file, the files it imports (read through the SourceLoader,
// confined to a root folder, parsed with the compile's name table), the components each
// declares, and what each import brings into the file that imports it. Then every file is
// checked (imports before the files that import them) and run (likewise).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Runner {
    /// Reads a file's imports (recursively) and declares its components, in the order written.
    func declare(_ u: FileUnit, _ importStack: inout [(path: String, range: SourceRange)], _ loaded: inout [String: FileUnit]) {
        let t = u.tree
        let recognizers = recognizerSubclasses(t)
        for s in t.topLevel {
            switch t.kind(s) {
            case .importFile where t.isModuleImport(s):
                continue   // the checker judges the module's name
            case .importFile:
                var imported: FileUnit?
                do { imported = try importFile(s, into: u, &importStack, &loaded) } catch let d as Diagnostic {
                    report(d)
                } catch let a as Abort {
                    abortDiagnostic = a.diagnostic
                } catch {}
                u.imports.append((s, imported))
            case .classDecl where recognizers.contains(t.name(t.classDecl(s).name)):
                let d = t.classDecl(s)
                report(Diagnostic(.warning, "'\(t.name(d.name))' subclasses '\(t.name(d.superclass))': a gesture recognizer of the file's own is a system object here, made and attached to no effect (a still picture has no touches, and the preview runs UIKit's recognizers only)", at: d.nameRange))
                u.recognizerSubclasses.insert(t.name(d.name))
            case .component, .classDecl:
                let d = t.kind(s) == .component ? t.component(s) : { let c = t.classDecl(s); return (c.name, c.nameRange, c.members) }()
                let name = t.name(d.name)
                if let prev = u.components[d.name] {
                    report(.error("component '\(name)' is already declared", at: d.nameRange,
                                  notes: [Diagnostic(.note, "first declared here", at: prev.nameRange)]))
                    continue
                }
                if registry.reservedNames.contains(name), !(t.kind(s) == .classDecl && Registry.ownConstructorNames.contains(name)) {
                    report(.error("'\(name)' is a built-in name and cannot name a component", at: d.nameRange)); continue
                }
                let c = Component(name: name, nameRange: d.nameRange, node: s, body: Array(d.body), unit: u, index: Int32(components.count))
                components.append(c)
                u.components[d.name] = c
                // (The class holding an extension of a UIKit class is checked, and named by no code.)
                if FrameworkClasses.holdsExtension(name) == nil { u.visible[d.name] = c }
            default:
                break
            }
        }
    }

    /// The file's classes inheriting from one of UIKit's gesture recognizers, directly or
    /// through another such class of the file (in any order).
    func recognizerSubclasses(_ t: SyntaxTree) -> Set<String> {
        let classes = t.topLevel.filter { t.kind($0) == .classDecl }.map { (t.name(t.classDecl($0).name), t.name(t.classDecl($0).superclass)) }
        var found: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for (name, sup) in classes where !found.contains(name) && (GestureKind.isRecognizerClass(sup) || found.contains(sup)) {
                found.insert(name); grew = true
            }
        }
        return found
    }

    /// `import "file.view"`: the file read, parsed and declared once per compile, and its lets
    /// and components brought into `u`.
    func importFile(_ s: NodeID, into u: FileUnit, _ importStack: inout [(path: String, range: SourceRange)],
                    _ loaded: inout [String: FileUnit]) throws -> FileUnit {
        let (path, range) = u.tree.importFile(s)
        let source: SourceFile
        do {
            source = try loader.load(path, from: u.source, root: options.root)
        } catch let e as LoadError {
            throw Diagnostic.error(e.message, at: range)
        }
        let key = loader.canonicalPath(source)
        if let i = importStack.firstIndex(where: { $0.path == key }) ?? (key == loader.canonicalPath(main.source) ? -1 : nil) {
            var chain = importStack[(i < 0 ? 0 : i)...].map { URL(fileURLWithPath: $0.path).lastPathComponent }
            if i < 0 { chain.insert(URL(fileURLWithPath: key).lastPathComponent, at: 0) }
            chain.append(URL(fileURLWithPath: key).lastPathComponent)
            let notes = importStack[(i < 0 ? 0 : i)...].map { Diagnostic(.note, "imported from here", at: $0.range) }
            throw Diagnostic.error("import cycle: " + chain.joined(separator: " -> "), at: range, notes: Array(notes))
        }
        let imported: FileUnit
        if let done = loaded[key] {
            imported = done
        } else {
            importStack.append((key, range))
            defer { importStack.removeLast() }
            // A file's index is kept in 16 bits where a name reads another file's let (Res.outer).
            if units.count >= Int(UInt16.max) {
                throw Diagnostic.error("a compile reads at most \(UInt16.max) files; this import is one more", at: range)
            }
            let tree = Parser.parse(source, names: main.tree.names)
            if tree.hasErrors { diagnostics += tree.diagnostics; throw Poisoned() }
            imported = FileUnit(tree: tree, index: Int32(units.count), isMain: false)
            units.append(imported)
            loaded[key] = imported
            declare(imported, &importStack, &loaded)
        }
        // What it brings in (its lets and components) is linked once it is checked (link).
        return imported
    }

    /// Checks every file, each after the files it imports; the errors are reported.
    func checkAll() {
        var done = Set<Int32>()
        func visit(_ u: FileUnit) {
            if done.contains(u.index) { return }
            done.insert(u.index)
            for i in u.imports { if let iu = i.unit { visit(iu) } }
            link(u)
            let c = Checker(unit: u, units: units)
            c.checkFile()
            for d in c.errors { report(d, checked: true) }
            resolveTextStyles(u)
            if u.deferredCheck != nil { deferredChecker = c }   // it checks the deferred body later
        }
        visit(main)
    }

    /// Text styles written as constants (`Font.body`, `.headline`) are UIFont.preferredFont's:
    /// the font at the compile's content size category (--content-size-category).
    func resolveTextStyles(_ u: FileUnit, from first: Int = 0) {
        let category = options.contentSizeCategory
        guard category != .large else { return }
        for i in first..<u.constants.count {
            if case .font(let f) = u.constants[i] { u.constants[i] = .font(f.resolved(for: category)) }
        }
    }

    /// The lets and components of the files `u` imports, in the order of the imports. Two
    /// imports that define one name would make the first silently win: that is an error. (The
    /// file's own lets and components hide imported ones.)
    func link(_ u: FileUnit) {
        for (s, imported) in u.imports {
            guard let imported else { continue }
            let range = u.tree.importFile(s).pathRange
            let from = imported.source.path
            for e in imported.exports.sorted(by: { u.tree.name($0.name) < u.tree.name($1.name) }) {
                if let other = u.importedFrom[e.name] {
                    if other != from {
                        report(.error("'\(u.tree.name(e.name))' is defined by both '\(other)' and '\(from)'; rename one of them", at: range))
                    }
                    continue
                }
                u.imported.append((e.name, imported.index, e.slot, e.type))
                u.importedFrom[e.name] = from
            }
            for (k, c) in imported.components.sorted(by: { $0.value.name < $1.value.name }) {
                if let existing = u.visible[k], existing !== c, existing.unit !== u {
                    report(.error("component '\(c.name)' is declared by both '\(existing.unit.source.path)' and '\(from)'; rename one of them", at: range,
                                  notes: [Diagnostic(.note, "declared here", at: existing.nameRange), Diagnostic(.note, "and here", at: c.nameRange)]))
                    continue
                }
                if u.visible[k] == nil { u.visible[k] = c }
            }
        }
    }
}
