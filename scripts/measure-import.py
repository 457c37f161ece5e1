#!/usr/bin/env python3
"""Measures `listpreview import` against hand-written manifests of real apps' empty states.

    scripts/measure-import.py BINARY APP_CODE_DIR [--real-apps DIR] [--verbose]

APP_CODE_DIR is a folder of app folders (../shared/app-code): each holds an app's source files at
their repository paths and a MANIFEST.json listing, by hand, every place that declares an empty
state (see its README). For each app, BINARY imports the folder (`listpreview import APP --out
FILE`, FILE in a fresh temporary folder) and the placeholders of the fixtures it writes
(screens[].emptyStates.*, each with its "source": "PATH:LINE") are laid against the manifest's
states whose role is "call" or "factory":

- found: a placeholder whose PATH is the state's file and whose LINE is within 3 of its line (a
  placeholder within 3 lines of two states goes to the nearer);
- title matched, where the manifest's title is a literal, a key or alternatives of those: a
  placeholder found there has the literal text; or the key ({"key", "table"}, no table meaning
  Localizable) or the manifest's English text for it ("en", as a string or {"en": …}). A missing
  title counts as the text "". Alternatives match when each is some placeholder's title there;
- picture matched, where the manifest names a symbol or an asset: "systemImage" (or its "name") is
  the symbol, or "image" the asset; for alternatives (an #available choice) any one will do;
- buttons matched, where the manifest lists buttons with such titles: the titles of the found
  placeholders' "button" and "secondaryButton" ("title" when an object) are the manifest's, each
  matched by the rule for titles, none missing and none over.

Prints a Markdown table, one row per app and a total; --verbose then lists every state not found
or not matched (with what was expected and what was found there) and the placeholders that are
at no state of the manifest. Exits 1 when the import fails for an app (its stderr is printed and
the app's row says so), else 0. The manifests are read here only: the importer never sees them.

--real-apps DIR (../shared/real-apps) gives an app that has a folder there its strings and catalogs:
the `--strings` and `--xcassets` paths of DIR/APP/args.txt, passed to the import as `--strings
DIR/APP/PATH` and `--xcassets DIR/APP/PATH`. A picture counts as matched when the fixtures show it,
or when the note names the asset as one no catalog given has (the importer read it; the app's
catalog is not here to draw it): the "not drawn" column counts those.
"""
import argparse, json, os, posixpath, re, subprocess, sys, tempfile, unicodedata

MEASURED_ROLES = ("call", "factory")
WINDOW = 3
COLUMNS = ["app", "declarations (call+factory)", "found (±3 lines)", "titles resolvable", "titles matched",
           "pictures resolvable", "pictures matched", "of them not drawn (no catalog here)", "buttons resolvable", "buttons matched"]
IMPORT_TIMEOUT = 600


# MARK: - What the manifest expects

def alternatives_of(value, spec_of):
    """A manifest value's "alternatives", each read by spec_of and joined, or None when there are
    none or one cannot be worked out."""
    items = value.get("alternatives")
    if not isinstance(items, list) or not items:
        return None
    alternatives = []
    for item in items:
        spec = spec_of(item)
        if spec is None:
            return None
        alternatives += spec
    return alternatives


def text_spec(value):
    """A manifest text as its alternatives, [("literal", s)] or [("key", key, table, en)], or None
    when it cannot be worked out from the code (computed, system default, missing)."""
    if value is None:
        return None
    if isinstance(value, str):
        return [("literal", nfc(value))]
    if not isinstance(value, dict):
        return None
    if "alternatives" in value:
        return alternatives_of(value, text_spec)
    if isinstance(value.get("key"), str) and value["key"]:
        en = value.get("en")
        return [("key", value["key"], value.get("table") or "Localizable", nfc(en) if isinstance(en, str) else None)]
    if "literal" in value and value["literal"] is not None:
        return [("literal", nfc(str(value["literal"])))]
    return None


def picture_spec(value):
    """A manifest image as its alternatives [("symbol"|"asset", name)], or None (no picture,
    "none", computed, or an alternative that is neither)."""
    if not isinstance(value, dict):
        return None
    if "alternatives" in value:
        return alternatives_of(value, picture_spec)
    alternatives = [(kind, value[kind]) for kind in ("symbol", "asset") if isinstance(value.get(kind), str) and value[kind]]
    return alternatives or None


def button_title(button):
    """A manifest button's title: the button as a string, its "title", or the button itself when it
    is a text object."""
    if isinstance(button, dict) and "title" in button:
        return button["title"]
    return button


def buttons_spec(value):
    """The manifest's buttons as a list of text specs, or None when there are none or one's title
    cannot be worked out."""
    if not isinstance(value, list) or not value:
        return None
    specs = [text_spec(button_title(button)) for button in value]
    return None if any(spec is None for spec in specs) else specs


