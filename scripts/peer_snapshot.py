#!/usr/bin/env python3
"""The script a developer would write instead of `listpreview snapshot` (the peer in make bench's snapshot table).

Takes the shots from an earlier snapshot's manifest.json and photographs them from an already running
`listpreview serve`, with Selenium over chromedriver: one headless Chromium session per job.

  .build/tools/bin/python scripts/peer_snapshot.py --manifest shots/manifest.json --base http://127.0.0.1:8080 --out peer-shots
"""
import argparse, base64, json, os, queue, sys, threading

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def session(chromium, chromedriver):
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars", "--force-color-profile=srgb"):
        options.add_argument(flag)
    return webdriver.Chrome(options=options, service=Service(chromedriver))


def worker(shots, args, scale, failures):
    driver = session(args.chromium, args.chromedriver)
    try:
        while True:
            try:
                shot = shots.get_nowait()
            except queue.Empty:
                return
            try:
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                    "width": shot["width"] // scale, "height": shot["height"] // scale, "deviceScaleFactor": scale, "mobile": False})
                driver.get(args.base.rstrip("/") + shot["url"])
                png = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})["data"]
                with open(os.path.join(args.out, shot["file"]), "wb") as file:
                    file.write(base64.b64decode(png))
            except Exception as error:  # one failing shot names its URL; the others go on
                failures.append(f"{shot['url']}: {str(error).strip().splitlines()[0]}")
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--manifest", required=True, help="manifest.json written by `listpreview snapshot`")
    parser.add_argument("--base", required=True, help="URL of a running `listpreview serve`, e.g. http://127.0.0.1:8080")
    parser.add_argument("--out", required=True, help="directory for the PNGs")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel Chromium sessions (default: cores)")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    args = parser.parse_args()
    with open(args.manifest) as file:
        manifest = json.load(file)
    scale = manifest.get("scale", 2)
    os.makedirs(args.out, exist_ok=True)
    shots = queue.Queue()
    for shot in manifest["shots"]:
        shots.put(shot)
    failures = []
    threads = [threading.Thread(target=worker, args=(shots, args, scale, failures)) for _ in range(max(1, args.jobs))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if not shots.empty():  # every session failed to start (its traceback is above)
        failures.append(f"{shots.qsize()} shots not taken")
    for failure in failures:
        print(f"failed {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
