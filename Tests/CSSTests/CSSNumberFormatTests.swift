@testable import CSS
import Testing

/// Numbers in CSS values as WebKit writes them, however large: a page's `1e300s` or `1e20px`
/// trapped converting to a 64-bit integer.
@Suite struct CSSNumberFormatTests {
    /// WebKit 2.50's answers (the oracle: `e.style.opacity = '1e300'`, `transition-delay:
    /// 123456789012345678901234567890ms`, `margin-left: 1e20px`): the double's exact digits.
    static let cases: [(Double, String)] = [
        (16, "16"), (13.333_333_3, "13.333333"), (0.5, "0.5"), (-0.000_000_1, "0"),
        (10_000_000_000_000.5, "10000000000000.5"), (-9_300_000_000_000.25, "-9300000000000.25"),
        (1e15, "1000000000000000"), (1e20, "100000000000000000000"), (-1e20, "-100000000000000000000"),
        (123_456_789_012_345_678_901_234_567_890, "123456789012345677877719597056"),
        (1e300, "1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160"),
    ]

    @Test(arguments: cases)
    func writesAsWebKit(_ value: Double, _ expected: String) {
        #expect(CSSNumberFormat.number(value) == expected)
    }

    /// The largest double has 309 digits; it and a time that large are written, not trapped on.
    @Test func theLargestValuesAreWritten() {
        #expect(CSSNumberFormat.number(.greatestFiniteMagnitude).count == 309)
        #expect(CSSTime.written("1e300s", inSeconds: true) == CSSNumberFormat.number(1e300) + "s")
        #expect(CSSTime.written("1e20ms", inSeconds: false) == "100000000000000000000ms")
    }
}
