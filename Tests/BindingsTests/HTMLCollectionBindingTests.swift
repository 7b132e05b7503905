import Testing

/// `HTMLCollection`'s indexed and named properties. Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`), except where noted.
@Suite struct HTMLCollectionBindingTests {
    static let page = """
        <!DOCTYPE html><html><head><title>T</title></head><body>
        <form id=f name=ff><input id=em name=email></form><form id=second></form>
        <img id=logo name=logoname src="a.png"><img name=other>
        <a id=someid name=aname href="#">a</a><a name=length>len</a><a id=item>i</a><a name="">e</a>
        <svg><a id=svga name=svganame></a></svg>
        </body></html>
        """

    static let expressions: [(String, String)] = [
        // https://dom.spec.whatwg.org/#interface-htmlcollection: an element's id, or an HTML element's name.
        ("document.forms.ff === document.getElementById('f') && document.forms.f === document.forms.ff", "true"),
        ("['ff' in document.forms, 'f' in document.forms, '0' in document.forms, '2' in document.forms, 'nothing' in document.forms].join()", "true,true,true,false,false"),
        ("document.images.logo.id + ',' + document.images.logoname.id + ',' + document.images.other.tagName", "logo,logo,IMG"),
        ("document.forms[0].elements.email.id + ',' + document.body.children.logo.id + ',' + document.getElementsByTagName('form').ff.id", "em,logo,f"),
        // Names on the prototype (`item`) and attributes (`length`) win; SVG elements are found by id only.
        ("var as = document.getElementsByTagName('a'); [as.someid.id, as.aname.id, as.length, typeof as.item, as.svga.id, String(as.svganame), String(as['']), String(as.nothing)].join()", "someid,someid,5,function,svga,undefined,undefined,undefined"),
        ("var c = document.getElementsByTagName('a'); c.namedItem('someid') === c.someid", "true"),
        ("HTMLCollection.prototype.myHelper = 1; var x = document.createElement('a'); x.id = 'myHelper'; document.body.appendChild(x); document.getElementsByTagName('a').myHelper", "1"),
        // The collection is live, and its named properties are read-only.
        ("var c = document.getElementsByTagName('img'); var n = document.createElement('img'); n.id = 'late'; document.body.appendChild(n); var had = c.late === n; n.remove(); had + ',' + String(c.late)", "true,undefined"),
        ("var fs = document.forms; fs.ff = 5; String(fs.ff)", "[object HTMLFormElement]"),
        ("var c2 = document.forms; c2.expando = 7; c2.expando", "7"),
        ("JSON.stringify(Object.getOwnPropertyDescriptor(document.forms, 'ff'), function (k, v) { return k === 'value' ? String(v) : v; })", "{\"value\":\"[object HTMLFormElement]\",\"writable\":false,\"enumerable\":false,\"configurable\":true}"),
        ("document.forms.hasOwnProperty('ff') + ',' + document.forms.hasOwnProperty('nothing')", "true,false"),
        // Supported property names follow the indices, in tree order, without repeats.
        ("JSON.stringify(Object.getOwnPropertyNames(document.getElementsByTagName('a')))", "[\"0\",\"1\",\"2\",\"3\",\"4\",\"someid\",\"aname\",\"length\",\"item\",\"svga\"]"),
        // WebKit has no own `length` (appexjs keeps attributes on instances; see docs/differences-from-safari.md).
        ("Object.getOwnPropertyNames(document.forms).join()", "0,1,f,ff,second,length"),
        // WebKit lists only the indices here (see docs/differences-from-safari.md).
        ("Object.keys(document.forms).join()", "0,1,f,ff,second"),
        // Indices.
        ("var c3 = document.getElementsByTagName('a'); c3[0] === c3.item(0) && c3[99] === undefined && !(99 in c3) && 0 in c3", "true"),
        ("var c4 = document.getElementsByTagName('a'); var s = 0; for (var i = 0; i < c4.length; i++) s += c4[i].tagName.length; s", "5"),
        ("Array.from(document.forms).length + ',' + [...document.images].length + ',' + (document.forms.toString === Object.prototype.toString)", "2,2,true"),
        ("var kids = document.body.childNodes; (kids[0] === kids.item(0)) + ',' + (kids.length in kids) + ',' + ((kids.length - 1) in kids)", "true,false,true"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }
}
