#!/usr/bin/env bash
# scripts/screenshot-sheet.sh BINARY symbols|buttons [OUT.png]: a contact sheet of docs/, photographed by
# headless Chromium and cut to the page's height, its colours reduced to a palette (Pillow, in
# .build/tools/docs) so the picture stays small in the repository: docs/symbols.png, every SF Symbol
# name beside its stand-in in light and dark (GET /symbols); docs/buttons.png, every button style at
# every size in both designs, light and dark (GET /buttons).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
binary="$1" sheet="${2:?symbols or buttons}"
case "$sheet" in
  symbols) size=1200,9000 colors=32 ;;
  buttons) size=1400,4000 colors=64 ;;
  *) echo "usage: $0 BINARY symbols|buttons [OUT.png]" >&2; exit 64 ;;
esac
out="${3:-$root/docs/$sheet.png}"
tools="$root/.build/tools/docs"
[ -x "$tools/bin/python" ] || { python3 -m venv "$tools" && "$tools/bin/pip" -q install 'pillow==11.0.0'; }
raw="$(mktemp --suffix=.png)"
trap 'rm -f "$raw"' EXIT
"$root/scripts/screenshot.sh" "$binary" "$raw" "/$sheet" "$size" >/dev/null
"$tools/bin/python" - "$raw" "$out" "$colors" <<'PY'
import os, sys
from PIL import Image
shot = Image.open(sys.argv[1]).convert("RGB")
pixels, (width, height) = shot.load(), shot.size
background = pixels[width - 1, height - 1]
bottom = next(y for y in range(height - 1, 0, -1) if any(pixels[x, y] != background for x in range(0, width, 3)))
sheet = shot.crop((0, 0, width, min(height, bottom + 24))).quantize(colors=int(sys.argv[3]), method=Image.Quantize.MEDIANCUT)
temporary = sys.argv[2] + ".tmp"
sheet.save(temporary, format="PNG", optimize=True)
os.replace(temporary, sys.argv[2])
print(f"wrote {sys.argv[2]}: {sheet.size[0]}×{sheet.size[1]}")
PY
