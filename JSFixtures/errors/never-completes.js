var ExtensionPreprocessingJS = {
  run: function (args) {
    // Forgets to call args.completionFunction.
    document.title;
  }
};
