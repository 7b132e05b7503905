@testable import CSS
import Testing

/// Math functions nested as deep as WebKit takes them, and deeper: a page's
/// `calc(calc(calc(…)))` must end as a dropped declaration, not a crashed run.
@Suite struct CSSMathFunctionsTests {
    /// `depth` nested `calc()`s around `1px`.
    static func nested(_ depth: Int) -> String { String(repeating: "calc(", count: depth) + "1px" + String(repeating: ")", count: depth) }

    /// The properties whose values read math functions through different paths: a longhand's
    /// single value, the margin shorthand, a shadow's lengths, a corner's radii, the font
    /// shorthand's size.
    /// (`X` stands for the nested value.)
    static let properties: [(CSSProperty, String)] = [
        (.width, "X"), (.margin, "X 2px"), (.boxShadow, "X 1px red"), (.borderRadius, "X"), (.font, "X serif"),
    ]

    /// WebKit 2.50 (the oracle) takes 101 nested `calc()`s and drops the declaration at 102.
    @Test(arguments: [101, 102])
    func nestingLimitIsWebKits(depth: Int) {
        let parsed = CSSValueParser.parse(.width, text: Self.nested(depth), quirksMode: false)
        #expect((parsed != nil) == (depth <= 101))
    }

    /// 100,000 nested `calc()`s overflowed the reader's stack (a segmentation fault).
    @Test func deepNestingIsDroppedWithoutCrashing() {
        let deep = Self.nested(100_000)
        #expect(CSSValueParser.parse(.width, text: deep, quirksMode: false) == nil)
        for (property, value) in Self.properties {
            // (Some keep a value they cannot read as text: what matters here is that they return.)
            _ = CSSValueParser.parse(property, text: value.split(separator: "X", omittingEmptySubsequences: false).joined(separator: deep), quirksMode: false)
        }
    }
}
