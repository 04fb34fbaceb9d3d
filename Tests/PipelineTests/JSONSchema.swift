// A JSON value and a validator for the part of JSON Schema (2020-12) that
// docs/diagnostics.schema.json uses: type (one or a list), required, properties,
// additionalProperties: false, items, enum, minimum, minLength and local $refs. A keyword it
// does not know makes validation fail, so the schema cannot say more than is checked.

import Foundation

indirect enum JSON: Decodable, Equatable {
    case null, bool(Bool), int(Int), double(Double), string(String), array([JSON]), object([String: JSON])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let i = try? c.decode(Int.self) { self = .int(i) }
        else if let d = try? c.decode(Double.self) { self = .double(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSON].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSON].self)) }
    }

    static func parse(_ text: String) throws -> JSON { try JSONDecoder().decode(JSON.self, from: Data(text.utf8)) }

    subscript(key: String) -> JSON? { if case .object(let o) = self { return o[key] }; return nil }
    var string: String? { if case .string(let s) = self { return s }; return nil }
    var int: Int? { if case .int(let i) = self { return i }; return nil }
    var array: [JSON]? { if case .array(let a) = self { return a }; return nil }
}

struct SchemaValidator {
    let root: JSON
    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]

    /// Every way `value` breaks the schema, as "path: problem"; empty when it conforms.
    func errors(_ value: JSON) -> [String] { check(value, root, "$") }

    func check(_ v: JSON, _ schema: JSON, _ path: String) -> [String] {
        guard case .object(let s) = schema else { return ["\(path): the schema is not an object"] }
        var out: [String] = []
        for (key, rule) in s.sorted(by: { $0.key < $1.key }) where !SchemaValidator.annotations.contains(key) {
            switch key {
            case "$ref":
                guard let ref = rule.string, ref.hasPrefix("#/") else { out.append("\(path): unsupported $ref"); continue }
                var target: JSON? = root
                for part in ref.dropFirst(2).split(separator: "/") { target = target?[String(part)] }
                if let t = target { out += check(v, t, path) } else { out.append("\(path): dangling \(ref)") }
            case "type":
                let types = rule.array?.compactMap(\.string) ?? [rule.string ?? ""]
                if !types.contains(where: { has(v, type: $0) }) { out.append("\(path): not \(types.joined(separator: " or "))") }
            case "required":
                for name in rule.array?.compactMap(\.string) ?? [] where v[name] == nil { out.append("\(path): no '\(name)'") }
            case "properties":
                guard case .object(let props) = rule, case .object(let o) = v else { continue }
                for (name, sub) in props { if let x = o[name] { out += check(x, sub, path + "." + name) } }
            case "additionalProperties":
                guard rule == .bool(false), case .object(let o) = v else { if rule != .bool(false) { out.append("\(path): unsupported additionalProperties") }; continue }
                var known: Set<String> = []
                if case .object(let p)? = s["properties"] { known = Set(p.keys) }
                for name in o.keys.sorted() where !known.contains(name) { out.append("\(path): unexpected '\(name)'") }
            case "items":
                for (i, x) in (v.array ?? []).enumerated() { out += check(x, rule, "\(path)[\(i)]") }
            case "enum":
                if !(rule.array ?? []).contains(v) { out.append("\(path): not one of the allowed values") }
            case "minimum":
                if let i = v.int, let m = rule.int, i < m { out.append("\(path): \(i) < \(m)") }
            case "minLength":
                if let str = v.string, let m = rule.int, str.unicodeScalars.count < m { out.append("\(path): shorter than \(m)") }
            default:
                out.append("\(path): the validator does not know the keyword '\(key)'")
            }
        }
        return out
    }

    func has(_ v: JSON, type: String) -> Bool {
        switch (type, v) {
        case ("null", .null), ("boolean", .bool), ("integer", .int), ("number", .int), ("number", .double),
             ("string", .string), ("array", .array), ("object", .object): return true
        default: return false
        }
    }
}
