/// The media query evaluator `matchMedia` uses, as JavaScript the media queries group
/// embeds: a function expression `(function (screen) { … })` that, given the screen
/// (`width`, `height` in CSS pixels and `ratio`, the device pixel ratio), returns
/// `evaluate(text)` → `{ media, matches }`.
///
/// The screen is the session's viewport (``BrowserEnvironment/viewport``), also used for
/// `device-width`/`device-height`, seen by a user who prefers a light colour scheme, no
/// reduced motion and no extra contrast, with a fine pointer that can hover, on an sRGB
/// screen. Media types `all` and `screen` match; `print` and the rest do not. An unknown
/// feature or an unparsable query does not match. `media` is the text lowercased with its
/// whitespace normalised (`(max-width:600px)` → `(max-width: 600px)`), close to WebKit's
/// serialization.
///
/// https://drafts.csswg.org/mediaqueries-4/#evaluating
enum MediaQueryEvaluator {
    static let source = #"""
        (function (screen) {
          "use strict";
          const discrete = { "prefers-color-scheme": "light", "prefers-reduced-motion": "no-preference",
            "prefers-contrast": "no-preference", "prefers-reduced-transparency": "no-preference",
            "prefers-reduced-data": "no-preference", hover: "hover", "any-hover": "hover", pointer: "fine",
            "any-pointer": "fine", "display-mode": "browser", scan: "progressive", update: "fast",
            "overflow-block": "scroll", "overflow-inline": "scroll", "inverted-colors": "none", "forced-colors": "none",
            "dynamic-range": "standard", "video-dynamic-range": "standard", "color-gamut": "srgb", scripting: "enabled",
            orientation: screen.height >= screen.width ? "portrait" : "landscape" };
          // https://drafts.csswg.org/mediaqueries-4/#mq-range-context: each range feature's kind and value.
          const ranged = { width: ["length", screen.width], height: ["length", screen.height],
            "device-width": ["length", screen.width], "device-height": ["length", screen.height],
            "aspect-ratio": ["ratio", screen.width / screen.height], "device-aspect-ratio": ["ratio", screen.width / screen.height],
            resolution: ["resolution", screen.ratio], "-webkit-device-pixel-ratio": ["number", screen.ratio],
            color: ["number", 8], "color-index": ["number", 0], monochrome: ["number", 0], grid: ["number", 0] };
          const lengthUnits = { px: 1, em: 16, rem: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6, pt: 96 / 72, pc: 16,
            vw: screen.width / 100, vh: screen.height / 100, vmin: Math.min(screen.width, screen.height) / 100,
            vmax: Math.max(screen.width, screen.height) / 100 };
          const resolutionUnits = { dppx: 1, x: 1, dpi: 1 / 96, dpcm: 2.54 / 96 };
          const number = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/;

          // A value of `kind`, as a number, or undefined when it is not one.
          function parseValue(kind, text) {
            const match = number.exec(text);
            if (match === null) return undefined;
            const value = Number(match[0]), rest = text.slice(match[0].length).trim();
            switch (kind) {
              case "length": return rest === "" ? (value === 0 ? 0 : undefined) : (rest in lengthUnits ? value * lengthUnits[rest] : undefined);
              case "resolution": return rest in resolutionUnits ? value * resolutionUnits[rest] : undefined;
              case "number": return rest === "" ? value : undefined;
              case "ratio": {
                if (rest === "") return value;
                const divisor = rest[0] === "/" ? rest.slice(1).trim() : "";
                return divisor !== "" && Number(divisor) > 0 ? value / Number(divisor) : undefined;
              }
            }
            return undefined;
          }

          function compare(actual, operator, value) {
            switch (operator) {
              case "<": return actual < value;
              case "<=": return actual <= value;
              case ">": return actual > value;
              case ">=": return actual >= value;
              default: return Math.abs(actual - value) < 1e-9;
            }
          }
          const flipped = { "<": ">", "<=": ">=", ">": "<", ">=": "<=", "=": "=" };

          // https://drafts.csswg.org/mediaqueries-4/#mq-features: true, false, or undefined (unknown).
          function feature(text) {
            const colon = text.indexOf(":");
            if (colon >= 0) {
              let name = text.slice(0, colon).trim(), prefix = "";
              const value = text.slice(colon + 1).trim();
              const prefixed = /^(-webkit-)?(min|max)-(.+)$/.exec(name);
              if (prefixed !== null && (prefixed[1] || "") + prefixed[3] in ranged) {
                prefix = prefixed[2];
                name = (prefixed[1] || "") + prefixed[3];
              }
              if (name in discrete && prefix === "") return discrete[name] === value;
              if (!(name in ranged)) return undefined;
              const [kind, actual] = ranged[name], parsed = parseValue(kind, value);
              if (parsed === undefined) return undefined;
              return compare(actual, prefix === "min" ? ">=" : prefix === "max" ? "<=" : "=", parsed);
            }
            const range = /^([^<>=]+?)\s*(<=|>=|<|>|=)\s*([^<>=]+?)(?:\s*(<=|>=|<|>|=)\s*([^<>=]+))?$/.exec(text);
            if (range !== null) {
              const [, first, operator, second, secondOperator, third] = range;
              if (secondOperator !== undefined) {
                if (!(second in ranged)) return undefined;
                const [kind, actual] = ranged[second], low = parseValue(kind, first), high = parseValue(kind, third.trim());
                if (low === undefined || high === undefined) return undefined;
                return compare(actual, flipped[operator], low) && compare(actual, secondOperator, high);
              }
              const named = first in ranged ? first : second;
              if (!(named in ranged)) return undefined;
              const [kind, actual] = ranged[named], value = parseValue(kind, named === first ? second : first);
              if (value === undefined) return undefined;
              return compare(actual, named === first ? operator : flipped[operator], value);
            }
            const name = text.trim();
            if (name in ranged) return ranged[name][1] !== 0;
            if (name in discrete) return discrete[name] !== "none" && discrete[name] !== "no-preference";
            return undefined;
          }

          // Words and parenthesised groups (`{ group: inner text }`), depth-aware.
          function tokens(text) {
            const result = [];
            let index = 0;
            while (index < text.length) {
              const character = text[index];
              if (/\s/.test(character)) { index += 1; continue; }
              if (character === ")") return undefined;
              if (character === "(") {
                let depth = 0, end = index;
                for (; end < text.length; end++) {
                  if (text[end] === "(") depth += 1;
                  else if (text[end] === ")" && --depth === 0) break;
                }
                result.push({ group: text.slice(index + 1, end) });
                index = end + 1;
                continue;
              }
              const word = /^[^\s()]+/.exec(text.slice(index))[0];
              result.push(word);
              index += word.length;
            }
            return result;
          }

          function inParens(token) {
            if (typeof token !== "object") return undefined;
            const inner = token.group.trim();
            if (inner[0] === "(" || /^not\s*\(/.test(inner)) {
              const nested = tokens(inner);
              return nested === undefined ? undefined : condition(nested, true);
            }
            return feature(inner);
          }

          // https://drafts.csswg.org/mediaqueries-4/#typedef-media-condition
          function condition(list, allowOr) {
            if (list.length === 0) return undefined;
            if (list[0] === "not") return list.length === 2 && inParens(list[1]) !== undefined ? !inParens(list[1]) : undefined;
            let result = inParens(list[0]), connector;
            if (result === undefined) return undefined;
            for (let index = 1; index < list.length; index += 2) {
              const word = list[index], next = inParens(list[index + 1]);
              if ((word !== "and" && !(word === "or" && allowOr)) || (connector !== undefined && word !== connector) || next === undefined) return undefined;
              connector = word;
              result = word === "and" ? result && next : result || next;
            }
            return result;
          }

          // https://drafts.csswg.org/mediaqueries-4/#typedef-media-query
          function query(text) {
            const list = tokens(text);
            if (list === undefined || list.length === 0) return false;
            let index = 0, negated = false;
            if ((list[0] === "not" || list[0] === "only") && typeof list[1] === "string") {
              negated = list[0] === "not";
              index = 1;
            }
            if (typeof list[index] !== "string" || list[index] === "not") return condition(list, true) === true;
            const type = list[index];
            let result = type === "all" || type === "screen";
            if (index + 1 < list.length) {
              if (list[index + 1] !== "and") return false;
              const rest = condition(list.slice(index + 2), false);
              if (rest === undefined) return false;
              result = result && rest;
            }
            return negated ? !result : result;
          }

          function serialize(text) {
            return text.trim().replace(/\s+/g, " ").replace(/\(\s*/g, "(").replace(/\s*\)/g, ")")
              .replace(/\s*:\s*/g, ": ").replace(/\s*\/\s*/g, " / ").replace(/\s*(<=|>=|<|>|=)\s*/g, " $1 ");
          }

          // https://drafts.csswg.org/mediaqueries-4/#mq-list: an empty list matches.
          return function evaluate(text) {
            const lowered = text.toLowerCase();
            if (lowered.trim() === "") return { media: "", matches: true };
            const parts = [];
            let depth = 0, start = 0;
            for (let index = 0; index <= lowered.length; index++) {
              const character = lowered[index];
              if (character === "(") depth += 1;
              else if (character === ")") depth -= 1;
              else if (index === lowered.length || (character === "," && depth <= 0)) {
                parts.push(lowered.slice(start, index));
                start = index + 1;
              }
            }
            return { media: parts.map(serialize).join(", "), matches: parts.some(query) };
          };
        })
        """#
}
