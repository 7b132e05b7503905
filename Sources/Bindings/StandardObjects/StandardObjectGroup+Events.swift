extension StandardObjectGroup {
    /// The event interfaces whose members are plain values of their init dictionary
    /// (`ErrorEvent`, `MessageEvent`, `HashChangeEvent`, `WheelEvent`, `SecurityPolicyViolationEvent`,
    /// WebKit's `OverflowEvent` and `TextEvent`, …), each a subclass of
    /// the native `Event`, `UIEvent` or `MouseEvent`, made from one table.
    ///
    /// Each member converts as its WebIDL type says: `DOMString`, `unsigned long`, a
    /// restricted `double` (a TypeError for NaN and the infinities), `boolean`, `any`, or
    /// a nullable interface this realm has (a TypeError for anything else; `DataTransfer`,
    /// tracks and gamepads are not provided, so only null passes for them). Attributes are
    /// enumerable, configurable getters on the prototype that throw WebKit's TypeError for
    /// other objects, as WebKit's do. The group also returns `errorEventArguments(event)`,
    /// what `window.onerror` is called with for one of its `ErrorEvent`s (see
    /// `Realm.reportException`).
    ///
    /// https://html.spec.whatwg.org/multipage/webappapis.html#the-errorevent-interface
    /// https://html.spec.whatwg.org/multipage/comms.html#the-messageevent-interface
    /// https://w3c.github.io/uievents/#interface-wheelevent
    static let eventsSource = #"""
        (function (native, shared) {
          "use strict";
          // The runtime fires ErrorEvent and PromiseRejectionEvent itself: everything below uses the
          // engine's functions as they were before any page script ran (shared.primordials).
          const { Event, UIEvent, MouseEvent, primordials: P } = shared;
          const { defineProperty, freeze, weakMapGet, weakMapSet, arraySlice, arraySort, call } = P;
          const records = new P.WeakMap();
          // An interface gets its real prototype with its first instance (see InterfaceWiring):
          // made now, so the classes below extend the real prototypes, not placeholders.
          new UIEvent(""); new MouseEvent("");

          // WebIDL conversions of dictionary members and arguments.
          const typeError = function () { return new P.TypeError("Type error"); };
          const string = function (value) { return P.String(value); };
          const nullableString = function (value) { return value === null ? null : P.String(value); };
          const unsignedLong = function (value) { return P.Number(value) >>> 0; };
          const long = function (value) { return P.Number(value) | 0; };
          const unsignedShort = function (value) { return P.Number(value) & 0xffff; };
          const disposition = function (value) {
            const text = P.String(value);
            if (text !== "enforce" && text !== "report") throw typeError();
            return text;
          };
          const restrictedDouble = shared.restrictedDouble;
          const boolean = function (value) { return P.Boolean(value); };
          const any = function (value) { return value; };
          const nullOnly = function (value) { if (value !== null) throw typeError(); return null; };
          const instanceOf = function (group, name) {
            return function (value) {
              if (value === null) return null;
              if (!(value instanceof shared.require(group, name))) throw typeError();
              return value;
            };
          };
          // (WindowProxy or MessagePort)? and sequence<MessagePort>.
          const isMessagePort = function (value) { return shared.require("messaging", "isMessagePort")(value); };
          const messageSource = function (value) {
            if (value === null || value === globalThis || isMessagePort(value)) return value;
            throw typeError();
          };
          const messagePorts = function (value) {
            if (value === null || typeof value !== "object" && typeof value !== "function") throw typeError();
            const ports = P.arrayFrom(value);
            if (!P.arrayEvery(ports, isMessagePort)) throw typeError();
            return freeze(ports);
          };
          const promise = function (value) { return value instanceof P.Promise ? value : P.promiseResolve(value); };

          // name, parent, constructor length (0: no constructor), members as
          // [name, conversion, default, required-message] in the order of the interface's
          // attributes (the init dictionary's are read in name order, as WebIDL reads them).
          const interfaces = [
            ["ErrorEvent", Event, 1, [["message", string, ""], ["filename", string, ""], ["lineno", unsignedLong, 0],
              ["colno", unsignedLong, 0], ["error", any, undefined]]],
            ["HashChangeEvent", Event, 1, [["oldURL", string, ""], ["newURL", string, ""]]],
            ["PopStateEvent", Event, 1, [["state", any, null], ["hasUAVisualTransition", boolean, false]]],
            ["PageTransitionEvent", Event, 1, [["persisted", boolean, false]]],
            ["PromiseRejectionEvent", Event, 2, [["promise", promise, undefined, "Promise"], ["reason", any, undefined]]],
            ["MessageEvent", Event, 1, [["origin", string, ""], ["lastEventId", string, ""], ["source", messageSource, null],
              ["data", any, null], ["ports", messagePorts, null]]],
            ["StorageEvent", Event, 1, [["key", nullableString, null], ["oldValue", nullableString, null],
              ["newValue", nullableString, null], ["url", string, ""], ["storageArea", instanceOf("storage", "Storage"), null]]],
            ["AnimationEvent", Event, 1, [["animationName", string, ""], ["elapsedTime", restrictedDouble, 0],
              ["pseudoElement", string, ""]]],
            ["TransitionEvent", Event, 1, [["propertyName", string, ""], ["elapsedTime", restrictedDouble, 0],
              ["pseudoElement", string, ""]]],
            ["CompositionEvent", UIEvent, 1, [["data", string, ""]]],
            ["WheelEvent", MouseEvent, 1, [["deltaMode", unsignedLong, 0], ["deltaX", restrictedDouble, 0],
              ["deltaY", restrictedDouble, 0], ["deltaZ", restrictedDouble, 0], ["wheelDeltaX", long, 0],
              ["wheelDeltaY", long, 0]]],
            ["DragEvent", MouseEvent, 1, [["dataTransfer", nullOnly, null]]],
            ["ClipboardEvent", Event, 1, [["clipboardData", nullOnly, null]]],
            ["ToggleEvent", Event, 1, [["oldState", string, ""], ["newState", string, ""]]],
            ["FormDataEvent", Event, 2, [["formData", instanceOf("formData", "FormData"), undefined, "DOMFormData"]]],
            ["TrackEvent", Event, 1, [["track", nullOnly, null]]],
            ["GamepadEvent", Event, 1, [["gamepad", nullOnly, null]]],
            ["BeforeUnloadEvent", Event, 0, []],
            ["SecurityPolicyViolationEvent", Event, 1, [["documentURI", string, ""], ["referrer", string, ""],
              ["blockedURI", string, ""], ["effectiveDirective", string, ""], ["violatedDirective", string, ""],
              ["originalPolicy", string, ""], ["sourceFile", string, ""], ["sample", string, ""],
              ["disposition", disposition, "enforce"], ["statusCode", unsignedShort, 0], ["lineNumber", unsignedLong, 0],
              ["columnNumber", unsignedLong, 0]]],
            ["OverflowEvent", Event, 1, [["orient", unsignedShort, 0], ["horizontalOverflow", boolean, false],
              ["verticalOverflow", boolean, false]]],
            ["TextEvent", UIEvent, 0, [["data", string, ""]]],
          ];

          // What an instance of `name` has, checked as WebKit's bindings check `this`.
          const recordOf = function (object, name, member) {
            const record = weakMapGet(records, object);
            if (record === undefined || record.interface !== name) {
              throw new P.TypeError("The " + name + "." + member + " getter can only be used on instances of " + name);
            }
            return record;
          };
          const defineGetter = function (prototype, name, member, read) {
            shared.defineAttribute(prototype, member, function (object) { return read(recordOf(object, name, member)); });
          };

          const made = { __proto__: null };
          // Set while `createEvent` makes an event of an interface scripts cannot construct.
          let creating = false;
          const byName = function (a, b) { return a[0] < b[0] ? -1 : 1; };
          for (let index = 0; index < interfaces.length; index++) {
            const name = interfaces[index][0], Parent = interfaces[index][1], length = interfaces[index][2];
            const members = interfaces[index][3];
            const constructible = length > 0;
            const readingOrder = arraySort(arraySlice(members), byName);
            const EventInterface = ({ [name]: class extends Parent {
              constructor(type, init) {
                if (!constructible && !creating) throw new P.TypeError("Illegal constructor");
                if (arguments.length < length) throw new P.TypeError("Not enough arguments");
                super(type, init);
                shared.adopt(this, new.target.prototype);
                const dictionary = init === undefined || init === null ? {} : init;
                const record = { __proto__: null, interface: name };
                for (let i = 0; i < readingOrder.length; i++) {
                  const member = readingOrder[i][0], convert = readingOrder[i][1], fallback = readingOrder[i][2];
                  const required = readingOrder[i][3];
                  const value = dictionary[member];
                  if (value !== undefined) {
                    record[member] = convert(value);
                  } else if (required !== undefined) {
                    throw new P.TypeError("Member " + name + "Init." + member + " is required and must be an instance of " + required);
                  } else {
                    record[member] = fallback;
                  }
                }
                weakMapSet(records, this, record);
              }
            } })[name];
            defineProperty(EventInterface, "length", { __proto__: null, value: length });
            defineProperty(EventInterface.prototype, P.toStringTag, { __proto__: null, value: name, configurable: true });
            for (let i = 0; i < members.length; i++) {
              const member = members[i][0];
              if (name === "WheelEvent" || member === "ports") continue;
              // WebKit's lineno and colno read the init dictionary's lineNumber and columnNumber.
              if (member === "lineNumber") defineGetter(EventInterface.prototype, name, "lineno", function (record) { return record.lineNumber; });
              if (member === "columnNumber") defineGetter(EventInterface.prototype, name, "colno", function (record) { return record.columnNumber; });
              defineGetter(EventInterface.prototype, name, member, function (record) { return record[member]; });
            }
            made[name] = EventInterface;
          }

          // https://html.spec.whatwg.org/multipage/comms.html#dom-messageevent-ports (the same frozen array each time)
          const noPorts = freeze([]);
          defineGetter(made.MessageEvent.prototype, "MessageEvent", "ports", function (record) {
            if (record.ports === null) record.ports = noPorts;
            return record.ports;
          });

          // https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-beforeunloadevent-interface
          // (Instances read Event's `returnValue`, which their native class carries.)
          shared.defineAttribute(made.BeforeUnloadEvent.prototype, "returnValue",
            function (object) { const value = recordOf(object, "BeforeUnloadEvent", "returnValue").returnValue; return value === undefined ? "" : value; },
            function (object, value) { recordOf(object, "BeforeUnloadEvent", "returnValue").returnValue = P.String(value); });

          // WebKit's wheel deltas: each of a pair falls back on the other, negated; the legacy
          // ones are whole numbers; `wheelDelta` is the vertical one unless it is 0.
          const wheel = made.WheelEvent.prototype;
          defineGetter(wheel, "WheelEvent", "deltaX", function (r) { return r.deltaX !== 0 ? r.deltaX : -r.wheelDeltaX; });
          defineGetter(wheel, "WheelEvent", "deltaY", function (r) { return r.deltaY !== 0 ? r.deltaY : -r.wheelDeltaY; });
          defineGetter(wheel, "WheelEvent", "deltaZ", function (r) { return r.deltaZ; });
          defineGetter(wheel, "WheelEvent", "deltaMode", function (r) { return r.deltaMode; });
          const wheelDeltaX = function (r) { return r.wheelDeltaX !== 0 ? r.wheelDeltaX : P.trunc(-r.deltaX) || 0; };
          const wheelDeltaY = function (r) { return r.wheelDeltaY !== 0 ? r.wheelDeltaY : P.trunc(-r.deltaY) || 0; };
          defineGetter(wheel, "WheelEvent", "wheelDeltaX", wheelDeltaX);
          defineGetter(wheel, "WheelEvent", "wheelDeltaY", wheelDeltaY);
          defineGetter(wheel, "WheelEvent", "wheelDelta", function (r) { return wheelDeltaY(r) !== 0 ? wheelDeltaY(r) : wheelDeltaX(r); });
          defineGetter(wheel, "WheelEvent", "webkitDirectionInvertedFromDevice", function () { return false; });
          const defineConstants = function (constructor, constants) {
            for (let i = 0; i < constants.length; i++) {
              const constant = constants[i][0], value = constants[i][1];
              defineProperty(constructor, constant, { __proto__: null, value: value, enumerable: true });
              defineProperty(constructor.prototype, constant, { __proto__: null, value: value, enumerable: true });
            }
          };
          defineConstants(made.WheelEvent, [["DOM_DELTA_PIXEL", 0], ["DOM_DELTA_LINE", 1], ["DOM_DELTA_PAGE", 2]]);
          defineConstants(made.OverflowEvent, [["HORIZONTAL", 0], ["VERTICAL", 1], ["BOTH", 2]]);

          // The legacy initializers: they do nothing while the event is being dispatched.
          // https://html.spec.whatwg.org/multipage/comms.html#dom-messageevent-initmessageevent
          shared.defineMembers(made.MessageEvent.prototype, { initMessageEvent(type, bubbles = false, cancelable = false,
              data = null, origin = "", lastEventId = "", source = null, ports = []) {
            const record = recordOf(this, "MessageEvent", "initMessageEvent");
            if (arguments.length < 1) throw new P.TypeError("Not enough arguments");
            if (this.eventPhase !== 0) return;
            // (Read now: an interface's prototype is made with its first instance.)
            call(Event.prototype.initEvent, this, type, bubbles, cancelable);
            P.assign(record, { data: data, origin: P.String(origin), lastEventId: P.String(lastEventId),
              source: messageSource(source), ports: messagePorts(ports) });
          } });
          // https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-initstorageevent
          shared.defineMembers(made.StorageEvent.prototype, { initStorageEvent(type, bubbles = false, cancelable = false,
              key = null, oldValue = null, newValue = null, url = "", storageArea = null) {
            const record = recordOf(this, "StorageEvent", "initStorageEvent");
            if (arguments.length < 1) throw new P.TypeError("Not enough arguments");
            if (this.eventPhase !== 0) return;
            call(Event.prototype.initEvent, this, type, bubbles, cancelable);
            P.assign(record, { key: nullableString(key), oldValue: nullableString(oldValue), newValue: nullableString(newValue),
              url: P.String(url), storageArea: instanceOf("storage", "Storage")(storageArea) });
          } });
          // https://w3c.github.io/uievents/#dom-compositionevent-initcompositionevent
          shared.defineMembers(made.CompositionEvent.prototype, { initCompositionEvent(type, bubbles = false,
              cancelable = false, view = null, data = "") {
            const record = recordOf(this, "CompositionEvent", "initCompositionEvent");
            if (arguments.length < 1) throw new P.TypeError("Not enough arguments");
            if (this.eventPhase !== 0) return;
            call(UIEvent.prototype.initUIEvent, this, type, bubbles, cancelable, view, 0);
            record.data = P.String(data);
          } });

          // WebKit's TextEvent, made only by createEvent("TextEvent").
          shared.defineMembers(made.TextEvent.prototype, { initTextEvent(type, bubbles = false, cancelable = false, view = null, data = "") {
            const record = recordOf(this, "TextEvent", "initTextEvent");
            if (arguments.length < 1) throw new P.TypeError("Not enough arguments");
            if (this.eventPhase !== 0) return;
            call(UIEvent.prototype.initUIEvent, this, type, bubbles, cancelable, view, 0);
            record.data = P.String(data);
          } });

          // What `window.onerror` gets for an ErrorEvent: its message, file, line, column and
          // error; null for any other event.
          made.errorEventArguments = function (event) {
            const record = weakMapGet(records, event);
            if (record === undefined || record.interface !== "ErrorEvent") return null;
            return [record.message, record.filename, record.lineno, record.colno, record.error];
          };
          // A new event of `name` as `document.createEvent` makes it: type "", not initialized
          // (the caller clears the flag).
          made.createEvent = function (name) {
            creating = true;
            try { return new made[name](""); } finally { creating = false; }
          };
          return made;
        })
        """#
}
