extension StandardObjectGroup {
    /// WebIDL's observable arrays, for `document.adoptedStyleSheets`: a proxy over a plain
    /// array of the realm (so `Array.isArray` is true and `push`, `splice`, `pop`, indexes and
    /// `length` work), whose traps hand each change to native code before the array changes:
    /// one value set at an index (`set`, which checks it), the array cut to a length
    /// (`truncate`), or, for an assignment, the whole new list (`replace`). A change costs
    /// what it changes, as WebIDL's per-index algorithms and WebKit do: `push` in a loop is
    /// not quadratic. `adoptedStyleSheetArray(document)` makes a document's array;
    /// `assignObservableArray(array, value)` is the attribute's setter (any iterable).
    ///
    /// Where WebKit 2.50 departs from WebIDL, WebKit's answers are kept: an index past the end
    /// and a greater `length` are ignored without an error even in strict code, and the messages
    /// are WebKit's.
    ///
    /// https://webidl.spec.whatwg.org/#es-observable-array
    static let observableArraysSource = #"""
        (function (native, shared) {
          "use strict";
          const { TypeError, Number, String, weakMapGet, weakMapSet } = shared.primordials;
          const reflect = { defineProperty: Reflect.defineProperty, deleteProperty: Reflect.deleteProperty, set: Reflect.set };
          const RangeError = globalThis.RangeError, ProxyConstructor = Proxy, iterator = Symbol.iterator;
          const states = new shared.primordials.WeakMap();

          // https://tc39.es/ecma262/#array-index
          const indexOf = function (key) {
            if (typeof key !== "string") return -1;
            const number = Number(key);
            return String(number >>> 0) === key && number !== 4294967295 ? number : -1;
          };
          const isAccessor = function (descriptor) { return "get" in descriptor || "set" in descriptor; };

          // https://webidl.spec.whatwg.org/#observable-array-exotic-object-set-the-indexed-value
          const setIndexedValue = function (state, index, value) {
            const target = state.target;
            if (index > target.length) return true;
            state.hooks.set(index, value);
            target[index] = value;
            return true;
          };

          // https://webidl.spec.whatwg.org/#observable-array-exotic-object-set-the-length
          const setLength = function (state, value) {
            const length = value >>> 0;
            if (length !== Number(value)) throw new RangeError("Invalid length");
            const target = state.target;
            if (length >= target.length) return true;
            state.hooks.truncate(length);
            target.length = length;
            return true;
          };

          const handlerFor = function (state) {
            return {
              __proto__: null,
              // https://webidl.spec.whatwg.org/#es-observable-array-defineProperty
              defineProperty(target, key, descriptor) {
                const index = indexOf(key);
                if (index >= 0) {
                  if (isAccessor(descriptor)) throw new TypeError("Not allowed to change access mechanism for an indexed property");
                  if (descriptor.configurable === false || descriptor.enumerable === false || descriptor.writable === false) return false;
                  return "value" in descriptor ? setIndexedValue(state, index, descriptor.value) : true;
                }
                if (key === "length") {
                  if (isAccessor(descriptor) || descriptor.configurable === true || descriptor.enumerable === true
                    || descriptor.writable === false) return false;
                  return "value" in descriptor ? setLength(state, descriptor.value) : true;
                }
                return reflect.defineProperty(target, key, descriptor);
              },
              // https://webidl.spec.whatwg.org/#es-observable-array-deleteProperty
              deleteProperty(target, key) {
                const index = indexOf(key);
                if (index >= 0) {
                  if (index !== target.length - 1) return false;
                  state.hooks.truncate(index);
                  target.length = index;
                  return true;
                }
                return key === "length" ? false : reflect.deleteProperty(target, key);
              },
              // https://webidl.spec.whatwg.org/#es-observable-array-set
              set(target, key, value, receiver) {
                const index = indexOf(key);
                if (index >= 0) return setIndexedValue(state, index, value);
                if (key === "length") return setLength(state, value);
                return reflect.set(target, key, value, receiver);
              },
            };
          };

          // An observable array whose changes `hooks` check (they throw to refuse) and keep:
          // `set(index, value)` (index at most the length), `truncate(length)`, `replace(list)`.
          const makeObservableArray = function (hooks) {
            const state = { __proto__: null, target: [], hooks: hooks };
            const array = new ProxyConstructor(state.target, handlerFor(state));
            weakMapSet(states, array, state);
            return array;
          };

          // The setter of an observable array attribute: `value` as a WebIDL sequence.
          // https://webidl.spec.whatwg.org/#es-sequence
          const assignObservableArray = function (array, value) {
            const state = weakMapGet(states, array);
            if (value === null || (typeof value !== "object" && typeof value !== "function")) {
              throw new TypeError("Value is not a sequence");
            }
            const method = value[iterator];
            if (typeof method !== "function") throw new TypeError("Type error");
            const list = [];
            const iterable = { [iterator]() { return method.call(value); } };
            for (const item of iterable) list[list.length] = item;
            state.hooks.replace(list);
            const target = state.target;
            target.length = 0;
            for (let index = 0; index < list.length; index++) target[index] = list[index];
          };

          // https://drafts.csswg.org/cssom/#dom-documentorshadowroot-adoptedstylesheets
          const adoptedStyleSheetArray = function (document) {
            const replace = native.adoptStyleSheets, set = native.adoptStyleSheet, truncate = native.truncateAdoptedStyleSheets;
            return makeObservableArray({
              __proto__: null,
              set: function (index, value) { set(document, index, value); },
              truncate: function (length) { truncate(document, length); },
              replace: function (list) { replace(document, list); },
            });
          };

          return { adoptedStyleSheetArray, assignObservableArray };
        })
        """#
}
