#!/usr/bin/env python3
"""Measures the first style query on the corpus's largest pages: for each page, `appexjs
bench` runs three one-line extensions (nothing; `getComputedStyle(document.body).display`;
`document.body.innerText`) and the difference of their run stages is what the first query
costs, beside the page's load and parse.

    Scripts/first-style-query.py [--appexjs .build/release/appexjs] [--shared ../shared]
                                 [--pages 5] [--repeat 15]

Every page is a fresh document, so each pass's query is a first one: the page's sheets are
parsed, their rules gathered and the styles computed then (getComputedStyle: the body's
and its ancestors' styles; innerText: every rendered element's, and the text walk).
"""
import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
URL = "http://fakehost/test/page.html"
SCRIPTS = {
    "none": "a.completionFunction({})",
    "getComputedStyle": "a.completionFunction({d: getComputedStyle(document.body).display})",
    "innerText": "a.completionFunction({n: document.body.innerText.length})",
}


def stages(appexjs, folder, script, repeat):
    """The median stage times (ms) `appexjs bench` prints for one page and one script."""
    output = subprocess.run(
        [str(appexjs), "bench", str(folder), "--name", "source.html", "--url", URL, "--script", str(script),
         "--repeat", str(repeat)], capture_output=True, text=True, check=True).stdout
    line = next((line for line in output.splitlines() if line.strip().startswith("stages")), None)
    if line is None:
        sys.exit(f"first-style-query: appexjs bench printed no stages line for {folder}:\n{output}")
    return {name: float(value) for name, value in re.findall(r"(\w+) ([0-9.]+)", line)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--appexjs", type=Path, default=REPOSITORY / ".build/release/appexjs")
    parser.add_argument("--shared", type=Path, default=REPOSITORY.parent / "shared")
    parser.add_argument("--pages", type=int, default=5, help="how many of the largest pages (default 5)")
    parser.add_argument("--repeat", type=int, default=15, help="passes per page and script (default 15)")
    options = parser.parse_args()
    corpus = options.shared / "corpus/readability"
    if not corpus.is_dir():
        sys.exit(f"first-style-query: no corpus at {corpus}: give --shared (the shared material's folder)")
    if not options.appexjs.is_file():
        sys.exit(f"first-style-query: no appexjs at {options.appexjs}: run swift build -c release, or give --appexjs")
    pages = sorted(corpus.glob("*/source.html"), key=lambda path: path.stat().st_size, reverse=True)[:options.pages]
    print("| page | size | load + parse ms | first getComputedStyle ms | first innerText ms |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as temporary:
        scripts = {}
        for name, body in SCRIPTS.items():
            scripts[name] = Path(temporary) / f"{name}.js"
            scripts[name].write_text("var ExtensionPreprocessingJS = {run: function (a) { %s; }};\n" % body)
        for page in pages:
            folder = Path(temporary) / page.parent.name
            folder.mkdir()
            (folder / "source.html").symlink_to(page.resolve())
            times = {name: stages(options.appexjs, folder, script, options.repeat) for name, script in scripts.items()}
            base = times["none"]
            print(f"| {page.parent.name} | {page.stat().st_size / 1e6:.2f} MB | {base['load'] + base['parse']:.1f} "
                  f"| {times['getComputedStyle']['run'] - base['run']:.1f} | {times['innerText']['run'] - base['run']:.1f} |")


if __name__ == "__main__":
    main()
