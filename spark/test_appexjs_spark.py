#!/usr/bin/env python3
"""The Spark job against `appexjs corpus`, in real PySpark local mode (local[2]).

    python3 spark/test_appexjs_spark.py --appexjs .build/debug/appexjs [--shared ../shared]

Builds a folder of a few dozen pages (saved pages of ../shared/corpus/readability, a page the
extension throws on, a page that crashes its worker through the workers' test hook) and a
WARC file of the same pages (one gzip member per response record), runs `appexjs corpus` and
the Spark job on each, and checks page by page that they agree: status, results, the error's
stage and kind (and message, unless the worker failed), and for the WARC the record's file and
offset. Then --expect: golden files recorded by `appexjs corpus --update` give no regression,
and one changed golden file gives exactly one, with exit status 1. Exits 1 on the first failed
check.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import appexjs_spark  # noqa: E402
from warc_fixture import write_warc  # noqa: E402

EXTENSION = """
var ExtensionPreprocessingJS = {
  run: function (args) {
    if (document.querySelector("[data-appexjs-fail]")) {
      throw new TypeError("this page is marked to fail");
    }
    var meta = document.querySelector('meta[name="description"]');
    args.completionFunction({
      title: document.title,
      description: meta ? meta.content : null,
      links: document.links.length,
      headings: Array.prototype.map.call(document.querySelectorAll("h1, h2"), function (h) { return h.textContent.trim(); }).slice(0, 5),
      characterSet: document.characterSet
    });
  }
};
"""
CRASH_PAGE = "zz-crashes-its-worker"
PAGE_COUNT = 34


def check(condition, message):
    if not condition:
        print(f"FAIL: {message}", file=sys.stderr)
        sys.exit(1)


def build_pages(shared, folder):
    """A folder of saved pages: PAGE_COUNT from the Readability corpus, one that fails, one that crashes."""
    corpus = os.path.join(shared, "corpus", "readability")
    check(os.path.isdir(corpus), f"{corpus} is missing: the test needs the shared material at --shared")
    names = sorted(name for name in os.listdir(corpus) if os.path.isfile(os.path.join(corpus, name, "source.html")))
    for name in names[:PAGE_COUNT]:
        shutil.copyfile(os.path.join(corpus, name, "source.html"), os.path.join(folder, name + ".html"))
    with open(os.path.join(folder, "zz-fails.html"), "w", encoding="utf-8") as page:
        page.write("<!DOCTYPE html><title>Fails</title><p data-appexjs-fail>the extension throws here</p>")
    with open(os.path.join(folder, CRASH_PAGE + ".html"), "w", encoding="utf-8") as page:
        page.write("<!DOCTYPE html><title>Crashes</title><p>the worker aborts on this page (test hook)</p>")
    return PAGE_COUNT + 2


def build_warc(folder, path):
    """A .warc.gz of the folder's pages, each record id naming its page (<urn:test:NAME>), so the
    workers' crash hook finds the crash page in both runs."""
    pages = []
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as page:
            pages.append((f"<urn:test:{name}>", f"https://example.com/{name}", page.read()))
    write_warc(pages, path)


def records(path):
    """{id: record} of a results file or a folder of them."""
    files = [os.path.join(path, name) for name in sorted(os.listdir(path)) if name.startswith("part-")] \
        if os.path.isdir(path) else [path]
    found = {}
    for file in files:
        with open(file, encoding="utf-8") as lines:
            for line in lines:
                record = json.loads(line)
                found[record["id"]] = record
    return found


