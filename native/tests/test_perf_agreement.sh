#!/usr/bin/env bash
# Runs the same work under perf stat and under our counters and checks that they agree. perf stat
# counts the whole process from exec, our counters from main(): perf may be a little higher,
# never lower, and the difference must stay small.
set -uo pipefail
perf=$1
program=$2
out=$("$perf" stat -x, -e page-faults,context-switches,task-clock "$program" 64 50 2>&1) || { echo "FAILED: $out"; exit 1; }
ours() { echo "$out" | awk -v e="$1" '$1 == e {print $2}'; }
theirs() { echo "$out" | awk -F, -v e="$1" '$3 == e {print $1}'; }
failures=0
compare() { # name ours theirs slack_absolute slack_percent
  local name=$1 a=$2 b=$3 abs=$4 pct=$5
  local ok
  ok=$(awk -v a="$a" -v b="$b" -v abs="$abs" -v pct="$pct" 'BEGIN { d = b - a; print (a > 0 && d >= -abs && d <= abs + b * pct / 100) ? 1 : 0 }')
  echo "$name: ours $a, perf stat $b"
  [ "$ok" = 1 ] || { echo "FAILED: $name differs too much"; failures=$((failures + 1)); }
}
compare page-faults "$(ours perf::PAGE-FAULTS)" "$(theirs page-faults)" 300 2
compare context-switches "$(ours perf::CONTEXT-SWITCHES)" "$(theirs context-switches)" 5 5
# task-clock: perf prints milliseconds, we count nanoseconds. perf also counts loading the program
# and initialising libpfm4 (about 5 ms here), which happen before our counters open.
compare task-clock-ms "$(ours perf::TASK-CLOCK | awk '{printf "%.3f", $1 / 1e6}')" "$(theirs task-clock)" 15 5
echo "test_perf_agreement: $failures failed"
exit $((failures > 0))
