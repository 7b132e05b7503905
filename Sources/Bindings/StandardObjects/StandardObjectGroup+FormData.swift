extension StandardObjectGroup {
    /// `FormData`: an ordered list of name-value entries, made empty or from a form's controls.
    ///
    /// https://xhr.spec.whatwg.org/#interface-formdata
    static let formDataSource = #"""
        (function (native, shared) {
          "use strict";
          const File = shared.require("blob", "File");
          const isBlob = shared.require("blob", "isBlob");
          const defineProperty = Object.defineProperty;
          let formDataEntries, appendEntry;

          // https://webidl.spec.whatwg.org/#es-USVString: lone surrogates become U+FFFD.
          function usvString(value) {
            const text = String(value);
            return typeof text.toWellFormed === "function" ? text.toWellFormed() : text;
          }

          // https://xhr.spec.whatwg.org/#create-an-entry
          function createEntry(name, value, filename) {
            name = usvString(name);
            if (isBlob(value)) {
              if (!(value instanceof File)) {
                value = new File([value], filename === undefined ? "blob" : usvString(filename), { type: value.type });
              } else if (filename !== undefined) {
                value = new File([value], usvString(filename), { type: value.type, lastModified: value.lastModified });
              }
            } else {
              value = usvString(value);
            }
            return [name, value];
          }

          // The value argument of append() and set(): a Blob when a file name is given.
          function entryFrom(operation, args) {
            if (args.length < 2) throw new TypeError("Not enough arguments");
            if (args.length > 2 && !isBlob(args[1])) {
              throw new TypeError("Argument 2 ('blobValue') to FormData." + operation + " must be an instance of Blob");
            }
            return createEntry(args[0], args[1], args.length > 2 ? args[2] : undefined);
          }

          class FormData {
            #entries = [];

            // https://xhr.spec.whatwg.org/#dom-formdata
            constructor(form = undefined, submitter = undefined) {
              if (form === undefined) return;
              for (const [name, value] of native.formEntries(form, submitter === undefined ? null : submitter)) {
                this.#entries.push([name, value === null ? new File([], "", { type: "application/octet-stream" }) : value]);
              }
            }

            // https://xhr.spec.whatwg.org/#dom-formdata-append
            append(name, value) { this.#entries.push(entryFrom("append", arguments)); }

            // https://xhr.spec.whatwg.org/#dom-formdata-delete
            delete(name) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const key = usvString(name);
              this.#entries = this.#entries.filter(function (entry) { return entry[0] !== key; });
            }

            // https://xhr.spec.whatwg.org/#dom-formdata-get
            get(name) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const key = usvString(name);
              const entry = this.#entries.find(function (entry) { return entry[0] === key; });
              return entry === undefined ? null : entry[1];
            }

            // https://xhr.spec.whatwg.org/#dom-formdata-getall
            getAll(name) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const key = usvString(name);
              return this.#entries.filter(function (entry) { return entry[0] === key; }).map(function (entry) { return entry[1]; });
            }

            // https://xhr.spec.whatwg.org/#dom-formdata-has
            has(name) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const key = usvString(name);
              return this.#entries.some(function (entry) { return entry[0] === key; });
            }

            // https://xhr.spec.whatwg.org/#dom-formdata-set: replaces the first entry with the name, removes the others.
            set(name, value) {
              const entry = entryFrom("set", arguments);
              const index = this.#entries.findIndex(function (existing) { return existing[0] === entry[0]; });
              if (index < 0) { this.#entries.push(entry); return; }
              this.#entries = this.#entries.filter(function (existing, position) {
                return position <= index || existing[0] !== entry[0];
              });
              this.#entries[index] = entry;
            }

            // https://webidl.spec.whatwg.org/#es-iterable (pair iterator): live over the entries.
            *entries() { for (let index = 0; index < this.#entries.length; index++) yield this.#entries[index].slice(); }
            *keys() { for (let index = 0; index < this.#entries.length; index++) yield this.#entries[index][0]; }
            *values() { for (let index = 0; index < this.#entries.length; index++) yield this.#entries[index][1]; }

            forEach(callback, thisArgument = undefined) {
              if (typeof callback !== "function") throw new TypeError("Argument 1 ('callback') to FormData.forEach must be a function");
              for (let index = 0; index < this.#entries.length; index++) {
                const [name, value] = this.#entries[index];
                callback.call(thisArgument, value, name, this);
              }
            }

            static {
              formDataEntries = function (formData) { return formData.#entries; };
              appendEntry = function (formData, name, value) { formData.#entries.push(createEntry(name, value)); };
            }
          }

          defineProperty(FormData.prototype, Symbol.iterator, {
            value: FormData.prototype.entries, writable: true, configurable: true,
          });
          defineProperty(FormData.prototype, Symbol.toStringTag, { value: "FormData", configurable: true });
          return { FormData, formDataEntries, appendFormDataEntry: appendEntry };
        })
        """#
}
