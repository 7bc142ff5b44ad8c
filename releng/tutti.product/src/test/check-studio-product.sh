#!/usr/bin/env bash
# Starts the packed Studio product as a user would (unpack the tar.gz, java -jar the Equinox
# launcher) on the current X display, waits until the window is open in the Tutti perspective,
# takes a screenshot of the screen, and quits.
set -euo pipefail
check_name="studio product check"
source "$(dirname "$0")/../../../checks.sh"
screenshot=$2
[ -n "${DISPLAY:-}" ] || check_fail "no DISPLAY (run under xvfb-run, as ./tutti test does)"

tar --warning=no-unknown-keyword -xzf "$1" -C "$check_work"
launcher=$(ls "$check_work"/tutti-studio/plugins/org.eclipse.equinox.launcher_*.jar 2>/dev/null | head -n 1)
[ -n "$launcher" ] || check_fail "the product has no Equinox launcher jar"

check_start "${JAVA:-java}" --enable-native-access=ALL-UNNAMED -jar "$launcher" -consoleLog -data "$check_work/workspace"
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
check_stop
echo "studio product check: 3 passed, 0 failed (launcher, window open in the Tutti perspective, no problems logged)"
