#!/usr/bin/env python3
"""make bench's site table: `listpreview build` against wget fetching the same pages from `listpreview serve`.

The issue's target: building the examples' default matrix (`listpreview build --fixtures
Examples/screens.json --out SITE`, nothing else: every screen and reachable state, the fixtures'
languages, light and dark, every fixed-size device, Large, portrait) takes at most the time wget needs
to fetch the same pages from a running `listpreview serve --read-only`.

The same pages: the served pages link with absolute paths and their pickers offer more variants than
the site (text sizes, directions, search…), so `wget --mirror` would fetch far more pages than the
site has. wget is given the exact list instead, made from the built site (SitePlan's mapping, see
Sources/StaticSite/SitePlan.swift: each page file is one server URL), plus the site's other files
(/public/…, /assets/…) once each: `wget --quiet -x -P OUT -i urls.txt`, one process, one connection.
A first build (not counted) makes the list and warms the disk cache.

Each round starts a fresh server (its start not counted), times wget against it (every page drawn for
the first time, as the build draws them; a second pass would be no faster, as the page memo keeps at
most 2 × 256 pages), then times the build into a fresh folder. BENCH_ROUNDS rounds (default 3),
medians; ratio = build / wget time (≤ 1 meets the issue's target). Then the site's size: bytes on disk (`du -sb`),
files, one style sheet, each image once.

Both write thousands of files into a temporary folder (TMPDIR; `TMPDIR=/dev/shm` takes the disk
out). On ext4, creating files is slow while many were deleted recently (the inode allocator looks at
each inode freed in the last `vm.dirtytime_expire_seconds`, 12 hours, and passes over it: seen with
perf, most of a slow build's time), so the rounds' folders are removed only at the end; both sides
pay it alike, and the table names the file system.

Runs alone as `python3 scripts/bench_site.py [PATH/TO/listpreview]` (builds nothing; the default is
.build/release/listpreview; without wget the section says so and nothing is measured); scripts/bench.py
runs it at its end. Prints a Markdown table and appends it to .build/bench.md (replacing an earlier
site table there). BENCH_SKIP_SITE=1 skips it. Nothing here asserts a timing.
"""
import atexit, hashlib, json, os, re, resource, shutil, signal, statistics, subprocess, sys, tempfile, time, urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "listpreview")
REPORT = os.path.join(ROOT, ".build", "bench.md")
HEADING = "### Static site: listpreview build vs wget fetching the same pages"
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "3"))
CORES = os.cpu_count() or 2
FIXTURES = "Examples/screens.json"
TARGET = 1.0
# The variant parameters, in the order the site's pages carry them (SiteVariant.parameters), and the
# values the default matrix does not name in its folders.
DEFAULTS = {"textSize": "large", "orientation": "portrait", "contrast": "normal"}
IMAGE = re.compile(r"\.(svg|png|jpe?g|gif|webp|avif)$", re.I)
WORK = tempfile.mkdtemp(prefix="listpreview-sitebench-")
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


