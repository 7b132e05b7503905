#!/usr/bin/env python3
"""Runs the two standard workloads over the Readability corpus in appexjs and in the
jsdom and domino peers, side by side, and prints pages/s, per-page medians, peak memory
and the ratios between the engines, from one run.

    Scripts/bench-peers.py [--appexjs .build/release/appexjs] [--shared ../shared]
                           [--readability .build/readability/Readability.js]
                           [--engines jsdom,domino] [--workloads metadata,readability] [--out DIR]

Workloads (as in ../shared/tools/fixtures/README.md), every page decoded as UTF-8 and
loaded as http://fakehost/test/page.html:
  metadata     metadata-ext.js
  readability  Readability.js, then readability-ext.js
appexjs runs `appexjs corpus` with one worker and with two; each peer runs one node
process over all pages (its --batch mode) under /usr/bin/time for peak memory.
Needs: node with node-jsdom and node-domino (apt-get install node-jsdom node-domino),
/usr/bin/time (apt-get install time), a release build of appexjs, and Readability.js
(./setup.sh test fetches it).
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys

FAKE_URL = "http://fakehost/test/page.html"


def fail(message):
    """Stops with one line on stderr and exit status 2."""
    sys.stderr.write(f"bench-peers: error: {message}\n")
    sys.exit(2)


def require_file(path, what):
    """Fails clearly when `path` does not exist."""
    if not os.path.exists(path):
        fail(f"{what} is missing: {path}")
    return path


def workload_scripts(name, shared, readability):
    """The script files of a workload, in evaluation order."""
    fixtures = os.path.join(shared, "tools", "fixtures")
    if name == "metadata":
        return [require_file(os.path.join(fixtures, "metadata-ext.js"), "metadata-ext.js")]
    return [require_file(readability, "Readability.js (run ./setup.sh test to fetch it)"),
            require_file(os.path.join(fixtures, "readability-ext.js"), "readability-ext.js")]


def run_appexjs(appexjs, corpus, scripts, jobs):
    """`appexjs corpus` over the corpus with `jobs` workers; its JSON summary."""
    command = [appexjs, "corpus", corpus, "--name", "source.html", "--url", FAKE_URL, "--encoding", "utf-8",
               "--jobs", str(jobs), "--json", "--quiet"]
    for script in scripts:
        command += ["--script", script]
    completed = subprocess.run(command, capture_output=True, text=True)
    if completed.returncode != 0:
        fail(f"appexjs corpus failed: {completed.stderr.strip()}")
    summary = json.loads(completed.stdout.strip().splitlines()[-1])
    return {"pages_per_s": summary["pages_per_s"], "median_ms": summary["page_ms"]["median"],
            "peak_rss_mb": summary["peak_rss_mb"], "failures": summary["pages"] - summary["statuses"]["ok"]}


def run_peer(engine, shared, corpus, workload, readability, out):
    """One node process of the `engine` peer over every page; its summary."""
    tools = os.path.join(shared, "tools")
    jobs = os.path.join(out, f"{workload}.jobs.jsonl")
    make_jobs = [sys.executable, os.path.join(tools, "bench", "make-jobs.py"), "--corpus", corpus,
                 "--fixture", workload, "--encoding", "utf-8", "--out", jobs]
    if workload == "readability":
        make_jobs += ["--readability", readability]
    subprocess.run(make_jobs, check=True, capture_output=True)
    results = os.path.join(out, f"{engine}-{workload}.jsonl")
    with open(results, "w") as stdout:
        completed = subprocess.run(
            ["/usr/bin/time", "-v", "node", os.path.join(tools, f"{engine}-peer", "run.js"), "--batch", jobs,
             "--omit-html"], stdout=stdout, stderr=subprocess.PIPE, text=True)
    if completed.returncode != 0 and "pages_per_s" not in completed.stderr:
        fail(f"the {engine} peer failed: {completed.stderr.strip()[-300:]}")
    summary = {}
    for line in completed.stderr.splitlines():
        line = line.strip()
        if line.startswith("{") and "pages_per_s" in line:
            summary = json.loads(line)
        match = re.match(r"Maximum resident set size \(kbytes\): (\d+)", line)
        if match:
            summary["peak_rss_mb"] = int(match.group(1)) / 1024
    times = []
    failures = 0
    for line in open(results):
        row = json.loads(line)
        timings = row.get("timings") or {}
        times.append((timings.get("parse_ms") or 0) + (timings.get("run_ms") or 0))
        failures += 1 if row.get("error") else 0
    return {"pages_per_s": summary.get("pages_per_s", 0.0), "median_ms": statistics.median(times) if times else 0.0,
            "peak_rss_mb": summary.get("peak_rss_mb", 0.0), "failures": failures}


def print_table(workload, rows):
    """One workload's engines, and each appexjs run's speed-up over each peer."""
    print(f"\n{workload}")
    print(f"  {'engine':<22} {'pages/s':>9} {'median ms':>10} {'peak RSS MB':>12} {'failed':>7}")
    for name, row in rows.items():
        print(f"  {name:<22} {row['pages_per_s']:>9.1f} {row['median_ms']:>10.2f} {row['peak_rss_mb']:>12.1f} "
              f"{row['failures']:>7}")
    peers = {name: row for name, row in rows.items() if not name.startswith("appexjs")}
    for name, row in rows.items():
        if not name.startswith("appexjs"):
            continue
        ratios = ", ".join(f"{row['pages_per_s'] / peer['pages_per_s']:.1f}x {peer_name}"
                           for peer_name, peer in peers.items() if peer["pages_per_s"] > 0)
        if ratios:
            print(f"  {name} pages/s vs peers: {ratios}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--appexjs", default=".build/release/appexjs")
    parser.add_argument("--shared", default="../shared")
    parser.add_argument("--readability", default=".build/readability/Readability.js")
    parser.add_argument("--engines", default="jsdom,domino")
    parser.add_argument("--workloads", default="metadata,readability")
    parser.add_argument("--out", default="/tmp/appexjs-bench-peers")
    options = parser.parse_args()

    require_file(options.appexjs, "the appexjs binary (swift build -c release)")
    corpus = require_file(os.path.join(options.shared, "corpus", "readability"), "the Readability corpus")
    require_file("/usr/bin/time", "/usr/bin/time (apt-get install time)")
    os.makedirs(options.out, exist_ok=True)
    readability = os.path.abspath(options.readability)
    for workload in options.workloads.split(","):
        if workload not in ("metadata", "readability"):
            fail(f"unknown workload '{workload}': use metadata or readability")
        scripts = workload_scripts(workload, options.shared, readability)
        rows = {}
        for engine in filter(None, options.engines.split(",")):
            rows[engine] = run_peer(engine, options.shared, corpus, workload, readability, options.out)
        for jobs in (1, 2):
            rows[f"appexjs --jobs {jobs}"] = run_appexjs(options.appexjs, corpus, scripts, jobs)
        print_table(workload, rows)


if __name__ == "__main__":
    main()
