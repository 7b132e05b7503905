// run() returns; each promise job queues the next, forever. The engine gives each job a fresh
// time limit, so the stage's limit counts them together.
var ExtensionPreprocessingJS = {
  run: function (args) {
    function again() { Promise.resolve().then(again); }
    again();
  }
};
