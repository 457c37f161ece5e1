#!/usr/bin/env bash
# scripts/screenshot.sh BINARY OUT.png PATH WIDTH,HEIGHT [SERVE OPTIONS…]: starts BINARY on a free
# port, lets headless Chromium photograph PATH at WIDTH×HEIGHT CSS px once the page has settled, and stops it.
set -euo pipefail
binary="$1" out="$2" path="$3" size="$4"
shift 4
chromium=$(command -v chromium || command -v chromium-browser)
log=$(mktemp)
"$binary" serve --port 0 "$@" >"$log" &
pid=$!
profile=$(mktemp -d)
trap 'kill $pid 2>/dev/null; rm -rf "$log" "$profile"' EXIT
for _ in $(seq 100); do grep -q Listening "$log" && break; sleep 0.05; done
# The printed URL's scheme and authority (any ?token= stays out: the shot is of what others see).
url="$(sed -n 's/^Listening on //p' "$log" | sed -E 's|^(https?://[^/]+).*|\1|')$path"
"$chromium" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --font-render-hinting=none --disable-font-subpixel-positioning --force-prefers-reduced-motion --user-data-dir="$profile" \
  --window-size="$size" --screenshot="$out" "$url" 2>/dev/null
echo "wrote $out from $url"
