#!/usr/bin/env python3
"""The WebKit differential suite: appexjs against real WebKit, key by key.

Runs every top-level ``JSFixtures/*.js`` script on every ``Pages/*.html`` page, and
``metadata-ext.js`` and ``Scripts/innertext-ext.js`` (``document.body.innerText``) on every page
of the Readability corpus, twice: once with appexjs (``appexjs run PAGE --script S --url URL``)
and once with the WebKit oracle (``oracle.py``, WebKitGTK under Xvfb), both with one window size. The two result dictionaries are compared
recursively; every disagreement is either a documented, intended difference (listed
with its reason in ``Conformance/known-differences.json``) or a BUG. The report is
written to ``CONFORMANCE.md``.

Usage::

    Scripts/webkit-differential.py [--appexjs PATH] [--oracle PATH] [--corpus DIR]
                                   [--jobs N] [--oracle-jobs N] [--output FILE] [--known FILE]

appexjs runs `--jobs` processes at once (default 2). The oracle runs its jobs in batches
(one WebView per batch; one batch per suite and page charset) with `--oracle-jobs` batches
at once (default 1). Jobs whose WebKit web process died are run again (up to twice), one
oracle at a time.

Exit status: 0 when everything agrees or is documented; 1 when there is an undocumented
difference (a BUG) or a documented difference that no longer happens (a stale entry);
2 when something the suite needs is missing (the appexjs binary, the oracle, the corpus).

Python 3 standard library only.
"""

import argparse
import concurrent.futures
import dataclasses
import html
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
SHARED = REPOSITORY.parent / "shared"  # ../shared beside the repository
DEFAULT_ORACLE = SHARED / "tools/webkit-oracle/oracle.py"
DEFAULT_CORPUS = SHARED / "corpus/readability"
DEFAULT_METADATA_SCRIPT = SHARED / "tools/fixtures/metadata-ext.js"
DEFAULT_INNERTEXT_SCRIPT = REPOSITORY / "Scripts/innertext-ext.js"
RESULTS_KEY = "NSExtensionJavaScriptPreprocessingResultsKey"

# URLs the pages are loaded as, identical for both engines.
FIXTURE_PAGE_URL = "https://example.com/{page}.html"
CORPUS_PAGE_URL = "http://fakehost/test/page.html"  # what upstream Readability's tests use

# The window both engines lay pages out in (`--viewport`), so media queries see one width:
# appexjs's default is the iPhone's 390x844, the oracle's WebKitGTK window 1280x800.
VIEWPORT = "1280x800"

# Corpus pages are decoded as UTF-8 by both engines, as upstream's tests do.
CORPUS_CHARSET = "utf-8"

