#!/usr/bin/env python3
"""The server's instructions per cached page request, counted by callgrind: steady to 0.1% for the
same binary whatever else the machine is doing, so two builds compare even on a noisy machine.

    python3 scripts/instructions-per-request.py BINARY [BINARY…] [--data]

Runs `BINARY serve --threads 1` under `valgrind --tool=callgrind`, sends GET / (the demo page,
empty; with --data after one POST /screens/demo/show) over one keep-alive connection 200 times, then
again in a second run 2200 times, and prints (count₂ − count₁) / 2000: the start-up, the first,
uncached render and the shutdown cancel out. User-space instructions only (our code,
libmicrohttpd, libc); the kernel's share of a request is not counted.
"""
import glob
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile

def instructions(binary, requests, data):
    with tempfile.TemporaryDirectory() as directory:
        server = subprocess.Popen(["valgrind", "--tool=callgrind", f"--callgrind-out-file={directory}/out",
                                   binary, "serve", "--port", "0", "--threads", "1"],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            line = server.stdout.readline()
            match = re.search(r":(\d+)/$", line.strip())
            if not match:
                sys.exit(f"{binary} did not start under valgrind: {line!r}")
            port = int(match.group(1))
            connection = socket.create_connection(("127.0.0.1", port), timeout=60)
            if data:
                exchange(connection, f"POST /screens/demo/show HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Length: 0\r\n\r\n")
            request = f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n"
            for _ in range(requests):
                exchange(connection, request)
            connection.close()
        finally:
            server.send_signal(signal.SIGINT)
            server.wait()
        total = 0
        for path in glob.glob(f"{directory}/out*"):
            with open(path) as file:
                total += next(int(line.split()[1]) for line in file if line.startswith(("totals:", "summary:")))
        return total


def exchange(connection, request):
    """Sends one request and reads its whole response (headers, then Content-Length bytes)."""
    connection.sendall(request.encode())
    received = b""
    while True:
        end = received.find(b"\r\n\r\n")
        if end >= 0:
            length = re.search(rb"(?i)content-length: (\d+)", received[:end])
            if length and len(received) >= end + 4 + int(length.group(1)):
                return
            if not length and received.startswith(b"HTTP/1.1 303"):
                return
        chunk = connection.recv(65536)
        if not chunk:
            sys.exit("the server closed the connection")
        received += chunk


arguments = [argument for argument in sys.argv[1:] if argument != "--data"]
if not arguments:
    sys.exit(__doc__)
data = "--data" in sys.argv
for binary in arguments:
    few, many = instructions(binary, 200, data), instructions(binary, 2200, data)
    print(f"{binary}: {(many - few) / 2000:,.0f} instructions per request ({'data' if data else 'empty'} page)")
