#!/usr/bin/env bash
# scripts/screenshot.sh BINARY OUT.png [QUERY]: starts BINARY on a free port, lets headless Chromium
# photograph the demo screen (empty state), and stops it.
set -euo pipefail
binary="$1" out="$2" query="${3:-}"
chromium=$(command -v chromium || command -v chromium-browser)
log=$(mktemp)
"$binary" serve --port 0 >"$log" &
pid=$!
trap 'kill $pid 2>/dev/null; rm -f "$log"' EXIT
for _ in $(seq 100); do grep -q Listening "$log" && break; sleep 0.05; done
url="$(sed -n 's/^Listening on //p' "$log")$query"
profile=$(mktemp -d)
"$chromium" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --user-data-dir="$profile" --window-size=460,960 --screenshot="$out" "$url" 2>/dev/null
rm -rf "$profile"
echo "wrote $out from $url"
