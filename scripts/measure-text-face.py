#!/usr/bin/env python3
"""Measures ListPreview's Latin text face against real UIKit renders (issue #44).

    scripts/measure-text-face.py REFS_DIR [--binary .build/debug/listpreview]

REFS_DIR is the folder of UIKit references (uikit-refs: 07, 10 and 11, drawn at @3x). For each
text the script prints the ink width, the cap height and the baseline (from the top of the row or
bar that holds it; above the card for the section header) in points, as UIKit drew them and as
ListPreview draws them in Chromium at @3x with two style sheets: "before", Public/style.css with
the "ListPreview Text" face taken out of --latin-faces (Debian then draws Noto Sans), and
"after", Public/style.css as it is. Both are served by the real program (`serve --public`, which
replaces the built-in style.css) and photographed through chromedriver with the flags the browser
tests use. Ink is measured the same way in both pictures: the pixels that differ from the
background by at least half the text's contrast; the cap height and the baseline are those of the
first letter (H, F, S, T, A, c), which has no descender.

Needs Pillow (python3-pil, or .build/tools after scripts/install-deps.sh tools), chromium and
chromium-driver.
"""
import argparse
import base64
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter

from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCALE = 3

# Screens like the references': plain rows of "Hello World" with switches (07), a back button
# "First" under the inline title "Second" (10), and an inset-grouped list titled "Title 1" (11).
FIXTURES = {"screens": [
    {"id": "rows", "title": "Rows", "sections": [{"rows": [
        {"title": "Hello World", "accessory": "switch"}, {"title": "Hello World", "accessory": "switch"}]}]},
    {"id": "bar", "title": "Second", "navigationItems": {"left": [{"symbol": "back", "title": "First"}]},
     "sections": [{"rows": ["Row"]}]},
    {"id": "grouped", "title": "Title 1", "style": "insetGrouped",
     "sections": [{"header": "Section 1", "rows": ["Abc", "aaaa", "bbbb", "ccccc"]}]},
]}

REF07 = "07_accessibilitysnapshot_tableSwitchRows_402x874@3x_iOS18.5.png"
REF10 = "10_accessibilitysnapshot_navBar-inline-backButton_402x874@3x_iOS18.5.png"
REF11 = "11_homeassistant_list-insetGrouped-2sections-inlineTitle_390x844@3x_iOS18.2_light.png"

# (text, size and weight, reference file, its crop in pixels (inside the row's or the label's
# overlay), the y in pixels its baseline is measured from (None: the bar's top is not visible),
# ListPreview's screen and device, the text's selector, the container's selector).
CASES = [
    ("Hello World", "17 regular", REF07, (3, 190, 980, 315), 186, "rows", "iphone-16-pro", ".lp-row-title", ".lp-row"),
    ("First", "17 regular", REF10, (70, 172, 189, 298), 169, "bar", "iphone-16-pro", ".lp-back-label", "#navbar"),
    ("Second", "17 semibold", REF10, (515, 206, 692, 263), 169, "bar", "iphone-16-pro", ".lp-title", "#navbar"),
    ("Title 1", "17 semibold", REF11, (300, 150, 870, 300), None, "grouped", "iphone-15", ".lp-title", "#navbar"),
    ("SECTION 1", "13 regular", REF11, (60, 320, 800, 400), 405, "grouped", "iphone-15", ".lp-section-header", ".lp-rows"),
    ("Abc", "17 regular", REF11, (95, 410, 900, 532), 405, "grouped", "iphone-15", ".lp-row:nth-child(1) .lp-row-title", ".lp-row:nth-child(1)"),
    ("aaaa", "17 regular", REF11, (95, 542, 900, 664), 537, "grouped", "iphone-15", ".lp-row:nth-child(2) .lp-row-title", ".lp-row:nth-child(2)"),
    ("ccccc", "17 regular", REF11, (95, 806, 900, 928), 801, "grouped", "iphone-15", ".lp-row:nth-child(4) .lp-row-title", ".lp-row:nth-child(4)"),
]

RENDERING_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                   "--force-color-profile=srgb", "--font-render-hinting=none", "--disable-font-subpixel-positioning",
                   "--disable-lcd-text"]


def ink(image, box):
    """The ink's box in `box` of `image`, and its first glyph's top and bottom, in pixels."""
    crop = image.convert("RGB").crop(box)
    width, height = crop.size
    pixels = crop.load()
    background = Counter(crop.getdata()).most_common(1)[0][0]
    distance = [[max(abs(pixels[x, y][i] - background[i]) for i in range(3)) for x in range(width)] for y in range(height)]
    threshold = max(max(row) for row in distance) / 2
    inked = lambda x, y: distance[y][x] > threshold
    columns = [x for x in range(width) if any(inked(x, y) for y in range(height))]
    left, right = columns[0], columns[-1]
    first = left
    while first + 1 <= right and any(inked(first + 1, y) for y in range(height)):
        first += 1
    rows = [y for y in range(height) if any(inked(x, y) for x in range(left, first + 1))]
    return {"left": box[0] + left, "right": box[0] + right + 1, "top": box[1] + rows[0], "bottom": box[1] + rows[-1] + 1}


def figures(found, container_top):
    """Width, cap height and baseline (from container_top, or None) in points."""
    return {"width": (found["right"] - found["left"]) / SCALE, "cap": (found["bottom"] - found["top"]) / SCALE,
            "baseline": None if container_top is None else (found["bottom"] - container_top) / SCALE}


