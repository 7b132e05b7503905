@testable import Selectors
import Testing

/// Parsing: what is a valid selector, what is not, and where an invalid one stops.
@Suite struct SelectorListTests {
    static let afterPseudoElement = "only type selectors and ':is()'-like pseudo-classes may follow a pseudo-element"

    static let invalid: [InvalidCase] = [
        InvalidCase(#""#, 0, "expected a selector"),
        InvalidCase(#"   "#, 3, "expected a selector"),
        InvalidCase(#"div >"#, 5, "expected a selector after '>'"),
        InvalidCase(#"p ~"#, 3, "expected a selector after '~'"),
        InvalidCase(#"p > > q"#, 4, "expected a selector after '>'"),
        InvalidCase(#"> p"#, 0, "expected a selector before '>'"),
        InvalidCase(#"[a="#, 3, "expected an attribute value"),
        InvalidCase(#"div["#, 4, "expected an attribute name"),
        InvalidCase(#"[1a]"#, 1, "expected an attribute name"),
        InvalidCase(#"[title~]"#, 7, "expected '=' after '~'"),
        InvalidCase(#"[title==a]"#, 7, "expected an attribute value"),
        InvalidCase(#"[title=a b]"#, 9, "unknown attribute selector flag 'b'"),
        InvalidCase(#"[title="a" i s]"#, 13, "unexpected 's'"),
        InvalidCase(#"[ns|title]"#, 1, "namespace prefix 'ns' is not declared"),
        InvalidCase(#"[*=x]"#, 2, "expected ']' after '[*'"),
        InvalidCase("[title=\"a\nb\"]", 7, "unterminated string"),
        InvalidCase("p, [title='a\n']", 10, "unterminated string"),
        InvalidCase(#"a,,b"#, 2, "expected a selector before ','"),
        InvalidCase(#"p,"#, 2, "expected a selector after ','"),
        InvalidCase(#",p"#, 0, "expected a selector before ','"),
        InvalidCase(#"::bogus"#, 0, "unknown pseudo-element '::bogus'"),
        InvalidCase(#"div::before p"#, 12, "a pseudo-element must be the last part of a selector"),
        InvalidCase(#"::before:hover"#, 8, "a pseudo-element must be the last part of a selector"),
        InvalidCase(#"::before:is(p).x"#, 14, "a pseudo-element must be the last part of a selector"),
        InvalidCase(#"::before:not()"#, 13, "expected a selector"),
        InvalidCase(#"::before:not(.x)"#, 13, afterPseudoElement),
        InvalidCase(#"::before:has(p:first-child)"#, 14, afterPseudoElement),
        InvalidCase(#":not(::before)"#, 5, "pseudo-element '::before' is not allowed here"),
        InvalidCase(#":has(::before)"#, 5, "pseudo-element '::before' is not allowed here"),
        InvalidCase(#":unknown"#, 0, "unknown pseudo-class ':unknown'"),
        InvalidCase(#":UNKNOWN()"#, 0, "unknown pseudo-class ':UNKNOWN()'"),
        InvalidCase(#"a, :bogus"#, 3, "unknown pseudo-class ':bogus'"),
        InvalidCase(#"p:first-child(1)"#, 1, "pseudo-class ':first-child()' takes no arguments"),
        // WebKit supports the form pseudo-classes; this engine refuses them rather than guess.
        InvalidCase(#"input:required"#, 5, "pseudo-class ':required' is not supported"),
        InvalidCase(#":not()"#, 5, "expected a selector"),
        InvalidCase(#":not(p, :bogus)"#, 8, "unknown pseudo-class ':bogus'"),
        InvalidCase(#":has()"#, 5, "expected a selector"),
        InvalidCase(#":has(p, :bogus)"#, 8, "unknown pseudo-class ':bogus'"),
        InvalidCase(#":has(:has(p))"#, 5, "':has()' cannot be used inside ':has()'"),
        InvalidCase(#":has(:not(:has(p)))"#, 10, "':has()' cannot be used inside ':has()'"),
        InvalidCase(#":has(>)"#, 6, "expected a selector after '>'"),
        InvalidCase(#":nth-child(n-)"#, 13, "expected an integer after 'n-'"),
        InvalidCase(#":nth-child(-n-)"#, 14, "expected an integer after 'n-'"),
        InvalidCase(#":nth-child(- n)"#, 11, "expected an An+B expression such as '2n+1'"),
        InvalidCase(#":nth-child(+ n)"#, 12, "expected 'n' right after '+'"),
        InvalidCase(#":nth-child(n+)"#, 13, "expected an integer after '+'"),
        InvalidCase(#":nth-child(2n + -1)"#, 16, "expected an integer after '+'"),
        InvalidCase(#":nth-child(2n--1)"#, 11, "invalid An+B expression"),
        InvalidCase(#":nth-child(1.0)"#, 11, "expected an An+B expression such as '2n+1'"),
        InvalidCase(#":nth-child(oddof p)"#, 11, "invalid An+B expression"),
        InvalidCase(#":nth-child(1 of)"#, 15, "expected a selector"),
        InvalidCase(#":nth-child(1 of p, :bogus)"#, 19, "unknown pseudo-class ':bogus'"),
        InvalidCase(#":nth-of-type(1 of p)"#, 15, "unexpected 'of'"),
        InvalidCase(#":nth-child()"#, 11, "expected an An+B expression such as '2n+1'"),
        InvalidCase(#":lang()"#, 6, "expected a language range"),
        InvalidCase(#"#1"#, 0, "'#1' is not a valid ID selector"),
        InvalidCase(#".5"#, 0, "unexpected '.5'"),
        InvalidCase(#"p."#, 2, "expected a class name after '.'"),
        InvalidCase(#"ns|p"#, 0, "namespace prefix 'ns' is not declared"),
        InvalidCase(#"*|"#, 2, "expected a name after '|'"),
        InvalidCase(#"div{}"#, 3, "unexpected '{'"),
        InvalidCase(#"p)"#, 1, "unexpected ')'"),
        InvalidCase(#"&div"#, 1, "unexpected 'div'"),
        InvalidCase(#"ul/**/li"#, 6, "unexpected 'li'"),
        InvalidCase(#"p >> q"#, 3, "expected a selector after '>'"),
        InvalidCase(#"a || b"#, 3, "expected a name after '|'"),
    ]

    @Test(arguments: invalid)
    func invalidSelectorsThrowWithOffset(_ row: InvalidCase) {
        #expect {
            _ = try SelectorList(parsing: row.selector)
        } throws: { error in
            guard let error = error as? SelectorParseError else { return false }
            return error.selector == row.selector && error.offset == row.offset && error.reason == row.reason
        }
    }

    @Test func errorDescriptionReadsAsOneLine() {
        #expect(throws: SelectorParseError.self) { try SelectorList(parsing: "div >") }
        do {
            _ = try SelectorList(parsing: "div >")
        } catch {
            #expect(error.description == "'div >' is not a valid selector: expected a selector after '>' at position 5")
        }
    }

    @Test func offsetsCountUTF16CodeUnits() {
        // "é" is one UTF-16 unit and "𝒳" two, so the `>` is at 6 and the end at 7.
        do {
            _ = try SelectorList(parsing: ".é.𝒳 >")
            Issue.record("expected an error")
        } catch {
            #expect(error.offset == 7)
        }
        do {
            _ = try SelectorList(parsing: "[title𝒳='a\r\n']")
            Issue.record("expected an error")
        } catch {
            #expect(error.offset == 9)
            #expect(error.reason == "unterminated string")
        }
    }

    /// Valid in WebKit, so valid here, though a strict reading might refuse them.
    static let validAsInWebKit: [String] = [
        #"[title="a"#,
        #"[title=a"#,
        #":is(p"#,
        #"p:nth-child(2"#,
        #"::before"#,
        #"div::before"#,
        #"p:hover::before"#,
        #"::-webkit-scrollbar"#,
        #"::part(label)"#,
        #"::before:is(p)"#,
        #":after:not(p):has(a)"#,
        #"::before:not(p q, :is(*))"#,
        #":is()"#,
        #":where(:bogus, ::before)"#,
        #":has(:is(:has(p)))"#,
        #"|p"#,
        #"*|*"#,
        #"[*|title]"#,
        #":hover"#,
        #":host"#,
        #":lang(en, "fr")"#,
        #"&"#,
        #"p:nth-child(+n)"#,
        #"p:nth-child(N- 1)"#,
        #"li:nth-child( 2n + 1 of .x )"#,
        "p\u{0}",
    ]

    @Test(arguments: validAsInWebKit)
    func acceptedSelectors(_ selector: String) throws {
        _ = try SelectorList(parsing: selector)
    }

    /// An+B as parsed, as (A, B).
    static let anPlusB: [(String, Int, Int)] = [
        ("odd", 2, 1), ("even", 2, 0), ("ODD", 2, 1), ("5", 0, 5), ("+5", 0, 5), ("-5", 0, -5),
        ("n", 1, 0), ("+n", 1, 0), ("-n", -1, 0), ("2n", 2, 0), ("+2n", 2, 0), ("-2n", -2, 0),
        ("2n+1", 2, 1), ("2n-1", 2, -1), ("2n +1", 2, 1), ("2n+ 1", 2, 1), ("2n + 1", 2, 1),
        ("2n - 1", 2, -1), ("n-1", 1, -1), ("n- 1", 1, -1), ("-n-1", -1, -1), ("-n+3", -1, 3),
        ("+n-3", 1, -3), ("N+3", 1, 3), ("-N-3", -1, -3), ("10n-0", 10, 0), ("0n+0", 0, 0),
        ("\\6e+2", 1, 2), ("99999999999", 0, Int(Int32.max)), ("-99999999999n", Int(Int32.min), 0),
    ]

    @Test(arguments: anPlusB)
    func anPlusBMicrosyntax(_ text: String, _ step: Int, _ offset: Int) throws {
        let list = try SelectorList(parsing: ":nth-child(\(text))")
        let component = list.selectors.first?.compounds.first?.components.first
        guard case .pseudoClass(.nth(let nth)) = component else {
            Issue.record("not parsed as :nth-child(): \(String(describing: component))")
            return
        }
        #expect(nth.pattern == NthPattern(step: step, offset: offset))
    }

    @Test func deepNestingIsRefusedNotOverflowed() {
        let depth = 10_000
        let nested = String(repeating: ":not(", count: depth) + "p" + String(repeating: ")", count: depth)
        #expect(throws: SelectorParseError.self) { try SelectorList(parsing: nested) }
        let forgiving = String(repeating: ":is(", count: depth) + "p"
        #expect((try? SelectorList(parsing: forgiving)) != nil)
    }
}