# Fixture pages are sniffed: appexjs sniffs by itself, and the oracle is told the charset this
# script finds, because the oracle's `--charset auto` hands WebKit no charset when the page has a
# <meta>, and WebKitGTK's load_bytes() then decodes as UTF-8, ignoring the <meta>.
BYTE_ORDER_MARKS = (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")
META_CHARSET = re.compile(rb"<meta\s[^>]*?charset\s*=\s*[\"']?\s*([A-Za-z0-9_:.+-]+)", re.IGNORECASE)

# How many times jobs whose WebKit process failed are run again, one oracle at a time.
ORACLE_RETRY_PASSES = 2

# Seconds each engine may wait for completionFunction.
RUN_TIMEOUT_SECONDS = 10

# The share of corpus keys that should agree, in percent.
CORPUS_TARGET_PERCENT = 99

# How many characters of a value the report shows.
VALUE_WIDTH = 90


class SetupError(Exception):
    """Something the suite needs is missing; the message is the one line the user sees."""


# ---------------------------------------------------------------------------------------------
# Jobs and outcomes


@dataclasses.dataclass(frozen=True)
class Job:
    """One script on one page, run by both engines."""

    suite: str  # "fixtures", "corpus" or "innertext"
    script: Path
    page: Path
    page_name: str  # "article" for Pages/article.html, "aclu" for corpus/aclu/source.html
    url: str
    oracle_charset: str  # the oracle's --charset: an encoding label, or "auto" (a page with a byte order mark)
    appexjs_encoding: str = None  # appexjs's --encoding, or None to let it sniff

    @property
    def identifier(self):
        """A key that names the job uniquely, used to join the oracle's batch output."""
        return f"{self.suite}/{self.script.name}/{self.page_name}"


@dataclasses.dataclass
class Outcome:
    """What one engine made of one job: the results dictionary, or an error message."""

    results: object = None
    error: str = None


@dataclasses.dataclass
class Difference:
    """One key path whose values differ, under top-level key `key`; `verdict` is the documented
    entry that explains it, or None for a bug."""

    key: str
    path: str
    appexjs: object
    webkit: object
    verdict: "KnownDifference" = None


@dataclasses.dataclass
class Comparison:
    """One job compared: both outcomes, the top-level keys compared, and the differences."""

    job: Job
    appexjs: Outcome
    webkit: Outcome
    keys: set
    differences: list

    @property
    def differing_keys(self):
        """The top-level keys under which something differs."""
        return {d.key for d in self.differences}

    @property
    def agreeing_keys(self):
        """How many top-level keys agree."""
        return len(self.keys - self.differing_keys)

    @property
    def bugs(self):
        """The differences no documented entry explains."""
        return [d for d in self.differences if d.verdict is None]


class Missing:
    """Stands for a key one engine's results do not have."""

    def __repr__(self):
        return "(missing)"


MISSING = Missing()


# ---------------------------------------------------------------------------------------------
# Documented differences


@dataclasses.dataclass
class KnownDifference:
    """An intended difference: the key `key` of `script` on `page` may differ, for `reason`.

    `script`, `page` and `key` are patterns in which `*` matches anything. A `tolerance`
    (relative, for numbers) limits how far the values may be apart; beyond it the difference
    is a bug. `may_agree` marks differences that only sometimes happen (timing), so an entry
    that matched nothing in a run is not reported as stale.
    """

    script: str
    page: str
    key: str
    reason: str
    kind: str = ""
    tolerance: float = None
    may_agree: bool = False
    origin: int = 0  # the entry's position in the file (a page list becomes several entries)
    matched: int = 0

    def explains(self, job, difference):
        """Whether this entry covers `difference`, seen in `job`."""
        if not (wildcard_match(self.script, job.script.name) and wildcard_match(self.page, job.page_name)
                and wildcard_match(self.key, difference.path)):
            return False
        return self.tolerance is None or within_tolerance(difference.appexjs, difference.webkit, self.tolerance)


def wildcard_match(pattern, text):
    """Whether `text` matches `pattern`, where `*` matches any run of characters (nothing else is special)."""
    expression = ".*".join(re.escape(part) for part in pattern.split("*"))
    return re.fullmatch(expression, text, re.DOTALL) is not None


def within_tolerance(first, second, tolerance):
    """Whether two numbers are within `tolerance` of each other, relative to the larger one."""
    if not (is_number(first) and is_number(second)):
        return False
    return abs(first - second) <= tolerance * max(abs(first), abs(second))


def load_known_differences(path):
    """Reads the documented differences file (`{"differences": [{script, page, key, reason, …}]}`).
    An entry whose `page` is a list stands for one entry per page, so each page is checked for
    staleness on its own."""
    if not path.is_file():
        raise SetupError(f"documented differences file not found: {path}")
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))["differences"]
        return [KnownDifference(script=e["script"], page=page, key=e["key"], reason=e["reason"],
                                kind=e.get("kind", ""), tolerance=e.get("tolerance"),
                                may_agree=bool(e.get("mayAgree", False)), origin=origin)
                for origin, e in enumerate(entries)
                for page in (e["page"] if isinstance(e["page"], list) else [e["page"]])]
    except (ValueError, KeyError, TypeError) as error:
        raise SetupError(f"{path}: not a valid documented differences file ({error!r})")


def classify(comparison, known):
    """Gives each difference of `comparison` the first documented entry that explains it."""
    for difference in comparison.differences:
        for entry in known:
            if entry.explains(comparison.job, difference):
                difference.verdict = entry
                entry.matched += 1
                break


def stale_entries(known):
    """Documented differences that did not happen this run (and are not marked `mayAgree`)."""
    return [entry for entry in known if entry.matched == 0 and not entry.may_agree]


# ---------------------------------------------------------------------------------------------
# Finding the inputs


def parse_arguments(argv):
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--appexjs", type=Path, default=REPOSITORY / ".build/release/appexjs",
                        help="the appexjs binary (default: .build/release/appexjs)")
    parser.add_argument("--oracle", type=Path, default=Path(os.environ.get("WEBKIT_ORACLE", DEFAULT_ORACLE)),
                        help=f"the WebKit oracle (default: $WEBKIT_ORACLE or {DEFAULT_ORACLE})")
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS,
                        help="directory of corpus pages, one <name>/source.html each")
    parser.add_argument("--metadata-script", type=Path, default=DEFAULT_METADATA_SCRIPT,
                        help="the script run on the corpus (default: metadata-ext.js)")
    parser.add_argument("--innertext-script", type=Path, default=DEFAULT_INNERTEXT_SCRIPT,
                        help="the script whose `innerText` is compared on the corpus (default: Scripts/innertext-ext.js)")
    parser.add_argument("--jobs", type=int, default=2, help="appexjs processes run at once (default 2)")
    parser.add_argument("--oracle-jobs", type=int, default=1,
                        help="oracle processes run at once (default 1: on a 2-core machine two are no faster, "
                             "and WebKit then now and then fails to start its sandboxed processes; such jobs "
                             "are run again, one oracle at a time)")
    parser.add_argument("--known", type=Path, default=REPOSITORY / "Conformance/known-differences.json",
                        help="the documented differences")
    parser.add_argument("--output", type=Path, default=REPOSITORY / "CONFORMANCE.md", help="the report")
    return parser.parse_args(argv)


