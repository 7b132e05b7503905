import Testing
@testable import WHATWGURL

/// Hosts: the spec's host-parsing example table (through special and non-special URLs),
/// the ends-in-a-number checker, and the IPv4 and IPv6 serializers.
@Suite struct URLHostTests {
    /// Input, host as a special URL's (`isOpaque` false), host as a non-special URL's
    /// (`isOpaque` true); `nil` is failure.
    static let hostParsingExampleCases: [(String, URLHost?, URLHost?)] = [
        ("EXAMPLE.COM", .domain("example.com"), .opaque("EXAMPLE.COM")),
        ("example%2Ecom", .domain("example.com"), .opaque("example%2Ecom")),
        ("faß.example", .domain("xn--fa-hia.example"), .opaque("fa%C3%9F.example")),
        ("0", .ipv4(0), .opaque("0")),
        ("%30", .ipv4(0), .opaque("%30")),
        ("0x", .ipv4(0), .opaque("0x")),
        ("0xffffffff", .ipv4(0xFFFF_FFFF), .opaque("0xffffffff")),
        ("[0:0::1]", .ipv6([0, 0, 0, 0, 0, 0, 0, 1]), .ipv6([0, 0, 0, 0, 0, 0, 0, 1])),
        ("[0:0::1%5D", nil, nil),
        ("[0:0::%31]", nil, nil),
        ("09", nil, .opaque("09")),
        ("example.255", nil, .opaque("example.255")),
        ("example^example", nil, nil),
    ]

    @Test(arguments: hostParsingExampleCases)
    func hostParsingExamples(_ input: String, _ special: URLHost?, _ nonSpecial: URLHost?) {
        #expect(URLRecord.parse("https://\(input)/")?.recordHost == special)
        #expect(URLRecord.parse("sc://\(input)/")?.recordHost == nonSpecial)
        #expect(HostParser.parse(Array(input.utf8), isOpaque: false) == special)
        #expect(HostParser.parse(Array(input.utf8), isOpaque: true) == nonSpecial)
    }

    @Test(arguments: [
        ("1", true), ("example.1", true), ("example.1.", true), ("0x", true), ("a.0X1f", true),
        ("example", false), ("1.example", false), ("0xg", false), (".", false), ("a..", false),
        ("09", true), ("x.0x.", true),
    ])
    func endsInANumber(_ input: String, _ expected: Bool) {
        #expect(HostParser.endsInANumber(Array(input.utf8)) == expected)
    }

    @Test(arguments: [
        ("0", 0), ("0x10", 16), ("0X10", 16), ("010", 8), ("10", 10), ("0x", 0), ("00", 0),
    ] as [(String, UInt64)])
    func ipv4NumberParser(_ input: String, _ expected: UInt64) {
        #expect(HostParser.parseIPv4Number(Array(input.utf8)[...]) == expected)
    }

    @Test(arguments: ["", "08", "0x1g", "1a", "-1"])
    func ipv4NumberParserFailures(_ input: String) {
        #expect(HostParser.parseIPv4Number(Array(input.utf8)[...]) == nil)
    }

    @Test(arguments: [
        (0x7F00_0001, "127.0.0.1"), (0, "0.0.0.0"), (0xFFFF_FFFF, "255.255.255.255"),
        (0x0102_0304, "1.2.3.4"),
    ] as [(UInt32, String)])
    func ipv4Serializer(_ address: UInt32, _ expected: String) {
        #expect(URLHost.ipv4(address).serialized == expected)
    }

    @Test(arguments: [
        ([0, 0, 0, 0, 0, 0, 0, 0], "[::]"),
        ([0, 0, 0, 0, 0, 0, 0, 1], "[::1]"),
        ([1, 0, 0, 0, 0, 0, 0, 0], "[1::]"),
        ([0, 0xF, 0, 0, 0xF, 0xF, 0, 0], "[0:f::f:f:0:0]"),
        ([1, 0, 2, 0, 3, 0, 4, 0], "[1:0:2:0:3:0:4:0]"),
        ([0x2001, 0xDB8, 0, 0, 1, 0, 0, 1], "[2001:db8::1:0:0:1]"),
        ([0x2001, 0xDB8, 0, 0, 0, 0, 0, 1], "[2001:db8::1]"),
        ([0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF],
         "[ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]"),
    ] as [([UInt16], String)])
    func ipv6Serializer(_ pieces: [UInt16], _ expected: String) {
        #expect(URLHost.ipv6(pieces).serialized == expected)
    }

    @Test func compressedPieceIndexPointsAtTheFirstLongestRun() {
        // The spec's example: in 0:f:0:0:f:f:0:0 it points to the second 0.
        #expect(URLHost.compressedPieceIndex([0, 0xF, 0, 0, 0xF, 0xF, 0, 0]) == 2)
        #expect(URLHost.compressedPieceIndex([1, 0, 2, 3, 4, 5, 6, 7]) == nil)
    }

    @Test func otherHostsSerializeAsThemselves() {
        #expect(URLHost.domain("example.com").serialized == "example.com")
        #expect(URLHost.opaque("EX%20").serialized == "EX%20")
        #expect(URLHost.empty.serialized == "")
    }

    @Test func forbiddenCodePoints() {
        for byte in Array(" #/:<>?@[\\]^|".utf8) + [0x00, 0x09, 0x0A, 0x0D] {
            #expect(HostParser.isForbiddenHostCodePoint(byte))
            #expect(HostParser.isForbiddenDomainCodePoint(byte))
        }
        for byte in Array("%".utf8) + [0x01, 0x1F, 0x7F] {
            #expect(!HostParser.isForbiddenHostCodePoint(byte))
            #expect(HostParser.isForbiddenDomainCodePoint(byte))
        }
        for byte in Array("az09-._~!$&'()*+,;=\"`{}".utf8) {
            #expect(!HostParser.isForbiddenDomainCodePoint(byte))
        }
    }
}
