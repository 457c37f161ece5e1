#!/usr/bin/env python3
"""Two builds, one random conversation: what a refactor changed on the wire.

    python3 scripts/compare-builds.py OLD_BINARY NEW_BINARY [serve options…]
    e.g. python3 scripts/compare-builds.py /tmp/base/.build/release/listpreview .build/release/listpreview \
             --fixtures Examples/screens.json

Starts `OLD serve` and `NEW serve` on free ports and sends both the same seeded sequence of requests
(REQUESTS, default 3000; SEED, default 1): pages, forms, the API and files, with every method, the
variant headers, cookies, cross-site origins and `If-None-Match` with the ETag last seen for the
target, so state changes and the page memo are exercised in the order a session would meet them.
It prints each request whose status line, header fields (but `Date`) or body differ — the port
written as :PORT — and exits 1 if any did. A reload's due time is a clock reading and may differ by
a millisecond in the API's JSON; anything else is a change in behaviour.
"""
import os
import random
import re
import socket
import subprocess
import sys

if len(sys.argv) < 3:
    sys.exit(__doc__)
OLD, NEW, OPTIONS = sys.argv[1], sys.argv[2], sys.argv[3:]
REQUESTS = int(os.environ.get("REQUESTS", "3000"))
rnd = random.Random(int(os.environ.get("SEED", "1")))


def start(binary):
    """`binary serve` on a free port (port 0), and the port it printed."""
    server = subprocess.Popen([binary, "serve", "--port", "0", *OPTIONS], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    line = server.stdout.readline()
    match = re.search(r":(\d+)/$", line.strip())
    if not match:
        server.kill()
        sys.exit(f"{binary} did not start: {line!r}")
    return server, int(match.group(1))


def send(port, method, target, fields, body):
    head = f"{method} {target} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n"
    head += "".join(f"{name}: {value.replace('{port}', str(port))}\r\n" for name, value in fields)
    if body or method in ("POST", "PUT"):
        head += f"Content-Length: {len(body)}\r\n"
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(head.encode() + b"\r\n" + body)
        data = b""
        while chunk := connection.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    # Only ":PORT" (as in 127.0.0.1:PORT): a bare number would also hit a row id of a large list.
    lines = head.decode("latin-1").replace(f":{port}", ":PORT").split("\r\n")
    return lines[0], [line for line in lines[1:] if not line.lower().startswith("date:")], body.replace(f":{port}".encode(), b":PORT")


def screen_ids():
    if "--fixtures" not in OPTIONS:
        return ["demo"]
    import json
    with open(OPTIONS[OPTIONS.index("--fixtures") + 1]) as file:
        return [screen["id"] for screen in json.load(file)["screens"]]


SCREENS = screen_ids() + ["nope"]
QUERIES = ["", "?theme=dark", "?lang=zh-Hans", "?state=empty", "?state=error", "?device=ipad", "?preview=loading",
           "?q=a", "?rows=3", "?token=x", "?dir=rtl&lang=en-XA", "?x=%zz"]


def request():
    screen, query = rnd.choice(SCREENS), rnd.choice(QUERIES)
    target = rnd.choice([
        "/", "/screens", "/gallery" + query, f"/screens/{screen}" + query, f"/screens/{screen}" + query,
        f"/screens/{screen}/show" + query, f"/screens/{screen}/clear", f"/screens/{screen}/reload",
        f"/screens/{screen}/rows", f"/screens/{screen}/rows/1/delete", "/public/style.css", "/public/nope",
        "/api/screens", f"/api/screens/{screen}", f"/api/screens/{screen}/rows", f"/api/screens/{screen}/state",
        "/nowhere", "/api/nowhere", "//x"])
    method = rnd.choice(["GET"] * 6 + ["HEAD", "POST", "POST", "PUT", "DELETE", "OPTIONS"])
    fields = []
    if rnd.random() < 0.3:
        fields.append(("Accept-Language", rnd.choice(["zh-TW", "de, en;q=0.5", "ar", "fr"])))
    if rnd.random() < 0.2:
        fields.append(("Cookie", rnd.choice(["lp-theme=dark", "lp-lang=zh-Hans", "a=b; lp-device=ipad"])))
    if rnd.random() < 0.2:
        fields.append(("Cookie", "lp-theme=light"))
    if rnd.random() < 0.3 and target in etags:
        fields.append(("If-None-Match", etags[target]))
    if method in ("POST", "PUT", "DELETE") and rnd.random() < 0.2:
        fields.append(("Origin", rnd.choice(["http://evil.example", "http://127.0.0.1:{port}", "null"])))
    body = b""
    if method == "POST":
        fields.append(("Content-Type", "application/x-www-form-urlencoded"))
        body = rnd.choice([b"title=Milk", b"", b"state=empty", b"%zz"])
    elif method == "PUT":
        fields.append(("Content-Type", "application/json"))
        body = rnd.choice([b'{"sections": [{"rows": ["A", "B"]}]}', b"[", b'{"rows": [{"title": "x"}]}'])
    return method, target, fields, body


def first_difference(old, new):
    at = next((i for i in range(min(len(old), len(new))) if old[i] != new[i]), min(len(old), len(new)))
    return repr(old[max(0, at - 120):at + 120]), repr(new[max(0, at - 120):at + 120])


etags = {}
differing = 0
(old_server, old_port), (new_server, new_port) = start(OLD), start(NEW)
try:
    for number in range(REQUESTS):
        method, target, fields, body = request()
        old, new = send(old_port, method, target, fields, body), send(new_port, method, target, fields, body)
        for field in old[1]:
            if field.lower().startswith("etag:"):
                etags[target] = field.split(":", 1)[1].strip()
        if old == new:
            continue
        differing += 1
        if differing <= 10:
            print(f"#{number} {method} {target} {fields}")
            if old[:2] != new[:2]:
                print(f"  old: {old[0]} {old[1]}\n  new: {new[0]} {new[1]}")
            if old[2] != new[2]:
                before, after = first_difference(old[2].decode(errors="replace"), new[2].decode(errors="replace"))
                print(f"  old body …{before}…\n  new body …{after}…")
finally:
    old_server.kill()
    new_server.kill()
print(f"{REQUESTS} requests, {differing} answered differently")
sys.exit(1 if differing else 0)