def check_inputs(arguments):
    """Fails with one clear message when the binary, the oracle, the corpus or a script is missing."""
    if not os.access(arguments.appexjs, os.X_OK):
        raise SetupError(f"appexjs binary not found: {arguments.appexjs} (build it with "
                         "`swift build -c release`, or pass --appexjs PATH)")
    if not os.access(arguments.oracle, os.X_OK):
        raise SetupError(f"WebKit oracle not found: {arguments.oracle} (install shared/tools/webkit-oracle, "
                         "or pass --oracle PATH)")
    if not arguments.corpus.is_dir() or not any(arguments.corpus.glob("*/source.html")):
        raise SetupError(f"corpus not found: {arguments.corpus} has no */source.html (pass --corpus DIR)")
    for option, script in (("--metadata-script", arguments.metadata_script),
                           ("--innertext-script", arguments.innertext_script)):
        if not script.is_file():
            raise SetupError(f"corpus script not found: {script} (pass {option} PATH)")
    if arguments.jobs < 1 or arguments.oracle_jobs < 1:
        raise SetupError("--jobs and --oracle-jobs must be at least 1")


def fixture_jobs():
    """Every top-level JSFixtures/*.js script on every Pages/*.html page (JSFixtures/errors/ excluded)."""
    scripts = sorted((REPOSITORY / "JSFixtures").glob("*.js"))
    pages = sorted((REPOSITORY / "Pages").glob("*.html"))
    charsets = {page: sniffed_charset(page) for page in pages}
    return [Job("fixtures", script, page, page.stem, FIXTURE_PAGE_URL.format(page=page.stem), charsets[page])
            for script in scripts for page in pages]


def sniffed_charset(page):
    """The charset a browser decodes a saved page with, as the oracle's --charset: "auto" when
    there is a byte order mark (both engines honour it), else the `<meta>` charset in the first
    1024 bytes, else UTF-8 when the bytes are valid UTF-8, else windows-1252."""
    data = page.read_bytes()
    if data.startswith(BYTE_ORDER_MARKS):
        return "auto"
    declared = META_CHARSET.search(data[:1024])
    if declared:
        return declared.group(1).decode("ascii").lower()
    try:
        data.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError:
        return "windows-1252"


def corpus_jobs(corpus, script, suite="corpus"):
    """`script` on every corpus page `<name>/source.html`, decoded as UTF-8 by both engines."""
    pages = sorted(corpus.glob("*/source.html"))
    return [Job(suite, script, page, page.parent.name, CORPUS_PAGE_URL, CORPUS_CHARSET, CORPUS_CHARSET)
            for page in pages]


# ---------------------------------------------------------------------------------------------
# Running appexjs


def run_appexjs(binary, job):
    """Runs `appexjs run` for one job and returns its results dictionary or its error line."""
    command = [str(binary), "run", str(job.page), "--script", str(job.script), "--url", job.url,
               "--timeout", str(RUN_TIMEOUT_SECONDS), "--viewport", VIEWPORT]
    if job.appexjs_encoding:
        command += ["--encoding", job.appexjs_encoding]
    try:
        process = subprocess.run(command, capture_output=True, timeout=RUN_TIMEOUT_SECONDS * 3)
    except subprocess.TimeoutExpired:
        return Outcome(error="appexjs did not finish")
    if process.returncode != 0:
        message = process.stderr.decode("utf-8", "replace").strip().splitlines()
        return Outcome(error=message[-1] if message else f"appexjs exited with status {process.returncode}")
    try:
        output = json.loads(process.stdout)
        return Outcome(results=output["item"]["attachments"][0]["com.apple.property-list"][RESULTS_KEY])
    except (ValueError, KeyError, IndexError, TypeError) as error:
        return Outcome(error=f"appexjs output has no results dictionary ({error!r})")


def run_all_appexjs(binary, jobs, workers):
    """Runs every job through appexjs, `workers` at a time; returns {identifier: Outcome}."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        outcomes = pool.map(lambda job: run_appexjs(binary, job), jobs)
        return {job.identifier: outcome for job, outcome in zip(jobs, outcomes)}


# ---------------------------------------------------------------------------------------------
# Running the WebKit oracle


def oracle_batches(jobs, workers):
    """Splits jobs into oracle batches: one suite (so one site: WebKit swaps web processes
    between sites) and one charset (a batch-wide flag) per batch, each such group spread over
    `workers` batches so they can run side by side."""
    batches = []
    for suite, charset in sorted({(job.suite, job.oracle_charset) for job in jobs}):
        group = [job for job in jobs if job.suite == suite and job.oracle_charset == charset]
        count = min(workers, len(group))
        batches += [group[index::count] for index in range(count)]
    return batches


def run_oracle_batch(oracle, batch, directory):
    """Runs one oracle `--batch` over `batch` (all of one charset); returns {identifier: Outcome}
    and the WebKit version the oracle reported (None when it reported no job at all)."""
    jobs_file = Path(tempfile.mkstemp(suffix=".jsonl", dir=directory)[1])
    engine_log = jobs_file.with_suffix(".log")
    jobs_file.write_text("".join(json.dumps({"id": job.identifier, "page": str(job.page), "script": str(job.script),
                                             "url": job.url}) + "\n" for job in batch), encoding="utf-8")
    command = [str(oracle), "--batch", str(jobs_file), "--charset", batch[0].oracle_charset,
               "--timeout", str(RUN_TIMEOUT_SECONDS), "--viewport", VIEWPORT, "--engine-log", str(engine_log)]
    try:
        process = subprocess.run(command, capture_output=True, timeout=60 + 4 * RUN_TIMEOUT_SECONDS * len(batch))
        stdout, stderr, status = process.stdout, process.stderr, process.returncode
    except subprocess.TimeoutExpired as expired:
        stdout, stderr, status = expired.stdout or b"", expired.stderr or b"", "timeout"
    records = [record for record in map(json_or_none, stdout.decode("utf-8", "replace").splitlines()) if record]
    message = f"exit status {status}: {last_line(stderr) or last_line(read_bytes(engine_log)) or 'no output'}"
    outcomes, version = {}, None
    for record in records:
        version = version or (record.get("environment") or {}).get("webkit")
        outcomes[record.get("id")] = oracle_outcome(record)
    for job in batch:
        outcomes.setdefault(job.identifier, Outcome(error=f"the oracle stopped before this job ({message})"))
    return outcomes, version


def last_line(data):
    """The last non-blank line of a process's output, or "" when there is none."""
    lines = [line for line in data.decode("utf-8", "replace").splitlines() if line.strip()]
    return lines[-1].strip() if lines else ""


