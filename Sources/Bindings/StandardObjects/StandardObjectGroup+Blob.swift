extension StandardObjectGroup {
    /// `Blob` and `File`: immutable bytes with a type (and, for files, a name and a date).
    /// Nothing is read from disk: a file's bytes are what the script gave it.
    ///
    /// https://w3c.github.io/FileAPI/#blob-section
    static let blobSource = #"""
        (function (native, shared) {
          "use strict";
          const { TextEncoder, TextDecoder } = shared;
          const encoder = new TextEncoder(), decoder = new TextDecoder();
          const defineProperty = Object.defineProperty, isView = ArrayBuffer.isView;
          const construct = Symbol("construct");
          let blobBytes, isBlob, makeBlob;

          // A byte copy of an ArrayBuffer or a view of one.
          function bufferSourceBytes(source) {
            if (isView(source)) return new Uint8Array(source.buffer, source.byteOffset, source.byteLength).slice();
            return new Uint8Array(source).slice();
          }

          // https://w3c.github.io/FileAPI/#convert-line-endings-to-native (native endings are "\n" here)
          function nativeLineEndings(text) { return text.replace(/\r\n?/g, "\n"); }

          // https://w3c.github.io/FileAPI/#dom-blob-type: lowercased, or "" with a character outside U+0020-U+007E.
          function normalizedType(type) {
            const text = String(type);
            return /^[\x20-\x7E]*$/.test(text) ? text.toLowerCase() : "";
          }

          // WebIDL `long long`, for slice() positions.
          function longLong(value) {
            const number = Number(value);
            return Number.isFinite(number) ? Math.trunc(number) : 0;
          }

          // https://w3c.github.io/FileAPI/#process-blob-parts
          function processBlobParts(parts, endings) {
            if (parts === undefined) return new Uint8Array(0);
            if (typeof parts !== "object" || parts === null || typeof parts[Symbol.iterator] !== "function") {
              throw new TypeError("Value is not a sequence");
            }
            const chunks = [];
            let length = 0;
            for (const part of parts) {
              let bytes;
              if (isBlob(part)) bytes = blobBytes(part);
              else if (part instanceof ArrayBuffer || isView(part)) bytes = bufferSourceBytes(part);
              else {
                const text = String(part);
                bytes = encoder.encode(endings === "native" ? nativeLineEndings(text) : text);
              }
              chunks.push(bytes);
              length += bytes.length;
            }
            const result = new Uint8Array(length);
            let offset = 0;
            for (const chunk of chunks) { result.set(chunk, offset); offset += chunk.length; }
            return result;
          }

          // The `endings` member of BlobPropertyBag.
          function endingsOption(options) {
            const endings = options === undefined || options === null || options.endings === undefined ? "transparent" : String(options.endings);
            if (endings !== "transparent" && endings !== "native") {
              throw new TypeError("Type error");
            }
            return endings;
          }

          // https://w3c.github.io/FileAPI/#blob-section
          class Blob {
            #bytes;
            #type;

            // https://w3c.github.io/FileAPI/#constructorBlob
            constructor(blobParts = undefined, options = undefined) {
              if (blobParts === construct) {
                this.#bytes = options.bytes;
                this.#type = options.type;
                return;
              }
              if (options !== undefined && options !== null && typeof options !== "object") throw new TypeError("Type error");
              const endings = endingsOption(options);
              this.#bytes = processBlobParts(blobParts, endings);
              this.#type = options === undefined || options === null || options.type === undefined ? "" : normalizedType(options.type);
            }

            get size() { return this.#bytes.length; }
            get type() { return this.#type; }

            // https://w3c.github.io/FileAPI/#dfn-slice
            slice(start = undefined, end = undefined, contentType = undefined) {
              const size = this.#bytes.length;
              let from = start === undefined ? 0 : longLong(start);
              from = from < 0 ? Math.max(size + from, 0) : Math.min(from, size);
              let to = end === undefined ? size : longLong(end);
              to = to < 0 ? Math.max(size + to, 0) : Math.min(to, size);
              const type = contentType === undefined ? "" : normalizedType(contentType);
              return new Blob(construct, { bytes: this.#bytes.slice(from, Math.max(to, from)), type });
            }

            // https://w3c.github.io/FileAPI/#text-method-algo
            text() {
              const bytes = this.#bytes;
              return Promise.resolve().then(function () { return decoder.decode(bytes); });
            }

            arrayBuffer() {
              const bytes = this.#bytes;
              return Promise.resolve().then(function () { return bytes.slice().buffer; });
            }

            bytes() {
              const bytes = this.#bytes;
              return Promise.resolve().then(function () { return bytes.slice(); });
            }

            static {
              isBlob = function (value) { return typeof value === "object" && value !== null && #bytes in value; };
              blobBytes = function (blob) { return blob.#bytes; };
              makeBlob = function (bytes, type) { return new Blob(construct, { bytes, type: normalizedType(type) }); };
            }
          }

          // https://w3c.github.io/FileAPI/#file-section
          class File extends Blob {
            #name;
            #lastModified;

            // https://w3c.github.io/FileAPI/#file-constructor
            constructor(fileBits, fileName, options = undefined) {
              if (arguments.length < 2) throw new TypeError("Not enough arguments");
              super(fileBits, options);
              this.#name = String(fileName);
              const lastModified = options === undefined || options === null ? undefined : options.lastModified;
              this.#lastModified = lastModified === undefined ? Date.now() : longLong(lastModified);
            }

            get name() { return this.#name; }
            get lastModified() { return this.#lastModified; }
            get webkitRelativePath() { return ""; }
          }

          for (const [constructor, name] of [[Blob, "Blob"], [File, "File"]]) {
            defineProperty(constructor.prototype, Symbol.toStringTag, { value: name, configurable: true });
          }
          return { Blob, File, isBlob, blobBytes, makeBlob };
        })
        """#
}
