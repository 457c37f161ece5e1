#!/bin/bash
# scripts/cpu-per-request.sh BINARY PATH: the server's processor time per request (user and kernel, from /proc/PID/stat) under wrk (8 s, 64 connections, 2 threads), on a free port.
bin=$1; path=$2
out_file=$(mktemp); trap 'rm -f "$out_file"' EXIT
$bin serve --port 0 --threads 2 >"$out_file" 2>/dev/null &
pid=$!
# The first line is "Listening on http://127.0.0.1:PORT/".
for _ in $(seq 100); do port=$(sed -n '1s|.*:\([0-9]*\)/$|\1|p' "$out_file"); [ -n "$port" ] && break; sleep 0.05; done
[ -n "$port" ] || { echo "$bin did not start" >&2; kill $pid; exit 1; }
curl -s -o /dev/null "http://127.0.0.1:$port$path"
read -r u1 s1 < <(awk '{print $14, $15}' /proc/$pid/stat)
out=$(wrk -t2 -c64 -d8s "http://127.0.0.1:$port$path" 2>/dev/null)
read -r u2 s2 < <(awk '{print $14, $15}' /proc/$pid/stat)
kill $pid; wait $pid 2>/dev/null
reqs=$(echo "$out" | awk '/requests in/{print $1}')
tck=$(getconf CLK_TCK)
python3 -c "r=$reqs; print(f'{r} requests, user {($u2-$u1)/$tck/r*1e6:.2f} µs, sys {($s2-$s1)/$tck/r*1e6:.2f} µs, total {(($u2-$u1)+($s2-$s1))/$tck/r*1e6:.2f} µs per request')"
