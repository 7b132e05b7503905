// run() completes; finalize() loops forever.
var ExtensionPreprocessingJS = {
  run: function (args) { args.completionFunction({ title: document.title }); },
  finalize: function (args) { for (;;) {} }
};
