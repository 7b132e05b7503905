extension StandardObjectGroup {
    /// `AbortController` and `AbortSignal`. Signals are `EventTarget`s, so their `abort`
    /// event goes through the realm's dispatch like any other.
    ///
    /// https://dom.spec.whatwg.org/#aborting-ongoing-activities
    static let abortSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException, Event, EventTarget } = shared;
          const defineProperty = Object.defineProperty;
          const construct = Symbol("construct");
          let makeSignal, signalAbort, addAlgorithm;

          // https://dom.spec.whatwg.org/#interface-AbortSignal
          class AbortSignal extends EventTarget {
            #aborted = false;
            #reason = undefined;
            #algorithms = [];
            #dependents = [];

            constructor(...[key]) {
              if (key !== construct) throw new TypeError("Illegal constructor");
              super();
              shared.adopt(this, AbortSignal.prototype);
            }

            get aborted() { return this.#aborted; }
            get reason() { return this.#reason; }

            // https://dom.spec.whatwg.org/#dom-abortsignal-throwifaborted
            throwIfAborted() { if (this.#aborted) throw this.#reason; }

            // https://dom.spec.whatwg.org/#dom-abortsignal-abort
            static abort(reason) {
              const signal = new AbortSignal(construct);
              signal.#aborted = true;
              signal.#reason = reason === undefined ? abortError() : reason;
              return signal;
            }

            // https://dom.spec.whatwg.org/#dom-abortsignal-timeout
            static timeout(milliseconds) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const delay = Number(milliseconds);
              if (!Number.isFinite(delay) || delay < 0 || delay > Number.MAX_SAFE_INTEGER) {
                throw new TypeError("Value " + delay + " is outside the range [0, 9007199254740991]");
              }
              const signal = new AbortSignal(construct);
              native.setTimeout(function () {
                signalAbort(signal, new DOMException("The operation timed out.", "TimeoutError"));
              }, Math.trunc(delay));
              return signal;
            }

            // https://dom.spec.whatwg.org/#dom-abortsignal-any
            static any(signals) {
              if (arguments.length < 1) throw new TypeError("Not enough arguments");
              const sources = [];
              for (const signal of signals) {
                if (!(typeof signal === "object" && signal !== null && #aborted in signal)) {
                  throw new TypeError("Argument 1 ('signals') to AbortSignal.any must be a sequence of AbortSignal");
                }
                sources.push(signal);
              }
              const result = new AbortSignal(construct);
              for (const source of sources) {
                if (source.#aborted) {
                  result.#aborted = true;
                  result.#reason = source.#reason;
                  return result;
                }
              }
              for (const source of sources) source.#dependents.push(result);
              return result;
            }

            static {
              makeSignal = function () { return new AbortSignal(construct); };
              addAlgorithm = function (signal, algorithm) {
                if (!signal.#aborted) signal.#algorithms.push(algorithm);
              };
              // https://dom.spec.whatwg.org/#abortsignal-signal-abort
              signalAbort = function (signal, reason) {
                // 1-2.
                if (signal.#aborted) return;
                signal.#aborted = true;
                signal.#reason = reason === undefined ? abortError() : reason;
                // 3: the dependents not yet aborted abort with the same reason.
                const dependents = [];
                for (const dependent of signal.#dependents) {
                  if (dependent.#aborted) continue;
                  dependent.#aborted = true;
                  dependent.#reason = signal.#reason;
                  dependents.push(dependent);
                }
                // 4-5: run the abort steps of the signal, then of each dependent.
                runAbortSteps(signal);
                for (const dependent of dependents) runAbortSteps(dependent);
              };
              // https://dom.spec.whatwg.org/#run-the-abort-steps
              const runAbortSteps = function (signal) {
                const algorithms = signal.#algorithms;
                signal.#algorithms = [];
                for (const algorithm of algorithms) algorithm();
                native.dispatchTrustedEvent(signal, new Event("abort"));
              };
            }
          }

          // The reason of a signal aborted without one, worded as WebKit words it.
          function abortError() { return new DOMException("The operation was aborted.", "AbortError"); }

          // https://dom.spec.whatwg.org/#interface-abortcontroller
          class AbortController {
            #signal = makeSignal();
            get signal() { return this.#signal; }
            // https://dom.spec.whatwg.org/#dom-abortcontroller-abort
            abort(reason) { signalAbort(this.#signal, reason); }
          }

          for (const [constructor, name] of [[AbortSignal, "AbortSignal"], [AbortController, "AbortController"]]) {
            defineProperty(constructor.prototype, Symbol.toStringTag, { value: name, configurable: true });
          }
          return { AbortSignal, AbortController, makeSignal, signalAbort, addAbortAlgorithm: addAlgorithm };
        })
        """#
}
