#!/usr/bin/env python3
"""appexjs on Apache Spark: runs an extension's script over many pages, one long-lived
`appexjs serve` worker per Spark task slot, and writes one row per page.

    spark-submit --master 'local[2]' spark/appexjs_spark.py --appexjs .build/release/appexjs \\
        --script EXT.js [--script MORE.js] [--finalize ARGS] --out RESULTS [--format parquet|jsonl] \\
        [--expect GOLDEN-DIR] INPUTS...

INPUTS are WARC files (.warc, .warc.gz), folders of saved pages (searched recursively), page
files, or text files listing any of them one per line (as cc-pyspark takes its lists of WARC
paths). Pages are found and named by `appexjs pages`, as `appexjs corpus` finds them (a WARC
page by its WARC-Record-ID), so results can be compared page by page; each WARC file is
listed and run by one task, on the executor.

Each partition streams its pages to an `appexjs serve` process (the worker protocol of
docs/worker-protocol.md), which is kept for the next partitions of the same Python worker. A
page that fails is a row with its status; a worker that dies is replaced and its page is a
`crashed` row; the job never fails for a page. Results are a Parquet dataset (default), with
`results` as JSON text, or JSON lines with the same members as `appexjs corpus --out`. With
--expect, the rows are compared with golden files by `appexjs compare`, whose summary is
printed and written beside the results, and the exit status is 1 when a page regressed.
"""

import argparse
import atexit
import json
import os
import select
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import deque

# Text files that list inputs one per line.
LIST_EXTENSIONS = {".txt", ".lst", ".list", ".paths"}
PROTOCOL_VERSION = 1
# Seconds past a page's timeout after which the caller stops waiting for an answer (the worker
# answers a stuck page itself one second after its timeout).
CALLER_GRACE = 5.0
# The statuses a page can end with.
STATUSES = ("ok", "error", "timeout", "crashed", "out-of-memory")
# Pages sent to a worker beyond the one it runs, so it never waits between pages.
PAGES_AHEAD = 1


# MARK: Inputs


class InputError(Exception):
    """An input that gives no pages, said in one line."""


def is_warc(path):
    name = path.lower()
    return name.endswith(".warc") or name.endswith(".warc.gz")


def split_inputs(inputs):
    """The WARC files among `inputs` (given, or listed one per line in a text file, as
    cc-pyspark takes them), and the rest: folders and page files."""
    warcs, others = [], []
    for given in inputs:
        if is_warc(given):
            warcs.append(given)
        elif os.path.isfile(given) and os.path.splitext(given)[1].lower() in LIST_EXTENSIONS:
            with open(given, encoding="utf-8") as listing:
                for line in listing:
                    entry = line.strip()
                    if entry and not entry.startswith("#"):
                        (warcs if is_warc(entry) else others).append(entry)
        else:
            others.append(given)
    return warcs, others


def list_requests(appexjs, inputs, name=None):
    """The worker requests of the pages among `inputs`, as `appexjs pages` (so `appexjs corpus`)
    finds and names them."""
    command = [appexjs, "pages", *inputs] + (["--name", name] if name else [])
    listing = subprocess.run(command, capture_output=True, text=True)
    if listing.returncode != 0:
        raise InputError(listing.stderr.strip().removeprefix("appexjs: error: ") or f"appexjs pages exited {listing.returncode}")
    return [json.loads(line) for line in listing.stdout.splitlines() if line.strip()]


# MARK: Workers


