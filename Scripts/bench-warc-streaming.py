#!/usr/bin/env python3
"""Shows that appexjs streams WARC files: builds .warc.gz files of growing size from the
Readability corpus (each page a `response` record in a gzip member of its own, with a
1 MB image record after every tenth page, which the reader must skip without reading),
then for each size runs

  appexjs pages FILE                         (the listing a corpus run starts with)
  appexjs corpus FILE --script metadata-ext.js --jobs 1 --out results.jsonl --quiet

and prints the file size, the pages, pages/s, and the peak resident memory of the lister,
of the corpus runner and of its worker. Flat peaks as the file grows are the claim; a reader
that held the file would grow with it. A benchmark program, not a timed test.

    Scripts/bench-warc-streaming.py [--appexjs .build/release/appexjs] [--shared ../shared]
                                    [--sizes 130,520,1040] [--out DIR]

Needs a release build of appexjs and the shared corpus at ../shared.
"""
import argparse
import gzip
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import uuid

FAKE_URL = "http://fakehost/test/page.html"


def record(uri, http_head, body):
    """One WARC/1.1 response record."""
    block = (http_head + "\r\n\r\n").encode() + body
    head = (
        "WARC/1.1\r\nWARC-Type: response\r\n"
        f"WARC-Record-ID: <urn:uuid:{uuid.uuid4()}>\r\nWARC-Date: 2025-01-01T00:00:00Z\r\n"
        f"WARC-Target-URI: {uri}\r\nContent-Type: application/http; msgtype=response\r\n"
        f"Content-Length: {len(block)}\r\n\r\n"
    )
    return head.encode() + block + b"\r\n\r\n"


def build_warc(path, pages, count):
    """A .warc.gz of `count` HTML records cycling through `pages`, and an image record
    (1 MB) after every tenth."""
    image = os.urandom(1 << 20)
    with open(path, "wb") as output:
        for index in range(count):
            name, html = pages[index % len(pages)]
            uri = f"https://example.com/{index}/{name}"
            output.write(gzip.compress(record(uri, "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8", html), 1))
            if index % 10 == 9:
                output.write(gzip.compress(record(uri + ".png", "HTTP/1.1 200 OK\r\nContent-Type: image/png", image), 1))


class PeakSampler:
    """Samples a process's resident memory (VmHWM, its high-water mark) until it ends."""

    def __init__(self, pid):
        self.pid = pid
        self.peak_kb = 0
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def run(self):
        while True:
            try:
                with open(f"/proc/{self.pid}/status") as status:
                    for line in status:
                        if line.startswith("VmHWM:"):
                            self.peak_kb = max(self.peak_kb, int(line.split()[1]))
            except (FileNotFoundError, ProcessLookupError, ValueError):
                return
            time.sleep(0.02)


def run_measured(arguments, stdout=subprocess.DEVNULL):
    """Runs a command, returning (seconds, peak MB of the process itself)."""
    started = time.monotonic()
    process = subprocess.Popen(arguments, stdout=stdout, stderr=subprocess.PIPE)
    sampler = PeakSampler(process.pid)
    _, stderr = process.communicate()
    sampler.thread.join(timeout=1)
    if process.returncode not in (0, 1):
        sys.exit(f"{' '.join(arguments[:3])} failed ({process.returncode}): {stderr.decode()[-500:]}")
    return time.monotonic() - started, sampler.peak_kb / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--appexjs", default=".build/release/appexjs")
    parser.add_argument("--shared", default="../shared")
    parser.add_argument("--sizes", default="130,520,1040", help="HTML records per file, comma-separated")
    parser.add_argument("--out", help="folder for the WARC files and results (default: a temporary folder)")
    options = parser.parse_args()
    corpus = os.path.join(options.shared, "corpus", "readability")
    script = os.path.join(options.shared, "tools", "fixtures", "metadata-ext.js")
    for needed in (options.appexjs, corpus, script):
        if not os.path.exists(needed):
            sys.exit(f"bench-warc-streaming: {needed} is missing")
    pages = []
    for name in sorted(os.listdir(corpus)):
        source = os.path.join(corpus, name, "source.html")
        if os.path.isfile(source):
            with open(source, "rb") as page:
                pages.append((name, page.read()))
    folder = options.out or tempfile.mkdtemp(prefix="warc-bench-")
    os.makedirs(folder, exist_ok=True)
    print(f"{'records':>8} {'file MB':>8} {'pages':>6} {'pages/s':>8} {'lister MB':>10} {'runner MB':>10} {'worker MB':>10}")
    for count in (int(size) for size in options.sizes.split(",")):
        warc = os.path.join(folder, f"pages-{count}.warc.gz")
        build_warc(warc, pages, count)
        size_mb = os.path.getsize(warc) / (1 << 20)
        _, lister_mb = run_measured([options.appexjs, "pages", warc])
        results = os.path.join(folder, f"results-{count}.jsonl")
        if os.path.exists(results):
            os.remove(results)
        seconds, runner_mb = run_measured([
            options.appexjs, "corpus", warc, "--script", script, "--url", FAKE_URL, "--jobs", "1",
            "--out", results, "--quiet"])
        with open(results) as lines:
            records = [json.loads(line) for line in lines if line.strip()]
        worker_mb = max((r.get("peak_rss_mb") or 0) for r in records) if records else 0
        print(f"{count:>8} {size_mb:>8.1f} {len(records):>6} {len(records) / seconds:>8.1f} "
              f"{lister_mb:>10.1f} {runner_mb:>10.1f} {worker_mb:>10.1f}")
    if not options.out:
        print(f"(files in {folder})")


if __name__ == "__main__":
    main()
