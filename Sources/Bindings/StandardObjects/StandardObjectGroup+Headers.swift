extension StandardObjectGroup {
    /// `Headers`: a list of header names and values, validated and combined as the Fetch
    /// standard says (the guards that matter without a network: none, and immutable for
    /// error and redirect responses).
    ///
    /// https://fetch.spec.whatwg.org/#headers-class
    static let headersSource = #"""
        (function (native, shared) {
          "use strict";
          const defineProperty = Object.defineProperty;
          // https://fetch.spec.whatwg.org/#header-name (RFC 9110 token)
          const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
          // https://fetch.spec.whatwg.org/#concept-header-value-normalize
          function normalizeValue(value) { return String(value).replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, ""); }

          let headerList, setGuard;

          // https://fetch.spec.whatwg.org/#headers-class
          class Headers {
            // Lowercased names and normalized values, in insertion order.
            #list = [];
            // "none", or "immutable" for the headers of an error or redirect response.
            #guard = "none";

            // https://fetch.spec.whatwg.org/#dom-headers
            constructor(init = undefined) {
              if (init !== undefined) fillHeaders(this, init);
            }

            // https://fetch.spec.whatwg.org/#dom-headers-append
            append(name, value) {
              if (arguments.length < 2) throw new TypeError("Not enough arguments");
              const [key, normalized] = this.#validate(name, value);
              this.#list.push([key, normalized]);
            }

            // https://fetch.spec.whatwg.org/#dom-headers-delete
            delete(name) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const key = this.#validateName(name);
              this.#checkMutable();
              this.#list = this.#list.filter(function (entry) { return entry[0] !== key; });
            }

            // https://fetch.spec.whatwg.org/#dom-headers-get
            get(name) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const key = this.#validateName(name);
              const values = this.#list.filter(function (entry) { return entry[0] === key; }).map(function (entry) { return entry[1]; });
              return values.length === 0 ? null : values.join(", ");
            }

            // https://fetch.spec.whatwg.org/#dom-headers-getsetcookie
            getSetCookie() {
              return this.#list.filter(function (entry) { return entry[0] === "set-cookie"; }).map(function (entry) { return entry[1]; });
            }

            // https://fetch.spec.whatwg.org/#dom-headers-has
            has(name) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const key = this.#validateName(name);
              return this.#list.some(function (entry) { return entry[0] === key; });
            }

            // https://fetch.spec.whatwg.org/#dom-headers-set: replaces the first, removes the others.
            set(name, value) {
              if (arguments.length < 2) throw new TypeError("Not enough arguments");
              const [key, normalized] = this.#validate(name, value);
              const index = this.#list.findIndex(function (entry) { return entry[0] === key; });
              if (index < 0) { this.#list.push([key, normalized]); return; }
              this.#list = this.#list.filter(function (entry, position) { return position <= index || entry[0] !== key; });
              this.#list[index] = [key, normalized];
            }

            // https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine
            #sortedAndCombined() {
              const names = [...new Set(this.#list.map(function (entry) { return entry[0]; }))].sort();
              const result = [];
              for (const name of names) {
                const values = this.#list.filter(function (entry) { return entry[0] === name; }).map(function (entry) { return entry[1]; });
                if (name === "set-cookie") for (const value of values) result.push([name, value]);
                else result.push([name, values.join(", ")]);
              }
              return result;
            }

            *entries() { yield* this.#sortedAndCombined(); }
            *keys() { for (const entry of this.#sortedAndCombined()) yield entry[0]; }
            *values() { for (const entry of this.#sortedAndCombined()) yield entry[1]; }
            forEach(callback, thisArgument = undefined) {
              if (typeof callback !== "function") throw new TypeError("Argument 1 ('callback') to Headers.forEach must be a function");
              for (const [name, value] of this.#sortedAndCombined()) callback.call(thisArgument, value, name, this);
            }

            #validateName(name) {
              const text = String(name);
              if (!token.test(text)) throw new TypeError("Invalid header name: '" + text + "'");
              return text.toLowerCase();
            }

            #validate(name, value) {
              const key = this.#validateName(name);
              const normalized = normalizeValue(value);
              if (/[\0\r\n]/.test(normalized)) throw new TypeError("Header '" + String(name) + "' has invalid value: '" + normalized + "'");
              this.#checkMutable();
              return [key, normalized];
            }

            #checkMutable() {
              if (this.#guard === "immutable") throw new TypeError("Headers object's guard is 'immutable'");
            }

            static {
              headerList = function (headers) { return headers.#list; };
              setGuard = function (headers, guard) { headers.#guard = guard; };
            }
          }
          defineProperty(Headers.prototype, Symbol.iterator, { value: Headers.prototype.entries, writable: true, configurable: true });

          // https://fetch.spec.whatwg.org/#concept-headers-fill
          function fillHeaders(headers, init) {
            if (typeof init !== "object" || init === null) throw new TypeError("Value is not a sequence");
            if (init instanceof Headers) {
              for (const [name, value] of headerList(init)) headers.append(name, value);
            } else if (typeof init[Symbol.iterator] === "function") {
              for (const pair of init) {
                if (typeof pair !== "object" || pair === null || typeof pair[Symbol.iterator] !== "function") {
                  throw new TypeError("Value is not a sequence");
                }
                const items = [...pair];
                if (items.length !== 2) throw new TypeError("Header sub-sequence must contain exactly two items");
                headers.append(items[0], items[1]);
              }
            } else {
              for (const key of Object.keys(init)) headers.append(key, init[key]);
            }
          }

          defineProperty(Headers.prototype, Symbol.toStringTag, { value: "Headers", configurable: true });
          return { Headers, headerList, setGuard };
        })
        """#
}
