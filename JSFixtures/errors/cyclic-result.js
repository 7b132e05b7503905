var ExtensionPreprocessingJS = {
  run: function (args) {
    var node = { name: "root", children: [] };
    node.children.push({ name: "child", parent: node });
    args.completionFunction({ tree: node });
  }
};
