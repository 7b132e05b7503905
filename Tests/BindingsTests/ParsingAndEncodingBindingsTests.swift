import Testing

/// `DOMParser`, `XMLSerializer`, `TextEncoder` and `TextDecoder`: `TextEncoder.encodeInto`
/// against WebKit 2.50's answers (`../shared/tools/webkit-oracle`).
///
/// https://encoding.spec.whatwg.org/#dom-textencoder-encodeinto
@Suite struct ParsingAndEncodingBindingsTests {
    static let encodeIntoExpressions: [(String, String)] = [
        (#"(function(){ var u = new Uint8Array(8); var r = new TextEncoder().encodeInto('héllo€', u); return JSON.stringify([r, Array.from(u), Object.keys(r)]); })()"#,
         #"[{"read":5,"written":6},[104,195,169,108,108,111,0,0],["read","written"]]"#),
        (#"(function(){ var u = new Uint8Array(4); var r = new TextEncoder().encodeInto('a€b', u); return JSON.stringify([r, Array.from(u)]); })()"#,
         #"[{"read":2,"written":4},[97,226,130,172]]"#),
        (#"(function(){ var u = new Uint8Array(3); var r = new TextEncoder().encodeInto('😀x', u); return JSON.stringify([r, Array.from(u)]); })()"#,
         #"[{"read":0,"written":0},[0,0,0]]"#),
        (#"(function(){ var u = new Uint8Array(8); var r = new TextEncoder().encodeInto('a\uD800b', u); return JSON.stringify([r, Array.from(u)]); })()"#,
         #"[{"read":3,"written":5},[97,239,191,189,98,0,0,0]]"#),
        (#"(function(){ var b = new ArrayBuffer(8); var u = new Uint8Array(b, 2, 3); var r = new TextEncoder().encodeInto('abcd', u); return JSON.stringify([r, Array.from(new Uint8Array(b))]); })()"#,
         #"[{"read":3,"written":3},[0,0,97,98,99,0,0,0]]"#),
        (#"(function(){ try { new TextEncoder().encodeInto('a', new Uint16Array(2)); } catch (e) { return e.name + ': ' + e.message; } })()"#,
         #"TypeError: Argument 2 ('destination') to TextEncoder.encodeInto must be an instance of Uint8Array"#),
        (#"(function(){ try { new TextEncoder().encodeInto('a'); } catch (e) { return e.name + ': ' + e.message; } })()"#,
         #"TypeError: Not enough arguments"#),
        (#"(function(){ var r = new TextEncoder().encodeInto('', new Uint8Array(0)); return JSON.stringify(r) + Object.getPrototypeOf(r).constructor.name; })()"#,
         #"{"read":0,"written":0}Object"#),
        (#"(function(){ var u = new Uint8Array(4); var r = new TextEncoder().encodeInto(12, u); return JSON.stringify([r, Array.from(u)]); })()"#,
         #"[{"read":2,"written":2},[49,50,0,0]]"#),
    ]

    @Test(arguments: encodeIntoExpressions)
    func encodeIntoIsWebKits(source: String, expected: String) throws {
        let fixture = try RealmFixture("<p>x</p>")
        #expect(fixture.evaluate(source) == expected)
    }
}
