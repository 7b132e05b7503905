// Recursion that passes through the DOM's native code at every level: a value whose conversion
// to a string makes a text node of itself, a NodeFilter that walks the tree again, an event
// listener that dispatches its event again. Each ends as a RangeError the script can catch (or,
// in a listener, as an uncaught error reported for that listener), never a crash.
var ExtensionPreprocessingJS = {
  run: function (args) {
    var results = {};
    var value = { toString: function () { return document.createTextNode(value).data; } };
    try { String(value); results.conversion = "returned"; } catch (e) { results.conversion = String(e); }
    var filter = { acceptNode: function () { document.createTreeWalker(document.body, NodeFilter.SHOW_ALL, filter).nextNode(); return 1; } };
    try { document.createTreeWalker(document.body, NodeFilter.SHOW_ALL, filter).nextNode(); results.filter = "returned"; } catch (e) { results.filter = String(e); }
    var depth = 0;
    document.body.addEventListener("again", function () { depth++; document.body.dispatchEvent(new Event("again")); });
    document.body.dispatchEvent(new Event("again"));
    results.listenerDepthOver100 = depth > 100;
    args.completionFunction(results);
  }
};
