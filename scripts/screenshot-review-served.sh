#!/usr/bin/env bash
# scripts/screenshot-review-served.sh BINARY OUT.png WIDTH,HEIGHT: the review served by `listpreview
# review` after a designer renamed a contact and the contacts' English title — baselines of three
# example screens in two themes and two languages, the shots reviewed against them, one change
# rejected in the browser — photographed by headless Chromium.
set -euo pipefail
binary=$(realpath "$1") out=$(realpath "$2") size="$3" examples=$(realpath Examples/screens.json)
chromium=$(command -v chromium || command -v chromium-browser)
work=$(mktemp -d)
server=""
trap '[ -n "$server" ] && kill "$server"; rm -rf "$work"' EXIT
plan=(--screens inbox,contacts --states data --themes light,dark --langs en,zh-Hans --devices iphone-15 --quiet)
# In the work folder, so the page's commands read as a team's would: baselines, shots.
cd "$work"
"$binary" snapshot --fixtures "$examples" "${plan[@]}" --out shots --baseline baselines --update missing >/dev/null
sed -e 's/"Ben Carter"/"Ben Carver"/' -e 's/"en": "Contacts"/"en": "People"/' "$examples" > screens.json
"$binary" snapshot --fixtures screens.json "${plan[@]}" --out shots --baseline baselines >/dev/null || true
"$binary" review shots --baseline baselines --reviewer ana --port 0 > ready.txt &
server=$!
until grep -q '^Review of' ready.txt 2>/dev/null; do sleep 0.1; done
port=$(sed -n 's|^Listening on http://127.0.0.1:\([0-9]*\)/.*|\1|p' ready.txt)
curl -s -o /dev/null -X POST --data-urlencode "file=contacts--data--iphone-15--dark--en--ios26@2x.png" -d "decision=reject" \
  "http://127.0.0.1:$port/review/decide"
"$chromium" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --font-render-hinting=none --disable-font-subpixel-positioning --user-data-dir="$work/profile" \
  --blink-settings=preferredColorScheme=1 --window-size="$size" --screenshot="$out" "http://127.0.0.1:$port/review/" 2>/dev/null
echo "wrote $out"
