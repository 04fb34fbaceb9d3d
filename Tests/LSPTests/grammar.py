#!/usr/bin/env python3
"""A small TextMate grammar runner: tokenizes files with share/viewc/view.tmLanguage.json the way
an editor's TextMate engine does (match, begin/end with captures, nested patterns, include of
#name and $self; at each place the earliest match wins, the first listed among equals, and an
open rule's end before its patterns), and reports what valid code must not have:

- text outside every rule (a character that no pattern scoped: the grammar does not know it);
- a scope outside TextMate's conventional roots, or an `invalid` scope;
- a rule still open at the end of a file (an unclosed string, comment or interpolation);
- a pattern Python's re cannot compile (the grammar keeps to what Oniguruma and re share).

Usage: grammar.py GRAMMAR FILE...   (a FILE of `-` reads standard input; prints problems and
exits 1 if there are any; --tokens prints each token's scopes).
"""

import json
import re
import sys

ROOTS = {"comment", "constant", "entity", "keyword", "markup", "meta", "punctuation", "storage", "string", "support", "variable"}


class Grammar:
    def __init__(self, data):
        self.data = data
        self.repo = data.get("repository", {})
        self.cache = {}
        self.scope = data["scopeName"]

    def compile(self, pattern):
        if pattern not in self.cache:
            self.cache[pattern] = re.compile(pattern)
        return self.cache[pattern]

    def expand(self, patterns, seen=None):
        """The rules a pattern list stands for, includes resolved, in order."""
        seen = set() if seen is None else seen
        out = []
        for p in patterns:
            inc = p.get("include")
            if inc is None:
                out.append(p)
            elif inc == "$self" or inc == "$base":
                if "$self" not in seen:
                    out += self.expand(self.data["patterns"], seen | {"$self"})
            elif inc.startswith("#"):
                name = inc[1:]
                if name in seen:
                    continue
                rule = self.repo[name]
                if "patterns" in rule and "begin" not in rule and "match" not in rule:
                    out += self.expand(rule["patterns"], seen | {name})
                else:
                    out.append(rule)
            else:
                raise ValueError("unknown include " + inc)
        return out

    def rules(self):
        """Every rule of the grammar, nested ones too."""
        def walk(rule):
            yield rule
            for sub in rule.get("patterns", []):
                yield from walk(sub)
        for p in self.data["patterns"]:
            yield from walk(p)
        for r in self.repo.values():
            yield from walk(r)

    def all_patterns(self):
        return [r[k] for r in self.rules() for k in ("match", "begin", "end") if k in r]

    def all_scopes(self):
        out = [r[k] for r in self.rules() for k in ("name", "contentName") if k in r]
        for r in self.rules():
            for key in ("captures", "beginCaptures", "endCaptures"):
                out += [c["name"] for c in r.get(key, {}).values() if "name" in c]
        return out


def tokenize(g, text):
    """(line, column, text, scopes) for each token, the rules left open, and the unscoped spans."""
    stack = [({"patterns": g.data["patterns"]}, None, [g.scope])]
    tokens, unscoped = [], []
    for lineno, line in enumerate(text.split("\n"), 1):
        line += "\n"
        pos = 0
        guard = 0
        while pos < len(line):
            guard += 1
            if guard > 10000:
                raise RuntimeError("no progress at line %d" % lineno)
            rule, end, scopes = stack[-1]
            best = None
            if end is not None:
                m = end.search(line, pos)
                if m:
                    best = (m.start(), 0, m, None)
            for i, p in enumerate(g.expand(rule.get("patterns", []))):
                rx = g.compile(p.get("match") or p["begin"])
                m = rx.search(line, pos)
                if m and (best is None or m.start() < best[0]):
                    best = (m.start(), i + 1, m, p)
            if best is None:
                gap(tokens, unscoped, lineno, pos, line[pos:], scopes, g)
                break
            start, _, m, p = best
            if start > pos:
                gap(tokens, unscoped, lineno, pos, line[pos:start], scopes, g)
            if p is None:  # the open rule ends
                r = rule
                emit(tokens, lineno, m, scopes, r.get("endCaptures", r.get("captures", {})))
                stack.pop()
                pos = m.end()
                continue
            here = scopes + ([p["name"]] if "name" in p else [])
            if "match" in p:
                emit(tokens, lineno, m, here, p.get("captures", {}))
                pos = m.end() if m.end() > pos else pos + 1
                if m.end() == start:
                    gap(tokens, unscoped, lineno, start, line[start:start + 1], scopes, g)
            else:
                emit(tokens, lineno, m, here, p.get("beginCaptures", p.get("captures", {})))
                inner = here + ([p["contentName"]] if "contentName" in p else [])
                stack.append((p, g.compile(p["end"]), inner))
                pos = m.end()
    return tokens, stack[1:], unscoped


def emit(tokens, lineno, m, scopes, captures):
    text = m.group(0)
    if not text:
        return
    if not captures:
        tokens.append((lineno, m.start() + 1, text, scopes))
        return
    # Each captured group as its own token, the rest of the match with the rule's scopes.
    at = m.start()
    groups = sorted((m.start(int(k)), m.end(int(k)), c.get("name")) for k, c in captures.items() if m.group(int(k)) and int(k) > 0)
    if "0" in captures and "name" in captures["0"]:
        scopes = scopes + [captures["0"]["name"]]
    for s, e, name in groups:
        if s > at:
            tokens.append((lineno, at + 1, m.string[at:s], scopes))
        tokens.append((lineno, s + 1, m.string[s:e], scopes + ([name] if name else [])))
        at = e
    if at < m.end():
        tokens.append((lineno, at + 1, m.string[at:m.end()], scopes))


def gap(tokens, unscoped, lineno, col, text, scopes, g):
    if not text:
        return
    tokens.append((lineno, col + 1, text, scopes))
    if len(scopes) == 1 and text.strip():
        unscoped.append((lineno, col + 1 + len(text) - len(text.lstrip()), text))


def problems(g, name, text):
    out = []
    tokens, open_rules, unscoped = tokenize(g, text)
    for line, col, t in unscoped:
        out.append("%s:%d:%d: text no rule of the grammar scopes: %r" % (name, line, col, t.strip()[:40]))
    for line, col, t, scopes in tokens:
        for s in scopes[1:]:
            root = s.split(".")[0]
            if root == "invalid":
                out.append("%s:%d:%d: %r is scoped invalid (%s) in valid code" % (name, line, col, t, s))
            elif root not in ROOTS:
                out.append("%s:%d:%d: unknown scope %s" % (name, line, col, s))
    for rule, _, _ in open_rules:
        out.append("%s: a rule is still open at the end of the file: %s" % (name, rule.get("name", rule.get("begin"))))
    return out, tokens


def main(argv):
    show = "--tokens" in argv
    args = [a for a in argv if a != "--tokens"]
    g = Grammar(json.load(open(args[0], encoding="utf-8")))
    bad = []
    for p in g.all_patterns():
        try:
            re.compile(p)
        except re.error as e:
            bad.append("pattern %r does not compile: %s" % (p, e))
    for s in g.all_scopes():
        if s.split(".")[0] not in ROOTS | {"invalid"}:
            bad.append("unknown scope %s in the grammar" % s)
    for f in args[1:]:
        text = sys.stdin.read() if f == "-" else open(f, encoding="utf-8").read()
        ps, tokens = problems(g, f, text)
        bad += ps
        if show:
            for line, col, t, scopes in tokens:
                print("%d:%d %r %s" % (line, col, t, " ".join(scopes[1:])))
    for b in bad:
        print(b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
