// run() returns; the timer it set loops forever before completing.
var ExtensionPreprocessingJS = {
  run: function (args) {
    setTimeout(function () {
      for (;;) {}
    }, 10);
  }
};
