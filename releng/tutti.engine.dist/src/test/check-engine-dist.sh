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
echo "engine distribution check: 6 passed, 0 failed (archive layout, no OSGi jar, topology, missing library explained, loopback, /health: $health)"
