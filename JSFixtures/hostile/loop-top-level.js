// An endless loop in the script's top level, before ExtensionPreprocessingJS exists.
for (;;) {}
