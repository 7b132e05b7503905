// Every way out a script might try (network, files, processes, the environment): each attempt's
// outcome is returned; none may reach anything outside the process.
var ExtensionPreprocessingJS = {
  run: function (args) {
    var outcomes = {};
    var pending = 0;
    function settle(name, promise) {
      pending++;
      promise.then(function (v) { outcomes[name] = "resolved: " + String(v).slice(0, 80); },
                   function (e) { outcomes[name] = "rejected: " + e; })
        .then(function () { if (--pending === 0) finish(); });
    }
    function attempt(name, body) {
      try { outcomes[name] = "returned: " + String(body()).slice(0, 80); } catch (e) { outcomes[name] = "threw: " + e; }
    }
    function finish() { args.completionFunction(outcomes); }
    settle("fetch https", fetch("https://example.com/"));
    settle("fetch file", fetch("file:///etc/passwd"));
    settle("fetch relative", fetch("secret.txt"));
    attempt("xhr sync file", function () { var x = new XMLHttpRequest(); x.open("GET", "file:///etc/passwd", false); x.send(); return x.status + " " + x.responseText; });
    attempt("xhr sync https", function () { var x = new XMLHttpRequest(); x.open("GET", "https://example.com/", false); x.send(); return x.status + " " + x.responseText; });
    settle("xhr async", new Promise(function (resolve, reject) {
      var x = new XMLHttpRequest(); x.open("GET", "https://example.com/");
      x.onload = function () { resolve("load " + x.status); }; x.onerror = function () { reject("error event"); };
      x.send();
    }));
    attempt("websocket", function () { var s = new WebSocket("wss://example.com/"); return s.readyState; });
    attempt("sendBeacon", function () { return navigator.sendBeacon("https://example.com/beacon", "data"); });
    attempt("event source", function () { return new EventSource("https://example.com/events").readyState; });
    attempt("worker", function () { return new Worker("worker.js"); });
    settle("dynamic import", new Promise(function (resolve, reject) { try { import("https://example.com/m.js").then(resolve, reject); } catch (e) { reject(e); } }));
    attempt("process", function () { return typeof process + " " + typeof require + " " + typeof Deno + " " + typeof Bun + " " + typeof os; });
    attempt("environment", function () { return typeof environment + " " + typeof print + " " + typeof readFile + " " + typeof load + " " + typeof quit; });
    attempt("image", function () { var i = new Image(); i.src = "file:///etc/passwd"; return i.complete + " " + i.naturalWidth; });
    attempt("iframe", function () { var f = document.createElement("iframe"); f.src = "file:///etc/passwd"; document.body.appendChild(f); return String(f.contentDocument && f.contentDocument.body && f.contentDocument.body.textContent); });
    attempt("location file", function () { location.href = "file:///etc/passwd"; return document.body ? "page still here" : "page gone"; });
    attempt("window open", function () { return String(window.open("file:///etc/passwd")); });
    attempt("script src", function () { var s = document.createElement("script"); s.src = "file:///etc/passwd"; document.head.appendChild(s); return "appended"; });
    attempt("link stylesheet", function () { var l = document.createElement("link"); l.rel = "stylesheet"; l.href = "file:///etc/passwd"; document.head.appendChild(l); return "appended"; });
    attempt("cookies", function () { return JSON.stringify(document.cookie); });
    attempt("local storage", function () { localStorage.setItem("k", "v"); return localStorage.getItem("k"); });
    if (pending === 0) finish();
  }
};
