"""One sheet of reference | ListPreview | both blended, a row per pair, for the compare-*-refs scripts."""
from PIL import Image


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
