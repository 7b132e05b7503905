extension StandardObjectGroup {
    /// `Request` and `Response`: constructible and readable (`text()`, `json()`, …), for
    /// scripts that build them; nothing is ever fetched (`fetch` rejects).
    /// Bodies are bytes (`body` is null: there are no streams).
    ///
    /// https://fetch.spec.whatwg.org/#fetch-api
    static let fetchSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException, TextEncoder, TextDecoder, URLSearchParams } = shared;
          const isBlob = shared.require("blob", "isBlob");
          const blobBytes = shared.require("blob", "blobBytes"), makeBlob = shared.require("blob", "makeBlob");
          const FormData = shared.require("formData", "FormData");
          const formDataEntries = shared.require("formData", "formDataEntries");
          const appendFormDataEntry = shared.require("formData", "appendFormDataEntry");
          const AbortSignal = shared.require("abort", "AbortSignal"), makeSignal = shared.require("abort", "makeSignal");
          const signalAbort = shared.require("abort", "signalAbort"), addAbortAlgorithm = shared.require("abort", "addAbortAlgorithm");
          const Headers = shared.require("headers", "Headers"), setGuard = shared.require("headers", "setGuard");
          const encoder = new TextEncoder(), decoder = new TextDecoder();
          const searchParamsToString = URLSearchParams.prototype.toString;
          const defineProperty = Object.defineProperty, isView = ArrayBuffer.isView;

          // https://fetch.spec.whatwg.org/#concept-method (RFC 9110 token)
          const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

          // ---- Bodies ----

          // https://fetch.spec.whatwg.org/#concept-bodyinit-extract: the bytes and the type.
          function extractBody(object) {
            if (isBlob(object)) return { bytes: blobBytes(object), type: object.type === "" ? null : object.type };
            if (object instanceof ArrayBuffer) return { bytes: new Uint8Array(object).slice(), type: null };
            if (isView(object)) return { bytes: new Uint8Array(object.buffer, object.byteOffset, object.byteLength).slice(), type: null };
            if (object instanceof FormData) return multipartBody(formDataEntries(object));
            if (object instanceof URLSearchParams) {
              return { bytes: encoder.encode(searchParamsToString.call(object)), type: "application/x-www-form-urlencoded;charset=UTF-8" };
            }
            return { bytes: encoder.encode(String(object)), type: "text/plain;charset=UTF-8" };
          }

          // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#multipart-form-data
          function multipartBody(entries) {
            const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
            const boundary = "----WebKitFormBoundary" + Array.from(native.randomBytes(16), function (byte) { return alphabet[byte % 62]; }).join("");
            const escape = function (name) { return name.replace(/\r\n?|\n/g, "\r\n").replace(/\n/g, "%0A").replace(/\r/g, "%0D").replace(/"/g, "%22"); };
            const chunks = [];
            for (const [name, value] of entries) {
              let head = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + escape(name) + "\"";
              if (isBlob(value)) {
                head += "; filename=\"" + escape(value.name) + "\"\r\nContent-Type: " + (value.type || "application/octet-stream") + "\r\n\r\n";
                chunks.push(encoder.encode(head), blobBytes(value), encoder.encode("\r\n"));
              } else {
                chunks.push(encoder.encode(head + "\r\n\r\n" + value.replace(/\r\n?|\n/g, "\r\n") + "\r\n"));
              }
            }
            chunks.push(encoder.encode("--" + boundary + "--\r\n"));
            return { bytes: concatenate(chunks), type: "multipart/form-data; boundary=" + boundary };
          }

          function concatenate(chunks) {
            const result = new Uint8Array(chunks.reduce(function (sum, chunk) { return sum + chunk.length; }, 0));
            let offset = 0;
            for (const chunk of chunks) { result.set(chunk, offset); offset += chunk.length; }
            return result;
          }

          // https://fetch.spec.whatwg.org/#concept-body-consume-body
          function consume(state, headers, convert) {
            if (state.used) return Promise.reject(new TypeError("Body is disturbed or locked"));
            if (state.bytes !== null) state.used = true;
            const bytes = state.bytes === null ? new Uint8Array(0) : state.bytes;
            return Promise.resolve().then(function () { return convert(bytes, headers); });
          }

          // The body methods Request and Response share, over a body state and headers.
          const bodyReaders = {
            text(bytes) { return decoder.decode(bytes); },
            // https://fetch.spec.whatwg.org/#dom-body-json (WebKit rejects with a DOMException SyntaxError)
            json(bytes) {
              try { return JSON.parse(decoder.decode(bytes)); }
              catch (error) { throw new DOMException("The string did not match the expected pattern.", "SyntaxError"); }
            },
            arrayBuffer(bytes) { return bytes.slice().buffer; },
            bytes(bytes) { return bytes.slice(); },
            blob(bytes, headers) { return makeBlob(bytes.slice(), headers.get("content-type") || ""); },
            // https://fetch.spec.whatwg.org/#dom-body-formdata (URL-encoded bodies only: there is no multipart parser)
            formData(bytes, headers) {
              const type = (headers.get("content-type") || "").split(";")[0].trim().toLowerCase();
              if (type !== "application/x-www-form-urlencoded") {
                throw new TypeError("appexjs reads only application/x-www-form-urlencoded bodies with formData()");
              }
              const formData = new FormData();
              for (const [name, value] of new URLSearchParams(decoder.decode(bytes))) appendFormDataEntry(formData, name, value);
              return formData;
            },
          };

          // ---- Request ----

          const normalizedMethods = ["DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT"];

          // https://fetch.spec.whatwg.org/#request-class
          class Request {
            #url; #method = "GET"; #headers; #body = { bytes: null, used: false };
            #mode = "cors"; #credentials = "same-origin"; #cache = "default"; #redirect = "follow";
            #referrer = "about:client"; #referrerPolicy = ""; #integrity = ""; #keepalive = false;
            #signal = makeSignal();

            // https://fetch.spec.whatwg.org/#dom-request
            constructor(input, init = undefined) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              if (init !== undefined && init !== null && typeof init !== "object") throw new TypeError("Type error");
              init = init === undefined || init === null ? {} : init;
              let source = null;
              if (typeof input === "object" && input !== null && #url in input) {
                source = input;
                if (source.#body.used) throw new TypeError("Request input is disturbed or locked.");
                this.#url = source.#url; this.#method = source.#method; this.#mode = source.#mode;
                this.#credentials = source.#credentials; this.#cache = source.#cache; this.#redirect = source.#redirect;
                this.#referrer = source.#referrer; this.#referrerPolicy = source.#referrerPolicy;
                this.#integrity = source.#integrity; this.#keepalive = source.#keepalive;
              } else {
                const url = native.resolveURL(String(input));
                if (url === null || /^[^:]+:\/\/[^\/?#]*@/.test(url)) throw new TypeError("URL is not valid or contains user credentials.");
                this.#url = url;
              }
              if (init.method !== undefined) {
                const method = String(init.method);
                if (!token.test(method)) throw new TypeError("Method is not a valid HTTP token.");
                if (/^(connect|trace|track)$/i.test(method)) throw new TypeError("Method is forbidden.");
                const upper = method.toUpperCase();
                this.#method = normalizedMethods.includes(upper) ? upper : method;
              }
              if (init.mode !== undefined) {
                const mode = String(init.mode);
                if (mode === "navigate") throw new TypeError("Request constructor does not accept navigate fetch mode.");
                this.#mode = enumerated(mode, ["same-origin", "no-cors", "cors"]);
              }
              if (init.credentials !== undefined) this.#credentials = enumerated(init.credentials, ["omit", "same-origin", "include"]);
              if (init.cache !== undefined) {
                this.#cache = enumerated(init.cache, ["default", "no-store", "reload", "no-cache", "force-cache", "only-if-cached"]);
              }
              if (init.redirect !== undefined) this.#redirect = enumerated(init.redirect, ["follow", "error", "manual"]);
              if (init.referrer !== undefined) {
                const referrer = String(init.referrer);
                if (referrer === "") this.#referrer = "";
                else {
                  const url = native.resolveURL(referrer);
                  if (url === null) throw new TypeError("Referrer is not a valid URL.");
                  this.#referrer = url;
                }
              }
              if (init.referrerPolicy !== undefined) {
                this.#referrerPolicy = enumerated(init.referrerPolicy, ["", "no-referrer", "no-referrer-when-downgrade", "same-origin",
                  "origin", "strict-origin", "origin-when-cross-origin", "strict-origin-when-cross-origin", "unsafe-url"]);
              }
              if (init.integrity !== undefined) this.#integrity = String(init.integrity);
              if (init.keepalive !== undefined) this.#keepalive = Boolean(init.keepalive);
              const signal = init.signal !== undefined ? init.signal : source === null ? null : source.#signal;
              if (signal !== null) {
                if (!(signal instanceof AbortSignal)) throw new TypeError("Member RequestInit.signal is not of type AbortSignal.");
                const own = this.#signal;
                if (signal.aborted) signalAbort(own, signal.reason);
                else addAbortAlgorithm(signal, function () { signalAbort(own, signal.reason); });
              }
              this.#headers = new Headers(init.headers !== undefined ? init.headers : source === null ? undefined : source.#headers);
              const hasInitBody = init.body !== undefined && init.body !== null;
              if ((hasInitBody || (source !== null && source.#body.bytes !== null)) && (this.#method === "GET" || this.#method === "HEAD")) {
                throw new TypeError("Request has method '" + this.#method + "' and cannot have a body");
              }
              if (hasInitBody) {
                const body = extractBody(init.body);
                this.#body.bytes = body.bytes;
                if (body.type !== null && !this.#headers.has("content-type")) this.#headers.append("Content-Type", body.type);
              } else if (source !== null && source.#body.bytes !== null) {
                this.#body.bytes = source.#body.bytes;
                source.#body.used = true;
              }
            }

            get url() { return this.#url; }
            get method() { return this.#method; }
            get headers() { return this.#headers; }
            get destination() { return ""; }
            get referrer() { return this.#referrer; }
            get referrerPolicy() { return this.#referrerPolicy; }
            get mode() { return this.#mode; }
            get credentials() { return this.#credentials; }
            get cache() { return this.#cache; }
            get redirect() { return this.#redirect; }
            get integrity() { return this.#integrity; }
            get keepalive() { return this.#keepalive; }
            get isReloadNavigation() { return false; }
            get isHistoryNavigation() { return false; }
            get signal() { return this.#signal; }
            get duplex() { return "half"; }
            get body() { return null; }
            get bodyUsed() { return this.#body.used; }

            // https://fetch.spec.whatwg.org/#dom-request-clone
            clone() {
              if (this.#body.used) throw new TypeError("Body has already been consumed.");
              const copy = new Request(this.#url);
              copy.#method = this.#method; copy.#mode = this.#mode; copy.#credentials = this.#credentials;
              copy.#cache = this.#cache; copy.#redirect = this.#redirect; copy.#referrer = this.#referrer;
              copy.#referrerPolicy = this.#referrerPolicy; copy.#integrity = this.#integrity; copy.#keepalive = this.#keepalive;
              copy.#headers = new Headers(this.#headers);
              copy.#body.bytes = this.#body.bytes;
              const signal = this.#signal, own = copy.#signal;
              if (signal.aborted) signalAbort(own, signal.reason);
              else addAbortAlgorithm(signal, function () { signalAbort(own, signal.reason); });
              return copy;
            }

            text() { return consume(this.#body, this.#headers, bodyReaders.text); }
            json() { return consume(this.#body, this.#headers, bodyReaders.json); }
            arrayBuffer() { return consume(this.#body, this.#headers, bodyReaders.arrayBuffer); }
            bytes() { return consume(this.#body, this.#headers, bodyReaders.bytes); }
            blob() { return consume(this.#body, this.#headers, bodyReaders.blob); }
            formData() { return consume(this.#body, this.#headers, bodyReaders.formData); }

            static urlOf(input) { return typeof input === "object" && input !== null && #url in input ? input.#url : undefined; }
          }
          // fetch() (native) names a Request by its URL in what it reports.
          native.setRequestURLReader(Request.urlOf);
          delete Request.urlOf;

          // A WebIDL enumeration value: one of `values`, else a TypeError.
          function enumerated(value, values) {
            const text = String(value);
            if (!values.includes(text)) throw new TypeError("Type error");
            return text;
          }

          // ---- Response ----

          const nullBodyStatuses = [101, 103, 204, 205, 304], redirectStatuses = [301, 302, 303, 307, 308];

          // https://fetch.spec.whatwg.org/#response-class
          class Response {
            #type = "default"; #url = ""; #status = 200; #statusText = ""; #headers; #body = { bytes: null, used: false };

            // https://fetch.spec.whatwg.org/#dom-response
            constructor(body = null, init = undefined) {
              if (init !== undefined && init !== null && typeof init !== "object") throw new TypeError("Type error");
              init = init === undefined || init === null ? {} : init;
              // https://fetch.spec.whatwg.org/#initialize-a-response
              if (init.status !== undefined) {
                const status = Number(init.status);
                const integer = Number.isFinite(status) ? ((Math.trunc(status) % 65536) + 65536) % 65536 : 0;
                if (integer < 200 || integer > 599) throw new RangeError("Status must be between 200 and 599");
                this.#status = integer;
              }
              if (init.statusText !== undefined) {
                const text = String(init.statusText);
                if (/[\r\n]|[^\t\x20-\xFF]/.test(text)) throw new TypeError("Status text must be a valid reason-phrase.");
                this.#statusText = text;
              }
              this.#headers = new Headers(init.headers);
              if (body !== null && body !== undefined) {
                if (nullBodyStatuses.includes(this.#status)) throw new TypeError("Response cannot have a body with the given status.");
                const extracted = extractBody(body);
                this.#body.bytes = extracted.bytes;
                if (extracted.type !== null && !this.#headers.has("content-type")) this.#headers.append("Content-Type", extracted.type);
              }
            }

            // https://fetch.spec.whatwg.org/#dom-response-error
            static error() {
              const response = new Response();
              response.#type = "error";
              response.#status = 0;
              setGuard(response.#headers, "immutable");
              return response;
            }

            // https://fetch.spec.whatwg.org/#dom-response-json
            static json(data, init = undefined) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const text = JSON.stringify(data);
              if (text === undefined) throw new TypeError("Value doesn't have a JSON representation");
              const response = new Response(text, init);
              response.#headers.set("Content-Type", "application/json");
              return response;
            }

            // https://fetch.spec.whatwg.org/#dom-response-redirect
            static redirect(url, status = 302) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const location = native.resolveURL(String(url));
              if (location === null) throw new TypeError("Redirection URL is invalid");
              const code = Number(status);
              if (!redirectStatuses.includes(code)) throw new RangeError("Status code is not a redirect code");
              const response = new Response(null, { status: 200 });
              response.#status = code;
              response.#headers.set("Location", location);
              setGuard(response.#headers, "immutable");
              return response;
            }

            get type() { return this.#type; }
            get url() { return this.#url; }
            get redirected() { return false; }
            get status() { return this.#status; }
            get ok() { return this.#status >= 200 && this.#status <= 299; }
            get statusText() { return this.#statusText; }
            get headers() { return this.#headers; }
            get body() { return null; }
            get bodyUsed() { return this.#body.used; }

            // https://fetch.spec.whatwg.org/#dom-response-clone
            clone() {
              if (this.#body.used) throw new TypeError("Body has already been consumed.");
              const copy = new Response(null, { status: 200 });
              copy.#type = this.#type; copy.#url = this.#url; copy.#status = this.#status; copy.#statusText = this.#statusText;
              copy.#headers = new Headers(this.#headers);
              copy.#body.bytes = this.#body.bytes;
              return copy;
            }

            text() { return consume(this.#body, this.#headers, bodyReaders.text); }
            json() { return consume(this.#body, this.#headers, bodyReaders.json); }
            arrayBuffer() { return consume(this.#body, this.#headers, bodyReaders.arrayBuffer); }
            bytes() { return consume(this.#body, this.#headers, bodyReaders.bytes); }
            blob() { return consume(this.#body, this.#headers, bodyReaders.blob); }
            formData() { return consume(this.#body, this.#headers, bodyReaders.formData); }
          }

          for (const [constructor, name] of [[Request, "Request"], [Response, "Response"]]) {
            defineProperty(constructor.prototype, Symbol.toStringTag, { value: name, configurable: true });
          }
          return { Request, Response };
        })
        """#
}
