extension StandardObjectGroup {
    /// `matchMedia()`, `MediaQueryList` and `MediaQueryListEvent`. Queries are evaluated
    /// by the style engine (`CSS.MediaQueryList`) against the session's fixed viewport, so `matches` never
    /// changes and `change` is never fired; listeners are kept as any `EventTarget` keeps them.
    ///
    /// https://drafts.csswg.org/cssom-view/#the-mediaquerylist-interface
    static let mediaQueriesSource = #"""
        (function (native, shared) {
          "use strict";
          const { Event, EventTarget } = shared;
          const defineProperty = Object.defineProperty;
          const addEventListener = EventTarget.prototype.addEventListener, removeEventListener = EventTarget.prototype.removeEventListener;
          function evaluate(text) {
            const [media, matches] = native.evaluateMediaQuery(text);
            return { media, matches };
          }
          const construct = Symbol("construct");

          // https://drafts.csswg.org/cssom-view/#mediaquerylist
          class MediaQueryList extends EventTarget {
            #query;
            constructor(...[key, query]) {
              if (key !== construct) throw new TypeError("Illegal constructor");
              super();
              shared.adopt(this, MediaQueryList.prototype);
              this.#query = query;
            }
            get media() { return evaluate(this.#query).media; }
            get matches() { return evaluate(this.#query).matches; }
            // https://drafts.csswg.org/cssom-view/#dom-mediaquerylist-addlistener
            addListener(callback) { if (callback !== null) addEventListener.call(this, "change", callback); }
            // https://drafts.csswg.org/cssom-view/#dom-mediaquerylist-removelistener
            removeListener(callback) { if (callback !== null) removeEventListener.call(this, "change", callback); }
          }
          native.defineEventHandlers(MediaQueryList.prototype, ["change"]);

          // https://drafts.csswg.org/cssom-view/#mediaquerylistevent
          class MediaQueryListEvent extends Event {
            #media; #matches;
            constructor(type, init = undefined) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              super(type, init);
              shared.adopt(this, new.target.prototype);
              const dictionary = init === undefined || init === null ? {} : init;
              this.#media = dictionary.media === undefined ? "" : String(dictionary.media);
              this.#matches = Boolean(dictionary.matches);
            }
            get media() { return this.#media; }
            get matches() { return this.#matches; }
          }

          for (const [constructor, name] of [[MediaQueryList, "MediaQueryList"], [MediaQueryListEvent, "MediaQueryListEvent"]]) {
            defineProperty(constructor.prototype, Symbol.toStringTag, { value: name, configurable: true });
          }

          // https://drafts.csswg.org/cssom-view/#dom-window-matchmedia
          const matchMedia = function matchMedia(query) {
            if (arguments.length < 1) throw new TypeError("Not enough arguments");
            return new MediaQueryList(construct, String(query));
          };
          return { matchMedia, MediaQueryList, MediaQueryListEvent };
        })
        """#
}
