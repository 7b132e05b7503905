extension StandardObjectGroup {
    /// `Worker`: appexjs cannot load and run a worker's script, so the constructor throws
    /// the `SecurityError` WebKit throws for a saved page's workers, and records a warning.
    /// The interface is there for feature tests (`typeof Worker.prototype.postMessage`).
    ///
    /// https://html.spec.whatwg.org/multipage/workers.html#dedicated-workers-and-the-worker-interface
    static let workerSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException, EventTarget } = shared;
          const defineProperty = Object.defineProperty;

          class Worker extends EventTarget {
            // https://html.spec.whatwg.org/multipage/workers.html#dom-worker
            constructor(scriptURL, options = undefined) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              native.warn("Worker(" + String(scriptURL) + ") was refused: appexjs does not run workers");
              throw new DOMException("The operation is insecure.", "SecurityError");
            }
            postMessage(message) {}
            terminate() {}
          }
          native.defineEventHandlers(Worker.prototype, ["message", "messageerror"]);
          defineProperty(Worker.prototype, Symbol.toStringTag, { value: "Worker", configurable: true });
          return { Worker };
        })
        """#
}