class Worker:
    """One `appexjs serve` process: requests written to its stdin, answers read from its
    stdout, the start of its stderr kept to say why it died."""

    def __init__(self, command):
        # Swift's crash backtraces off (unless asked for), so a crash ends at once and its
        # stderr is the one line that says why, as `appexjs corpus` starts its workers.
        env = dict(os.environ)
        env.setdefault("SWIFT_BACKTRACE", "enable=no")
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        self.buffer = b""
        self.ended = False
        self.stderr = b""
        self.stderr_reader = threading.Thread(target=self._read_stderr, daemon=True)
        self.stderr_reader.start()

    def _read_stderr(self):
        for chunk in iter(lambda: self.process.stderr.read(4096), b""):
            if len(self.stderr) < 4096:
                self.stderr += chunk

    def send(self, request):
        self.process.stdin.write((json.dumps(request, separators=(",", ":")) + "\n").encode("utf-8"))
        self.process.stdin.flush()

    def read_line(self, timeout):
        """The next line; None when `timeout` seconds passed first, or the worker closed its
        stdout (then ``ended`` is set)."""
        deadline = time.monotonic() + timeout
        descriptor = self.process.stdout.fileno()
        while b"\n" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([descriptor], [], [], remaining)[0]:
                return None
            chunk = os.read(descriptor, 65536)
            if not chunk:
                self.ended = True
                return None
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode("utf-8")

    def how_it_ended(self):
        """`it was killed by signal 6 (SIGABRT)`, `it exited with status 3`; its stderr."""
        try:
            status = self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.process.kill()
            status = self.process.wait()
        self.stderr_reader.join(timeout=1)
        if status < 0:
            text = f"it was killed by signal {-status} ({signal.Signals(-status).name})"
        else:
            text = f"it exited with status {status}"
        words = " | ".join(line.strip() for line in self.stderr.decode("utf-8", "replace").splitlines() if line.strip())
        return text + (f"; its stderr said: {words[:600]}" if words else "")

    def stop(self, kill=False):
        if self.process.poll() is None:
            if kill:
                self.process.kill()
            else:
                self.process.stdin.close()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


# One worker per Python worker process and configuration, kept across tasks (Spark reuses
# its Python workers), so partitions can be small without paying a start-up each.
_workers = {}


def _stop_workers():
    for worker in _workers.values():
        worker.stop()


atexit.register(_stop_workers)


def start_worker(command):
    worker = Worker(command)
    line = worker.read_line(timeout=120)
    ready = json.loads(line) if line else None
    if not ready or ready.get("v") != PROTOCOL_VERSION or ready.get("ready") is not True:
        reason = worker.how_it_ended() if line is None else f"its first line was {line[:200]!r}"
        worker.stop(kill=True)
        raise RuntimeError(f"appexjs serve did not start: {reason}")
    return worker


def worker_failure(request, status, kind, message):
    """The record of a page whose worker failed (as `appexjs corpus` records it)."""
    record = {"id": request["id"], "status": status, "error": {"stage": "worker", "kind": kind, "message": message},
              "console": [], "timings": {}}
    if "offset" in request:
        record["warc_file"], record["warc_offset"] = request["path"], request["offset"]
    return record


def run_pages(requests, command, timeout):
    """Runs `requests` (worker-protocol request objects) on this process's worker for
    `command`, yielding one record per page in order; a worker that dies or stops answering is
    replaced."""
    key = tuple(command)
    queue = deque(requests)
    sent = deque()
    while queue or sent:
        worker = _workers.get(key)
        if worker is None or worker.process.poll() is not None:
            worker = _workers[key] = start_worker(command)
            for request in sent:
                worker.send(request)
        while queue and len(sent) <= PAGES_AHEAD:
            request = queue.popleft()
            try:
                worker.send(request)
            except BrokenPipeError:
                pass  # It died: the read below says so.
            sent.append(request)
        line = worker.read_line(timeout + CALLER_GRACE)
        if line is not None:
            record = json.loads(line)
            record.pop("v", None)
            request = sent.popleft()
            if record.get("id") != request["id"]:
                raise RuntimeError(f"appexjs serve answered '{record.get('id')}' for the page '{request['id']}'")
            yield record
            continue
        # No answer: it stopped a page (status 3, answered above: what it was sent after that
        # never ran and goes to a new worker), it died, or it stopped answering. In the last
        # two cases the page it was running is the victim.
        stuck = not worker.ended
        if worker.ended:
            try:
                worker.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                stuck = True
        worker.stop(kill=True)
        del _workers[key]
        if not stuck and worker.process.returncode == 3:
            continue
        request = sent.popleft()
        if stuck:
            yield worker_failure(request, "timeout", "timeout",
                                 f"no answer within {timeout:g} s and {CALLER_GRACE:g} s of grace; the worker was killed")
        else:
            how = worker.how_it_ended()
            yield worker_failure(request, "crashed", "crashed", f"the worker died: {how}")


# MARK: Rows


def add_source(record, path):
    """The record with where its page came from (its file; for a WARC page, the WARC file,
    with `warc_file` and `warc_offset` as the worker wrote them)."""
    record["source"] = path
    record.setdefault("warc_file", None)
    record.setdefault("warc_offset", None)
    return record


