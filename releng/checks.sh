# Shared by the release checks (sourced): a scratch folder, one background process under test,
# waiting for a line in its log, and failing with that log shown. Set check_name first.

check_work=$(mktemp -d)
check_pid=

check_cleanup() {
  [ -n "$check_pid" ] && kill "$check_pid" 2>/dev/null && wait "$check_pid" 2>/dev/null
  rm -rf "$check_work"
  true
}
trap check_cleanup EXIT

check_fail() {
  echo "$check_name FAILED: $*" >&2
  [ -f "$check_work/process.log" ] && sed 's/^/  | /' "$check_work/process.log" >&2
  exit 1
}

# Starts "$@" in the background, its output in $check_work/process.log.
check_start() {
  "$@" > "$check_work/process.log" 2>&1 &
  check_pid=$!
}

# Waits up to $2 tenths of a second for a log line matching the regular expression $1.
check_wait_for() {
  local pattern=$1 tenths=$2
  for _ in $(seq 1 "$tenths"); do
    grep -qE "$pattern" "$check_work/process.log" && return 0
    kill -0 "$check_pid" 2>/dev/null || check_fail "the process exited before printing /$pattern/"
    sleep 0.1
  done
  check_fail "no line matching /$pattern/ within $((tenths / 10)) s"
}

check_stop() {
  kill "$check_pid" 2>/dev/null || true
  wait "$check_pid" 2>/dev/null || true
  check_pid=
}
