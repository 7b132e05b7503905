import Testing

/// `outerText`, `document.dir`, the enumerated `loading` and `decoding` attributes, and
/// `label.control`, `datalist.options`, `map.areas`, `fieldset.type` and `li.value`.
/// Expected values are what WebKit gives (`../shared/tools/webkit-oracle`).
@Suite struct HTMLElementMembersTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body><p>text</p></body></html>"

    static let expressions: [(String, String)] = [
        // outerText replaces the element and merges the text with its text neighbours.
        ("var p = document.createElement('p'); p.innerHTML = 'x<b>y</b>z'; p.querySelector('b').outerText = 'Q'; JSON.stringify([p.innerHTML, p.childNodes.length])",
         #"["xQz",1]"#),
        ("var p = document.createElement('p'); p.innerHTML = 'x<b>y</b>z'; p.querySelector('b').outerText = 'a\\nb\\r\\nc'; JSON.stringify([p.innerHTML, p.childNodes.length])",
         #"["xa<br>b<br>cz",5]"#),
        ("var p = document.createElement('p'); p.innerHTML = '<i>1</i><b>y</b><i>2</i>'; p.querySelector('b').outerText = ''; JSON.stringify([p.innerHTML, p.childNodes.length])",
         #"["<i>1</i><i>2</i>",3]"#),
        ("var p = document.createElement('p'); p.innerHTML = 'x<b>y</b>'; p.querySelector('b').outerText = null; JSON.stringify([p.innerHTML, p.childNodes.length, p.firstChild.data])",
         #"["x",1,"x"]"#),
        ("try { document.createElement('b').outerText = 'x'; 'no throw' } catch (e) { e.name }", "NoModificationAllowedError"),
        ("var d = document.createElement('div'); d.innerHTML = '<p>one</p><p>two</p>'; document.body.appendChild(d); JSON.stringify(d.outerText)",
         #""one\n\ntwo""#),
        // document.dir reflects the html element's dir, limited to known values.
        ("var r = [document.dir]; document.documentElement.setAttribute('dir', 'RTL'); r.push(document.dir); document.dir = 'ltr'; r.push(document.dir, document.documentElement.getAttribute('dir')); document.documentElement.setAttribute('dir', 'sideways'); r.push(document.dir); r.join()",
         ",rtl,ltr,ltr,"),
        ("var d = document.implementation.createHTMLDocument(''); d.removeChild(d.documentElement); d.dir = 'rtl'; JSON.stringify([d.dir, d.documentElement])",
         #"["",null]"#),
        // loading and decoding are enumerated, with eager and auto for missing and invalid values.
        ("var i = document.createElement('img'), f = document.createElement('iframe'), r = [i.loading, i.decoding, f.loading]; i.setAttribute('loading', 'LAZY'); i.setAttribute('decoding', 'ASYNC'); r.push(i.loading, i.decoding); i.setAttribute('loading', 'x'); i.setAttribute('decoding', 'x'); r.push(i.loading, i.decoding); r.join()",
         "eager,auto,eager,lazy,async,eager,auto"),
        // label.control, datalist.options, map.areas, fieldset.type and li.value (a long).
        (#"(function(){ var f = document.createElement('fieldset'); f.type = 'x'; return JSON.stringify([f.type, f.getAttribute('type'), Object.getOwnPropertyDescriptor(HTMLFieldSetElement.prototype, 'type').set]); })()"#,
         #"["fieldset",null,null]"#),
        (#"(function(){ var d = document.createElement('div'); d.innerHTML = '<label id=l1 for=x>a</label><input id=x><label id=l2><span>t</span><meter></meter><input></label><label id=l3 for=nope><input></label>'; document.body.appendChild(d); var r = [document.getElementById('l1').control, document.getElementById('l2').control, document.getElementById('l3').control, document.createElement('label').control]; d.remove(); return r.map(function (e) { return e && e.nodeName; }).join(); })()"#,
         #"INPUT,METER,,"#),
        (#"(function(){ var d = document.createElement('datalist'); d.innerHTML = '<option>a</option><p><option>b</option></p><select><option>c</option></select>'; var o = d.options; d.appendChild(document.createElement('option')); return [Object.prototype.toString.call(o), o.length, o === d.options].join(); })()"#,
         #"[object HTMLCollection],4,true"#),
        (#"(function(){ var m = document.createElement('map'); m.innerHTML = '<area><div><area><a></a></div>'; var a = m.areas; return [Object.prototype.toString.call(a), a.length, a === m.areas].join(); })()"#,
         #"[object HTMLCollection],2,true"#),
        (#"(function(){ var l = document.createElement('li'); l.setAttribute('value', ' 7x'); return JSON.stringify([l.value, document.createElement('li').value]); })()"#,
         #"[7,0]"#),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }
}
