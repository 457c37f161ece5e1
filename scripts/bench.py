#!/usr/bin/env python3
"""make bench: ListPreview against nginx serving the same bytes, interleaved, reported as median ratios.

Every comparison runs in this one process, A B A B …, so machine drift hits both sides alike.
Nothing here is a pass/fail test; it prints a Markdown table (and writes it to .build/bench.md).
"""
import atexit, os, re, shutil, signal, socket, statistics, subprocess, sys, tempfile, time, urllib.request, json

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "listpreview")
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "3"))
SECONDS = int(os.environ.get("BENCH_SECONDS", "10"))
# An earlier build to measure this one against, in the same rounds (e.g. a worktree's .build/release/listpreview).
BASELINE = os.environ.get("BENCH_BASELINE")
CORES = os.cpu_count() or 2
RUNNING = []  # every server started, stopped on exit whatever happens


@atexit.register
def stop_everything():
    # SIGTERM first: nginx's master then stops its workers (SIGKILL would leave them running).
    for process in RUNNING:
        if process.poll() is None:
            process.terminate()
    for process in RUNNING:
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()


def start_listpreview(*args, binary=BINARY):
    process = subprocess.Popen([binary, "serve", "--port", "0", *args], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    RUNNING.append(process)
    started = time.perf_counter()
    line = process.stdout.readline()
    ready = time.perf_counter() - started
    match = re.search(r":(\d+)/$", line.strip())
    if not match:
        process.kill()
        sys.exit(f"listpreview did not start: {line!r}")
    return process, int(match.group(1)), ready


def stop(process):
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


def rss_kb(pid, field="VmRSS"):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def fetch(port, path, method="GET"):
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", method=method, data=b"" if method == "POST" else None)
    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None
    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(request) as response:
            return response.read()
    except urllib.error.HTTPError as error:
        return error.read()


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wrk(url, sample_pid=None):
    """req/s, p50 ms, p99 ms (and the peak RSS of sample_pid during the run, in kB)."""
    process = subprocess.Popen(["wrk", "-t2", "-c64", f"-d{SECONDS}s", "--latency", url], stdout=subprocess.PIPE, text=True)
    peak = 0
    while process.poll() is None:
        if sample_pid:
            peak = max(peak, rss_kb(sample_pid))
        time.sleep(0.2)
    output = process.stdout.read()
    def latency(label):
        match = re.search(rf"^\s+{label}\s+([\d.]+)(us|ms|s)", output, re.M)
        value, unit = float(match.group(1)), match.group(2)
        return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    if errors:
        sys.exit(f"wrk saw {errors.group(1)} error responses from {url}")
    return float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1)), latency("50%"), latency("99%"), peak


def nginx(root):
    port = free_port()
    conf = os.path.join(root, "nginx.conf")
    with open(conf, "w") as file:
        file.write(f"""
worker_processes {CORES};
pid {root}/nginx.pid;
error_log {root}/error.log;
daemon off;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 1000000;
    default_type text/html;
    types {{ }}
    server {{
        listen 127.0.0.1:{port};
        root {root}/www;
        location / {{ try_files $uri =404; }}
    }}
}}
""")
    process = subprocess.Popen([shutil.which("nginx") or "/usr/sbin/nginx", "-c", conf, "-p", root], stderr=subprocess.DEVNULL)
    RUNNING.append(process)
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
            return process, port
        except OSError:
            time.sleep(0.05)
    sys.exit("nginx did not start")


# A screen drawn with SF Symbols' stand-ins everywhere a picture goes: bar buttons, tabs, rows (some
# composed: a badge, a slash) and the placeholder, each an inline SVG in the page.
SYMBOLS_SCREEN = {"screens": [{
    "id": "symbols", "title": "Inbox", "startsEmpty": False,
    "navigationItems": {"left": [{"symbol": "back", "title": "Mailboxes"}],
                        "right": [{"systemImage": "square.and.pencil"}, {"systemImage": "ellipsis.circle"}]},
    "tabBar": {"items": [{"title": t, "systemImage": n} for t, n in
                         (("Mail", "tray"), ("Photos", "photo.on.rectangle"), ("People", "person.2"), ("Settings", "gearshape"))]},
    "sections": [{"rows": [{"title": n, "systemImage": n} for n in
                           ("wifi", "wifi.slash", "bell.badge", "person.2.badge.gearshape", "doc.text", "folder", "calendar", "heart.fill")]}],
    "emptyStates": {"empty": {"systemImage": "tray", "title": "No Mail"}}}]}


