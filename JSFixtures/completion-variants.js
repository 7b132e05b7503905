// The ways real scripts declare ExtensionPreprocessingJS and call completionFunction:
// a class declaration, a destructured (unbound) completionFunction, and a second call
// that must be ignored.
class PageSummary {
  run({ completionFunction }) {
    const finish = completionFunction;
    finish({ title: document.title, links: document.links.length, kind: "class + destructured" });
    finish({ title: "second call is ignored" });
  }
}
const ExtensionPreprocessingJS = new PageSummary();
