#!/usr/bin/env bash
# make bench — viewc against references measured in the same run on the same machine, printed
# as ratios (absolute times vary between machines; the ratios are what to compare):
#
#  1. Issue 10's scene (bench/scene.py: closed cubic paths, filled and stroked, on a 2000×2000
#     canvas) at 10,000 and 100,000 paths, compiled to SVG, PDF and PNG by viewc and drawn by
#     the C reference (bench/ref.c: the same cairo calls from a plain text file, the floor for
#     any cairo-based tool): time (median of runs taken in turn with C's, each timed by
#     hyperfine) and peak memory (GNU time, %M).
#     And the front end's speed on the 10,000-path scene (lex/parse + evaluate + lower, from
#     `viewc --timings`), in MB of .view text a second.
#  2. The 10-path scene to SVG, whole process (start-up included), against the C reference;
#     `viewc --version` shown beside it. For information, also against the C reference with
#     cairo linked in the way `make` links it into viewc (Sources/CCairo/link-static.sh).
#  3. The same picture: viewc's PNG against C's pixel for pixel, and each one's SVG and PDF
#     rasterised (rsvg-convert, pdftoppm) and compared. Any difference fails the run.
#  4. Batch: 1,000 small .view files in one `viewc build` against 1,000 runs of `dot -Tsvg` on
#     graphs as small (skipped while this viewc has no `build` command).
#  5. Each sample compiled to PNG against `viewc --version` (the start-up floor) and against
#     rsvg-convert rendering viewc's own SVG of it.
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
trap 'rm -rf "$work"' EXIT

for tool in hyperfine /usr/bin/time rsvg-convert pdftoppm cc pkg-config python3; do
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
# verdict RATIO GOAL — "meets" when RATIO <= GOAL (or < GOAL with a leading '<').
verdict() {
    python3 -c 'import sys; r=float(sys.argv[1]); g=sys.argv[2]; ok = r < float(g[1:]) if g[0]=="<" else r <= float(g); print("meets" if ok else "MISSES")' "$1" "$2"
}
# time_pair NAME REFCMD VIEWCCMD RUNS WARMUP — sets REF_MS and VIEWC_MS: the medians of runs
# taken in turn (C, viewc, C, viewc, …), each timed by hyperfine, so that the load of a shared
# machine changing during the pair weighs on both sides alike.
time_pair() {
    local i
    for i in $(seq "$5"); do $2 >/dev/null 2>&1 || true; $3 >/dev/null 2>&1 || true; done
    for i in $(seq "$4"); do
        hf -N --runs 1 --export-json "$work/$1-ref-$i.json" "$2"
        hf -N --runs 1 --export-json "$work/$1-viewc-$i.json" "$3"
    done
    REF_MS=$(medians "$work/$1-ref-" "$4")
    VIEWC_MS=$(medians "$work/$1-viewc-" "$4")
}
# medians PREFIX COUNT — the median of the single runs in PREFIX1.json … PREFIXCOUNT.json, in ms.
medians() {
    python3 -c 'import json,sys,statistics; print("%.2f" % (1000*statistics.median(json.load(open("%s%d.json" % (sys.argv[1], i)))["results"][0]["times"][0] for i in range(1, int(sys.argv[2]) + 1))))' "$1" "$2"
}

summary="$out/results.md"
{
    echo "| case | C + cairo | viewc | time ratio (goal) | memory ratio (goal) |"
    echo "|---|---|---|---|---|"
} > "$summary"
failed=0
echo "viewc: $viewc"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); medians of $runs runs (large), $small_runs (small)"
echo

