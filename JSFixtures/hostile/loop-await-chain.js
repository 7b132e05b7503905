// An async loop that awaits a plain value forever: promise jobs that allocate nothing, so no
// garbage collection comes where the engine could be told to stop. appexjs run ends the process
// a second past the deadline instead (the corpus runner kills such a worker).
var ExtensionPreprocessingJS = {
  run: function (args) {
    (async function () { for (;;) await 0; })();
  }
};
