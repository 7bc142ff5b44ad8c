#!/usr/bin/env bash
# Checks the p2 update site: both features are offered under the Tutti category, and every plugin
# the features include is in the site (the platform itself comes from the IDE it is installed into).
set -euo pipefail
check_name="update site check"
source "$(dirname "$0")/../../../checks.sh"
site=$1

xz -dc "$site/content.xml.xz" > "$check_work/content.xml"
for feature in tutti.core.feature tutti.studio.feature; do
  grep -q "id='$feature.feature.group'" "$check_work/content.xml" || check_fail "$feature is not in the site's metadata"
  ls "$site"/features/"$feature"_*.jar >/dev/null 2>&1 || check_fail "$feature has no artifact in features/"
  unzip -p "$site"/features/"$feature"_*.jar feature.xml > "$check_work/$feature.xml"
  for plugin in $(sed -n 's/.*<plugin[^>]* id="\([^"]*\)".*/\1/p' "$check_work/$feature.xml"); do
    ls "$site"/plugins/"$plugin"_*.jar >/dev/null 2>&1 || check_fail "$feature includes $plugin, which is not in plugins/"
  done
done
grep -q "org.eclipse.equinox.p2.type.category' value='true'" "$check_work/content.xml" || check_fail "the site has no category"
grep -q "name='org.eclipse.equinox.p2.name' value='Tutti'" "$check_work/content.xml" || check_fail "the Tutti category is missing"
echo "update site check: 3 passed, 0 failed (both features in the metadata, their plugins present, Tutti category)"
