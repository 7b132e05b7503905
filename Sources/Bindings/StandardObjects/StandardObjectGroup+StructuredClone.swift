extension StandardObjectGroup {
    /// `structuredClone(value, {transfer})`: serializes and deserializes in one pass, for
    /// the values WebKit can clone (primitives, wrappers of primitives, dates, regular
    /// expressions, array buffers and views, maps, sets, errors, arrays, plain objects,
    /// blobs and files), keeping shared references and cycles. Anything else (functions,
    /// symbols, DOM objects, promises, weak collections, …) throws a `DataCloneError`.
    ///
    /// https://html.spec.whatwg.org/multipage/structured-data.html#dom-structuredclone
    static let structuredCloneSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException } = shared;
          const isBlob = shared.require("blob", "isBlob"), blobBytes = shared.require("blob", "blobBytes");
          const Blob = shared.require("blob", "Blob"), File = shared.require("blob", "File");
          const isView = ArrayBuffer.isView, toString = Object.prototype.toString, defineProperty = Object.defineProperty;
          const errorConstructors = { Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError };
          const typedArrays = {
            Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array,
            Float64Array, BigInt64Array, BigUint64Array,
          };
          // Built-ins with internal slots that cannot be cloned, each with a method that checks the slot.
          const unclonable = [WeakMap.prototype.has, WeakSet.prototype.has, Promise.prototype.then];
          if (typeof WeakRef === "function") unclonable.push(WeakRef.prototype.deref);

          function dataCloneError() { return new DOMException("The object can not be cloned.", "DataCloneError"); }

          // Whether `value` has the internal slot `method` checks (calling it throws otherwise).
          function hasSlot(value, method, argument) {
            try { method.call(value, argument); return true; } catch (error) { return false; }
          }

          // Whether `value` is a platform object: a host object of the engine (a node, an
          // event, …), the window, or an instance of a class appexjs's scripts made.
          function isPlatformObject(value) {
            if (native.isPlatformObject(value)) return true;
            for (const key in shared.made) {
              const made = shared.made[key];
              if (typeof made === "function" && typeof made.prototype === "object" && value instanceof made) return true;
            }
            return false;
          }

          // https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal
          // and #structureddeserialize, in one pass.
          function clone(value, memory) {
            if (typeof value === "symbol") throw dataCloneError();
            if ((typeof value !== "object" && typeof value !== "function") || value === null) return value;
            if (memory.has(value)) return memory.get(value);
            if (typeof value === "function") throw dataCloneError();
            let copy, copyProperties = false;
            if (isBlob(value)) {
              copy = value instanceof File
                ? new File([blobBytes(value)], value.name, { type: value.type, lastModified: value.lastModified })
                : new Blob([blobBytes(value)], { type: value.type });
            } else if (isPlatformObject(value)) {
              throw dataCloneError();
            } else if (unclonable.some(function (method) { return hasSlot(value, method); })) {
              throw dataCloneError();
            } else if (hasSlot(value, Boolean.prototype.valueOf)) copy = Object(Boolean.prototype.valueOf.call(value));
            else if (hasSlot(value, Number.prototype.valueOf)) copy = Object(Number.prototype.valueOf.call(value));
            else if (hasSlot(value, String.prototype.valueOf)) copy = Object(String.prototype.valueOf.call(value));
            else if (hasSlot(value, BigInt.prototype.valueOf)) copy = Object(BigInt.prototype.valueOf.call(value));
            else if (hasSlot(value, Date.prototype.getTime)) copy = new Date(Date.prototype.getTime.call(value));
            else if (hasSlot(value, RegExp.prototype.exec, "")) copy = new RegExp(value.source, value.flags);
            else if (value instanceof ArrayBuffer) copy = value.slice(0);
            else if (isView(value)) {
              const buffer = clone(value.buffer, memory);
              if (value instanceof DataView) copy = new DataView(buffer, value.byteOffset, value.byteLength);
              else copy = new typedArrays[toString.call(value).slice(8, -1)](buffer, value.byteOffset, value.length);
            } else if (hasSlot(value, Map.prototype.has)) {
              copy = new Map();
              memory.set(value, copy);
              for (const [key, item] of Array.from(Map.prototype.entries.call(value))) copy.set(clone(key, memory), clone(item, memory));
              return copy;
            } else if (hasSlot(value, Set.prototype.has)) {
              copy = new Set();
              memory.set(value, copy);
              for (const item of Array.from(Set.prototype.values.call(value))) copy.add(clone(item, memory));
              return copy;
            } else if (toString.call(value) === "[object Error]" || value instanceof Error) {
              const name = String(value.name);
              copy = new (Object.hasOwn(errorConstructors, name) ? errorConstructors[name] : Error)();
              const message = Object.getOwnPropertyDescriptor(value, "message");
              if (message !== undefined && "value" in message) copy.message = String(message.value);
              if (typeof value.stack === "string") defineProperty(copy, "stack", { value: value.stack, writable: true, configurable: true });
            } else {
              copy = Array.isArray(value) ? new Array(value.length) : {};
              copyProperties = true;
            }
            memory.set(value, copy);
            // Arrays and plain objects: own enumerable string keys, values read through getters.
            if (copyProperties) for (const key of Object.keys(value)) copy[key] = clone(value[key], memory);
            return copy;
          }

          // https://html.spec.whatwg.org/multipage/structured-data.html#dom-structuredclone
          // (only ArrayBuffers can be transferred: after the clone they are detached)
          function structuredClone(value, options = undefined) {
            if (arguments.length < 1) throw new TypeError("Not enough arguments");
            const transfer = options === undefined || options === null || options.transfer === undefined ? [] : Array.from(options.transfer);
            const seen = new Set();
            for (const item of transfer) {
              if (!(item instanceof ArrayBuffer) || seen.has(item)) throw dataCloneError();
              seen.add(item);
            }
            const result = clone(value, new Map());
            for (const item of transfer) item.transfer();
            return result;
          }

          return { structuredClone };
        })
        """#
}
