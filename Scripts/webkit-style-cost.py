#!/usr/bin/env python3
"""What real WebKit spends on `document.body.innerText` when styles must be computed anew, beside appexjs.

    Scripts/webkit-style-cost.py [--appexjs .build/release/appexjs] [--shared ../shared]
                                 [--pages N] [--per-page] [--json FILE]

Runs `Scripts/style-cost-ext.js` on every page of `../shared/corpus/readability` (loaded as
http://fakehost/test/page.html, decoded as UTF-8, in a 1280x800 window) in WebKit (the oracle,
ten pages to a batch) and in appexjs (`appexjs run --real-time`, one page at a time), the two
taking turns every ten pages. The script times each step with the page's own performance.now()
(see its comments): a walk over an unchanged page, a change that can touch no style, a class
toggled on <html> that a rule `html.C *` matches (every element matched again; WebKit keeps its
render tree), <html> made display: none and back (styles from scratch; WebKit tears down and
rebuilds its render tree and lays it out), and the same after every <style> sheet was changed and
so parsed again. Both engines run the same JavaScript on the same pages on this machine.

It prints, per step, the median and 90th percentile over the pages of each engine's
per-page medians, the ratio of the medians (appexjs / WebKit) and the median of the per-page
ratios. WebKit's clock ticks in whole milliseconds, so the script times each step over windows
of 30 ms.

Exit status: 0 done; 1 a page failed in an engine (the others are still reported); 2 a bad option, or something
it needs is missing (the shared folder, the oracle, the appexjs binary).

Python 3 standard library only.
"""
import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
SCRIPT = REPOSITORY / "Scripts/style-cost-ext.js"
URL = "http://fakehost/test/page.html"
VIEWPORT = "1280x800"  # the oracle's window, as Scripts/webkit-differential.py uses
CHARSET = "utf-8"
TIMEOUT_SECONDS = 60  # wikipedia-2 takes about 15 s in WebKit
RESULTS_KEY = "NSExtensionJavaScriptPreprocessingResultsKey"
STEPS = {
    "walk": "innerText again, nothing changed",
    "comment": "a comment changed + innerText",
    "classStyle": "a class toggled + getComputedStyle(body)",
    "classText": "a class toggled + innerText",
    "toggle": "`<html>` display toggled (the invalidation alone)",
    "style": "display toggled + getComputedStyle(body)",
    "restyle": "display toggled + innerText",
    "reparse": "`<style>` texts changed + display toggled + innerText",
}
RETRIES = 2  # how many times a page WebKit failed on is run again, alone
CHUNK = 10  # pages per turn: the engines take turns, so that the machine's drift touches both
SHEET_PAGES = 10_000  # the sheets' row: pages with at least this many characters in <style>


def fail(message, status=2):
    print(f"webkit-style-cost: {message}", file=sys.stderr)
    sys.exit(status)


def run_webkit(oracle, pages, folder):
    """{page name: results or an error string}, from one oracle batch over `pages`, with each page
    that failed (a web process that hung or died takes the rest of its batch along) run again alone."""
    answers = run_webkit_batch(oracle, pages, folder)
    for _ in range(RETRIES):
        for page in pages:
            if not isinstance(answers[page.parent.name], dict):
                answers.update(run_webkit_batch(oracle, [page], folder))
    return answers


def run_webkit_batch(oracle, pages, folder):
    """{page name: results or an error string}, from one oracle batch over `pages`."""
    jobs = folder / "jobs.jsonl"
    jobs.write_text("".join(json.dumps({"id": page.parent.name, "page": str(page), "script": str(SCRIPT),
                                        "url": URL}) + "\n" for page in pages), encoding="utf-8")
    command = [str(oracle), "--batch", str(jobs), "--charset", CHARSET, "--timeout", str(TIMEOUT_SECONDS),
               "--viewport", VIEWPORT, "--engine-log", str(folder / "engine.log")]
    process = subprocess.run(command, capture_output=True, text=True)
    answers = {}
    for line in process.stdout.splitlines():
        if not line.strip():
            continue
        output = json.loads(line)
        answers[output["id"]] = output["results"] if output.get("error") is None else f"WebKit: {output['error']}"
    for page in pages:
        answers.setdefault(page.parent.name, f"WebKit gave no answer (oracle exit {process.returncode}: "
                                             f"{process.stderr.strip()[-300:]})")
    return answers


def run_appexjs(appexjs, page):
    """The results of one page in appexjs, or an error string."""
    command = [str(appexjs), "run", str(page), "--script", str(SCRIPT), "--url", URL, "--encoding", CHARSET,
               "--viewport", VIEWPORT, "--timeout", str(TIMEOUT_SECONDS), "--real-time"]
    process = subprocess.run(command, capture_output=True, text=True)
    if process.returncode != 0:
        return f"appexjs exit {process.returncode}: {process.stderr.strip()[-300:]}"
    try:
        return json.loads(process.stdout)["item"]["attachments"][0]["com.apple.property-list"][RESULTS_KEY]
    except (ValueError, KeyError, IndexError) as error:
        return f"appexjs printed no results ({error!r}): {process.stdout.strip()[:300]}"


