// Millions of small objects and strings kept without end.
var ExtensionPreprocessingJS = {
  run: function (args) {
    var kept = [];
    for (;;) kept.push({ index: kept.length, text: "item " + kept.length });
  }
};
