// An endless loop in run() itself.
var ExtensionPreprocessingJS = {
  run: function (args) {
    for (;;) {}
  }
};
