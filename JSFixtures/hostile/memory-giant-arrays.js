// Arrays of numbers kept without end.
var ExtensionPreprocessingJS = {
  run: function (args) {
    var kept = [];
    for (;;) kept.push(new Array(1000000).fill(1.5));
  }
};
