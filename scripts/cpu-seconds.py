#!/usr/bin/env python3
"""Runs a command and prints the processor-seconds (user + system) it and every process it started
used, then its wall-clock seconds, on standard error: `processor-seconds 123.45 wall 67.89`.

`/usr/bin/time` counts only the children their parents waited for: a browser killed by its driver
leaves its renderers to init, and their time is lost (a browser suite read 6 processor-seconds
there, 16 here). This script makes itself the children's subreaper (PR_SET_CHILD_SUBREAPER), so
every orphan is reparented to it and reaped here, and its time counted. Linux only.

    python3 scripts/cpu-seconds.py swift test --skip-build -debug-info-format none --filter AuditCITests
"""
import ctypes
import os
import resource
import sys
import time

PR_SET_CHILD_SUBREAPER = 36
# How long to wait for orphans still running once the command itself has ended.
ORPHAN_GRACE_SECONDS = 15


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        print("cpu-seconds: prctl(PR_SET_CHILD_SUBREAPER) failed", file=sys.stderr)
        return 1
    started = time.monotonic()
    command = os.fork()
    if command == 0:
        try:
            os.execvp(sys.argv[1], sys.argv[1:])
        finally:
            os._exit(127)
    status = 1
    deadline = None
    while True:
        try:
            pid, wait_status = os.waitpid(-1, os.WNOHANG if deadline else 0)
        except ChildProcessError:
            break
        if pid == 0:
            if time.monotonic() > deadline:
                break
            time.sleep(0.1)
            continue
        if pid == command:
            status = os.waitstatus_to_exitcode(wait_status)
            deadline = time.monotonic() + ORPHAN_GRACE_SECONDS
    wall = time.monotonic() - started
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"processor-seconds {used.ru_utime + used.ru_stime:.2f} wall {wall:.2f}", file=sys.stderr)
    return status if status >= 0 else 128 - status


if __name__ == "__main__":
    sys.exit(main())
