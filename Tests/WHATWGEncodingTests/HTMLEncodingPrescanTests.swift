import Testing
@testable import WHATWGEncoding

/// Prescan a byte stream to determine its encoding, with get an attribute, comments, the meta
/// content algorithm, the 1024-byte end condition and the XML declaration fallback.
struct HTMLEncodingPrescanTests {
    /// The encoding name the prescan finds in `html` (as UTF-8 bytes), or nil.
    func prescan(_ html: String) -> String? {
        Array(html.utf8).withUnsafeBytes(HTMLEncodingPrescan.prescan)?.name
    }

    @Test(arguments: [
        ("<meta charset=\"utf-8\">", "UTF-8"),
        ("<meta charset='shift_jis'>", "Shift_JIS"),
        ("<meta charset=windows-1251>", "windows-1251"),
        ("<META CHARSET=KOI8-R>", "KOI8-R"),
        ("<meta charset=\" EUC-KR \">", "EUC-KR"),
        ("<meta charset = \"big5\" >", "Big5"),
        ("<meta/charset=gbk>", "GBK"),
        ("<meta name=viewport charset=latin1>", "windows-1252"),
        ("<meta foo charset=iso-8859-2>", "ISO-8859-2"),
        ("<!DOCTYPE html><html><head><title>x</title><meta charset=\"euc-jp\">", "EUC-JP"),
    ])
    func metaCharset(html: String, name: String) {
        #expect(prescan(html) == name)
    }

    @Test(arguments: [
        ("<meta http-equiv=\"Content-Type\" content=\"text/html; charset=ISO-8859-2\">", "ISO-8859-2"),
        // Attributes in any order.
        ("<meta content=\"text/html; charset=koi8-r\" http-equiv=\"content-type\">", "KOI8-R"),
        ("<meta content='text/html; charset=\"utf-8\"' http-equiv=content-type>", "UTF-8"),
        ("<meta http-equiv=content-type content=\"text/html;charset=gb2312;foo\">", "GBK"),
        ("<meta http-equiv=content-type content=\"charset = big5\">", "Big5"),
        // The first "charset" not followed by "=" is skipped.
        ("<meta http-equiv=content-type content=\"charsetx; charset=euc-kr\">", "EUC-KR"),
    ])
    func metaHTTPEquivContent(html: String, name: String) {
        #expect(prescan(html) == name)
    }

    @Test(arguments: [
        // "content" needs http-equiv="content-type".
        "<meta content=\"text/html; charset=koi8-r\">",
        "<meta http-equiv=\"refresh\" content=\"0; charset=utf-8\">",
        // An unmatched quote in content gives nothing.
        "<meta http-equiv=content-type content=\"text/html; charset='utf-8\">",
        // A label no encoding has.
        "<meta charset=\"utf-7\">",
        "<meta charset>",
        // Not a meta tag: "<meta" must be followed by whitespace or "/".
        "<metacharset=utf-8>",
        "<meta-charset=utf-8>",
        // End tags and other markup are skipped with their attributes.
        "</meta charset=utf-8>",
        "<div title='<meta charset=utf-8>'>",
        "<?php <meta charset=utf-8> ?>",
        "",
        "just text, no markup",
    ])
    func noDeclaration(html: String) {
        #expect(prescan(html) == nil)
    }

    @Test func firstOfDuplicateAttributesCounts() {
        #expect(prescan("<meta charset=\"gbk\" charset=\"utf-8\">") == "GBK")
        #expect(prescan("<meta http-equiv=refresh http-equiv=content-type content='charset=koi8-r'>") == nil)
    }

    @Test func charsetAttributeOutranksContent() {
        // charset comes first, so content is ignored.
        #expect(prescan("<meta charset=big5 http-equiv=content-type content='charset=utf-8'>") == "Big5")
        // content comes first, and charset then replaces it.
        #expect(prescan("<meta content='charset=utf-8' http-equiv=content-type charset=big5>") == "Big5")
        // An unknown charset is failure, which content cannot undo; the next meta is tried.
        #expect(prescan("<meta charset=bogus content='charset=utf-8' http-equiv=content-type>") == nil)
        #expect(prescan("<meta charset=bogus><meta charset=euc-jp>") == "EUC-JP")
    }

    @Test(arguments: [
        ("<meta charset=utf-16>", "UTF-8"),
        ("<meta charset=UTF-16BE>", "UTF-8"),
        ("<meta http-equiv=content-type content='charset=utf-16le'>", "UTF-8"),
        ("<meta charset=x-user-defined>", "windows-1252"),
        ("<meta charset=iso-2022-kr>", "replacement"),
    ])
    func declaredEncodingIsAdjusted(html: String, name: String) {
        #expect(prescan(html) == name)
    }

