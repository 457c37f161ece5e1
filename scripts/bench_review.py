#!/usr/bin/env python3
"""make bench's screenshot-review tables: `snapshot --baseline` reruns, and `compare` against a pixelmatch script.

1. Reruns against baselines, on the examples' default matrix (`--fixtures Examples/screens.json
   --themes light,dark`: every screen and state, iPhone 15, en): (a) a cold run into an empty BASE
   with `--update missing`, (b) a rerun with nothing changed (every shot reused), (c) a rerun after
   one screen's empty-state title was edited (a copy of the fixtures file). Each round uses fresh
   folders; medians of BENCH_ROUNDS rounds (default 3), and (b)/(a), (c)/(a) against the targets.
2. Comparing folders: real @2x iPhone 15 screenshots (786×1704), taken once; ACTUAL is the same
   pixels re-encoded by Pillow (other bytes) for 90% of the files and a painted 60×40 rectangle for
   10%. `listpreview compare BASE ACTUAL --out R --quiet` against the script a user would write
   instead: pixelmatch-fast over the same pairs, a process per core (multiprocessing.Pool), a diff
   PNG written only for changed pairs; numba's JIT cache warmed by a run not counted. listpreview
   runs once per metric (`--metric yiq`, the default, and `--metric oklab`, pixelmatch's main
   branch; pixelmatch-fast has only YIQ) and once with `--metric oklab --max-diff-cluster 16`.
   A B C D A B C D …, medians, and a check that each names the same files as changed. Then the same
   against TINTED, every pixel's blue channel off by one: every pixel goes through the colour
   distance, which is where the metrics' costs show.

Nothing here asserts a timing; it prints Markdown. Usage: python3 scripts/bench_review.py BINARY
(scripts/bench.py runs it after the snapshot table; BENCH_SKIP_REVIEW=1 skips it there;
BENCH_SKIP_RERUNS=1 leaves out the first table, to measure only the comparison). The second
table needs pixelmatch-fast, numpy and Pillow in .build/tools (`scripts/install-deps.sh tools`);
without them it is left out with a note.
"""
import atexit, json, os, re, resource, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PYTHON = os.path.join(ROOT, ".build", "tools", "bin", "python")
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "3"))
CORES = os.cpu_count() or 2
FIXTURES = "Examples/screens.json"
THEMES = ["--themes", "light,dark"]
EDIT = ('"en": "No Messages"', '"en": "Inbox Zero"')  # the inbox's empty-state title
REUSE_TARGET, EDIT_TARGET, COMPARE_TARGET = 0.2, 0.35, 0.5
WORK = tempfile.mkdtemp(prefix="listpreview-reviewbench-")

# The script a user would write instead of `listpreview compare` (run with .build/tools' Python).
PEER = r'''
import json, multiprocessing, os, sys
from pixelmatch import pixelmatch

def compare(name):
    base, actual, out = sys.argv[1:4]
    differing = pixelmatch(os.path.join(base, name), os.path.join(actual, name),
                           output=os.path.join(out, "diff", name), threshold=0.1, includeAA=False)
    return name, differing

if __name__ == "__main__":
    base, actual, out = sys.argv[1:4]
    os.makedirs(os.path.join(out, "diff"), exist_ok=True)
    names = sorted(n for n in os.listdir(actual) if n.endswith(".png") and os.path.exists(os.path.join(base, n)))
    with multiprocessing.Pool(os.cpu_count()) as pool:
        results = pool.map(compare, names, chunksize=1)
    print(json.dumps(sorted(name for name, differing in results if differing > 0)))
'''

# Makes ACTUAL from BASE (run with .build/tools' Python): one file in ten gets a rectangle (light and
# dark alike), the rest are decoded and encoded again by Pillow, so their bytes differ and their pixels do not.
MAKE_ACTUAL = r'''
import json, os, sys
from PIL import Image, ImageDraw
base, actual = sys.argv[1:3]
names = sorted(n for n in os.listdir(base) if n.endswith(".png"))
changed = []
for index, name in enumerate(names):
    with Image.open(os.path.join(base, name)) as image:
        image.load()
        if index % 10 == (5 if index // 10 % 2 == 0 else 4):
            ImageDraw.Draw(image).rectangle([120, 400, 120 + 59, 400 + 39], fill=(255, 0, 255, 255)[:len(image.getbands())])
            changed.append(name)
        image.save(os.path.join(actual, name), optimize=True)
    with open(os.path.join(base, name), "rb") as a, open(os.path.join(actual, name), "rb") as b:
        if a.read() == b.read():
            sys.exit(f"{name}: re-encoding gave the same bytes")
print(json.dumps({"files": len(names), "changed": changed, "size": Image.open(os.path.join(base, names[0])).size}))
'''


