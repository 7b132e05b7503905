@testable import CSS
import Testing

/// Custom properties that refer to others get their values after those they refer to, as
/// computed values (css-variables-2; the expected values are WebKit 2.50's, from the oracle).
@Suite struct CSSCustomPropertiesTests {
    /// `--c: var(--b)` with `--b: var(--a)`: each gets `--a`'s value, in either order (`--c`
    /// was `var(--a)`, and `color: var(--c)` invalid).
    @Test(arguments: [["--c", "--b"], ["--b", "--c"]])
    func chainedReferencesResolve(_ order: [String]) {
        var values = ["--a": "rgb(1, 2, 3)", "--b": "var(--a)", "--c": "var(--b) x", "--d": "var(--nothing, var(--c))"]
        CSSVariables.resolveReferences(in: &values, of: order + ["--d"])
        #expect(values["--b"] == "rgb(1, 2, 3)")
        #expect(values["--c"] == "rgb(1, 2, 3) x")
        #expect(values["--d"] == "rgb(1, 2, 3) x")
    }

    /// A reference cycle leaves its properties without a value; one that refers into it
    /// takes its fallback.
    @Test func cyclesAreInvalid() {
        var values = ["--x": "var(--y)", "--y": "var(--x)", "--self": "var(--self)", "--z": "var(--x, fb)", "--n": "var(--y) 1"]
        CSSVariables.resolveReferences(in: &values, of: ["--z", "--x", "--y", "--self", "--n"])
        #expect(values == ["--z": "fb"])
    }

    /// `--vN: var(--vN-1) var(--vN-1)` doubles: WebKit keeps `--v16` (589,823 characters,
    /// 65,536 tokens besides white space) and drops `--v17` and what follows. A chain of
    /// 100,000 references resolves without recursing.
    @Test func longValuesAndLongChainsEnd() {
        var values = ["--v0": "xxxxxxxx"]
        for index in 1..<40 { values["--v\(index)"] = "var(--v\(index - 1)) var(--v\(index - 1))" }
        CSSVariables.resolveReferences(in: &values, of: (1..<40).map { "--v\($0)" }.reversed())
        #expect(values["--v16"]?.utf8.count == 589_823)
        #expect(values["--v17"] == nil)
        #expect(values["--v39"] == nil)

        var chain = ["--c0": "end"]
        for index in 1...100_000 { chain["--c\(index)"] = "var(--c\(index - 1))" }
        CSSVariables.resolveReferences(in: &chain, of: (1...100_000).map { "--c\($0)" }.reversed())
        #expect(chain["--c100000"] == "end")
    }
}
