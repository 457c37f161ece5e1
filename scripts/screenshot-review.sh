#!/usr/bin/env bash
# scripts/screenshot-review.sh BINARY OUT.png WIDTH,HEIGHT: the review a team sees after a designer
# edits one placeholder — baselines of two example screens, the inbox's empty title changed, the
# shots reviewed against them — photographed from file:// by headless Chromium.
set -euo pipefail
binary=$(realpath "$1") out=$(realpath "$2") size="$3" examples=$(realpath Examples/screens.json)
chromium=$(command -v chromium || command -v chromium-browser)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
plan=(--screens inbox,orders --states empty,data --themes light --quiet)
# In the work folder, so the report's commands read as a team's would: baselines, shots.
cd "$work"
"$binary" snapshot --fixtures "$examples" "${plan[@]}" --out shots --baseline baselines --update missing >/dev/null
sed 's/"en": "No Messages"/"en": "Inbox Zero"/' "$examples" > screens.json
"$binary" snapshot --fixtures screens.json "${plan[@]}" --out review --baseline baselines >/dev/null || true
"$chromium" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --font-render-hinting=none --disable-font-subpixel-positioning --user-data-dir="$work/profile" \
  --window-size="$size" --screenshot="$out" "file://$work/review/report.html" 2>/dev/null
echo "wrote $out"
