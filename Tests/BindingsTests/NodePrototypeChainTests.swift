import Testing

/// Node wrappers have flat classes and every interface's prototype is a plain object (see
/// `InterfaceRegistry`), so the IDL inheritance scripts see comes from the prototype chain
/// and the `this` checks. Expected values are what WebKit
/// gives (`../shared/tools/webkit-oracle`).
///
/// https://webidl.spec.whatwg.org/#interface-prototype-object
@Suite struct NodePrototypeChainTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body><div id=d>x</div><section></section></body></html>"

    static let expressions: [(String, String)] = [
        ("document.body; var d = document.getElementById('d'); [Object.getPrototypeOf(d) === HTMLDivElement.prototype, Object.getPrototypeOf(HTMLDivElement.prototype) === HTMLElement.prototype, Object.getPrototypeOf(HTMLElement.prototype) === Element.prototype, Object.getPrototypeOf(Element.prototype) === Node.prototype, Object.getPrototypeOf(Node.prototype) === EventTarget.prototype].join()", "true,true,true,true,true"),
        ("var d = document.getElementById('d'), t = d.firstChild, s = document.querySelector('section'); [d instanceof HTMLDivElement, d instanceof HTMLElement, d instanceof Element, d instanceof Node, d instanceof EventTarget, t instanceof Text, t instanceof CharacterData, t instanceof Element, s instanceof HTMLElement, s instanceof HTMLDivElement].join()", "true,true,true,true,true,true,true,false,true,false"),
        ("var t = document.getElementById('d').firstChild; try { Element.prototype.getAttribute.call(t, 'x'); 'no throw' } catch (e) { e.name + ': ' + e.message }", "TypeError: Can only call Element.getAttribute on instances of Element"),
        ("try { Node.prototype.hasChildNodes.call(Node.prototype); 'no throw' } catch (e) { e.name + ': ' + e.message }", "TypeError: Can only call Node.hasChildNodes on instances of Node"),
        ("try { Document.prototype.createElement.call(document.body, 'p'); 'no throw' } catch (e) { e.message }", "Can only call Document.createElement on instances of Document"),
        // Objects that belong to a node without being one: a control's ValidityState, a style element's sheet.
        ("var i = document.createElement('input'), s = document.head.appendChild(document.createElement('style')); function t(f) { try { f(); return 'no throw'; } catch (e) { return e.message; } } [t(function () { Element.prototype.getAttribute.call(i.validity, 'type'); }), t(function () { Node.prototype.hasChildNodes.call(s.sheet); })].join(' | ')",
         "Can only call Element.getAttribute on instances of Element | Can only call Node.hasChildNodes on instances of Node"),
        // A `this` that is no node wrapper at all: a plain object, a boxed primitive, the
        // window (what `undefined` becomes), an event target that is not a node.
        ("function t(f) { try { f(); return 'no throw'; } catch (e) { return e.name + ': ' + e.message; } } [t(function () { Element.prototype.getAttribute.call({}, 'x'); }), t(function () { Element.prototype.getAttribute.call(5, 'x'); }), t(function () { Node.prototype.hasChildNodes.call(undefined); }), t(function () { Node.prototype.hasChildNodes.call(new EventTarget()); })].join(' | ')",
         "TypeError: Can only call Element.getAttribute on instances of Element | TypeError: Can only call Element.getAttribute on instances of Element | TypeError: Can only call Node.hasChildNodes on instances of Node | TypeError: Can only call Node.hasChildNodes on instances of Node"),
        ("document.body; try { HTMLElement.prototype.click.call(document.createElementNS('http://www.w3.org/2000/svg', 'svg')); 'no throw' } catch (e) { e.message }", "Can only call HTMLElement.click on instances of HTMLElement"),
        // SVG elements have WebKit's interfaces between them and SVGElement (the names the
        // parser case-adjusts included); a name WebKit does not know is a plain SVGElement.
        ("var ns = 'http://www.w3.org/2000/svg'; function chain(e) { var out = []; for (var p = Object.getPrototypeOf(e); p !== Element.prototype; p = Object.getPrototypeOf(p)) out.push(p[Symbol.toStringTag]); return out.join('>'); } ['svg', 'path', 'tspan', 'textPath', 'linearGradient', 'feFuncA', 'feGaussianBlur', 'animateMotion', 'mpath', 'a', 'title', 'glyphRef'].map(function (t) { return chain(document.createElementNS(ns, t)); }).join(' ')",
         "SVGSVGElement>SVGGraphicsElement>SVGElement SVGPathElement>SVGGeometryElement>SVGGraphicsElement>SVGElement SVGTSpanElement>SVGTextPositioningElement>SVGTextContentElement>SVGGraphicsElement>SVGElement SVGTextPathElement>SVGTextContentElement>SVGGraphicsElement>SVGElement SVGLinearGradientElement>SVGGradientElement>SVGElement SVGFEFuncAElement>SVGComponentTransferFunctionElement>SVGElement SVGFEGaussianBlurElement>SVGElement SVGAnimateMotionElement>SVGAnimationElement>SVGElement SVGMPathElement>SVGElement SVGAElement>SVGGraphicsElement>SVGElement SVGTitleElement>SVGElement SVGElement"),
        ("var d = new DOMParser().parseFromString('<body><svg><linearGradient/><g><circle/></g></svg></body>', 'text/html'), svg = d.querySelector('svg'); [svg instanceof SVGSVGElement, svg instanceof SVGGraphicsElement, svg.firstChild instanceof SVGGradientElement, svg.lastChild.firstChild instanceof SVGGeometryElement, Object.prototype.toString.call(svg.lastChild), typeof ShadowRoot, document.body.getRootNode() instanceof ShadowRoot].join()",
         "true,true,true,true,[object SVGGElement],function,false"),
        // Feature tests run before any node is touched see the real methods, so a guarded
        // polyfill leaves them alone.
        ("[typeof Element.prototype.matches, typeof Element.prototype.closest, typeof HTMLElement.prototype.click, typeof Node.prototype.contains, typeof CharacterData.prototype.appendData, typeof Text.prototype.splitText, typeof DocumentFragment.prototype.getElementById].join()",
         "function,function,function,function,function,function,function"),
        ("if (!Element.prototype.matches) { Element.prototype.matches = function () { return 'polyfill'; }; } String(document.body.matches('body'))", "true"),
        // A method patched on an ancestor's prototype is what every descendant calls.
        ("document.body; var orig = Element.prototype.getAttribute; Element.prototype.getAttribute = function (n) { return 'patched:' + orig.call(this, n); }; var r = document.getElementById('d').getAttribute('id'); Element.prototype.getAttribute = orig; r", "patched:d"),
        ("Node.prototype.helper = function () { return 'helped ' + this.nodeName; }; document.getElementById('d').helper() + ',' + document.getElementById('d').firstChild.helper()", "helped DIV,helped #text"),
        ("document.body; [HTMLDivElement.prototype.hasOwnProperty('getAttribute'), Element.prototype.hasOwnProperty('getAttribute'), 'hasChildNodes' in document.getElementById('d')].join()", "false,true,true"),
        // Each element gets its name's interface (plain `HTMLElement` names, unknown names,
        // custom-element names and other namespaces included).
        ("var t = Object.prototype.toString; [document.createElement('foo') instanceof HTMLUnknownElement, document.createElement('my-el') instanceof HTMLUnknownElement, document.createElement('section').constructor === HTMLElement, document.createElement('div') instanceof HTMLDivElement, t.call(document.createElement('foo')), t.call(document.createElement('b')), t.call(document.createElement('h2')), t.call(document.createElement('blockquote')), t.call(document.createElementNS('http://www.w3.org/2000/svg', 'div'))].join()",
         "true,false,true,true,[object HTMLUnknownElement],[object HTMLElement],[object HTMLHeadingElement],[object HTMLQuoteElement],[object SVGElement]"),
        // SVG and MathML elements have what they share with HTML elements (`style`,
        // `dataset`, `tabIndex`, `focus`, `blur`), and `<math>` its own interface.
        ("var s = document.createElementNS('http://www.w3.org/2000/svg', 'svg'); s.style.display = 'none'; s.dataset.k = 'v'; [s.getAttribute('style'), s.getAttribute('data-k'), s.tabIndex, typeof s.focus, SVGElement.prototype.focus === HTMLElement.prototype.focus].join()",
         "display: none;,v,-1,function,false"),
        ("var ns = 'http://www.w3.org/1998/Math/MathML', m = document.createElementNS(ns, 'math'), mi = document.createElementNS(ns, 'mi'), t = Object.prototype.toString; m.style.color = 'red'; [t.call(m), t.call(mi), m instanceof MathMLElement, mi instanceof MathMLMathElement, m.getAttribute('style'), typeof mi.dataset, typeof mi.blur].join()",
         "[object MathMLMathElement],[object MathMLElement],true,false,color: red;,object,function"),
        ("document.createElementNS('http://www.w3.org/2000/svg', 'rect'); try { SVGElement.prototype.focus.call(document.body); 'no throw' } catch (e) { e.message }", "Can only call SVGElement.focus on instances of SVGElement"),
        ("typeof document.createElementNS('urn:x', 'foo').style", "undefined"),
        // Operations are writable, enumerable and configurable data properties of the
        // prototype; `constructor` is not enumerable.
        ("document.body; JSON.stringify(Object.getOwnPropertyDescriptor(Element.prototype, 'getAttribute'))", #"{"writable":true,"enumerable":true,"configurable":true}"#),
        ("document.body; JSON.stringify(Object.getOwnPropertyDescriptor(Element.prototype, 'constructor'))", #"{"writable":true,"enumerable":false,"configurable":true}"#),
        ("var found = []; for (var key in document.createElement('a')) { if (['toString', 'constructor', 'getAttribute', 'addEventListener'].indexOf(key) >= 0) found.push(key); } found.join()", "toString,getAttribute,addEventListener"),
        ("var walker = document.createTreeWalker(document.body); [Object.getPrototypeOf(walker) === TreeWalker.prototype, TreeWalker.prototype.propertyIsEnumerable('nextNode'), walker.nextNode().id].join()", "true,true,d"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }
}
