#!/bin/bash
# scripts/slow-clients.sh BINARY [-H|-B]: how many of 60 page loads (each a fresh connection, 40 ms
# apart, as curl makes them) BINARY's `serve` answers 200 while slowhttptest attacks it from the same
# address: slowloris (-H, the default) or slow bodies (-B), 1,000 connections at 200 a second (issue
# #48, item 4). The loads start WAIT seconds after the attack (default 2: the client's 256 connections
# are then taken; WAIT=0 starts them with it). Prints the count of each status. Serves the examples.
mode=${2:--H}
# A path is made absolute: the server runs in Examples.
case $1 in */*) bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")" ;; *) bin=$1 ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
out_file=$(mktemp); trap 'rm -f "$out_file"' EXIT
(cd "$root/Examples" && exec "$bin" serve --port 0) >"$out_file" 2>/dev/null &
pid=$!
# The first line is "Listening on http://127.0.0.1:PORT/".
for _ in $(seq 100); do port=$(sed -n '1s|.*:\([0-9]*\)/$|\1|p' "$out_file"); [ -n "$port" ] && break; sleep 0.05; done
[ -n "$port" ] || { echo "$bin did not start" >&2; kill $pid; exit 1; }
slowhttptest "$mode" -c 1000 -r 200 -i 10 -l 30 -p 3 -u "http://127.0.0.1:$port/" >/dev/null 2>&1 &
attack=$!
sleep "${WAIT:-2}"
for _ in $(seq 60); do curl -s -o /dev/null -w '%{http_code}\n' "http://127.0.0.1:$port/"; sleep 0.04; done | sort | uniq -c
# SIGTERM takes slowhttptest 12-17 s to close its connections; the kernel closes them at once.
kill -KILL $attack; kill $pid; wait $pid 2>/dev/null
