extension StandardObjectGroup {
    /// The `CSS` namespace: `CSS.escape()` as the CSSOM specifies it, and `CSS.supports()`
    /// answered by the style engine as `@supports` is (`CSSSupportsCondition`): a declaration
    /// is supported when the engine knows the property and reads the value.
    ///
    /// https://drafts.csswg.org/cssom/#the-css.escape()-method and
    /// https://drafts.csswg.org/css-conditional-3/#the-css-namespace
    static let cssSource = #"""
        (function (native, shared) {
          "use strict";
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

          // https://drafts.csswg.org/css-conditional-3/#dom-css-supports
          function supports(conditionText, value) {
            if (arguments.length < 1) throw new TypeError("Not enough arguments");
            if (arguments.length > 1) return native.supportsDeclaration(String(conditionText), String(value));
            return native.supportsCondition(String(conditionText));
          }

          const CSS = { supports, escape };
          Object.defineProperty(CSS, Symbol.toStringTag, { value: "CSS", configurable: true });
          return { CSS };
        })
        """#
}