# --- 1 and 3: the scene at each size -------------------------------------------------------
for n in $sizes; do
    python3 bench/scene.py "$n" "$work/s$n"
    mb=$(python3 -c "import os; print('%.1f' % (os.path.getsize('$work/s$n.view') / 1e6))")
    printf '%s paths (%s MB of .view)\n' "$n" "$mb"
    printf '  %-4s %12s %12s %8s %10s %10s %8s\n' fmt "C ms" "viewc ms" ratio "C MB" "viewc MB" ratio
    # Large scenes: no warm-up run, and peak memory from one run (it hardly varies).
    warm=1; peak_runs=3
    if [ "$n" -ge 50000 ]; then warm=0; peak_runs=1; fi
    for f in svg pdf png; do
        goal_t=1.15; goal_m=1.3
        if [ "$f" = png ]; then goal_t="<1.0"; goal_m="-"; fi
        time_pair "s$n-$f" "$ref $work/s$n.paths $work/c$n.$f" "$viewc $work/s$n.view -o $work/v$n.$f" "$runs" "$warm"
        cm=$(peak "$ref" "$work/s$n.paths" "$work/c$n.$f")
        vm=$(peak "$viewc" "$work/s$n.view" -o "$work/v$n.$f")
        rt=$(ratio "$VIEWC_MS" "$REF_MS"); rm_=$(ratio "$vm" "$cm")
        printf '  %-4s %12s %12s %7sx %10s %10s %7sx\n' "$f" "$REF_MS" "$VIEWC_MS" "$rt" "$cm" "$vm" "$rm_"
        mgoal="${rm_}× (—)"
        [ "$goal_m" != "-" ] && mgoal="${rm_}× (≤ ${goal_m}×: $(verdict "$rm_" "$goal_m"))"
        gt=${goal_t/</< }; [ "$f" != png ] && gt="≤ $goal_t"
        printf '| %s, %s paths | %.2f s, %s MB | %.2f s, %s MB | %s× (%s×: %s) | %s |\n' "${f^^}" "$n" \
            "$(python3 -c "print($REF_MS/1000)")" "$cm" "$(python3 -c "print($VIEWC_MS/1000)")" "$vm" \
            "$rt" "$gt" "$(verdict "$rt" "$goal_t")" "$mgoal" >> "$summary"
    done
    # The same picture: PNG directly; SVG and PDF each rasterised by an independent renderer.
    rsvg-convert "$work/c$n.svg" -o "$work/c$n-svg.png"; rsvg-convert "$work/v$n.svg" -o "$work/v$n-svg.png"
    pdftoppm -r 72 -png -singlefile "$work/c$n.pdf" "$work/c$n-pdf"; pdftoppm -r 72 -png -singlefile "$work/v$n.pdf" "$work/v$n-pdf"
    for pair in "png:$work/c$n.png:$work/v$n.png" "svg (rsvg-convert):$work/c$n-svg.png:$work/v$n-svg.png" \
                "pdf (pdftoppm):$work/c$n-pdf.png:$work/v$n-pdf.png"; do
        IFS=: read -r what a b <<<"$pair"
        if r=$("$pngdiff" "$a" "$b"); then printf '  same picture, %s: %s\n' "$what" "$r"
        else printf '  DIFFERENT PICTURE, %s: %s\n' "$what" "$r"; failed=1; fi
    done
    echo
done

# --- 1b: the front end's speed ---------------------------------------------------------------
# Lex/parse, evaluate (check and run) and lower of the 10,000-path scene, from `--timings`
# (median of the runs' sums), as megabytes of .view text a second.
if [ -f "$work/s10000.view" ]; then
    fe=$(for _ in $(seq "$((runs * 3))"); do "$viewc" --timings "$work/s10000.view" -o "$work/fe.svg" 2>&1 \
        | awk '/^  lex\/parse/{a=$2} /^  evaluate/{b=$2} /^  lower/{c=$2} END{print a+b+c}'; done \
        | python3 -c 'import sys,statistics; print("%.1f" % statistics.median(float(x) for x in sys.stdin))')
    mbps=$(python3 -c "import os; print('%.1f' % (os.path.getsize('$work/s10000.view') / 1e6 / ($fe / 1000)))")
    printf 'front end (lex/parse + evaluate + lower) on the 10000-path scene: %s ms, %s MB/s (goal >= 50)\n\n' "$fe" "$mbps"
    printf '| front end: lex/parse + evaluate + lower, 10000 paths | — | %s ms: %s MB/s | ≥ 50 MB/s: %s | — |\n' "$fe" "$mbps" \
        "$(python3 -c "print('meets' if $mbps >= 50 else 'MISSES')")" >> "$summary"
