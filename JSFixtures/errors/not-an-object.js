var ExtensionPreprocessingJS = {
  run: function (args) { args.completionFunction("just a string"); }
};
