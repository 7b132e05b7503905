// run() returns; the promise job it queued loops forever. The engine runs promise jobs as
// the host's call returns, where a stopped script used to abort the process.
var ExtensionPreprocessingJS = {
  run: function (args) {
    Promise.resolve().then(function forever() { for (;;) {} });
  }
};
