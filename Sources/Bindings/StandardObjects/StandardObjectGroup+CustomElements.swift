extension StandardObjectGroup {
    /// `customElements` and `CustomElementRegistry`, over the realm's registry
    /// (``CustomElementRegistry``): `define`, `get`, `getName`, `whenDefined` and `upgrade`.
    ///
    /// https://html.spec.whatwg.org/multipage/custom-elements.html#customelementregistry
    static let customElementsSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException } = shared;
          const CustomElementRegistry = shared.interfaceObject("CustomElementRegistry", null);
          const registries = new WeakSet(), waiting = new Map();
          const check = function (registry, member) {
            if (!registries.has(registry)) throw new TypeError("Can only call CustomElementRegistry." + member + " on instances of CustomElementRegistry");
          };
          const requireArguments = function (given, needed) { if (given < needed) throw new TypeError("Not enough arguments"); };
          shared.defineMembers(CustomElementRegistry.prototype, {
            // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-define
            define(name, constructor, options = undefined) {
              check(this, "define");
              requireArguments(arguments.length, 2);
              const text = String(name);
              native.defineCustomElement(text, constructor, options);
              const promise = waiting.get(text);
              if (promise !== undefined) {
                waiting.delete(text);
                promise.resolve(constructor);
              }
            },
            // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-get
            get(name) {
              check(this, "get");
              requireArguments(arguments.length, 1);
              return native.customElementConstructor(String(name));
            },
            // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-getname
            getName(constructor) {
              check(this, "getName");
              requireArguments(arguments.length, 1);
              return native.customElementName(constructor);
            },
            // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-whendefined
            whenDefined(name) {
              check(this, "whenDefined");
              requireArguments(arguments.length, 1);
              const text = String(name);
              if (!native.isValidCustomElementName(text)) {
                return Promise.reject(new DOMException("Custom element name is not valid", "SyntaxError"));
              }
              const defined = native.customElementConstructor(text);
              if (defined !== undefined) return Promise.resolve(defined);
              let entry = waiting.get(text);
              if (entry === undefined) {
                entry = {};
                entry.promise = new Promise(function (resolve) { entry.resolve = resolve; });
                waiting.set(text, entry);
              }
              return entry.promise;
            },
            // https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-upgrade
            upgrade(root) {
              check(this, "upgrade");
              requireArguments(arguments.length, 1);
              native.upgradeCustomElements(root);
            },
          });
          const customElements = Object.create(CustomElementRegistry.prototype);
          registries.add(customElements);
          return { CustomElementRegistry, customElements };
        })
        """#
}
