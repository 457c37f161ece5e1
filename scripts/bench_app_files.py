#!/usr/bin/env python3
"""make bench's app-files table: `listpreview check` on a large app's own resources, against the
script a user would write to read the same files.

The app is made here, as Xcode and its translators leave one (the shape of the largest real app we
tried, times a few): a 9 MB tree of `LANG.lproj/Localizable.strings` (40 languages of 1,400 keys,
UTF-8 text with comments), each language's `Localizable.stringsdict` (60 plural keys, XML) and an
XML-plist `InfoPlist.strings`; a 2 MB String Catalog (900 keys in 12 languages); and an asset
catalog of 700 image sets (PNGs at 1x/2x/3x; 539 of them PDF-only, as an icon-heavy app ships
them) and 60 colour sets, with Xcode's template `AccentColor`. The fixtures file names a handful
of keys, colours and images, as an app's screen does.

The peer reads the same files in a warm interpreter: `plistlib` for the property lists (the
`.stringsdict` and XML `.strings` files), `json` for the String Catalog and every `Contents.json`,
and a regular expression for the text `.strings` files (Python has no reader of them); the image
files are read as bytes. `check` is the whole process (start-up, every file read and checked, the
fixtures resolved). A B A B …, medians of BENCH_ROUNDS (default 5). Nothing here asserts a timing.

Usage: python3 scripts/bench_app_files.py BINARY (scripts/bench.py runs it; BENCH_SKIP_APPFILES=1
skips it there).
"""
import atexit, json, os, plistlib, shutil, statistics, struct, subprocess, sys, tempfile, time, zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "5"))
WORK = tempfile.mkdtemp(prefix="listpreview-appfiles-")
atexit.register(shutil.rmtree, WORK, ignore_errors=True)

LANGUAGES = ["en", "ar", "be", "bg", "ca", "cs", "cy", "da", "de", "el", "es", "et", "eu", "fa", "fi", "fr", "gl", "he",
             "hi", "hr", "hu", "id", "it", "ja", "ka", "ko", "lt", "lv", "nb", "nl", "pl", "pt-BR", "ro", "ru", "sk", "sv",
             "th", "tr", "uk", "zh-Hans"]
CATALOG_LANGUAGES = LANGUAGES[:12]


def png(width, height):
    """A valid RGBA PNG of one colour."""
    row = b"\x00" + b"\x30\x60\x90\xff" * width
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(row * height)) + chunk(b"IEND", b""))


