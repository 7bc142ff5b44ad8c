#!/usr/bin/env bash
# Checks the engine distribution as a user gets it: unpack, start bin/tutti engine with plain
# java on an ephemeral loopback port, GET /health over HTTP, run bin/tutti topology, stop.
set -euo pipefail

archive=$1
work=$(mktemp -d)
engine_pid=
cleanup() {
  [ -n "$engine_pid" ] && kill "$engine_pid" 2>/dev/null && wait "$engine_pid" 2>/dev/null
  rm -rf "$work"
  true
}
trap cleanup EXIT
fail() { echo "engine distribution check FAILED: $*" >&2; [ -f "$work/engine.log" ] && sed 's/^/  engine: /' "$work/engine.log" >&2; exit 1; }

tar -xzf "$archive" -C "$work"
dist=$(echo "$work"/tutti-engine-*)
for f in bin/tutti native/libtutti-overseer.so conf/simplelogger.properties; do
  [ -e "$dist/$f" ] || fail "$f is missing from the archive"
done
ls "$dist"/lib/tutti.engine-*.jar "$dist"/lib/jetty-server-*.jar >/dev/null || fail "lib/ lacks the engine or Jetty jars"

"$dist/bin/tutti" topology > "$work/topology.out" 2>&1 || fail "bin/tutti topology failed: $(cat "$work/topology.out")"
grep -q "PU" "$work/topology.out" || fail "topology output has no PUs: $(cat "$work/topology.out")"

"$dist/bin/tutti" engine --port 0 > "$work/engine.log" 2>&1 &
engine_pid=$!
url=
for _ in $(seq 1 100); do
  url=$(sed -n 's/^Tutti engine listening on \(http:[^ ]*\).*/\1/p' "$work/engine.log")
  [ -n "$url" ] && break
  kill -0 "$engine_pid" 2>/dev/null || fail "the engine exited before listening"
  sleep 0.1
done
[ -n "$url" ] || fail "the engine did not report its address within 10 s"
case "$url" in http://127.0.0.1:*) ;; *) fail "the engine listens on $url, expected loopback" ;; esac

health=$(curl -fsS --max-time 5 "$url/health") || fail "GET $url/health failed"
echo "$health" | grep -q '"status":"up"' || fail "unexpected /health body: $health"
echo "$health" | grep -q '"overseer":{"available":true' || fail "the overseer did not load in the distribution: $health"

kill "$engine_pid"
wait "$engine_pid" 2>/dev/null || true
engine_pid=
echo "engine distribution check: 4 passed, 0 failed ($url/health answered: $health)"
