var ExtensionPreprocessingJS = {
  run: async function (args) {
    await null;
    throw new RangeError("no article found on this page");
  }
};
