// Recursion without end in run(): a RangeError, reported as run() throwing.
var ExtensionPreprocessingJS = {
  run: function (args) {
    function deeper(n) { return deeper(n + 1) + 1; }
    deeper(0);
  }
};
