// The result handed to completionFunction has a getter that loops forever.
var ExtensionPreprocessingJS = {
  run: function (args) {
    args.completionFunction({ get title() { for (;;) {} } });
  }
};