def schema():
    from pyspark.sql.types import (ArrayType, DoubleType, LongType, StringType, StructField, StructType)

    def strings(*names):
        return [StructField(name, StringType()) for name in names]

    return StructType([
        *strings("id", "status", "results"),
        StructField("error", StructType([*strings("stage", "kind", "message", "file"),
                                         StructField("line", LongType()), StructField("column", LongType())])),
        StructField("console", ArrayType(StructType(strings("level", "text")))),
        StructField("warnings", ArrayType(StringType())),
        StructField("timings", StructType([StructField(name, DoubleType()) for name in (
            "load_ms", "parse_ms", "setup_ms", "run_ms", "finalize_ms", "total_ms")])),
        StructField("peak_rss_mb", DoubleType()),
        *strings("finalizedHTMLSha256"),
        StructField("encoding", StructType(strings("name", "source"))),
        *strings("platform", "viewport", "finalize"),
        *strings("source", "warc_file"),
        StructField("warc_offset", LongType()),
    ])


def to_row(record):
    """A record as a Parquet row: `results` and `finalize` as JSON text, numbers as the schema's types."""
    row = dict(record)
    for member in ("results", "finalize"):
        row[member] = None if record.get(member) is None else json.dumps(record[member], ensure_ascii=False, sort_keys=True)
    row["timings"] = {key: float(value) for key, value in (record.get("timings") or {}).items()}
    if row.get("peak_rss_mb") is not None:
        row["peak_rss_mb"] = float(row["peak_rss_mb"])
    return {field: row.get(field) for field in schema().fieldNames()}


# MARK: The job


def serve_command(args):
    command = [os.path.abspath(args.appexjs), "serve", "--workers", str(args.workers_per_machine), "--timeout", str(args.timeout)]
    for script in args.script:
        command += ["--script", os.path.abspath(script)]
    for option in ("url", "encoding", "finalize", "platform"):
        value = getattr(args, option)
        if value is not None:
            command += [f"--{option}", value]
    if args.max_memory is not None:
        command += ["--max-memory", str(args.max_memory)]
    return command


def run_job(spark, args):
    """Runs the pages and writes the results, in one Spark job; how many pages ended with
    each status (counted as they were written, by accumulators)."""
    warcs, others = split_inputs(args.inputs)
    context = spark.sparkContext
    per_file = args.warc_tasks == "per-file" or (args.warc_tasks == "auto" and len(warcs) >= 2 * context.defaultParallelism)
    if not per_file:
        # Too few WARC files to keep every task slot busy: their records are listed here and
        # spread over partitions like pages.
        others, warcs = others + warcs, []
    appexjs = os.path.abspath(args.appexjs)
    requests = list_requests(appexjs, others, args.name) if others else []
    command = serve_command(args)
    timeout = args.timeout
    # Executors import this module by name when the job is run from another module (a test).
    if __name__ != "__main__":
        context.addPyFile(os.path.abspath(__file__))

    def run_partition(items):
        items = list(items)
        paths = {item["id"]: item["path"] for item in items}
        for record in run_pages(items, command, timeout):
            yield add_source(record, paths[record["id"]])

    def run_warcs(paths):
        for path in paths:
            items = list_requests(appexjs, [path])
            for record in run_pages(items, command, timeout):
                yield add_source(record, path)

    counters = {status: context.accumulator(0) for status in STATUSES}

    def counted(record):
        counters[record["status"]].add(1)
        return record

    parts = []
    if requests:
        partitions = args.partitions or max(1, min(len(requests), context.defaultParallelism * 2))
        parts.append(context.parallelize(requests, partitions).mapPartitions(run_partition))
    if warcs:
        parts.append(context.parallelize(warcs, args.partitions or len(warcs)).mapPartitions(run_warcs))
    records = (parts[0] if len(parts) == 1 else context.union(parts)).map(counted)
    if args.format == "jsonl":
        records.map(lambda record: json.dumps(record, ensure_ascii=False, separators=(",", ":"))).saveAsTextFile(args.out)
    else:
        spark.createDataFrame(records.map(to_row), schema()).write.mode("errorifexists").parquet(args.out)
    return {status: counter.value for status, counter in counters.items() if counter.value}