def describe_spec(spec):
    if spec is None:
        return "—"
    parts = []
    for alternative in spec:
        if alternative[0] == "literal":
            parts.append(json.dumps(alternative[1], ensure_ascii=False))
        elif alternative[0] == "key":
            _, key, table, en = alternative
            parts.append(f"key {key} ({table})" + (f" = {json.dumps(en, ensure_ascii=False)}" if en is not None else ""))
        else:
            parts.append(f"{alternative[0]} {alternative[1]}")
    return " | ".join(parts)


# MARK: - What the importer wrote

def nfc(text):
    return unicodedata.normalize("NFC", text)


def text_forms(value):
    """A fixtures text as (the strings it shows in English, the (key, table) pairs it names)."""
    if value is None:
        return {""}, set()
    if isinstance(value, str):
        return {nfc(value)}, set()
    if not isinstance(value, dict):
        return set(), set()
    if "key" in value:
        key = value.get("key")
        return set(), ({(key, value.get("table") or "Localizable")} if isinstance(key, str) else set())
    english = [v for k, v in value.items() if isinstance(v, str) and (k == "en" or k.startswith("en-"))]
    texts = english or [v for v in value.values() if isinstance(v, str)]
    return {nfc(t) for t in texts}, set()


def text_matches(alternative, value):
    texts, keys = text_forms(value)
    if alternative[0] == "literal":
        return alternative[1] in texts
    _, key, table, en = alternative
    return (key, table) in keys or (en is not None and en in texts)


def placeholder_pictures(placeholder, notes=True):
    pictures = set()
    symbol = placeholder.get("systemImage")
    if isinstance(symbol, dict):
        symbol = symbol.get("name")
    if isinstance(symbol, str) and symbol:
        pictures.add(("symbol", symbol))
    image = placeholder.get("image")
    if isinstance(image, dict):
        image = image.get("name")
    if isinstance(image, str) and image:
        pictures.add(("asset", image))
    # An asset the importer read but the app's catalogs given to it lack: named in the note, not drawn.
    for name in re.findall(r"picture: the asset “([^”]+)”, which no asset catalog", placeholder.get("note") or "") if notes else []:
        pictures.add(("asset", name))
    return pictures


def placeholder_buttons(placeholder):
    buttons = []
    for field in ("button", "secondaryButton"):
        value = placeholder.get(field)
        if isinstance(value, dict) and "title" in value:
            value = value["title"]
        if value is not None:
            buttons.append(value)
    return buttons


def describe_text(value):
    if isinstance(value, dict) and "key" in value:
        return f"key {value.get('key')} ({value.get('table') or 'Localizable'})"
    return json.dumps(value, ensure_ascii=False)


def describe_placeholder(placeholder, path=False):
    where = f"{placeholder['path']}:{placeholder['line']}" if path else f"line {placeholder['line']}"
    parts = [where, f"{placeholder['screen']}/{placeholder['kind']}"]
    if placeholder["title"] is not None:
        parts.append("title " + describe_text(placeholder["title"]))
    for kind, name in sorted(placeholder_pictures(placeholder["raw"])):
        parts.append(f"{kind} {name}")
    buttons = placeholder_buttons(placeholder["raw"])
    if buttons:
        parts.append("buttons [" + ", ".join(describe_text(b) for b in buttons) + "]")
    note = placeholder["raw"].get("note")
    if note:
        parts.append(f"note {json.dumps(note, ensure_ascii=False)}")
    return ", ".join(parts)


def normalise_path(path, app_dir):
    path = path.replace("\\", "/")
    for prefix in {os.path.abspath(app_dir).replace("\\", "/"), app_dir.replace("\\", "/")}:
        prefix = prefix.rstrip("/") + "/"
        if path.startswith(prefix):
            path = path[len(prefix):]
            break
    path = posixpath.normpath(path)
    return path[2:] if path.startswith("./") else path


def parse_source(source, app_dir):
    """"PATH:LINE" (or PATH:LINE:COLUMN) as (path, line), or None."""
    if not isinstance(source, str):
        return None
    match = re.match(r"^(.+?):(\d+)(?::\d+)?$", source.strip())
    if not match:
        return None
    return normalise_path(match.group(1), app_dir), int(match.group(2))


