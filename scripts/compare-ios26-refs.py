#!/usr/bin/env python3
"""Lays ListPreview's iOS 26 drawing beside real iOS 26 renders of the same content, for the eye.

    scripts/compare-ios26-refs.py BINARY REFS_DIR OUT.png

REFS_DIR holds the reference renders (../shared/ios26-refs: Home Assistant's recorded
swift-snapshot-testing images, drawn with Liquid Glass at Dynamic Type Medium in a 390-pt window on
iPhone 16 and 17 simulators, @3x). The same content is photographed with BINARY (`listpreview
snapshot --scale 3 --text-sizes medium`, iOS 26's design, the default) on the device with the same
safe area (iPhone 17's 62 pt, iPhone 15's 59), and each pair is laid out reference | ListPreview |
both blended at half strength, scaled to 1x. Needs Pillow (the test tools' venv has it:
.build/tools/bin/python). IOS26LookBrowserTests measures the figures in the suite.
"""
import glob, os, sys, tempfile
from PIL import Image
from ref_sheet import photograph, reference, row, save

FOOTER = ("When you open the app, it checks whether you are at one of your homes, either connected to its Wi-Fi network "
          "or inside its Home zone. If that home belongs to another server, that server is opened automatically. Checks "
          "happen only on this device while the app is in use, and your location is never stored.")
FIXTURES = {"screens": [
    {"id": "switching", "title": "Server Switching", "largeTitle": True, "style": "insetGrouped", "sections": [
        {"rows": [{"title": "Switch Server by Location", "accessory": "switch"},
                  {"title": "Remember Last Page", "accessory": "switch", "on": True}], "footer": FOOTER},
        {"rows": [{"title": "How it works?", "accessory": "disclosure"}]}]},
    {"id": "picker", "title": "Title 1", "style": "insetGrouped", "tint": "#009AC7", "sections": [
        {"header": "Section 1", "rows": ["Abc", {"title": "aaaa", "accessory": "checkmark"}, "bbbb", "ccccc"]},
        {"header": "Section 2", "rows": ["Abc", "aaaa", "bbbb", "ccccc"]}]},
    {"id": "history", "title": "Location History", "navigationItems": {"right": ["Clear"]}, "style": "insetGrouped", "sections": [
        {"rows": [{"title": "Region Entered", "detail": "Home · 10:04", "accessory": "disclosure"},
                  {"title": "Region Exited", "detail": "Office · 09:12", "accessory": "disclosure"},
                  {"title": "Significant Change", "detail": "Unknown · 08:47", "accessory": "disclosure"}]}]},
]}
PAIRS = [("01_*", "switching", "iphone-17"), ("04_*", "picker", "iphone-15"), ("06_*", "history", "iphone-15")]


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    binary, refs, out = sys.argv[1:]
    with tempfile.TemporaryDirectory() as work:
        shots = photograph(binary, FIXTURES, work, ["--states", "data", "--devices", "iphone-15,iphone-17", "--themes", "light", "--text-sizes", "medium"])
        rows = []
        for pattern, screen, device in PAIRS:
            ours = Image.open(sorted(glob.glob(os.path.join(shots, f"{screen}--data--{device}--*@3x.png")))[0]).convert("RGB")
            rows.append(row(reference(refs, pattern), ours))
        save(rows, out)


if __name__ == "__main__":
    main()
