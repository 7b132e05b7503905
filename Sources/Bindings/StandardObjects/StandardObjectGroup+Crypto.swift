extension StandardObjectGroup {
    /// `crypto`: `getRandomValues()` and `randomUUID()` from the system's random source.
    /// `crypto.subtle` exists, but its operations reject with `NotSupportedError` (and a
    /// warning): appexjs has no Web Cryptography implementation. As in WebKit, a page that
    /// is not a secure context (`http:` other than loopback) has neither `crypto.subtle`,
    /// `randomUUID()` nor `SubtleCrypto`.
    ///
    /// https://w3c.github.io/webcrypto/#crypto-interface
    static let cryptoSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException } = shared;
          const defineProperty = Object.defineProperty, isView = ArrayBuffer.isView, toString = Object.prototype.toString;
          const construct = Symbol("construct");
          const integerArrays = ["Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array",
            "Uint32Array", "BigInt64Array", "BigUint64Array"];

          // https://w3c.github.io/webcrypto/#subtlecrypto-interface
          class SubtleCrypto {
            constructor(...[key]) { if (key !== construct) throw new TypeError("Illegal constructor"); }
          }
          for (const name of ["encrypt", "decrypt", "sign", "verify", "digest", "generateKey", "deriveKey", "deriveBits",
            "importKey", "exportKey", "wrapKey", "unwrapKey"]) {
            defineProperty(SubtleCrypto.prototype, name, {
              value: { [name]: function () {
                native.warn("crypto.subtle." + name + "() was refused: appexjs does not implement Web Cryptography");
                return Promise.reject(new DOMException("The operation is not supported.", "NotSupportedError"));
              } }[name],
              writable: true, enumerable: true, configurable: true,
            });
          }
          const subtle = new SubtleCrypto(construct);

          // https://w3c.github.io/webcrypto/#crypto-interface
          class Crypto {
            #subtle = subtle;
            constructor(...[key]) { if (key !== construct) throw new TypeError("Illegal constructor"); }

            get subtle() { return this.#subtle; }

            // https://w3c.github.io/webcrypto/#Crypto-method-getRandomValues
            getRandomValues(array) {
              if (typeof this !== "object" || this === null || !(#subtle in this)) {
                throw new TypeError("Can only call Crypto.getRandomValues on instances of Crypto");
              }
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              if (!isView(array)) throw new TypeError("Argument 1 ('array') to Crypto.getRandomValues must be an instance of ArrayBufferView");
              if (!integerArrays.includes(toString.call(array).slice(8, -1))) {
                throw new DOMException("The type of an object was incompatible with the expected type of the parameter associated to the object.", "TypeMismatchError");
              }
              if (array.byteLength > 65536) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
              new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(native.randomBytes(array.byteLength));
              return array;
            }

            // https://w3c.github.io/webcrypto/#Crypto-method-randomUUID: a version 4 UUID.
            randomUUID() {
              if (typeof this !== "object" || this === null || !(#subtle in this)) {
                throw new TypeError("Can only call Crypto.randomUUID on instances of Crypto");
              }
              const bytes = native.randomBytes(16);
              bytes[6] = (bytes[6] & 0x0f) | 0x40;
              bytes[8] = (bytes[8] & 0x3f) | 0x80;
              const hex = Array.from(bytes, function (byte) { return (byte < 16 ? "0" : "") + byte.toString(16); }).join("");
              return hex.slice(0, 8) + "-" + hex.slice(8, 12) + "-" + hex.slice(12, 16) + "-" + hex.slice(16, 20) + "-" + hex.slice(20);
            }
          }

          for (const [constructor, name] of [[Crypto, "Crypto"], [SubtleCrypto, "SubtleCrypto"]]) {
            defineProperty(constructor.prototype, Symbol.toStringTag, { value: name, configurable: true });
          }
          // https://webidl.spec.whatwg.org/#SecureContext
          if (!native.isSecureContext()) {
            delete Crypto.prototype.subtle;
            delete Crypto.prototype.randomUUID;
            return { Crypto, crypto: new Crypto(construct) };
          }
          return { Crypto, SubtleCrypto, crypto: new Crypto(construct) };
        })
        """#
}