    @Test(arguments: [
        ("<!-- <meta charset=\"utf-8\"> --><meta charset=\"big5\">", "Big5"),
        // "<!-->" and "<!--->" are whole comments: the hyphens of "<!--" count.
        ("<!--><meta charset=\"koi8-r\">", "KOI8-R"),
        ("<!---><meta charset=\"koi8-r\">", "KOI8-R"),
        // Only "-->" ends a comment.
        ("<!-- --!><meta charset=\"utf-8\"> --><meta charset=gbk>", "GBK"),
        ("<!-- - -> <meta charset=utf-8> -- > --><meta charset=big5>", "Big5"),
        // "<!" that is not a comment ends at the first ">".
        ("<!DOCTYPE html><meta charset=euc-kr>", "EUC-KR"),
    ])
    func comments(html: String, name: String) {
        #expect(prescan(html) == name)
    }

    @Test func unclosedCommentHidesEverything() {
        #expect(prescan("<!-- <meta charset=utf-8>") == nil)
    }

    @Test func unclosedTagGivesNothing() {
        // The meta's attributes run into the end of the input: the prescan runs out of bytes.
        #expect(prescan("<meta charset=\"utf-8\"") == nil)
        #expect(prescan("<meta charset=utf-8") == nil)
        // An unclosed quote in another tag swallows the rest.
        #expect(prescan("<p title=\"x><meta charset=utf-8>") == nil)
    }

    @Test func onlyTheFirst1024BytesAreScanned() {
        let padding = String(repeating: " ", count: 1100)
        #expect(prescan(padding + "<meta charset=\"utf-8\">") == nil)
        // A meta that starts inside the window but ends outside it does not count.
        let start = String(repeating: "x", count: 1010)
        #expect(prescan(start + "<meta charset=\"utf-8\">") == nil)
        // One that ends on the last byte of the window does.
        let meta = "<meta charset=\"utf-8\">"
        let fitting = String(repeating: "x", count: 1024 - meta.utf8.count)
        #expect(prescan(fitting + meta) == "UTF-8")
        #expect(prescan(fitting + "x" + meta) == nil)
    }

    @Test(arguments: [
        ("<?xml version=\"1.0\" encoding=\"windows-1251\"?><html>", "windows-1251"),
        ("<?xml version='1.0' encoding = 'ISO-8859-2'?>", "ISO-8859-2"),
        // A UTF-16 label in an ASCII-compatible declaration means UTF-8.
        ("<?xml version=\"1.0\" encoding=\"utf-16\"?>", "UTF-8"),
        // A meta in the window outranks the declaration.
        ("<?xml version=\"1.0\" encoding=\"windows-1251\"?><meta charset=\"utf-8\">", "UTF-8"),
    ])
    func xmlDeclarationFallback(html: String, name: String) {
        #expect(prescan(html) == name)
    }

    @Test(arguments: [
        " <?xml version=\"1.0\" encoding=\"windows-1251\"?>",
        "<?xml version=\"1.0\" encoding=\" utf-8\"?>",
        "<?xml version=\"1.0\" encoding=utf-8?>",
        "<?xml version=\"1.0\"?> encoding=\"utf-8\"",
        "<?XML encoding=\"utf-8\"?>",
        "<?xml encoding=\"utf-8?>",
    ])
    func notAnXMLDeclaration(html: String) {
        #expect(prescan(html) == nil)
    }

    @Test func utf16XMLDeclarations() {
        var littleEndian: [UInt8] = []
        var bigEndian: [UInt8] = []
        for byte in "<?xml".utf8 {
            littleEndian += [byte, 0x00]
            bigEndian += [0x00, byte]
        }
        #expect(littleEndian.withUnsafeBytes(HTMLEncodingPrescan.prescan) == .utf16LE)
        #expect(bigEndian.withUnsafeBytes(HTMLEncodingPrescan.prescan) == .utf16BE)
    }

    @Test(arguments: [
        ("text/html; charset=utf-8", "UTF-8"),
        ("text/html; CHARSET=\"Shift_JIS\"", "Shift_JIS"),
        ("charset='koi8-r'", "KOI8-R"),
        ("charset=big5 extra", "Big5"),
        ("text/html", nil),
        ("charset=", nil),
        ("charset=\"utf-8", nil),
        ("charset", nil),
        ("charset=unknown", nil),
    ] as [(String, String?)])
    func extractingFromMetaContent(content: String, name: String?) {
        #expect(HTMLEncodingPrescan.extractEncoding(fromMetaContent: Array(content.utf8))?.name == name)
    }
}
