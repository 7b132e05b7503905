// A translation extension: it waits for the page to "settle" (here, 1.5 seconds on the
// virtual clock) and completes from a timer, after a promise chain.
window.ExtensionPreprocessingJS = {
  run: function (args) {
    var started = performance.now();
    var paragraphs = document.querySelectorAll("p");
    var texts = [];
    paragraphs.forEach(function (p) { texts.push(p.textContent.replace(/\s+/g, " ").trim()); });
    Promise.resolve(texts.length)
      .then(function (count) {
        setTimeout(function () {
          args.completionFunction({
            language: document.documentElement.getAttribute("lang") || "und",
            paragraphCount: count,
            firstParagraph: texts[0] || null,
            waitedMilliseconds: Math.round(performance.now() - started)
          });
        }, 1500);
      });
  }
};
