extension StandardObjectGroup {
    /// `window.postMessage`, `MessageChannel`, `MessagePort` and `BroadcastChannel`, within the one window a
    /// session has.
    ///
    /// A message is cloned when posted (`structuredClone`, so what cannot be cloned throws
    /// a `DataCloneError` at once) and delivered in a task of its own as a trusted
    /// `MessageEvent`: at the window, from the document's origin, with the window as its
    /// source, unless `targetOrigin` names another origin (a page of an opaque origin
    /// takes only `"*"`); at a port's partner once that port is started (`start()`, or
    /// setting `onmessage`), in the order posted. Transferring a port gives the receiver a
    /// new port entangled with its partner and leaves the old one detached. A
    /// `BroadcastChannel` reaches the other open channels of its name in this window. Checked
    /// against the WebKit oracle, which delivers messages after the timers already due.
    ///
    /// https://html.spec.whatwg.org/multipage/web-messaging.html
    static let messagingSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException, EventTarget } = shared;
          const defineProperty = Object.defineProperty, describe = Object.getOwnPropertyDescriptor;
          const MessageEvent = shared.require("events", "MessageEvent");
          const clone = shared.require("structuredClone", "structuredClone");
          const construct = Symbol("construct");
          // Each port's partner (null once closed or detached), its queue and whether it was started.
          const states = new WeakMap();

          const dataCloneError = function (message) { return new DataCloneError(message); };
          class DataCloneError extends DOMException { constructor(message) { super(message, "DataCloneError"); } }
          const stateOf = function (port, operation) { return shared.operationState(states, port, "MessagePort", operation); };
          const enumerable = shared.defineMembers;

          // https://html.spec.whatwg.org/multipage/web-messaging.html#message-ports
          const MessagePort = shared.interfaceObject("MessagePort", EventTarget);
          const makePort = function () {
            const port = new EventTarget();
            shared.adopt(port, MessagePort.prototype);
            states.set(port, { partner: null, queue: [], started: false, detached: false });
            return port;
          };
          const entangle = function (a, b) { states.get(a).partner = b; states.get(b).partner = a; };

          native.defineEventHandlers(MessagePort.prototype, ["message", "messageerror"]);
          // Setting onmessage starts the port's queue.
          const onmessage = describe(MessagePort.prototype, "onmessage");
          const startingSetter = { set onmessage(value) { onmessage.set.call(this, value); start(this); } };
          defineProperty(MessagePort.prototype, "onmessage", { get: onmessage.get, enumerable: true, configurable: true,
            set: describe(startingSetter, "onmessage").set });

          // Delivers what a started port has queued, each message in a task of its own.
          const deliverLater = function (port) {
            const state = states.get(port);
            while (state.started && state.queue.length > 0) {
              const message = state.queue.shift();
              native.setTimeout(function () {
                if (states.get(port).detached) return;
                native.dispatchTrustedEvent(port, new MessageEvent("message", { data: message.data, ports: message.ports }));
              }, 0);
            }
          };
          const start = function (port) {
            const state = states.get(port);
            if (state.started) return;
            state.started = true;
            deliverLater(port);
          };

          // The ports a message transfers, checked, each replaced by a new port entangled
          // with the old one's partner and taking its queue; the old one is detached.
          const transferPorts = function (transfer, sender) {
            const list = Array.from(transfer);
            for (let i = 0; i < list.length; i++) {
              const state = states.get(list[i]);
              if (state === undefined) continue;
              if (list[i] === sender) throw dataCloneError("Port in transfer list is the source port");
              if (state.detached || list.indexOf(list[i]) !== i) throw dataCloneError("Port is already detached or listed twice");
            }
            return list.filter(function (item) { return states.has(item); }).map(function (old) {
              const oldState = states.get(old), port = makePort(), state = states.get(port);
              state.queue = oldState.queue;
              if (oldState.partner !== null) entangle(port, oldState.partner);
              Object.assign(oldState, { partner: null, queue: [], detached: true });
              return port;
            });
          };
          // postMessage(message, transfer) or postMessage(message, {transfer}).
          const transferArgument = function (value) {
            if (value === undefined || value === null) return [];
            if (typeof value === "object" && typeof value[Symbol.iterator] === "function") return value;
            const transfer = value.transfer;
            return transfer === undefined ? [] : transfer;
          };

          enumerable(MessagePort.prototype, {
            // https://html.spec.whatwg.org/multipage/web-messaging.html#dom-messageport-postmessage
            postMessage(message, transfer = undefined) {
              const state = stateOf(this, "postMessage");
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const data = clone(message);
              const ports = transferPorts(transferArgument(transfer), this);
              if (state.partner === null) return;
              const target = states.get(state.partner);
              target.queue.push({ data: data, ports: ports });
              deliverLater(state.partner);
            },
            // https://html.spec.whatwg.org/multipage/web-messaging.html#dom-messageport-start
            start() { stateOf(this, "start"); start(this); },
            // https://html.spec.whatwg.org/multipage/web-messaging.html#dom-messageport-close
            close() {
              const state = stateOf(this, "close");
              if (state.partner !== null) states.get(state.partner).partner = null;
              state.partner = null;
            },
          });

          // https://html.spec.whatwg.org/multipage/web-messaging.html#message-channels
          class MessageChannel {
            #port1; #port2;
            constructor() {
              this.#port1 = makePort();
              this.#port2 = makePort();
              entangle(this.#port1, this.#port2);
            }
            get port1() { return this.#port1; }
            get port2() { return this.#port2; }
          }
          for (const name of ["port1", "port2"]) {
            defineProperty(MessageChannel.prototype, name, { enumerable: true });
          }
          defineProperty(MessageChannel.prototype, Symbol.toStringTag, { value: "MessageChannel", configurable: true });

          // https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage
          const postMessage = { postMessage(message, targetOrigin = undefined, transfer = undefined) {
            if (arguments.length < 1) throw new TypeError("Not enough arguments");
            let origin = "/", list = [];
            if (typeof targetOrigin === "object" && targetOrigin !== null) {
              origin = targetOrigin.targetOrigin === undefined ? "/" : String(targetOrigin.targetOrigin);
              list = transferArgument(targetOrigin);
            } else if (targetOrigin !== undefined) {
              origin = String(targetOrigin);
              list = transferArgument(transfer);
            }
            const documentOrigin = native.documentOrigin();
            if (origin === "/") {
              origin = documentOrigin;
            } else if (origin !== "*") {
              origin = native.originOfURL(origin);
              if (origin === null) throw new DOMException("Invalid target origin '" + targetOrigin + "' in a call to 'postMessage'", "SyntaxError");
            }
            const data = clone(message);
            const ports = transferPorts(list, null);
            // An opaque origin is the same as no other, not even its own serialization.
            if (origin !== "*" && (origin !== documentOrigin || documentOrigin === "null")) return;
            native.setTimeout(function () {
              native.dispatchTrustedEvent(globalThis, new MessageEvent("message",
                { data: data, origin: documentOrigin, source: globalThis, ports: ports }));
            }, 0);
          } }.postMessage;

          // https://html.spec.whatwg.org/multipage/web-messaging.html#broadcasting-to-other-browsing-contexts
          // Channels of one name in this window hear each other (never themselves), in the order made.
          const channels = new WeakMap(), openChannels = [];
          const channelOf = function (channel, member) { return shared.operationState(channels, channel, "BroadcastChannel", member); };
          class BroadcastChannel extends EventTarget {
            constructor(name) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              super();
              shared.adopt(this, new.target.prototype);
              channels.set(this, { name: String(name), closed: false });
              openChannels.push(this);
            }
          }
          defineProperty(BroadcastChannel.prototype, Symbol.toStringTag, { value: "BroadcastChannel", configurable: true });
          shared.defineAttribute(BroadcastChannel.prototype, "name", function (channel) { return channelOf(channel, "name").name; });
          native.defineEventHandlers(BroadcastChannel.prototype, ["message", "messageerror"]);
          enumerable(BroadcastChannel.prototype, {
            // https://html.spec.whatwg.org/multipage/web-messaging.html#dom-broadcastchannel-postmessage
            postMessage(message) {
              const state = channelOf(this, "postMessage");
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              if (state.closed) throw new DOMException("This BroadcastChannel is closed", "InvalidStateError");
              const data = clone(message), origin = native.documentOrigin(), sender = this;
              for (const channel of openChannels.slice()) {
                if (channel === sender || channels.get(channel).name !== state.name) continue;
                native.setTimeout(function () {
                  if (channels.get(channel).closed) return;
                  native.dispatchTrustedEvent(channel, new MessageEvent("message", { data: clone(data), origin: origin }));
                }, 0);
              }
            },
            // https://html.spec.whatwg.org/multipage/web-messaging.html#dom-broadcastchannel-close
            close() {
              channelOf(this, "close").closed = true;
              const index = openChannels.indexOf(this);
              if (index >= 0) openChannels.splice(index, 1);
            },
          });

          return { MessagePort, MessageChannel, BroadcastChannel, postMessage, isMessagePort: function (value) { return states.has(value); } };
        })
        """#
}
