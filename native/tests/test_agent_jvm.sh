#!/usr/bin/env bash
# The library as a JVMTI agent in a real JVM: cpus= binds every thread (GC and JIT included),
# and a bad option stops the JVM at start with one message naming it.
set -uo pipefail
java=$1
lib=$2
work=$(mktemp -d)
trap 'kill $pid 2>/dev/null; rm -rf "$work"' EXIT
failures=0
check() { if eval "$2"; then echo "ok: $1"; else echo "FAILED: $1"; failures=$((failures + 1)); fi; }

cat > "$work/Sleep.java" <<'JAVA'
public class Sleep { public static void main(String[] a) throws Exception { System.out.println("up"); Thread.sleep(20000); } }
JAVA
"$java" -agentpath:"$lib"=cpus=0 "$work/Sleep.java" > "$work/out" 2>&1 &
pid=$!
for _ in $(seq 1 150); do grep -q up "$work/out" && break; sleep 0.1; done
check "the agent-bound JVM starts" 'grep -q up "$work/out"'
lists=$(cat /proc/$pid/task/*/status 2>/dev/null | sed -n 's/^Cpus_allowed_list:\s*//p' | sort -u)
threads=$(ls /proc/$pid/task | wc -l)
check "all $threads threads are bound to CPU 0 (got: $(echo $lists))" '[ "$lists" = "0" ]'
names=$(cat /proc/$pid/task/*/comm | tr '\n' ',')
check "GC and compiler threads are among them ($names)" 'echo "$names" | grep -q "C2 Compiler" && echo "$names" | grep -qE "GC|G1"'
kill $pid; wait $pid 2>/dev/null

# mems= binds memory strictly. numa_maps shows each task's own policy: every JVM thread is bound;
# the launcher's first thread, which only waits for the JVM to end, keeps the default.
"$java" -agentpath:"$lib"=mems=0 "$work/Sleep.java" > "$work/out2" 2>&1 &
pid=$!
for _ in $(seq 1 150); do grep -q up "$work/out2" && break; sleep 0.1; done
unbound=$(for t in /proc/$pid/task/*; do [ "${t##*/}" = "$pid" ] && continue; grep -q " bind:0 " $t/numa_maps || cat $t/comm; done)
threads=$(ls /proc/$pid/task | wc -l)
check "mems=0 binds the memory of every JVM thread to node 0 (of $threads, unbound: ${unbound:-none})" '[ -z "$unbound" ] && [ "$threads" -gt 10 ]'
kill $pid; wait $pid 2>/dev/null

# Per-thread policies and counters, by thread name.
"$java" --enable-native-access=ALL-UNNAMED -agentpath:"$lib"=cpus=0-1,threads=kernel-*:per-core,counters=perf::CONTEXT-SWITCHES+perf::CYCLES:kernel-* \
  "$(dirname "$0")/java/tutti/overseer/internal/OverseerNative.java" "$lib" > "$work/threads" 2>&1 &
pid=$!
for _ in $(seq 1 200); do grep -q ready "$work/threads" && break; sleep 0.1; done
check "the program with thread rules runs ($(head -c 300 "$work/threads"))" 'grep -q ready "$work/threads"'
cpus_of() {
  for task in /proc/$pid/task/*; do
    [ "$(cat "$task/comm")" = "$1" ] && sed -n 's/^Cpus_allowed_list:\s*//p' "$task/status"
  done
}
k0=$(cpus_of kernel-0); k1=$(cpus_of kernel-1); i0=$(cpus_of invoker-0)
# They start concurrently, so which one gets which core is not fixed; one core each is.
check "kernel-* threads get a core each (kernel-0: $k0, kernel-1: $k1)" '[ "$(echo "$k0 $k1" | tr " " "\n" | sort | tr "\n" " ")" = "0 1 " ]'
check "threads matching no rule keep the process set (invoker-0: $i0)" '[ "$i0" = "0-1" ]'
switches=$(awk -F'\t' '$2 == "kernel-0" && $3 == "perf::CONTEXT-SWITCHES" && $4 == 0 {print $5}' "$work/threads")
check "the agent counted kernel-0's context switches (${switches:-none})" '[ -n "$switches" ] && [ "$switches" -ge 20 ]'
cycles=$(awk -F'\t' '$2 == "kernel-1" && $3 == "perf::CYCLES" {print $4 ":" $8}' "$work/threads")
check "kernel-1's cycles are counted or said to be unsupported, never 0 ($cycles)" \
  'case "$cycles" in 0:*) awk -F"\t" '"'"'$2=="kernel-1" && $3=="perf::CYCLES" {exit !($5>0)}'"'"' "$work/threads" ;; 1:*"not supported on this machine"*) true ;; *) false ;; esac'
check "threads outside the counters pattern are not counted" '! grep -q "invoker-0" "$work/threads"'
kill $pid; wait $pid 2>/dev/null

out=$("$java" -agentpath:"$lib"=threads=kernel-*:per-banana -version 2>&1); rc=$?
check "a bad thread policy stops the JVM: $(echo "$out" | head -1)" '[ $rc -ne 0 ] && echo "$out" | grep -q "unknown thread policy .per-banana."'
out=$("$java" -agentpath:"$lib"=counters=perf::NO-SUCH:kernel-* -version 2>&1); rc=$?
check "an unknown counter stops the JVM: $(echo "$out" | head -1)" '[ $rc -ne 0 ] && echo "$out" | grep -q "perf::NO-SUCH"'

out=$("$java" -agentpath:"$lib"=cpu=1 -version 2>&1); rc=$?
check "a bad option stops the JVM (exit $rc)" '[ $rc -ne 0 ]'
check "the message names the option: $(echo "$out" | head -1)" 'echo "$out" | grep -q "tutti-overseer agent: unknown option '"'"'cpu'"'"'"'
out=$("$java" -agentpath:"$lib"=cpus=9999 -version 2>&1); rc=$?
check "CPUs that do not exist are refused: $(echo "$out" | head -1)" '[ $rc -ne 0 ] && echo "$out" | grep -q "cpus=.9999. names CPUs"'
echo "test_agent_jvm: $failures failed"
exit $((failures > 0))
