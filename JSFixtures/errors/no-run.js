var ExtensionPreprocessingJS = { start: function (args) { args.completionFunction({}); } };