def children_cpu():
    """User + system seconds of every child process waited for so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def process_cpu(pid):
    """User + system seconds of a running process (the server)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def build(binary, out):
    """Wall seconds of the whole `listpreview build` process, and its summary line."""
    started = time.perf_counter()
    result = subprocess.run([binary, "build", "--fixtures", FIXTURES, "--out", out], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        sys.exit(f"listpreview build failed (exit {result.returncode}):\n{result.stderr[-2000:]}")
    lines = [line for line in result.stderr.splitlines() if line.startswith("wrote ")]
    return elapsed, (lines[-1] if lines else "")


def serve(binary):
    process = subprocess.Popen([binary, "serve", "--fixtures", FIXTURES, "--read-only", "--port", "0"], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    RUNNING.append(process)
    match = re.search(r":(\d+)/$", process.stdout.readline().strip())
    if not match:
        sys.exit("listpreview serve did not start")
    return process, int(match.group(1))


def stop(process):
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


def quote(path):
    return "/".join(urllib.parse.quote(segment, safe="") for segment in path.split("/"))


def url(path, parameters):
    return path + "?" + "&".join(f"{quote(name)}={quote(value)}" for name, value in parameters)


def variant_parameters(folder):
    """`iphone-15--dark--zh-Hans[--AX5][--landscape][--high-contrast]` → the page's variant parameters."""
    device, theme, language, *more = folder.split("--")
    values = dict(DEFAULTS)
    for label in more:
        if label.endswith("-contrast"):
            values["contrast"] = label[:-len("-contrast")]
        elif label in ("portrait", "landscape"):
            values["orientation"] = label
        else:
            values["textSize"] = label
    return [("device", device), ("theme", theme), ("lang", language),
            ("textSize", values["textSize"]), ("orientation", values["orientation"]), ("contrast", values["contrast"])]


def page_urls(site, screens):
    """Every page file of the site (from its root) with the server URL it was drawn from."""
    pages = {}
    folders = sorted(name for name in os.listdir(site) if os.path.isdir(os.path.join(site, name)) and "--" in name)
    for folder in folders:
        parameters = variant_parameters(folder)
        for directory, _, names in os.walk(os.path.join(site, folder)):
            embedded = os.path.relpath(directory, os.path.join(site, folder)) == "embed"
            for name in names:
                if not name.endswith(".html"):
                    continue
                stem = name[:-len(".html")]
                file = os.path.relpath(os.path.join(directory, name), site)
                if not embedded and stem == "index":
                    pages[file] = url("/screens", parameters)
                elif not embedded and stem == "gallery":
                    pages[file] = url("/gallery", parameters)
                elif not embedded and stem.startswith("gallery--") and stem[len("gallery--"):] in screens:
                    pages[file] = url("/gallery", parameters + [("screen", stem[len("gallery--"):])])
                else:
                    # SCREEN or SCREEN--STATE, the screen id the longest that matches (ids may hold `--`)
                    screen = max((id for id in screens if stem == id or stem.startswith(id + "--")), key=len, default=None)
                    if screen is None:
                        sys.exit(f"{file}: not a page SitePlan names")
                    state = [("state", stem[len(screen) + 2:])] if stem != screen else []
                    pages[file] = url("/screens/" + quote(screen), parameters + state + ([("embed", "1")] if embedded else []))
    # The site's own index.html is the first variant's `/`: the variant its links go into most.
    with open(os.path.join(site, "index.html")) as file:
        linked = re.findall(r'(?:href|src)="([^"/]+--[^"/]+)/', file.read())
    if not linked:
        sys.exit("the site's index.html links into no variant's folder")
    first = max(set(linked), key=linked.count)
    pages["index.html"] = url("/", variant_parameters(first))
    return pages


def other_files(site):
    """The site's files that are not pages (nor its marker), from its root."""
    found = []
    for directory, _, names in os.walk(site):
        for name in names:
            file = os.path.relpath(os.path.join(directory, name), site)
            if not name.endswith(".html") and name != ".listpreview-site":
                found.append(file)
    return sorted(found)


def write_urls(path, port, targets):
    """The list wget reads: one absolute URL a line."""
    with open(path, "w") as file:
        file.write("".join(f"http://127.0.0.1:{port}{target}\n" for target in targets))
    return path


def wget(urls, out, *more):
    """Wall seconds of one wget process fetching every URL in the file `urls` into `out`."""
    started = time.perf_counter()
    result = subprocess.run(["wget", "--quiet", "--no-proxy", "-x", *more, "-P", out, "-i", urls],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - started
    if result.returncode != 0:  # 8: the server answered an error for some URL
        sys.exit(f"wget failed (exit {result.returncode}):\n{result.stderr[-2000:]}")
    return elapsed


def fetched(out, port):
    """Files wget wrote: pages (everything but /public/ and /assets/) and the rest."""
    host = os.path.join(out, f"127.0.0.1:{port}")
    pages = others = 0
    for directory, _, names in os.walk(host):
        top = os.path.relpath(directory, host).split(os.sep)[0]
        for _ in names:
            if top in ("public", "assets"):
                others += 1
            else:
                pages += 1
    return pages, others


def du(path):
    return int(subprocess.run(["du", "-sb", path], capture_output=True, text=True, check=True).stdout.split()[0])


def sheet_users(site, pages):
    """Pages whose style sheet is the site's one public/style.css."""
    count = 0
    for file in pages:
        with open(os.path.join(site, file), encoding="utf-8") as page:
            hrefs = re.findall(r'<link rel="stylesheet" href="([^"]+)"', page.read())
        if hrefs and all(os.path.normpath(os.path.join(os.path.dirname(file), href)) == os.path.join("public", "style.css") for href in hrefs):
            count += 1
    return count


def main():
    if os.environ.get("BENCH_SKIP_SITE") == "1":
        print("site table skipped (BENCH_SKIP_SITE=1)", file=sys.stderr)
        return
    source = sys.argv[1] if len(sys.argv) > 1 else BINARY
    if not os.access(source, os.X_OK):
        sys.exit(f"{source} is missing: build it first (`make build` or `make bench`).")
    if not shutil.which("wget"):
        append([HEADING, "", "Left out: wget is missing (Debian: `apt-get install wget`).", ""])
        return
    # A copy of the binary, so a rebuild during the benchmark does not change what is measured.
    binary = os.path.join(WORK, "listpreview")
    shutil.copy2(source, binary)
    with open(os.path.join(ROOT, FIXTURES)) as file:
        screens = {screen["id"] for screen in json.load(file)["screens"]}

    # The first build (not counted): the site measured below, and the list of URLs wget fetches.
    site = os.path.join(WORK, "site")
    _, summary = build(binary, site)
    pages = page_urls(site, screens)
    files = other_files(site)
    targets = [pages[file] for file in sorted(pages, key=lambda f: (f != "index.html", f))] + ["/" + quote(file) for file in files]
    n = len(pages)
    print(f"site: {n} pages and {len(files)} other files; {ROUNDS} rounds", file=sys.stderr)

    times = {"wget": [], "build": []}
    cpu = {"wget": [], "build": []}  # processor seconds: (the build's or wget's, the server's)
    counts = set()
    for round in range(ROUNDS):
        server, port = serve(binary)
        urls = write_urls(os.path.join(WORK, "urls.txt"), port, targets)
        for name in ("wget", "build"):
            out = os.path.join(WORK, f"{name}-{round}")
            before, server_before = children_cpu(), process_cpu(server.pid)
            if name == "build":
                times[name].append(build(binary, out)[0])
                cpu[name].append((children_cpu() - before, 0))
                built = sum(1 for _, _, names in os.walk(out) for f in names if f.endswith(".html"))
                if built != n:
                    sys.exit(f"round {round + 1}: the build wrote {built} pages, the first {n}")
            else:
                times[name].append(wget(urls, out))
                cpu[name].append((children_cpu() - before, process_cpu(server.pid) - server_before))
                counts.add(fetched(out, port))
                served_bytes = du(out)
        stop(server)
        print(f"  round {round + 1}/{ROUNDS}: wget {times['wget'][-1]:.2f} s, build {times['build'][-1]:.2f} s", file=sys.stderr)
    # Removed only now, so that no run starts right after thousands of files were deleted (see above).
    for round in range(ROUNDS):
        for name in times:
            shutil.rmtree(os.path.join(WORK, f"{name}-{round}"))
    if counts != {(n, len(files))}:
        sys.exit(f"wget fetched {sorted(counts)} (pages, other files); the site has ({n}, {len(files)})")

    # What wget would fetch with --page-requisites from the same list of pages (once, not timed).
    server, port = serve(binary)
    out = os.path.join(WORK, "requisites")
    result = subprocess.run(["wget", "-nv", "--no-proxy", "-x", "--page-requisites", "-P", out,
                             "-i", write_urls(os.path.join(WORK, "pages.txt"), port, targets[:n])],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    requisites = fetched(out, port)
    not_found = result.stderr.count("ERROR 404")
    shutil.rmtree(out)
    stop(server)

    # The site's size and what it shares.
    on_disk = du(site)
    every_file = sum(len(names) for _, _, names in os.walk(site))
    sheets = sum(1 for _, _, names in os.walk(site) for name in names if name == "style.css")
    shared = [f for f in files if f.split(os.sep)[0] in ("public", "assets")]
    images = [f for f in shared if IMAGE.search(f)]
    digests = {}
    for file in images:
        with open(os.path.join(site, file), "rb") as image:
            digests.setdefault(hashlib.sha256(image.read()).hexdigest(), []).append(file)
    duplicated = [names for names in digests.values() if len(names) > 1]
    elsewhere = [f for f in files if f not in shared]
    linking = sheet_users(site, pages)

    filesystem = subprocess.run(["df", "--output=fstype", WORK], capture_output=True, text=True).stdout.split()[-1]
    med = {name: statistics.median(values) for name, values in times.items()}
    mark = lambda value: f"**{value:.2f}×** ({'meets' if value <= TARGET else 'misses'} ≤ {TARGET:.0f}×)"
    rounds = lambda name: " / ".join(f"{value:.2f}" for value in times[name])
    processor = lambda name: (f"{statistics.median(c[0] for c in cpu[name]):.2f} s" if name == "build" else
                              f"{statistics.median(c[0] for c in cpu[name]):.2f} s + {statistics.median(c[1] for c in cpu[name]):.2f} s")
    faster = lambda name: f"{sum(b <= w for b, w in zip(times['build'], times[name]))} of {ROUNDS}" if name != "build" else ""
    row = lambda label, name: (f"| {label} | {med[name]:.2f} s | {rounds(name)} | {n / med[name]:,.0f} "
                               f"| {mark(med['build'] / med[name]) if name != 'build' else '1.00×'} "
                               f"| {faster(name)} "
                               f"| {processor(name)} |")
    table = [HEADING, "",
             f"`listpreview build --fixtures {FIXTURES} --out SITE` (the examples' default matrix: {n} pages) against "
             f"`wget --quiet -x -P OUT -i urls.txt` fetching the same {n} pages and the site's {len(files)} other files once each "
             f"from `listpreview serve --fixtures {FIXTURES} --read-only` (started beforehand, not counted); the URL list is made "
             "from the built site (each page file is one server URL, as Sources/StaticSite/SitePlan.swift maps them), since a "
             "recursive `wget --mirror` follows the served pickers' extra variants. Wall time of each whole process, "
             f"{ROUNDS} interleaved rounds (wget against a fresh server, then the build into a fresh folder), medians, {CORES} cores (the build draws pages on all of them, wget fetches one "
             f"at a time), both writing under {os.path.dirname(WORK)} ({filesystem}). Ratio = build / wget: at most 1× meets the "
             "issue's target. Processor time (user + system, medians) is the build's, and wget's + the server's. "
             "(`python3 scripts/bench_site.py`; `BENCH_SKIP_SITE=1` skips it.)", "",
             "| | wall time | rounds (s) | pages/s | build / this | rounds build faster | processor time |",
             "|---|---|---|---|---|---|---|",
             row("`listpreview build`", "build"),
             row("wget from `listpreview serve`", "wget"), "",
             f"wget fetched {n} pages and {len(files)} other files in every round, the site's counts. "
             f"With `--page-requisites` instead of the list of other files (once, not timed), wget writes {requisites[0]:,} pages "
             f"and {requisites[1]} other files and gets {not_found:,} 404s: the served pages' frames name the embedded pages with "
             "their parameters in another order, which wget takes for other URLs, and it does not decode `url(&quot;…&quot;)` "
             "in style attributes.", "",
             f"The site ({summary.split(' in ')[0] if summary else 'build summary missing'}):", "",
             "| bytes on disk (`du -sb`) | files | pages | other files | `style.css` copies | pages linking that one sheet "
             "| images (public/, assets/) | distinct image contents | files outside public/, assets/ | wget's copy of the same pages (`du -sb`) |",
             "|---|---|---|---|---|---|---|---|---|---|",
             f"| {on_disk:,} ({on_disk / 1e6:.1f} MB) | {every_file:,} | {n:,} | {len(files)} (+ the marker) | {sheets} "
             f"| {linking:,} of {n:,} | {len(images)} | {len(digests)} | {len(elsewhere)} "
             f"| {served_bytes:,} ({served_bytes / 1e6:.1f} MB) |", ""]
    if sheets != 1 or linking != n or duplicated or elsewhere:
        table += [f"Warning: {sheets} style sheets, {n - linking} pages not linking public/style.css, "
                  f"duplicated images {duplicated[:3]}, files outside public/ and assets/ {elsewhere[:3]}.", ""]
    append(table)


def append(table):
    """Prints the section and appends it to bench.md, in place of an earlier one."""
    report = "\n".join(table)
    print(report)
    earlier = open(REPORT).read() if os.path.exists(REPORT) else ""
    if HEADING in earlier:  # an earlier run of this script alone: replace its section
        before, _, after = earlier.partition(HEADING)
        rest = re.search(r"^### ", after, re.M)
        earlier = before + (after[rest.start():] if rest else "")
    os.makedirs(os.path.dirname(REPORT), exist_ok=True)
    with open(REPORT, "w") as file:
        file.write(earlier.rstrip("\n") + ("\n\n" if earlier.strip() else "") + report + "\n")


if __name__ == "__main__":
    main()
