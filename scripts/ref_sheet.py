"""One sheet of reference | ListPreview | both blended, a row per pair, for the compare-*-refs scripts,
and what they share: the shots photographed, the references found."""
import glob, json, os, subprocess, sys
from PIL import Image


def photograph(binary, fixtures, work, options):
    """FIXTURES written to WORK/screens.json and photographed at @3x by BINARY (`listpreview snapshot`
    with OPTIONS) into WORK/shots, whose path it returns."""
    path, shots = os.path.join(work, "screens.json"), os.path.join(work, "shots")
    with open(path, "w") as f:
        json.dump(fixtures, f)
    subprocess.run([binary, "snapshot", "--fixtures", path, "--out", shots, *options, "--scale", "3", "--quiet"], check=True)
    return shots


def reference(refs, pattern):
    """The first render in REFS matching PATTERN, as RGB; the script stops when there is none."""
    matches = sorted(glob.glob(os.path.join(refs, pattern)))
    if not matches:
        sys.exit(f"no reference {pattern} in {refs}")
    return Image.open(matches[0]).convert("RGB")


def row(ref, ours):
    """The pair cropped to what both show (a reference may have a legend right of the screen, at most
    1,800 px tall), and the two blended at half strength."""
    width = min(ref.width, ours.width)
    height = min(ref.height, ours.height, 1200 * 3 // 2)
    ref, ours = ref.crop((0, 0, width, height)), ours.crop((0, 0, width, height))
    return [ref, ours, Image.blend(ref, ours, 0.5)]


def save(rows, out):
    """The rows laid out 24 px apart on grey, scaled from @3x to 1x, written to `out`."""
    gap = 24
    w = max(sum(i.width for i in r) + gap * 2 for r in rows)
    h = sum(max(i.height for i in r) for r in rows) + gap * (len(rows) - 1)
    sheet = Image.new("RGB", (w, h), (128, 128, 128))
    y = 0
    for r in rows:
        x = 0
        for image in r:
            sheet.paste(image, (x, y))
            x += image.width + gap
        y += max(i.height for i in r) + gap
    sheet.resize((w // 3, h // 3), Image.LANCZOS).save(out)
    print(f"wrote {out}: reference | ListPreview | both, {len(rows)} pairs")
