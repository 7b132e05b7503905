import Bindings
import DOM
import HTMLParsing
import JavaScriptEngine
import Testing
import WHATWGURL

/// Interface prototypes are made when a script first reads an interface's global or the
/// interface gets its first instance, or ahead of need while a window waits for its page
/// (`Realm.wireLikelyInterfaces(until:)`). Either way scripts must see the same objects:
/// the same own properties in the same order, the same class strings, the same chain, and
/// what they put on a prototype before the first instance still there after it.
///
/// https://webidl.spec.whatwg.org/#interface-prototype-object
@Suite struct InterfaceWiringTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body><p id=p>x</p></body></html>"

    /// Makes an instance of each interface below, then describes each prototype: its own
    /// property names in order, its class string's descriptor, its parent's class string,
    /// whether `constructor` is the interface object and how `prototype` is defined on it.
    static let describeInterfaces = """
        var made = [document.getElementsByTagName('p'), document.body.childNodes, new URL('https://example.com/'),
          getSelection(), document.body.classList, document.body.style];
        ['html', 'head', 'body', 'meta', 'link', 'title', 'script', 'style', 'div', 'a', 'p', 'span', 'img', 'h1',
          'ul', 'li', 'table', 'tr', 'td', 'tbody', 'pre', 'blockquote', 'br', 'ol', 'form', 'input', 'button',
          'iframe', 'source', 'picture', 'video', 'time', 'hr', 'template', 'marquee'].forEach(function (name) {
          made.push(document.createElement(name));
        });
        return made.map(function (object) {
          var prototype = Object.getPrototypeOf(object), interfaceObject = prototype.constructor;
          var tag = Object.getOwnPropertyDescriptor(prototype, Symbol.toStringTag);
          return [Object.prototype.toString.call(object), Object.getOwnPropertyNames(prototype).join(' '),
            JSON.stringify(tag), Object.getPrototypeOf(prototype)[Symbol.toStringTag],
            window[tag.value] === interfaceObject,
            JSON.stringify(Object.getOwnPropertyDescriptor(interfaceObject, 'prototype'), ['writable', 'enumerable', 'configurable'])].join(' | ');
        }).join('\\n');
        """

    /// A realm whose window wired the likely interfaces ahead (all, some, or none of them
    /// before the document was attached).
    static func realm(wiringAhead count: Int, in machine: VirtualMachine) throws -> Realm {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("https://example.com/")!)
        HTMLParser.parseDocument(page, into: store, document: document)
        let realm = try Realm(windowFor: document, in: store, machine: machine)
        var wired = 0
        realm.wireLikelyInterfaces {
            wired += 1
            return wired > count
        }
        try realm.attachDocument()
        return realm
    }

    /// What scripts can see of interfaces before any instance exists, then after.
    static let describeBeforeInstances = """
        [typeof HTMLAnchorElement.prototype.click, HTMLAnchorElement.prototype[Symbol.toStringTag],
          typeof NodeList.prototype.forEach, typeof Selection.prototype.addRange,
          typeof HTMLMarqueeElement.prototype.start, String(HTMLMarqueeElement.prototype[Symbol.toStringTag])].join()
          + '\\n' + describe()
        """

    @Test(arguments: [0, 3, 100])
    func wiringAheadOfNeedIsUnobservable(wiredAhead: Int) throws {
        let machine = VirtualMachine()
        let lazily = try Self.realm(wiringAhead: 0, in: machine)
        let ahead = try Self.realm(wiringAhead: wiredAhead, in: machine)
        defer {
            lazily.close()
            ahead.close()
        }
        func evaluate(_ realm: Realm) throws -> String {
            let source = "function describe() {" + Self.describeInterfaces + "}" + Self.describeBeforeInstances
            return try realm.context.evaluate(source, sourceURL: "test.js").toString(in: realm.context)
        }
        let expected = try evaluate(lazily)
        // The likely interfaces are wired once the document is attached, whatever was
        // done ahead; others (`HTMLMarqueeElement`, which has no `start` in appexjs) when
        // their global is first read.
        #expect(expected.hasPrefix("function,HTMLAnchorElement,function,function,undefined,HTMLMarqueeElement\n"))
        #expect(expected.split(separator: "\n").count == 42)
        #expect(expected.contains("[object HTMLDivElement] | "))
        #expect(try evaluate(ahead) == expected)
    }

    /// Reads the accessors of each kind of node ``Realm/prepareLikelyAccessorTables(until:)``
    /// covers, and some it does not, before and after setting some.
    static let readAccessors = """
        var nodes = [document, document.documentElement, document.head, document.body, document.body.firstChild,
          document.getElementById('p').firstChild, document.createComment('c'), document.createElement('section'),
          document.createElement('input'), document.createElement('a'), document.createElement('table')];
        nodes.map(function (node) {
          var before = [node.nodeName, node.nodeType, node.id, node.title, node.href, String(node.value), node.ariaLabel,
            node.hasOwnProperty('id'), Object.getOwnPropertyNames(node).length];
          if (node.nodeType === 1) { node.id = 'n'; node.title = 't'; }
          return before.concat([node.id, node.title]).join();
        }).join('\\n')
        """

    @Test func preparingAccessorTablesAheadOfNeedIsUnobservable() throws {
        let machine = VirtualMachine()
        let lazily = try Self.realm(wiringAhead: 0, in: machine)
        let ahead = try Self.realm(wiringAhead: 0, in: machine)
        ahead.prepareLikelyAccessorTables { false }
        let partly = try Self.realm(wiringAhead: 0, in: machine)
        var prepared = 0
        partly.prepareLikelyAccessorTables {
            prepared += 1
            return prepared > 3
        }
        defer {
            for realm in [lazily, ahead, partly] { realm.close() }
        }
        ahead.context.collectGarbageNow()
        func evaluate(_ realm: Realm) throws -> String {
            try realm.context.evaluate(Self.readAccessors, sourceURL: "test.js").toString(in: realm.context)
        }
        let expected = try evaluate(lazily)
        #expect(expected.split(separator: "\n").count == 11)
        #expect(expected.hasPrefix("#document,9,,T,"))
        #expect(try evaluate(ahead) == expected)
        #expect(try evaluate(partly) == expected)
    }

    static let firstInstanceExpressions: [(String, String)] = [
        // What a script put on the prototype before the first instance stays, and a
        // subclass declared then inherits from it.
        ("HTMLMarqueeElement.prototype.extra = 1; class Scroller extends HTMLMarqueeElement {}; var m = document.createElement('marquee'); [m.extra, HTMLMarqueeElement.prototype.propertyIsEnumerable('extra'), typeof Scroller.prototype.getAttribute, Object.getPrototypeOf(m) === HTMLMarqueeElement.prototype].join()",
         "1,true,function,true"),
        ("document.createElement('marquee'); JSON.stringify(Object.getOwnPropertyDescriptor(HTMLMarqueeElement, 'prototype'), ['writable', 'enumerable', 'configurable'])",
         #"{"writable":false,"enumerable":false,"configurable":false}"#),
        ("document.createElement('marquee'); JSON.stringify(Object.getOwnPropertyDescriptor(HTMLMarqueeElement.prototype, 'constructor'), ['writable', 'enumerable', 'configurable']) + String(HTMLMarqueeElement.prototype.constructor === HTMLMarqueeElement)",
         #"{"writable":true,"enumerable":false,"configurable":true}true"#),
        // `Image` shares `HTMLImageElement`'s prototype.
        ("var i = new Image(); [Image.prototype === HTMLImageElement.prototype, i instanceof Image, i instanceof HTMLImageElement, Object.prototype.toString.call(i)].join()",
         "true,true,true,[object HTMLImageElement]"),
        // An interface object's `prototype` cannot be replaced.
        ("HTMLMarqueeElement.prototype = 5; var m = document.createElement('marquee'); [typeof HTMLMarqueeElement.prototype, m instanceof HTMLMarqueeElement].join()",
         "object,true"),
    ]


    /// What a script reads of a prototype before the interface's first instance (through
    /// the global, a descendant's prototype chain, a named constructor) is what the
    /// instance has: the same prototype, the same functions and accessors.
    static let identityExpressions: [(String, String)] = [
        ("var p = Range.prototype, f = p.cloneRange, g = Object.getOwnPropertyDescriptor(p, 'commonAncestorContainer').get;"
            + " var r = document.createRange(); [Object.getPrototypeOf(r) === p, r.constructor === Range, r.cloneRange === f,"
            + " Object.getOwnPropertyDescriptor(Range.prototype, 'commonAncestorContainer').get === g].join()",
         "true,true,true,true"),
        ("var p = Object.getPrototypeOf(HTMLTableElement.prototype), f = HTMLTableElement.prototype.insertRow;"
            + " var t = document.createElement('table'); [p === HTMLElement.prototype, t.insertRow === f,"
            + " Object.getPrototypeOf(t) === HTMLTableElement.prototype, 'createCaption' in HTMLTableElement.prototype].join()",
         "true,true,true,true"),
        // Reaching an interface through a descendant's chain wires it with its members.
        ("var p = Object.getPrototypeOf(CSSStyleRule.prototype); [p === CSSRule.prototype,"
            + " typeof Object.getOwnPropertyDescriptor(p, 'cssText').get, p.STYLE_RULE, p.constructor === CSSRule].join()",
         "true,function,1,true"),
        ("var a = Audio.prototype; [a === HTMLAudioElement.prototype, new Audio() instanceof HTMLAudioElement,"
            + " Object.getPrototypeOf(document.createElement('audio')) === a].join()",
         "true,true,true"),
        ("var f = Event.prototype.composedPath, e = new Event('x'); [typeof f, e.composedPath === f, e.constructor === Event].join()",
         "function,true,true"),
        // An instance's constructor leads to the same prototype.
        ("var w = document.createTreeWalker(document); [w.constructor.prototype === TreeWalker.prototype,"
            + " Object.getOwnPropertyNames(TreeWalker.prototype).length].join()",
         "true,12"),
    ]

    /// A polyfill's feature test before any instance finds the real member and installs
    /// nothing; what a polyfill puts on a prototype (a member appexjs lacks, or one it
    /// replaces) survives the first instance.
    static let polyfillExpressions: [(String, String)] = [
        ("var installed = false; if (!Event.prototype.composedPath) { installed = true; Event.prototype.composedPath = function () { return 'polyfill'; }; }"
            + " [installed, Array.isArray(new Event('x').composedPath())].join()",
         "false,true"),
        ("if (!('expand' in Range.prototype)) Range.prototype.expand = function () { return 'polyfill'; };"
            + " var r = document.createRange(); [r.expand(), Range.prototype.propertyIsEnumerable('expand')].join()",
         "polyfill,true"),
        ("CSSRule.prototype.describe = function () { return 'rule ' + this.type; };"
            + " var sheet = document.head.appendChild(document.createElement('style')); sheet.textContent = 'p { color: red }';"
            + " document.styleSheets[0].cssRules[0].describe()",
         "rule 1"),
        ("var original = MutationObserver.prototype.observe; MutationObserver.prototype.observe = function () { return 'wrapped'; };"
            + " var o = new MutationObserver(function () {}); [o.observe(document, { childList: true }), typeof original].join()",
         "wrapped,function"),
        ("NamedNodeMap.prototype.extra = 1; [document.body.attributes.extra, typeof document.body.attributes.getNamedItem].join()",
         "1,function"),
    ]

    /// An interface's global is a data property once read or assigned, as WebKit's is
    /// (writable, configurable, not enumerable); assigning or deleting it first means the
    /// interface is not made for it.
    static let globalExpressions: [(String, String)] = [
        ("Range; JSON.stringify(Object.getOwnPropertyDescriptor(window, 'Range'), ['writable', 'enumerable', 'configurable'])",
         #"{"writable":true,"enumerable":false,"configurable":true}"#),
        ("XMLSerializer = 5; [XMLSerializer, window.XMLSerializer].join()", "5,5"),
        ("delete window.TreeWalker; [typeof TreeWalker, 'TreeWalker' in window, typeof document.createTreeWalker(document)].join()",
         "undefined,false,object"),
        ("[Node.ELEMENT_NODE, Node.prototype.ELEMENT_NODE, URL.canParse('https://example.com/'), typeof Image, typeof Option].join()",
         "1,1,true,function,function"),
        // A page's top-level `let` may shadow an interface's global, as in WebKit (a
        // non-configurable global made it a SyntaxError).
        ("let Range = 1; var Node; function Comment() { return 'own'; } [Range, typeof Node, Comment()].join()",
         "1,function,own"),
        ("[Range.name, Range.length, typeof new Range(), (function () { try { new CSSRule(); } catch (e) { return e.message; } })()].join()",
         "Range,0,object,Illegal constructor"),
    ]

    /// What a page does to the built-ins before it first names an interface does not change
    /// what the name gives, as in WebKit: `Symbol` replaced (every interface wired after it
    /// failed, with a warning, and had no global), indexed properties on `Array.prototype`
    /// (where the realm looked its interface objects up, so that `CSSNamespaceRule` gave
    /// the page's value).
    static let hostileExpressions: [(String, String)] = [
        ("var S = Symbol; Symbol = undefined; var w = document.createTreeWalker(document); Symbol = S;"
            + " [typeof TreeWalker, typeof Range, Object.prototype.toString.call(w), w instanceof TreeWalker].join()",
         "function,function,[object TreeWalker],true"),
        ("for (var i = 0; i < 1000; i++) Object.defineProperty(Array.prototype, i, { get: function () { return 'page'; }, set: function () {}, configurable: true });"
            + " var answer = [typeof CSSNamespaceRule, typeof TreeWalker, typeof document.createRange().setStart].join();"
            + " for (var i = 0; i < 1000; i++) delete Array.prototype[i]; answer",
         "function,function,function"),
    ]

    /// Interface objects inherit from their parent interface's, as in WebKit (the oracle's
    /// answers): constants and static operations are inherited along, a page that replaced or
    /// deleted a parent's global or `Object.setPrototypeOf` first still gets the real chain,
    /// and constructors are as long as their required arguments.
    /// https://webidl.spec.whatwg.org/#interface-object
    static let chainExpressions: [(String, String)] = [
        ("[typeof Object.getPrototypeOf(HTMLElement).prototype.getAttribute, Object.getPrototypeOf(Node) === EventTarget,"
            + " Object.getPrototypeOf(EventTarget) === Function.prototype, Object.getPrototypeOf(Text) === CharacterData].join()",
         "function,true,true,true"),
        ("[Object.getPrototypeOf(CSSStyleRule) === CSSRule, Object.getPrototypeOf(CSSMediaRule) === CSSConditionRule,"
            + " Object.getPrototypeOf(CSSConditionRule) === CSSGroupingRule, Object.getPrototypeOf(CSSGroupingRule) === CSSRule].join()",
         "true,true,true,true"),
        ("[Object.getPrototypeOf(KeyboardEvent) === UIEvent, Object.getPrototypeOf(PointerEvent) === MouseEvent,"
            + " Object.getPrototypeOf(UIEvent) === Event, Object.getPrototypeOf(Event) === Function.prototype].join()",
         "true,true,true,true"),
        ("[HTMLTableElement.ELEMENT_NODE, CustomEvent.AT_TARGET, CSSStyleRule.STYLE_RULE,"
            + " Object.getOwnPropertyNames(CSSStyleRule).includes('STYLE_RULE'), 'ELEMENT_NODE' in HTMLElement].join()",
         "1,2,1,false,true"),
        ("HTMLElement = 1; [Object.getPrototypeOf(HTMLTableElement) === Object.getPrototypeOf(HTMLTableElement.prototype).constructor,"
            + " Object.getPrototypeOf(HTMLTableRowElement).name].join()",
         "true,HTMLElement"),
        ("delete window.Element; [Object.getPrototypeOf(HTMLElement).name, typeof Element,"
            + " Object.getPrototypeOf(HTMLTableElement.prototype) === HTMLElement.prototype].join()",
         "Element,undefined,true"),
        ("var s = Object.setPrototypeOf; Object.setPrototypeOf = null; var r = Object.getPrototypeOf(CSSMediaRule).name;"
            + " Object.setPrototypeOf = s; r",
         "CSSConditionRule"),
        ("[Event.length, CustomEvent.length, MouseEvent.length, URL.length, MutationObserver.length, EventTarget.length,"
            + " DOMException.length, AbortSignal.length, Storage.length, MediaQueryList.length, HTMLElement.length].join()",
         "1,1,1,1,1,0,0,0,0,0,0"),
        ("class Foo extends HTMLElement {}; customElements.define('x-foo', Foo);"
            + " [document.createElement('x-foo') instanceof Element, Object.getPrototypeOf(Object.getPrototypeOf(Foo)) === Element].join()",
         "true,true"),
        ("var e = new DOMException('m', 'NotFoundError'); [Object.getPrototypeOf(DOMException) === Function.prototype,"
            + " e instanceof Error, e.code, e.name, e.message, String(e), Object.getPrototypeOf(e) === DOMException.prototype].join()",
         "true,true,8,NotFoundError,m,NotFoundError: m,true"),
        ("class MyError extends DOMException { constructor() { super('m', 'AbortError'); } }; var e = new MyError();"
            + " [e instanceof MyError, e instanceof DOMException, e instanceof Error, e.code, e.name, Object.prototype.toString.call(e)].join()",
         "true,true,true,20,AbortError,[object DOMException]"),
        ("try { DOMException(); } catch (e) { e instanceof TypeError }", "true"),
        ("[URL.parse('a', 'https://example.com/x/').href, URL.parse('a'), URL.parse.length, URL.canParse.length,"
            + " Object.keys(URL).slice(0, 2).join(' ')].join()",
         "https://example.com/x/a,,1,1,parse canParse"),
        ("[HTMLScriptElement.supports('module'), HTMLScriptElement.supports('speculationrules'),"
            + " HTMLScriptElement.supports('text/javascript'), HTMLScriptElement.supports.length].join()",
         "true,false,false,1"),
    ]

    @Test(arguments: firstInstanceExpressions + identityExpressions + polyfillExpressions + globalExpressions + hostileExpressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }

    @Test(arguments: chainExpressions)
    func interfaceObjectsChain(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }
}