def throughput(table):
    empty_server, empty_port, _ = start_listpreview()
    data_server, data_port, _ = start_listpreview()
    fetch(data_port, "/screens/demo/show", "POST")
    work = tempfile.mkdtemp(prefix="listpreview-bench-")
    os.chmod(work, 0o755)  # nginx's workers run as an unprivileged user
    os.makedirs(os.path.join(work, "www"))
    symbols_file = os.path.join(work, "symbols.json")
    with open(symbols_file, "w") as file:
        json.dump(SYMBOLS_SCREEN, file)
    symbols_server, symbols_port, _ = start_listpreview("--fixtures", symbols_file)
    pages = {"empty": fetch(empty_port, "/screens/demo"), "data": fetch(data_port, "/screens/demo"),
             "symbols": fetch(symbols_port, "/screens/symbols")}
    for name, body in pages.items():
        with open(os.path.join(work, "www", f"{name}.html"), "wb") as file:
            file.write(body)
    nginx_process, nginx_port = nginx(work)
    baseline = {}
    if BASELINE:
        for state in ("empty", "data"):
            server, port, _ = start_listpreview(binary=BASELINE)
            if state == "data":
                fetch(port, "/screens/demo/show", "POST")
            baseline[state] = (server, port)
    results = {}
    idle = rss_kb(empty_server.pid)
    served = {"empty": (empty_port, "/screens/demo", empty_server.pid), "data": (data_port, "/screens/demo", data_server.pid),
              "symbols": (symbols_port, "/screens/symbols", symbols_server.pid)}
    for round in range(ROUNDS):
        for state, (port, path, pid) in served.items():
            contenders = [("listpreview", f"http://127.0.0.1:{port}{path}", pid),
                          ("nginx", f"http://127.0.0.1:{nginx_port}/{state}.html", None)]
            # The baseline build may not draw SF Symbols: it is measured on the demo alone.
            if BASELINE and state in baseline:
                contenders.append(("baseline", f"http://127.0.0.1:{baseline[state][1]}/screens/demo", baseline[state][0].pid))
            for name, url, pid in contenders:
                results.setdefault((name, state), []).append(wrk(url, pid))
                last = results[(name, state)][-1]
                print(f"  round {round + 1}/{ROUNDS} {name:11} {state:5} {last[0]:>10.0f} req/s  p99 {last[2]:.2f} ms", file=sys.stderr)
    loaded = max(r[3] for key, runs in results.items() if key[0] == "listpreview" for r in runs)
    for server in (empty_server, data_server, symbols_server, *(server for server, _ in baseline.values())):
        stop(server)
    nginx_process.terminate()
    nginx_process.wait()
    shutil.rmtree(work)

    table.append("### Demo page, and a screen of SF Symbols: listpreview vs nginx serving the same bytes")
    table.append("")
    table.append(f"`wrk -t2 -c64 -d{SECONDS}s`, {ROUNDS} interleaved rounds, medians; page sizes: empty {len(pages['empty'])} B, data {len(pages['data'])} B, "
                 f"symbols {len(pages['symbols'])} B (bar buttons, tabs, rows and a placeholder drawn by SF Symbols' stand-ins, inline).")
    table.append("")
    table.append("| state | listpreview req/s | nginx req/s | ratio | listpreview p50 | nginx p50 | listpreview p99 | nginx p99 | p99 ratio | rounds with the lower p99 |")
    table.append("|---|---|---|---|---|---|---|---|---|---|")
    med = lambda runs, i: statistics.median(r[i] for r in runs)
    for state in ("empty", "data", "symbols"):
        ours, theirs = results[("listpreview", state)], results[("nginx", state)]
        table.append(f"| {state} | {med(ours,0):.0f} | {med(theirs,0):.0f} | **{med(ours,0)/med(theirs,0):.2f}×** "
                     f"| {med(ours,1):.2f} ms | {med(theirs,1):.2f} ms | {med(ours,2):.2f} ms | {med(theirs,2):.2f} ms "
                     f"| {med(ours,2)/med(theirs,2):.2f}× | {sum(o[2] < t[2] for o, t in zip(ours, theirs))} of {len(ours)} |")
    table.append("")
    if BASELINE:
        table.append(f"This build against `BENCH_BASELINE` ({BASELINE}), in the same rounds:")
        table.append("")
        table.append("| state | this build req/s | baseline req/s | ratio | this build p99 | baseline p99 |")
        table.append("|---|---|---|---|---|---|")
        for state in ("empty", "data"):
            ours, before = results[("listpreview", state)], results[("baseline", state)]
            table.append(f"| {state} | {med(ours,0):.0f} | {med(before,0):.0f} | **{med(ours,0)/med(before,0):.2f}×** "
                         f"| {med(ours,2):.2f} ms | {med(before,2):.2f} ms |")
        table.append("")
        # Wall-clock ratios of two builds move by a few percent with the machine; instructions do not.
        if shutil.which("valgrind"):
            print("instructions per request…", file=sys.stderr)
            table.append("Instructions per cached page request in user space (`scripts/instructions-per-request.py`, callgrind; "
                         "steady to 0.1% for the same binary however busy the machine):")
            table.append("")
            table.append("| state | this build | baseline | ratio |")
            table.append("|---|---|---|---|")
            for state, flags in (("empty", []), ("data", ["--data"])):
                counts = [instructions_per_request(binary, flags) for binary in (BINARY, BASELINE)]
                table.append(f"| {state} | {counts[0]:,.0f} | {counts[1]:,.0f} | **{counts[0] / counts[1]:.3f}×** |")
            table.append("")
    table.append("### Memory")
    table.append("")
    table.append("| | RSS |")
    table.append("|---|---|")
    table.append(f"| idle, demo | {idle / 1024:.1f} MB |")
    table.append(f"| peak under 64 connections | {loaded / 1024:.1f} MB |")
    table.append("")


