#!/usr/bin/env python3
"""Writes bench/startup.order: the link order that puts what a small compile touches together.

A 10-path compile is mostly start-up, and most of start-up is the kernel mapping the binary's
pages as they are first touched: the kernel maps the 64 KB around each fault of a file page and
zero-fills each fresh page of .data/.bss, so code and data scattered over a 25 MB text and a
5 MB .bss cost one fault (and 16 resident pages) per scattered touch. Compiled with
-function-sections (one input section per function and per global), the linker can lay those
sections out in any order; gold's --section-ordering-file takes the list this script writes.

The list is measured, not guessed: each command below runs under valgrind's lackey, which
prints every instruction and data address the process touches; the addresses inside the
binary are mapped to its input sections (the link map says where each one went), and those are
listed in the order they were first touched (runs in the order below, so a small SVG compile's code comes first, then what a PDF,
a PNG or a sample's views add). A section the list names that no longer exists is ignored by
the linker, and a new one is placed as if there were no list: a stale list costs a few page
faults, never a wrong binary.

Usage: bench/link-order.py VIEWC LINK.map OUTPUT, where LINK.map is the map gold wrote when it
linked VIEWC (-Map); `make link-order` links with a map, runs this, and links again.
"""
import bisect
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
if len(sys.argv) != 4:
    sys.exit("usage: bench/link-order.py VIEWC LINK.map OUTPUT   (make link-order runs it)")
binary, link_map, output = (os.path.abspath(a) for a in sys.argv[1:])

# Input sections are named after their symbol: .text.SYM, .rodata.SYM, .data.SYM, .bss.SYM, …
SECTIONS = (".text", ".rodata", ".data.rel.ro", ".data", ".bss", ".tdata", ".tbss")

for tool in ("valgrind", "strip"):
    if shutil.which(tool) is None:
        sys.exit(f"link-order: {tool} is missing")

