// Replaces the built-ins the runtime might lean on (Object, Array, Function.prototype.call and apply,
// JSON, Promise, Reflect, Symbol.iterator, Error, Date, DOM prototypes), then runs and finalizes as
// usual: marshalling, finalize and writing the page back must not notice.
(function () {
  var boom = function () { throw new Error("tampered built-in called"); };
  var define = Object.defineProperty;
  Object.prototype.toString = boom;
  Object.prototype.toJSON = boom;
  define(Object.prototype, "then", { get: boom, configurable: true });
  Object.keys = boom; Object.defineProperty = boom; Object.getOwnPropertyNames = boom; Object.entries = boom;
  Object.getPrototypeOf = boom; Object.assign = boom; Object.freeze = boom; Object.create = boom;
  Array.prototype.push = boom; Array.prototype.map = boom; Array.prototype.forEach = boom; Array.prototype.join = boom;
  Array.prototype.slice = boom; Array.prototype.indexOf = boom; Array.prototype.filter = boom; Array.isArray = boom;
  Array.prototype[Symbol.iterator] = boom; Array.from = boom; Array.prototype.concat = boom;
  String.prototype.toString = boom; String.prototype.replace = boom; String.prototype.split = boom; String.prototype.slice = boom;
  Function.prototype.call = boom; Function.prototype.apply = boom; Function.prototype.bind = boom; Function.prototype.toString = boom;
  JSON.stringify = boom; JSON.parse = boom;
  Promise = boom; Promise.prototype.then = boom; Promise.resolve = boom; Promise.reject = boom;
  Reflect.apply = boom; Reflect.construct = boom; Reflect.get = boom; Reflect.set = boom; Reflect.ownKeys = boom; Reflect.defineProperty = boom;
  Map.prototype.get = boom; Map.prototype.set = boom; Set.prototype.add = boom; WeakMap.prototype.set = boom; WeakMap.prototype.get = boom;
  Error.prototype.toString = boom; define(Error.prototype, "message", { get: boom });
  define(Error.prototype, "stack", { get: boom, configurable: true });
  Date.prototype.getTime = boom; Date.now = boom; Math.random = boom;
  Element.prototype.getAttribute = boom; Node.prototype.appendChild = boom; define(Node.prototype, "textContent", { get: boom, set: boom });
  define(Element.prototype, "outerHTML", { get: boom }); define(Element.prototype, "innerHTML", { get: boom, set: boom });
  define(HTMLElement.prototype, "style", { get: boom }); define(Document.prototype, "title", { get: boom });
  EventTarget.prototype.addEventListener = boom; EventTarget.prototype.dispatchEvent = boom;
  window.setTimeout = boom; window.queueMicrotask = boom; window.console = { log: boom, error: boom, warn: boom };
})();
var title = document.querySelector("title");
var ExtensionPreprocessingJS = {
  run: function (args) {
    var results = { title: title ? title.firstChild.data : null, list: [1, "two", { three: 3 }], when: new Date(0), nothing: null, yes: true };
    args.completionFunction(results);
  },
  finalize: function (args) {
    var note = document.createElement("aside");
    note.setAttribute("data-note", args.note);
    document.body.insertBefore(note, document.body.firstChild);
  }
};
