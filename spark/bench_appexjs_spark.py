#!/usr/bin/env python3
"""Pages/s of the Spark job in local mode against `appexjs corpus --jobs 2`, on the same pages,
side by side in one run (turn by turn, so a drift of the machine's speed hits both).

    python3 spark/bench_appexjs_spark.py --appexjs .build/release/appexjs \\
        [--script ../shared/tools/fixtures/metadata-ext.js] [--rounds 5] [--partitions N] [--warc [--copies N]] [PAGES...]

Prints the JVM's start-up (SparkSession until its first job can run), the first job (Python
workers and appexjs workers starting), then for each round the two pages/s and their ratio,
and the medians. The Spark job writes JSON lines, as `appexjs corpus --out` does.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import appexjs_spark  # noqa: E402
from warc_fixture import write_warc  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--appexjs", required=True)
    parser.add_argument("--script", default=os.path.join(HERE, "..", "..", "shared", "tools", "fixtures", "metadata-ext.js"))
    parser.add_argument("--name", default="source.html")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--partitions", type=int, help="the job's partitions (default: the job's own default)")
    parser.add_argument("--warc", action="store_true", help="run both over a .warc.gz of the pages, built first")
    parser.add_argument("--copies", type=int, default=1, help="with --warc, each page this many times (distinct record ids)")
    parser.add_argument("pages", nargs="*", default=[os.path.join(HERE, "..", "..", "shared", "corpus", "readability")])
    args = parser.parse_args()
    appexjs = os.path.abspath(args.appexjs)
    requests = appexjs_spark.list_requests(appexjs, args.pages, args.name)
    count = len(requests)
    scratch = tempfile.mkdtemp(prefix="appexjs-spark-bench-")
    if args.warc:
        warc = os.path.join(scratch, "pages.warc.gz")
        pages = []
        for copy in range(args.copies):
            for request in requests:
                with open(request["path"], "rb") as page:
                    pages.append((f"<urn:bench:{copy}:{request['id']}>", f"https://example.com/{request['id']}", page.read()))
        write_warc(pages, warc)
        count = len(pages)
        args.pages = [warc]
    job = ["--appexjs", appexjs, "--script", args.script, "--name", args.name, "--format", "jsonl", "--workers-per-machine", "2"]
    if args.partitions:
        job += ["--partitions", str(args.partitions)]
    corpus = [appexjs, "corpus", *args.pages, "--script", args.script, "--name", args.name, "--jobs", "2", "--quiet"]

    started = time.monotonic()
    from pyspark.sql import SparkSession

    spark = SparkSession.builder.master("local[2]").appName("appexjs-bench").config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false").getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    spark.sparkContext.parallelize([0], 1).count()
    jvm = time.monotonic() - started

    def spark_run(index):
        out = os.path.join(scratch, f"spark-{index}")
        began = time.monotonic()
        appexjs_spark.run_job(spark, appexjs_spark.parse_arguments(job + ["--out", out] + args.pages))
        seconds = time.monotonic() - began
        shutil.rmtree(out)
        return seconds

    def corpus_run(index):
        out = os.path.join(scratch, f"corpus-{index}.jsonl")
        began = time.monotonic()
        subprocess.run(corpus + ["--out", out], check=True)
        return time.monotonic() - began

    try:
        first = spark_run("first")
        print(f"{count} pages; JVM up in {jvm:.1f} s; first Spark job {first:.1f} s ({count / first:.1f} pages/s, workers starting)")
        ratios, spark_rates, corpus_rates = [], [], []
        for index in range(args.rounds):
            spark_seconds = spark_run(index)
            corpus_seconds = corpus_run(index)
            spark_rates.append(count / spark_seconds)
            corpus_rates.append(count / corpus_seconds)
            ratios.append(spark_seconds / corpus_seconds)
            print(f"round {index + 1}: spark {spark_rates[-1]:.1f} pages/s, corpus --jobs 2 {corpus_rates[-1]:.1f} pages/s, "
                  f"spark time / corpus time {ratios[-1]:.2f}")
        print(f"median: spark {statistics.median(spark_rates):.1f} pages/s, corpus --jobs 2 {statistics.median(corpus_rates):.1f} pages/s, "
              f"spark time / corpus time {statistics.median(ratios):.2f} (overhead {100 * (statistics.median(ratios) - 1):.0f} %)")
    finally:
        spark.stop()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