class Chromedriver:
    """One headless Chromium at @3x through chromedriver's WebDriver API."""

    def __init__(self, profile):
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        # With --port=0 chromedriver may pick a number another process holds on IPv4 and exit: try again.
        for _ in range(3):
            self.process = subprocess.Popen(["chromedriver", "--port=0"], stdout=subprocess.PIPE, text=True)
            port = next((int(line.split()[-1].rstrip(".")) for line in self.process.stdout if "started successfully" in line), None)
            if port is not None:
                break
            self.process.wait()
        else:
            raise SystemExit("chromedriver did not start")
        self.base = f"http://127.0.0.1:{port}"
        options = {"binary": chromium, "args": RENDERING_FLAGS + [f"--user-data-dir={profile}", "--window-size=600,1000"],
                   "mobileEmulation": {"deviceMetrics": {"width": 600, "height": 1000, "pixelRatio": SCALE, "mobile": False, "touch": False}}}
        reply = self.call("POST", "/session", {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": options}}})
        self.session = f"/session/{reply['sessionId']}"

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method, headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.load(response)["value"]

    def open(self, url):
        self.call("POST", self.session + "/url", {"url": url})
        self.call("POST", self.session + "/execute/async", {"script": "document.fonts.ready.then(arguments[0])", "args": []})

    def rects(self, text, container):
        """The text's and the container's boxes in CSS px."""
        script = ("const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };"
                  "return [box(document.querySelector(arguments[0])), box(document.querySelector(arguments[1]))];")
        return self.call("POST", self.session + "/execute/sync", {"script": script, "args": [text, container]})

    def screenshot(self):
        return Image.open(io.BytesIO(base64.b64decode(self.call("GET", self.session + "/screenshot"))))

    def quit(self):
        self.call("DELETE", self.session)
        self.process.terminate()
        self.process.wait()


def serve(binary, fixtures, public):
    """`listpreview serve` on a free port with `public`'s style.css; its process and base URL."""
    process = subprocess.Popen([binary, "serve", "--port", "0", "--fixtures", fixtures, "--public", public],
                               stdout=subprocess.PIPE, text=True)
    for line in process.stdout:
        if line.startswith("Listening on "):
            return process, re.sub(r"^(https?://[^/]+).*", r"\1", line.split()[-1])
    raise SystemExit(f"{binary} serve did not start")


def measure_listpreview(binary, folder, style_sheet, browser):
    public = os.path.join(folder, "public-" + str(abs(hash(style_sheet))))
    os.makedirs(public, exist_ok=True)
    with open(os.path.join(public, "style.css"), "w") as file:
        file.write(style_sheet)
    process, base = serve(binary, os.path.join(folder, "screens.json"), public)
    try:
        results = {}
        for text, _, _, _, ref_top, screen, device, selector, container in CASES:
            browser.open(f"{base}/screens/{screen}?embed=1&motion=off&state=data&device={device}&lang=en&os=18")
            (left, top, right, bottom), (_, container_top, _, container_bottom) = browser.rects(selector, container)
            image = browser.screenshot()
            box = (round((left - 2) * SCALE), round((top - 4) * SCALE), round((right + 2) * SCALE), round((bottom + 4) * SCALE))
            found = ink(image, box)
            results[text] = figures(found, None if ref_top is None else container_top * SCALE)
        return results
    finally:
        process.terminate()
        process.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("refs", help="the uikit-refs folder")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/listpreview"))
    arguments = parser.parse_args()

    references = {}
    for text, _, file, box, top, *_ in CASES:
        image = Image.open(os.path.join(arguments.refs, file))
        references[text] = figures(ink(image, box), top)

    with open(os.path.join(ROOT, "Public/style.css")) as file:
        after = file.read()
    before = re.sub(r'(--latin-faces:[^;]*?)"ListPreview Text", ', r"\1", after, count=1)
    if before == after:
        raise SystemExit('Public/style.css has no "ListPreview Text" in --latin-faces')

    folder = tempfile.mkdtemp(prefix="measure-text-face-")
    try:
        with open(os.path.join(folder, "screens.json"), "w") as file:
            json.dump(FIXTURES, file)
        browser = Chromedriver(os.path.join(folder, "profile"))
        try:
            drawn = {"before": measure_listpreview(arguments.binary, folder, before, browser),
                     "after": measure_listpreview(arguments.binary, folder, after, browser)}
        finally:
            browser.quit()
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    def cell(value, reference):
        if value is None:
            return "—"
        return f"{value:.2f}" if reference is None else f"{value:.2f} ({value - reference:+.2f})"

    print("Points, measured at @3x; (±) is the difference from UIKit. Before: Noto Sans; after: \"ListPreview Text\" (Inter).")
    print("Baseline: below the row's top, the bar's top, or (negative) above the card for the section header.")
    print("| text | size | width UIKit | before | after | cap height UIKit | before | after | baseline UIKit | before | after |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for text, size, *_ in CASES:
        cells = []
        for measure in ("width", "cap", "baseline"):
            reference = references[text][measure]
            cells += [cell(reference, None), cell(drawn["before"][text][measure], reference), cell(drawn["after"][text][measure], reference)]
        print(f"| {text} | {size} | " + " | ".join(cells) + " |")
    widths = {stage: sum(abs(drawn[stage][t]["width"] - references[t]["width"]) for t, *_ in CASES) / len(CASES) for stage in drawn}
    print(f"Mean width error: before {widths['before']:.2f} pt, after {widths['after']:.2f} pt.")


if __name__ == "__main__":
    sys.exit(main())
