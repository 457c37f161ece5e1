#!/usr/bin/env python3
"""Long pages against ordinary ones, for one build: python3 scripts/long-pages.py BINARY [IDLE_SECONDS].

Serves a generated 20,000-row screen; measures an ordinary page's p99 alone and while four clients
fetch the whole list (?rows=20000, 7.2 MB), then resident memory after 610 distinct ?rows=N pages
and after IDLE_SECONDS (default 60) without requests. Run it for two builds to compare them.
"""
import json, os, re, subprocess, sys, tempfile, threading, time, urllib.request

binary = sys.argv[1]
idle_seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 60
fixtures = os.path.join(tempfile.mkdtemp(prefix="listpreview-long-"), "big.json")
with open(fixtures, "w") as file:
    json.dump({"screens": [{"id": "big", "title": "Big", "searchBar": True, "sections": [{"header": "All", "rows": [
        {"title": f"Message {i}", "detail": f"Preview of message {i} & more"} for i in range(20000)]}]}]}, file)
server = subprocess.Popen([binary, "serve", "--port", "0", "--fixtures", fixtures],
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
port = int(re.search(r":(\d+)/", server.stdout.readline()).group(1))


def rss(field="VmRSS"):
    with open(f"/proc/{server.pid}/status") as status:
        return next(int(line.split()[1]) // 1024 for line in status if line.startswith(field))


def wrk(path, connections, seconds, threads=1):
    out = subprocess.run(["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--latency",
                          f"http://127.0.0.1:{port}{path}"], capture_output=True, text=True).stdout
    return re.search(r"99%\s+(\S+)", out).group(1), float(re.search(r"Requests/sec:\s+(\S+)", out).group(1))


try:
    print(f"idle RSS {rss()} MiB")
    print("ordinary page alone: p99 %s, %.0f req/s" % wrk("/screens/big?rows=10", 1, 5))
    results = {}
    load = threading.Thread(target=lambda: results.update(big=wrk("/screens/big?rows=20000", 4, 8, 2)))
    load.start()
    time.sleep(1.5)
    print("ordinary page under the load: p99 %s, %.0f req/s" % wrk("/screens/big?rows=10", 1, 5))
    load.join()
    print("?rows=20000, 4 clients: p99 %s, %.0f req/s" % results["big"])
    for n in range(1, 611):
        urllib.request.urlopen(f"http://127.0.0.1:{port}/screens/big?rows={n * 30}").read()
    print(f"after 610 distinct ?rows= pages: RSS {rss()} MiB, peak {rss('VmHWM')} MiB")
    time.sleep(idle_seconds)
    print(f"after {idle_seconds:.0f} s idle: RSS {rss()} MiB")
finally:
    server.kill()
