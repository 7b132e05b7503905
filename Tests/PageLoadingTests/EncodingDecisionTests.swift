import PageLoading
import Testing
import WHATWGEncoding

/// The encoding decisions for tricky pages, each checked against WebKit 2.50 with
/// `../shared/tools/webkit-oracle/oracle.py --charset sniff` (the page served as `text/html` with
/// no charset, so WebKit decides; `--charset LABEL` for the transport cases). The expected
/// encoding is WebKit's `document.characterSet`; the source is this project's name for why.
@Suite struct EncodingDecisionTests {
    /// "ąę" in windows-1250, which windows-1252 reads as "¹ê": every page ends with it, so a
    /// wrong decision shows as mojibake.
    static let polish: [UInt8] = [0xB9, 0xEA]

    /// A comment of exactly `length` bytes.
    static func padding(_ length: Int) -> String {
        "<!--" + String(repeating: "x", count: length - 7) + "-->"
    }

    /// A page whose `<meta charset=windows-1250>` starts at byte `offset`, after `<body>` text.
    static func metaAt(_ offset: Int) -> String {
        let prefix = "<html><head><title>T</title></head><body>"
        return prefix + String(repeating: "y", count: offset - prefix.count) + "<meta charset=windows-1250>"
    }

    /// (what the page is, its markup before the Polish text, WebKit's encoding, the source).
    static let webKitAnswers: [(String, String, String, EncodingSource)] = [
        ("meta starting at byte 1000 (ends past 1024)", metaAt(1000), "windows-1250", .lateMeta),
        ("meta starting at byte 1023", metaAt(1023), "windows-1250", .lateMeta),
        ("meta starting at byte 1024, after <body>", metaAt(1024), "windows-1252", .fallback),
        ("meta starting at byte 1025, after <body>", metaAt(1025), "windows-1252", .fallback),
        ("late meta after a long comment in the head",
         "<html><head><title>T</title>" + padding(1100) + "<meta charset=windows-1250></head><body>", "windows-1250", .lateMeta),
        ("late meta after <body>",
         "<html><head><title>T</title></head><body><p>" + String(repeating: "y", count: 1100) + "</p><meta charset=windows-1250>",
         "windows-1252", .fallback),
        ("late meta after a long style sheet",
         "<html><head><title>T</title><style>" + String(repeating: "a{}", count: 400) + "</style><meta charset=windows-1250></head><body>",
         "windows-1250", .lateMeta),
        ("late http-equiv naming GBK in the head",
         "<html><head><title>t</title>" + padding(1100) + "<meta http-equiv=Content-Type content='text/html; charset=gb2312'></head><body>",
         "GBK", .lateMeta),
        ("late http-equiv naming ISO-8859-15",
         "<html><head><title>t</title>" + padding(1100) + "<meta http-equiv=Content-Type content='text/html; charset=iso-8859-15'></head><body>",
         "ISO-8859-15", .lateMeta),
        ("http-equiv with value= declares nothing",
         "<html><head><meta http-equiv=Content-Type value='text/html; charset=windows-1250'></head><body>", "windows-1252", .fallback),
        ("content without http-equiv declares nothing",
         "<html><head><meta content='text/html; charset=windows-1250'></head><body>", "windows-1252", .fallback),
        ("content before http-equiv", "<html><head><meta content='text/html; charset=windows-1250' http-equiv=content-type></head><body>",
         "windows-1250", .metaPrescan),
        ("charset after content wins", "<html><head><meta http-equiv=content-type content='text/html;charset=iso-8859-2' charset=windows-1250></head><body>",
         "windows-1250", .metaPrescan),
        ("an unknown charset hides a good content",
         "<html><head><meta charset=bogus content='text/html; charset=windows-1250' http-equiv=content-type></head><body>",
         "windows-1252", .fallback),
        ("a second content attribute wins",
         "<html><head><meta http-equiv=content-type content='text/html; charset=windows-1250' content='text/html; charset=iso-8859-2'></head><body>",
         "ISO-8859-2", .metaPrescan),
        ("a quoted charset in content", "<html><head><meta http-equiv=Content-Type content=\"text/html; charset='windows-1250'\"></head><body>",
         "windows-1250", .metaPrescan),
        ("white space around '=' in content", "<html><head><meta http-equiv=content-type content='text/html; charset = windows-1250 ;'></head><body>",
         "windows-1250", .metaPrescan),
        ("an empty content charset, then a charset",
         "<html><head><meta http-equiv=Content-Type content=\"text/html; charset=\"><meta charset=windows-1250></head><body>",
         "windows-1250", .metaPrescan),
        ("an unknown label, then a good one", "<html><head><meta charset=bogus><meta charset=windows-1250></head><body>", "windows-1250", .metaPrescan),
        ("an empty charset, then a good one", "<html><head><meta charset=''><meta charset=windows-1250></head><body>", "windows-1250", .metaPrescan),
        ("white space around the label", "<html><head><meta charset='  windows-1250  '></head><body>", "windows-1250", .metaPrescan),
        ("upper case", "<HTML><HEAD><META CHARSET=WINDOWS-1250></HEAD><BODY>", "windows-1250", .metaPrescan),
        ("a numeric character reference in the label", "<html><head><meta charset='windows&#45;1250'></head><body>", "windows-1250", .metaPrescan),
        ("<meta/charset=…>", "<html><head><meta/charset=windows-1250></head><body>", "windows-1250", .metaPrescan),
        ("UTF-16 declared in a meta is UTF-8", "<html><head><meta charset=utf-16></head><body>", "UTF-8", .metaPrescan),
        ("UTF-16BE declared in a meta is UTF-8", "<html><head><meta charset=utf-16be></head><body>", "UTF-8", .metaPrescan),
        ("x-user-defined in a meta is windows-1252", "<html><head><meta charset=x-user-defined></head><body>", "windows-1252", .metaPrescan),
        ("a replacement label", "<html><head><meta charset=iso-2022-kr></head><body>", "replacement", .metaPrescan),
        ("a meta in a comment", "<html><head><!-- <meta charset=windows-1250> --></head><body>", "windows-1252", .fallback),
        ("<!--> ends a comment", "<html><head><!--><meta charset=windows-1250><!-- --></head><body>", "windows-1250", .metaPrescan),
        ("a meta in script text", "<html><head><script>var s='<meta charset=windows-1250>'</script></head><body>", "windows-1252", .fallback),
        ("a meta in title text", "<html><head><title><meta charset=windows-1250></title></head><body>", "windows-1252", .fallback),
        ("a meta in textarea text", "<html><body><textarea><meta charset=windows-1250></textarea>", "windows-1252", .fallback),
        ("a meta in xmp text", "<html><head></head><body><xmp><meta charset=windows-1250></xmp>", "windows-1252", .fallback),
        ("a meta in svg", "<html><body><svg><meta charset=windows-1250></svg>", "windows-1250", .metaPrescan),
        ("a meta in a template", "<html><head><template><meta charset=windows-1250></template></head><body>", "windows-1250", .metaPrescan),
        ("<noscript><p> ends the head section", "<html><head><noscript><p>n</p></noscript>" + padding(1100) + "<meta charset=windows-1250></head><body>",
         "windows-1252", .fallback),
        ("<noscript><link> does not", "<html><head><noscript><link rel=x></noscript>" + padding(1100) + "<meta charset=windows-1250></head><body>",
         "windows-1250", .lateMeta),
        ("markup in script text does not end it",
         "<html><head><script>document.write('<body><p>')</script>" + padding(1100) + "<meta charset=windows-1250></head><body>",
         "windows-1250", .lateMeta),
        ("escaped script text", "<html><head><script><!-- <script> </script> <p> --></script>" + padding(1100) + "<meta charset=windows-1250></head><body>",
         "windows-1250", .lateMeta),
        ("<title/> still starts title text", "<html><head><title/>" + padding(1100) + "<p></title><meta charset=windows-1250></head><body>",
         "windows-1250", .lateMeta),
        ("text in the head does not end it", "<html><head><title>t</title>" + String(repeating: "z", count: 1100) + "<meta charset=windows-1250></head><body>",
         "windows-1250", .lateMeta),
        ("</head> ends it", "<html><head>" + padding(1100) + "</head><meta charset=windows-1250><body>", "windows-1252", .fallback),
        ("end tags of head elements do not", "<html><head></title></meta></script>" + padding(1100) + "<meta charset=windows-1250></head><body>",
         "windows-1250", .lateMeta),
        ("<br> ends it", "<html><head><br>" + padding(1100) + "<meta charset=windows-1250></head><body>", "windows-1252", .fallback),
        ("<div> ends it", "<html><head><div></div>" + padding(1100) + "<meta charset=windows-1250></head><body>", "windows-1252", .fallback),
        ("<object>, <link>, <style>, <base> do not",
         "<html><head><object></object><link rel=stylesheet href=a.css><style>" + String(repeating: "b{}", count: 400)
            + "</style><base href=x><meta charset=windows-1250></head><body>", "windows-1250", .lateMeta),
        ("a DOCTYPE", "<!DOCTYPE html PUBLIC \"-//W3C//DTD HTML 4.01//EN\" \"http://www.w3.org/TR/html4/strict.dtd\"><html><head>"
            + padding(1100) + "<meta charset=windows-1250></head><body>", "windows-1250", .lateMeta),
        ("a processing instruction", "<?php x ?><html><head><meta charset=windows-1250></head><body>", "windows-1250", .metaPrescan),
        ("a bogus end tag", "<html><head></3 ><meta charset=windows-1250></head><body>", "windows-1250", .metaPrescan),
        ("an XML declaration", "<?xml version='1.0' encoding='windows-1250'?><html><head></head><body>", "windows-1250", .xmlDeclaration),
        ("a meta outranks the XML declaration",
         "<?xml version='1.0' encoding='windows-1250'?><html><head><meta charset=iso-8859-2></head><body>", "ISO-8859-2", .metaPrescan),
        ("an XML declaration and no meta in a long head",
         "<?xml version='1.0' encoding='windows-1250'?><html><head>" + padding(1100) + "</head><body>", "windows-1250", .xmlDeclaration),
        ("UTF-16 in an XML declaration is UTF-8", "<?xml version='1.0' encoding='utf-16'?><html><body>", "UTF-8", .xmlDeclaration),
        ("an XML declaration that never ends", "<?xml version='1.0' encoding='windows-1250'", "windows-1252", .fallback),
        ("fewer than 8 bytes", "<p>", "windows-1252", .fallback),
    ]

