// The own property names of every interface global's prototype, read before any instance
// of the interface exists. Run it in WebKit to re-record webkit.json:
//   ../shared/tools/webkit-oracle/oracle.py --page PAGE --script prototype-members.js
// on a page holding `<p>x</p>`; `results.json` is the table (interface → names, sorted).
var ExtensionPreprocessingJS = { run: function (a) {
  var out = {};
  Object.getOwnPropertyNames(self).sort().forEach(function (n) {
    if (!/^[A-Z]/.test(n)) return;
    var d = Object.getOwnPropertyDescriptor(self, n);
    if (!d) return;
    var v = 'value' in d ? d.value : self[n];
    if (typeof v !== 'function' || !v.prototype || typeof v.prototype !== 'object') return;
    out[n] = Object.getOwnPropertyNames(v.prototype).sort();
  });
  a.completionFunction({json: JSON.stringify(out)}); }, finalize: function () {} };
