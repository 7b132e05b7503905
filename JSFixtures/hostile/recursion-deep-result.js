// A result nested 100,000 levels deep: refused with the key path, not a stack overflow.
var ExtensionPreprocessingJS = {
  run: function (args) {
    var top = {}, current = top;
    for (var i = 0; i < 100000; i++) { current.next = {}; current = current.next; }
    args.completionFunction({ deep: top });
  }
};
