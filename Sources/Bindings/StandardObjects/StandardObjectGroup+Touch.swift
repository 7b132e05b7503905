extension StandardObjectGroup {
    /// `TouchEvent`, `Touch` and `TouchList`, and the functions behind
    /// `document.createTouch` and `createTouchList`, as WebKit has them: touches are made
    /// only by `createTouch` (with WebKit's `webkitRadiusX`, `webkitForce`, …), touch lists
    /// only by `createTouchList`, and a `TouchEvent`'s lists must be touch lists. Nothing
    /// fires touch events (there is no screen), and the window has no `ontouch…` handlers,
    /// as in WebKit on a computer.
    ///
    /// https://w3c.github.io/touch-events/
    static let touchSource = #"""
        (function (native, shared) {
          "use strict";
          const { UIEvent } = shared;
          const defineProperty = Object.defineProperty;
          const touches = new WeakMap(), lists = new WeakMap(), events = new WeakMap();
          const typeError = function () { return new TypeError("Type error"); };
          // UIEvent gets its real prototype with its first instance; the class below extends that one.
          new UIEvent("");

          // https://w3c.github.io/touch-events/#touch-interface
          const Touch = shared.interfaceObject("Touch", null);
          const touchMembers = ["clientX", "clientY", "screenX", "screenY", "pageX", "pageY", "target", "identifier",
            "webkitRadiusX", "webkitRadiusY", "webkitRotationAngle", "webkitForce"];
          for (const name of touchMembers) {
            shared.defineAttribute(Touch.prototype, name, function (touch) { return shared.attributeState(touches, touch, "Touch", name)[name]; });
          }

          // https://w3c.github.io/touch-events/#touchlist-interface
          const TouchList = shared.interfaceObject("TouchList", null);
          const listOf = function (list, member) { return shared.operationState(lists, list, "TouchList", member); };
          shared.defineAttribute(TouchList.prototype, "length", function (list) { return listOf(list, "length").length; });
          shared.defineMembers(TouchList.prototype, {
            item(index) {
              const items = listOf(this, "item");
              const position = Number(index) >>> 0;
              return position < items.length ? items[position] : null;
            },
          });
          defineProperty(TouchList.prototype, Symbol.iterator, { value: Array.prototype.values, writable: true, configurable: true });
          const makeList = function (items) {
            const list = Object.create(TouchList.prototype);
            items.forEach(function (touch, index) { defineProperty(list, index, { value: touch, enumerable: true }); });
            lists.set(list, items);
            return list;
          };

          // https://w3c.github.io/touch-events/#touchevent-interface
          class TouchEvent extends UIEvent {
            constructor(type, init = undefined) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              super(type, init);
              shared.adopt(this, new.target.prototype);
              const dictionary = init === undefined || init === null ? {} : init;
              const record = {};
              for (const name of ["altKey", "changedTouches", "ctrlKey", "metaKey", "shiftKey", "targetTouches", "touches"]) {
                const value = dictionary[name];
                if (name.endsWith("Key")) {
                  record[name] = Boolean(value);
                } else if (value === undefined || value === null) {
                  record[name] = makeList([]);
                } else if (!lists.has(value)) {
                  throw typeError();
                } else {
                  record[name] = value;
                }
              }
              events.set(this, record);
            }
          }
          for (const name of ["touches", "targetTouches", "changedTouches", "ctrlKey", "shiftKey", "altKey", "metaKey"]) {
            shared.defineAttribute(TouchEvent.prototype, name, function (event) {
              return shared.attributeState(events, event, "TouchEvent", name)[name];
            });
          }
          defineProperty(TouchEvent.prototype, Symbol.toStringTag, { value: "TouchEvent", configurable: true });

          // WebKit's document.createTouch(window, target, identifier, pageX, pageY, screenX, screenY,
          // radiusX, radiusY, rotationAngle, force): whole numbers but the angle and force (NaN when absent).
          const whole = function (value) { return Math.trunc(Number(value)) || 0; };
          const createTouch = { createTouch(window, target, identifier, pageX, pageY, screenX, screenY, radiusX, radiusY,
              rotationAngle, force) {
            const touch = Object.create(Touch.prototype);
            const x = whole(pageX), y = whole(pageY);
            touches.set(touch, { target: target === undefined ? null : target, identifier: whole(identifier), pageX: x, pageY: y,
              clientX: x, clientY: y, screenX: whole(screenX), screenY: whole(screenY), webkitRadiusX: whole(radiusX),
              webkitRadiusY: whole(radiusY), webkitRotationAngle: rotationAngle === undefined ? 0 : Number(rotationAngle),
              webkitForce: Number(force) });
            return touch;
          } }.createTouch;
          const createTouchList = { createTouchList(...items) {
            for (const item of items) if (!touches.has(item)) throw typeError();
            return makeList(items);
          } }.createTouchList;
          // An uninitialized event, as document.createEvent("TouchEvent") makes one: its lists are null.
          const createEvent = function () {
            const event = new TouchEvent("");
            const record = events.get(event);
            record.touches = record.targetTouches = record.changedTouches = null;
            return event;
          };
          return { Touch, TouchList, TouchEvent, createTouch, createTouchList, createEvent };
        })
        """#
}
