extension StandardObjectGroup {
    /// `FontFace`, `FontFaceSet` and the document's set (`document.fonts`), with nothing
    /// to render and nothing fetched.
    ///
    /// The document's set holds a face for each `@font-face` rule of its `style` elements,
    /// as WebKit's does (linked style sheets are never loaded, so theirs are missing); the
    /// faces stay `unloaded` until loaded, and a face whose source is a `url()` then fails as
    /// a fetch would (`error`, a `NetworkError`), one from `local()` or binary data loads.
    /// The set's `status` is `loaded` and its `ready` promise is resolved, as WebKit's are for
    /// a page whose fonts were never used. `check()` is false while a matching face is
    /// unloaded or loading (one that failed counts as settled, as in WebKit); `load()` loads
    /// the matching faces. As in WebKit, the faces of `@font-face` rules can be added again
    /// (a no-op) but not deleted. Font strings are read as the CSS `font`
    /// shorthand, simply: an optional style, variant, weight and stretch, a size, an optional
    /// line height, then the families.
    ///
    /// https://drafts.csswg.org/css-font-loading/
    static let fontsSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException, EventTarget } = shared;
          const defineProperty = Object.defineProperty;
          const faces = new WeakMap(), sets = new WeakMap();
          const syntaxError = function () { return new DOMException("The string did not match the expected pattern.", "SyntaxError"); };
          const stateOf = shared.attributeState;
          const enumerable = shared.defineMembers;
          const unquote = function (text) {
            const trimmed = text.trim();
            return /^(["']).*\1$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
          };

          // https://drafts.csswg.org/css-font-loading/#fontface-interface
          const descriptorDefaults = [["style", "normal"], ["weight", "normal"], ["width", "normal"], ["stretch", "normal"],
            ["unicodeRange", "U+0-10ffff"], ["featureSettings", "normal"], ["display", "auto"], ["sizeAdjust", "100%"]];
          class FontFace {
            constructor(family, source, descriptors = {}) {
              if (arguments.length < 2) throw new TypeError("Not enough arguments");
              const state = { family: String(family), source: typeof source === "string" ? source : "binary",
                status: "unloaded", cssConnected: false };
              for (const [name, fallback] of descriptorDefaults) {
                state[name] = descriptors !== null && descriptors[name] !== undefined ? String(descriptors[name]) : fallback;
              }
              state.loaded = new Promise(function (resolve, reject) { state.resolve = resolve; state.reject = reject; });
              faces.set(this, state);
            }
          }
          for (const name of ["family"].concat(descriptorDefaults.map(function (entry) { return entry[0]; }))) {
            shared.defineAttribute(FontFace.prototype, name, function (face) { return stateOf(faces, face, "FontFace", name)[name]; },
              function (face, value) { stateOf(faces, face, "FontFace", name)[name] = String(value); });
          }
          for (const name of ["status", "loaded"]) {
            shared.defineAttribute(FontFace.prototype, name, function (face) { return stateOf(faces, face, "FontFace", name)[name]; });
          }
          // https://drafts.csswg.org/css-font-loading/#font-face-load
          enumerable(FontFace.prototype, { load() {
            const state = stateOf(faces, this, "FontFace", "load");
            if (state.status === "unloaded") {
              state.status = "loading";
              const face = this;
              if (/url\(/i.test(state.source)) {
                state.status = "error";
                state.reject(new DOMException("A network error occurred.", "NetworkError"));
              } else {
                state.status = "loaded";
                state.resolve(face);
              }
            }
            return state.loaded;
          } });

          // The families of a CSS `font` shorthand, or a SyntaxError.
          const sizePattern = /^(?:[+]?(?:\d+\.?\d*|\.\d+)(?:px|pt|pc|in|cm|mm|q|em|rem|ex|ch|vw|vh|vmin|vmax|%)|xx-small|x-small|small|medium|large|x-large|xx-large|xxx-large|smaller|larger)(?:\/\S+)?$/i;
          const familiesOf = function (font) {
            const text = String(font).trim();
            // The families follow the first token that is a size.
            const token = /\S+/g;
            let match, rest = null;
            while ((match = token.exec(text)) !== null) {
              if (sizePattern.test(match[0])) { rest = text.slice(token.lastIndex).trim(); break; }
            }
            if (rest === null || rest === "") throw syntaxError();
            const families = rest.split(",").map(unquote);
            if (families.some(function (family) { return family === ""; })) throw syntaxError();
            return families.map(function (family) { return family.toLowerCase(); });
          };

          // https://drafts.csswg.org/css-font-loading/#fontfaceset-interface
          class FontFaceSet extends EventTarget {
            constructor(initialFaces) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              super();
              shared.adopt(this, new.target.prototype);
              const list = Array.from(initialFaces);
              for (const face of list) if (!faces.has(face)) throw new TypeError("Type error");
              const set = this;
              sets.set(this, { faces: [], ready: Promise.resolve(set) });
              for (const face of list) sets.get(this).faces.indexOf(face) < 0 && sets.get(this).faces.push(face);
            }
          }
          const setOf = function (set, member) { return stateOf(sets, set, "FontFaceSet", member); };
          const matching = function (set, font) {
            const families = familiesOf(font);
            return setOf(set, "load").faces.filter(function (face) { return families.indexOf(faces.get(face).family.toLowerCase()) >= 0; });
          };
          // In WebKit's order: size, the event handlers, ready, status, then the operations.
          shared.defineAttribute(FontFaceSet.prototype, "size", function (set) { return setOf(set, "size").faces.length; });
          native.defineEventHandlers(FontFaceSet.prototype, ["loading", "loadingdone", "loadingerror"]);
          shared.defineAttribute(FontFaceSet.prototype, "ready", function (set) { return setOf(set, "ready").ready; });
          shared.defineAttribute(FontFaceSet.prototype, "status", function (set) {
            return setOf(set, "status").faces.some(function (face) { return faces.get(face).status === "loading"; }) ? "loading" : "loaded";
          });
          enumerable(FontFaceSet.prototype, {
            has(face) { return setOf(this, "has").faces.indexOf(face) >= 0; },
            add(face) {
              const state = setOf(this, "add");
              if (!faces.has(face)) throw new TypeError("Argument 1 ('font') to FontFaceSet.add must be an instance of FontFace");
              if (state.faces.indexOf(face) < 0) state.faces.push(face);
              return this;
            },
            delete(face) {
              const state = setOf(this, "delete"), index = state.faces.indexOf(face);
              if (index < 0 || faces.get(face).cssConnected) return false;
              state.faces.splice(index, 1);
              return true;
            },
            clear() {
              const state = setOf(this, "clear");
              state.faces = state.faces.filter(function (face) { return faces.get(face).cssConnected; });
            },
            // https://drafts.csswg.org/css-font-loading/#dom-fontfaceset-load
            load(font, text = " ") {
              try {
                const found = matching(this, font);
                return Promise.all(found.map(function (face) { return face.load(); }));
              } catch (error) {
                return Promise.reject(error);
              }
            },
            // https://drafts.csswg.org/css-font-loading/#dom-fontfaceset-check
            check(font, text = " ") {
              // WebKit counts a face that failed to load as settled.
              return matching(this, font).every(function (face) {
                const status = faces.get(face).status;
                return status !== "unloaded" && status !== "loading";
              });
            },
            entries() { return setOf(this, "entries").faces.map(function (face) { return [face, face]; }).values(); },
            keys() { return setOf(this, "keys").faces.slice().values(); },
            values() { return setOf(this, "values").faces.slice().values(); },
            forEach(callback, thisArgument = undefined) {
              const set = this;
              for (const face of setOf(this, "forEach").faces.slice()) callback.call(thisArgument, face, face, set);
            },
          });
          defineProperty(FontFaceSet.prototype, Symbol.iterator, { value: FontFaceSet.prototype.values, writable: true, configurable: true });
          for (const [constructor, name] of [[FontFace, "FontFace"], [FontFaceSet, "FontFaceSet"]]) {
            defineProperty(constructor.prototype, Symbol.toStringTag, { value: name, configurable: true });
          }

          // The faces of the `@font-face` rules in `styleTexts`, in order.
          const facesOfRules = function (styleTexts) {
            const found = [];
            for (const text of styleTexts) {
              const rules = text.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/@font-face\s*\{([^}]*)\}/gi);
              for (const rule of rules) {
                const declarations = {};
                for (const declaration of rule[1].split(/;(?=(?:[^"']|"[^"]*"|'[^']*')*$)/)) {
                  const colon = declaration.indexOf(":");
                  if (colon < 0) continue;
                  declarations[declaration.slice(0, colon).trim().toLowerCase()] = declaration.slice(colon + 1).trim();
                }
                if (declarations["font-family"] === undefined || declarations.src === undefined) continue;
                const descriptors = {};
                for (const [name, property] of [["style", "font-style"], ["weight", "font-weight"], ["stretch", "font-stretch"],
                  ["unicodeRange", "unicode-range"], ["featureSettings", "font-feature-settings"], ["display", "font-display"]]) {
                  if (declarations[property] !== undefined) descriptors[name] = declarations[property];
                }
                const face = new FontFace(unquote(declarations["font-family"]), declarations.src, descriptors);
                faces.get(face).cssConnected = true;
                found.push(face);
              }
            }
            return found;
          };
          // The document's set (`document.fonts`), made once per document by native code.
          const documentFonts = function (styleTexts) { return new FontFaceSet(facesOfRules(styleTexts)); };
          return { FontFace, FontFaceSet, documentFonts };
        })
        """#
}
