import Testing
import WHATWGURL

/// `application/x-www-form-urlencoded` parsing and serializing.
@Suite struct FormURLEncodingTests {
    /// A name-value list as a comparable value.
    struct Pairs: Equatable, Sendable, CustomTestStringConvertible {
        let pairs: [Pair]

        struct Pair: Equatable, Sendable {
            let name: String
            let value: String
        }

        init(_ pairs: [(String, String)]) {
            self.pairs = pairs.map { Pair(name: $0.0, value: $0.1) }
        }

        init(parsing input: String) {
            self.pairs = FormURLEncoding.parse(input).map { Pair(name: $0.name, value: $0.value) }
        }

        var tuples: [(name: String, value: String)] {
            pairs.map { (name: $0.name, value: $0.value) }
        }

        var testDescription: String {
            pairs.map { "(\($0.name.debugDescription), \($0.value.debugDescription))" }.joined(separator: " ")
        }
    }

    static let parsingCases: [(String, Pairs)] = [
        ("a=b&c=d", Pairs([("a", "b"), ("c", "d")])),
        ("a+b=c+d", Pairs([("a b", "c d")])),
        ("a%20b=%2B", Pairs([("a b", "+")])),
        ("&&a=1&&", Pairs([("a", "1")])),
        ("a", Pairs([("a", "")])),
        ("a=", Pairs([("a", "")])),
        ("=b", Pairs([("", "b")])),
        ("=", Pairs([("", "")])),
        ("a=b=c", Pairs([("a", "b=c")])),
        ("a=1&a=2", Pairs([("a", "1"), ("a", "2")])),
        ("%C3%A9=%E2%82%AC", Pairs([("é", "€")])),
        ("é=ü ", Pairs([("é", "ü ")])),
        ("%zz=%", Pairs([("%zz", "%")])),
        ("%2=%4G", Pairs([("%2", "%4G")])),
        ("%FF=1", Pairs([("\u{FFFD}", "1")])),
        ("%EF%BB%BFa=1", Pairs([("\u{FEFF}a", "1")])),
        ("%2B+%2b", Pairs([("+ +", "")])),
        ("?a=1", Pairs([("?a", "1")])),
        ("", Pairs([])),
        ("&", Pairs([])),
    ]

    @Test(arguments: parsingCases)
    func parse(_ input: String, _ expected: Pairs) {
        #expect(Pairs(parsing: input) == expected)
    }

    static let serializingCases: [(Pairs, String)] = [
        (Pairs([("a", "b"), ("c d", "e+f")]), "a=b&c+d=e%2Bf"),
        (Pairs([("é", "€")]), "%C3%A9=%E2%82%AC"),
        (Pairs([("*-._", "!~'()")]), "*-._=%21%7E%27%28%29"),
        (Pairs([("a&b", "c=d")]), "a%26b=c%3Dd"),
        (Pairs([("%20", "#?/:")]), "%2520=%23%3F%2F%3A"),
        (Pairs([("", "")]), "="),
        (Pairs([("", ""), ("", "")]), "=&="),
        (Pairs([("q", "🏳️‍🌈")]), "q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88"),
        (Pairs([("AZaz09", "x")]), "AZaz09=x"),
        (Pairs([]), ""),
    ]

    @Test(arguments: serializingCases)
    func serialize(_ pairs: Pairs, _ expected: String) {
        #expect(FormURLEncoding.serialize(pairs.tuples) == expected)
    }

    /// Serializing and parsing back gives the same list.
    @Test(arguments: serializingCases.map(\.0) + parsingCases.map(\.1))
    func parsingASerializationGivesTheList(_ pairs: Pairs) {
        #expect(Pairs(parsing: FormURLEncoding.serialize(pairs.tuples)) == pairs)
    }

    /// Parsing and serializing normalizes: "%20" and "+" both become "+", "~" becomes "%7E".
    @Test(arguments: [
        ("a=b%20c", "a=b+c"), ("a=b+c", "a=b+c"), ("a=~", "a=%7E"), ("&&a&&b=", "a=&b="),
        ("x=%e2%82%ac", "x=%E2%82%AC"),
    ])
    func serializingAParseNormalizes(_ input: String, _ expected: String) {
        #expect(FormURLEncoding.serialize(FormURLEncoding.parse(input)) == expected)
    }
}
