extension StandardObjectGroup {
    /// `XMLHttpRequest` without a network: a request can be opened and configured, and
    /// `send()` fails as WebKit's does when the load is blocked. `loadstart` fires during
    /// `send()`; then, in a task, `readyState` becomes 4 (DONE) with `status` 0 and
    /// `readystatechange`, `error` and `loadend` fire (`abort()` before that task does not
    /// stop it: the request has already failed, as in WebKit). A synchronous request
    /// throws a `NetworkError`. Each `send()` is recorded as a warning.
    ///
    /// https://xhr.spec.whatwg.org/
    static let xmlHttpRequestSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException, Event, EventTarget } = shared;
          const defineProperty = Object.defineProperty;
          const construct = Symbol("construct");
          const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
          const normalizedMethods = ["DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT"];

          function invalidState() { return new DOMException("The object is in an invalid state.", "InvalidStateError"); }
          function syntaxError() { return new DOMException("The string did not match the expected pattern.", "SyntaxError"); }

          // https://xhr.spec.whatwg.org/#interface-progressevent
          class ProgressEvent extends Event {
            #lengthComputable; #loaded; #total;
            constructor(type, init = undefined) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              super(type, init);
              shared.adopt(this, new.target.prototype);
              const dictionary = init === undefined || init === null ? {} : init;
              this.#lengthComputable = Boolean(dictionary.lengthComputable);
              this.#loaded = unsignedLongLong(dictionary.loaded);
              this.#total = unsignedLongLong(dictionary.total);
            }
            get lengthComputable() { return this.#lengthComputable; }
            get loaded() { return this.#loaded; }
            get total() { return this.#total; }
          }

          // WebIDL `unsigned long long` (as a Number).
          function unsignedLongLong(value) {
            const number = Number(value === undefined ? 0 : value);
            if (!Number.isFinite(number)) return 0;
            const integer = Math.trunc(number);
            return integer < 0 ? 0 : integer;
          }

          // WebKit's name for the events XMLHttpRequest fires (with the legacy `position` and `totalSize`).
          class XMLHttpRequestProgressEvent extends ProgressEvent {
            get position() { return this.loaded; }
            get totalSize() { return this.total; }
          }

          function fire(target, type) { native.dispatchTrustedEvent(target, new Event(type)); }
          // https://xhr.spec.whatwg.org/#concept-event-fire-progress
          function fireProgress(target, type) {
            native.dispatchTrustedEvent(target, new XMLHttpRequestProgressEvent(type, { loaded: 0, total: 0, lengthComputable: false }));
          }

          // https://xhr.spec.whatwg.org/#xmlhttprequesteventtarget
          class XMLHttpRequestEventTarget extends EventTarget {
            constructor(...[key]) {
              if (key !== construct) throw new TypeError("Illegal constructor");
              super();
              shared.adopt(this, new.target.prototype);
            }
          }
          native.defineEventHandlers(XMLHttpRequestEventTarget.prototype, ["timeout", "loadend"]);

          // https://xhr.spec.whatwg.org/#xmlhttprequestupload
          class XMLHttpRequestUpload extends XMLHttpRequestEventTarget {}

          // https://xhr.spec.whatwg.org/#interface-xmlhttprequest
          class XMLHttpRequest extends XMLHttpRequestEventTarget {
            #state = 0;
            #sendFlag = false;
            #method = "GET";
            #url = "";
            #synchronous = false;
            #timeout = 0;
            #withCredentials = false;
            #responseType = "";
            #upload = new XMLHttpRequestUpload(construct);
            #uploadComplete = false;
            // Counts open() calls, so the error task of a request opened again does nothing.
            #generation = 0;

            constructor() { super(construct); }

            get readyState() { return this.#state; }
            get upload() { return this.#upload; }

            // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-open
            open(method, url, async = true, username = undefined, password = undefined) {
              if (arguments.length < 2) throw new TypeError("Not enough arguments");
              method = String(method);
              if (!token.test(method)) throw syntaxError();
              if (/^(connect|trace|track)$/i.test(method)) throw new DOMException("'" + method + "' HTTP method is unsupported.", "SecurityError");
              const upper = method.toUpperCase();
              if (normalizedMethods.includes(upper)) method = upper;
              const parsed = native.resolveURL(String(url));
              if (parsed === null) throw syntaxError();
              const synchronous = arguments.length > 2 && !async;
              if (synchronous && (this.#timeout !== 0 || this.#responseType !== "")) {
                throw new DOMException("The object does not support the operation or argument.", "InvalidAccessError");
              }
              this.#generation++;
              this.#sendFlag = false;
              this.#method = method;
              this.#url = parsed;
              this.#synchronous = synchronous;
              if (this.#state !== 1) {
                this.#state = 1;
                fire(this, "readystatechange");
              }
            }

            // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-setrequestheader (checked, then
            // dropped: nothing is sent)
            setRequestHeader(name, value) {
              if (arguments.length < 2) throw new TypeError("Not enough arguments");
              if (this.#state !== 1 || this.#sendFlag) throw invalidState();
              const normalized = String(value).replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, "");
              if (!token.test(String(name)) || /[\0\r\n]/.test(normalized)) throw syntaxError();
            }

            // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send
            send(body = null) {
              if (this.#state !== 1 || this.#sendFlag) throw invalidState();
              if (this.#method === "GET" || this.#method === "HEAD") body = null;
              native.warn("XMLHttpRequest " + this.#method + " " + this.#url + " was refused: network access is disabled");
              this.#uploadComplete = body === null;
              if (this.#synchronous) {
                // https://xhr.spec.whatwg.org/#request-error-steps: no events; the exception is thrown.
                this.#state = 4;
                throw new DOMException(" A network error occurred.", "NetworkError");
              }
              this.#sendFlag = true;
              fireProgress(this, "loadstart");
              if (!this.#uploadComplete) fireProgress(this.#upload, "loadstart");
              if (this.#state !== 1 || !this.#sendFlag) return;
              const request = this, generation = this.#generation;
              native.setTimeout(function () { if (request.#generation === generation) request.#fail(); }, 0);
            }

            // https://xhr.spec.whatwg.org/#request-error-steps for a network error.
            #fail() {
              this.#state = 4;
              this.#sendFlag = false;
              fire(this, "readystatechange");
              if (!this.#uploadComplete) {
                this.#uploadComplete = true;
                fireProgress(this.#upload, "error");
                fireProgress(this.#upload, "loadend");
              }
              fireProgress(this, "error");
              fireProgress(this, "loadend");
            }

            // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-abort: a request that failed is
            // done; abort() makes it unsent again, without events.
            abort() {
              if (this.#state === 4) this.#state = 0;
            }

            get responseURL() { return ""; }
            get status() { return 0; }
            get statusText() { return ""; }

            getResponseHeader(name) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              return null;
            }

            getAllResponseHeaders() { return ""; }

            // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-overridemimetype
            overrideMimeType(mime) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              if (this.#state === 3 || this.#state === 4) throw invalidState();
            }

            get responseType() { return this.#responseType; }
            // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responsetype
            set responseType(value) {
              const type = String(value);
              if (!["", "arraybuffer", "blob", "document", "json", "text"].includes(type)) return;
              if (this.#state === 3 || this.#state === 4) throw invalidState();
              if (this.#synchronous && this.#state === 1) {
                throw new DOMException("The object does not support the operation or argument.", "InvalidAccessError");
              }
              this.#responseType = type;
            }

            // https://xhr.spec.whatwg.org/#dom-xmlhttprequest-response: nothing was received.
            get response() { return this.#responseType === "" || this.#responseType === "text" ? "" : null; }

            get responseText() {
              if (this.#responseType !== "" && this.#responseType !== "text") throw invalidState();
              return "";
            }

            get responseXML() {
              if (this.#responseType !== "" && this.#responseType !== "document") throw invalidState();
              return null;
            }

            get timeout() { return this.#timeout; }
            set timeout(value) {
              if (this.#synchronous && this.#state === 1) {
                throw new DOMException("The object does not support the operation or argument.", "InvalidAccessError");
              }
              this.#timeout = unsignedLong(value);
            }

            get withCredentials() { return this.#withCredentials; }
            set withCredentials(value) {
              if ((this.#state !== 0 && this.#state !== 1) || this.#sendFlag) throw invalidState();
              this.#withCredentials = Boolean(value);
            }
          }
          native.defineEventHandlers(XMLHttpRequest.prototype, ["readystatechange"]);

          // WebIDL `unsigned long`.
          function unsignedLong(value) {
            const number = Number(value);
            return Number.isFinite(number) ? ((Math.trunc(number) % 4294967296) + 4294967296) % 4294967296 : 0;
          }

          ["UNSENT", "OPENED", "HEADERS_RECEIVED", "LOADING", "DONE"].forEach(function (name, value) {
            defineProperty(XMLHttpRequest, name, { value, enumerable: true });
            defineProperty(XMLHttpRequest.prototype, name, { value, enumerable: true });
          });
          for (const [constructor, name] of [[XMLHttpRequest, "XMLHttpRequest"], [XMLHttpRequestEventTarget, "XMLHttpRequestEventTarget"],
            [XMLHttpRequestUpload, "XMLHttpRequestUpload"], [ProgressEvent, "ProgressEvent"],
            [XMLHttpRequestProgressEvent, "XMLHttpRequestProgressEvent"]]) {
            defineProperty(constructor.prototype, Symbol.toStringTag, { value: name, configurable: true });
          }
          return { XMLHttpRequest, XMLHttpRequestEventTarget, XMLHttpRequestUpload, ProgressEvent, XMLHttpRequestProgressEvent };
        })
        """#
}