# Makes TINTED from BASE (run with .build/tools' Python): every pixel's blue channel with its lowest
# bit flipped, so every pixel differs in its bytes and none by as much as a threshold of 0.1.
MAKE_TINTED = r'''
import os, sys
import numpy
from PIL import Image
base, tinted = sys.argv[1:3]
for name in sorted(n for n in os.listdir(base) if n.endswith(".png")):
    with Image.open(os.path.join(base, name)) as image:
        pixels = numpy.array(image)
    pixels[..., 2] ^= 1
    Image.fromarray(pixels).save(os.path.join(tinted, name))
'''


@atexit.register
def clean_up():
    shutil.rmtree(WORK, ignore_errors=True)


def cpu_seconds():
    """User and system time of every child process waited for so far (and of theirs)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(command, label, ok=(0,), cwd=ROOT, cpu=None):
    """Runs a command, timed (wall seconds; its processor seconds appended to `cpu` if given);
    exits if its status is not one of `ok`."""
    started, processor = time.perf_counter(), cpu_seconds()
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - started
    if cpu is not None:
        cpu.append(cpu_seconds() - processor)
    if result.returncode not in ok:
        sys.exit(f"{label} failed (exit {result.returncode}):\n{result.stdout[-1500:]}\n{result.stderr[-1500:]}")
    return elapsed, result.stdout


def summary(stdout):
    """The review's summary line ('0 changed, 0 new, … reused; nothing fails')."""
    lines = [line for line in stdout.splitlines() if re.match(r"\d+ changed", line)]
    return lines[-1] if lines else "(no summary)"


def counts(line):
    return {word: int(number) for number, word in re.findall(r"(\d+) (changed|new|missing|unchanged|reused)", line)}


def reruns(binary, table):
    edited = os.path.join(WORK, "edited", "screens.json")
    os.makedirs(os.path.dirname(edited))
    with open(os.path.join(ROOT, FIXTURES)) as file:
        text = file.read()
    if text.count(EDIT[0]) != 1:
        sys.exit(f"{FIXTURES}: expected one {EDIT[0]} to edit")
    with open(edited, "w") as file:
        file.write(text.replace(*EDIT))

    snapshot = lambda fixtures, out, base, *more: [binary, "snapshot", "--fixtures", fixtures, *THEMES, "--out", out,
                                                   "--baseline", base, *more, "--quiet"]
    times = {"a": [], "b": [], "c": []}
    lines = {}
    for round in range(ROUNDS):
        folder = os.path.join(WORK, f"rerun-{round}")
        base = os.path.join(folder, "base")
        os.makedirs(base)
        elapsed, out = run(snapshot(FIXTURES, os.path.join(folder, "a"), base, "--update", "missing"), "cold run (a)")
        times["a"].append(elapsed)
        lines["a"] = summary(out)
        elapsed, out = run(snapshot(FIXTURES, os.path.join(folder, "b"), base), "rerun (b)")
        times["b"].append(elapsed)
        lines["b"] = summary(out)
        elapsed, out = run(snapshot(edited, os.path.join(folder, "c"), base), "edited rerun (c)", ok=(0, 1))
        times["c"].append(elapsed)
        lines["c"] = summary(out)
        print(f"  round {round + 1}/{ROUNDS}: cold {times['a'][-1]:.2f} s, rerun {times['b'][-1]:.2f} s, "
              f"edited {times['c'][-1]:.2f} s", file=sys.stderr)
        shutil.rmtree(folder)
    shots = counts(lines["a"]).get("new", 0)
    if counts(lines["b"]).get("reused", 0) != shots:
        print(f"Warning: the rerun did not reuse every shot: {lines['b']}", file=sys.stderr)
    med = {key: statistics.median(values) for key, values in times.items()}
    ratio = lambda key: med[key] / med["a"]
    mark = lambda value, target: f"**{value:.2f}×** ({'meets' if value <= target else 'misses'} {target}×)"
    rounds = lambda key: "/".join(f"{value:.2f}" for value in times[key])
    table += ["### Reruns against baselines", "",
              f"`listpreview snapshot --fixtures {FIXTURES} {' '.join(THEMES)} --baseline BASE --quiet` ({shots} shots: every screen "
              f"and state, iPhone 15 @2x, en; --jobs {CORES}), wall time, medians of {ROUNDS} rounds, fresh folders each round. "
              "(a) an empty BASE with `--update missing`; (b) the same again into a new --out; (c) after changing the inbox's "
              f"empty-state title ({EDIT[0]} → {EDIT[1]}) in a copy of the fixtures file. Ratio = run / cold run: lower is better.", "",
              "| run | wall time | rounds (s) | vs cold run | summary |",
              "|---|---|---|---|---|",
              f"| (a) cold, `--update missing` | {med['a']:.2f} s | {rounds('a')} | 1.00× | {lines['a']} |",
              f"| (b) nothing changed | {med['b']:.2f} s | {rounds('b')} | {mark(ratio('b'), REUSE_TARGET)} | {lines['b']} |",
              f"| (c) one screen edited | {med['c']:.2f} s | {rounds('c')} | {mark(ratio('c'), EDIT_TARGET)} | {lines['c']} |",
              ""]


