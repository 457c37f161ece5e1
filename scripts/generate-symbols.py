#!/usr/bin/env python3
"""Writes Sources/Symbols/StandIns+Generated.swift: the open-licensed stand-ins ListPreview draws for
Apple's SF Symbols, from Phosphor's icons (MIT) as the pinned PyPI wheel py-phosphor-icons carries them,
chosen for each SF name by scripts/symbols/sf-symbols.tsv (`make symbols`).

It takes no argument. It runs itself in a venv under .build/tools/symbols of this repository (made when
missing) with the pinned svgelements installed there, downloads the pinned wheel into a temporary folder
and checks its SHA-256, checks the TSV (every Phosphor name exists, with the line number when one does
not), checks that every name of scripts/symbols/required.txt is in the TSV or in
scripts/symbols/composed.txt (and each composed line against the TSV), then writes the Swift file through
a temporary file and a rename, and prints a summary.

The glyph markup, which the Swift side and its CSS rely on:
- line: Phosphor's regular stroke drawing without its root <svg> and invisible 256x256 rect; stroked
  elements lose the attributes the page's CSS gives them (fill none, stroke currentColor, round caps and
  joins, width 16) and keep any other stroke attribute; Phosphor's dots (filled circles of r 12) become
  zero-length paths `<path class="d" d="Mx,yh0"/>` (drawn with a round cap 8 units wider than the
  stroke, so they grow with the weight as Phosphor's own weights do); other filled elements get class="f".
- fill: the children of Phosphor's fill drawing's root.
- duotone: the 20%-opacity layer of Phosphor's duotone drawing, without its opacity.
- bounds: the line drawing's ink box at the regular stroke (geometry +-8 for stroked elements, dots r 12),
  on the 256 grid, rounded to 0.01.
"""

import hashlib
import io
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

PHOSPHOR_WHEEL = "py-phosphor-icons==0.1.1"
PHOSPHOR_WHEEL_FILE = "py_phosphor_icons-0.1.1-py3-none-any.whl"
PHOSPHOR_WHEEL_SHA256 = "ab7e0636f012b887b95b246ca142e8612c868363bbfcd6a4a282c83ef4164420"
PHOSPHOR_VERSION = "2.1.0"
# Pure Python; used for the ink boxes of paths with arcs and curves, and of transformed shapes.
TOOL_REQUIREMENTS = [
    "svgelements==1.9.6 --hash=sha256:8a5cf2cc066d98e713d5b875b1d6e5eeb9b92e855e835ebd7caab2713ae1dcad",
]
SVGELEMENTS_VERSION = "1.9.6"

REPO = Path(__file__).resolve().parent.parent
VENV = REPO / ".build" / "tools" / "symbols"
TSV = REPO / "scripts" / "symbols" / "sf-symbols.tsv"
REQUIRED = REPO / "scripts" / "symbols" / "required.txt"
COMPOSED = REPO / "scripts" / "symbols" / "composed.txt"
OUTPUT = REPO / "Sources" / "Symbols" / "StandIns+Generated.swift"

SVG_NS = "{http://www.w3.org/2000/svg}"
STROKE = 16  # Phosphor's regular weight
DOT_RADIUS = 12  # Phosphor's dots at that weight: 4 + STROKE / 2
# What the page's CSS gives every stroked element of a line drawing.
STROKE_DEFAULTS = {
    "fill": "none",
    "stroke": "currentColor",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    "stroke-width": "16",
}
# What a composed name's parts may be (scripts/symbols/composed.txt).
SIMPLE_PARTS = ("circle", "circle.fill", "square", "square.fill", "slash", "fill",
                "trianglebadge.exclamationmark")


class Failure(Exception):
    pass


# ---------------------------------------------------------------------------------------------------
# The venv and the wheel


def venv_python():
    return VENV / "bin" / "python"


