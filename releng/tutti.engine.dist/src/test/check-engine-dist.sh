#!/usr/bin/env bash
# Checks the engine distribution as a user gets it: unpack, start bin/tutti engine with plain
# java on an ephemeral loopback port, GET /health over HTTP, run bin/tutti topology, stop.
set -euo pipefail
check_name="engine distribution check"
source "$(dirname "$0")/../../../checks.sh"

tar -xzf "$1" -C "$check_work"
dist=$(echo "$check_work"/tutti-engine-*)
for f in bin/tutti native/libtutti-overseer.so conf/simplelogger.properties; do
  [ -e "$dist/$f" ] || check_fail "$f is missing from the archive"
done
ls "$dist"/lib/tutti.engine-*.jar "$dist"/lib/jetty-server-*.jar >/dev/null || check_fail "lib/ lacks the engine or Jetty jars"
! ls "$dist"/lib/org.eclipse.osgi-*.jar >/dev/null 2>&1 || check_fail "lib/ carries the OSGi framework, which a plain classpath does not need"

topology=$("$dist/bin/tutti" topology 2>&1) || check_fail "bin/tutti topology failed: $topology"
echo "$topology" | grep -q "PU" || check_fail "topology output has no PUs: $topology"

# The collector: Shenandoah where the JVM has it, kept when TUTTI_JAVA_OPTS only tunes it; a
# collector chosen there wins.
collector() {
  TUTTI_JAVA_OPTS="-Xlog:gc $1" "$dist/bin/tutti" topology 2>&1 | sed -n 's/.*\[gc\] Using //p' | head -1
}
if [ "$(collector "")" = Shenandoah ]; then
  tuned=$(collector "-XX:+UnlockExperimentalVMOptions -XX:ShenandoahGCMode=generational")
  [ "$tuned" = Shenandoah ] || check_fail "a Shenandoah setting in TUTTI_JAVA_OPTS should keep Shenandoah, the JVM used: $tuned"
  chosen=$(collector "-XX:+UseG1GC")
  [ "$chosen" = G1 ] || check_fail "-XX:+UseG1GC in TUTTI_JAVA_OPTS should run G1, the JVM used: $chosen"
fi

# Without the native library the Java side still runs and says what is missing and how to fix it.
missing=$("${JAVA:-java}" -cp "$dist/conf:$dist/lib/*" tutti.cli.Main topology 2>&1) \
  && check_fail "topology without the native library should fail, printed: $missing"
echo "$missing" | grep -q "libtutti-overseer.so was not found" \
  || check_fail "without the native library the message should say it was not found: $missing"

check_start "$dist/bin/tutti" engine --port 0
check_wait_for '^Tutti engine listening on http:' 100
url=$(sed -n 's/^Tutti engine listening on \(http:[^ ]*\).*/\1/p' "$check_work/process.log")
case "$url" in http://127.0.0.1:*) ;; *) check_fail "the engine listens on $url, expected loopback" ;; esac

health=$(curl -fsS --max-time 5 "$url/health") || check_fail "GET $url/health failed"
echo "$health" | grep -q '"status":"up"' || check_fail "unexpected /health body: $health"
echo "$health" | grep -q '"overseer":{"available":true' || check_fail "the overseer did not load in the distribution: $health"
check_stop

# Replicated: two child JVMs behind the front; killing the front (-9) takes them with it.
check_start "$dist/bin/tutti" engine --port 0 --replicas count:2 --binding none --replica-heap 128m
check_wait_for 'healthy in' 600
# The replicas' lines follow the "healthy" line: read them once the last one is out.
check_wait_for '^  replica 1: ' 100
front_url=$(sed -n 's/^Tutti engine listening on \(http:[^ ]*\).*/\1/p' "$check_work/process.log")
replica_pids=$(sed -n 's/^  replica [0-9]*: [^ ]* pid \([0-9]*\),.*/\1/p' "$check_work/process.log")
[ "$(echo "$replica_pids" | wc -w)" -eq 2 ] || check_fail "expected two replica pids in the engine's output"
replicas=$(curl -fsS --max-time 5 "$front_url/replicas") || check_fail "GET $front_url/replicas failed"
echo "$replicas" | grep -q '"mode":"replicated"' || check_fail "unexpected /replicas body: $replicas"
started=$(sed -n 's/.*healthy in \([0-9.]*\) s/\1/p' "$check_work/process.log")
kill -9 "$check_pid"
wait "$check_pid" 2>/dev/null || true
check_pid=
for _ in $(seq 1 100); do
  alive=0
  for p in $replica_pids; do kill -0 "$p" 2>/dev/null && alive=1; done
  [ "$alive" -eq 0 ] && break
  sleep 0.1
done
for p in $replica_pids; do
  if kill -0 "$p" 2>/dev/null; then kill -9 "$p"; check_fail "replica pid $p outlived its front killed with -9"; fi
done
# The entry script forwards every command the command line lists (it keeps no list of its own),
# and the reference documents each of them as --help prints it.
root=$(cd "$(dirname "$0")/../../../.." && pwd)
commands=$("$dist/bin/tutti" help | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p')
[ "$(echo "$commands" | wc -w)" -ge 16 ] || check_fail "bin/tutti help lists too few commands: $commands"
for c in $commands; do
  answer=$(TUTTI_BUILT=1 "$root/tutti" "$c" --help 2>&1) || check_fail "./tutti $c --help failed: $answer"
  case "$answer" in "usage: tutti $c "*) ;; *) check_fail "./tutti $c --help did not reach the command line: $answer" ;; esac
  grep -qx "### \`$c\`" "$root/docs/reference/cli.md" || check_fail "docs/reference/cli.md does not document '$c': run ./tutti reference"
done
TUTTI_BUILT=1 "$root/tutti" reference --output "$check_work/cli.md" 2>/dev/null || check_fail "./tutti reference failed"
diff -u "$root/docs/reference/cli.md" "$check_work/cli.md" >&2 \
  || check_fail "docs/reference/cli.md differs from the commands' own usage (above): run ./tutti reference and commit it"

echo "engine distribution check: 10 passed, 0 failed (archive layout, no OSGi jar, topology, missing library explained, loopback, /health: $health; two replicas healthy in $started s, none left after kill -9 of the front)"
