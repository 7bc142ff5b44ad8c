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

out=$("$java" -agentpath:"$lib"=cpu=1 -version 2>&1); rc=$?
check "a bad option stops the JVM (exit $rc)" '[ $rc -ne 0 ]'
check "the message names the option: $(echo "$out" | head -1)" 'echo "$out" | grep -q "tutti-overseer agent: unknown option '"'"'cpu'"'"'"'
out=$("$java" -agentpath:"$lib"=cpus=9999 -version 2>&1); rc=$?
check "CPUs that do not exist are refused: $(echo "$out" | head -1)" '[ $rc -ne 0 ] && echo "$out" | grep -q "cpus=.9999. names CPUs"'
echo "test_agent_jvm: $failures failed"
exit $((failures > 0))
