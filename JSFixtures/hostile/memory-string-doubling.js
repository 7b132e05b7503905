// A string doubled until the engine refuses it.
var ExtensionPreprocessingJS = {
  run: function (args) {
    var text = "x";
    for (;;) text += text;
  }
};
