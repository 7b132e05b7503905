// Returns document.body.innerText (Scripts/webkit-differential.py compares it with WebKit's).
var ExtensionPreprocessingJS = {
  run: function (args) {
    args.completionFunction({ innerText: document.body ? document.body.innerText : null });
  },
  finalize: function () {},
};
