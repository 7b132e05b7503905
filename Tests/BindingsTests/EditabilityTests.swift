import Testing

/// `contentEditable`, `isContentEditable` and `document.designMode`. Expected values are
/// what WebKit gives (`../shared/tools/webkit-oracle`, same page and steps).
///
/// https://html.spec.whatwg.org/multipage/interaction.html#editing-2
@Suite struct EditabilityTests {
    static let page = """
        <!DOCTYPE html><html><head><title>t</title></head><body>
        <div id="a" contenteditable><p id="a1">x<span id="a2">y</span></p><div id="a3" contenteditable="false">\
        <b id="a4">z</b><i id="a5" contenteditable="TRUE">w</i></div><p id="a6" hidden>h</p><p id="a7" style="display:none">n</p></div>
        <div id="b" contenteditable="plaintext-only"><span id="b1">q</span></div>
        <div id="c" contenteditable="bogus"><span id="c1">q</span></div>
        <div id="d" contenteditable="">e</div>
        <svg id="sv" contenteditable="true"><text>t</text></svg><input id="in"><textarea id="ta"></textarea>
        </body></html>
        """

    /// Evaluates `property` of each element with an id in `ids`, as `id:value` pairs.
    private func each(_ fixture: RealmFixture, _ property: String, _ ids: String) -> String {
        fixture.evaluate("""
            '\(ids)'.split(' ').map(function (id) { return id + ':' + document.getElementById(id).\(property); }).join(' ')
            """)
    }

    @Test func theAttributeStatesAndWhatTheyMakeEditable() throws {
        let fixture = try RealmFixture(Self.page)
        let ids = "a a1 a2 a3 a4 a5 a6 a7 b b1 c c1 d in ta"
        #expect(each(fixture, "contentEditable", ids) == """
            a:true a1:inherit a2:inherit a3:false a4:inherit a5:true a6:inherit a7:inherit b:plaintext-only \
            b1:inherit c:inherit c1:inherit d:true in:inherit ta:inherit
            """)
        // Hidden elements are editable too; a `false` host stops what is above it.
        #expect(each(fixture, "isContentEditable", ids) == """
            a:true a1:true a2:true a3:false a4:false a5:true a6:true a7:true b:true b1:true c:false c1:false d:true \
            in:false ta:false
            """)
        // SVG elements have neither member; elements out of the document are not editable.
        #expect(fixture.evaluate("""
            var sv = document.getElementById('sv'), d = document.createElement('div'), s = document.createElement('span');
            d.contentEditable = 'true'; d.appendChild(s);
            [sv.contentEditable, 'isContentEditable' in sv, d.isContentEditable, s.isContentEditable].join()
            """) == ",false,false,false")
    }

    @Test func settingContentEditableWritesALowerCaseKeyword() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var c = document.getElementById('c'), steps = [];
            ['TRUE', 'False', 'PLAINTEXT-ONLY', 'Inherit'].forEach(function (v) {
              c.contentEditable = v; steps.push(c.getAttribute('contenteditable') + '/' + c.contentEditable);
            });
            try { c.contentEditable = ''; } catch (e) { steps.push(e.name); }
            steps.join(' ')
            """) == "true/true false/false plaintext-only/plaintext-only null/inherit SyntaxError")
    }

    /// Design mode makes the whole document editable, except under `contenteditable=false`;
    /// WebKit turns it off for any value but "on".
    @Test func designModeMakesTheDocumentEditable() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var steps = [document.designMode, document.getElementById('c1').isContentEditable];
            document.designMode = 'ON';
            steps.push(document.designMode, document.getElementById('c1').isContentEditable, document.body.isContentEditable,
              document.getElementById('a4').isContentEditable, document.head.isContentEditable, document.body.contentEditable);
            document.designMode = 'yes'; steps.push(document.designMode, document.getElementById('c1').isContentEditable);
            steps.join()
            """) == "off,false,on,true,true,false,true,inherit,off,false")
    }

    /// No script of the page runs, so no script element is ever current.
    @Test func currentScriptIsNull() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("String(document.currentScript) + ' ' + ('currentScript' in document)") == "null true")
    }
}
