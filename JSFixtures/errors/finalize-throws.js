var ExtensionPreprocessingJS = {
  run: function (args) { args.completionFunction({ ok: true }); },
  finalize: function (args) {
    args.target.style.color = "red";
  }
};
