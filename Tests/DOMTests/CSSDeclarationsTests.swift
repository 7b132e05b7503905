import DOM
import Testing

@Suite struct CSSDeclarationsTests {
    @Test func parsesAndSerializes() {
        let block = CSSDeclarations(parsing: "color: red; BACKGROUND: url('a;b.png') ; margin:0 !important;;bad")
        #expect(block.value(of: "color") == "red")
        #expect(block.value(of: "background") == "url('a;b.png')")
        #expect(block.priority(of: "margin") == "important")
        #expect(block.cssText == "color: red; background: url('a;b.png'); margin: 0 !important;")
    }

    @Test func setPropertyWritesHexColoursAsRGB() {
        var block = CSSDeclarations()
        block.setProperty("background-color", value: "#f80")
        block.setProperty("color", value: "#11223380")
        #expect(block.cssText == "background-color: rgb(255, 136, 0); color: rgba(17, 34, 51, 0.5);")
        block.setProperty("color", value: "")
        #expect(block.cssText == "background-color: rgb(255, 136, 0);")
    }

    @Test func camelCaseNamesMapToProperties() {
        #expect(cssPropertyName(fromCamelCase: "backgroundColor") == "background-color")
        #expect(cssPropertyName(fromCamelCase: "cssFloat") == "float")
        #expect(cssPropertyName(fromCamelCase: "webkitTransform") == "-webkit-transform")
    }
}
