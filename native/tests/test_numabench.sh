#!/bin/sh
# numabench end to end on this machine: linear and random walks on a small array print one CSV row
# per run; impossible placements are refused with the reason and exit 2.
set -u
bench=$1
fail=0
check() { # what, command...
  what=$1; shift
  if ! "$@"; then echo "FAILED: $what" >&2; fail=1; fi
}

for pattern in linear random; do
  out=$("$bench" --size 1M --pattern "$pattern" --runs 3 --csv 2>&1)
  rc=$?
  check "$pattern runs (exit $rc): $out" [ "$rc" -eq 0 ]
  rows=$(printf '%s\n' "$out" | grep -c "^[0-9],$pattern,1048576,")
  check "$pattern prints a row per run: $out" [ "$rows" -eq 3 ]
  check "$pattern has the header" sh -c "printf '%s\n' \"\$1\" | head -n 1 | grep -q '^run,pattern,size,cpu,node,placement,seconds,counter,value$'" _ "$out"
  check "$pattern runs local by default: $out" sh -c "printf '%s\n' \"\$1\" | grep -q ',local,'" _ "$out"
done

text=$("$bench" --size 256K --pattern random --runs 3 --counter perf::PAGE-FAULTS 2>&1)
check "text mode reports mean, deviation and a counter: $text" sh -c "printf '%s\n' \"\$1\" | grep -q '^mean .* s, standard deviation .* s'" _ "$text"

nodes=$(ls -d /sys/devices/system/node/node[0-9]* 2>/dev/null | wc -l)
missing=$((nodes + 3))
out=$("$bench" --size 1M --node "$missing" 2>&1); rc=$?
check "a node that does not exist is refused (exit $rc): $out" [ "$rc" -eq 2 ]
check "and named: $out" sh -c "printf '%s\n' \"\$1\" | grep -q 'there is no NUMA node $missing on this machine'" _ "$out"
if [ "$nodes" -le 1 ]; then
  check "one node says remote cannot be measured: $out" sh -c "printf '%s\n' \"\$1\" | grep -q 'remote placement cannot be measured here'" _ "$out"
fi
out=$("$bench" --cpu 4095 2>&1); rc=$?
check "a CPU that does not exist is refused (exit $rc): $out" [ "$rc" -eq 2 ]
check "and named: $out" sh -c "printf '%s\n' \"\$1\" | grep -q 'there is no CPU 4095'" _ "$out"
out=$("$bench" --pattern zigzag 2>&1); rc=$?
check "a bad pattern is refused (exit $rc): $out" [ "$rc" -eq 2 ]
out=$("$bench" --size 12 2>&1); rc=$?
check "a size too small is refused (exit $rc): $out" [ "$rc" -eq 2 ]
exit $fail
