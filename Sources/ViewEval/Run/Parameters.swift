// What `-D` can set and what `viewc params` lists: the main file's top-level lets and
// inspectables and each component's inspectables, their defaults overridden by `-D
// name=value` (a .view expression, checked and evaluated on its own). Errors about an
// override point at the declaration it overrides (the command line has no line and column
// of its own).

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

extension Runner {
    /// A top-level `let` or `@inspectable` of the main file: its default, recorded, then `-D`.
    func bindParameter(_ s: NodeID, _ slot: Int32) throws {
        let b = tree.binding(s)
        let name = tree.name(b.name)
        frame.slots[Int(slot)] = .poisoned
        var value = try eval(b.value)
        parameters.append(FileParameter(name: name, type: value.type, defaultValue: value.description,
                                        isInspectable: tree.kind(s) == .inspectable, component: nil))
        value = try overridden(name, value, b.nameRange)
        frame.slots[Int(slot)] = .value(value)
    }

    /// The value of `name` after `-D name=…`: the default when no -D names it, else the
    /// command-line value, which must have the default's type (else an error at `at`: the
    /// declaration of a file's or component's parameter, the instance for an instance's).
    func overridden(_ name: String, _ value: Value, _ at: SourceRange) throws -> Value {
        guard let d = options.defines.last(where: { $0.name == name }) else { return value }
        usedDefines.insert(name)
        let v = try evalDefine(d.name, d.value)
        guard v.type == value.type else {
            throw Diagnostic.error("-D \(name)=\(d.value): '\(name)' is \(article(value.type)) (the type of its default), not \(article(v))",
                                   at: at)
        }
        return v
    }

    /// A value given to an integer property of a class (`c.wholeNumberSlots`) is a whole
    /// number: Swift's Int holds no fraction, and a conversion that drops one is written
    /// (`Int(x)`), never implied.
    func wholeNumber(_ v: Value, for name: String, of c: Component, _ slot: Int32, _ r: SourceRange, given: String = "") throws {
        guard c.wholeNumberSlots.contains(slot), case .number(let x) = v else { return }
        if x.rounded(.towardZero) != x || !x.isFinite {
            throw Diagnostic.error("\(given)'\(name)' of '\(c.name)' is an Int, and \(formatNumber(x)) is not a whole number", at: r)
        }
        // Int's range, as Swift's literal would overflow: -2^63 ..< 2^63.
        if !(x >= -9_223_372_036_854_775_808 && x < 9_223_372_036_854_775_808) {
            throw Diagnostic.error("\(given)'\(name)' of '\(c.name)' is an Int, and \(formatNumber(x)) does not fit in one", at: r)
        }
    }