def ensure_venv():
    """Runs this script again in the tools venv (made, and svgelements installed, when missing)."""
    python = venv_python()
    if Path(sys.prefix).resolve() == VENV.resolve():
        return
    if not python.exists():
        print(f"generate-symbols: making the venv {VENV.relative_to(REPO)}", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    probe = subprocess.run(
        [str(python), "-c", "import svgelements; print(svgelements.SVGELEMENTS_VERSION)"],
        capture_output=True, text=True)
    if probe.returncode != 0 or probe.stdout.strip() != SVGELEMENTS_VERSION:
        with tempfile.TemporaryDirectory() as tmp:
            requirements = Path(tmp) / "requirements.txt"
            requirements.write_text("\n".join(TOOL_REQUIREMENTS) + "\n")
            subprocess.run([str(python), "-m", "pip", "install", "--disable-pip-version-check",
                            "--quiet", "--require-hashes", "--no-deps", "-r", str(requirements)],
                           check=True)
    os.execv(str(python), [str(python), str(Path(__file__).resolve())])


def download_wheel(folder):
    subprocess.run([sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "--quiet",
                    "--no-deps", "--only-binary=:all:", "--dest", folder, PHOSPHOR_WHEEL], check=True)
    wheel = Path(folder) / PHOSPHOR_WHEEL_FILE
    if not wheel.exists():
        raise Failure(f"pip download left no {PHOSPHOR_WHEEL_FILE} in {folder}")
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    if digest != PHOSPHOR_WHEEL_SHA256:
        raise Failure(f"{wheel.name}: SHA-256 {digest}, expected {PHOSPHOR_WHEEL_SHA256}")
    return wheel


class Phosphor:
    def __init__(self, wheel):
        self.zip = zipfile.ZipFile(wheel)
        self.files = set(self.zip.namelist())
        version = self.read("py_phosphor_icons/phosphor_version.txt").strip()
        if version.lstrip("v") != PHOSPHOR_VERSION:
            raise Failure(f"the wheel carries Phosphor {version}, expected {PHOSPHOR_VERSION}")
        prefix, suffix = "py_phosphor_icons/svgs/stroke/regular/", ".svg"
        self.names = {f[len(prefix):-len(suffix)] for f in self.files
                      if f.startswith(prefix) and f.endswith(suffix)}

    def read(self, path):
        return self.zip.read(path).decode("utf-8")

    def paths(self, name):
        return {
            "line": f"py_phosphor_icons/svgs/stroke/regular/{name}.svg",
            "fill": f"py_phosphor_icons/svgs/flat/fill/{name}-fill.svg",
            "duotone": f"py_phosphor_icons/svgs/stroke/duotone/{name}-duotone.svg",
        }

    def missing(self, name):
        return [p for p in self.paths(name).values() if p not in self.files]

    def root(self, name, kind):
        return ET.fromstring(self.read(self.paths(name)[kind]))


# ---------------------------------------------------------------------------------------------------
# The table


def read_tsv(phosphor):
    entries, seen, problems = [], {}, []
    for number, raw in enumerate(TSV.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        where = f"{TSV.relative_to(REPO)}:{number}"
        fields = raw.split("\t")
        if len(fields) not in (3, 4) or any(f != f.strip() or not f for f in fields):
            problems.append(f"{where}: expected SFNAME<TAB>PHOSPHOR<TAB>FORM[<TAB>LABEL]: {raw!r}")
            continue
        sf, glyph, form = fields[:3]
        label = fields[3] if len(fields) == 4 else None
        if not re.fullmatch(r"[a-z0-9]+(\.[a-z0-9]+)*", sf):
            problems.append(f"{where}: {sf!r} is not of an SF Symbol name's form")
        if sf in seen:
            problems.append(f"{where}: {sf} is listed already on line {seen[sf]}")
        seen[sf] = number
        if form not in ("line", "fill"):
            problems.append(f"{where}: FORM {form!r} is neither line nor fill")
        if glyph not in phosphor.names:
            problems.append(f"{where}: Phosphor has no icon {glyph!r}")
        elif phosphor.missing(glyph):
            problems.append(f"{where}: the wheel lacks {', '.join(phosphor.missing(glyph))}")
        if label is not None and ('"' in label or "\\" in label):
            problems.append(f"{where}: a label may not hold a quote or a backslash")
        entries.append((sf, glyph, form, label))
    if problems:
        raise Failure("\n".join(problems))
    return entries


def read_names(path):
    names = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if line and not line.startswith("#"):
            names.append((number, line))
    return names


def check_required(listed):
    problems = []
    required = read_names(REQUIRED)
    names = [n for _, n in required]
    if names != sorted(set(names)):
        problems.append(f"{REQUIRED.relative_to(REPO)}: the names are not sorted and unique")
    composed = {}
    for number, line in read_names(COMPOSED):
        where = f"{COMPOSED.relative_to(REPO)}:{number}"
        match = re.fullmatch(r"(\S+) = (\S+)((?: \+ (?:badge \S+|\S+))+)", line)
        if not match:
            problems.append(f"{where}: expected NAME = BASE + PART [+ PART]: {line!r}")
            continue
        name, base, rest = match.groups()
        parts = [p.strip() for p in rest.split(" + ")[1:]]
        spelled = base
        if base not in listed:
            problems.append(f"{where}: the base {base} is not in the TSV")
        for part in parts:
            if part.startswith("badge "):
                badge = part[len("badge "):]
                if badge not in listed:
                    problems.append(f"{where}: the badge {badge} is not in the TSV")
                spelled += ".badge." + badge
            elif part in SIMPLE_PARTS:
                spelled += "." + part
            else:
                problems.append(f"{where}: unknown part {part!r}")
        if spelled != name:
            problems.append(f"{where}: {base} + {' + '.join(parts)} spells {spelled}, not {name}")
        if name in listed:
            problems.append(f"{where}: {name} is in the TSV too")
        if name in composed:
            problems.append(f"{where}: {name} is composed already on line {composed[name]}")
        composed[name] = number
    for number, name in required:
        if name not in listed and name not in composed:
            problems.append(f"{REQUIRED.relative_to(REPO)}:{number}: {name} is neither in the TSV "
                            f"nor in {COMPOSED.name}")
    if problems:
        raise Failure("\n".join(problems))
    return len(required), len(composed)


# ---------------------------------------------------------------------------------------------------
# The glyphs

NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def compact(value):
    """A number as its shortest exact decimal: 24, 24.5, -3.25 (never 24.0 or 24.50)."""
    text = repr(float(value)) if not isinstance(value, str) else value
    if "e" in text.lower():
        raise Failure(f"unexpected exponent in {text}")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    if text in ("-0", "+0", ""):
        text = "0"
    return text.lstrip("+")


def check_compact(name, text):
    """Phosphor writes its numbers compactly; the markup is kept as it is, so make sure it is."""
    for number in NUMBER.findall(text):
        if "." in number and number.endswith("0"):
            raise Failure(f"{name}: the number {number} in {text[:60]}... is not compact; "
                          f"the generator keeps Phosphor's numbers as written")


def tag(element):
    if not element.tag.startswith(SVG_NS):
        raise Failure(f"unexpected element {element.tag}")
    return element.tag[len(SVG_NS):]


def serialize(name, attributes, children=""):
    parts = [name] + [f'{k}="{v}"' for k, v in attributes.items()]
    for value in attributes.values():
        if any(c in value for c in '"<>&'):
            raise Failure(f"unexpected character in attribute value {value!r}")
    if children:
        return f"<{' '.join(parts)}>{children}</{name}>"
    return f"<{' '.join(parts)}/>"


def is_background(element):
    """Phosphor's invisible 256x256 rect that sizes every stroke drawing."""
    a = element.attrib
    return (tag(element) == "rect" and a.get("fill") == "none" and "stroke" not in a
            and a.get("width") == "256" and a.get("height") == "256" and "x" not in a and "y" not in a)


def line_markup(phosphor, name):
    """The normalized line drawing, and its elements for the ink box: (kind, markup) pairs."""
    root = phosphor.root(name, "line")
    out, ink = [], []
    for element in root:
        kind = tag(element)
        if len(element):
            raise Failure(f"{name}: nested <{kind}> in the line drawing")
        attributes = dict(element.attrib)
        if is_background(element) or "opacity" in attributes:
            continue  # the sizing rect, and any opacity layer (left to the duotone)
        for key in ("d", "points"):
            if key in attributes:
                check_compact(name, attributes[key])
        for key, value in attributes.items():
            if key not in ("d", "points", "transform") and NUMBER.fullmatch(value):
                attributes[key] = compact(value)
        if "stroke" in attributes:
            for key, value in STROKE_DEFAULTS.items():
                if attributes.get(key) == value:
                    del attributes[key]
            if attributes.get("stroke-width", "16") != "16" or "stroke" in attributes:
                raise Failure(f"{name}: a stroke that is not currentColor at 16: {element.attrib}")
            markup = serialize(kind, attributes)
            out.append(markup)
            ink.append(("stroke", markup, dict(element.attrib)))
            continue
        fill = attributes.pop("fill", None)
        if fill == "none" or kind == "line":
            continue  # draws nothing: no stroke, and no fill (or no area to fill)
        if kind == "circle" and attributes.get("r") == "12" and "transform" not in attributes:
            cx, cy = attributes["cx"], attributes["cy"]
            out.append(f'<path class="d" d="M{cx},{cy}h0"/>')
            ink.append(("dot", None, attributes))
            continue
        markup = serialize(kind, {"class": "f", **attributes})
        out.append(markup)
        ink.append(("fill", serialize(kind, attributes), attributes))
    if not out:
        raise Failure(f"{name}: the line drawing is empty")
    return "".join(out), ink


def fill_markup(phosphor, name):
    root = phosphor.root(name, "fill")
    out = []
    for element in root:
        if len(element):
            raise Failure(f"{name}: nested <{tag(element)}> in the fill drawing")
        attributes = dict(element.attrib)
        if attributes.get("fill") == "currentColor":
            del attributes["fill"]
        if "d" in attributes:
            check_compact(name, attributes["d"])
        out.append(serialize(tag(element), attributes))
    if not out:
        raise Failure(f"{name}: the fill drawing is empty")
    return "".join(out)


def duotone_markup(phosphor, name):
    root = phosphor.root(name, "duotone")

    def plain(element):
        attributes = {k: v for k, v in element.attrib.items() if k != "opacity"}
        inner = "".join(plain(child) for child in element)
        if tag(element) == "g" and not attributes:
            return inner
        for key in ("d", "points"):
            if key in attributes:
                check_compact(name, attributes[key])
        return serialize(tag(element), attributes, inner)

    return "".join(plain(e) for e in root if e.attrib.get("opacity") == "0.2")


def smooth_or_closed(svgelements, shape):
    """Whether the default miter joins and butt caps of a stroke draw no further than the stroke's
    half width around the geometry: a closed outline whose corners are (near) tangent."""
    segments = [s for s in shape.segments(transformed=True) if not isinstance(s, svgelements.Move)]
    if not segments or not isinstance(segments[-1], svgelements.Close):
        return False
    segments = [s for s in segments if s.start != s.end]

    def direction(segment, at_end):
        t0, t1 = (0.999, 1.0) if at_end else (0.0, 0.001)
        a, b = segment.point(t0), segment.point(t1)
        length = abs(complex(b.x - a.x, b.y - a.y))
        return complex(b.x - a.x, b.y - a.y) / length if length else None

    for previous, following in zip(segments, segments[1:] + segments[:1]):
        d0, d1 = direction(previous, True), direction(following, False)
        if d0 is None or d1 is None:
            continue
        if (d0.conjugate() * d1).real < 0.995:  # a corner sharper than about 6 degrees
            return False
    return True


def ink_box(svgelements, name, ink):
    """The ink box of the line drawing at the regular stroke, exactly from the geometry."""
    boxes = []
    for kind, markup, attributes in ink:
        if kind == "dot":
            cx, cy = float(attributes["cx"]), float(attributes["cy"])
            boxes.append((cx - DOT_RADIUS, cy - DOT_RADIUS, cx + DOT_RADIUS, cy + DOT_RADIUS))
            continue
        document = svgelements.SVG.parse(io.StringIO(
            f'<svg xmlns="http://www.w3.org/2000/svg">{markup}</svg>'), reify=True)
        shapes = [e for e in document.elements() if isinstance(e, svgelements.Shape)]
        if len(shapes) != 1:
            raise Failure(f"{name}: svgelements read {len(shapes)} shapes from {markup}")
        box = shapes[0].bbox(transformed=True)
        if box is None:
            raise Failure(f"{name}: no geometry in {markup}")
        if kind == "stroke":
            cap = attributes.get("stroke-linecap", "butt")
            join = attributes.get("stroke-linejoin", "miter")
            if (cap, join) != ("round", "round") and not smooth_or_closed(svgelements, shapes[0]):
                raise Failure(f"{name}: {markup} has {cap} caps and {join} joins on open or cornered "
                              f"geometry: its ink box needs more than the half stroke")
            half = STROKE / 2
            box = (box[0] - half, box[1] - half, box[2] + half, box[3] + half)
        boxes.append(box)
    return tuple(round(f(b[i] for b in boxes), 2)
                 for i, f in ((0, min), (1, min), (2, max), (3, max)))


# ---------------------------------------------------------------------------------------------------
# The Swift file


def table_field(text):
    if "\t" in text or "\n" in text or '"""#' in text:
        raise Failure(f"markup that the table's tab-separated lines cannot hold: {text[:80]}")
    return text


def write_swift(entries, glyphs, digest):
    # Two static strings of tab-separated lines, read once when the program first draws a symbol:
    # a string literal costs the compiler next to nothing, where a `switch` of a thousand cases cost
    # 9 processor-seconds in a debug build and 18 in a release build, on the way to every other target.
    out = [
        "// Generated by scripts/generate-symbols.py (`make symbols`) from scripts/symbols/sf-symbols.tsv and",
        f"// Phosphor {PHOSPHOR_VERSION} (MIT, scripts/symbols/LICENSE-phosphor.txt) as the PyPI wheel {PHOSPHOR_WHEEL} carries it",
        f"// (SHA-256 {digest}); ink boxes by svgelements {SVGELEMENTS_VERSION}. Do not edit.",
        "",
        "extension StandIns {",
        "    /// Phosphor's glyphs the table uses, one a line, sorted by Phosphor's name:",
        "    /// `NAME<tab>LINE<tab>FILL<tab>DUOTONE<tab>MINX MINY MAXX MAXY` (see ``StandInGlyph``).",
        '    static let glyphTable: StaticString = #"""',
    ]
    for name in sorted(glyphs):
        line, fill, duotone, box = glyphs[name]
        fields = [name, table_field(line), table_field(fill), table_field(duotone), " ".join(compact(v) for v in box)]
        out.append("        " + "\t".join(fields))
    out += [
        '        """#',
        "",
        "    /// The SF Symbol names the table maps to a glyph, one a line, sorted:",
        "    /// `SF NAME<tab>GLYPH<tab>line|fill[<tab>VoiceOver's label]`.",
        '    static let nameTable: StaticString = #"""',
    ]
    for sf, glyph, form, label in sorted(entries):
        out.append("        " + "\t".join([sf, glyph, form] + ([table_field(label)] if label else [])))
    out += ['        """#', "}", ""]
    text = "\n".join(out)
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=OUTPUT.parent, prefix=".StandIns+Generated.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as f:
            f.write(text)
        os.chmod(temporary, 0o644)
        os.replace(temporary, OUTPUT)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise
    return len(text.encode("utf-8"))


def main():
    if len(sys.argv) != 1:
        raise Failure("generate-symbols.py takes no argument")
    ensure_venv()
    import svgelements

    if svgelements.SVGELEMENTS_VERSION != SVGELEMENTS_VERSION:
        raise Failure(f"svgelements {svgelements.SVGELEMENTS_VERSION} in {VENV}, "
                      f"expected {SVGELEMENTS_VERSION}")
    with tempfile.TemporaryDirectory(prefix="generate-symbols.") as folder:
        wheel = download_wheel(folder)
        phosphor = Phosphor(wheel)
        entries = read_tsv(phosphor)
        listed = {sf for sf, _, _, _ in entries}
        required, composed = check_required(listed)
        glyphs = {}
        for name in sorted({glyph for _, glyph, _, _ in entries}):
            line, ink = line_markup(phosphor, name)
            glyphs[name] = (line, fill_markup(phosphor, name), duotone_markup(phosphor, name),
                            ink_box(svgelements, name, ink))
    size = write_swift(entries, glyphs, PHOSPHOR_WHEEL_SHA256)
    labels = sum(1 for e in entries if e[3])
    print(f"generate-symbols: {len(entries)} SF names ({labels} with a label), {len(glyphs)} Phosphor "
          f"glyphs, {composed} composed names; all {required} required names covered; wrote "
          f"{OUTPUT.relative_to(REPO)} ({size} bytes)")


if __name__ == "__main__":
    try:
        main()
    except Failure as failure:
        print(f"generate-symbols: {failure}", file=sys.stderr)
        sys.exit(1)
    except subprocess.CalledProcessError as error:
        print(f"generate-symbols: {' '.join(map(str, error.cmd))} failed ({error.returncode})",
              file=sys.stderr)
        sys.exit(1)
