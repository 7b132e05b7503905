extension StandardObjectGroup {
    /// `localStorage` and `sessionStorage`: two in-memory `Storage` areas per realm, empty
    /// at the start (a saved page carries no storage) and gone with the realm. Items are
    /// also named properties (`localStorage.key = "v"`), through a proxy that behaves as
    /// WebKit's legacy platform object does: a name that is a member of `Storage` (such as
    /// `getItem`) reads the member, writing any other string name sets an item.
    ///
    /// https://html.spec.whatwg.org/multipage/webstorage.html#the-storage-interface
    static let storageSource = #"""
        (function (native, shared) {
          "use strict";
          const defineProperty = Object.defineProperty, getPrototypeOf = Object.getPrototypeOf;
          const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
          const construct = Symbol("construct");
          // Each storage area's items (a Map keeps insertion order), by the proxy scripts see.
          const areas = new WeakMap();

          function itemsOf(storage, member) {
            const items = areas.get(storage);
            if (items === undefined) throw new TypeError("Can only call Storage." + member + " on instances of Storage");
            return items;
          }

          // https://html.spec.whatwg.org/multipage/webstorage.html#storage-2
          class Storage {
            constructor(...[key]) { if (key !== construct) throw new TypeError("Illegal constructor"); }
          }
          // WebIDL members are enumerable (so `for…in` lists them after the items, as in WebKit).
          const members = {
            get length() { return itemsOf(this, "length").size; },
            key(index) {
              const items = itemsOf(this, "key");
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const position = Number(index) >>> 0;
              return position < items.size ? Array.from(items.keys())[position] : null;
            },
            getItem(key) {
              const items = itemsOf(this, "getItem");
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const value = items.get(String(key));
              return value === undefined ? null : value;
            },
            setItem(key, value) {
              const items = itemsOf(this, "setItem");
              if (arguments.length < 2) throw new TypeError("Not enough arguments");
              items.set(String(key), String(value));
            },
            removeItem(key) {
              const items = itemsOf(this, "removeItem");
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              items.delete(String(key));
            },
            clear() { itemsOf(this, "clear").clear(); },
          };
          for (const name of Object.keys(members)) {
            const descriptor = getOwnPropertyDescriptor(members, name);
            descriptor.enumerable = true;
            if ("value" in descriptor) descriptor.writable = true;
            defineProperty(Storage.prototype, name, descriptor);
          }
          defineProperty(Storage.prototype, Symbol.toStringTag, { value: "Storage", configurable: true });

          // Whether `name` is found on Storage.prototype's chain (the item is then hidden:
          // Storage has no [LegacyOverrideBuiltIns]).
          function isMember(name) { return name in Storage.prototype; }

          // https://webidl.spec.whatwg.org/#legacy-platform-object-abstract-ops
          function makeArea() {
            const target = new Storage(construct);
            const items = new Map();
            const proxy = new Proxy(target, {
              get(target, name, receiver) {
                if (typeof name === "string" && items.has(name) && !isMember(name) && !Object.hasOwn(target, name)) return items.get(name);
                return Reflect.get(target, name, receiver);
              },
              // A named setter: every string name sets an item, unless it is an accessor on
              // the prototype (assigning `length` does nothing, as in WebKit).
              set(target, name, value, receiver) {
                if (typeof name !== "string") return Reflect.set(target, name, value, receiver);
                const inherited = memberDescriptor(name);
                if (inherited !== undefined && !("value" in inherited)) return Reflect.set(target, name, value, receiver);
                items.set(name, String(value));
                return true;
              },
              has(target, name) { return (typeof name === "string" && items.has(name)) || Reflect.has(target, name); },
              deleteProperty(target, name) {
                if (typeof name === "string" && items.has(name) && !Object.hasOwn(target, name)) { items.delete(name); return true; }
                return Reflect.deleteProperty(target, name);
              },
              ownKeys(target) {
                const own = Reflect.ownKeys(target);
                return [...Array.from(items.keys()).filter(function (name) { return !own.includes(name); }), ...own];
              },
              getOwnPropertyDescriptor(target, name) {
                if (typeof name === "string" && items.has(name) && !isMember(name) && !Object.hasOwn(target, name)) {
                  return { value: items.get(name), writable: true, enumerable: true, configurable: true };
                }
                return Reflect.getOwnPropertyDescriptor(target, name);
              },
              defineProperty(target, name, descriptor) {
                if (typeof name === "string" && "value" in descriptor && !isMember(name)) {
                  items.set(name, String(descriptor.value));
                  return true;
                }
                return Reflect.defineProperty(target, name, descriptor);
              },
            });
            areas.set(proxy, items);
            return proxy;
          }

          // The descriptor of `name` on Storage.prototype's chain, if any.
          function memberDescriptor(name) {
            for (let object = Storage.prototype; object !== null; object = getPrototypeOf(object)) {
              const descriptor = getOwnPropertyDescriptor(object, name);
              if (descriptor !== undefined) return descriptor;
            }
            return undefined;
          }

          return { Storage, localStorage: makeArea(), sessionStorage: makeArea() };
        })
        """#
}
