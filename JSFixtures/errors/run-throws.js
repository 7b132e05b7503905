var ExtensionPreprocessingJS = {
  run: function (args) {
    var missing = document.querySelector("#does-not-exist");
    args.completionFunction({ text: missing.textContent });
  }
};
