extension StandardObjectGroup {
    /// `IntersectionObserver` and `ResizeObserver` without layout. Like WebKit, each
    /// reports every target once, at the next rendering update (16 ms on the realm's
    /// clock, after `requestAnimationFrame` callbacks), and, as nothing ever moves or resizes, never
    /// again while it stays observed. Every box is empty at the origin (as `getBoundingClientRect()` says): an
    /// intersection observer sees a target intersect when it is in the page's document and
    /// rendered (not `display: none`), with a ratio of 1 (0 when it does not); a resize
    /// observer reports sizes of 0.
    ///
    /// https://w3c.github.io/IntersectionObserver/ and https://drafts.csswg.org/resize-observer/
    static let observersSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMRectReadOnly, DOMException } = shared;
          const defineProperty = Object.defineProperty, freeze = Object.freeze;
          const construct = Symbol("construct");

          // Runs `update` at the next rendering update: 16 ms on, after the animation frame
          // callbacks of that update (a task queued from a timer due then runs after them).
          function atNextRenderingUpdate(update) {
            native.setTimeout(function () { native.setTimeout(update, 0); }, 16);
          }

          function requireElement(target, interfaceName) {
            if (!native.isElement(target)) {
              throw new TypeError("Argument 1 ('target') to " + interfaceName + ".observe must be an instance of Element");
            }
          }

          // https://w3c.github.io/IntersectionObserver/#parse-a-margin
          function parseMargin(text) {
            const tokens = String(text).trim().split(/\s+/).filter(Boolean);
            if (tokens.length === 0) tokens.push("0px");
            if (tokens.length > 4 || !tokens.every(function (token) { return /^-?(\d+\.?\d*|\.\d+)(px|%)$/i.test(token) || token === "0"; })) {
              throw new DOMException("Failed to construct 'IntersectionObserver': rootMargin must be specified in pixels or percent.", "SyntaxError");
            }
            const values = tokens.map(function (token) { return token === "0" ? "0px" : token.toLowerCase(); });
            const [top, right = top, bottom = top, left = right] = values;
            return [top, right, bottom, left].join(" ");
          }

          // https://w3c.github.io/IntersectionObserver/#intersection-observer-entry
          class IntersectionObserverEntry {
            #init;
            constructor(init) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              this.#init = init;
            }
            get time() { return Number(this.#init.time); }
            get rootBounds() { return this.#init.rootBounds === undefined ? null : this.#init.rootBounds; }
            get boundingClientRect() { return this.#init.boundingClientRect; }
            get intersectionRect() { return this.#init.intersectionRect; }
            get isIntersecting() { return Boolean(this.#init.isIntersecting); }
            get intersectionRatio() { return Number(this.#init.intersectionRatio); }
            get target() { return this.#init.target; }
          }

          // https://w3c.github.io/IntersectionObserver/#intersection-observer-interface
          class IntersectionObserver {
            #callback; #root; #rootMargin; #thresholds;
            #targets = [];
            #reported = new WeakSet();
            #records = [];
            #scheduled = false;

            // https://w3c.github.io/IntersectionObserver/#initialize-new-intersection-observer
            constructor(callback, options = undefined) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              if (typeof callback !== "function") {
                throw new TypeError("Argument 1 ('callback') to the IntersectionObserver constructor must be a function");
              }
              options = options === undefined || options === null ? {} : options;
              this.#callback = callback;
              this.#root = options.root === undefined ? null : options.root;
              this.#rootMargin = parseMargin(options.rootMargin === undefined ? "0px" : options.rootMargin);
              let thresholds = options.threshold === undefined ? [0] : typeof options.threshold === "object" && options.threshold !== null ? Array.from(options.threshold, Number) : [Number(options.threshold)];
              if (thresholds.some(function (value) { return !(value >= 0 && value <= 1); })) {
                throw new RangeError("Failed to construct 'IntersectionObserver': all thresholds must lie in the range [0.0, 1.0].");
              }
              if (thresholds.length === 0) thresholds = [0];
              this.#thresholds = freeze(thresholds.sort(function (a, b) { return a - b; }));
            }

            get root() { return this.#root; }
            get rootMargin() { return this.#rootMargin; }
            get thresholds() { return this.#thresholds; }

            // https://w3c.github.io/IntersectionObserver/#dom-intersectionobserver-observe
            observe(target) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              requireElement(target, "IntersectionObserver");
              if (this.#targets.includes(target)) return;
              this.#targets.push(target);
              this.#schedule();
            }

            unobserve(target) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              requireElement(target, "IntersectionObserver");
              this.#targets = this.#targets.filter(function (observed) { return observed !== target; });
              this.#reported.delete(target);
            }

            disconnect() {
              this.#targets = [];
              this.#reported = new WeakSet();
            }

            takeRecords() {
              const records = this.#records;
              this.#records = [];
              return records;
            }

            // The rendering update: an entry for each target not reported yet, then the callback.
            #schedule() {
              if (this.#scheduled) return;
              this.#scheduled = true;
              const observer = this;
              atNextRenderingUpdate(function () { observer.#update(); });
            }

            // https://w3c.github.io/IntersectionObserver/#update-intersection-observations-algo
            #update() {
              this.#scheduled = false;
              const time = native.performanceNow();
              const rootBounds = this.#root === null ? new DOMRectReadOnly(0, 0, native.innerWidth, native.innerHeight) : new DOMRectReadOnly();
              for (const target of this.#targets) {
                if (this.#reported.has(target)) continue;
                this.#reported.add(target);
                const intersecting = native.isRenderedElement(target);
                this.#records.push(new IntersectionObserverEntry({
                  time, rootBounds, boundingClientRect: new DOMRectReadOnly(), intersectionRect: new DOMRectReadOnly(),
                  isIntersecting: intersecting, intersectionRatio: intersecting ? 1 : 0, target,
                }));
              }
              const records = this.takeRecords();
              if (records.length > 0) this.#callback.call(this, records, this);
            }
          }

          // https://drafts.csswg.org/resize-observer/#resizeobserversize
          class ResizeObserverSize {
            constructor(...[key]) { if (key !== construct) throw new TypeError("Illegal constructor"); }
            get inlineSize() { return 0; }
            get blockSize() { return 0; }
          }

          // https://drafts.csswg.org/resize-observer/#resize-observer-entry-interface
          class ResizeObserverEntry {
            #target;
            #sizes = freeze([new ResizeObserverSize(construct)]);
            constructor(...[key, target]) {
              if (key !== construct) throw new TypeError("Illegal constructor");
              this.#target = target;
            }
            get target() { return this.#target; }
            get contentRect() { return new DOMRectReadOnly(); }
            get borderBoxSize() { return this.#sizes; }
            get contentBoxSize() { return this.#sizes; }
            get devicePixelContentBoxSize() { return this.#sizes; }
          }

          // https://drafts.csswg.org/resize-observer/#resize-observer-interface
          class ResizeObserver {
            #callback;
            #targets = [];
            #reported = new WeakSet();
            #scheduled = false;

            constructor(callback) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              if (typeof callback !== "function") {
                throw new TypeError("Argument 1 ('callback') to the ResizeObserver constructor must be a function");
              }
              this.#callback = callback;
            }

            observe(target, options = undefined) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              requireElement(target, "ResizeObserver");
              if (this.#targets.includes(target)) return;
              this.#targets.push(target);
              if (this.#scheduled) return;
              this.#scheduled = true;
              const observer = this;
              atNextRenderingUpdate(function () { observer.#update(); });
            }

            unobserve(target) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              requireElement(target, "ResizeObserver");
              this.#targets = this.#targets.filter(function (observed) { return observed !== target; });
              this.#reported.delete(target);
            }

            disconnect() {
              this.#targets = [];
              this.#reported = new WeakSet();
            }

            // https://drafts.csswg.org/resize-observer/#broadcast-active-resize-observations
            #update() {
              this.#scheduled = false;
              const entries = [];
              for (const target of this.#targets) {
                if (this.#reported.has(target)) continue;
                this.#reported.add(target);
                entries.push(new ResizeObserverEntry(construct, target));
              }
              if (entries.length > 0) this.#callback.call(this, entries, this);
            }
          }

          for (const [constructor, name] of [[IntersectionObserver, "IntersectionObserver"],
            [IntersectionObserverEntry, "IntersectionObserverEntry"], [ResizeObserver, "ResizeObserver"],
            [ResizeObserverEntry, "ResizeObserverEntry"], [ResizeObserverSize, "ResizeObserverSize"]]) {
            defineProperty(constructor.prototype, Symbol.toStringTag, { value: name, configurable: true });
          }
          return { IntersectionObserver, IntersectionObserverEntry, ResizeObserver, ResizeObserverEntry, ResizeObserverSize };
        })
        """#
}