work = tempfile.mkdtemp(prefix="viewc-order-")
try:
    # valgrind cannot read the DWARF 5 the release build carries; the symbols are enough.
    traced = os.path.join(work, "viewc")
    subprocess.run(["strip", "--strip-debug", "-o", traced, binary], check=True)

    # Every input section's place, from the map gold wrote when it linked `binary`:
    #  .text.$s8ViewEval7CheckerC7BindingOMa
    #                 0x00000000009a8ac0        0xa /…/Checker.swift.o
    # (the name and the place on one line when the name is short). Sections named only for
    # their output section (a plain .text: objects built without -function-sections, such as
    # the runtime's Swift.o or CoreFoundation) cannot be moved one function at a time: skipped.
    pieces = []   # (start, end, section name)
    pending = None
    place = re.compile(r"\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+\S")
    with open(link_map, errors="replace") as f:
        for line in f:
            m = re.match(r" (\.(?:text|rodata|data\.rel\.ro|data|bss|tdata|tbss)\.\S+)(.*)$", line)
            if m:
                pending = m.group(1)
                rest = m.group(2)
                if rest.strip():
                    p = place.match(rest)
                    if p and int(p.group(2), 16):
                        pieces.append((int(p.group(1), 16), int(p.group(1), 16) + int(p.group(2), 16), pending))
                    pending = None
                continue
            if pending is not None:
                p = place.match(line)
                if p and int(p.group(1), 16) and int(p.group(2), 16):
                    pieces.append((int(p.group(1), 16), int(p.group(1), 16) + int(p.group(2), 16), pending))
                pending = None
    # An object of this package's build with a whole plain .text was built without function
    # sections, and its functions cannot be ordered: the Swift frontend keeps an object whose
    # code has not changed rather than generate it again, so objects made before the flags were
    # added keep one .text until they are made anew (a fresh clone makes every one with them).
    plain = []
    whole = re.compile(r" \.text\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S*/\.build/\S+\.o)$")
    with open(link_map, errors="replace") as f:
        for line in f:
            m = whole.match(line)
            # (cairo's objects, linked in from Debian's archives, were never built with them.)
            if m and int(m.group(2), 16) >= 4096 and "/.build/static-cairo/" not in m.group(3):
                plain.append((int(m.group(2), 16), m.group(3)))
    if plain:
        plain.sort(reverse=True)
        print(f"link-order: warning: {len(plain)} objects of the build have a whole .text "
              f"({sum(n for n, _ in plain) >> 10} KB) whose functions cannot be ordered, e.g. "
              + ", ".join(os.path.basename(o) for _, o in plain[:4])
              + "; remove .build/release and run make link-order again", file=sys.stderr)

    pieces.sort()
    starts = [p[0] for p in pieces]
    if not pieces:
        sys.exit(f"link-order: no input sections in {link_map}")

    def section_of(address):
        i = bisect.bisect_right(starts, address) - 1
        if i >= 0 and address < pieces[i][1]:
            return pieces[i][2]
        return None

    # The scene the benchmark compiles, and small samples for PNG, views, gradients and shadows
    # (rasterising is pixman's work, outside the binary: a small canvas is enough). No text:
    # under lackey, fontconfig's start-up alone runs for many minutes, and text's own code in
    # the binary is small.
    scene = os.path.join(work, "s10")
    subprocess.run([sys.executable, os.path.join(HERE, "scene.py"), "10", scene], check=True, capture_output=True)
    samples = os.path.join(ROOT, "samples")
    # Named relative to the working folder first, as make and ninja name them; then as the
    # benchmark does, by absolute paths.
    runs = [
        ["s10.view", "-o", "x.svg"],
        [scene + ".view", "-o", os.path.join(work, "x.svg")],
        ["--version"],
        [scene + ".view", "-o", os.path.join(work, "x.pdf")],
        [os.path.join(samples, "triangle.view"), "-o", os.path.join(work, "triangle.png")],
        ["check", scene + ".view"],
        [os.path.join(samples, "face.view"), "-o", os.path.join(work, "face.svg")],
        [os.path.join(samples, "views.view"), "-o", os.path.join(work, "views.svg")],
        [os.path.join(samples, "paint.view"), "-o", os.path.join(work, "paint.pdf")],
    ]

    seen_addresses = set()
    order = []          # section names, first touch first
    listed = set()
    for args in runs:
        # The trace (every address the run touches: gigabytes) is read from a pipe as it comes.
        read_end, write_end = os.pipe()
        run = subprocess.Popen(["valgrind", "--tool=lackey", "--trace-mem=yes", f"--log-fd={write_end}", traced] + args,
                               pass_fds=(write_end,), cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               env=dict(os.environ, FONTCONFIG_FILE=os.path.join(ROOT, "Tests/Fonts/fonts.conf")))
        os.close(write_end)
        with os.fdopen(read_end, "rb", buffering=1 << 20) as f:
            for raw in f:
                # "I  0040ccf0,5" or " L 04669008,8" (also S and M); "==…" lines are valgrind's own
                comma = raw.find(b",", 3)
                if comma < 0 or raw[0:1] == b"=":
                    continue
                try:
                    address = int(raw[3:comma], 16)
                except ValueError:
                    continue
                if address in seen_addresses:
                    continue
                seen_addresses.add(address)
                section = section_of(address)
                if section is not None and section not in listed:
                    listed.add(section)
                    order.append(section)
        if run.wait() != 0:
            sys.exit(f"link-order: viewc {' '.join(args)} failed under valgrind")

    with open(output, "w") as f:
        f.write("\n".join(order) + "\n")
    by_kind = {}
    for entry in order:
        kind = next(k for k in SECTIONS if entry.startswith(k + "."))
        by_kind[kind] = by_kind.get(kind, 0) + 1
    print(f"link-order: {len(order)} sections to {os.path.relpath(output)}: "
          + ", ".join(f"{n} {k}" for k, n in sorted(by_kind.items())))
finally:
    shutil.rmtree(work, ignore_errors=True)
