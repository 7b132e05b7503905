var ExtensionPreprocessingJS = {
  run: function (args) {
    args.completionFunction({ title: document.title };
  }
};
