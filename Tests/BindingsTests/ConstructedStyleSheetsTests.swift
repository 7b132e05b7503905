import Testing

/// Constructed style sheets: `new CSSStyleSheet(options)`, `replace()`, `replaceSync()` and
/// the rules of a constructed sheet. Expected values are WebKit 2.50's
/// (`../shared/tools/webkit-oracle`, each page at https://example.com/dir/page.html).
///
/// https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssstylesheet
@Suite struct ConstructedStyleSheetsTests {
    static let page = """
        <!DOCTYPE html><html><head><style id=s>.a{display:none}</style></head><body><div class=a>A</div><div class=b>B</div><div class=c>C</div></body></html>
        """

    static let prelude = """
        function attempt(f) { try { return f(); } catch (e) { return e.name + ': ' + e.message; } }
        """

    /// The constructor and its options, the sheet's attributes, `replaceSync` (invalid CSS
    /// dropped, `@import` rules dropped silently), the constructed flag (`replaceSync` on a
    /// page's sheet, `@import` through `insertRule`), a subclass, and WebKit's errors.
    static let steps: [WebKitStep] = [
        WebKitStep(#"var detected = ['replace' in CSSStyleSheet.prototype, 'replaceSync' in CSSStyleSheet.prototype, 'adoptedStyleSheets' in Document.prototype]; var s = new CSSStyleSheet(); return detected.concat([String(s), s instanceof StyleSheet, Object.getPrototypeOf(CSSStyleSheet.prototype) === StyleSheet.prototype, s.cssRules.length, s.ownerNode, s.href, s.title, s.type, s.media.mediaText, s.disabled, s.parentStyleSheet, s.ownerRule, document.styleSheets.length])"#,
            #"[true,true,true,"[object CSSStyleSheet]",true,true,0,null,null,null,"text/css","",false,null,null,1]"#),
        WebKitStep(#"return [attempt(function () { return CSSStyleSheet(); }), attempt(function () { return new StyleSheet(); })]"#,
            #"["TypeError: Constructor requires 'new' operator","TypeError: Illegal constructor"]"#),
        WebKitStep(#"var s = new CSSStyleSheet({baseURL: 'https://x.example/a/', media: 'screen, print', disabled: true}); return [s.href, s.media.mediaText, s.media.length, s.disabled]"#,
            #"[null,"screen, print",2,true]"#),
        WebKitStep(#"var m = document.getElementById('s').sheet.media; m.mediaText = 'print'; var s = new CSSStyleSheet({media: m}); m.mediaText = ''; return [s.media.mediaText, s.media === m]"#,
            #"["print",false]"#),
        WebKitStep(#"return [attempt(function () { return new CSSStyleSheet(null).cssRules.length; }), attempt(function () { return new CSSStyleSheet(undefined).cssRules.length; }), attempt(function () { return new CSSStyleSheet(5); }), attempt(function () { return new CSSStyleSheet('x'); }), attempt(function () { return new CSSStyleSheet({baseURL: 'http://[bad'}); }), new CSSStyleSheet({baseURL: 'foo/'}).href, new CSSStyleSheet({media: 5}).media.mediaText, new CSSStyleSheet({media: ['screen', 'print']}).media.mediaText, new CSSStyleSheet({disabled: 'x'}).disabled]"#,
            #"[0,0,"TypeError: Type error","TypeError: Type error","NotAllowedError: Base URL is invalid",null,"not all","screen, print",true]"#),
        WebKitStep(#"var s = new CSSStyleSheet(); var r = s.replaceSync('.a { color: red } @import url(x.css); .b { color: blue } garbage { ; } @media print { .c { color: green } }'); return [r === undefined, s.cssRules.length, Array.prototype.map.call(s.cssRules, function (x) { return x.cssText; })]"#,
            #"[true,4,[".a { color: red; }",".b { color: blue; }","garbage { }","@media print {\n  .c { color: green; }\n}"]]"#),
        WebKitStep(#"var s = new CSSStyleSheet(); s.replaceSync('@import url(x.css); @namespace svg url(http://www.w3.org/2000/svg); @layer a, b; .x {} @font-face { font-family: f; src: local(f) }'); var first = s.cssRules[0]; s.replaceSync('a { color: red; } }} b { color: blue }'); return [Array.prototype.map.call([first], function (r) { return r.constructor.name; }), first.parentStyleSheet, Array.prototype.map.call(s.cssRules, function (x) { return x.cssText; })]"#,
            #"[["CSSNamespaceRule"],null,["a { color: red; }"]]"#),
        WebKitStep(#"var s = new CSSStyleSheet(); s.replaceSync('@import url(x.css); @namespace svg url(http://www.w3.org/2000/svg); @layer a, b; .x {} @font-face { font-family: f; src: local(f) }'); return Array.prototype.map.call(s.cssRules, function (r) { return r.constructor.name; })"#,
            #"["CSSNamespaceRule","CSSLayerStatementRule","CSSStyleRule","CSSFontFaceRule"]"#),
        WebKitStep(#"var s = new CSSStyleSheet(); return [attempt(function () { s.replaceSync(); }), attempt(function () { s.replaceSync(null); return s.cssRules.length; }), attempt(function () { document.getElementById('s').sheet.replaceSync('.x {}'); }), attempt(function () { CSSStyleSheet.prototype.replaceSync.call({}, 'x'); }), document.getElementById('s').sheet.cssRules.length]"#,
            #"["TypeError: Not enough arguments",0,"NotAllowedError: This CSSStyleSheet object was not constructed by JavaScript","TypeError: Can only call CSSStyleSheet.replaceSync on instances of CSSStyleSheet",1]"#),
        WebKitStep(#"var s = new CSSStyleSheet(); var r = [s.insertRule('.a { color: red }'), s.insertRule('.b { color: blue }', 1)]; s.deleteRule(0); r.push(s.cssRules.length, s.cssRules[0].cssText, s.cssRules[0].parentStyleSheet === s, s.addRule('.x', 'color: red'), s.cssRules.length); r.push(attempt(function () { s.insertRule('@import url(x.css);', 0); }), attempt(function () { s.insertRule('@import url(x.css);', 9); }).split(':')[0], s.cssRules.length); return r"#,
            #"[0,1,1,".b { color: blue; }",true,-1,2,"SyntaxError: Cannot inserted an @import rule in a constructed CSSStyleSheet object","IndexSizeError",2]"#),
        WebKitStep(#"var s = document.getElementById('s').sheet; s.insertRule('@import url(data:text/css,.q{});', 0); var r = [s.cssRules.length, s.cssRules[0].constructor.name]; s.deleteRule(0); r.push(s.cssRules.length); return r"#,
            #"[2,"CSSImportRule",1]"#),
        WebKitStep(#"class Themed extends CSSStyleSheet { constructor() { super({media: 'screen'}); this.replaceSync('.x { color: red }'); } } var t = new Themed(); return [t instanceof Themed, t instanceof CSSStyleSheet, t.media.mediaText, t.cssRules.length]"#,
            #"[true,true,"screen",1]"#),
        // insertRule and deleteRule's errors, with WebKit's messages: an index past the end, no
        // rule, an @import after other rules or in a grouping rule, an @namespace inserted or
        // deleted among other rules.
        WebKitStep(#"var s = new CSSStyleSheet(); s.replaceSync('@import url(a.css); .a {}'); var o = document.getElementById('s').sheet; return [attempt(function () { s.insertRule('.x {}', 5); }), attempt(function () { s.insertRule('}}', 0); }), attempt(function () { s.deleteRule(3); }), attempt(function () { o.insertRule('@import url(b.css);', 1); }), attempt(function () { var n = new CSSStyleSheet(); n.replaceSync('@namespace url(x); .a {}'); n.deleteRule(0); }), attempt(function () { var n = new CSSStyleSheet(); n.replaceSync('@media print { .a {} }'); n.cssRules[0].insertRule('.b {}', 4); }), attempt(function () { var n = new CSSStyleSheet(); n.replaceSync('@media print { .a {} }'); n.cssRules[0].insertRule('@import url(x);', 0); }), attempt(function () { var n = new CSSStyleSheet(); n.replaceSync('@media print { .a {} }'); n.cssRules[0].deleteRule(4); }), attempt(function () { var n = new CSSStyleSheet(); n.replaceSync('.a {}'); n.insertRule('@namespace url(x);', 0); })]"#,
            #"["IndexSizeError: The index is not in the allowed range.","SyntaxError: The string did not match the expected pattern.","IndexSizeError: The index is not in the allowed range.","HierarchyRequestError: The operation would yield an incorrect node tree.","InvalidStateError: The object is in an invalid state.","IndexSizeError: The index is not in the allowed range.","HierarchyRequestError: The operation would yield an incorrect node tree.","IndexSizeError: The index is not in the allowed range.","InvalidStateError: The object is in an invalid state."]"#),
    ]

    @Test func constructedSheetsAsInWebKit() throws {
        try RealmFixture(Self.page).expectAnswers(Self.steps, after: Self.prelude)
    }

    /// `replace()` replaces the rules at once and returns a promise of the sheet; on a sheet
    /// that was not constructed, with no argument or on another object, the promise rejects
    /// (nothing is thrown). WebKit 2.50's answer, read after the microtasks ran.
    @Test func replaceSettlesAPromiseAsInWebKit() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            var s = new CSSStyleSheet(); window.out = [];
            var p = s.replace('@import url(x.css); .c { display: none }'); out.push(p instanceof Promise, s.cssRules.length);
            p.then(function (r) { out.push(r === s, s.cssRules.length, s.cssRules[0].cssText); });
            var own = document.getElementById('s').sheet;
            own.replace('.x {}').catch(function (e) { out.push(e.name + ': ' + e.message, own.cssRules.length); });
            s.replace().catch(function (e) { out.push(e.name + ': ' + e.message); });
            CSSStyleSheet.prototype.replace.call({}, 'x').catch(function (e) { out.push(e.name + ': ' + e.message); });
            out.push('sync end');
            """)
        #expect(fixture.evaluate("JSON.stringify(out)") == #"[true,1,"sync end",true,1,".c { display: none; }","NotAllowedError: This CSSStyleSheet object was not constructed by JavaScript",1,"TypeError: Not enough arguments","TypeError: Can only call CSSStyleSheet.replace on instances of CSSStyleSheet"]"#)
    }

    /// A constructed sheet is read in its document's mode: unitless lengths in quirks mode.
    @Test func quirksModeAsInWebKit() throws {
        try RealmFixture("<html><body><div class=b>B</div></body></html>").expectAnswers([
            WebKitStep(#"var s = new CSSStyleSheet(); s.replaceSync('.b { margin-left: 10; width: 20 }'); var r = [document.compatMode, s.cssRules[0].cssText]; document.adoptedStyleSheets = [s]; r.push(getComputedStyle(document.querySelector('.b')).marginLeft); return r"#,
                #"["BackCompat",".b { margin-left: 10px; width: 20px; }","10px"]"#)
        ], after: "")
    }
}