def compare(spark, args):
    """Compares the written results with --expect by `appexjs compare` (JSON lines as they are,
    Parquet rows brought back as records); its exit status."""
    exported = None
    if args.format == "jsonl":
        results = args.out
    else:
        with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as file:
            for row in spark.read.parquet(args.out).toLocalIterator():
                record = {key: value for key, value in row.asDict(recursive=True).items() if value is not None}
                for member in ("results", "finalize"):
                    if record.get(member) is not None:
                        record[member] = json.loads(record[member])
                file.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
            exported = results = file.name
    try:
        command = [args.appexjs, "compare", results, "--expect", args.expect]
        if args.ignore_keys:
            command += ["--ignore-keys", args.ignore_keys]
        text = subprocess.run(command, capture_output=True, text=True)
        summary = subprocess.run(command + ["--json"], capture_output=True, text=True)
    finally:
        if exported:
            os.unlink(exported)
    sys.stdout.write(text.stdout)
    sys.stderr.write(text.stderr)
    # Beside local results; in the working folder when they went to a URL (s3a://…).
    summary_path = args.out.rstrip("/") + ".summary.json"
    if "://" in args.out:
        summary_path = os.path.basename(args.out.rstrip("/")) + ".summary.json"
    with open(summary_path, "w", encoding="utf-8") as file:
        file.write(summary.stdout)
    return text.returncode


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        prog="appexjs_spark.py", description="Run an extension's script over many pages on Spark with appexjs workers.")
    parser.add_argument("inputs", nargs="+", help="WARC files, folders of pages, page files, or text files listing them")
    parser.add_argument("--appexjs", required=True, help="the appexjs executable (on every executor)")
    parser.add_argument("--script", action="append", required=True, help="the extension's script; repeat for several")
    parser.add_argument("--finalize", help="also call finalize with this JSON (or JSON/plist file)")
    parser.add_argument("--url", help="the document URL; {id} is replaced by the page id")
    parser.add_argument("--encoding", help="decode pages with this label unless they have a BOM")
    parser.add_argument("--platform", choices=["ios", "macos"])
    parser.add_argument("--timeout", type=float, default=30, help="seconds a page may take (default 30)")
    parser.add_argument("--max-memory", type=float, help="megabytes a worker may use")
    parser.add_argument("--name", help="in folders, only files with this name (e.g. source.html)")
    parser.add_argument("--out", required=True, help="the results: a Parquet dataset, or a folder of JSON lines")
    parser.add_argument("--format", choices=["parquet", "jsonl"], default="parquet")
    parser.add_argument("--expect", help="compare with the golden files <dir>/<page id>.json")
    parser.add_argument("--ignore-keys", help="with --expect, key paths to leave out (globs, comma-separated)")
    parser.add_argument("--partitions", type=int, help="how many partitions (default: 2 per task slot)")
    parser.add_argument("--warc-tasks", choices=["auto", "per-file", "records"], default="auto",
                        help="one task per WARC file (listed on the executor), or the records of all WARC files listed "
                             "on the driver and split like pages; auto: per file when there are 2 per task slot or more")
    parser.add_argument("--workers-per-machine", type=int, default=os.cpu_count() or 1,
                        help="appexjs workers running at once on one machine (default: its cores)")
    args = parser.parse_args(argv)
    if not os.access(args.appexjs, os.X_OK):
        parser.error(f"--appexjs '{args.appexjs}' is not an executable file")
    for script in args.script:
        if not os.path.isfile(script):
            parser.error(f"--script '{script}' is not a file")
    if args.expect and not os.path.isdir(args.expect):
        parser.error(f"--expect '{args.expect}' is not a folder of golden files")
    if "://" not in args.out and os.path.exists(args.out):
        parser.error(f"--out '{args.out}' exists; give a new path (Spark writes a folder there)")
    return args


def run(spark, argv):
    """Runs the job in `spark` with command-line arguments `argv`; the exit status."""
    args = parse_arguments(argv)
    started = time.monotonic()
    try:
        statuses = run_job(spark, args)
    except InputError as error:
        print(f"appexjs_spark.py: error: {error}", file=sys.stderr)
        return 2
    seconds = time.monotonic() - started
    count = sum(statuses.values())
    print(f"appexjs_spark.py: {count} pages in {seconds:.1f} s ({count / seconds:.1f} pages/s): "
          + ", ".join(f"{status} {statuses[status]}" for status in sorted(statuses)) + f"; results in {args.out}")
    return compare(spark, args) if args.expect else 0


def main(argv=None):
    from pyspark.sql import SparkSession

    spark = SparkSession.builder.appName("appexjs").getOrCreate()
    try:
        return run(spark, sys.argv[1:] if argv is None else argv)
    finally:
        spark.stop()


if __name__ == "__main__":
    sys.exit(main())
