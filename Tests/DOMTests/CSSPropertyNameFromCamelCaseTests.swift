import DOM
import Testing

@Suite struct CSSPropertyNameFromCamelCaseTests {
    @Test func camelCaseNamesMapToProperties() {
        #expect(cssPropertyName(fromCamelCase: "backgroundColor") == "background-color")
        #expect(cssPropertyName(fromCamelCase: "cssFloat") == "float")
        #expect(cssPropertyName(fromCamelCase: "webkitTransform") == "-webkit-transform")
    }
}
