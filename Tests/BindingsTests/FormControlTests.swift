import Testing

/// Form controls beyond their values: `labels`, the text selection APIs, `form.elements`
/// and the form's named properties, `RadioNodeList`, `fieldset.elements`,
/// `textarea.type`/`textLength`, and what images and frames say with nothing loaded. Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`), except where noted.
@Suite struct FormControlTests {
    static let page = """
        <!DOCTYPE html><html><head><title>T</title></head><body>
        <form id=f action="/go"><label id=l1 for=a>A</label><input id=a name=a value="abc">
        <label id=l2>B <input id=b name=b type=checkbox></label>
        <input name=r type=radio value=1><input name=r type=radio value=2><textarea id=t name=t>hello</textarea>
        <select name=s><option>x</option></select><button name=btn>go</button>
        <fieldset name=fs><input name=inner></fieldset><img id=im name=imn src="x.png"><output name=o></output>
        <object name=ob></object><input type=image name=imgin></form>
        <form id=g><input name=action value=x><input id=dup name=q type=radio value=1 checked><input name=q type=radio value=2></form>
        <iframe id=fr src="about:blank"></iframe>
        </body></html>
        """

    static let expressions: [(String, String)] = [
        // https://html.spec.whatwg.org/multipage/forms.html#dom-lfe-labels
        ("var a = document.getElementById('a'); a.labels.length + ',' + a.labels[0].id + ',' + (a.labels === a.labels)", "1,l1,true"),
        ("document.getElementById('b').labels[0].id + ',' + document.getElementById('t').labels.length", "l2,0"),
        ("var h = document.createElement('input'); h.type = 'hidden'; String(h.labels)", "null"),
        ("var l = document.createElement('label'); l.htmlFor = 'a'; document.body.appendChild(l); var a = document.getElementById('a'); a.labels.length", "2"),
        // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#textFieldSelection
        // Safari reports "none" for a selection without a direction; WebKitGTK (the oracle) says "forward".
        ("var a = document.getElementById('a'); a.selectionStart + ',' + a.selectionEnd + ',' + a.selectionDirection", "0,0,none"),
        ("var a = document.getElementById('a'); a.value = 'abcd'; a.selectionStart + ',' + a.selectionEnd", "4,4"),
        ("var a = document.getElementById('a'); a.value = 'abc'; a.selectionStart + ',' + a.selectionEnd", "0,0"),
        ("var a = document.getElementById('a'); a.setSelectionRange(1, 2); a.selectionStart + ',' + a.selectionEnd", "1,2"),
        ("var a = document.getElementById('a'); a.setSelectionRange(3, 1, 'backward'); a.selectionStart + ',' + a.selectionEnd + ',' + a.selectionDirection", "1,1,backward"),
        ("var a = document.getElementById('a'); a.setSelectionRange(1, 99); a.selectionStart + ',' + a.selectionEnd", "1,3"),
        ("var a = document.getElementById('a'); a.select(); a.selectionStart + ',' + a.selectionEnd", "0,3"),
        ("var a = document.getElementById('a'); a.select(); a.selectionStart = 2; var s = a.selectionStart + ',' + a.selectionEnd; a.selectionEnd = 1; s + '|' + a.selectionStart + ',' + a.selectionEnd", "2,3|1,1"),
        ("var a = document.getElementById('a'); a.setSelectionRange(1e20, -1); a.selectionStart + ',' + a.selectionEnd", "3,3"),
        ("var b = document.getElementById('b'); String(b.selectionStart) + ',' + String(b.selectionEnd) + ',' + String(b.selectionDirection) + ',' + String(b.select())", "null,null,null,undefined"),
        ("try { document.getElementById('b').setSelectionRange(0, 1); 'ok' } catch (e) { e.name + ': ' + e.message }", "InvalidStateError: The input element's type ('checkbox') does not support selection."),
        ("try { document.getElementById('b').selectionStart = 1; 'ok' } catch (e) { e.name }", "InvalidStateError"),
        ("['text','search','url','tel','password','email','number','date','hidden','radio'].map(function (ty) { var i = document.createElement('input'); i.type = ty; return ty + ':' + i.selectionStart; }).join(' ')", "text:0 search:0 url:0 tel:0 password:0 email:null number:null date:null hidden:null radio:null"),
        ("var n = document.createElement('input'); n.value = 'xyz'; var m = document.createElement('input'); m.setAttribute('value', 'xyz'); n.selectionStart + ',' + m.selectionEnd", "3,0"),
        // https://html.spec.whatwg.org/multipage/form-elements.html#dom-textarea-type
        ("var t = document.getElementById('t'); t.type + ',' + t.textLength + ',' + t.selectionStart + ',' + t.selectionEnd", "textarea,5,0,0"),
        ("var t = document.getElementById('t'); t.value = 'hi there'; t.textLength + ',' + t.selectionStart + ',' + t.selectionEnd", "8,8,8"),
        ("var t = document.createElement('textarea'); t.textContent = 'xyz'; t.selectionStart + ',' + t.textLength", "0,3"),
        // https://html.spec.whatwg.org/multipage/forms.html#dom-form-elements (image buttons are left out)
        ("var f = document.getElementById('f'); f.elements.length + ',' + f.length + ',' + Object.prototype.toString.call(f.elements) + ',' + (f.elements === f.elements)", "11,11,[object HTMLFormControlsCollection],true"),
        ("Array.prototype.map.call(document.getElementById('f').elements, function (e) { return e.name; }).join(',')", "a,b,r,r,t,s,btn,fs,inner,o,ob"),
        ("var f = document.getElementById('f'), a = document.getElementById('a'); [f.elements.a === a, f.elements['a'] === a, f.elements.namedItem('a') === a, f.elements[0] === a, f.elements.item(0) === a, 'a' in f.elements].join()", "true,true,true,true,true,true"),
        ("var f = document.getElementById('f'); String(f.elements.nothing) + ',' + String(f.elements.namedItem('nothing')) + ',' + String(f.elements.item(99)) + ',' + String(f.elements.imgin) + ',' + String(f.elements.item(1e20)) + ',' + String(f.elements.namedItem('r').item(-4294967295).value)", "undefined,null,null,undefined,null,2"),
        ("var f = document.getElementById('f'); [f.elements.fs, f.elements.ob, f.elements.o, f.elements.im].map(String).join()", "[object HTMLFieldSetElement],[object HTMLObjectElement],[object HTMLOutputElement],[object HTMLImageElement]"),
        ("Object.keys(document.getElementById('f').elements).join(',')", "0,1,2,3,4,5,6,7,8,9,10,a,b,r,t,s,btn,fs,inner,o,ob,im,imn"),
        // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#radionodelist
        ("var f = document.getElementById('f'); var r = f.elements.r; Object.prototype.toString.call(r) + ',' + r.length + ',' + (r === f.elements.namedItem('r')) + ',' + (r === f.r) + ',' + (r instanceof NodeList) + ',' + JSON.stringify(r.value)", "[object RadioNodeList],2,true,true,true,\"\""),
        ("var g = document.getElementById('g'); var v1 = g.q.value; g.q.value = '2'; var v2 = g.q[1].checked + '/' + g.q[0].checked; g.q.value = 'zz'; v1 + ',' + v2 + ',' + g.q.value", "1,true/false,2"),
        ("var g = document.getElementById('g'); var q = g.q; var n = document.createElement('input'); n.type = 'radio'; n.name = 'q'; g.appendChild(n); q.length + ',' + Array.prototype.map.call(q, function (x) { return x.value; }).join('/') + ',' + q.item(2).value", "3,1/2/on,on"),
        // https://html.spec.whatwg.org/multipage/forms.html#the-form-element ([LegacyOverrideBuiltIns], past names)
        ("var g = document.getElementById('g'); String(g.action) + ',' + g.getAttribute('action') + ',' + (g[0] === g.elements[0]) + ',' + String(g[5])", "[object HTMLInputElement],null,true,undefined"),
        ("var g = document.getElementById('g'); var input = g.action; input.name = 'renamed'; (g.action === input) + ',' + (g.renamed === input) + ',' + String(g.elements.action)", "true,true,undefined"),
        ("var f = document.getElementById('f'); String(f.im) + ',' + String(f.imn) + ',' + String(f.imgin) + ',' + (f.a === document.getElementById('a'))", "[object HTMLImageElement],[object HTMLImageElement],undefined,true"),
        ("Object.keys(document.getElementById('g')).join(',')", "0,1,2"),
        // https://html.spec.whatwg.org/multipage/embedded-content.html#dom-img-complete: nothing is loaded.
        ("var im = document.getElementById('im'); im.complete + ',' + im.naturalWidth + ',' + im.naturalHeight + ',' + new Image().complete", "true,0,0,true"),
        // A frame whose document the page does not carry shows about:blank, as in WebKit with the network off.
        ("var fr = document.getElementById('fr'); String(fr.contentWindow) + ',' + String(fr.contentDocument) + ',' + window.length + ',' + frames.length", "[object Window],[object HTMLDocument],1,1"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }

    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-fieldset-elements: every
    /// listed element under the fieldset, image buttons and other forms' controls included.
    @Test func fieldsetElementsListsTheListedElementsUnderIt() throws {
        let fixture = try RealmFixture("""
            <form id=f><fieldset id=fs><legend><input name=inlegend></legend><input id=a name=a><input type=image name=pic>
            <select name=s><option>x</option></select><textarea name=t></textarea><button name=b>b</button><output name=o></output>
            <object name=ob></object><img name=im><label>l</label><fieldset id=inner><input name=deep></fieldset>
            <input name=other form=g></fieldset><input name=outside></form><form id=g></form>
            <fieldset id=loose><input name=l1><div><input name=l2></div></fieldset>
            """)
        #expect(fixture.evaluate("Array.prototype.map.call(document.getElementById('fs').elements, function (e) { return e.name || e.id; }).join()")
            == "inlegend,a,pic,s,t,b,o,ob,inner,deep,other")
        #expect(fixture.evaluate("var fs = document.getElementById('fs'); Object.prototype.toString.call(fs.elements) + ',' + (fs.elements === fs.elements) + ',' + fs.elements.length")
            == "[object HTMLCollection],true,11")
        #expect(fixture.evaluate("var fs = document.getElementById('fs'); fs.elements.a.id + ',' + fs.elements.namedItem('deep').name + ',' + String(fs.elements.im)")
            == "a,deep,undefined")
        #expect(fixture.evaluate("var l = document.getElementById('loose'); var c = l.elements; var n = c.length; var x = document.createElement('textarea'); l.appendChild(x); n + '->' + c.length + ',' + (c[2] === x)")
            == "2->3,true")
        #expect(fixture.evaluate("typeof document.createElement('div').elements") == "undefined")
    }

    /// https://xhr.spec.whatwg.org/#dom-formdata: the form's entry list.
    @Test func formDataTakesTheFormsEntries() throws {
        let fixture = try RealmFixture(Self.page)
        let entries = "Array.from(new FormData(document.getElementById('f'))).map(function (p) { return p[0] + '=' + p[1]; }).join('&')"
        #expect(fixture.evaluate(entries) == "a=abc&t=hello&s=x&inner=")
        _ = fixture.evaluate("document.getElementById('b').checked = true; document.querySelector('input[name=r]').checked = true")
        #expect(fixture.evaluate(entries) == "a=abc&b=on&r=1&t=hello&s=x&inner=")
        #expect(fixture.evaluate("try { new FormData(document.body); 'ok' } catch (e) { e.name + ': ' + e.message }")
            == "TypeError: Argument 1 ('form') to the FormData constructor must be an instance of HTMLFormElement")
    }

    /// A submitter adds its own entry; disabled controls and those in a disabled fieldset add none.
    @Test func formDataHonoursTheSubmitterAndDisabledControls() throws {
        let fixture = try RealmFixture("""
            <form id=f><input name=x value=1 disabled><fieldset disabled><legend><input name=y value=2></legend>
            <input name=z value=3></fieldset><button name=go value=yes>Go</button><input type=image name=pic>
            <select name=m multiple><option selected>p</option><option>q</option><option selected disabled>r</option></select></form>
            """)
        _ = fixture.evaluate("""
            function entries(submitter) {
              return Array.from(new FormData(document.getElementById('f'), submitter)).map(function (p) { return p[0] + '=' + p[1]; }).join('&');
            }
            """)
        #expect(fixture.evaluate("entries(null)") == "y=2&m=p")
        #expect(fixture.evaluate("entries(document.querySelector('button'))") == "y=2&go=yes&m=p")
        #expect(fixture.evaluate("entries(document.querySelector('[type=image]'))") == "y=2&pic.x=0&pic.y=0&m=p")
        #expect(fixture.evaluate("try { new FormData(document.getElementById('f'), document.querySelector('input')); 'ok' } catch (e) { e.name }") == "TypeError")
    }
}
