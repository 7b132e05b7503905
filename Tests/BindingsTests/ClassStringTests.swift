import Testing

/// What `Object.prototype.toString` calls the objects scripts meet (WebIDL's class string,
/// `Symbol.toStringTag`). Expected values are what WebKit gives (`../shared/tools/webkit-oracle`).
///
/// https://webidl.spec.whatwg.org/#dfn-class-string
@Suite struct ClassStringTests {
    static let page = """
        <!DOCTYPE html><html><head><title>T</title></head><body>
        <form id=f><label for=a>A</label><input id=a name=a></form><p class=x style="color: red" data-k=v>one</p><p>two</p>
        </body></html>
        """

    static let expressions: [(String, String)] = [
        // A static NodeList is an array; NodeList.prototype gives it the tag.
        ("var ts = Object.prototype.toString; [document.querySelectorAll('p'), document.getElementById('a').labels, document.body.childNodes, document.getElementsByName('a')].map(function (v) { return ts.call(v); }).join()", "[object NodeList],[object NodeList],[object NodeList],[object NodeList]"),
        ("var ts = Object.prototype.toString; [document.body.children, document.forms, document.forms[0].elements, document.body.classList, document.body.attributes, document.querySelector('p').dataset].map(function (v) { return ts.call(v); }).join()", "[object HTMLCollection],[object HTMLCollection],[object HTMLFormControlsCollection],[object DOMTokenList],[object NamedNodeMap],[object DOMStringMap]"),
        ("var ts = Object.prototype.toString; [document.querySelector('p').style, getComputedStyle(document.body), location, getSelection(), document.createRange(), document.createTreeWalker(document.body), new MutationObserver(function () {})].map(function (v) { return ts.call(v); }).join()", "[object CSSStyleProperties],[object CSSStyleProperties],[object Location],[object Selection],[object Range],[object TreeWalker],[object MutationObserver]"),
        ("var ts = Object.prototype.toString; [new Event('x'), new CustomEvent('x'), new URL('https://a/'), new URLSearchParams(''), new DOMParser(), new DOMException('m', 'NotFoundError')].map(function (v) { return ts.call(v); }).join()", "[object Event],[object CustomEvent],[object URL],[object URLSearchParams],[object DOMParser],[object DOMException]"),
        // The window's tag is its own property (see docs/differences-from-safari.md); the others are on prototypes.
        ("var ts = Object.prototype.toString; [window, console, navigator, screen, performance, history].map(function (v) { return ts.call(v); }).join()", "[object Window],[object console],[object Navigator],[object Screen],[object Performance],[object History]"),
        // The window's objects have interface objects, as in WebKit; documents are HTMLDocument or XMLDocument.
        ("[window instanceof Window, navigator instanceof Navigator, screen instanceof Screen, performance instanceof Performance, history instanceof History, ({}) instanceof Window].join()", "true,true,true,true,true,false"),
        ("var ts = Object.prototype.toString; [document, document.implementation.createHTMLDocument('t'), new DOMParser().parseFromString('<a/>', 'application/xml')].map(function (v) { return ts.call(v); }).join() + ',' + (document instanceof HTMLDocument) + ',' + (document instanceof Document)", "[object HTMLDocument],[object HTMLDocument],[object XMLDocument],true,true"),
        ("typeof NodeFilter + ',' + NodeFilter.SHOW_ELEMENT + ',' + NodeFilter.FILTER_SKIP + ',' + (function () { try { NodeFilter(); return 'called'; } catch (e) { return e.name; } })()", "function,1,3,TypeError"),
        ("String(document.querySelectorAll('p')) + ',' + String(navigator) + ',' + String(new DOMException('m', 'NotFoundError'))", "[object NodeList],[object Navigator],NotFoundError: m"),
        // https://webidl.spec.whatwg.org/#interface-prototype-object (prototypes get their tag with their first instance)
        ("document.body.childNodes; document.body.children; document.createRange(); new Event('x'); location; var ts = Object.prototype.toString; [NodeList, HTMLCollection, Node, Element, EventTarget, Event, Range, Location, DOMException].map(function (i) { return ts.call(i.prototype); }).join()", "[object NodeList],[object HTMLCollection],[object Node],[object Element],[object EventTarget],[object Event],[object Range],[object Location],[object DOMException]"),
        ("document.body.style; document.body.classList; var ts = Object.prototype.toString; [CSSStyleDeclaration, CSSStyleProperties, DOMTokenList, HTMLBodyElement].map(function (i) { return ts.call(i.prototype); }).join()", "[object CSSStyleDeclaration],[object CSSStyleProperties],[object DOMTokenList],[object HTMLBodyElement]"),
        ("JSON.stringify(Object.getOwnPropertyDescriptor((document.body.childNodes, NodeList.prototype), Symbol.toStringTag))", "{\"value\":\"NodeList\",\"writable\":false,\"enumerable\":false,\"configurable\":true}"),
        // https://drafts.fxtf.org/geometry/#DOMRect
        ("String(new DOMRect(1, 2, 3, 4)) + ',' + Object.prototype.toString.call(document.body.getBoundingClientRect()) + ',' + String(new DOMRectReadOnly()) + ',' + JSON.stringify(Object.getOwnPropertyDescriptor(DOMRect.prototype, Symbol.toStringTag))", "[object DOMRect],[object DOMRect],[object DOMRectReadOnly],{\"value\":\"DOMRect\",\"writable\":false,\"enumerable\":false,\"configurable\":true}"),
        ("var r = new DOMRect(1, 2, 3, 4); (r instanceof DOMRectReadOnly) + ',' + JSON.stringify(r) + ',' + Object.prototype.toString.call(DOMRectReadOnly.prototype)", "true,{\"x\":1,\"y\":2,\"width\":3,\"height\":4,\"top\":2,\"right\":4,\"bottom\":6,\"left\":1},[object DOMRectReadOnly]"),
        // https://drafts.csswg.org/cssom/#cssstyleproperties
        ("(document.body.style instanceof CSSStyleProperties) + ',' + (document.body.style instanceof CSSStyleDeclaration) + ',' + (Object.getPrototypeOf(CSSStyleProperties.prototype) === CSSStyleDeclaration.prototype) + ',' + document.body.style.color", "true,true,true,"),
        ("try { new CSSStyleProperties(); 'ok' } catch (e) { e.name + ': ' + e.message }", "TypeError: Illegal constructor"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }
}
