#!/usr/bin/env bash
# make bench — viewc against references measured in the same run on the same machine, printed
# as ratios (absolute times vary between machines; the ratios are what to compare). Every case
# is timed three ways, C's and viewc's runs taken in turn (C, viewc, C, viewc, …, each timed by
# hyperfine) so that a change in a shared machine's load weighs on both alike: wall time, CPU
# time (user + system: what a build with every core busy pays), and wall time again with every
# core but one kept busy by a neighbour (a pinned busy loop, as in a `make -j` build), which
# shows what work spread over cores costs once no core is idle. Medians of the runs.
#
#  1. Two scenes, each at 10,000 and 100,000 paths on a 2000×2000 canvas, compiled to SVG, PDF
#     and PNG by viewc and drawn by the C reference (bench/ref.c: the same cairo calls from a
#     plain text file, the floor for any cairo-based tool): the three times above and peak
#     memory (GNU time, %M). The scenes (bench/scene.py): issue 10's (closed cubic paths in
#     opaque colours, stroked) and a harder one the project is not tuned for (`--hard`: 2–6
#     curves a path reaching further, translucent fills, round-joined strokes on every path).
#     And the front end's speed on the 10,000-path scene (lex/parse + evaluate + lower, from
#     `viewc --timings`), in MB of .view text a second.
#  2. The 10-path scene to SVG, whole process (start-up included), against the C reference;
#     `viewc --version` shown beside it. For information, also against the C reference with
#     cairo linked in the way `make` links it into viewc (Sources/CCairo/link-static.sh).
#  3. The same picture, for every scene and size: viewc's PNG against C's pixel for pixel, and
#     each one's SVG and PDF rasterised (rsvg-convert, pdftoppm) and compared. Any difference
#     fails the run.
#  4. Many small files: 200 small .view files in one `viewc build` against 200 graphs as small
#     in one `dot -Tsvg -O` process; and 1,000 small files in one `viewc build` against 1,000
#     runs of `dot -Tsvg` (skipped while this viewc has no `build` command or dot is missing).
#  6. Pasted Swift: samples/skullview.view (the seeds' classes as written) against the same
#     picture in the .view language (bench/skullview-port.view), whole process, the same pixels;
#     and the front end on 100 pasted classes (bench/swiftclasses.py), in MB of text a second.
#  5. Each sample compiled to PNG against `viewc --version` (the start-up floor) and against
#     rsvg-convert rendering viewc's own SVG of it (wall time only: information).
#
# The goals printed beside each ratio are issue 33's: on the scenes, wall and CPU ≤ 1.15× C
# for SVG and PDF, below C's wall and ≤ 1.0× C's CPU for PNG, wall with the neighbour busy ≤
# 1.15× C, peak memory ≤ 1.3× C; 10 paths ≤ 1.0× C; 200 files faster than dot; front end ≥ 50
# MB/s. Issue 30's: pasted Swift ≤ 1.5× its .view port; 100 pasted classes ≥ 10 MB/s. Other ratios are information ("—").
#
# It is a benchmark, not a test: it asserts no timing; it fails only when a picture differs or
# a tool fails. A Markdown summary is written to .build/bench/results.md as well.
#
# Usage: bench/run.sh [path/to/viewc]   (default .build/release/viewc)
# Environment: BENCH_RUNS (runs of each large case, default 3), BENCH_SMALL_RUNS (default 30),
#              BENCH_SIZES (default "10000 100000"), BENCH_SAMPLES=0 skips part 5.
set -euo pipefail
cd "$(dirname "$0")/.."
viewc=$(realpath "${1:-.build/release/viewc}")
runs=${BENCH_RUNS:-3}
small_runs=${BENCH_SMALL_RUNS:-30}
sizes=${BENCH_SIZES:-"10000 100000"}
out=.build/bench
mkdir -p "$out"
work=$(mktemp -d)
# The busy neighbours' process ids; whatever way the run ends, they are stopped.
busy_pids=()
trap 'busy_stop; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM HUP

