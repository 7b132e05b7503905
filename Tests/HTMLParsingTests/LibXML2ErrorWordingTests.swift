@testable import HTMLParsing
import Testing

/// The parser adapter recognizes three libxml2 errors by the start of their message (see
/// `LibXML2ErrorWording`), as libxml2 2.9 words them. Another libxml2 may word them
/// otherwise, and then the adapter would silently stop recovering what those errors stand
/// for: each wording is checked against what the libxml2 the tests run against says.
@Suite struct LibXML2ErrorWordingTests {
    /// A page that raises each error.
    static let samples: [(LibXML2ErrorWording, String)] = [
        (.unreadableAttributeName, #"<p a"b=1>x</p>"#),
        (.unexpectedEndTag, "<p>x</b></p>"),
        (.endTagMismatch, "<div><b>x</div>"),
    ]

    @Test(arguments: samples)
    func libxml2WordsTheErrorAsTheAdapterExpects(wording: LibXML2ErrorWording, page: String) {
        let messages = LibXML2ErrorWording.messages(parsing: page)
        #expect(
            messages.contains { $0.hasPrefix(wording.rawValue) },
            """
            libxml2 \(LibXML2ErrorWording.libxml2Version) no longer words this error as '\(wording.rawValue)': \
            parsing \(page) it said \(messages). Update LibXML2ErrorWording for this libxml2, or the parser \
            adapter stops recovering what the error stands for.
            """)
    }
}
