#!/usr/bin/env bash
# Starts the packed Studio product as a user would (unpack the tar.gz, java -jar the Equinox
# launcher) on the current X display, waits until the window is open in the Tutti perspective,
# takes a screenshot of the screen, checks that the local engine started with it as a child JVM,
# and that quitting the Studio (SIGTERM, then once more with SIGKILL) leaves no engine behind.
set -euo pipefail
check_name="studio product check"
source "$(dirname "$0")/../../../checks.sh"
screenshot=$2
[ -n "${DISPLAY:-}" ] || check_fail "no DISPLAY (run under xvfb-run, as ./tutti test does)"

tar --warning=no-unknown-keyword -xzf "$1" -C "$check_work"
launcher=$(ls "$check_work"/tutti-studio/plugins/org.eclipse.equinox.launcher_*.jar 2>/dev/null | head -n 1)
[ -n "$launcher" ] || check_fail "the product has no Equinox launcher jar"

studio() {
  check_start "${JAVA:-java}" --enable-native-access=ALL-UNNAMED -jar "$launcher" -consoleLog -data "$check_work/workspace" \
    -eclipse.keyring "$check_work/secure_storage"
}

# The local engine is a child JVM of the Studio running the engine's entry point (what tutti engine runs).
engine_pid() {
  pgrep -P "$check_pid" -f 'tutti.cluster.launch.EngineMain' | head -n 1
}

wait_engine() {
  for _ in $(seq 1 600); do
    pid=$(engine_pid || true)
    [ -n "$pid" ] && { echo "$pid"; return 0; }
    sleep 0.1
  done
  check_fail "the local engine did not start with the Studio within 60 s"
}

gone_within() {
  for _ in $(seq 1 "$2"); do
    kill -0 "$1" 2>/dev/null || return 0
    sleep 0.1
  done
  check_fail "the local engine (pid $1) still runs $(($2 / 10)) s after the Studio ended"
}

studio
check_wait_for '^Tutti Studio ready' 600
grep -q "Tutti Studio ready: perspective tutti.ui.perspective" "$check_work/process.log" \
  || check_fail "the Studio did not open in the Tutti perspective"
# Eclipse log entries of severity 2 (warning) or 4 (error) mean something is missing.
! grep -E '^!ENTRY .* (2|4) ' "$check_work/process.log" >/dev/null || check_fail "the Studio logged problems while starting"
sleep 1.5 # let the views paint before the screenshot
mkdir -p "$(dirname "$screenshot")"
if command -v import >/dev/null 2>&1; then
  import -window root "$screenshot"
  echo "studio product check: screenshot in $screenshot"
else
  echo "studio product check: imagemagick 'import' is not installed, no screenshot taken"
fi
engine=$(wait_engine)
tr "\\0" " " < "/proc/$engine/cmdline" | grep -q -- "--token" && check_fail "the engine was given its token on the command line"
check_stop
gone_within "$engine" 100
echo "studio product check: the local engine (pid $engine) ended with the Studio"

studio
check_wait_for '^Tutti Studio ready' 600
engine=$(wait_engine)
kill -9 "$check_pid"
wait "$check_pid" 2>/dev/null || true
check_pid=
gone_within "$engine" 100
echo "studio product check: the local engine (pid $engine) ended with a Studio killed by SIGKILL"
echo "studio product check: 5 passed, 0 failed (launcher, window open in the Tutti perspective, no problems logged, local engine started and gone after a quit, gone after a kill -9)"
