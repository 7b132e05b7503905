@testable import Bindings
import Testing

/// `meter`'s and `progress`'s numbers (`double` attributes worked out from their content
/// attributes, clamped as the standard says) and `progress.position`, against WebKit 2.50's
/// answers (`../shared/tools/webkit-oracle`).
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#the-meter-element
/// https://html.spec.whatwg.org/multipage/form-elements.html#the-progress-element
@Suite struct MeterAndProgressMembersTests {
    static let expressions: [(String, String)] = [
        (#"(function(){ var m = document.createElement('meter'); return JSON.stringify([m.value, m.min, m.max, m.low, m.high, m.optimum]); })()"#,
         #"[0,0,1,0,1,0.5]"#),
        (#"(function(){ var m = document.createElement('meter'); m.setAttribute('min', '10'); m.setAttribute('max', '5'); m.setAttribute('value', '20'); return JSON.stringify([m.value, m.min, m.max, m.low, m.high, m.optimum]); })()"#,
         #"[10,10,10,10,10,10]"#),
        (#"(function(){ var m = document.createElement('meter'); m.setAttribute('min', '0'); m.setAttribute('max', '100'); m.setAttribute('low', '30'); m.setAttribute('high', '20'); m.setAttribute('optimum', '150'); m.setAttribute('value', '-5'); return JSON.stringify([m.value, m.min, m.max, m.low, m.high, m.optimum]); })()"#,
         #"[0,0,100,30,30,100]"#),
        (#"(function(){ var m = document.createElement('meter'); m.setAttribute('max', '10'); m.setAttribute('low', '-3'); m.setAttribute('high', '40'); return JSON.stringify([m.value, m.min, m.max, m.low, m.high, m.optimum]); })()"#,
         #"[0,0,10,0,10,5]"#),
        (#"(function(){ var m = document.createElement('meter'); m.value = 0.25; m.min = -1; m.max = '3'; m.low = 1e-7; return JSON.stringify([m.getAttribute('value'), m.getAttribute('min'), m.getAttribute('max'), m.getAttribute('low'), m.value, m.min, m.max, m.low]); })()"#,
         #"["0.25","-1","3","1e-7",0.25,-1,3,1e-7]"#),
        (#"(function(){ var m = document.createElement('meter'); try { m.value = NaN; } catch (e) { return e.name; } })()"#,
         #"TypeError"#),
        (#"(function(){ var m = document.createElement('meter'); m.setAttribute('value', ' 5'); m.setAttribute('max', '1e1'); return JSON.stringify([m.value, m.max]); })()"#,
         #"[5,10]"#),
        (#"(function(){ var p = document.createElement('progress'); return JSON.stringify([p.value, p.max, p.position]); })()"#,
         #"[0,1,-1]"#),
        (#"(function(){ var p = document.createElement('progress'); p.setAttribute('value', '3'); p.setAttribute('max', '4'); return JSON.stringify([p.value, p.max, p.position]); })()"#,
         #"[3,4,0.75]"#),
        (#"(function(){ var p = document.createElement('progress'); p.setAttribute('value', '7'); p.setAttribute('max', '-4'); return JSON.stringify([p.value, p.max, p.position]); })()"#,
         #"[1,1,1]"#),
        (#"(function(){ var p = document.createElement('progress'); p.setAttribute('value', '-7'); return JSON.stringify([p.value, p.max, p.position]); })()"#,
         #"[0,1,0]"#),
        (#"(function(){ var p = document.createElement('progress'); p.setAttribute('value', 'x'); return JSON.stringify([p.value, p.max, p.position]); })()"#,
         #"[0,1,0]"#),
        (#"(function(){ var p = document.createElement('progress'); p.value = 0.5; p.max = 0; return JSON.stringify([p.getAttribute('value'), p.getAttribute('max'), p.value, p.max, p.position]); })()"#,
         #"["0.5",null,0.5,1,0.5]"#),
        (#"(function(){ var p = document.createElement('progress'); p.max = -1; return JSON.stringify([p.getAttribute('max'), p.max]); })()"#,
         #"[null,1]"#),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture("<p>x</p>")
        #expect(fixture.evaluate(source) == expected)
    }

    /// The rules for parsing floating-point number values.
    @Test(arguments: [
        ("5", 5.0), (" 5", 5), ("\t-2.5e1x", -25), ("+3", 3), (".5", 0.5), ("-.5", -0.5), ("5.", 5), ("5.x", 5), ("1e", 1),
        ("1e+", 1), ("1E-2", 0.01), ("-0", 0), ("0x10", 0),
    ] as [(String, Double)])
    func parsesFloatingPoint(text: String, expected: Double) {
        #expect(parseHTMLFloatingPoint(text) == expected)
    }

    @Test(arguments: ["", " ", "x", "-", "+", ".", "-x", "1e999", "\u{A0}1"])
    func refusesFloatingPoint(text: String) {
        #expect(parseHTMLFloatingPoint(text) == nil)
    }
}
