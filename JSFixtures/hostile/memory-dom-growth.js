// The document grown without end, one element with text at a time.
var ExtensionPreprocessingJS = {
  run: function (args) {
    var body = document.body;
    for (var i = 0; ; i++) {
      var p = document.createElement("p");
      p.textContent = "paragraph " + i;
      body.appendChild(p);
    }
  }
};
