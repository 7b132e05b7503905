// A click listener loops forever; run() dispatches the click, and catches what it throws
// in a loop of its own, which must not keep the script alive.
var ExtensionPreprocessingJS = {
  run: function (args) {
    document.body.addEventListener("click", function () { for (;;) {} });
    for (;;) {
      try { document.body.click(); } catch (e) {}
    }
  }
};
