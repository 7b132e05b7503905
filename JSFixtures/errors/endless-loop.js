var ExtensionPreprocessingJS = {
  run: function (args) {
    while (true) {}
  }
};