def read_bytes(path):
    """The contents of a file, or nothing when it cannot be read."""
    try:
        return path.read_bytes()
    except OSError:
        return b""


def json_or_none(line):
    """One JSON object from the oracle's output, or None for a line that is not one."""
    try:
        value = json.loads(line)
        return value if isinstance(value, dict) else None
    except ValueError:
        return None


def oracle_outcome(record):
    """The results dictionary (what JSON keeps of completionFunction's argument) or the error of one oracle job."""
    if record.get("error") is not None:
        return Outcome(error=f"{record.get('errorStage')}: {record['error']}")
    if record.get("results") is None and record.get("resultsJSONError"):
        return Outcome(error=f"results are not JSON: {record['resultsJSONError']}")
    return Outcome(results=record.get("results"))


def run_all_oracle(oracle, jobs, workers):
    """Runs every job in WebKit, `workers` oracle processes at a time, then once more, one
    process at a time, the jobs whose web process died; returns ({identifier: Outcome},
    WebKit version, how many jobs ran again)."""
    outcomes, versions = {}, set()
    with tempfile.TemporaryDirectory(prefix="webkit-differential-") as directory:
        run_oracle_batches(oracle, oracle_batches(jobs, workers), workers, directory, outcomes, versions)
        check_oracle_worked(versions, outcomes)
        reruns = 0
        for _ in range(ORACLE_RETRY_PASSES):
            retry = [job for job in jobs if webkit_failed(outcomes[job.identifier])]
            if not retry:
                break
            print(f"webkit-differential: running {len(retry)} job(s) again whose web process died", file=sys.stderr)
            run_oracle_batches(oracle, oracle_batches(retry, 1), 1, directory, outcomes, versions)
            reruns += len(retry)
    return outcomes, ", ".join(sorted(v for v in versions if v)) or "unknown", reruns


