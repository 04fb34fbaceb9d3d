// The registry read as a catalogue of names, for tools that help a person write a file (the
// language server, ViewcLSP): every block kind, property, function, method, command, paint and
// ambient name with what it takes and gives, spelled from the registry's own rows (their types
// and signatures), so that nothing a tool offers can differ from what the checker accepts.

import FoundationEssentials
import Glibc
import ViewGeometry
import ViewSyntax

/// One name a file may write, as the registry declares it.
public struct CatalogEntry: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// `canvas`, `view`, `path`, … (a block: `name { … }`).
        case blockKind
        /// A view's property (`alpha: 0.5`), in the blocks `kinds` names.
        case viewProperty
        /// A path block's or a group's property (`lineWidth: 2`).
        case pathProperty, groupProperty
        /// A function (`rgb(…)`) or a type's constructor (`Rect(…)`).
        case function
        /// A method or member of a value (`rect.insetBy(dx:dy:)`, `rect.width`).
        case method, member
        /// A path block's or a context block's statement (`move(to:)`), a paint (`fill(…)`).
        case pathCommand, contextCommand, paint
        /// A name a view's body reads or calls without declaring it (`bounds`).
        case ambient
    }
    public let name: String
    public let kind: Kind
    /// What it is, in one line: a property's type, a function's whole signature with its
    /// labels and result.
    public let detail: String
    /// For a view property: the view kinds it belongs to alone (`label`, `image`, `layer`);
    /// empty for UIView's own. For a method or member: the type it is on.
    public let owner: String
    public init(name: String, kind: Kind, detail: String, owner: String = "") {
        self.name = name; self.kind = kind; self.detail = detail; self.owner = owner
    }
}

/// The registry as `CatalogEntry`s (made once, when first asked for).
public enum Catalog {
    public static let entries: [CatalogEntry] = make()

    /// The cases a property written `name: .` takes: those its declaration lists as an
    /// enumeration (contentMode's modes, a line cap, …; `Property.cases`), a color's names;
    /// empty otherwise.
    public static func cases(forProperty name: String) -> [String] {
        let declared = [ViewProperties.table[name]?.cases, PathProperties.table[name]?.cases, GroupProperties.table[name]?.cases]
        if let cases = declared.lazy.compactMap({ $0 }).first(where: { !$0.isEmpty }) { return cases }
        let colors = entries.contains { ($0.kind == .viewProperty || $0.kind == .pathProperty) && $0.name == name && $0.detail.hasPrefix("Color") }
        return colors || name.hasSuffix("Color") ? NamedColors.names : []
    }

    /// The names a static member may be written on, each with its type's name (`UIColor`: `Color`).
    public static let typeNames: [String: String] = {
        var t: [String: String] = [:]
        for b in Registry.shared.types { for n in b.typeNames { t[n] = b.type.rawValue } }
        return t
    }()

    /// `(label: Type, _: Type = default) -> Result`.
    static func spelled(_ s: Signature, result: VType?) -> String {
        let ps = s.params.map { p -> String in
            var t = (p.label ?? "_") + ": " + (p.type?.rawValue ?? "Any") + (p.takesNil ? "?" : "")
            if let d = p.defaultValue { t += " = " + d.description }
            return t
        }
        return "(" + ps.joined(separator: ", ") + ")" + (result.map { $0 == .void ? "" : " -> " + $0.name } ?? "")
    }

    private static func make() -> [CatalogEntry] {
        let r = Registry.shared
        var out: [CatalogEntry] = []
        for k in r.blockKinds { out.append(CatalogEntry(name: k.name, kind: .blockKind, detail: k.name + " { … }")) }
        for (i, p) in ViewProperties.table.entries.enumerated() {
            let only = ViewProperties.only(i).map { "\($0)" } ?? ""
            out.append(CatalogEntry(name: p.name, kind: .viewProperty, detail: p.type?.rawValue ?? "(checked by its value)", owner: only))
        }
        for p in PathProperties.table.entries {
            out.append(CatalogEntry(name: p.name, kind: .pathProperty, detail: p.type?.rawValue ?? "(checked by its value)"))
        }
        for p in GroupProperties.table.entries {
            out.append(CatalogEntry(name: p.name, kind: .groupProperty, detail: p.type?.rawValue ?? "(checked by its value)"))
        }
        for (name, forms) in r.functions.sorted(by: { $0.key < $1.key }) where !name.hasPrefix("$") {
            for n in forms {
                let f = r.functionForm(n)
                out.append(CatalogEntry(name: name, kind: .function, detail: name + spelled(f.signature, result: f.result)))
            }
        }
        for (kind, table) in [(CatalogEntry.Kind.pathCommand, r.pathCommands), (.contextCommand, r.contextCommands)] {
            for (name, forms) in table.sorted(by: { $0.key < $1.key }) where !name.hasPrefix("$") {
                for n in forms { out.append(CatalogEntry(name: name, kind: kind, detail: name + spelled(r.commandForm(n).signature, result: nil))) }
            }
        }
        for (name, forms) in r.paints.sorted(by: { $0.key < $1.key }) where !name.hasPrefix("$") {
            for n in forms { out.append(CatalogEntry(name: name, kind: .paint, detail: name + spelled(r.paintForm(n).signature, result: nil))) }
        }
        for b in r.types {
            let owner = b.type.rawValue
            for name in r.memberNames[b.type] ?? [] where !name.hasPrefix("$") {
                var t: VType? = nil
                if let i = r.memberIndex[b.type]?[name] { t = r.members[Int(i)].result(VType(b.type)) }
                out.append(CatalogEntry(name: name, kind: .member, detail: owner + "." + name + ": " + (t?.name ?? "Any"), owner: owner))
            }
            for name in r.methodNames[b.type] ?? [] where !name.hasPrefix("$") {
                for n in r.methods[b.type]?[name] ?? [] {
                    let m = r.methodForm(n)
                    out.append(CatalogEntry(name: name, kind: .method, detail: owner + "." + name + spelled(m.signature, result: m.result), owner: owner))
                }
            }
        }
        for a in Ambients.table {
            out.append(CatalogEntry(name: a.name, kind: .ambient, detail: a.type.map { a.name + ": " + $0.name } ?? a.name + "(…)"))
        }
        return out
    }
}
