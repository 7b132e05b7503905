import Testing

/// One step of a table-driven test: a function body run on the fixture's page after the
/// table's prelude, and what WebKit 2.50 returns for it (as JSON), from
/// `../shared/tools/webkit-oracle` running the same steps in order on the same page.
struct WebKitStep: CustomTestStringConvertible {
    let script: String
    let webKit: String

    init(_ script: String, _ webKit: String) {
        self.script = script
        self.webKit = webKit
    }

    var testDescription: String { script }
}

extension RealmFixture {
    /// The JSON of what `script` (a function body, after `prelude`) returns.
    func answer(_ script: String, after prelude: String) -> String {
        evaluate("JSON.stringify((function () { \(prelude) \(script) })())")
    }

    /// Runs `steps` in order, expecting each to answer as WebKit does.
    func expectAnswers(_ steps: [WebKitStep], after prelude: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for step in steps {
            #expect(answer(step.script, after: prelude) == step.webKit, "\(step.script)", sourceLocation: sourceLocation)
        }
    }
}
