#!/usr/bin/env python3
"""make bench's snapshot table: `listpreview snapshot` against the script a developer would write instead.

The peer is scripts/peer_snapshot.py (Selenium over chromedriver, one headless Chromium session per job)
photographing the same shots from a `listpreview serve` started beforehand, so its server's start is
not counted. Both run A B A B … in this one process (BENCH_SNAPSHOT_ROUNDS, default 3) and are
reported as medians; then listpreview and the peer at --jobs 1, 2 and 4, one run each.

The table also gives listpreview's time as a share of the peer's (#48: at most 0.35×, 0.25× the goal
after that). Where listpreview's own time goes, stage by stage:
`LISTPREVIEW_SNAPSHOT_TIMINGS=1 .build/release/listpreview snapshot --fixtures Examples/screens.json
--themes light,dark --langs en,zh-Hans --out /tmp/shots --quiet` (see docs/PERFORMANCE.md).

Runs alone as `python3 scripts/bench_snapshot.py` (builds nothing: it needs .build/release/listpreview,
and selenium in .build/tools from `scripts/install-deps.sh bench`); scripts/bench.py runs it at its end.
Prints a Markdown table and appends it to .build/bench.md (replacing an earlier snapshot table there).
BENCH_SKIP_SNAPSHOT=1 skips it. `snapshot` runs with its default browser (Chromium).
"""
import atexit, json, os, re, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "listpreview")
PYTHON = os.path.join(ROOT, ".build", "tools", "bin", "python")
PEER = os.path.join(ROOT, "scripts", "peer_snapshot.py")
REPORT = os.path.join(ROOT, ".build", "bench.md")
HEADING = "### Snapshots: listpreview snapshot vs a Selenium script"
ROUNDS = int(os.environ.get("BENCH_SNAPSHOT_ROUNDS", "3"))
JOBS = [int(n) for n in os.environ.get("BENCH_SNAPSHOT_JOBS", "1,2,4").split(",")]
CORES = os.cpu_count() or 2
FIXTURES = "Examples/screens.json"
TIME_TARGET, TIME_GOAL = 0.35, 0.25  # listpreview's time as a share of the peer's (#48)
MATRIX = ["--fixtures", FIXTURES, "--themes", "light,dark", "--langs", "en,zh-Hans"]
WORK = tempfile.mkdtemp(prefix="listpreview-snapbench-")
RUNNING = []


@atexit.register
def clean_up():
    for process in RUNNING:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
    shutil.rmtree(WORK, ignore_errors=True)


def timed(command, label):
    started = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        sys.exit(f"{label} failed (exit {result.returncode}):\n{result.stderr[-2000:]}")
    return elapsed


def listpreview(binary, out, jobs=None):
    return timed([binary, "snapshot", *MATRIX, "--out", out, "--quiet", *(["--jobs", str(jobs)] if jobs else [])], "listpreview snapshot")


def peer(manifest, base, out, jobs=None):
    return timed([PYTHON, PEER, "--manifest", manifest, "--base", base, "--out", out, *(["--jobs", str(jobs)] if jobs else [])], "peer_snapshot.py")


def pngs(directory, shots):
    """The PNGs a run wrote, by name; exits if any shot is missing."""
    found = {}
    for shot in shots:
        path = os.path.join(directory, shot["file"])
        if not os.path.exists(path):
            sys.exit(f"{directory}: {shot['file']} missing")
        with open(path, "rb") as file:
            found[shot["file"]] = file.read()
    return found