def has_tools():
    return os.path.exists(PYTHON) and subprocess.run([PYTHON, "-c", "import pixelmatch, numpy, PIL"], capture_output=True).returncode == 0


def take_pictures(binary):
    """The screenshots `compare` is measured on (786×1704 PNGs); not timed, it also warms the disk cache."""
    base = os.path.join(WORK, "base")
    run([binary, "snapshot", "--fixtures", FIXTURES, *THEMES, "--langs", "en", "--scale", "2", "--out", base, "--quiet"],
        "snapshot (the pictures to compare)")
    os.remove(os.path.join(base, "manifest.json"))
    return base


def comparing(binary, base, table):
    table += ["### Comparing folders", ""]
    if not has_tools():
        table += ["Left out: pixelmatch-fast, numpy and Pillow are missing from .build/tools (`scripts/install-deps.sh tools`).", ""]
        return
    peer = os.path.join(WORK, "peer_compare.py")
    with open(peer, "w") as file:
        file.write(PEER)
    actual = os.path.join(WORK, "actual")
    os.makedirs(actual)
    made = json.loads(run([PYTHON, "-c", MAKE_ACTUAL, base, actual], "making ACTUAL")[1])
    files, painted = made["files"], set(made["changed"])
    width, height = made["size"]
    table += [f"{files} real screenshots ({width}×{height}, iPhone 15 @2x, `snapshot --fixtures {FIXTURES} {' '.join(THEMES)}`) "
              f"in BASE; ACTUAL has the same pixels re-encoded by Pillow for {files - len(painted)} and a 60×40 rectangle painted "
              f"on {len(painted)}. Wall time of the whole process, {ROUNDS} interleaved rounds, medians. The script is "
              f"pixelmatch-fast (threshold 0.1, anti-aliasing not counted) in `multiprocessing.Pool({CORES})`, loading both PNGs "
              "and writing a diff PNG for changed pairs, numba's cache warmed beforehand. `listpreview compare BASE ACTUAL --out R "
              "--quiet` runs with each metric (pixelmatch-fast has only YIQ, so every row is against the same script). "
              "Ratio = listpreview / script: lower is better. "
              "Processor time (user + system, every process) is given too, as wall time moves with the machine's load.", ""]
    measure_folder(binary, base, actual, painted, peer, table)
    tinted = os.path.join(WORK, "tinted")
    os.makedirs(tinted)
    run([PYTHON, "-c", MAKE_TINTED, base, tinted], "making TINTED")
    table += [f"The same against TINTED: every file of BASE with the lowest bit of each pixel's blue channel flipped, so that every "
              "pixel of every pair goes through the colour distance (under the threshold in both metrics: nothing changes). This "
              "is where the metrics' costs show; above, only the rectangles' pixels are measured.", ""]
    measure_folder(binary, base, tinted, set(), peer, table)


