#!/usr/bin/env python3
"""The state file under the probe's loads (issue #27), for one listpreview binary or several, in turn:
start-up with an 8 MiB torn journal tail; the latency of 2,100 adds beside a 20,000-row screen (the
2,000th used to compact under the store's lock); 1,999 PUTs of 60 KB (journal size, restart time, peak RSS).

    python3 scripts/state-file-measure.py BINARY [BINARY…]
"""
import http.client, json, os, subprocess, sys, tempfile, time

def start(args):
    began = time.monotonic()
    p = subprocess.Popen([binary, "--port", "0"] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    line = p.stdout.readline().decode()
    ready = time.monotonic() - began
    port = int(line.strip().rstrip("/").rsplit(":", 1)[1])
    return p, port, ready

def stop(p):
    p.terminate(); p.wait()
    return p.stderr.read().decode()

def rss_peak(pid):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmHWM:"): return int(line.split()[1]) // 1024
    return 0

def measure():
    work = tempfile.mkdtemp(prefix="lp-measure-")
    # 1. torn tail
    state = os.path.join(work, "torn.json")
    p, port, _ = start(["--state-file", state]); stop(p)
    with open(state + ".journal", "ab") as f: f.write(b"x" * (8 << 20))
    p, port, ready = start(["--state-file", state])
    print(f"torn 8 MiB tail: ready in {ready * 1000:.0f} ms; stderr: {stop(p).strip()[:160]}")

    # 2. compaction at 20,000 rows
    fixtures = os.path.join(work, "big.json")
    with open(fixtures, "w") as f:
        json.dump({"screens": [{"id": "big", "sections": [{"rows": [f"Message {i}" for i in range(20000)]}]}, {"id": "s", "sections": []}]}, f)
    state = os.path.join(work, "big-state.json")
    p, port, _ = start(["--fixtures", fixtures, "--state-file", state])
    c = http.client.HTTPConnection("127.0.0.1", port)
    times = []
    for i in range(2100):
        t = time.monotonic()
        c.request("POST", "/screens/s/rows", body=f"title=r{i}", headers={"Content-Type": "application/x-www-form-urlencoded"})
        r = c.getresponse(); r.read()
        assert r.status == 303, r.status
        times.append((time.monotonic() - t) * 1000)
    srt = sorted(times)
    print(f"2,100 adds beside a 20,000-row screen: median {srt[len(srt)//2]:.2f} ms, p99 {srt[int(len(srt)*0.99)]:.2f} ms, "
          f"max {srt[-1]:.1f} ms (request {times.index(srt[-1]) + 1}); slowest five {[round(x, 1) for x in srt[-5:]]}")
    stop(p)

    # 3. 1,999 PUTs of ~60 KB
    state = os.path.join(work, "put-state.json")
    fixtures = os.path.join(work, "one.json")
    with open(fixtures, "w") as f: json.dump({"screens": [{"id": "s", "sections": []}]}, f)
    p, port, _ = start(["--fixtures", fixtures, "--state-file", state])
    c = http.client.HTTPConnection("127.0.0.1", port)
    body = json.dumps(["t" * 2000 + str(i) for i in range(30)])
    assert len(body) < 65536
    for i in range(1999):
        c.request("PUT", "/api/screens/s/rows", body=body, headers={"Content-Type": "application/json"})
        r = c.getresponse(); r.read(); assert r.status == 200, r.status
    stop(p)
    print(f"1,999 PUTs of {len(body)} bytes: journal {os.path.getsize(state + '.journal') / 2**20:.1f} MiB, snapshot {os.path.getsize(state) / 2**20:.2f} MiB")
    p, port, ready = start(["--fixtures", fixtures, "--state-file", state])
    time.sleep(0.2)
    print(f"restart: ready in {ready * 1000:.0f} ms, peak RSS {rss_peak(p.pid)} MiB")
    stop(p)
    subprocess.run(["rm", "-rf", work])


for binary in sys.argv[1:]:
    print(f"== {binary}")
    measure()