def png_size(data):
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def main():
    if os.environ.get("BENCH_SKIP_SNAPSHOT") == "1":
        print("snapshot table skipped (BENCH_SKIP_SNAPSHOT=1)", file=sys.stderr)
        return
    if not os.access(BINARY, os.X_OK):
        sys.exit(f"{BINARY} is missing: build it first (`make build` or `make bench`).")
    if not os.path.exists(PYTHON) or subprocess.run([PYTHON, "-c", "import selenium"], capture_output=True).returncode != 0:
        sys.exit("selenium is missing from .build/tools: run `scripts/install-deps.sh bench`.")
    # A copy of the binary, so a rebuild during the benchmark does not change what is measured.
    binary = os.path.join(WORK, "listpreview")
    shutil.copy2(BINARY, binary)

    # A first run (not counted) lists the shots and warms the disk cache for both sides.
    first = os.path.join(WORK, "first")
    listpreview(binary, first)
    with open(os.path.join(first, "manifest.json")) as file:
        manifest_data = json.load(file)
    shots = manifest_data["shots"]
    manifest = os.path.join(WORK, "manifest.json")
    shutil.copy(os.path.join(first, "manifest.json"), manifest)
    print(f"snapshot: {len(shots)} shots, {ROUNDS} rounds", file=sys.stderr)

    server = subprocess.Popen([binary, "serve", "--port", "0", "--fixtures", FIXTURES], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    RUNNING.append(server)
    match = re.search(r"http://\S+", server.stdout.readline())
    if not match:
        sys.exit("listpreview serve did not start")
    base = match.group(0)

    times = {"peer": [], "listpreview": []}
    outputs = {"peer": [], "listpreview": []}
    for round in range(ROUNDS):
        for name in ("peer", "listpreview"):
            out = os.path.join(WORK, f"{name}-{round}")
            times[name].append(peer(manifest, base, out) if name == "peer" else listpreview(binary, out))
            outputs[name].append(pngs(out, shots))
            print(f"  round {round + 1}/{ROUNDS} {name:11} {times[name][-1]:6.2f} s  {len(shots) / times[name][-1]:5.1f} shots/s", file=sys.stderr)
    sizes = {shot["file"]: (shot["width"], shot["height"]) for shot in shots}
    wrong = [f for name in outputs for run in outputs[name] for f, data in run.items() if png_size(data) != sizes[f]]
    if wrong:
        sys.exit(f"PNGs not of the manifest's sizes: {wrong[:3]}")

    sweep = {}
    for jobs in JOBS:
        theirs = peer(manifest, base, os.path.join(WORK, f"peer-jobs-{jobs}"), jobs)
        sweep[jobs] = (listpreview(binary, os.path.join(WORK, f"lp-jobs-{jobs}"), jobs), theirs)
        print(f"  --jobs {jobs}: peer {theirs:6.2f} s, listpreview {sweep[jobs][0]:6.2f} s", file=sys.stderr)

    def identical(name):  # shots byte-identical in every round
        return sum(all(run[f] == outputs[name][0][f] for run in outputs[name][1:]) for f in outputs[name][0])

    peer_time, ours_time = statistics.median(times["peer"]), statistics.median(times["listpreview"])
    mark = lambda share: f"**{share:.2f}×** ({'meets' if share <= TIME_TARGET else 'misses'} {TIME_TARGET}×)"
    n = len(shots)
    table = [HEADING, "",
             f"{n} shots (`{' '.join(MATRIX)}`: default states, iPhone 15, @{manifest_data.get('scale', 2)}x), wall time, "
             f"{ROUNDS} interleaved rounds, medians, both at --jobs {CORES} (cores). The peer is `scripts/peer_snapshot.py` "
             "(Selenium, one headless Chromium session per job: set metrics, `get`, `Page.captureScreenshot`) against a "
             "`listpreview serve` started beforehand (not counted); `listpreview snapshot` starts its own server. "
             "Ratio = peer / listpreview time: >1 means listpreview is faster; time vs peer = listpreview / peer "
             f"time, against the target of {TIME_TARGET}× (goal {TIME_GOAL}×).", "",
             "| shots | peer | listpreview snapshot | ratio | time vs peer | peer shots/s | listpreview shots/s | rounds listpreview faster |",
             "|---|---|---|---|---|---|---|---|",
             f"| {n} | {peer_time:.1f} s | {ours_time:.1f} s | **{peer_time / ours_time:.2f}×** | {mark(ours_time / peer_time)} "
             f"| {n / peer_time:.1f} | {n / ours_time:.1f} "
             f"| {sum(o < p for o, p in zip(times['listpreview'], times['peer']))} of {ROUNDS} |", "",
             f"Byte-identical PNGs in all {ROUNDS} rounds: listpreview {identical('listpreview')} of {n}, peer {identical('peer')} of {n}.", "",
             "By `--jobs` (one run each, peer then listpreview alike):", "",
             "| --jobs | listpreview | listpreview shots/s | peer | peer shots/s | ratio |",
             "|---|---|---|---|---|---|"]
    for jobs, (ours, theirs) in sweep.items():
        table.append(f"| {jobs} | {ours:.1f} s | {n / ours:.1f} | {theirs:.1f} s | {n / theirs:.1f} | **{theirs / ours:.2f}×** |")
    table.append("")
    report = "\n".join(table)
    print(report)

    earlier = open(REPORT).read() if os.path.exists(REPORT) else ""
    if HEADING in earlier:  # an earlier run of this script alone: replace its section
        before, _, after = earlier.partition(HEADING)
        rest = re.search(r"^### ", after, re.M)
        earlier = before + (after[rest.start():] if rest else "")
    with open(REPORT, "w") as file:
        file.write(earlier.rstrip("\n") + ("\n\n" if earlier.strip() else "") + report + "\n")


if __name__ == "__main__":
    main()