def comparable(record):
    """What must agree between the two runs: not timings, memory, or a worker's own words."""
    # (Parquet rows have every member of the error struct; absent ones are None.)
    error = {key: value for key, value in (record.get("error") or {}).items() if value is not None}
    if error.get("stage") == "worker":
        error.pop("message", None)
    return {"status": record["status"], "results": record.get("results"), "error": error or None,
            "finalizedHTMLSha256": record.get("finalizedHTMLSha256"),
            "run": (record.get("platform"), record.get("viewport"), record.get("finalize")),
            "warc": (record.get("warc_file"), record.get("warc_offset"))}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--appexjs", required=True)
    parser.add_argument("--shared", default=os.path.join(HERE, "..", "..", "shared"))
    args = parser.parse_args()
    appexjs = os.path.abspath(args.appexjs)
    os.environ["APPEXJS_TEST_CRASH_ON"] = CRASH_PAGE  # the workers' test hook: abort() on that page

    from pyspark.sql import SparkSession

    scratch = tempfile.mkdtemp(prefix="appexjs-spark-test-")
    spark = SparkSession.builder.master("local[2]").appName("appexjs-test").config("spark.ui.enabled", "false").getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    try:
        pages = os.path.join(scratch, "pages")
        os.mkdir(pages)
        count = build_pages(args.shared, pages)
        script = os.path.join(scratch, "ext.js")
        with open(script, "w", encoding="utf-8") as file:
            file.write(EXTENSION)
        common = ["--script", script, "--url", "https://example.com/{id}"]

        warc = os.path.join(scratch, "pages.warc.gz")
        build_warc(pages, warc)
        # The WARC run has its one file listed and run by a task, as a crawl's files are.
        for name, inputs, output_format, extra in (("folder", pages, "parquet", []), ("WARC", warc, "jsonl", ["--warc-tasks", "per-file"])):
            corpus_out = os.path.join(scratch, f"corpus-{output_format}.jsonl")
            corpus = subprocess.run([appexjs, "corpus", inputs, *common, "--jobs", "2", "--out", corpus_out, "--quiet"],
                                    capture_output=True, text=True)
            check(corpus.returncode == 0, f"appexjs corpus ({name}) failed: {corpus.stderr}")
            expected = records(corpus_out)
            check(len(expected) == count, f"appexjs corpus ({name}) wrote {len(expected)} records for {count} pages")
            statuses = {page_id.strip("<>").split(":")[-1]: record["status"] for page_id, record in expected.items()}
            check(statuses[CRASH_PAGE + ".html"] == "crashed", f"the crash page crashed its corpus worker ({name})")
            check(statuses["zz-fails.html"] == "error", f"the failing page failed under appexjs corpus ({name})")

            out = os.path.join(scratch, "spark-" + output_format)
            status = appexjs_spark.run(spark, ["--appexjs", appexjs, *common, *extra, "--out", out, "--format", output_format, inputs])
            check(status == 0, f"the Spark job ({name}, {output_format}) exited {status}")
            if output_format == "jsonl":
                found = records(out)
            else:
                found = {row["id"]: {**row.asDict(recursive=True),
                                     **{member: None if row[member] is None else json.loads(row[member])
                                        for member in ("results", "finalize")}}
                         for row in spark.read.parquet(out).collect()}
            check(sorted(found) == sorted(expected), f"{name}: the Spark job gave pages {sorted(set(found) ^ set(expected))} differently")
            for page_id in sorted(expected):
                check(comparable(found[page_id]) == comparable(expected[page_id]),
                      f"{name}: {page_id} differs:\n  spark:  {comparable(found[page_id])}\n  corpus: {comparable(expected[page_id])}")
                source = warc if name == "WARC" else os.path.join(pages, page_id)
                check(found[page_id]["source"] == source, f"{page_id}: source {found[page_id]['source']}")
            if name == "WARC":
                check(all(record["warc_file"] == warc and record["warc_offset"] is not None for record in found.values()),
                      "every WARC row names the file and the record's offset")
            print(f"ok: the Spark job over the {name} ({output_format}) equals appexjs corpus on {count} pages, "
                  f"including {CRASH_PAGE}.html (crashed) and zz-fails.html (error)")

        golden = os.path.join(scratch, "golden")
        record = subprocess.run([appexjs, "corpus", warc, *common, "--jobs", "2", "--expect", golden, "--update", "--quiet"],
                                capture_output=True, text=True)
        check(record.returncode == 0, f"recording golden files failed: {record.stderr}")
        out = os.path.join(scratch, "spark-expect")
        status = appexjs_spark.run(spark, ["--appexjs", appexjs, *common, "--out", out, "--format", "parquet", "--expect", golden, warc])
        check(status == 0, f"the Spark job found regressions against golden files of the same pages (exit {status})")
        with open(out + ".summary.json", encoding="utf-8") as file:
            summary = json.load(file)
        check(summary["snapshots"] == {"same": count}, f"summary: {summary['snapshots']}")

        first = sorted(name for name in os.listdir(golden))[0]
        with open(os.path.join(golden, first), encoding="utf-8") as file:
            snapshot = json.load(file)
        snapshot["results"]["title"] = "A title from before"
        with open(os.path.join(golden, first), "w", encoding="utf-8") as file:
            json.dump(snapshot, file)
        out = os.path.join(scratch, "spark-regressed")
        status = appexjs_spark.run(spark, ["--appexjs", appexjs, *common, "--out", out, "--format", "jsonl", "--expect", golden, warc])
        check(status == 1, f"a changed golden file gave exit status {status}, not 1")
        with open(out + ".summary.json", encoding="utf-8") as file:
            summary = json.load(file)
        regressed = [failure["id"] for failure in summary["failures"]]
        check(regressed == [first[:-len(".json")]], f"regressions: {regressed}")
        print(f"ok: --expect finds no regression against the corpus's golden files (from Parquet), and exactly {regressed[0]} "
              "after its golden file changed (from JSON lines)")
    finally:
        spark.stop()
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
