// Each interface global's prototype and interface object, read before any instance of the
// interface exists. Run it in WebKit to re-record webkit.json and webkit-interface-objects.json:
//   ../shared/tools/webkit-oracle/oracle.py --page PAGE --script prototype-members.js
// on a page holding `<p>x</p>`. `results.json` is the table of prototypes (interface → own
// property names, sorted); `results.interfaceObjects` the table of interface objects (interface →
// what it inherits from, its length and name, its own members but those three, sorted, and what
// its prototype inherits from), kept for the interfaces webkit.json lists.
var ExtensionPreprocessingJS = { run: function (a) {
  var nameOf = function (object) {
    if (object === null) return 'null';
    if (object === Function.prototype) return 'Function.prototype';
    if (object === Object.prototype) return 'Object.prototype';
    if (typeof object === 'function') return object.name;
    return object.constructor && object.constructor.name;
  };
  var out = {}, objects = {};
  Object.getOwnPropertyNames(self).sort().forEach(function (n) {
    if (!/^[A-Z]/.test(n)) return;
    var d = Object.getOwnPropertyDescriptor(self, n);
    if (!d) return;
    var v = 'value' in d ? d.value : self[n];
    if (typeof v !== 'function' || !v.prototype || typeof v.prototype !== 'object') return;
    out[n] = Object.getOwnPropertyNames(v.prototype).sort();
    objects[n] = {
      inheritsFrom: nameOf(Object.getPrototypeOf(v)), length: v.length, name: v.name,
      statics: Object.getOwnPropertyNames(v).filter(function (k) { return k !== 'prototype' && k !== 'length' && k !== 'name'; }).sort(),
      prototypeInheritsFrom: nameOf(Object.getPrototypeOf(v.prototype)),
    };
  });
  a.completionFunction({json: JSON.stringify(out), interfaceObjects: JSON.stringify(objects)}); }, finalize: function () {} };
