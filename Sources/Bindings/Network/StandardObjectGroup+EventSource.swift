extension StandardObjectGroup {
    /// `EventSource` without a network: the connection fails in a task after the
    /// constructor (recorded as a warning), which sets `readyState` to 2 (CLOSED) and fires
    /// `error`, as WebKit does when the load is blocked.
    ///
    /// https://html.spec.whatwg.org/multipage/server-sent-events.html#the-eventsource-interface
    static let eventSourceSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException, Event, EventTarget } = shared;
          const defineProperty = Object.defineProperty;

          class EventSource extends EventTarget {
            #url; #withCredentials; #readyState = 0;

            // https://html.spec.whatwg.org/multipage/server-sent-events.html#dom-eventsource
            constructor(url, init = undefined) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const parsed = native.resolveURL(String(url));
              if (parsed === null) throw new DOMException("The string did not match the expected pattern.", "SyntaxError");
              super();
              shared.adopt(this, new.target.prototype);
              this.#url = parsed;
              this.#withCredentials = init !== undefined && init !== null && Boolean(init.withCredentials);
              native.warn("EventSource " + parsed + " was refused: network access is disabled");
              // https://html.spec.whatwg.org/multipage/server-sent-events.html#fail-the-connection
              const source = this;
              native.setTimeout(function () {
                if (source.#readyState === 2) return;
                source.#readyState = 2;
                native.dispatchTrustedEvent(source, new Event("error"));
              }, 0);
            }

            get url() { return this.#url; }
            get withCredentials() { return this.#withCredentials; }
            get readyState() { return this.#readyState; }

            // https://html.spec.whatwg.org/multipage/server-sent-events.html#dom-eventsource-close
            close() { this.#readyState = 2; }
          }
          native.defineEventHandlers(EventSource.prototype, ["open", "message"]);
          ["CONNECTING", "OPEN", "CLOSED"].forEach(function (name, value) {
            defineProperty(EventSource, name, { value, enumerable: true });
            defineProperty(EventSource.prototype, name, { value, enumerable: true });
          });
          defineProperty(EventSource.prototype, Symbol.toStringTag, { value: "EventSource", configurable: true });
          return { EventSource };
        })
        """#
}
