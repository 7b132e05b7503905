#!/usr/bin/env python3
"""Writes Sources/CSS/Properties/CSSProperty+Data.swift from WebKit itself.

Runs the WebKit oracle on a page holding one `display: none` element (so no value is a
layout result), lists the properties its `getComputedStyle()` enumerates, in order, with
their computed values there (the initial values, `display` aside), and writes them as the
table appexjs's style engine starts from. Which properties inherit is not observable this
way; INHERITED below lists them from the CSS specifications.

Usage: Scripts/generate-css-properties.py [--oracle PATH]
"""

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
OUTPUT = REPOSITORY / "Sources/CSS/Properties/CSSProperty+Data.swift"

PAGE = '<!DOCTYPE html><html><head></head><body><div id="probe" style="display:none">x</div></body></html>'
SCRIPT = """var ExtensionPreprocessingJS = { run: function (args) {
  var cs = getComputedStyle(document.getElementById('probe')), names = [], values = {};
  for (var i = 0; i < cs.length; i++) { names.push(cs[i]); values[cs[i]] = cs.getPropertyValue(cs[i]); }
  args.completionFunction({ names: names, values: values });
} };"""

# Properties whose value children inherit (each specification's "Inherited: yes").
INHERITED = set("""
border-collapse caption-side caret-color clip-rule color color-interpolation color-interpolation-filters
color-scheme cursor direction dominant-baseline empty-cells fill fill-opacity fill-rule font-family
font-feature-settings font-kerning font-optical-sizing font-palette font-size font-size-adjust font-style
font-synthesis-small-caps font-synthesis-style font-synthesis-weight font-variant-alternates font-variant-caps
font-variant-east-asian font-variant-emoji font-variant-ligatures font-variant-numeric font-variant-position
font-variation-settings font-weight font-width glyph-orientation-horizontal glyph-orientation-vertical
hanging-punctuation hyphenate-character hyphens image-orientation image-rendering letter-spacing line-break
line-height list-style-image list-style-position list-style-type marker-end marker-mid marker-start math-style
orphans overflow-wrap paint-order pointer-events print-color-adjust quotes ruby-align ruby-overhang ruby-position
shape-rendering speak-as stroke stroke-color stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin
stroke-miterlimit stroke-opacity stroke-width tab-size text-align text-align-last text-anchor text-autospace
text-combine-upright text-decoration-skip-ink text-emphasis-color text-emphasis-position text-emphasis-style
text-indent text-orientation text-rendering text-shadow text-transform text-underline-offset
text-underline-position text-wrap-mode text-wrap-style visibility white-space-collapse widows word-break
word-spacing writing-mode -webkit-border-horizontal-spacing -webkit-border-vertical-spacing -webkit-box-direction
-webkit-cursor-visibility -webkit-font-smoothing -webkit-hyphenate-limit-after -webkit-hyphenate-limit-before
-webkit-hyphenate-limit-lines -webkit-line-box-contain -webkit-line-grid -webkit-line-snap -webkit-locale
-webkit-nbsp-mode -webkit-rtl-ordering -webkit-tap-highlight-color -webkit-text-fill-color -webkit-text-security
-webkit-text-stroke-color -webkit-text-stroke-width -webkit-text-zoom -webkit-user-modify -webkit-user-select
-webkit-line-align -webkit-text-combine -webkit-touch-callout
""".split())


# Shorthands (https://drafts.csswg.org/css-cascade-5/#shorthand-property) that
# getComputedStyle() does not list, as WebKit accepts them.
SHORTHANDS = """
all animation background background-position border border-block border-block-color border-block-end
border-block-start border-block-style border-block-width border-bottom border-color border-image border-inline
border-inline-color border-inline-end border-inline-start border-inline-style border-inline-width border-left
border-radius border-right border-spacing border-style border-top border-width column-rule columns
contain-intrinsic-size container flex flex-flow font font-synthesis font-variant gap grid grid-area grid-column
grid-row grid-template inset inset-block inset-inline list-style margin margin-block margin-inline mask
mask-border offset outline overflow overscroll-behavior padding padding-block padding-inline place-content
place-items place-self scroll-margin scroll-margin-block scroll-margin-inline scroll-padding scroll-padding-block
scroll-padding-inline scroll-timeline text-decoration text-emphasis text-wrap transition view-timeline white-space
-webkit-text-stroke -webkit-mask -webkit-mask-position -webkit-border-before -webkit-border-after
""".split()


def camel_case(name):
    """`-webkit-box-align` -> `webkitBoxAlign`, `r` -> `r`."""
    parts = [part for part in name.split("-") if part]
    return parts[0] + "".join(part[:1].upper() + part[1:] for part in parts[1:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--oracle", default=str(REPOSITORY.parent / "shared/tools/webkit-oracle/oracle.py"))
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        page, script = Path(folder, "page.html"), Path(folder, "probe.js")
        page.write_text(PAGE)
        script.write_text(SCRIPT)
        output = subprocess.run([options.oracle, "--page", str(page), "--script", str(script)],
                                capture_output=True, check=True)
    results = json.loads(output.stdout)["results"]
    names = results["names"]
    cases, initials, inherited = [], [], []
    for name in names:
        value = "inline" if name == "display" else results["values"][name]
        assert '"' not in value and "\\" not in value, name
        cases.append(f"    /// `{name}`\n    case {camel_case(name)}")
        initials.append(f'        "{value}",')
        inherited.append("true" if name in INHERITED else "false")
    for name in SHORTHANDS:
        cases.append(f"    /// `{name}` (a shorthand)\n    case {camel_case(name)}")
    all_names = names + SHORTHANDS
    name_lines = "\n".join(f'        "{name}",' for name in all_names)
    OUTPUT.write_text(f'''// Generated by Scripts/generate-css-properties.py from WebKit's getComputedStyle(): do not edit.

/// The properties the style engine knows: first the longhands `getComputedStyle()` lists, in
/// WebKit's order, then the shorthands it accepts.
public enum CSSProperty: UInt16, CaseIterable, Sendable {{
{chr(10).join(cases)}
}}

extension CSSProperty {{
    /// How many properties `getComputedStyle()` lists: the cases before the shorthands.
    static let computedCount = {len(names)}

    /// Each property's name, by raw value.
    static let nameTable: [String] = [
{name_lines}
    ]

    /// The initial value of each listed longhand as WebKit serializes its computed value.
    static let initialValueTable: [String] = [
{chr(10).join(initials)}
    ]

    /// Whether each listed longhand inherits.
    static let inheritedTable: [Bool] = [{", ".join(inherited)}]
}}
''')
    print(f"{OUTPUT.relative_to(REPOSITORY)}: {len(all_names)} properties", file=sys.stderr)


if __name__ == "__main__":
    main()
