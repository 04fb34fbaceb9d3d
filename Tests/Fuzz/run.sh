#!/usr/bin/env bash
# make fuzz: builds the fuzz targets
# (Sources/ViewcFuzz) in release mode with libFuzzer and AddressSanitizer and runs each — the
# whole pipeline, the lexer/parser alone, a Swift class's members and the statements that style
# an attributed string — for FUZZ_SECONDS each (default 300). The first two are seeded from the
# samples, the docs' examples and the kept regression inputs, the others from Tests/Fuzz/seeds;
# the dictionary holds the language's tokens and numbers at the extremes. An input that crashes, leaks past 2 GiB or runs past 10 s (the bound the default
# limits guarantee) is a finding: it is saved under .build/fuzz/findings and the run fails.
# Keep each finding, once fixed, in Tests/Fuzz/regressions: HostileInputTests replays them.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${FUZZ_SECONDS:-300}
out=.build/fuzz
swift=${SWIFT:-swift}

# The toolchain must be able to build libFuzzer targets; say so plainly when it cannot.
mkdir -p "$out/probe"
printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>?, _ n: Int) -> CInt { 0 }\n' > "$out/probe/p.swift"
if ! swiftc -sanitize=fuzzer,address -parse-as-library "$out/probe/p.swift" -o "$out/probe/p" >/dev/null 2>&1; then
    echo "fuzz: this Swift toolchain cannot build libFuzzer targets (swiftc -sanitize=fuzzer); not run"
    exit 0
fi

echo "fuzz: building the targets in release mode with -sanitize=fuzzer,address"
$swift build -c release --build-path "$out" --product viewc-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld 2>&1 | grep -E "error|warning: unre|Compiling viewc-fuzz|complete!" || true
bin="$out/release/viewc-fuzz"
[ -x "$bin" ] || { echo "fuzz: the build made no $bin"; exit 1; }

# Seeds: the samples, every ```view block of the docs, and the regression inputs.
seeds="$out/seeds"
rm -rf "$seeds"; mkdir -p "$seeds" "$out/findings"
cp samples/*.view "$seeds/"
cp Tests/Fuzz/regressions/*.view "$seeds/" 2>/dev/null || true
for doc in docs/language.md README.md; do
    awk -v dir="$seeds" -v base="$(basename "$doc" .md)" '
        /^```view/ { n++; file = sprintf("%s/%s-%03d.view", dir, base, n); writing = 1; next }
        /^```/ { writing = 0; next }
        writing { print > file }' "$doc"
done

status=0
for target in pipeline parse swift attributed; do
    corpus="$out/corpus-$target"
    mkdir -p "$corpus"
    from=$seeds
    [ -d "Tests/Fuzz/seeds/$target" ] && from="Tests/Fuzz/seeds/$target"
    echo "fuzz: $target for ${seconds} s ($(ls "$from" | wc -l) seeds)"
    if ! VIEWC_FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no "$bin" "$corpus" "$from" \
        -dict=Tests/Fuzz/view.dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -artifact_prefix="$out/findings/$target-" -print_final_stats=1 \
        > "$out/$target.log" 2>&1; then
        status=1
        echo "fuzz: $target found an input that fails (saved under $out/findings):"
        grep -E "ERROR|SUMMARY|Test unit written|timeout|out-of-memory" "$out/$target.log" | head -20
    fi
    grep -E "stat::number_of_executed_units|cov:" "$out/$target.log" | tail -2 | sed "s/^/fuzz: $target: /"
done
[ $status -eq 0 ] && echo "fuzz: no findings"
exit $status
