extension StandardObjectGroup {
    /// `WebSocket` without a network: the constructor checks its arguments as WebKit does
    /// and records a warning; then, in a task, `error` fires and `readyState` becomes 3
    /// (CLOSED). No `close` event follows: WebKit fires none for a connection it blocked.
    /// `CloseEvent` can be constructed.
    ///
    /// https://websockets.spec.whatwg.org/#the-websocket-interface
    static let webSocketSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException, Event, EventTarget } = shared;
          const defineProperty = Object.defineProperty;
          const encoder = new shared.TextEncoder();
          const protocolToken = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

          function syntaxError() { return new DOMException("The string did not match the expected pattern.", "SyntaxError"); }

          // https://websockets.spec.whatwg.org/#the-closeevent-interface
          class CloseEvent extends Event {
            #wasClean; #code; #reason;
            constructor(type, init = undefined) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              super(type, init);
              shared.adopt(this, new.target.prototype);
              const dictionary = init === undefined || init === null ? {} : init;
              this.#wasClean = Boolean(dictionary.wasClean);
              this.#code = dictionary.code === undefined ? 0 : (Number(dictionary.code) & 0xffff) || 0;
              this.#reason = dictionary.reason === undefined ? "" : String(dictionary.reason);
            }
            get wasClean() { return this.#wasClean; }
            get code() { return this.#code; }
            get reason() { return this.#reason; }
          }

          // https://websockets.spec.whatwg.org/#the-websocket-interface
          class WebSocket extends EventTarget {
            #url; #protocols; #readyState = 0; #binaryType = "blob";

            // https://websockets.spec.whatwg.org/#dom-websocket-websocket
            constructor(url, protocols = []) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              // 1-8: the URL, with http(s) meaning ws(s); no other scheme, no fragment.
              let parsed = native.resolveURL(String(url));
              if (parsed === null) throw syntaxError();
              if (parsed.startsWith("http:")) parsed = "ws:" + parsed.slice(5);
              else if (parsed.startsWith("https:")) parsed = "wss:" + parsed.slice(6);
              if (!parsed.startsWith("ws:") && !parsed.startsWith("wss:")) throw syntaxError();
              if (parsed.includes("#")) throw syntaxError();
              // 9-10: protocols are distinct tokens.
              const list = typeof protocols === "string" ? [protocols] : Array.from(protocols, String);
              const seen = new Set();
              for (const protocol of list) {
                if (!protocolToken.test(protocol) || seen.has(protocol.toLowerCase())) throw syntaxError();
                seen.add(protocol.toLowerCase());
              }
              super();
              shared.adopt(this, new.target.prototype);
              this.#url = parsed;
              this.#protocols = list;
              native.warn("WebSocket " + parsed + " was refused: network access is disabled");
              // The connection fails at once (WebKit fires `error` while still CONNECTING).
              const socket = this;
              native.setTimeout(function () {
                native.dispatchTrustedEvent(socket, new Event("error"));
                socket.#readyState = 3;
              }, 0);
            }

            get url() { return this.#url; }
            get readyState() { return this.#readyState; }
            get bufferedAmount() { return 0; }
            get extensions() { return ""; }
            get protocol() { return ""; }
            get binaryType() { return this.#binaryType; }
            set binaryType(value) {
              const type = String(value);
              if (type === "blob" || type === "arraybuffer") this.#binaryType = type;
            }

            // https://websockets.spec.whatwg.org/#dom-websocket-close
            close(code = undefined, reason = undefined) {
              if (code !== undefined) {
                const number = Number(code) & 0xffff;
                if (number !== 1000 && !(number >= 3000 && number <= 4999)) {
                  throw new DOMException("The object does not support the operation or argument.", "InvalidAccessError");
                }
              }
              if (reason !== undefined && encoder.encode(String(reason)).length > 123) throw syntaxError();
              if (this.#readyState === 0) this.#readyState = 2;
            }

            // https://websockets.spec.whatwg.org/#dom-websocket-send: nothing is ever open.
            send(data) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              if (this.#readyState === 0) throw new DOMException("The object is in an invalid state.", "InvalidStateError");
            }
          }
          native.defineEventHandlers(WebSocket.prototype, ["open", "message"]);
          ["CONNECTING", "OPEN", "CLOSING", "CLOSED"].forEach(function (name, value) {
            defineProperty(WebSocket, name, { value, enumerable: true });
            defineProperty(WebSocket.prototype, name, { value, enumerable: true });
          });
          for (const [constructor, name] of [[WebSocket, "WebSocket"], [CloseEvent, "CloseEvent"]]) {
            defineProperty(constructor.prototype, Symbol.toStringTag, { value: name, configurable: true });
          }
          return { WebSocket, CloseEvent };
        })
        """#
}
