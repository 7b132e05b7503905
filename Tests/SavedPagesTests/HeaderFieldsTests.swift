import SavedPages
import Testing

struct HeaderFieldsTests {
    @Test func unfoldsAndFindsFieldsWithoutRegardToCase() throws {
        let text = "Content-Type: multipart/related;\r\n\ttype=\"text/html\";\n  boundary=\"b\"\r\nX-Empty:\r\n\r\nbody"
        let (headers, end) = try #require(HeaderFields.parse(Array(text.utf8)[...]))
        #expect(headers["content-type"] == "multipart/related; type=\"text/html\"; boundary=\"b\"")
        #expect(headers["X-Empty"] == "")
        #expect(Array(text.utf8)[end...].elementsEqual("body".utf8))
        #expect(HeaderFields.parse(Array("A: b\r\n".utf8)[...]) == nil)
    }

    @Test func setReplacesInPlace() {
        var headers = HeaderFields()
        headers.append("A", "1")
        headers.append("B", "2")
        headers.append("a", "3")
        headers.set("A", "x")
        #expect(headers.text == "A: x\r\nB: 2\r\n\r\n")
    }
}