def run_oracle_batches(oracle, batches, workers, directory, outcomes, versions):
    """Runs `batches`, `workers` at a time, adding to `outcomes` and `versions`."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        for batch_outcomes, version in pool.map(lambda batch: run_oracle_batch(oracle, batch, directory), batches):
            outcomes.update(batch_outcomes)
            versions.add(version)


def check_oracle_worked(versions, outcomes):
    """Fails with the oracle's own last words when no batch reported a single job: then the
    oracle is broken (e.g. its dependencies are not installed), not the pages."""
    if not any(versions):
        errors = [outcome.error for outcome in outcomes.values() if outcome.error]
        detail = errors[0].replace("the oracle stopped before this job ", "") if errors else "no output"
        raise SetupError(f"the WebKit oracle failed {detail}")


def webkit_failed(outcome):
    """Whether an oracle job failed because WebKit, not the script, failed: its web process died
    ("web process unresponsive … it was terminated" after a second or two, "terminated during
    load: crashed"), the harness could not be installed, or the oracle itself stopped before the
    job ("readPIDFromPeer: Unexpected short read from PID socket": a sandboxed auxiliary process
    did not start). This happens now and then on a busy machine, more often with several oracles
    at once; the job passes when run again."""
    error = outcome.error or ""
    return error.startswith(("load:", "harness:")) or "web process" in error or "the oracle stopped" in error


# ---------------------------------------------------------------------------------------------
# Comparing


def is_number(value):
    """Whether `value` is an int or a float (booleans are not numbers here)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def same_scalar(first, second):
    """Equality of two JSON leaves that keeps booleans, numbers and strings apart (in Python `True == 1`)."""
    if is_number(first) and is_number(second):
        return first == second
    return type(first) is type(second) and first == second


def child_path(path, key):
    """The key path of `key` below `path`: `og.title`, `images[0]`, `og["a.b"]`."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    name = key if re.fullmatch(r"[^.\[\]\"]+", key) else json.dumps(key, ensure_ascii=False)
    if name != key:
        return f"{path}[{name}]"
    return f"{path}.{name}" if path else name


def differences(appexjs, webkit):
    """Every key path at which two results dictionaries differ, walked iteratively (pages nest
    deeply). Each difference names the top-level key it is under."""
    found = []
    pending = [(key, child_path("", key), appexjs.get(key, MISSING), webkit.get(key, MISSING))
               for key in sorted(set(appexjs) | set(webkit), reverse=True)]
    while pending:
        key, path, first, second = pending.pop()
        if isinstance(first, dict) and isinstance(second, dict):
            for name in sorted(set(first) | set(second), reverse=True):
                pending.append((key, child_path(path, name), first.get(name, MISSING), second.get(name, MISSING)))
        elif isinstance(first, list) and isinstance(second, list) and len(first) == len(second):
            for index in reversed(range(len(first))):
                pending.append((key, child_path(path, index), first[index], second[index]))
        elif isinstance(first, (dict, list)) or isinstance(second, (dict, list)) or not same_scalar(first, second):
            found.append(Difference(key, path, first, second))
    return found


def compare(job, appexjs, webkit):
    """Compares the two engines' outcomes for one job, key by key. A run that failed in one
    engine only is one difference, "(run)"; a run that failed in both agrees (the messages are
    each engine's own wording); results that are not dictionaries are one key, "(result)"."""
    if appexjs.error or webkit.error:
        found = [] if appexjs.error and webkit.error else \
            [Difference("(run)", "(run)", appexjs.error or "(ran)", webkit.error or "(ran)")]
        return Comparison(job, appexjs, webkit, {"(run)"}, found)
    if not (isinstance(appexjs.results, dict) and isinstance(webkit.results, dict)):
        found = differences({"(result)": appexjs.results}, {"(result)": webkit.results})
        return Comparison(job, appexjs, webkit, {"(result)"}, found)
    keys = set(appexjs.results) | set(webkit.results)
    return Comparison(job, appexjs, webkit, keys, differences(appexjs.results, webkit.results))


# ---------------------------------------------------------------------------------------------
# Writing the report


def shown(value, other=None):
    """A value as the report shows it: JSON, cut to VALUE_WIDTH characters around the first
    place where it differs from `other` (so long HTML strings show what differs)."""
    if value is MISSING:
        return "(missing)"
    text = json.dumps(value, ensure_ascii=False)
    if len(text) <= VALUE_WIDTH:
        return text
    start = 0
    if isinstance(other, str) and isinstance(value, str):
        common = len(os.path.commonprefix([value, other]))
        start = max(0, common - VALUE_WIDTH // 3)
    piece = json.dumps(value[start:] if isinstance(value, str) else value, ensure_ascii=False)
    if start:
        piece = "\"…" + piece[1:]
    return piece[:VALUE_WIDTH] + f"… ({len(text)} chars)"


def code(text):
    """`text` as inline code that is safe inside a Markdown table cell."""
    return "<code>" + html.escape(text).replace("|", "&#124;").replace("\n", " ") + "</code>"


def cell(text):
    """Plain text made safe inside a Markdown table cell (`<style>` in a reason stays text)."""
    return html.escape(text, quote=False).replace("|", "\\|").replace("\n", " ")


def verdict_text(difference):
    """"documented #N (kind)", pointing into the documented differences table, or "**BUG**"."""
    if difference.verdict is None:
        return "**BUG**"
    entry = difference.verdict
    return cell(f"documented #{entry.origin + 1}" + (f" ({entry.kind})" if entry.kind else ""))


def difference_rows(comparisons, with_script):
    """Markdown table rows for every difference in `comparisons`."""
    rows = []
    for comparison in comparisons:
        for d in comparison.differences:
            prefix = f"| {comparison.job.script.name} " if with_script else ""
            rows.append(f"{prefix}| {comparison.job.page_name} | {code(d.path)} | {code(shown(d.appexjs, d.webkit))} "
                        f"| {code(shown(d.webkit, d.appexjs))} | {verdict_text(d)} |")
    return rows


def agreement_cell(comparison):
    """One cell of the fixtures table: "✓ 12/12 keys", "11/12 keys (1 documented)" or "**BUG** …"."""
    text = f"{comparison.agreeing_keys}/{len(comparison.keys)} keys"
    if not comparison.differences:
        return "✓ " + text
    documented = len(comparison.differences) - len(comparison.bugs)
    notes = []
    if documented:
        notes.append(f"{documented} documented")
    if comparison.bugs:
        notes.append(f"{len(comparison.bugs)} BUG")
    return ("**BUG** " if comparison.bugs else "") + f"{text} ({', '.join(notes)})"


def fixtures_section(comparisons):
    """The script × page table and the list of the fixtures' differences."""
    pages = sorted({c.job.page_name for c in comparisons})
    scripts = sorted({c.job.script.name for c in comparisons})
    by_cell = {(c.job.script.name, c.job.page_name): c for c in comparisons}
    lines = ["## Fixtures × pages", "",
             "Each top-level `JSFixtures/*.js` script on each `Pages/*.html` page, loaded as "
             "`https://example.com/<page>.html`. A cell counts the top-level result keys whose values "
             "(compared recursively) are equal in both engines.", "",
             "| script \\ page | " + " | ".join(pages) + " |", "|---|" + "---|" * len(pages)]
    for script in scripts:
        lines.append(f"| {script} | " + " | ".join(agreement_cell(by_cell[(script, page)]) for page in pages) + " |")
    keys = sum(len(c.keys) for c in comparisons)
    agreeing = sum(c.agreeing_keys for c in comparisons)
    complete = sum(1 for c in comparisons if not c.differences)
    lines += ["", f"{complete}/{len(comparisons)} script × page pairs agree on every key; "
              f"{agreeing}/{keys} top-level keys agree ({percent(agreeing, keys)}).", ""]
    rows = difference_rows(comparisons, with_script=True)
    if rows:
        lines += ["### Differences", "", "| script | page | key | appexjs | WebKit | verdict |", "|---|---|---|---|---|---|"]
        lines += rows + [""]
    return lines


def percent(part, whole):
    """`part` of `whole` as a percentage with one decimal."""
    return f"{100 * part / whole:.1f} %" if whole else "n/a"


def corpus_key_table(comparisons):
    """Per top-level key: on how many pages both engines agree."""
    keys = sorted({key for c in comparisons for key in c.keys})
    lines = ["| key | pages agree | % | differ, documented | differ, BUG |", "|---|---|---|---|---|"]
    total, agreeing_total, documented_total = 0, 0, 0
    for key in keys:
        pages = [c for c in comparisons if key in c.keys]
        agreeing = [c for c in pages if key not in c.differing_keys]
        documented = [c for c in pages if key in c.differing_keys
                      and all(d.verdict for d in c.differences if d.key == key)]
        total += len(pages)
        agreeing_total += len(agreeing)
        documented_total += len(documented)
        lines.append(f"| {cell(key)} | {len(agreeing)}/{len(pages)} | {percent(len(agreeing), len(pages))} "
                     f"| {len(documented)} | {len(pages) - len(agreeing) - len(documented)} |")
    lines.append(f"| **all keys** | **{agreeing_total}/{total}** | **{percent(agreeing_total, total)}** "
                 f"| {documented_total} | {total - agreeing_total - documented_total} |")
    return lines, agreeing_total, total


def word_count_lines(comparisons):
    """How close metadata-ext's layout-dependent `wordCount` is: exact, within 1 %, within 5 %."""
    pairs = [(c.appexjs.results.get("wordCount"), c.webkit.results.get("wordCount")) for c in comparisons
             if isinstance(c.appexjs.results, dict) and isinstance(c.webkit.results, dict)]
    pairs = [(a, w) for a, w in pairs if is_number(a) and is_number(w)]
    if not pairs:
        return []
    relative = sorted(abs(a - w) / max(a, w, 1) for a, w in pairs)
    exact = sum(1 for r in relative if r == 0)
    within = lambda limit: sum(1 for r in relative if r <= limit)
    median = relative[len(relative) // 2]
    return ["", f"`wordCount` counts the words of `body.innerText`, which depends on layout and the page's own "
            f"stylesheets (see the documented differences). Of {len(pairs)} pages: exact on {exact} ({percent(exact, len(pairs))}), within 1 % on "
            f"{within(0.01)} ({percent(within(0.01), len(pairs))}), within 5 % on {within(0.05)} "
            f"({percent(within(0.05), len(pairs))}); median difference {100 * median:.2f} %, largest "
            f"{100 * relative[-1]:.1f} %."]


def report_path(path):
    """A path as the report names it: relative to the repository (../shared/...), never where it ran."""
    return os.path.relpath(Path(path).absolute(), REPOSITORY)


def corpus_section(comparisons, script, corpus):
    """The corpus table (per key), the wordCount figures and the collapsible list of disagreements."""
    table, agreeing, total = corpus_key_table(comparisons)
    documented = sum(1 for c in comparisons for key in c.differing_keys
                     if all(d.verdict for d in c.differences if d.key == key))
    lines = [f"## Corpus: {script.name} on {len(comparisons)} Readability pages", "",
             f"`{report_path(script)}` on every `{report_path(corpus)}/*/source.html`, loaded as `{CORPUS_PAGE_URL}`. "
             f"{agreeing}/{total} keys agree ({percent(agreeing, total)}); with the documented differences, "
             f"{agreeing + documented}/{total} ({percent(agreeing + documented, total)}). "
             f"Target: at least {CORPUS_TARGET_PERCENT} % of keys agree: "
             f"{'met' if 100 * agreeing >= CORPUS_TARGET_PERCENT * total else 'not met'} by the engines' raw "
             f"agreement, {'met' if 100 * (agreeing + documented) >= CORPUS_TARGET_PERCENT * total else 'not met'} "
             "counting documented differences.", ""]
    lines += table + word_count_lines(comparisons)
    rows = difference_rows(comparisons, with_script=False)
    bugs = sum(len(c.bugs) for c in comparisons)
    lines += ["", f"<details><summary>{len(rows)} disagreements ({bugs} BUG)</summary>", "",
              "| page | key | appexjs | WebKit | verdict |", "|---|---|---|---|---|"]
    lines += rows + ["", "</details>", ""]
    return lines


def inner_texts(comparison):
    """The `innerText` strings of both engines for one innerText job, or None when either run failed."""
    texts = [outcome.results.get("innerText") if isinstance(outcome.results, dict) else None
             for outcome in (comparison.appexjs, comparison.webkit)]
    return texts if all(isinstance(text, str) for text in texts) else None


def first_differing_line(appexjs, webkit):
    """Where two texts first differ: "line N: appexjs `…` / WebKit `…`" (lines counted from 1; a
    line one text lacks is "(none)")."""
    first, second = appexjs.split("\n"), webkit.split("\n")
    index = next((i for i in range(max(len(first), len(second)))
                  if i >= len(first) or i >= len(second) or first[i] != second[i]))
    line = lambda lines, other: shown(lines[index], other[index] if index < len(other) else None) \
        if index < len(lines) else "(none)"
    return (f"line {index + 1} of {len(first)}/{len(second)}: appexjs {code(line(first, second))}, "
            f"WebKit {code(line(second, first))}")


def innertext_section(comparisons):
    """`document.body.innerText` on the corpus: how many pages are byte-identical, how many equal up
    to white space, and each page that differs with its first differing line and its verdict."""
    pairs = {c.job.page_name: inner_texts(c) for c in comparisons}
    identical = [name for name, texts in pairs.items() if texts and texts[0] == texts[1]]
    spaced = [name for name, texts in pairs.items() if texts and texts[0].split() == texts[1].split()]
    lines = [f"## Corpus: `document.body.innerText` on {len(comparisons)} Readability pages", "",
             f"`Scripts/innertext-ext.js` on the same pages, loaded the same way. Byte-identical on "
             f"**{len(identical)}/{len(comparisons)}**; equal up to white space (the same words, split at "
             f"Unicode white space, in the same order) on **{len(spaced)}/{len(comparisons)}**. Each page that "
             "differs, where it first differs, and why:", "",
             "| page | up to white space | first difference | verdict |", "|---|---|---|---|"]
    for comparison in comparisons:
        if not comparison.differences:
            continue
        texts = pairs[comparison.job.page_name]
        where = first_differing_line(*texts) if texts else code(shown(comparison.differences[0].appexjs))
        verdict = comparison.differences[0].verdict
        reason = cell(f"documented #{verdict.origin + 1}: {verdict.reason}") if verdict else "**BUG**"
        lines.append(f"| {comparison.job.page_name} | {'equal' if comparison.job.page_name in spaced else 'differ'} "
                     f"| {where} | {reason} |")
    return lines + [""]


def known_section(known):
    """The documented differences, how often each one was seen, and the stale ones."""
    lines = ["## Documented differences", "",
             "From `Conformance/known-differences.json`; `*` matches anything. An entry that no longer "
             "matches anything is stale and fails the run (unless marked `mayAgree`).", "",
             "| # | script | page | key | kind | tolerance | seen | reason |", "|---|---|---|---|---|---|---|---|"]
    for origin in sorted({entry.origin for entry in known}):
        group = [entry for entry in known if entry.origin == origin]
        first = group[0]
        pages = ", ".join(e.page + ("" if e.matched or e.may_agree else " (**STALE**)") for e in group)
        tolerance = f"{100 * first.tolerance:g} %" if first.tolerance is not None else ""
        lines.append(f"| {origin + 1} | {cell(first.script)} | {cell(pages)} | {code(first.key)} | {cell(first.kind)} "
                     f"| {tolerance} | {sum(e.matched for e in group)} | {cell(first.reason)} |")
    return lines + [""]


def appexjs_revision(binary):
    """The git commit the appexjs binary was built from (best effort: the repository holding it)."""
    try:
        directory = Path(binary).resolve().parent
        commit = subprocess.run(["git", "-C", str(directory), "rev-parse", "--short", "HEAD"],
                                capture_output=True, text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(directory), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=10).stdout.strip()
        return f"{commit}{' (with uncommitted changes)' if dirty else ''}" if commit else "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def summary_line(name, comparisons):
    """One line of figures for a suite: keys that agree, documented and BUG differences."""
    keys = sum(len(c.keys) for c in comparisons)
    agreeing = sum(c.agreeing_keys for c in comparisons)
    explained = sum(1 for c in comparisons for key in c.differing_keys
                    if all(d.verdict for d in c.differences if d.key == key))
    bugs = sum(len(c.bugs) for c in comparisons)
    return (f"- {name}: {agreeing}/{keys} top-level keys agree ({percent(agreeing, keys)}), "
            f"{agreeing + explained}/{keys} ({percent(agreeing + explained, keys)}) with the documented "
            f"differences; {bugs} BUG difference(s).")


def report(arguments, fixtures, corpus, innertext, known, webkit_version, reruns):
    """The whole of CONFORMANCE.md."""
    bugs = sum(len(c.bugs) for c in fixtures + corpus + innertext)
    stale = stale_entries(known)
    status = "PASS" if not bugs and not stale else f"FAIL: {bugs} undocumented difference(s), {len(stale)} stale entry(ies)"
    lines = ["# Conformance with WebKit", "",
             "Generated by `Scripts/webkit-differential.py`; do not edit by hand. It runs each script on each "
             "page in appexjs and in real WebKit (the WebKit oracle: WebKitGTK under Xvfb, page scripts and "
             "network off) and compares the result dictionaries key by key, recursively. A difference is "
             "either documented in `Conformance/known-differences.json` with its reason, or a **BUG**.", "",
             f"- appexjs: commit {appexjs_revision(arguments.appexjs)}",
             f"- WebKit: WebKitGTK {webkit_version} (`oracle.py`, its `results`: completionFunction's argument "
             "through JSON)" + (f"; {reruns} oracle job(s) ran a second time after WebKit's web process died"
                                if reruns else ""),
             f"- Status: **{status}**",
             summary_line(f"Fixtures ({len(fixtures)} script × page pairs)", fixtures),
             summary_line(f"Corpus ({arguments.metadata_script.name} on {len(corpus)} pages)", corpus),
             summary_line(f"innerText ({arguments.innertext_script.name} on {len(innertext)} pages)", innertext), "",
             "### How pages are decoded", "",
             "- Fixture pages (`Pages/*.html`): appexjs sniffs the encoding itself (no `--encoding`), which is "
             "what these pages test. The oracle is given the charset a browser would pick (byte order mark, "
             "else `<meta charset>`/`http-equiv` in the first 1024 bytes, else UTF-8 when the bytes are valid "
             "UTF-8, else windows-1252) with `--charset`, because with `--charset auto` WebKitGTK's "
             "`load_bytes()` decodes a page that has a `<meta>` as UTF-8 and ignores the `<meta>`. "
             "Pages with a byte order mark get `--charset auto`: WebKit honours the mark.",
             f"- Corpus pages are decoded as UTF-8 by both (appexjs `--encoding {CORPUS_CHARSET}`, the oracle "
             f"`--charset {CORPUS_CHARSET}`), as upstream Readability's tests do: every page is valid UTF-8, "
             "but some declare another charset (qq says gb2312), which a browser would apply.",
             f"- Both engines lay pages out in a {VIEWPORT} window (`--viewport {VIEWPORT}`; appexjs's own "
             "default is the iPhone's 390x844), so media queries in the pages' style sheets see one width.", ""]
    lines += fixtures_section(fixtures) + corpus_section(corpus, arguments.metadata_script, arguments.corpus)
    lines += innertext_section(innertext) + known_section(known)
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# Main


def compare_all(jobs, appexjs_outcomes, webkit_outcomes, known):
    """Compares every job and classifies its differences."""
    comparisons = []
    for job in jobs:
        comparison = compare(job, appexjs_outcomes[job.identifier], webkit_outcomes[job.identifier])
        classify(comparison, known)
        comparisons.append(comparison)
    return comparisons


def main(argv):
    """Runs both engines on every job, writes the report, and returns the exit status."""
    arguments = parse_arguments(argv)
    try:
        check_inputs(arguments)
        known = load_known_differences(arguments.known)
    except SetupError as error:
        print(f"webkit-differential: {error}", file=sys.stderr)
        return 2
    fixtures = fixture_jobs()
    corpus = corpus_jobs(arguments.corpus, arguments.metadata_script)
    innertext = corpus_jobs(arguments.corpus, arguments.innertext_script, suite="innertext")
    jobs = fixtures + corpus + innertext
    print(f"webkit-differential: {len(jobs)} jobs in appexjs…", file=sys.stderr)
    appexjs_outcomes = run_all_appexjs(arguments.appexjs, jobs, arguments.jobs)
    print(f"webkit-differential: {len(jobs)} jobs in WebKit ({arguments.oracle_jobs} oracle process(es))…",
          file=sys.stderr)
    try:
        webkit_outcomes, webkit_version, reruns = run_all_oracle(arguments.oracle, jobs, arguments.oracle_jobs)
    except SetupError as error:
        print(f"webkit-differential: {error}", file=sys.stderr)
        return 2
    fixture_comparisons = compare_all(fixtures, appexjs_outcomes, webkit_outcomes, known)
    corpus_comparisons = compare_all(corpus, appexjs_outcomes, webkit_outcomes, known)
    innertext_comparisons = compare_all(innertext, appexjs_outcomes, webkit_outcomes, known)
    arguments.output.write_text(report(arguments, fixture_comparisons, corpus_comparisons, innertext_comparisons,
                                       known, f"{webkit_version}", reruns), encoding="utf-8")
    bugs = sum(len(c.bugs) for c in fixture_comparisons + corpus_comparisons + innertext_comparisons)
    stale = stale_entries(known)
    print(f"webkit-differential: wrote {arguments.output}: {bugs} undocumented difference(s), "
          f"{len(stale)} stale documented difference(s)", file=sys.stderr)
    return 1 if bugs or stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
