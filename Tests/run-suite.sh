#!/usr/bin/env bash
# Tests/run-suite.sh XCTEST LOG: runs every test class of the built XCTest bundle XCTEST, each
# class in a process of its own, on as many workers as the machine has cores ($TEST_WORKERS
# sets another number), and writes what they print to LOG and the terminal, a class's lines
# together. Most tests run one single-threaded viewc at a time, so one process in class order
# leaves the other cores idle; SwiftPM's own `swift test` cannot run twice at once on one .build.
# The classes named in LAST run after the others, one at a time: ViewcKitTests builds
# Tests/Consumer, which `make test` starts building beside the rest of the suite.
# The closing line counts the tests passed and failed, and says when a class's process ended
# without reporting all its tests (a crash), which is a failure too. Exit status 0 only if every
# test listed ran and passed.
set -u
xctest=$1
log=$2
workers=${TEST_WORKERS:-$(nproc 2>/dev/null || echo 1)}
LAST="PipelineTests.ViewcKitTests"
# The longest classes start first, so that no worker is left with one of them at the end while
# the others are idle. This orders only; every class the bundle lists runs.
FIRST="PipelineTests.PNGStreamingTests HostileInputTests.WorkBudgetTests HostileInputTests.WindowedSourceTests
ReferenceTests.InlineSVGBrowserTests ReferenceTests.CLITests HostileInputTests.FuzzRegressionTests"

dir=$(mktemp -d "${TMPDIR:-/tmp}/viewc-suite-XXXXXX")
trap 'rm -rf "$dir"' EXIT
"$xctest" --list-tests > "$dir/list" 2>&1 || { cat "$dir/list"; echo "run-suite: cannot list the tests of $xctest"; exit 1; }
sed -n 's|^\([A-Za-z0-9_]*\.[A-Za-z0-9_]*\)/.*|\1|p' "$dir/list" > "$dir/tests"
awk '!seen[$0]++' "$dir/tests" > "$dir/classes"
listed=$(wc -l < "$dir/tests")
[ "$listed" -gt 0 ] || { cat "$dir/list"; echo "run-suite: no tests listed"; exit 1; }

{
  for c in $FIRST; do grep -qxF "$c" "$dir/classes" && echo "$c"; done
  grep -vxF -f <(printf '%s\n' $FIRST $LAST) "$dir/classes"
} > "$dir/queue"

# One class: its output to a file of its own, then printed whole under a lock; its exit status
# kept beside it.
run_class() {
  local c=$1 out="$dir/out/$1"
  "$xctest" "$c" > "$out.log" 2>&1
  echo $? > "$out.status"
  flock "$dir/print.lock" cat "$out.log"
}
export -f run_class
export xctest dir
mkdir -p "$dir/out"

: > "$log"
{
  xargs -P "$workers" -I{} bash -c 'run_class "$1"' _ {} < "$dir/queue"
  for c in $LAST; do grep -qxF "$c" "$dir/classes" && run_class "$c"; done
} 2>&1 | tee -a "$log"

passed=$(grep -cE "^Test Case '.*' passed" "$log")
failed=$(grep -cE "^Test Case '.*' failed" "$log")
status=0
[ "$failed" -eq 0 ] || status=1
for s in "$dir"/out/*.status; do
  c=$(basename "$s" .status)
  code=$(cat "$s")
  if [ "$code" -ne 0 ] && ! grep -qE "^Test Case '.*' failed" "$dir/out/$c.log"; then
    echo "run-suite: $c ended with status $code without a failed test (a crash?)" | tee -a "$log"
    status=1
  fi
done
if [ $((passed + failed)) -ne "$listed" ]; then
  echo "run-suite: $listed tests listed, $((passed + failed)) reported" | tee -a "$log"
  status=1
fi
echo "tests: $passed passed, $failed failed"
exit $status
