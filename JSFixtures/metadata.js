// A "share to bookmarks" extension: collects what a link preview needs.
// Written in the style Apple's templates use: a constructor with run/finalize on its prototype.
var BookmarkMetadata = function () {};

BookmarkMetadata.prototype = {
  meta: function (attribute, value) {
    var element = document.querySelector("meta[" + attribute + '="' + value + '"]');
    return element ? element.getAttribute("content") : null;
  },

  absolute: function (href) {
    if (!href) return null;
    try { return new URL(href, document.baseURI).href; } catch (e) { return href; }
  },

  run: function (parameters) {
    var openGraph = {};
    var metas = document.querySelectorAll('meta[property^="og:"]');
    for (var i = 0; i < metas.length; i++) {
      openGraph[metas[i].getAttribute("property").slice(3)] = metas[i].content;
    }
    var images = [];
    var imgs = document.images;
    for (var j = 0; j < imgs.length && images.length < 5; j++) images.push(imgs[j].src);
    var canonical = document.querySelector('link[rel="canonical"]');
    var icon = document.querySelector("link[rel~=icon]");
    parameters.completionFunction({
      title: document.title,
      URL: document.URL,
      baseURI: document.baseURI,
      canonical: canonical ? canonical.href : null,
      icon: icon ? icon.href : null,
      description: this.meta("name", "description"),
      author: this.meta("name", "author"),
      published: this.meta("property", "article:published_time"),
      openGraph: openGraph,
      image: this.absolute(openGraph.image),
      images: images,
      lang: document.documentElement.lang,
      characterSet: document.characterSet,
      headings: Array.prototype.map.call(document.querySelectorAll("h1, h2"), function (h) { return h.textContent.trim(); })
    });
  },

  // finalize: highlight the page as saved (Apple's guide changes the background colour).
  finalize: function (parameters) {
    if (parameters.bgColor) document.body.style.backgroundColor = parameters.bgColor;
    if (parameters.savedAs) {
      var banner = document.createElement("div");
      banner.id = "bookmark-saved";
      banner.textContent = "Saved as " + parameters.savedAs;
      document.body.insertBefore(banner, document.body.firstChild);
    }
  }
};

var ExtensionPreprocessingJS = new BookmarkMetadata();
