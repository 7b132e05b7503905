// Five MutationObserver callbacks loop forever; the delivery must stop at the first.
var ExtensionPreprocessingJS = {
  run: function (args) {
    for (var i = 0; i < 5; i++) {
      new MutationObserver(function () { for (;;) {} }).observe(document.body, { childList: true });
    }
    document.body.appendChild(document.createElement("p"));
    args.completionFunction({ done: true });
  }
};