def read_placeholders(fixtures, app_dir):
    """Every placeholder of the fixtures, and how many had no readable source."""
    placeholders, unsourced = [], 0
    screens = fixtures.get("screens") if isinstance(fixtures, dict) else None
    for index, screen in enumerate(screens if isinstance(screens, list) else []):
        if not isinstance(screen, dict):
            continue
        states = screen.get("emptyStates")
        if not isinstance(states, dict):
            continue
        screen_id = screen.get("id") if screen.get("id") is not None else f"screens[{index}]"
        for kind, placeholder in states.items():
            for item in (placeholder if isinstance(placeholder, list) else [placeholder]):
                if not isinstance(item, dict):
                    continue
                where = parse_source(item.get("source"), app_dir)
                if where is None:
                    unsourced += 1
                    continue
                placeholders.append({"path": where[0], "line": where[1], "screen": screen_id, "kind": kind,
                                     "title": item.get("title"), "raw": item})
    return placeholders, unsourced


# MARK: - Measuring

def strings_of(real_apps, name):
    """`--strings DIR/APP/PATH` for each `--strings PATH` of DIR/APP/args.txt."""
    if not real_apps:
        return []
    try:
        with open(os.path.join(real_apps, name, "args.txt"), encoding="utf-8") as f:
            # One argument a line (a path may hold spaces: `Preview Assets.xcassets`).
            words = [line.strip() for line in f if line.strip()]
    except OSError:
        return []
    return [arg for i, word in enumerate(words[:-1]) if word in ("--strings", "--xcassets")
            for arg in (word, os.path.join(real_apps, name, words[i + 1]))]


def run_import(binary, app_dir, extra=()):
    """The fixtures BINARY writes for APP_DIR, or (None, why)."""
    with tempfile.TemporaryDirectory(prefix="lp-measure-import-") as work:
        out = os.path.join(work, "fixtures.json")
        try:
            done = subprocess.run([binary, "import", app_dir, "--out", out, *extra], capture_output=True, text=True,
                                  timeout=IMPORT_TIMEOUT)
        except (OSError, subprocess.TimeoutExpired) as error:
            return None, str(error)
        if done.returncode != 0:
            return None, f"exit status {done.returncode}\n{done.stderr}"
        try:
            with open(out, encoding="utf-8") as f:
                return json.load(f), None
        except (OSError, ValueError) as error:
            return None, f"no readable fixtures at --out: {error}\n{done.stderr}"


def measure_app(states, placeholders):
    """Counts for one app, and the lines --verbose prints."""
    measured = [s for s in states if isinstance(s, dict) and s.get("role") in MEASURED_ROLES]
    counts = dict.fromkeys(["declarations", "found", "titles", "titles_matched", "pictures", "pictures_matched",
                            "pictures_undrawn", "buttons", "buttons_matched"], 0)
    counts["declarations"] = len(measured)

    # Each placeholder goes to the nearest measured state within the window (ties: to each).
    candidates = {id(s): [] for s in measured}
    for placeholder in placeholders:
        near = [(abs(placeholder["line"] - line_of(s)), s) for s in measured if near_state(s, placeholder)]
        if near:
            best = min(d for d, _ in near)
            for d, s in near:
                if d == best:
                    candidates[id(s)].append(placeholder)

    report = []
    for state in measured:
        found = candidates[id(state)]
        problems = []
        if found:
            counts["found"] += 1
        else:
            problems.append("not found")

        title = text_spec(state.get("title"))
        if title is not None:
            counts["titles"] += 1
            ok = bool(found) and all(any(text_matches(a, p["title"]) for p in found) for a in title)
            counts["titles_matched"] += ok
            if found and not ok:
                problems.append("title " + ("(every alternative) " if len(title) > 1 else "")
                                + "expected " + describe_spec(title))

        picture = picture_spec(state.get("image"))
        if picture is not None:
            counts["pictures"] += 1
            shown = set().union(*(placeholder_pictures(p["raw"]) for p in found)) if found else set()
            ok = any(alternative in shown for alternative in picture)
            counts["pictures_matched"] += ok
            drawn = set().union(*(placeholder_pictures(p["raw"], notes=False) for p in found)) if found else set()
            counts["pictures_undrawn"] += ok and not any(alternative in drawn for alternative in picture)
            if found and not ok:
                problems.append("picture " + ("(any alternative) " if len(picture) > 1 else "")
                                + "expected " + describe_spec(picture))

        buttons = buttons_spec(state.get("buttons"))
        if buttons is not None:
            counts["buttons"] += 1
            shown = [b for p in found for b in placeholder_buttons(p["raw"])]
            ok = bool(found) and all(all(any(text_matches(a, b) for b in shown) for a in spec) for spec in buttons) \
                and all(any(text_matches(a, b) for spec in buttons for a in spec) for b in shown)
            counts["buttons_matched"] += ok
            if found and not ok:
                problems.append("buttons expected [" + "; ".join(describe_spec(s) for s in buttons) + "]")

        if problems:
            head = f"- {state.get('file')}:{line_of(state) if line_of(state) is not None else '?'} {state.get('kind', '?')} [{state.get('role')}]"
            if not found:
                expected = f"title {describe_spec(title)}, picture {describe_spec(picture)}"
                if buttons:
                    expected += ", buttons [" + "; ".join(describe_spec(s) for s in buttons) + "]"
                report.append(f"{head}: not found; expected {expected}")
                elsewhere = sorted((p for p in placeholders if same_file(state, p)), key=lambda p: p["line"])
                report += ["    in this file: " + describe_placeholder(p) for p in elsewhere] \
                    or ["    no placeholder in this file"]
            else:
                report.append(head + ":")
                report += ["    " + p for p in problems]
                report += ["    found: " + describe_placeholder(p) for p in found]

    stray = [p for p in placeholders
             if not any(isinstance(s, dict) and near_state(s, p) for s in states)]
    return counts, report, stray


