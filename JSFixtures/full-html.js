// A "save page" extension: sends the whole document as HTML, like read-later apps do
// when they archive a page.
var ExtensionPreprocessingJS = {
  run: function (arguments) {
    arguments.completionFunction({
      URL: document.URL,
      title: document.title,
      html: document.documentElement.outerHTML
    });
  }
};
