#!/usr/bin/env bash
# scripts/screenshot-site.sh BINARY OUT.png WIDTH,HEIGHT: a static site from listpreview build, as
# someone opens the folder attached to a pull request — the inbox's gallery, from file://, with
# its script doing nothing but the scroll indicator, photographed by headless Chromium.
set -euo pipefail
binary=$(realpath "$1") out=$(realpath "$2") size="$3" examples=$(realpath Examples/screens.json)
chromium=$(command -v chromium || command -v chromium-browser)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$binary" build --fixtures "$examples" --devices iphone-se,iphone-16-pro --langs en,zh-Hans --out "$work/site" --quiet
"$chromium" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --font-render-hinting=none --disable-font-subpixel-positioning --user-data-dir="$work/profile" \
  --virtual-time-budget=3000 \
  --window-size="$size" --screenshot="$out" "file://$work/site/iphone-se--light--en/gallery--inbox.html" 2>/dev/null
echo "wrote $out"
