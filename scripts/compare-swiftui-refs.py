#!/usr/bin/env python3
"""Lays ListPreview's SwiftUI-drawn placeholder beside real renders of ContentUnavailableView, for the eye.

    scripts/compare-swiftui-refs.py BINARY REFS_DIR OUT.png

REFS_DIR holds martinomamic/RSSReader's swift-snapshot-testing renders (commit 029e4926, iOS 18.4,
393 x 852 @3x, light; `git show 029e4926:RSSReaderKit/Tests/...`): the feed list's error and empty
states (`testFeedListViewError.FeedListError-mediumPhone-light.png`,
`testFeedListViewEmpty.FeedListEmpty-mediumPhone-light.png`). The same content is photographed with
BINARY (`listpreview snapshot --scale 3`) on the 393-pt iPhone in iOS 18's design, `"drawnBy":
"swiftui"`, and each pair is laid out reference | ListPreview | both blended, cropped to the
placeholder and scaled to 1x. Needs Pillow (.build/tools/bin/python has it).
PlaceholderAPIBrowserTests measures the same figures in the suite.
"""
import os, sys, tempfile
from PIL import Image
from ref_sheet import photograph, reference, row, save

FIXTURES = {"drawnBy": "swiftui", "screens": [
    {"id": "feeds", "title": "", "sections": [{"rows": ["One"]}], "emptyStates": {
        "error": {"systemImage": "exclamationmark.triangle", "title": "Failed to Load",
                  "detail": "Unable to connect to server. Please check your internet connection and try again.",
                  "button": {"title": "Try Again", "style": "bordered"}},
        # The reference's test bundle has no strings: it shows the keys.
        "empty": {"systemImage": "tray.fill", "title": "feed_list_no_feeds_title", "detail": "feed_list_no_feeds_description",
                  "button": {"title": "feed_list_add_feed", "style": "bordered"}}}},
]}
PAIRS = [("testFeedListViewError.*light*", "error"), ("testFeedListViewEmpty.*light*", "empty")]


def band(ref, ours):
    """Both cut to the rows where either has ink between a quarter and four fifths of the height."""
    def rows(image):
        pixels, (w, h) = image.load(), image.size
        return [y for y in range(h // 4, h * 4 // 5) if any(min(pixels[x, y]) < 200 for x in range(0, w, 3))]
    found = rows(ref) + rows(ours)
    top, bottom = min(found) - 60, max(found) + 60
    return ref.crop((0, top, ref.width, bottom)), ours.crop((0, top, ours.width, bottom))


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    binary, refs, out = sys.argv[1:]
    with tempfile.TemporaryDirectory() as work:
        shots = photograph(binary, FIXTURES, work, ["--os", "18", "--states", "error,empty", "--devices", "iphone-15", "--themes", "light"])
        rows = []
        for pattern, state in PAIRS:
            ours = Image.open(os.path.join(shots, f"feeds--{state}--iphone-15--light--en--ios18@3x.png")).convert("RGB")
            rows.append(row(*band(reference(refs, pattern), ours)))
        save(rows, out)


if __name__ == "__main__":
    main()
