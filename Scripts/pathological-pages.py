#!/usr/bin/env python3
"""How appexjs's time grows with pages no one writes by hand: each case is generated at
1x, 2x, 5x and 10x its size (10x is the size issue 32 names), run through `appexjs run`
with Scripts/pathological-pages-probe.js (serialize, text, innerText, walk, select,
clone), and its time compared with 1x. A quadratic path shows as a 10x/1x ratio near 100
where a linear one stays near 10, and as a growth exponent near 2 where a linear one is near
1 (the exponent is the slope of log time against log size, fitted by least squares over
the scales, so one noisy point moves it little).

    Scripts/pathological-pages.py [--appexjs .build/release/appexjs] [--repeat 5]
                                  [--cases nesting,attributes,...] [--keep DIR]

Times are net of a yardstick run side by side: the same command on a page of one
paragraph, run just before each measured run, whose median is subtracted. Each time is
the median of --repeat runs; peak memory is the largest resident set of the 10x runs.
Prints one row per case and exits with status 1 when a case's growth exponent is above 1.5
(linear is 1, quadratic 2).
"""
import argparse
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

HEAD = "<!DOCTYPE html><meta charset=utf-8><title>t</title><body>"


def nesting(n):
    return HEAD + "<div>" * n + "deep" + "</div>" * n


def unclosed_nesting(n):
    return HEAD + "<div>" * n + "deep"


