#!/usr/bin/env python3
"""Whole-page tree agreement with WebKit: for how many pages of a corpus does each engine
build the tree real WebKit builds?

Every page (each `source.html` under the corpus, read as UTF-8 and loaded as
http://fakehost/test/page.html) gets a script that returns
`document.documentElement.outerHTML` (or, with `--serialization xml`,
`new XMLSerializer().serializeToString(document)`), in the WebKit oracle (one batch), in
appexjs, and in the jsdom and domino peers. A page agrees when its serialization equals
WebKit's exactly.
Prints the counts, then where appexjs differs from WebKit first on each page that does not
agree.

    Scripts/tree-agreement.py [--appexjs .build/release/appexjs] [--shared ../shared]
                              [--engines jsdom,domino] [--serialization html|xml]

Needs: the oracle (../shared/tools/webkit-oracle, installed with its install.sh), a release
build of appexjs, and for the peers node with node-jsdom and node-domino.
Python 3 standard library only.
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

URL = "http://fakehost/test/page.html"
# What each page is serialized with: HTML (outerHTML of the document element) or XML
# (XMLSerializer over the whole document, as share extensions such as Omnivore's send it).
SERIALIZATIONS = {
    "html": "document.documentElement.outerHTML",
    "xml": "new XMLSerializer().serializeToString(document)",
}
SCRIPT = """var ExtensionPreprocessingJS = { run: function (a) {
  a.completionFunction({ html: %s }); } };
"""


def fail(message):
    """Stops with one line on stderr and exit status 2."""
    sys.stderr.write(f"tree-agreement: error: {message}\n")
    sys.exit(2)


def pages_of(corpus):
    """(id, path) of every page of the corpus, by id."""
    if not os.path.isdir(corpus):
        fail(f"the corpus is missing: {corpus}")
    found = []
    for name in sorted(os.listdir(corpus)):
        path = os.path.abspath(os.path.join(corpus, name, "source.html"))
        if os.path.isfile(path):
            found.append((name, path))
    if not found:
        fail(f"no source.html pages under {corpus}")
    return found


def oracle_trees(oracle, pages, script, directory):
    """WebKit's outerHTML of each page, by id (None where the oracle failed)."""
    jobs = os.path.join(directory, "jobs.jsonl")
    with open(jobs, "w") as out:
        for page_id, path in pages:
            out.write(json.dumps({"id": page_id, "page": path, "script": script, "url": URL}) + "\n")
    done = subprocess.run([sys.executable, oracle, "--batch", jobs, "--charset", "utf-8"],
                          capture_output=True, text=True)
    trees = {}
    for line in done.stdout.splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        trees[record.get("id")] = (record.get("results") or {}).get("html")
    if not any(trees.values()):
        lines = done.stderr.strip().splitlines()
        fail("the oracle gave no results: " + (lines[-1] if lines else "no output"))
    return trees


def appexjs_tree(binary, path, script):
    """appexjs's outerHTML of one page, or None."""
    done = subprocess.run([binary, "run", path, "--script", script, "--url", URL, "--encoding", "utf-8"],
                          capture_output=True, text=True)
    try:
        item = json.loads(done.stdout)["item"]["attachments"][0]["com.apple.property-list"]
        return item["NSExtensionJavaScriptPreprocessingResultsKey"]["html"]
    except (ValueError, KeyError, IndexError):
        return None


def peer_tree(runner, path, script):
    """A node peer's outerHTML of one page, or None."""
    done = subprocess.run(["node", runner, "--page", path, "--script", script, "--url", URL, "--encoding", "utf-8"],
                          capture_output=True, text=True, timeout=120)
    try:
        return (json.loads(done.stdout).get("results") or {}).get("html")
    except ValueError:
        return None


def first_difference(expected, actual):
    """Where two strings first differ, with a little context from each."""
    limit = min(len(expected), len(actual))
    index = next((i for i in range(limit) if expected[i] != actual[i]), limit)
    return index, expected[max(0, index - 60):index + 60], actual[max(0, index - 60):index + 60]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--appexjs", default=".build/release/appexjs")
    parser.add_argument("--shared", default="../shared")
    parser.add_argument("--engines", default="jsdom,domino", help="peers to run as well ('' for none)")
    parser.add_argument("--serialization", choices=sorted(SERIALIZATIONS), default="html",
                        help="outerHTML (html) or XMLSerializer (xml)")
    args = parser.parse_args()
    if not os.access(args.appexjs, os.X_OK):
        fail(f"no appexjs binary at {args.appexjs} (swift build -c release --product appexjs)")
    oracle = os.path.join(args.shared, "tools", "webkit-oracle", "oracle.py")
    if not os.path.isfile(oracle):
        fail(f"the webkit-oracle is missing: {oracle}")
    engines = [engine for engine in args.engines.split(",") if engine]
    pages = pages_of(os.path.join(args.shared, "corpus", "readability"))

    with tempfile.TemporaryDirectory() as directory:
        script = os.path.join(directory, "outer-html.js")
        with open(script, "w") as out:
            out.write(SCRIPT % SERIALIZATIONS[args.serialization])
        webkit = oracle_trees(oracle, pages, script, directory)
        trees = {}
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            trees["appexjs"] = dict(zip([p for p, _ in pages], pool.map(lambda page: appexjs_tree(args.appexjs, page[1], script), pages)))
            for engine in engines:
                runner = os.path.join(args.shared, "tools", f"{engine}-peer", "run.js")
                if not os.path.isfile(runner):
                    fail(f"the {engine} peer is missing: {runner}")
                trees[engine] = dict(zip([p for p, _ in pages], pool.map(lambda page: peer_tree(runner, page[1], script), pages)))

    compared = [page_id for page_id, _ in pages if webkit.get(page_id) is not None]
    what = "outerHTML" if args.serialization == "html" else "XMLSerializer output"
    print(f"pages whose whole {what} equals WebKit's ({len(compared)} pages the oracle loaded):")
    for engine, by_page in trees.items():
        agreeing = sum(1 for page_id in compared if by_page.get(page_id) == webkit[page_id])
        print(f"  {engine:<8} {agreeing:>4}")
    for page_id in compared:
        mine = trees["appexjs"].get(page_id)
        if mine is None:
            print(f"\n{page_id}: appexjs gave no result")
        elif mine != webkit[page_id]:
            index, expected, actual = first_difference(webkit[page_id], mine)
            print(f"\n{page_id}: first difference at character {index}\n  WebKit:  {expected!r}\n  appexjs: {actual!r}")


if __name__ == "__main__":
    main()
