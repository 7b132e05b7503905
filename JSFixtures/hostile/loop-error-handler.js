// A timer throws; the page's onerror handler, which reports it, loops forever.
window.onerror = function () { for (;;) {} };
var ExtensionPreprocessingJS = {
  run: function (args) {
    setTimeout(function () { throw new Error("reported"); });
    setTimeout(function () { args.completionFunction({}); }, 5);
  }
};
