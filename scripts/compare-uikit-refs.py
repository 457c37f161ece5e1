#!/usr/bin/env python3
"""Lays ListPreview's drawing beside real UIKit renders of the same content, for the eye.

    scripts/compare-uikit-refs.py BINARY REFS_DIR OUT.png

REFS_DIR holds the reference renders (../shared/uikit-refs: swift-snapshot-testing,
AccessibilitySnapshot and Home Assistant's recorded images, @3x, iOS 17.5-18.5). The same content
is photographed with BINARY (`listpreview snapshot --scale 3`) on the device of the same width
(iPhone SE for 375, iPhone 16 Pro for 390 and 402), in iOS 18's design (`--os 18`), and each pair is laid out reference | ListPreview
| both blended at half strength, scaled to 1x. Needs Pillow (the test tools' venv has it:
.build/tools/bin/python). UIKitGeometryBrowserTests measures the same figures in the suite.
"""
import os, sys, tempfile
from PIL import Image
from ref_sheet import photograph, reference, row, save

FIXTURES = {"screens": [
    {"id": "plain", "title": "", "style": "plain", "sections": [{"rows": [str(n) for n in range(10)]}]},
    {"id": "switches", "title": "", "style": "plain", "sections": [{"rows": [
        {"title": "Hello World", "accessory": "switch"} for _ in range(3)]}]},
    {"id": "back", "title": "Second", "navigationItems": {"left": [{"symbol": "back", "title": "First"}]},
     "style": "plain", "sections": [{"rows": []}]},
    {"id": "grouped", "title": "Title 1", "style": "insetGrouped", "sections": [
        {"header": "Section 1", "rows": ["Abc", {"title": "aaaa", "accessory": "checkmark"}, "bbbb", "ccccc"]},
        {"header": "Section 2", "rows": ["Abc", "aaaa", "bbbb", "ccccc"]}]},
]}
PAIRS = [("05_*", "plain", "iphone-se", "light"), ("07_*", "switches", "iphone-16-pro", "light"),
         ("10_*", "back", "iphone-16-pro", "light"), ("11_*light*", "grouped", "iphone-16-pro", "light"),
         ("12_*dark*", "grouped", "iphone-16-pro", "dark")]


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    binary, refs, out = sys.argv[1:]
    with tempfile.TemporaryDirectory() as work:
        shots = photograph(binary, FIXTURES, work, ["--os", "18", "--states", "data", "--devices", "iphone-se,iphone-16-pro", "--themes", "light,dark"])
        rows = []
        for pattern, screen, device, theme in PAIRS:
            ours = Image.open(os.path.join(shots, f"{screen}--data--{device}--{theme}--en--ios18@3x.png")).convert("RGB")
            rows.append(row(reference(refs, pattern), ours))
        save(rows, out)


if __name__ == "__main__":
    main()
