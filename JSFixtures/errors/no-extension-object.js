// Forgot to define ExtensionPreprocessingJS.
var MyExtension = { run: function (args) { args.completionFunction({}); } };
