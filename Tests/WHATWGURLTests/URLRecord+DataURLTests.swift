import Testing
@testable import WHATWGURL

/// `data:` URLs read as the Fetch standard's data URL processor reads them.
@Suite struct DataURLTests {
    private func contents(_ text: String) -> (String, String)? {
        guard let url = URLRecord.parse(text), let (type, body) = url.dataURLContents else { return nil }
        return (type, String(decoding: body, as: UTF8.self))
    }

    @Test func percentEncodedAndBase64Bodies() {
        #expect(contents("data:text/css,p%7Bcolor:red%7D")! == ("text/css", "p{color:red}"))
        #expect(contents("data:text/css;base64,cHtjb2xvcjpyZWR9")! == ("text/css", "p{color:red}"))
        #expect(contents("data:text/css; BASE64,cHtjb2xvcjpyZWR9")! == ("text/css", "p{color:red}"))
        #expect(contents("data:;base64,YQ")! == ("text/plain;charset=US-ASCII", "a"))
        #expect(contents("data:;charset=utf-8,a")! == ("text/plain;charset=utf-8", "a"))
        #expect(contents("data:,x#fragment")! == ("text/plain;charset=US-ASCII", "x"))
    }

    @Test func failures() {
        #expect(contents("data:text/css") == nil)
        #expect(contents("data:;base64,Y") == nil)
        #expect(contents("data:;base64,Y*==") == nil)
        #expect(URLRecord.parse("https://example.com/,a")!.dataURLContents == nil)
    }
}
