#!/usr/bin/env bash
# The whole scaling set, for a machine with more cores than a developer's: the patterns suite with
# the pools at 1, 2, 4, ... threads (and replicas as the planner places them), one instance per HTTP
# request with wrk on other cores than the engine's, and the replica strategies. Each part has a
# time limit, so the set fits the time a lent machine is lent for; what a part measured before its
# limit stays in its CSV.
#
#   releng/scaling.sh [--out DIR (scaling-<host>-<date>)] [--minutes N (40): the whole set at most]
#                     [--count N (200000): instances per workflow and step]
#
# Needs a built engine distribution (./tutti build, or ./tutti test) and, for bench-http, wrk.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
out="scaling-$(hostname -s)-$(date +%Y%m%d-%H%M)"
minutes=40
count=200000
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --minutes) minutes=$2; shift 2 ;;
    --count) count=$2; shift 2 ;;
    *) echo "scaling.sh: unknown option '$1' (--out DIR, --minutes N, --count N)" >&2; exit 2 ;;
  esac
done
case "$minutes$count" in
  *[!0-9]*) echo "scaling.sh: --minutes and --count take whole numbers" >&2; exit 2 ;;
esac

tutti=$(ls -d "$root"/releng/tutti.engine.dist/target/tutti-engine-*/tutti-engine-*/bin/tutti 2>/dev/null | head -n 1 || true)
if [ -z "$tutti" ]; then
  echo "scaling.sh: no engine distribution under releng/tutti.engine.dist/target: run ./tutti build first" >&2
  exit 1
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)
cores=$(nproc)
# The parts share the time: the patterns half of it, bench-http and the replicas a quarter each.
patterns_limit=$(( minutes * 60 / 2 ))
http_limit=$(( minutes * 60 / 4 ))
replicas_limit=$(( minutes * 60 / 4 ))

{
  echo "host: $(hostname)  cores: $cores  date: $(date -Is)"
  lscpu 2>/dev/null | grep -E 'Model name|Socket|NUMA node\(s\)|L3' || true
  command -v lstopo-no-graphics >/dev/null && lstopo-no-graphics --of console 2>/dev/null | head -n 40 || true
} > "$out/machine.txt"

part() {
  local name=$1 limit=$2
  shift 2
  echo "scaling.sh: $name (at most $limit s) ..."
  local rc=0
  timeout --signal=TERM --kill-after=30 "$limit" "$@" > "$out/$name.log" 2>&1 || rc=$?
  if [ "$rc" = 124 ]; then
    echo "scaling.sh: $name reached its limit of $limit s; what it measured is in $out" | tee -a "$out/$name.log"
  elif [ "$rc" != 0 ]; then
    echo "scaling.sh: $name ended with exit status $rc (see $out/$name.log)"
  fi
}

part patterns "$patterns_limit" "$tutti" bench --suite patterns --scaling --replicas auto --count "$count" \
  --csv "$out/patterns-scaling.csv" --plot "$out"

if command -v wrk >/dev/null; then
  # The engine on the first half of the cores, wrk (a child of bench-http) on the other half.
  half=$(( cores / 2 ))
  [ "$half" -ge 1 ] || half=1
  engine_cpus="0-$(( half - 1 ))"
  client_cpus="$half-$(( cores - 1 ))"
  [ "$cores" -ge 2 ] || client_cpus=0
  token=$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')
  port=$(( 20000 + RANDOM % 20000 ))
  export TUTTI_TOKEN=$token # never on a command line
  taskset -c "$engine_cpus" "$tutti" engine --port "$port" --kernel-threads "$(( (half + 1) / 2 ))" \
    --invoker-threads "$half" --durability none > "$out/http-engine.log" 2>&1 &
  engine_pid=$!
  trap 'kill "$engine_pid" 2>/dev/null || true' EXIT
  for _ in $(seq 1 100); do
    curl -fs "http://127.0.0.1:$port/health" > /dev/null 2>&1 && break
    sleep 0.2
  done
  part http "$http_limit" taskset -c "$client_cpus" "$tutti" bench-http \
    --engine "http://127.0.0.1:$port" --csv "$out/http.csv"
  kill "$engine_pid" 2>/dev/null || true
  wait "$engine_pid" 2>/dev/null || true
  trap - EXIT
  unset TUTTI_TOKEN
else
  echo "scaling.sh: no wrk on this machine: bench-http left out" | tee "$out/http.log"
fi

part replicas "$replicas_limit" "$tutti" bench-replicas --strategies single,numa,auto --csv "$out/replicas.csv"

echo "scaling.sh: done; figures in $out (patterns-scaling.csv, scaling.png, http.csv, replicas.csv, machine.txt)"