def text(n):
    return HEAD + "<p>" + "word " * (n // 5) + "</p>"


def attributes(n):
    return HEAD + "<p " + " ".join(f"a{i}={i}" for i in range(n)) + ">x</p>"


def elements(n):
    return HEAD + "<span>x</span>" * n


def table_rows(n):
    return HEAD + "<table>" + "<tr><td>x</td></tr>" * n + "</table>"


def misnested_formatting(n):
    return HEAD + "<b><i><p>x</b></i></p>" * n


def character_references(n):
    return HEAD + "<p>" + "&amp;&lt;&#x41;&nbsp;" * (n // 20) + "</p>"


def unterminated_comment(n):
    return HEAD + "x<!--" + "a" * n


def unterminated_tag(n):
    return HEAD + 'x<p class="' + "a" * n


def nul_bytes(n):
    return HEAD + "<p>" + "a\0" * (n // 2) + "</p>"


def invalid_utf8(n):
    noise = random.Random(32)
    return HEAD.encode() + b"<p>" + bytes(noise.randrange(0x80, 0x100) for _ in range(n)) + b"</p>"


def lone_surrogates(n):
    page = "<!DOCTYPE html><title>t</title><body><p title='\ud800'>" + "a\udc00" * (n // 2) + "</p>"
    return b"\xff\xfe" + page.encode("utf-16-le", "surrogatepass")


def styled(sheet, body):
    """A page whose one <style> holds sheet, then body: what the CSS cases are."""
    return HEAD.replace("<body>", "<style>" + sheet + "</style><body>") + body


# A few elements for a style query to land on: classes, ids and attributes the sheets name.
STYLED_BODY = "".join(f'<div class="c{i}" id="i{i}" data-k="{i}"><p>para {i} <b>bold</b></p></div>' for i in range(50))


def css_megabytes(n):
    """n bytes of ordinary rules with long declaration blocks."""
    rule = ".c{0} > p, #i{0} b {{ color: rgb(1, 2, 3); margin: 1px 2px 3px 4px; font: bold 12px/1.5 serif; " \
           "background: url(x{0}.png) no-repeat; text-transform: uppercase; display: block; }}\n"
    rules, size, i = [], 0, 0
    while size < n:
        rules.append(rule.format(i % 60))
        size += len(rules[-1])
        i += 1
    return styled("".join(rules), STYLED_BODY)


def css_rules(n):
    """n short rules of every selector kind: types, classes, ids, attributes, combinators."""
    kinds = ["p.c{0} {{ color: red }}", "#i{0} {{ display: none }}", "[data-k='{0}'] b {{ color: blue }}",
             "div:nth-child({0}) > p {{ margin: 0 }}", "x{0} {{ display: inline }}"]
    return styled("\n".join(kinds[i % len(kinds)].format(i) for i in range(n)), STYLED_BODY)


def css_malformed(n):
    """n bytes of CSS that is wrong everywhere: bad tokens, unmatched brackets, broken at-rules,
    unclosed strings and comments that a newline or a '}' ends."""
    noise = random.Random(31)
    pieces = ["p{color:red;;}", "}}", "@media (", "a{b:c}", "{", "[", "(", "@supports not (x:y) {",
              "'unclosed\n", "url(a b)", "#{", "!important", "@import", ";", "\\", "/*x*/", "<!--", "-->",
              "@font-face{", "p::x(", ":has(", ":is(,)", "*{display:none}"]
    out, size = [], 0
    while size < n:
        out.append(noise.choice(pieces))
        size += len(out[-1])
    return styled("".join(out), STYLED_BODY)


def css_unclosed_blocks(n):
    return styled("p{" + "{[(" * (n // 3), STYLED_BODY)


def css_nested_media(n):
    return styled("@media screen and (min-width: 1px) {" * n + "p { color: red }" + "}" * n, STYLED_BODY)


def css_nested_supports(n):
    return styled("@supports (display: block) {" * n + "p { color: red }" + "}" * n, STYLED_BODY)


def css_supports_parentheses(n):
    """One @supports condition n parentheses deep (WebKit reads 20,000)."""
    return styled("@supports " + "(" * n + "display: block" + ")" * n + " { p { color: red } }", STYLED_BODY)


def css_media_parentheses(n):
    """One @media condition n parentheses deep, each level a `not` (WebKit reads 5,000)."""
    return styled("@media " + "not (" * n + "min-width: 1px" + ")" * n + " { p { color: red } }", STYLED_BODY)


def css_compounds(n):
    """One rule whose selector has n compounds (li ~ li ~ … ~ li), against 1,000 <li>s in a
    list, each of which matches as far back as it has earlier siblings."""
    return styled(" ~ ".join(["li"] * n) + " { color: red }", "<ul>" + "<li>x</li>" * 1000 + "</ul>" + STYLED_BODY)


def css_descendants(n):
    """100 rules, each a chain of n descendant combinators that fails only at its far left, against
    a page 400 deep (the parser keeps 512): naive backtracking would try every way of placing
    the chain among the ancestors."""
    rules = "".join(f".absent{r} " + "div " * n + "p { color: red }\n" for r in range(100))
    page = "<div>" * 400 + "<p>x</p>" * 20 + "</div>" * 400
    return styled(rules, page + STYLED_BODY)


def css_has_descendant(n):
    """div:has(.absent) on n divs, nested 400 deep in n/400 towers (the parser keeps 512 levels):
    each div's :has() looks through all below it."""
    tower = "<div>" * 400 + "<p>x</p>" + "</div>" * 400
    return styled("div:has(.absent) { color: red }", tower * (n // 400) + STYLED_BODY)


def css_has_sibling(n):
    """li:has(~ .absent) on n sibling <li>s: each one's :has() looks through all after it."""
    return styled("li:has(~ .absent) { color: red }", "<ul>" + "<li>x</li>" * n + "</ul>" + STYLED_BODY)


def css_sibling_combinator(n):
    """.absent ~ li on n sibling <li>s: each <li> looks back through all before it."""
    return styled(".absent ~ li { color: red }", "<ul>" + "<li>x</li>" * n + "</ul>" + STYLED_BODY)


# name: (make(n), n at 10x, what 10x is)
def select_options(n):
    # `:has(option:checked)` asks each option whether it is selected; in a drop-down only the
    # last option marked selected is.
    return styled("select:has(option:checked) + p { color: red }",
                  "<select>" + "<option selected>x" * n + "</select><p>after</p>")


CASES = {
    "nesting": (nesting, 100_000, "100,000 nested <div>s"),
    "unclosed-nesting": (unclosed_nesting, 100_000, "100,000 <div>s never closed"),
    "text": (text, 10_000_000, "10 MB of text in one <p>"),
    "attributes": (attributes, 200_000, "200,000 attributes on one <p>"),
    "elements": (elements, 1_000_000, "a million <span>s"),
    "table-rows": (table_rows, 200_000, "200,000 table rows"),
    "misnested-formatting": (misnested_formatting, 50_000, "50,000 misnested <b><i><p>"),
    "character-references": (character_references, 10_000_000, "10 MB of character references"),
    "unterminated-comment": (unterminated_comment, 10_000_000, "a 10 MB comment never closed"),
    "unterminated-tag": (unterminated_tag, 10_000_000, "a 10 MB attribute value never closed"),
    "nul-bytes": (nul_bytes, 10_000_000, "10 MB of text and NULs"),
    "invalid-utf8": (invalid_utf8, 10_000_000, "10 MB of bytes that are not UTF-8"),
    "lone-surrogates": (lone_surrogates, 5_000_000, "UTF-16 with 2.5 million lone surrogates"),
    "css-5mb": (css_megabytes, 5_000_000, "a 5 MB style sheet"),
    "css-rules": (css_rules, 100_000, "100,000 rules"),
    "css-malformed": (css_malformed, 5_000_000, "5 MB of malformed CSS"),
    "css-unclosed-blocks": (css_unclosed_blocks, 9_000_000, "3 million each of { [ ( never closed"),
    "css-nested-media": (css_nested_media, 100_000, "100,000 nested @media"),
    "css-nested-supports": (css_nested_supports, 100_000, "100,000 nested @supports"),
    "css-supports-parentheses": (css_supports_parentheses, 1_000_000, "an @supports condition a million parentheses deep"),
    "css-media-parentheses": (css_media_parentheses, 1_000_000, "an @media condition a million parentheses deep"),
    "css-compounds": (css_compounds, 50_000, "a selector of 50,000 compounds"),
    "css-descendants": (css_descendants, 1_000, "100 rules of 1,000 descendant combinators"),
    "css-has-descendant": (css_has_descendant, 100_000, ":has(.absent) on 100,000 divs 400 deep"),
    "css-has-sibling": (css_has_sibling, 100_000, ":has(~ .absent) on 100,000 siblings"),
    "css-sibling-combinator": (css_sibling_combinator, 100_000, ".absent ~ li on 100,000 siblings"),
    "select-options": (select_options, 100_000, "a drop-down of 100,000 options marked selected"),
}

SCALES = [1, 2, 5, 10]


def fail(message):
    sys.stderr.write(f"pathological-pages: error: {message}\n")
    sys.exit(2)


def write_page(path, content):
    with open(path, "wb") as file:
        file.write(content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass"))


def run_once(appexjs, page, probe):
    """Wall seconds and peak resident MB of one `appexjs run` (os.wait4's rusage)."""
    started = time.monotonic()
    process = subprocess.Popen(
        [appexjs, "run", page, "--script", probe, "--timeout", "600", "--max-memory", "8192"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.monotonic() - started
    errors = process.stderr.read().decode(errors="replace").strip()
    process.stderr.close()
    if status != 0:
        fail(f"{page}: appexjs failed: {errors.splitlines()[-1] if errors else status}")
    return elapsed, usage.ru_maxrss / 1024


def measure(appexjs, page, yardstick, probe, repeat):
    """Median net seconds (page minus the yardstick run just before it) and peak MB."""
    net, peak = [], 0.0
    for _ in range(repeat):
        base, _ = run_once(appexjs, yardstick, probe)
        seconds, megabytes = run_once(appexjs, page, probe)
        net.append(max(seconds - base, 0.0))
        peak = max(peak, megabytes)
    return statistics.median(net), peak


def growth_exponent(scales, times):
    """The least-squares slope of log(time) against log(scale), over the points of 50 ms
    or more (below that the yardstick's noise dominates), at least the two largest."""
    points = [(scale, seconds) for scale, seconds in zip(scales, times) if seconds >= 0.05]
    if len(points) < 2:
        points = list(zip(scales, times))[-2:]
    xs = [math.log(scale) for scale, _ in points]
    ys = [math.log(max(seconds, 0.001)) for _, seconds in points]
    mean_x, mean_y = statistics.mean(xs), statistics.mean(ys)
    return sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys)) / sum((x - mean_x) ** 2 for x in xs)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--appexjs", default=".build/release/appexjs")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--cases", default=",".join(CASES))
    parser.add_argument("--keep", help="write the pages to this folder instead of a temporary one")
    arguments = parser.parse_args()
    if not os.access(arguments.appexjs, os.X_OK):
        fail(f"no appexjs at {arguments.appexjs} (swift build -c release)")
    probe = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pathological-pages-probe.js")
    names = arguments.cases.split(",")
    for name in names:
        if name not in CASES:
            fail(f"unknown case '{name}' (cases: {', '.join(CASES)})")
    folder = arguments.keep or tempfile.mkdtemp(prefix="appexjs-pathological-")
    os.makedirs(folder, exist_ok=True)
    yardstick = os.path.join(folder, "yardstick.html")
    write_page(yardstick, HEAD + "<p>x</p>")

    print(f"{'case':22} {'10x is':40} " + " ".join(f"{str(s) + 'x s':>8}" for s in SCALES) + f" {'10x/1x':>7} {'exponent':>8} {'peak MB':>8}  verdict")
    superlinear = []
    for name in names:
        make, largest, what = CASES[name]
        times, peak = [], 0.0
        for scale in SCALES:
            page = os.path.join(folder, f"{name}-{scale}x.html")
            write_page(page, make(largest * scale // 10))
            seconds, megabytes = measure(arguments.appexjs, page, yardstick, probe, arguments.repeat)
            times.append(seconds)
            if scale == 10:
                peak = megabytes
            if not arguments.keep:
                os.remove(page)
        ratio = times[-1] / max(times[0], 0.001)
        exponent = growth_exponent(SCALES, times)
        verdict = "near-linear" if exponent <= 1.5 else "SUPERLINEAR"
        if exponent > 1.5:
            superlinear.append(name)
        print(f"{name:22} {what:40} " + " ".join(f"{t:8.3f}" for t in times) + f" {ratio:7.1f} {exponent:8.2f} {peak:8.0f}  {verdict}", flush=True)
    if not arguments.keep:
        os.remove(yardstick)
        os.rmdir(folder)
    if superlinear:
        sys.stderr.write(f"pathological-pages: grows faster than linear: {', '.join(superlinear)}\n")
        sys.exit(1)


if __name__ == "__main__":
    main()