for tool in hyperfine /usr/bin/time rsvg-convert pdftoppm cc pkg-config python3 taskset timeout; do
    command -v "$tool" >/dev/null || { echo "bench: $tool is missing (make deps installs it)"; exit 1; }
done
cc -O2 -Wall -o "$out/ref" bench/ref.c $(pkg-config --cflags --libs cairo)
cc -O2 -Wall -o "$out/pngdiff" bench/pngdiff.c $(pkg-config --cflags --libs cairo)
ref=$(realpath "$out/ref")
pngdiff=$(realpath "$out/pngdiff")
# The same C program with cairo linked in the way `make` links it into viewc (from the objects
# Sources/CCairo/link-static.sh extracts), for the 10-path case: the reference above loads the
# shared libraries as a C program built the usual way does; this one shows what start-up is
# left once neither loads them. Information, not a goal.
ref_static=""
if [ -f .build/static-cairo/objects.ld ]; then
    cc -O2 -Wall -o "$out/ref-static" bench/ref.c $(pkg-config --cflags cairo) \
        -Wl,--start-group .build/static-cairo/*/*.o -Wl,--end-group -lm -lpthread
    ref_static=$(realpath "$out/ref-static")
fi

# median FILE.json [INDEX] — the median of one command's runs, in milliseconds.
median() {
    python3 -c 'import json,sys,statistics; r=json.load(open(sys.argv[1]))["results"][int(sys.argv[2])]; print("%.2f" % (1000*statistics.median(r["times"])))' "$1" "${2:-0}"
}
# peak CMD... — the median of $peak_runs runs' peak resident memory, in MB.
peak_runs=3
peak() {
    local a=()
    for _ in $(seq "$peak_runs"); do
        /usr/bin/time -f %M -o "$work/peak" "$@" >/dev/null 2>&1
        a+=("$(tail -1 "$work/peak")")
    done
    python3 -c 'import sys,statistics; print("%.1f" % (statistics.median(int(x) for x in sys.argv[1:]) / 1024))' "${a[@]}"
}
# hf ARGS... — hyperfine, quiet; its complaints are shown only when it fails.
hf() {
    hyperfine --style none "$@" >/dev/null 2>"$work/hf.err" || { cat "$work/hf.err"; echo "bench: hyperfine $*: failed"; exit 1; }
}
ratio() { python3 -c 'import sys; print("%.2f" % (float(sys.argv[1]) / float(sys.argv[2])))' "$1" "$2"; }
# verdict RATIO GOAL — "meets" when RATIO <= GOAL; a GOAL of "<G", ">G" or ">=G" compares so.
verdict() {
    python3 -c 'import sys,operator as o; r=float(sys.argv[1]); g=sys.argv[2]
for p, f in ((">=", o.ge), ("<", o.lt), (">", o.gt), ("", o.le)):
    if g.startswith(p): print("meets" if f(r, float(g[len(p):])) else "MISSES"); break' "$1" "$2"
}
# judge RATIO GOAL — the ratio with its goal and verdict, "0.95× (≤ 1.15×: meets)"; a GOAL of
# "-" is information, "0.95× (—)"; a RATIO of "-" (nothing measured) is "—".
judge() {
    local g
    if [ "$1" = - ]; then echo "—"; return; fi
    if [ "$2" = - ]; then echo "$1× (—)"; return; fi
    case $2 in ">="*) g="≥ ${2#>=}";; "<"*) g="< ${2#<}";; ">"*) g="> ${2#>}";; *) g="≤ $2";; esac
    echo "$1× ($g×: $(verdict "$1" "$2"))"
}
# maybe_ratio A B — A ÷ B, or "-" when either was not measured.
maybe_ratio() { if [ "$1" = - ] || [ "$2" = - ]; then echo -; else ratio "$1" "$2"; fi; }
# time_pair NAME REFCMD VIEWCCMD RUNS WARMUP [PREPARE] — sets REF_MS and VIEWC_MS (wall) and
# REF_CPU and VIEWC_CPU (user + system), in ms: the medians of runs taken in turn (C, viewc,
# C, viewc, …), each timed by hyperfine (PREPARE run before each, untimed), so that the load
# of a shared machine changing during the pair weighs on both sides alike.
time_pair() {
    local i prep=()
    [ -n "${6:-}" ] && prep=(--prepare "$6")
    for i in $(seq "$5"); do $2 >/dev/null 2>&1 || true; $3 >/dev/null 2>&1 || true; done
    for i in $(seq "$4"); do
        hf -N --runs 1 "${prep[@]}" --export-json "$work/$1-ref-$i.json" "$2"
        hf -N --runs 1 "${prep[@]}" --export-json "$work/$1-viewc-$i.json" "$3"
    done
    REF_MS=$(medians "$work/$1-ref-" "$4" wall); VIEWC_MS=$(medians "$work/$1-viewc-" "$4" wall)
    REF_CPU=$(medians "$work/$1-ref-" "$4" cpu); VIEWC_CPU=$(medians "$work/$1-viewc-" "$4" cpu)
}
# medians PREFIX COUNT wall|cpu — the median of the single runs in PREFIX1.json …
# PREFIXCOUNT.json, in ms: their wall times, or their user + system times.
medians() {
    python3 -c 'import json,sys,statistics
def t(r): return r["times"][0] if sys.argv[3] == "wall" else r["user"] + r["system"]
print("%.2f" % (1000*statistics.median(t(json.load(open("%s%d.json" % (sys.argv[1], i)))["results"][0]) for i in range(1, int(sys.argv[2]) + 1))))' "$1" "$2" "$3"
}

# The busy neighbour: one pinned busy loop on every CPU this run may use but the first, so one
# core is left for the case and its timer, as in a build that keeps every other core busy.
# Each loop is bounded (timeout) should the run be killed before its trap can stop it.
busy_cpus=$(python3 -c 'import os; print(*sorted(os.sched_getaffinity(0))[1:])')
busy_start() {
    local c
    for c in $busy_cpus; do
        timeout 3600 taskset -c "$c" sh -c 'while :; do :; done' >/dev/null 2>&1 &
        busy_pids+=("$!")
    done
}
busy_stop() {
    local p
    for p in "${busy_pids[@]}"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done
    busy_pids=()
}
# measure NAME REFCMD VIEWCCMD RUNS WARMUP [PREPARE] — time_pair's four medians, then the pair
# again with the neighbour busy: REF_BUSY and VIEWC_BUSY, wall ms ("-" on a single CPU).
measure() {
    local rm vm rc vc
    time_pair "$@"
    rm=$REF_MS; vm=$VIEWC_MS; rc=$REF_CPU; vc=$VIEWC_CPU
    REF_BUSY=-; VIEWC_BUSY=-
    if [ -n "$busy_cpus" ]; then
        busy_start
        time_pair "$1-busy" "${@:2}"
        busy_stop
        REF_BUSY=$REF_MS; VIEWC_BUSY=$VIEWC_MS
    fi
    REF_MS=$rm; VIEWC_MS=$vm; REF_CPU=$rc; VIEWC_CPU=$vc
}
# dur MS — a time for the summary: seconds from 100 ms up, else milliseconds; "-" stays.
dur() {
    if [ "$1" = - ]; then echo -; elif python3 -c "import sys; sys.exit(not $1 >= 100)"; then printf '%.2f s' "$(python3 -c "print($1/1000)")"
    else printf '%.2f ms' "$1"; fi
}
# report FMT-LABEL WALL-GOAL CPU-GOAL BUSY-GOAL MEM-GOAL CMB VMB — prints the case's four
# measures (from measure, and the peak memories CMB and VMB, "-" if not measured) as lines of
# the terminal table, and sets CELLS: the summary row's cells after the case's name.
report() {
    local label=$1 rw rc rb rmem
    rw=$(ratio "$VIEWC_MS" "$REF_MS"); rc=$(ratio "$VIEWC_CPU" "$REF_CPU")
    rb=$(maybe_ratio "$VIEWC_BUSY" "$REF_BUSY"); rmem=$(maybe_ratio "$7" "$6")
    printf '  %-5s %-24s %11s %11s %8s  %s\n' "$label" "wall ms" "$REF_MS" "$VIEWC_MS" "$rw×" "$(judge "$rw" "$2")"
    printf '  %-5s %-24s %11s %11s %8s  %s\n' "" "CPU (user+sys) ms" "$REF_CPU" "$VIEWC_CPU" "$rc×" "$(judge "$rc" "$3")"
    printf '  %-5s %-24s %11s %11s %8s  %s\n' "" "wall ms, neighbour busy" "$REF_BUSY" "$VIEWC_BUSY" "$rb×" "$(judge "$rb" "$4")"
    local cm="" vm=""
    if [ "$6" != - ]; then
        printf '  %-5s %-24s %11s %11s %8s  %s\n' "" "peak MB" "$6" "$7" "$rmem×" "$(judge "$rmem" "$5")"
        cm=", $6 MB"; vm=", $7 MB"
    fi
    CELLS="$(dur "$REF_MS"); CPU $(dur "$REF_CPU"); busy $(dur "$REF_BUSY")$cm | $(dur "$VIEWC_MS"); CPU $(dur "$VIEWC_CPU"); busy $(dur "$VIEWC_BUSY")$vm"
    CELLS="$CELLS | $(judge "$rw" "$2") | $(judge "$rc" "$3") | $(judge "$rb" "$4") | $(judge "$rmem" "$5")"
}

summary="$out/results.md"
{
    echo "| case | C + cairo (or dot) | viewc | wall: viewc ÷ C (goal) | CPU, user + sys (goal) | wall, neighbour busy (goal) | peak memory (goal) |"
    echo "|---|---|---|---|---|---|---|"
} > "$summary"
failed=0
echo "viewc: $viewc"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); medians of $runs runs (large), $small_runs (small)"
if [ -n "$busy_cpus" ]; then echo "neighbour: a busy loop pinned to CPU(s) $busy_cpus during each case's second timing"
else echo "neighbour: none (one CPU): the busy timings are skipped"; fi
echo

# --- 1 and 3: the scenes at each size --------------------------------------------------------
for kind in scene hard; do
    for n in $sizes; do
        s=$kind$n; hard=(); name="scene.py"
        if [ "$kind" = hard ]; then hard=(--hard); name="scene.py --hard"; fi
        python3 bench/scene.py "${hard[@]}" "$n" "$work/$s"
        mb=$(python3 -c "import os; print('%.1f' % (os.path.getsize('$work/$s.view') / 1e6))")
        printf '%s paths, %s (%s MB of .view)\n' "$n" "$name" "$mb"
        printf '  %-5s %-24s %11s %11s %8s  %s\n' fmt measure C viewc viewc÷C "goal"
        # Large scenes: no warm-up run, and peak memory from one run (it hardly varies).
        warm=1; peak_runs=3
        if [ "$n" -ge 50000 ]; then warm=0; peak_runs=1; fi
        for f in svg pdf png; do
            goal_t=1.15; goal_c=1.15
            if [ "$f" = png ]; then goal_t="<1.0"; goal_c=1.0; fi
            measure "$s-$f" "$ref $work/$s.paths $work/c$s.$f" "$viewc $work/$s.view -o $work/v$s.$f" "$runs" "$warm"
            cm=$(peak "$ref" "$work/$s.paths" "$work/c$s.$f")
            vm=$(peak "$viewc" "$work/$s.view" -o "$work/v$s.$f")
            report "$f" "$goal_t" "$goal_c" 1.15 1.3 "$cm" "$vm"
            echo "| ${f^^}, $n paths, $name | $CELLS |" >> "$summary"
        done
        # The same picture: PNG directly; SVG and PDF each rasterised by an independent renderer.
        rsvg-convert "$work/c$s.svg" -o "$work/c$s-svg.png"; rsvg-convert "$work/v$s.svg" -o "$work/v$s-svg.png"
        pdftoppm -r 72 -png -singlefile "$work/c$s.pdf" "$work/c$s-pdf"; pdftoppm -r 72 -png -singlefile "$work/v$s.pdf" "$work/v$s-pdf"
        for pair in "png:$work/c$s.png:$work/v$s.png" "svg (rsvg-convert):$work/c$s-svg.png:$work/v$s-svg.png" \
                    "pdf (pdftoppm):$work/c$s-pdf.png:$work/v$s-pdf.png"; do
            IFS=: read -r what a b <<<"$pair"
            if r=$("$pngdiff" "$a" "$b"); then printf '  same picture, %s: %s\n' "$what" "$r"
            else printf '  DIFFERENT PICTURE, %s: %s\n' "$what" "$r"; failed=1; fi
        done
        echo
    done
done

# --- 1b: the front end's speed ---------------------------------------------------------------
# Lex/parse, evaluate (check and run) and lower of the 10,000-path scene, from `--timings`
# (median of the runs' sums), as megabytes of .view text a second.
if [ -f "$work/scene10000.view" ]; then
    fe=$(for _ in $(seq "$((runs * 3))"); do "$viewc" --timings "$work/scene10000.view" -o "$work/fe.svg" 2>&1 \
        | awk '/^  lex\/parse/{a=$2} /^  evaluate/{b=$2} /^  lower/{c=$2} END{print a+b+c}'; done \
        | python3 -c 'import sys,statistics; print("%.1f" % statistics.median(float(x) for x in sys.stdin))')
    mbps=$(python3 -c "import os; print('%.1f' % (os.path.getsize('$work/scene10000.view') / 1e6 / ($fe / 1000)))")
    printf 'front end (lex/parse + evaluate + lower) on the 10000-path scene: %s ms, %s MB/s (goal >= 50)\n\n' "$fe" "$mbps"
    printf '| front end: lex/parse + evaluate + lower, 10000 paths | — | %s ms: %s MB/s | ≥ 50 MB/s: %s | — | — | — |\n' "$fe" "$mbps" \
        "$(python3 -c "print('meets' if $mbps >= 50 else 'MISSES')")" >> "$summary"
fi

# --- 2: a small file, whole process ---------------------------------------------------------
peak_runs=3
python3 bench/scene.py 10 "$work/s10"
hf -N --warmup 5 --runs "$small_runs" --export-json "$work/version.json" "$viewc --version"
version_ms=$(median "$work/version.json")
echo "10 paths -> SVG, whole process (viewc --version alone: $version_ms ms)"
printf '  %-5s %-24s %11s %11s %8s  %s\n' fmt measure C viewc viewc÷C "goal"
measure s10-svg "$ref $work/s10.paths $work/c10.svg" "$viewc $work/s10.view -o $work/v10.svg" "$small_runs" 5
cm=$(peak "$ref" "$work/s10.paths" "$work/c10.svg"); vm=$(peak "$viewc" "$work/s10.view" -o "$work/v10.svg")
report svg 1.0 - - - "$cm" "$vm"
echo
echo "| SVG, 10 paths, whole process (\`viewc --version\`: $version_ms ms) | $CELLS |" >> "$summary"
if [ -n "$ref_static" ]; then
    echo "10 paths -> SVG, C with cairo linked in as viewc links it (information)"
    printf '  %-5s %-24s %11s %11s %8s  %s\n' fmt measure C viewc viewc÷C "goal"
    measure s10-static "$ref_static $work/s10.paths $work/c10s.svg" "$viewc $work/s10.view -o $work/v10.svg" "$small_runs" 5
    cmp -s "$work/c10.svg" "$work/c10s.svg" || { echo "bench: the C reference linked statically drew another SVG"; failed=1; }
    report svg - - - - - -
    echo
    echo "| SVG, 10 paths, whole process, C with cairo linked in (information) | $CELLS |" >> "$summary"
fi

# --- 4: many small files ----------------------------------------------------------------------
# batch_row LABEL GOAL — prints and adds to the summary a batch case measured by measure, with
# dot as the reference, as "N× faster" (dot's time ÷ viewc's); GOAL for the wall time.
batch_row() {
    local rw rc rb
    rw=$(ratio "$REF_MS" "$VIEWC_MS"); rc=$(ratio "$REF_CPU" "$VIEWC_CPU"); rb=$(maybe_ratio "$REF_BUSY" "$VIEWC_BUSY")
    printf '  %-28s %11s %11s %8s  %s\n' measure dot viewc dot÷viewc "goal (viewc N× faster)"
    printf '  %-28s %11s %11s %8s  %s\n' "wall ms" "$REF_MS" "$VIEWC_MS" "$rw×" "$(judge "$rw" "$2")"
    printf '  %-28s %11s %11s %8s  %s\n' "CPU (user+sys) ms" "$REF_CPU" "$VIEWC_CPU" "$rc×" "$(judge "$rc" -)"
    printf '  %-28s %11s %11s %8s  %s\n' "wall ms, neighbour busy" "$REF_BUSY" "$VIEWC_BUSY" "$rb×" "$(judge "$rb" -)"
    echo
    local jw jc jb
    jw=$(judge "$rw" "$2"); jc=$(judge "$rc" -); jb=$(judge "$rb" -)
    printf '| %s | %s; CPU %s; busy %s | %s; CPU %s; busy %s | %s | %s | %s | — |\n' "$1" \
        "$(dur "$REF_MS")" "$(dur "$REF_CPU")" "$(dur "$REF_BUSY")" "$(dur "$VIEWC_MS")" "$(dur "$VIEWC_CPU")" "$(dur "$VIEWC_BUSY")" \
        "${jw/× /× faster }" "${jc/× /× faster }" "${jb/× /× faster }" >> "$summary"
}
if "$viewc" --help | grep -qE '^  build( |$)' && command -v dot >/dev/null; then
    # 200 drawings of 10 paths in one `viewc build` (a fresh output folder each run) against 200
    # graphs as small laid out and written by one dot process (dot -O writes each FILE.dot.svg).
    python3 bench/scene.py --batch 200 10 "$work/b200"
    echo "many small files: 200 drawings, one viewc build, against 200 graphs in one dot -Tsvg -O"
    measure b200 "dot -Tsvg -O $(echo "$work"/b200/graphs/*.dot)" \
        "$viewc build $work/b200/views -o $work/b200/out --format svg" "$small_runs" 2 "rm -rf $work/b200/out"
    batch_row "200 small files to SVG: one \`dot -Tsvg -O\` of 200 graphs, one \`viewc build\`" ">1"
    # 1,000 drawings in one `viewc build` against 1,000 runs of dot, one a file (a shell loop).
    python3 bench/scene.py --batch 1000 10 "$work/batch"
    printf 'for f in %s/batch/graphs/*.dot; do dot -Tsvg "$f" -o "${f%%.dot}.svg"; done\n' "$work" > "$work/dots.sh"
    echo "batch: 1000 small files, one viewc build, against 1000 runs of dot -Tsvg"
    measure batch "bash $work/dots.sh" "$viewc build $work/batch/views -o $work/batch/out --format svg" "$runs" 0 \
        "rm -rf $work/batch/out"
    batch_row "batch: 1,000 small files to SVG: 1,000 × \`dot -Tsvg\`, one \`viewc build\`" ">=5"
else
    echo "many small files: skipped (this viewc has no 'build' command, or graphviz's dot is missing)"
    echo
    echo "| many small files | — | — | skipped: no \`viewc build\` or no dot | — | — | — |" >> "$summary"
fi

# --- 6: pasted Swift --------------------------------------------------------------------------
# The seeds' view classes pasted as Swift (samples/skullview.view) against the same picture
# written in the .view language (bench/skullview-port.view), both compiled by viewc to SVG,
# whole process: a pasted class may cost at most 1.5× its hand-written port. The two must draw
# the same pixels. Then the front end on a file of 100 pasted classes (bench/swiftclasses.py):
# lex/parse + evaluate (Swift's parse, the check and the run), in MB of text a second.
"$viewc" samples/skullview.view -o "$work/skull.png"
"$viewc" bench/skullview-port.view -o "$work/skull-port.png"
echo "pasted Swift: samples/skullview.view against its .view port, bench/skullview-port.view (SVG, whole process)"
if r=$("$pngdiff" "$work/skull-port.png" "$work/skull.png"); then printf '  same picture: %s\n' "$r"
else printf '  DIFFERENT PICTURE: %s\n' "$r"; failed=1; fi
printf '  %-5s %-24s %11s %11s %8s  %s\n' fmt measure port pasted pasted÷port "goal"
measure skull "$viewc bench/skullview-port.view -o $work/skull-port.svg" "$viewc samples/skullview.view -o $work/skull.svg" "$small_runs" 5
report svg 1.5 1.5 1.5 - - -
echo
echo "| SVG, samples/skullview.view (pasted Swift; the reference column is its .view port) | $CELLS |" >> "$summary"
python3 bench/swiftclasses.py 100 "$work/classes100.view"
fe=$(for _ in $(seq "$((runs * 3))"); do "$viewc" --timings "$work/classes100.view" -o "$work/classes100.svg" 2>&1 \
    | awk '/^  lex\/parse/{a=$2} /^  evaluate/{b=$2} END{print a+b}'; done \
    | python3 -c 'import sys,statistics; print("%.1f" % statistics.median(float(x) for x in sys.stdin))')
kb=$(python3 -c "import os; print(os.path.getsize('$work/classes100.view') // 1000)")
mbps=$(python3 -c "import os; print('%.1f' % (os.path.getsize('$work/classes100.view') / 1e6 / ($fe / 1000)))")
printf 'front end (lex/parse + evaluate) on 100 pasted classes (%s KB): %s ms, %s MB/s (goal >= 10)\n\n' "$kb" "$fe" "$mbps"
printf '| front end: lex/parse + evaluate, 100 pasted Swift classes | — | %s ms: %s MB/s | ≥ 10 MB/s: %s | — | — | — |\n' "$fe" "$mbps" \
    "$(python3 -c "print('meets' if $mbps >= 10 else 'MISSES')")" >> "$summary"

# --- 5: the samples -------------------------------------------------------------------------
if [ "${BENCH_SAMPLES:-1}" != 0 ]; then
    printf '%-22s %10s %10s %10s %12s %12s\n' sample "viewc ms" "svg ms" "rsvg ms" "÷ --version" "÷ rsvg"
    for f in samples/*.view; do
        n=$(basename "$f" .view)
        # A document of several pages (samples/handout.view): its first page, as SVG and PNG show one.
        page=""; [ "$("$viewc" dump tree "$f" | grep -c '^<page;')" -gt 1 ] && page="--page 1"
        "$viewc" "$f" $page -o "$work/$n.svg" 2>/dev/null
        hf -N --warmup 3 --runs "$small_runs" --export-json "$work/$n-png.json" "$viewc $f $page -o $work/$n.png"
        hf -N --warmup 3 --runs "$small_runs" --export-json "$work/$n-svg.json" "$viewc $f $page -o $work/$n-2.svg"
        hf -N --warmup 3 --runs "$small_runs" --export-json "$work/$n-rsvg.json" "rsvg-convert $work/$n.svg -o $work/$n-rsvg.png"
        t=$(median "$work/$n-png.json"); s=$(median "$work/$n-svg.json"); r=$(median "$work/$n-rsvg.json")
        printf '%-22s %10s %10s %10s %11sx %11sx\n' "$n" "$t" "$s" "$r" "$(ratio "$t" "$version_ms")" "$(ratio "$t" "$r")"
    done
    echo "viewc ms = FILE -o FILE.png; svg ms = FILE -o FILE.svg; rsvg ms = rsvg-convert on viewc's SVG to PNG;"
    echo "ratios use the PNG compile; viewc --version (start-up floor) took $version_ms ms."
    echo
fi

echo "Summary (also in $summary):"
cat "$summary"
if [ "$failed" != 0 ]; then echo; echo "bench: viewc and the C reference drew different pictures"; exit 1; fi