PDF = (b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"
       b"3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 24 24]/Contents 4 0 R>>endobj\n"
       b"4 0 obj<</Length 20>>stream\n0 0 0 rg 4 4 16 16 re f\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as file:
        file.write(data if isinstance(data, bytes) else data.encode())


def make_app():
    strings = os.path.join(WORK, "Resources")
    for language in LANGUAGES:
        lines = []
        for key in range(1_400):
            lines.append(f"/* Shown on screen {key % 40}: a label the translators were asked to keep short. */\n"
                         f"\"screen.{key}.label\" = \"{language} text {key} for the label, with a %@ and \\\"quotes\\\"\";\n")
        write(os.path.join(strings, f"{language}.lproj", "Localizable.strings"), "".join(lines))
        plurals = {f"plural.{key}": {"NSStringLocalizedFormatKey": "%#@items@",
                                      "items": {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld",
                                                "one": f"%lld item {key}", "other": f"%lld items {key}"}} for key in range(60)}
        write(os.path.join(strings, f"{language}.lproj", "Localizable.stringsdict"), plistlib.dumps(plurals, fmt=plistlib.FMT_XML))
        write(os.path.join(strings, f"{language}.lproj", "InfoPlist.strings"),
              plistlib.dumps({"CFBundleDisplayName": f"App {language}", "NSCameraUsageDescription": "To scan codes"}, fmt=plistlib.FMT_XML))
    catalog = {"sourceLanguage": "en", "version": "1.0", "strings": {
        f"catalog.{key}": {"comment": "A text of the catalog", "extractionState": "manual", "localizations": {
            language: {"stringUnit": {"state": "translated", "value": f"{language} catalog text number {key}, long enough to be real"}}
            for language in CATALOG_LANGUAGES}} for key in range(900)}}
    write(os.path.join(WORK, "Catalog", "Catalog.xcstrings"), json.dumps(catalog, indent=2, ensure_ascii=False))
    assets = os.path.join(WORK, "Assets.xcassets")
    write(os.path.join(assets, "Contents.json"), json.dumps({"info": {"author": "xcode", "version": 1}}))
    write(os.path.join(assets, "AccentColor.colorset", "Contents.json"),
          json.dumps({"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}, indent=2))
    for index in range(60):
        components = {"red": f"0.{index:02d}", "green": "0.500", "blue": "0.800", "alpha": "1.000"}
        write(os.path.join(assets, "Colors", f"Color{index}.colorset", "Contents.json"), json.dumps({"colors": [
            {"idiom": "universal", "color": {"color-space": "srgb", "components": components}},
            {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
             "color": {"color-space": "srgb", "components": components}}], "info": {"author": "xcode", "version": 1}}, indent=2))
    picture = {scale: png(24 * scale, 24 * scale) for scale in (1, 2, 3)}
    for index in range(700):
        folder = os.path.join(assets, "Icons", f"icon{index}.imageset")
        if index < 539:
            write(os.path.join(folder, "icon.pdf"), PDF)
            images = [{"idiom": "universal", "filename": "icon.pdf"}]
            properties = {"preserves-vector-representation": True, "template-rendering-intent": "template"}
        else:
            images = []
            for scale in (1, 2, 3):
                write(os.path.join(folder, f"icon@{scale}x.png"), picture[scale])
                images.append({"idiom": "universal", "filename": f"icon@{scale}x.png", "scale": f"{scale}x"})
            properties = {}
        write(os.path.join(folder, "Contents.json"), json.dumps({"images": images, "info": {"author": "xcode", "version": 1},
                                                                 "properties": properties}, indent=2))
    fixtures = {"screens": [{"id": "inbox", "title": {"key": "screen.1.label", "args": ["x"]}, "tint": "AccentColor",
                             "sections": [{"rows": [{"title": {"key": "plural.3", "args": [2]}, "image": "icon600"},
                                                    {"title": {"key": "catalog.7", "table": "Catalog"}, "image": "icon601"}]}],
                             "emptyStates": {"empty": {"title": {"key": "screen.2.label", "args": ["y"]}, "textColor": "Color3",
                                                       "image": "icon650"}}}]}
    write(os.path.join(WORK, "screens.json"), json.dumps(fixtures, indent=2))
    return ["check", "screens.json", "--strings", "Resources", "--strings", "Catalog/Catalog.xcstrings", "--xcassets", "Assets.xcassets"]


# The script a user would write to read the same files, timed in a warm interpreter.
PEER = r'''
import json, os, plistlib, re, sys, time
ENTRY = re.compile(r'"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;')
def read(root):
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as file:
                data = file.read()
            if name.endswith(".stringsdict") or (name.endswith(".strings") and data.startswith((b"<?xml", b"bplist"))):
                plistlib.loads(data)
            elif name.endswith(".strings"):
                dict(ENTRY.findall(data.decode("utf-8")))
            elif name.endswith(".json") or name.endswith(".xcstrings"):
                json.loads(data)
for line in sys.stdin:
    started = time.perf_counter()
    read(line.strip())
    print(time.perf_counter() - started, flush=True)
'''


def tree_size(path, suffixes):
    return sum(os.path.getsize(os.path.join(folder, name)) for folder, _, names in os.walk(path)
               for name in names if name.endswith(suffixes))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: scripts/bench_app_files.py BINARY")
    binary = os.path.abspath(sys.argv[1])
    arguments = make_app()
    first = subprocess.run([binary] + arguments, cwd=WORK, capture_output=True, text=True)
    if first.returncode != 0:
        sys.exit(f"check failed ({first.returncode}):\n{first.stderr}")
    peer = subprocess.Popen([sys.executable, "-c", PEER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    checks, reads = [], []
    for _ in range(ROUNDS):
        started = time.perf_counter()
        subprocess.run([binary] + arguments, cwd=WORK, check=True, capture_output=True)
        checks.append(time.perf_counter() - started)
        peer.stdin.write(WORK + "\n")
        peer.stdin.flush()
        reads.append(float(peer.stdout.readline()))
    peer.stdin.close()
    peer.wait()
    check, read = statistics.median(checks), statistics.median(reads)
    strings_mb = tree_size(os.path.join(WORK, "Resources"), (".strings", ".stringsdict")) / 1e6
    catalog_mb = os.path.getsize(os.path.join(WORK, "Catalog", "Catalog.xcstrings")) / 1e6
    print(f"### `check` on a large app's own files ({strings_mb:.1f} MB of .strings/.stringsdict in {len(LANGUAGES)} languages, "
          f"a {catalog_mb:.1f} MB String Catalog, 700 image sets)")
    print()
    print(f"Medians of {ROUNDS} rounds, A B A B (`python3 scripts/bench_app_files.py BINARY`): `check` is the whole process; "
          "the peer is Python reading the same files in a warm interpreter (`plistlib`, `json`, a regular expression for text "
          "`.strings`). Warnings printed by `check`: " + str(len(first.stderr.splitlines())) + " lines.")
    print()
    print("| `check` | Python reading the files | ratio |")
    print("|---|---|---|")
    print(f"| {check * 1000:.0f} ms | {read * 1000:.0f} ms | **{check / read:.2f}×** |")
    print()


if __name__ == "__main__":
    main()