def instructions_per_request(binary, flags):
    out = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "instructions-per-request.py"), binary, *flags],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return float(re.search(r": ([\d,]+) instructions", out).group(1).replace(",", ""))


def write_rows(path, rows, sections=1, detail="Preview of message {} & more"):
    """A fixtures file of one screen with `rows` rows (title + detail) in `sections` equal sections."""
    per = rows // sections
    with open(path, "w") as file:
        json.dump({"screens": [{"id": "big", "title": "Big", "searchBar": True, "sections": [
            {"header": "All" if sections == 1 else f"Section {s + 1}", "rows": [
                {"title": f"Message {i}", "detail": detail.format(i)} for i in range(s * per, (s + 1) * per)]}
            for s in range(sections)]}]}, file)


def large_lists(table):
    work = tempfile.mkdtemp(prefix="listpreview-lists-")
    rows_of = (1_000, 10_000, 100_000)
    measured = {}
    for rows in rows_of:
        path = os.path.join(work, f"rows-{rows}.json")
        write_rows(path, rows)
        server, port, ready = start_listpreview("--fixtures", path)
        timings = {}
        for label, target in (("page", "/screens/big"), ("all rows", f"/screens/big?rows={rows}"), ("search", "/screens/big?q=message+99")):
            started = time.perf_counter()
            body = fetch(port, target)
            timings[label] = (time.perf_counter() - started, len(body))
        measured[rows] = (ready, timings, rss_kb(server.pid, "VmHWM"))
        stop(server)

    table.append("### Large lists (generated fixtures; first, uncached GET)")
    table.append("")
    table.append("The page draws the first 500 rows (like a table view's visible cells, with a “Show more” link); "
                 "`?rows=N` draws N, search scans them all.")
    table.append("")
    table.append("| rows | start-up | first GET (page) | bytes | GET all rows | bytes | search | peak RSS |")
    table.append("|---|---|---|---|---|---|---|---|")
    for rows in rows_of:
        ready, timings, peak = measured[rows]
        table.append(f"| {rows:,} | {ready * 1000:.0f} ms | {timings['page'][0] * 1000:.1f} ms | {timings['page'][1]:,} "
                     f"| {timings['all rows'][0] * 1000:.0f} ms | {timings['all rows'][1]:,} | {timings['search'][0] * 1000:.0f} ms | {peak / 1024:.0f} MB |")
    growth = lambda index: measured[100_000][index] / measured[10_000][index]
    table.append("")
    table.append(f"Growth from 10k to 100k rows: start-up {growth(0):.1f}×, all-rows GET "
                 f"{measured[100_000][1]['all rows'][0] / measured[10_000][1]['all rows'][0]:.1f}×, search "
                 f"{measured[100_000][1]['search'][0] / measured[10_000][1]['search'][0]:.1f}×, peak RSS {growth(2):.1f}× (linear is 10×).")
    table.append("")
    sectioned(table, work)
    shutil.rmtree(work)