def percentile(values, fraction):
    """The nearest-rank percentile of `values`."""
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(fraction * len(ordered) + 0.5) - 1))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 2)[2],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--appexjs", type=Path, default=REPOSITORY / ".build/release/appexjs",
                        help="the appexjs binary (default: .build/release/appexjs)")
    parser.add_argument("--shared", type=Path, default=REPOSITORY.parent / "shared",
                        help="the shared material's folder, with corpus/ and tools/webkit-oracle/ (default: ../shared)")
    parser.add_argument("--pages", type=int, help="only the first N pages, by name")
    parser.add_argument("--per-page", action="store_true", help="also print every page's times")
    parser.add_argument("--json", type=Path, help="write every page's results from both engines to this file")
    options = parser.parse_args()
    corpus = options.shared / "corpus/readability"
    oracle = options.shared / "tools/webkit-oracle/oracle.py"
    if not corpus.is_dir():
        fail(f"no corpus at {corpus}: give --shared (the shared material's folder, ../shared beside the repository)")
    if not oracle.is_file():
        fail(f"no WebKit oracle at {oracle}: give --shared")
    if options.pages is not None and options.pages < 1:
        fail(f"--pages must be at least 1, not {options.pages}")
    if options.json and not options.json.parent.is_dir():
        fail(f"--json {options.json}: no folder {options.json.parent} to write it in")
    if not options.appexjs.is_file():
        fail(f"no appexjs at {options.appexjs}: run swift build -c release, or give --appexjs")
    pages = sorted(corpus.glob("*/source.html"))[:options.pages]
    if not pages:
        fail(f"no */source.html pages in {corpus}")

    webkit, appexjs = {}, {}
    for first in range(0, len(pages), CHUNK):
        chunk = pages[first:first + CHUNK]
        with tempfile.TemporaryDirectory() as temporary:
            webkit.update(run_webkit(oracle, chunk, Path(temporary)))
        appexjs.update({page.parent.name: run_appexjs(options.appexjs, page) for page in chunk})
        print(f"webkit-style-cost: {first + len(chunk)} of {len(pages)} pages", file=sys.stderr)
    if options.json:
        options.json.write_text(json.dumps({"webkit": webkit, "appexjs": appexjs}, indent=1) + "\n")

    failed = [(name, answer) for engine in (webkit, appexjs) for name, answer in engine.items()
              if not isinstance(answer, dict)]
    for name, answer in failed:
        print(f"webkit-style-cost: {name}: {answer}", file=sys.stderr)
    names = [page.parent.name for page in pages
             if isinstance(webkit[page.parent.name], dict) and isinstance(appexjs[page.parent.name], dict)]
    if not names:
        fail("no page gave results in both engines", status=1)

    if options.per_page:
        print("| page | elements | " + " | ".join(f"{step} WebKit / appexjs ms" for step in STEPS) + " |")
        print("|---|---|" + "---|" * len(STEPS))
        for name in names:
            print(f"| {name} | {webkit[name]['elements']} | "
                  + " | ".join(f"{webkit[name][step]:.3f} / {appexjs[name][step]:.3f}" for step in STEPS) + " |")
        print()
    print(f"{len(names)} pages; ms per step, median and p90 over the pages of each page's median")
    print()
    print("| step | what is timed | WebKit median | WebKit p90 | appexjs median | appexjs p90 "
          "| appexjs / WebKit (medians) | median per-page ratio |")
    print("|---|---|---|---|---|---|---|---|")
    for step, meaning in STEPS.items():
        ours = [appexjs[name][step] for name in names]
        theirs = [webkit[name][step] for name in names]
        ratios = [a / w for a, w in zip(ours, theirs) if w > 0]
        print(f"| {step} | {meaning} | {statistics.median(theirs):.3f} | {percentile(theirs, 0.9):.3f} "
              f"| {statistics.median(ours):.3f} | {percentile(ours, 0.9):.3f} "
              f"| {statistics.median(ours) / statistics.median(theirs):.2f}× "
              f"| {statistics.median(ratios):.2f}× |")
    sheets = [name for name in names if webkit[name]["styleCharacters"] >= SHEET_PAGES]
    if sheets:
        ours = [appexjs[name]["reparse"] - appexjs[name]["restyle"] for name in sheets]
        theirs = [webkit[name]["reparse"] - webkit[name]["restyle"] for name in sheets]
        print(f"| reparse − restyle | parsing the `<style>` sheets, on the {len(sheets)} pages with ≥ {SHEET_PAGES:,} "
              f"characters of them | {statistics.median(theirs):.3f} | {percentile(theirs, 0.9):.3f} "
              f"| {statistics.median(ours):.3f} | {percentile(ours, 0.9):.3f} "
              f"| {statistics.median(ours) / statistics.median(theirs):.2f}× | |")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
