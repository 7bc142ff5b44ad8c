#!/usr/bin/env bash
# Starts the packed Studio product as a user would (unpack the tar.gz, java -jar the Equinox
# launcher) on the current X display, waits until the window is open in the Tutti perspective,
# takes a screenshot of the screen, and quits.
set -euo pipefail

archive=$1
screenshot=$2
[ -n "${DISPLAY:-}" ] || { echo "studio product check FAILED: no DISPLAY (run under xvfb-run, as ./tutti test does)" >&2; exit 1; }

work=$(mktemp -d)
studio_pid=
cleanup() {
  [ -n "$studio_pid" ] && kill "$studio_pid" 2>/dev/null && wait "$studio_pid" 2>/dev/null
  rm -rf "$work"
  true
}
trap cleanup EXIT
fail() { echo "studio product check FAILED: $*" >&2; [ -f "$work/studio.log" ] && sed 's/^/  studio: /' "$work/studio.log" >&2; exit 1; }

tar --warning=no-unknown-keyword -xzf "$archive" -C "$work"
home="$work/tutti-studio"
launcher=$(ls "$home"/plugins/org.eclipse.equinox.launcher_*.jar 2>/dev/null | head -n 1)
[ -n "$launcher" ] || fail "the product has no Equinox launcher jar"

"${JAVA:-java}" --enable-native-access=ALL-UNNAMED -jar "$launcher" -consoleLog -data "$work/workspace" \
  > "$work/studio.log" 2>&1 &
studio_pid=$!
for _ in $(seq 1 600); do
  grep -q "Tutti Studio ready" "$work/studio.log" && break
  kill -0 "$studio_pid" 2>/dev/null || fail "the Studio exited before its window opened"
  sleep 0.1
done
grep -q "Tutti Studio ready: perspective tutti.ui.perspective" "$work/studio.log" \
  || fail "the Studio did not open in the Tutti perspective within 60 s"
if grep -E '^!ENTRY .* (2|4) ' "$work/studio.log" >/dev/null; then
  fail "the Studio logged errors while starting"
fi
sleep 1.5 # let the views paint before the screenshot
mkdir -p "$(dirname "$screenshot")"
if command -v import >/dev/null 2>&1; then
  import -window root "$screenshot"
  echo "studio product check: screenshot in $screenshot"
else
  echo "studio product check: imagemagick 'import' is not installed, no screenshot taken"
fi
kill "$studio_pid"
wait "$studio_pid" 2>/dev/null || true
studio_pid=
echo "studio product check: 3 passed, 0 failed (launcher, window open in the Tutti perspective, no errors logged)"