# Repetitions of each measurement of the ten-section files (BENCH_LIST_REPEATS), reported as medians.
LIST_REPEATS = int(os.environ.get("BENCH_LIST_REPEATS", "7"))


def sectioned(table, work):
    """The product owner's file: 100,000 rows (title + detail) in 10 sections of 10,000, about 6 MB,
    against 1,000 rows of the same shape. Start-up, first GET and peak memory (VmHWM after it) of a
    fresh server each time; `listpreview check` (the whole process) against Python's `json.load` of
    the same file (the call alone, in a warm interpreter), interleaved; with `BENCH_BASELINE`, that
    build too, in the same rounds."""
    paths = {}
    for rows in (1_000, 100_000):
        paths[rows] = os.path.join(work, f"sections-{rows}.json")
        write_rows(paths[rows], rows, sections=10, detail="Preview of message {}")
    builds = [("this build", BINARY)] + ([("baseline", BASELINE)] if BASELINE else [])
    serving = {(name, rows): [] for name, _ in builds for rows in paths}
    for _ in range(LIST_REPEATS):
        for name, binary in builds:
            for rows, path in paths.items():
                server, port, ready = start_listpreview("--fixtures", path, binary=binary)
                started = time.perf_counter()
                body = fetch(port, "/screens/big")
                first = time.perf_counter() - started
                serving[(name, rows)].append((ready, first, len(body), rss_kb(server.pid, "VmHWM")))
                stop(server)
    big = paths[100_000]
    loader = subprocess.Popen([sys.executable, "-c", "import json, sys, time\n"
                               "for line in sys.stdin:\n"
                               "    started = time.perf_counter()\n"
                               "    with open(line.strip(), 'rb') as file: json.load(file)\n"
                               "    print(time.perf_counter() - started, flush=True)\n"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    checks, loads = {name: [] for name, _ in builds}, []
    for _ in range(LIST_REPEATS):
        for name, binary in builds:
            started = time.perf_counter()
            subprocess.run([binary, "check", big], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
            checks[name].append(time.perf_counter() - started)
        loader.stdin.write(big + "\n")
        loader.stdin.flush()
        loads.append(float(loader.stdout.readline()))
    loader.stdin.close()
    loader.wait()

    med = lambda values: statistics.median(values)
    at = lambda name, rows, index: med([run[index] for run in serving[(name, rows)]])
    table.append(f"### 100,000 rows in 10 sections ({os.path.getsize(big) / 1e6:.1f} MB), against 1,000 of the same shape")
    table.append("")
    table.append(f"Medians of {LIST_REPEATS} fresh servers each (`python3 scripts/bench.py --only large-lists`); "
                 "first GET is the windowed page `/screens/big` (500 rows drawn), peak RSS is VmHWM after it; "
                 "`check` is the whole process, `json.load` the call alone in a warm interpreter, interleaved.")
    table.append("")
    table.append("| build | rows | start-up | first GET (page) | bytes | peak RSS | first GET 100k / 1k | `check` | `json.load` | ratio |")
    table.append("|---|---|---|---|---|---|---|---|---|---|")
    for name, _ in builds:
        for rows in paths:
            cells = [name, f"{rows:,}", f"{at(name, rows, 0) * 1000:.0f} ms", f"{at(name, rows, 1) * 1000:.1f} ms",
                     f"{int(at(name, rows, 2)):,}", f"{at(name, rows, 3) / 1024:.0f} MiB"]
            if rows == 100_000:
                cells += [f"**{at(name, 100_000, 1) / at(name, 1_000, 1):.2f}×**", f"{med(checks[name]) * 1000:.0f} ms",
                          f"{med(loads) * 1000:.0f} ms", f"**{med(checks[name]) / med(loads):.2f}×**"]
            else:
                cells += ["", "", "", ""]
            table.append("| " + " | ".join(cells) + " |")
    table.append("")


def append_table(script, skip, progress):
    """Runs scripts/SCRIPT with the binary, prints its Markdown and appends it to bench.md, unless
    the environment variable SKIP is 1; stops make bench when it fails."""
    if os.environ.get(skip) == "1":
        return
    print(progress, file=sys.stderr)
    run = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", script), BINARY], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    if run.returncode != 0:
        sys.exit(run.returncode)
    print(run.stdout, end="")
    with open(os.path.join(ROOT, ".build", "bench.md"), "a") as file:
        file.write("\n" + run.stdout)


def main():
    table = [f"Measured {time.strftime('%Y-%m-%d')} on {CORES} cores (`make bench`; wrk and the servers share the machine).", ""]
    # `--only large-lists`: that part alone (a minute), to measure a change to loading or drawing long lists.
    if sys.argv[1:] == ["--only", "large-lists"]:
        large_lists(table)
        print("\n".join(table))
        return
    # `--only throughput`: the pages against nginx alone (BENCH_ROUNDS × 40 s), to measure a change to the request path.
    if sys.argv[1:] == ["--only", "throughput"]:
        throughput(table)
        print("\n".join(table))
        return
    if sys.argv[1:]:
        sys.exit("usage: scripts/bench.py [--only large-lists|throughput]")
    print("throughput…", file=sys.stderr)
    throughput(table)
    print("large lists…", file=sys.stderr)
    large_lists(table)
    report = "\n".join(table)
    print(report)
    with open(os.path.join(ROOT, ".build", "bench.md"), "w") as file:
        file.write(report + "\n")
    # The snapshot table (scripts/bench_snapshot.py appends it to bench.md); BENCH_SKIP_SNAPSHOT=1 skips it.
    if os.environ.get("BENCH_SKIP_SNAPSHOT") != "1":
        print("snapshots…", file=sys.stderr)
        sys.stdout.flush()
        status = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bench_snapshot.py")], cwd=ROOT).returncode
        if status != 0:
            sys.exit(status)
    # The screenshot-review tables (scripts/bench_review.py), appended to bench.md; BENCH_SKIP_REVIEW=1 skips them.
    append_table("bench_review.py", "BENCH_SKIP_REVIEW", "screenshot review…")
    # The app-files table (scripts/bench_app_files.py): `check` on a large app's own resources against
    # Python reading the same files, appended to bench.md; BENCH_SKIP_APPFILES=1 skips it.
    append_table("bench_app_files.py", "BENCH_SKIP_APPFILES", "app files…")
    # The import table (scripts/bench_import.py): `listpreview import` on a million generated lines of
    # Swift and Objective-C and on a real app (BENCH_IMPORT_APP, else a mirror beside the checkout),
    # against `grep -rlE` over the same trees, appended to bench.md; BENCH_SKIP_IMPORT=1 skips it.
    append_table("bench_import.py", "BENCH_SKIP_IMPORT", "import…")
    # The static-site table (scripts/bench_site.py appends it to bench.md); BENCH_SKIP_SITE=1 skips it.
    if os.environ.get("BENCH_SKIP_SITE") != "1":
        print("static site…", file=sys.stderr)
        sys.stdout.flush()
        status = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bench_site.py"), BINARY], cwd=ROOT).returncode
        if status != 0:
            sys.exit(status)


if __name__ == "__main__":
    main()
