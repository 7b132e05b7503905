import Testing

@Suite struct NodeBindingTests {
    static let page = """
        <!DOCTYPE html><html><head><title>T</title></head>
        <body><div id="main" class="a b"><p>one</p><p>two <b>bold</b></p></div><!--c--></body></html>
        """

    /// JavaScript expressions and what they evaluate to (as strings).
    static let expressions: [(String, String)] = [
        ("document.body === document.body", "true"),
        ("var p = document.querySelector('p'); p.parentNode === p.parentNode && p.parentNode === document.getElementById('main')", "true"),
        ("document.body.firstChild === document.body.childNodes[0]", "true"),
        ("document.body.childNodes === document.body.childNodes", "true"),
        ("var m = document.getElementById('main'); [m.children === m.children, m.style === m.style, m.children !== document.body.children, m.style !== document.body.style].join()", "true,true,true,true"),
        // A live list's cached members follow attribute changes as well as tree changes.
        ("var m = document.getElementById('main'), byClass = document.getElementsByClassName('late'), kids = m.childNodes, first = kids.length + ',' + byClass.length; m.firstChild.className = 'late'; m.removeChild(m.lastChild); first + '->' + kids.length + ',' + byClass.length + ',' + byClass[0].tagName + ',' + kids[1]", "2,0->1,1,P,undefined"),
        ("var s = document.getElementById('main').style; var before = s.display + '|' + s.getPropertyValue('color'); s.display = 'none'; before + '->' + s.display + ',' + s.cssText + ',' + s.length + ',' + s[0] + ',' + ('display' in s) + ',' + s.notAProperty", "|->none,display: none;,1,display,true,undefined"),
        ("document.nodeType + ',' + document.body.nodeType + ',' + document.body.lastChild.nodeType", "9,1,8"),
        ("document.body.nodeName + ',' + document.body.tagName + ',' + document.body.localName", "BODY,BODY,body"),
        // Tag names are kept per name and realm: each element still gets its own.
        ("var svg = 'http://www.w3.org/2000/svg'; [document.createElement('div').tagName, document.createElement('DIV').tagName, document.createElementNS(svg, 'foreignObject').tagName, document.createElementNS(svg, 'div').tagName, document.createElement('foreignobject').tagName, document.createElement('my-el').localName, document.createElement('div').nodeName].join()", "DIV,DIV,foreignObject,div,FOREIGNOBJECT,my-el,DIV"),
        ("document.body instanceof HTMLBodyElement && document.body instanceof HTMLElement && document.body instanceof Element && document.body instanceof Node", "true"),
        ("document instanceof Document && !(document instanceof Element)", "true"),
        ("document.createTextNode('x') instanceof Text && document.createTextNode('x') instanceof CharacterData", "true"),
        ("typeof Node + ',' + Node.ELEMENT_NODE + ',' + document.body.TEXT_NODE", "function,1,3"),
        ("Object.prototype.toString.call(document.body)", "[object HTMLBodyElement]"),
        ("Object.keys(document.body).length + ',' + JSON.stringify(document.createElement('div'))", "0,{}"),
        // Live childNodes and children.
        ("var m = document.getElementById('main'); var kids = m.childNodes; var n = kids.length; m.appendChild(document.createElement('span')); n + '->' + kids.length", "2->3"),
        ("var list = []; for (var node of document.getElementById('main').children) list.push(node.tagName); list.join()", "P,P"),
        ("var names = []; document.querySelectorAll('p').forEach(function (p) { names.push(p.textContent); }); names.join('|')", "one|two bold"),
        ("document.querySelectorAll('p') instanceof NodeList && document.querySelectorAll('p').item(1).textContent", "two bold"),
        ("document.getElementsByTagName('P').length + ',' + document.getElementsByClassName('b a').length", "2,1"),
        // A query asked again after the page gained a new name finds it (compiled lists are cached).
        ("var q = function () { return document.querySelectorAll('[data-late], x-late, .late-class').length; }; var before = q(); document.body.setAttribute('data-late', ''); var e = document.createElement('x-late'); e.className = 'late-class'; document.body.append(e); before + '->' + q() + ',' + e.matches('.late-class') + ',' + !!e.closest('[data-late]')", "0->2,true,true"),
        // Mutation through the API.
        ("var d = document.createElement('DIV'); d.innerHTML = '<i>x</i>y'; d.childNodes.length + ',' + d.innerHTML + ',' + d.outerHTML", "2,<i>x</i>y,<div><i>x</i>y</div>"),
        ("var t = document.createElement('p'); t.textContent = 'a<b>'; t.innerHTML", "a&lt;b&gt;"),
        ("var x = document.createElement('ul'); x.append('a', document.createElement('li'), 'b'); x.childNodes.length + x.innerHTML", "3a<li></li>b"),
        ("var r = document.createElement('div'); r.innerHTML = '<p>1</p><p>2</p>'; r.firstChild.remove(); r.innerHTML", "<p>2</p>"),
        ("var s = document.createElement('div'); s.innerHTML = '<b>x</b>'; s.firstChild.replaceWith('y', 'z'); s.innerHTML", "yz"),
        ("var c = document.getElementById('main').cloneNode(true); c.id = 'copy'; c.querySelectorAll('p').length + ',' + document.getElementById('main').id", "2,main"),
        ("document.getElementById('main').contains(document.querySelector('b'))", "true"),
        ("document.querySelector('b').compareDocumentPosition(document.querySelector('p'))", "2"),
        ("document.querySelector('b').compareDocumentPosition(document.querySelectorAll('p')[1])", "10"),
        // Errors are DOMExceptions and TypeErrors, never crashes.
        ("try { document.body.appendChild(document.documentElement) } catch (e) { e.name + ':' + (e instanceof DOMException) + ':' + e.code }", "HierarchyRequestError:true:3"),
        ("try { document.body.removeChild(document.createElement('p')) } catch (e) { e.name }", "NotFoundError"),
        ("try { document.body.appendChild('text') } catch (e) { e.constructor.name + ': ' + e.message }", "TypeError: Argument 1 ('node') to Node.appendChild must be an instance of Node"),
        ("try { Node.prototype.appendChild.call({}, document.body) } catch (e) { e.constructor.name }", "TypeError"),
        ("try { new Node() } catch (e) { e.message }", "Illegal constructor"),
        ("try { document.createElement('a b') } catch (e) { e.name }", "InvalidCharacterError"),
        ("try { document.querySelector('p >') } catch (e) { e.name }", "SyntaxError"),
        // Attributes and reflection.
        ("var a = document.createElement('a'); a.href = '../other.html?q#f'; a.href + ' ' + a.getAttribute('href') + ' ' + a.pathname + ' ' + a.hash", "https://example.com/other.html?q#f ../other.html?q#f /other.html #f"),
        ("var m = document.getElementById('main'); m.classList.add('c'); m.classList.remove('a'); m.className + ',' + m.classList.contains('b') + ',' + m.classList.length", "b c,true,2"),
        ("var d = document.createElement('div'); d.dataset.fooBar = '1'; d.getAttribute('data-foo-bar') + ',' + d.dataset.fooBar + ',' + Object.keys(d.dataset)", "1,1,fooBar"),
        ("var s = document.createElement('div'); s.style.backgroundColor = 'red'; s.style.setProperty('margin-top', '2px'); s.getAttribute('style') + '|' + s.style.marginTop", "background-color: red; margin-top: 2px;|2px"),
        ("var i = document.createElement('input'); i.type + ',' + i.value + ',' + (i.value = 'typed', i.value) + ',' + i.getAttribute('value')", "text,,typed,null"),
        ("var at = document.getElementById('main').attributes; at.length + ',' + at[0].name + '=' + at[0].value + ',' + at.class.value", "2,id=main,a b"),
        ("document.title + ',' + (document.title = 'New', document.title) + ',' + document.querySelector('title').textContent", "T,New,New"),
        ("document.URL + ' ' + location.hostname + ' ' + location.pathname + ' ' + document.baseURI", "https://example.com/dir/page.html example.com /dir/page.html https://example.com/dir/page.html"),
        // Traversal.
        ("var w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT); var out = []; while (w.nextNode()) out.push(w.currentNode.data); out.join('|')", "one|two |bold"),
        ("var it = document.createNodeIterator(document.body, NodeFilter.SHOW_ELEMENT, { acceptNode: function (n) { return n.tagName === 'P' ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP; } }); var c = 0; while (it.nextNode()) c++; c", "2"),
        ("var w2 = document.createTreeWalker(document.body, NodeFilter.SHOW_ALL, function () { throw new Error('from filter'); }); try { w2.nextNode() } catch (e) { e.message }", "from filter"),
        // Text.
        ("var tx = document.createTextNode('hello'); var tail = tx.splitText(2); tx.data + '|' + tail.data + '|' + tx.length", "he|llo|2"),
        ("document.body.innerText.replace(/\\n/g, '/')", "one//two bold"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }

    @Test func expandoPropertiesSurviveGarbageCollection() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("document.querySelector('b').expando = {n: 42}; document.createElement('em').expando = 1; 0")
        for _ in 0..<3 { fixture.collectGarbage() }
        _ = fixture.evaluate("for (var i = 0; i < 20000; i++) { ({ garbage: [i, i] }); } 0")
        fixture.collectGarbage()
        #expect(fixture.evaluate("document.querySelector('b').expando.n") == "42")
    }

    @Test func theTreeStaysSoundAfterScriptedMutations() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            var m = document.getElementById('main');
            for (var i = 0; i < 50; i++) {
              var d = document.createElement('div'); d.innerHTML = '<p>' + i + '</p>text';
              m.insertBefore(d, m.firstChild);
              if (i % 3 === 0) m.removeChild(m.lastChild);
              if (i % 5 === 0) d.replaceWith(d.cloneNode(true));
            }
            m.normalize(); 0
            """)
        #expect(fixture.store.invariantViolations(under: fixture.document).isEmpty)
    }
}