def measure_folder(binary, base, actual, painted, peer, table):
    """listpreview compare with each metric, and the pixelmatch script, over BASE and ACTUAL; a table row for each."""
    files = len([name for name in os.listdir(actual) if name.endswith(".png")])
    # Each way listpreview is run, against the one script (pixelmatch-fast has only YIQ).
    variants = {"listpreview": [], "listpreview --metric oklab": ["--metric", "oklab"],
                "listpreview --metric oklab --max-diff-cluster 16": ["--metric", "oklab", "--max-diff-cluster", "16"]}
    cpu = {name: [] for name in [*variants, "pixelmatch"]}

    def ours(name):
        def measure(out):
            elapsed, _ = run([binary, "compare", base, actual, "--out", out, "--quiet", *variants[name]], name, ok=(0, 1), cpu=cpu[name])
            with open(os.path.join(out, "report.json")) as file:
                report = json.load(file)
            return elapsed, {shot["file"] for shot in report["shots"] if shot["status"] == "changed"}
        return measure

    def theirs(out):
        elapsed, stdout = run([PYTHON, peer, base, actual, out], "pixelmatch script", cpu=cpu["pixelmatch"])
        return elapsed, set(json.loads(stdout))

    theirs(os.path.join(WORK, "warm-peer"))  # numba compiles into its cache; also warms the disk cache
    ours("listpreview")(os.path.join(WORK, "warm-ours"))
    for folder in ("warm-peer", "warm-ours"):
        shutil.rmtree(os.path.join(WORK, folder))
    for values in cpu.values():
        values.clear()
    measures = {"pixelmatch": theirs, **{name: ours(name) for name in variants}}
    times = {name: [] for name in measures}
    found = {name: set() for name in measures}
    for round in range(ROUNDS):
        for index, (name, measure) in enumerate(measures.items()):
            out = os.path.join(WORK, f"compare-{index}-{round}")
            elapsed, changed = measure(out)
            times[name].append(elapsed)
            found[name] |= changed
            shutil.rmtree(out)
        print(f"  round {round + 1}/{ROUNDS}: " + ", ".join(f"{name} {times[name][-1]:.2f} s" for name in measures), file=sys.stderr)
    their_time, their_cpu = statistics.median(times["pixelmatch"]), statistics.median(cpu["pixelmatch"])
    table += ["| listpreview compare | files | changed | listpreview | pixelmatch script | ratio | rounds listpreview faster | processor time, listpreview / script |",
              "|---|---|---|---|---|---|---|---|"]
    for name, arguments in variants.items():
        ours_time, ours_cpu = statistics.median(times[name]), statistics.median(cpu[name])
        ratio = ours_time / their_time
        table += [f"| {' '.join(arguments) or '(YIQ, the default)'} | {files} | {len(painted)} | {ours_time:.2f} s | {their_time:.2f} s "
                  f"| **{ratio:.2f}×** ({'meets' if ratio <= COMPARE_TARGET else 'misses'} the target of at most {COMPARE_TARGET}×) "
                  f"| {sum(o < t for o, t in zip(times[name], times['pixelmatch']))} of {ROUNDS} "
                  f"| {ours_cpu:.2f} s / {their_cpu:.2f} s = {ours_cpu / their_cpu:.2f}× |"]
    table += [""]
    for name, changed in found.items():
        if changed != painted:
            table += [f"Warning: {name} found {sorted(changed)[:5]}{'…' if len(changed) > 5 else ''} changed ({len(changed)} files), "
                      f"the rectangles are on {len(painted)}: {len(changed - painted)} more, {len(painted - changed)} not found.", ""]
    if all(changed == painted for changed in found.values()):
        table += [f"Each names the same {len(painted)} files as changed{', the painted ones' if painted else ''}.", ""]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: scripts/bench_review.py PATH/TO/listpreview")
    if not os.access(sys.argv[1], os.X_OK):
        sys.exit(f"{sys.argv[1]} is not an executable listpreview")
    # A copy, so a rebuild during the benchmark does not change what is measured.
    binary = os.path.join(WORK, "listpreview")
    shutil.copy2(sys.argv[1], binary)
    started = time.perf_counter()
    table = []
    print("review: taking the pictures to compare (also a warm-up)…", file=sys.stderr)
    base = take_pictures(binary)
    if os.environ.get("BENCH_SKIP_RERUNS") != "1":
        print("review: reruns against baselines…", file=sys.stderr)
        reruns(binary, table)
    print("review: comparing folders…", file=sys.stderr)
    comparing(binary, base, table)
    print(f"review: {time.perf_counter() - started:.0f} s", file=sys.stderr)
    print("\n".join(table))


if __name__ == "__main__":
    main()
