extension StandardObjectGroup {
    /// The `CSS` namespace: `CSS.escape()` as the CSSOM specifies it, and `CSS.supports()`
    /// answered without a style engine. A declaration is supported when its property is
    /// a custom property (`--x`) or in a list of properties WebKit supports, and its value
    /// is not empty (for `display` and `position`, when the value is one of their
    /// keywords); `selector(…)` is supported when appexjs's selector engine parses it.
    ///
    /// https://drafts.csswg.org/cssom/#the-css.escape()-method and
    /// https://drafts.csswg.org/css-conditional-3/#the-css-namespace
    static let cssSource = #"""
        (function (native, shared) {
          "use strict";
          const properties = new Set((
            "accent-color align-content align-items align-self all animation animation-delay animation-direction " +
            "animation-duration animation-fill-mode animation-iteration-count animation-name animation-play-state " +
            "animation-timing-function appearance aspect-ratio backdrop-filter backface-visibility background " +
            "background-attachment background-blend-mode background-clip background-color background-image " +
            "background-origin background-position background-position-x background-position-y background-repeat " +
            "background-size block-size border border-block border-block-end border-block-start border-bottom " +
            "border-bottom-color border-bottom-left-radius border-bottom-right-radius border-bottom-style " +
            "border-bottom-width border-collapse border-color border-image border-inline border-inline-end " +
            "border-inline-start border-left border-left-color border-left-style border-left-width border-radius " +
            "border-right border-right-color border-right-style border-right-width border-spacing border-style " +
            "border-top border-top-color border-top-left-radius border-top-right-radius border-top-style " +
            "border-top-width border-width bottom box-shadow box-sizing break-after break-before break-inside " +
            "caption-side caret-color clear clip clip-path color color-scheme column-count column-gap column-rule " +
            "column-span column-width columns contain container container-name container-type content " +
            "content-visibility counter-increment counter-reset cursor direction display empty-cells fill filter flex " +
            "flex-basis flex-direction flex-flow flex-grow flex-shrink flex-wrap float font font-family " +
            "font-feature-settings font-kerning font-size font-stretch font-style font-variant font-variant-numeric " +
            "font-weight gap grid grid-area grid-auto-columns grid-auto-flow grid-auto-rows grid-column " +
            "grid-column-end grid-column-start grid-row grid-row-end grid-row-start grid-template " +
            "grid-template-areas grid-template-columns grid-template-rows height hyphens image-rendering " +
            "inline-size inset inset-block inset-inline isolation justify-content justify-items justify-self left " +
            "letter-spacing line-break line-clamp line-height list-style list-style-image list-style-position " +
            "list-style-type margin margin-block margin-block-end margin-block-start margin-bottom margin-inline " +
            "margin-inline-end margin-inline-start margin-left margin-right margin-top mask mask-image max-block-size " +
            "max-height max-inline-size max-width min-block-size min-height min-inline-size min-width mix-blend-mode " +
            "object-fit object-position opacity order orphans outline outline-color outline-offset outline-style " +
            "outline-width overflow overflow-anchor overflow-wrap overflow-x overflow-y overscroll-behavior padding " +
            "padding-block padding-block-end padding-block-start padding-bottom padding-inline padding-inline-end " +
            "padding-inline-start padding-left padding-right padding-top page-break-after page-break-before " +
            "page-break-inside perspective perspective-origin place-content place-items place-self pointer-events " +
            "position quotes resize right rotate row-gap scale scroll-behavior scroll-margin scroll-padding " +
            "scroll-snap-align scroll-snap-type scrollbar-gutter scrollbar-width shape-outside stroke stroke-width " +
            "tab-size table-layout text-align text-align-last text-combine-upright text-decoration " +
            "text-decoration-color text-decoration-line text-decoration-style text-decoration-thickness text-emphasis " +
            "text-indent text-orientation text-overflow text-rendering text-shadow text-transform " +
            "text-underline-offset text-underline-position text-wrap top touch-action transform transform-origin " +
            "transform-style transition transition-delay transition-duration transition-property " +
            "transition-timing-function translate unicode-bidi user-select vertical-align visibility white-space " +
            "widows width will-change word-break word-spacing word-wrap writing-mode z-index zoom " +
            "-webkit-appearance -webkit-backdrop-filter -webkit-box-orient -webkit-line-clamp -webkit-mask-image " +
            "-webkit-overflow-scrolling -webkit-tap-highlight-color -webkit-text-fill-color -webkit-text-size-adjust " +
            "-webkit-text-stroke -webkit-touch-callout -webkit-user-select"
          ).split(" "));
          const keywords = {
            display: new Set(("block inline inline-block flex inline-flex grid inline-grid flow-root none contents table " +
              "table-row table-cell table-row-group table-header-group table-footer-group table-column " +
              "table-column-group table-caption inline-table list-item ruby ruby-text -webkit-box -webkit-inline-box " +
              "block flow inline flow-root").split(" ")),
            position: new Set(["static", "relative", "absolute", "fixed", "sticky", "-webkit-sticky"]),
          };
          const globalKeywords = new Set(["inherit", "initial", "unset", "revert", "revert-layer"]);

          // https://drafts.csswg.org/cssom/#serialize-an-identifier
          function escape(ident) {
            if (arguments.length < 1) throw new TypeError("Not enough arguments");
            const text = String(ident), length = text.length, first = text.charCodeAt(0);
            let result = "";
            for (let index = 0; index < length; index++) {
              const code = text.charCodeAt(index);
              if (code === 0) result += "\uFFFD";
              else if ((code >= 0x1 && code <= 0x1f) || code === 0x7f || (index === 0 && code >= 0x30 && code <= 0x39)
                || (index === 1 && code >= 0x30 && code <= 0x39 && first === 0x2d)) {
                result += "\\" + code.toString(16) + " ";
              } else if (index === 0 && length === 1 && code === 0x2d) result += "\\" + text.charAt(index);
              else if (code >= 0x80 || code === 0x2d || code === 0x5f || (code >= 0x30 && code <= 0x39)
                || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) {
                result += text.charAt(index);
              } else result += "\\" + text.charAt(index);
            }
            return result;
          }

          // Whether `property: value` is a declaration WebKit would accept (see above).
          function supportsDeclaration(property, value) {
            property = property.trim();
            value = value.trim().replace(/\s*!\s*important$/i, "");
            if (value === "") return false;
            if (property.startsWith("--")) return property.length > 2;
            property = property.toLowerCase();
            if (!properties.has(property)) return false;
            if (globalKeywords.has(value.toLowerCase())) return true;
            const allowed = keywords[property];
            return allowed === undefined || allowed.has(value.toLowerCase().replace(/\s+/g, " "));
          }

          // The text inside the parenthesis that opens at `start`, and where it ends (or null).
          function parenthesized(text, start) {
            let depth = 0, quote = null;
            for (let index = start; index < text.length; index++) {
              const character = text[index];
              if (quote !== null) { if (character === "\\") index++; else if (character === quote) quote = null; continue; }
              if (character === "\"" || character === "'") quote = character;
              else if (character === "(") depth++;
              else if (character === ")" && --depth === 0) return { inner: text.slice(start + 1, index), end: index + 1 };
            }
            return null;
          }

          // https://drafts.csswg.org/css-conditional-3/#typedef-supports-condition: true, false,
          // or null when the text is not a condition.
          function evaluateCondition(text) {
            text = text.trim();
            const not = /^not\s+/i.exec(text);
            if (not !== null) {
              const value = evaluateInParens(text.slice(not[0].length).trim(), true);
              return value === null ? null : !value;
            }
            const terms = [];
            let rest = text, operator = null;
            for (;;) {
              const term = readInParens(rest);
              if (term === null) return null;
              terms.push(term.value);
              rest = term.rest.trim();
              if (rest === "") break;
              const match = /^(and|or)\s+/i.exec(rest);
              if (match === null) return null;
              const found = match[1].toLowerCase();
              if (operator !== null && operator !== found) return null;
              operator = found;
              rest = rest.slice(match[0].length);
            }
            return operator === "or" ? terms.some(Boolean) : terms.every(Boolean);
          }

          // One <supports-in-parens> at the start of `text`: its value and the text after it.
          function readInParens(text) {
            const selector = /^selector\(/i.exec(text);
            const open = selector === null ? text.indexOf("(") === 0 ? 0 : -1 : selector[0].length - 1;
            if (open < 0) return null;
            const group = parenthesized(text, open);
            if (group === null) return null;
            const value = selector !== null ? native.isValidSelector(group.inner) : evaluateGroup(group.inner);
            return { value, rest: text.slice(group.end) };
          }

          function evaluateInParens(text) {
            const term = readInParens(text);
            return term === null || term.rest.trim() !== "" ? null : term.value;
          }

          // The inside of `( … )`: a condition, or a declaration, or anything else (false).
          function evaluateGroup(inner) {
            const condition = evaluateCondition(inner);
            if (condition !== null) return condition;
            const colon = inner.indexOf(":");
            return colon > 0 && supportsDeclaration(inner.slice(0, colon), inner.slice(colon + 1));
          }

          // https://drafts.csswg.org/css-conditional-3/#dom-css-supports
          function supports(conditionText, value) {
            if (arguments.length < 1) throw new TypeError("Not enough arguments");
            if (arguments.length > 1) return supportsDeclaration(String(conditionText), String(value));
            const text = String(conditionText);
            const result = evaluateCondition(text);
            return result !== null ? result : evaluateGroup(text);
          }

          const CSS = { supports, escape };
          Object.defineProperty(CSS, Symbol.toStringTag, { value: "CSS", configurable: true });
          return { CSS };
        })
        """#
}