fi

# --- 2: a small file, whole process ---------------------------------------------------------
peak_runs=3
python3 bench/scene.py 10 "$work/s10"
time_pair s10-svg "$ref $work/s10.paths $work/c10.svg" "$viewc $work/s10.view -o $work/v10.svg" "$small_runs" 5
hf -N --warmup 5 --runs "$small_runs" --export-json "$work/version.json" "$viewc --version"
version_ms=$(median "$work/version.json")
rt=$(ratio "$VIEWC_MS" "$REF_MS")
cm=$(peak "$ref" "$work/s10.paths" "$work/c10.svg"); vm=$(peak "$viewc" "$work/s10.view" -o "$work/v10.svg")
printf '10 paths -> SVG, whole process: C %s ms, viewc %s ms (%sx; viewc --version alone %s ms); memory C %s MB, viewc %s MB\n\n' \
    "$REF_MS" "$VIEWC_MS" "$rt" "$version_ms" "$cm" "$vm"
printf '| SVG, 10 paths, whole process | %s ms, %s MB | %s ms, %s MB (`--version`: %s ms) | %s× (≤ 1.5×: %s) | %s× (—) |\n' \
    "$REF_MS" "$cm" "$VIEWC_MS" "$vm" "$version_ms" "$rt" "$(verdict "$rt" 1.5)" "$(ratio "$vm" "$cm")" >> "$summary"
if [ -n "$ref_static" ]; then
    time_pair s10-static "$ref_static $work/s10.paths $work/c10s.svg" "$viewc $work/s10.view -o $work/v10.svg" "$small_runs" 5
    cmp -s "$work/c10.svg" "$work/c10s.svg" || { echo "bench: the C reference linked statically drew another SVG"; failed=1; }
    rs=$(ratio "$VIEWC_MS" "$REF_MS")
    printf '10 paths -> SVG, C with cairo linked in as viewc links it: C %s ms, viewc %s ms (%sx; information, not a goal)\n\n' \
        "$REF_MS" "$VIEWC_MS" "$rs"
    printf '| SVG, 10 paths, whole process, C with cairo linked in (information) | %s ms | %s ms | %s× (—) | — |\n' \
        "$REF_MS" "$VIEWC_MS" "$rs" >> "$summary"
fi

# --- 4: batch -------------------------------------------------------------------------------
if "$viewc" --help | grep -qE '^  build( |$)' && command -v dot >/dev/null; then
    python3 bench/scene.py --batch 1000 10 "$work/batch"
    hf -N --runs 3 --prepare "rm -rf $work/batch/out" --export-json "$work/build.json" \
        "$viewc build $work/batch/views -o $work/batch/out --format svg"
    hf --runs 3 --export-json "$work/dot.json" \
        "for f in $work/batch/graphs/*.dot; do dot -Tsvg \"\$f\" -o \"\${f%.dot}.svg\"; done"
    b=$(median "$work/build.json"); d=$(median "$work/dot.json")
    speed=$(ratio "$d" "$b")
    printf 'batch: 1000 small files, viewc build %s ms, 1000 x dot -Tsvg %s ms: viewc %sx faster (goal >= 5x)\n\n' "$b" "$d" "$speed"
    printf '| batch: 1,000 small files to SVG | 1,000 × `dot -Tsvg`: %.2f s | one `viewc build`: %.2f s | %s× faster (≥ 5×: %s) | — |\n' \
        "$(python3 -c "print($d/1000)")" "$(python3 -c "print($b/1000)")" "$speed" \
        "$(python3 -c "print('meets' if $speed >= 5 else 'MISSES')")" >> "$summary"
else
    echo "batch: skipped (this viewc has no 'build' command, or graphviz's dot is missing)"
    echo
    echo "| batch: 1,000 small files | — | — | skipped: no \`viewc build\` | — |" >> "$summary"
fi

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
