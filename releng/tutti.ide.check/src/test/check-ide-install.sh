#!/usr/bin/env bash
# Checks Tutti installed into a plain Eclipse platform by p2's director (the pom did the install):
# the features are in the installation's p2 profile, that Eclipse starts under the current X
# display with the Tutti perspective and its local engine as a child JVM, a user's keys (xdotool:
# File > New > Tutti Project, then Ctrl+Alt+D) deploy the Benchmark sample to that engine, and
# quitting the Eclipse leaves no engine behind.
set -euo pipefail
check_name="IDE install check"
source "$(dirname "$0")/../../../checks.sh"
ide=$1
screenshot=$2
[ -n "${DISPLAY:-}" ] || check_fail "no DISPLAY (run under xvfb-run, as ./tutti test does)"

profile=$(ls -d "$ide"/p2/org.eclipse.equinox.p2.engine/profileRegistry/*.profile 2>/dev/null | head -n 1)
[ -n "$profile" ] || check_fail "$ide has no p2 profile: it was not provisioned by p2"
# Each profile state is named by its time in milliseconds: the last one is the installation now.
newest=$(ls "$profile"/*.profile.gz | sort | tail -n 1)
zcat "$newest" > "$check_work/profile.xml"
for feature in tutti.core.feature.feature.group tutti.studio.feature.feature.group; do
  grep -q "<iuProperties id='$feature'" "$check_work/profile.xml" || check_fail "the director did not install $feature into $ide"
done
ls "$ide"/plugins/tutti.ui.engines_*.jar >/dev/null 2>&1 || check_fail "tutti.ui.engines is not in $ide/plugins"
grep -q '^tutti.ui.engines,' "$ide"/configuration/org.eclipse.equinox.simpleconfigurator/bundles.info \
  || check_fail "tutti.ui.engines is installed but not in the configuration Eclipse starts with"
echo "IDE install check: both features installed by the director into the platform's profile"

launcher=$(ls "$ide"/plugins/org.eclipse.equinox.launcher_*.jar | head -n 1)
check_start "${JAVA:-java}" --enable-native-access=ALL-UNNAMED -jar "$launcher" -consoleLog -data "$check_work/workspace" \
  -eclipse.keyring "$check_work/secure_storage" -perspective tutti.ui.perspective

engine=
for _ in $(seq 1 900); do
  engine=$(pgrep -P "$check_pid" -f 'tutti.cluster.launch.EngineMain' | head -n 1 || true)
  [ -n "$engine" ] && break
  kill -0 "$check_pid" 2>/dev/null || check_fail "Eclipse ended while starting"
  sleep 0.1
done
[ -n "$engine" ] || check_fail "the Tutti local engine did not start with Eclipse within 90 s"
echo "IDE install check: Eclipse started with Tutti; its local engine runs (pid $engine)"
command -v xdotool >/dev/null 2>&1 || check_fail "xdotool is not installed (./tutti test installs it)"
window=
for _ in $(seq 1 300); do
  window=$(xdotool search --onlyvisible --name 'Eclipse Platform' 2>/dev/null | head -n 1 || true)
  [ -n "$window" ] && break
  sleep 0.1
done
[ -n "$window" ] || check_fail "no Eclipse window appeared"
sleep 2 # let the workbench settle before typing
xdotool windowfocus --sync "$window" 2>/dev/null || true
# File > New > Other... (Ctrl+N), the Tutti Project wizard, Next, Finish: the samples, Benchmark opened.
# Typed keys are lost if the window they are meant for is not ready for them yet: then close what
# opened and again, waiting longer each time (a busy machine took over 2 s to open the New dialog).
samples="$check_work/workspace/compositions/Benchmark.tutti"
for attempt in 1 2 3 4; do
  xdotool key --clearmodifiers ctrl+n
  sleep $(( 2 * attempt ))
  xdotool type --delay 40 'Tutti Project'
  sleep $(( attempt + 1 ))
  xdotool key Return
  sleep $(( 2 * attempt ))
  xdotool key Return
  for _ in $(seq 1 $(( 150 * attempt ))); do
    [ -f "$samples" ] && break
    sleep 0.1
  done
  [ -f "$samples" ] && break
  if command -v import >/dev/null 2>&1; then
    mkdir -p "$(dirname "$screenshot")"
    import -window root "${screenshot%.png}-wizard-attempt-$attempt.png" || true
  fi
  echo "IDE install check: attempt $attempt at the Tutti Project wizard made no samples; closing what opened (screenshot beside)"
  xdotool key Escape
  sleep 0.5
  xdotool key Escape
  sleep 2
done
[ -f "$samples" ] || check_fail "the Tutti Project wizard did not make the samples (4 attempts)"
sleep 3 # the wizard opens Benchmark in the composition editor
port=$(ss -ltnp 2>/dev/null | grep "pid=$engine," | grep -oE '127\.0\.0\.1\]?:[0-9]+' | grep -oE '[0-9]+$' | head -n 1)
[ -n "$port" ] || check_fail "cannot find the port of the local engine (pid $engine)"
deployed=
for attempt in 1 2 3; do
  xdotool key --clearmodifiers ctrl+alt+d
  for _ in $(seq 1 100); do
    deployed=$(curl -s "http://127.0.0.1:$port/deployments" || true)
    case "$deployed" in *'"name":"Benchmark"'*) break 2 ;; esac
    sleep 0.1
  done
done
case "$deployed" in *'"name":"Benchmark"'*) ;; *) check_fail "Deploy (Ctrl+Alt+D) did not put Benchmark on the local engine: $deployed" ;; esac
echo "IDE install check: Deploy in that Eclipse put Benchmark on its local engine (port $port)"
sleep 1.5 # the notification
mkdir -p "$(dirname "$screenshot")"
if command -v import >/dev/null 2>&1; then
  import -window root "$screenshot"
  echo "IDE install check: screenshot in $screenshot"
fi
# Bundles that failed to resolve or start are logged as errors.
! grep -E '^!ENTRY tutti\.[a-z.]* 4 ' "$check_work/process.log" >/dev/null || check_fail "a Tutti bundle logged an error"
check_stop
for _ in $(seq 1 100); do
  kill -0 "$engine" 2>/dev/null || break
  sleep 0.1
done
kill -0 "$engine" 2>/dev/null && check_fail "the local engine (pid $engine) still runs after Eclipse ended"
echo "IDE install check: 5 passed, 0 failed (features installed by the director, Eclipse started with Tutti and its local engine, the sample made and deployed with the keyboard, engine gone with Eclipse)"