    /// A `-D` value: parsed, checked and evaluated as an expression on its own.
    func evalDefine(_ name: String, _ text: String) throws -> Value {
        let file = SourceFile(path: "-D \(name)", text: text)
        let (tree, parsed) = Parser.parseExpression(file, names: main.tree.names)
        // A word, or words, where a value goes: most likely a String written without its
        // quotes, which the shell took away or which were never typed.
        let quoted = "-D '\(name)=\"\(text.replacingAll("\"", with: "\\\""))\"'"
        let quotesNote = Diagnostic(.note, "a String needs quotes inside the value: \(quoted)", at: .none)
        guard let e = parsed else {
            let words = !text.isEmpty && text.unicodeScalars.allSatisfy { $0 == " " || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            var ds = tree.diagnostics
            if words, !ds.isEmpty { ds[0].notes.append(quotesNote) }
            diagnostics += ds; throw Poisoned()
        }
        let u = FileUnit(tree: tree, index: Int32(units.count), isMain: false)
        let checker = Checker(unit: u, units: units)
        checker.pushScope()
        checker.expr(e)
        if var first = checker.errors.first {
            if tree.kind(e) == .identifier, first.message.hasPrefix("unknown name") { first.notes.append(quotesNote) }
            throw first
        }
        let f = Frame(size: 0)
        let saved = (unit, frame, selfView, pathState)
        (unit, frame, selfView, pathState) = (u, f, nil, nil)
        defer { (unit, frame, selfView, pathState) = saved }
        return try withExtendedLifetime((u, f)) { try eval(e) }
    }

    /// A component's inspectables with their defaults (evaluated in its file's scope, then
    /// `-D Component.name`), computed at its first use.
    func defaults(of c: Component) throws -> [(name: String, value: Value, range: SourceRange)] {
        if let done = c.defaults { return done }
        c.defaults = []   // guards against a default that refers to its own component
        var done = false
        defer { if !done { c.defaults = nil } }   // a failed default is reported again, not forgotten
        let f = c.unit.frame ?? Frame(size: c.unit.frameSize)
        let saved = (unit, frame, selfView, pathState)
        (unit, frame, selfView, pathState) = (c.unit, f, nil, nil)
        defer { (unit, frame, selfView, pathState) = saved }
        var out: [(name: String, value: Value, range: SourceRange)] = []
        try withExtendedLifetime(f) {
            for p in c.params {
                let written = try c.fixedDefaults[p.slot] ?? eval(p.value)
                var v = try overridden("\(c.name).\(p.name)", written, p.nameRange)
                let define = options.defines.last(where: { $0.name == "\(c.name).\(p.name)" }).map { "-D \($0.name)=\($0.value): " }
                try wholeNumber(v, for: p.name, of: c, p.slot, p.nameRange, given: define ?? "")
                // A Swift class's property may be an enum: `-D` gives a symbol, which must name a case.
                if let t = p.type { v = try conformed(v, to: t, in: c.unit, p.nameRange) }
                out.append((p.name, v, p.nameRange))
            }
        }
        c.defaults = out
        done = true
        return out
    }

    /// Where the instances of `c` written at `kindRange` are, as `-D` and the preview's
    /// inspector name them: `Name@line:col` (line and column as diagnostics count them), for an
    /// instance of a component with parameters written in the main file; nil otherwise.
    func instanceKey(_ c: Component, _ kindRange: SourceRange) -> String? {
        guard unit.isMain, !c.params.isEmpty, let file = kindRange.file else { return nil }
        let (line, column) = file.lineColumn(kindRange.start)
        return "\(c.name)@\(line):\(column)"
    }

    /// The values `-D key.param=value` gives the parameters of the instances at `key`, by
    /// parameter name: Interface Builder's inspector setting the instance selected (in a loop,
    /// or in a component placed several times, one place makes several instances). A value
    /// that does not fit is an error at the instance (`at`), the place the name gives.
    func instanceOverrides(_ c: Component, _ key: String, _ defaults: [(name: String, value: Value, range: SourceRange)],
                           at instance: SourceRange) throws -> [String: Value] {
        var out: [String: Value] = [:]
        for (p, d) in zip(c.params, defaults) {
            let name = "\(key).\(p.name)"
            guard options.defines.contains(where: { $0.name == name }) else { continue }
            var v = try overridden(name, d.value, instance)
            try wholeNumber(v, for: p.name, of: c, p.slot, instance, given: "-D \(name): ")
            if let t = p.type { v = try conformed(v, to: t, in: c.unit, instance) }
            out[p.name] = v
        }
        return out
    }

    /// Records the instance `node` of `c` at `key` with its parameters' values once it is made
    /// (its arguments, or what its init set), as the preview's inspector shows them.
    func recordInstance(_ c: Component, _ key: String, _ node: ViewNode, _ frame: Frame) {
        var recorded: [FileParameter] = []
        for p in c.params {
            guard case .value(let v) = frame.slots[Int(p.slot)] else { continue }
            var fp = FileParameter(name: "\(key).\(p.name)", type: v.type, defaultValue: v.description, isInspectable: true, component: c.name)
            if case .enumeration(let e)? = p.type, let info = c.unit.enums.first(where: { $0.name == e }) {
                fp.enumName = e
                fp.cases = info.cases
            }
            recorded.append(fp)
        }
        instances.append(InstanceParameters(node: node, key: key, parameters: recorded))
    }

    /// The main file's components' inspectables, as `viewc params` lists them: its own in the
    /// order declared, then imported ones by name.
    func componentParameters() {
        let own = main.components.values.sorted(by: { $0.nameRange.start < $1.nameRange.start })
        let imported = main.visible.values.filter { $0.unit !== main }.sorted(by: { $0.name < $1.name })
        for c in own + imported {
            guarded {
                for p in try self.defaults(of: c) {
                    var fp = FileParameter(name: "\(c.name).\(p.name)", type: p.value.type,
                                           defaultValue: p.value.description, isInspectable: true, component: c.name)
                    if case .enumeration(let e)? = c.params.first(where: { $0.name == p.name })?.type,
                       let info = c.unit.enums.first(where: { $0.name == e }) {
                        fp.enumName = e
                        fp.cases = info.cases
                    }
                    self.parameters.append(fp)
                }
            }
        }
    }

    /// A `-D` that names nothing is an error, with what it could have named.
    func checkDefinesUsed() {
        for d in options.defines where !usedDefines.contains(d.name) {
            if d.name.contains("@") { checkInstanceDefine(d.name); continue }
            var seen = Set<String>()
            let names = parameters.map(\.name).filter { seen.insert($0).inserted }
            let hint = suggest(d.name, names).map { " (did you mean '\($0)'?)" } ?? ""
            let list = names.isEmpty ? "the file has no top-level lets or inspectables" : "names that can be set: " + names.joined(separator: ", ")
            report(.error("-D \(d.name): no top-level let or inspectable is named '\(d.name)'\(hint); \(list)", at: .none))
        }
    }

    /// A `-D Name@line:col.param` that set nothing: an error when it cannot name a parameter
    /// (its form, its component or its parameter wrong), a warning when no instance is written
    /// at that place — the file may have been edited since the inspector named it.
    func checkInstanceDefine(_ name: String) {
        let parts = name.split(separator: "@", maxSplits: 1).map(String.init)
        let place = parts.count == 2 ? parts[1].split(separator: ".", maxSplits: 1).map(String.init) : []
        let lineColumn = place.first?.split(separator: ":").compactMap { Int($0) } ?? []
        guard parts.count == 2, place.count == 2, lineColumn.count == 2, lineColumn.allSatisfy({ $0 > 0 }) else {
            report(.error("-D \(name): an instance's parameter is named Component@line:column.parameter (-D 'Gauge@12:5.value=0.8')", at: .none))
            return
        }
        let (component, parameter) = (parts[0], place[1])
        guard let c = main.visible.values.first(where: { $0.name == component }) else {
            report(.error("-D \(name): no component or class named '\(component)'", at: .none))
            return
        }
        guard c.params.contains(where: { $0.name == parameter }) else {
            let names = c.params.map(\.name)
            report(.error("-D \(name): '\(component)' has no inspectable '\(parameter)'" + (names.isEmpty ? "" : "; it has " + names.joined(separator: ", ")), at: .none))
            return
        }
        report(Diagnostic(.warning, "-D \(name): no instance of '\(component)' is written at \(place[0]) in the main file; it sets nothing", at: .none))
    }

    /// Pushes a component instance, refusing runaway recursion with the cycle it follows.
    func enterComponent(_ c: Component, _ r: SourceRange) throws {
        let seen = componentStack.reduce(0) { $0 + ($1 === c ? 1 : 0) }
        if seen >= options.limits.maxRecursion, let i = componentStack.lastIndex(where: { $0 === c }) {
            let cycle = (componentStack[i...].map(\.name) + [c.name]).joined(separator: " -> ")
            throw Abort(diagnostic: .error(
                "component recursion deeper than \(options.limits.maxRecursion) levels: \(cycle) -> …; "
                + "end it with a condition, or raise the limit with --max-recursion", at: r,
                notes: [Diagnostic(.note, "'\(c.name)' is declared here", at: c.nameRange)]))
        }
        componentStack.append(c)
    }
}
