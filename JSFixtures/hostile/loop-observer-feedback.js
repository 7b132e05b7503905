// A MutationObserver whose callback changes what it observes: each delivery queues the next.
var ExtensionPreprocessingJS = {
  run: function (args) {
    new MutationObserver(function () {
      document.body.appendChild(document.createElement("p"));
    }).observe(document.body, { childList: true });
    document.body.appendChild(document.createElement("p"));
  }
};