    @Test(arguments: webKitAnswers)
    func decidesAsWebKit(page: String, markup: String, encoding: String, source: EncodingSource) {
        let bytes = Array(markup.utf8) + Self.polish
        let decision = bytes.withUnsafeBytes { EncodingDecision.decide($0, fallback: .webKitDefault) }
        #expect(decision.encoding.name == encoding, "\(page)")
        #expect(decision.source == source, "\(page)")
    }

    @Test func theTransportCharsetOutranksTheMeta() {
        // WebKit with --charset windows-1251: "№к".
        let bytes = Array("<html><head><meta charset=windows-1250></head><body>".utf8) + Self.polish
        let decision = bytes.withUnsafeBytes {
            EncodingDecision.decide($0, transport: TransportCharset(label: "windows-1251", origin: "test"))
        }
        #expect(decision.encoding.name == "windows-1251")
        #expect(decision.source == .transport)
    }

    @Test func aByteOrderMarkOutranksTheTransportAndTheMeta() {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("<html><head><meta charset=windows-1250></head><body>ąę".utf8)
        let decision = bytes.withUnsafeBytes {
            EncodingDecision.decide($0, transport: TransportCharset(label: "windows-1251", origin: "test"), override: .windows1252)
        }
        #expect(decision == EncodingDecision(encoding: .utf8, source: .byteOrderMark, byteOrderMarkLength: 3))
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("<meta charset=windows-1250>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(utf16.withUnsafeBytes { EncodingDecision.decide($0).encoding } == .utf16LE)
    }

    @Test func utf16WithoutAByteOrderMark() {
        // `<?x` in UTF-16LE is UTF-16LE (WebKit: UTF-16LE); a UTF-16 page without it has no
        // visible <meta>, since its bytes read as Latin-1 put a NUL after each '<' (WebKit: windows-1252).
        func utf16LE(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let declared = utf16LE("<?xml version='1.0'?><html><head><meta charset=windows-1250></head><body>ąę")
        #expect(declared.withUnsafeBytes { EncodingDecision.decide($0).encoding } == .utf16LE)
        let undeclared = utf16LE("<html><head><meta charset=utf-16></head><body>ąę")
        #expect(undeclared.withUnsafeBytes { EncodingDecision.decide($0, fallback: .webKitDefault).encoding } == .windows1252)
    }

    @Test func theOverrideIsUsedWhenTheContainerDeclaresNothing() {
        let bytes = Array("<meta charset=windows-1250>".utf8) + Self.polish
        let decision = bytes.withUnsafeBytes { EncodingDecision.decide($0, override: .iso8859_2Test) }
        #expect(decision.source == .override)
        let withTransport = bytes.withUnsafeBytes {
            EncodingDecision.decide($0, transport: TransportCharset(label: "utf-8", origin: "test"), override: .windows1252)
        }
        #expect(withTransport.source == .transport)
    }

    @Test func unknownLabelsAreIgnoredAndNamed() {
        let bytes = Array("<html><head><meta charset=bogus><meta charset=windows-1250></head>".utf8)
        let decision = bytes.withUnsafeBytes {
            EncodingDecision.decide($0, transport: TransportCharset(label: "x-nonsense", origin: "WebResourceTextEncodingName"))
        }
        #expect(decision.encoding.name == "windows-1250")
        #expect(decision.warnings == [
            "WebResourceTextEncodingName names the encoding 'x-nonsense', which the Encoding Standard does not know; it is ignored, as WebKit ignores it",
            "the <meta> ending at byte 32 names the encoding 'bogus', which the Encoding Standard does not know; it is ignored, as WebKit ignores it",
        ])
    }

    @Test func fallbacks() {
        let utf8 = Array("<p>café and more".utf8)
        #expect(utf8.withUnsafeBytes { EncodingDecision.decide($0).source } == .validUTF8)
        #expect(utf8.withUnsafeBytes { EncodingDecision.decide($0, fallback: .webKitDefault).encoding } == .windows1252)
        let parent = Encoding(label: "shift_jis")!
        let frame = utf8.withUnsafeBytes { EncodingDecision.decide($0, fallback: .parentFrame(parent)) }
        #expect(frame.encoding == parent && frame.source == .parentFrame)
        // XML: only the declaration counts, and the default is UTF-8.
        let xml = Array("<html><head><meta charset=windows-1250></head>".utf8) + Self.polish
        #expect(xml.withUnsafeBytes { EncodingDecision.decide($0, isXML: true) } == EncodingDecision(encoding: .utf8, source: .fallback))
    }
}

extension Encoding {
    static let iso8859_2Test = Encoding(label: "iso-8859-2")!
}
