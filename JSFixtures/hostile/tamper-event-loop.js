// Tampers with built-ins, then runs through the event loop: an async run(), timers, a
// MutationObserver, an exception thrown from a timer and a rejected promise, reported to the page's
// own handlers; setters on Object.prototype for the names the runtime gives its own objects.
var later = window.setTimeout;
var Observer = window.MutationObserver;
var reported = [];
window.onerror = function (message, file, line, column, error) { reported[reported.length] = "onerror: " + message; };
window.addEventListener("unhandledrejection", function (event) { reported[reported.length] = "unhandledrejection: " + event.reason.constructor.name; });
(function () {
  var boom = function () { throw new Error("tampered built-in called"); };
  var define = Object.defineProperty;
  Promise.prototype.then = boom; Promise.resolve = boom; Promise.prototype.catch = boom; Promise.prototype.finally = boom;
  Function.prototype.call = boom; Function.prototype.apply = boom;
  Object.prototype.toString = boom; Object.keys = boom; JSON.stringify = boom;
  Array.prototype.push = boom; Array.prototype[Symbol.iterator] = boom;
  define(Error.prototype, "message", { get: boom }); Error.prototype.toString = boom;
  define(Error.prototype, "name", { get: boom });
  define(Object.prototype, "handleEvent", { get: boom });
  EventTarget.prototype.dispatchEvent = boom;
  window.setTimeout = boom; window.setInterval = boom;
  // Setters on Object.prototype for the names the runtime gives its own objects.
  ["completionFunction", "note", "message", "filename", "lineno", "colno", "error", "promise", "reason", "cancelable",
   "value", "writable", "enumerable", "configurable", "get", "set", "interface", "type", "target"].forEach(function (name) {
    define(Object.prototype, name, { __proto__: null, set: boom, configurable: true });
  });
})();
var ExtensionPreprocessingJS = {
  run: async function (args) {
    var seen = [];
    new Observer(function (records) { seen[seen.length] = "observed " + records.length; }).observe(document.body, { childList: true });
    document.body.appendChild(document.createElement("p"));
    later(function () { throw new TypeError("thrown from a timer"); }, 1);
    later(function () { Promise.reject(new RangeError("nobody handles this")); }, 2);
    await null;
    seen[seen.length] = "awaited";
    later(function () { args.completionFunction({ seen: seen, reported: reported }); }, 5);
  },
  finalize: function (args) { document.body.setAttribute("data-note", args.note); }
};