def line_of(state):
    try:
        return int(state.get("line"))
    except (TypeError, ValueError):
        return None


def near_state(state, placeholder):
    """Whether the placeholder's source is the state's file, within WINDOW lines of its line."""
    line = line_of(state)
    return line is not None and same_file(state, placeholder) and abs(placeholder["line"] - line) <= WINDOW


def same_file(state, placeholder):
    file = state.get("file")
    return isinstance(file, str) and posixpath.normpath(file) == placeholder["path"]


# MARK: - The table

def percent(part, whole):
    return f"{part} ({100 * part / whole:.0f}%)" if whole else f"{part} (–)"


def row(name, counts, failed=False):
    if failed:
        measured = ["import failed", counts["titles"], "—", counts["pictures"], "—", "—", counts["buttons"], "—"]
    else:
        measured = [percent(counts["found"], counts["declarations"]), counts["titles"], counts["titles_matched"],
                    counts["pictures"], counts["pictures_matched"], counts["pictures_undrawn"], counts["buttons"], counts["buttons_matched"]]
    return "| " + " | ".join(str(cell) for cell in [name, counts["declarations"]] + measured) + " |"


def apps_in(folder):
    if os.path.isfile(os.path.join(folder, "MANIFEST.json")):
        return [(os.path.basename(os.path.normpath(folder)), folder)]
    return [(name, os.path.join(folder, name)) for name in sorted(os.listdir(folder))
            if os.path.isfile(os.path.join(folder, name, "MANIFEST.json"))]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("app_code_dir")
    parser.add_argument("--verbose", action="store_true", help="list every state not found or not matched")
    parser.add_argument("--real-apps", help="a folder of the apps' strings (../shared/real-apps): each app's args.txt names them")
    args = parser.parse_args()

    apps = apps_in(args.app_code_dir) if os.path.isdir(args.app_code_dir) else []
    if not apps:
        sys.exit(f"measure-import: no app folder with a MANIFEST.json in {args.app_code_dir}")

    failed, rows, details = False, [], []
    total = None
    for name, app_dir in apps:
        try:
            with open(os.path.join(app_dir, "MANIFEST.json"), encoding="utf-8") as f:
                manifest = json.load(f)
        except (OSError, ValueError) as error:
            sys.exit(f"measure-import: {name}/MANIFEST.json: {error}")
        states = manifest.get("states") if isinstance(manifest, dict) else None
        states = states if isinstance(states, list) else []

        fixtures, why = run_import(args.binary, app_dir, strings_of(args.real_apps, name))
        if fixtures is None:
            failed = True
            print(f"measure-import: `{args.binary} import {app_dir}` failed: {why.rstrip()}", file=sys.stderr)
            placeholders, unsourced = [], 0
        else:
            placeholders, unsourced = read_placeholders(fixtures, app_dir)
        counts, report, stray = measure_app(states, placeholders)
        rows.append(row(name, counts, failed=fixtures is None))
        total = counts if total is None else {k: total[k] + counts[k] for k in total}

        lines = []
        if fixtures is None:
            lines.append("- import failed")
        else:
            lines += report
            if stray:
                lines.append(f"- {len(stray)} placeholder(s) at no state of the manifest:")
                lines += ["    " + describe_placeholder(p, path=True) for p in sorted(stray, key=lambda p: (p["path"], p["line"]))]
            if unsourced:
                lines.append(f"- {unsourced} placeholder(s) without a readable \"source\"")
        if lines:
            details += ["", f"### {name}", ""] + lines

    print("| " + " | ".join(COLUMNS) + " |")
    print("|" + "|".join(["---"] + ["---:"] * (len(COLUMNS) - 1)) + "|")
    for line in rows:
        print(line)
    print(row("**total**", total))
    if args.verbose:
        for line in details:
            print(line)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
