import Bindings
import Testing

/// `customElements`, custom element upgrades and reactions. Expected values are what
/// WebKit gives for the same page and script (`../shared/tools/webkit-oracle`).
///
/// https://html.spec.whatwg.org/multipage/custom-elements.html
@Suite struct CustomElementsTests {
    static let page = """
        <!DOCTYPE html><html><head><title>C</title></head><body><x-card id="one" data-a="1"><span>in</span></x-card>\
        <div><x-card id="two"></x-card></div><x-other></x-other></body></html>
        """

    static let card = """
        var log = [];
        class Card extends HTMLElement {
          static get observedAttributes() { return ['data-a', 'title']; }
          constructor() { super(); log.push('ctor ' + (this.id || '(new)') + ' children=' + this.childNodes.length); this.made = true; }
          connectedCallback() { log.push('connected ' + (this.id || '(new)')); }
          disconnectedCallback() { log.push('disconnected ' + this.id); }
          attributeChangedCallback(n, o, v) { log.push('attr ' + this.id + ' ' + n + ' ' + o + '->' + v); }
        }
        """

    @Test func definingUpgradesTheDocumentsElementsInTreeOrder() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var e = document.getElementById('one');
            [e instanceof HTMLElement, e.constructor.name, e.matches(':defined'), document.querySelectorAll(':not(:defined)').length].join()
            """) == "true,HTMLElement,false,3")
        #expect(fixture.evaluate(Self.card + """
            log.push('define start'); customElements.define('x-card', Card); log.push('define end');
            var e = document.getElementById('one');
            [e instanceof Card, e.made, e.constructor === Card, e.matches(':defined'), customElements.get('x-card') === Card,
             customElements.getName(Card), document.querySelectorAll(':not(:defined)').length].join() + ' | ' + log.join(' | ')
            """) == "true,true,true,true,true,x-card,1 | define start | ctor one children=1 | attr one data-a null->1 | connected one"
            + " | ctor two children=0 | connected two | define end")
    }

    @Test func reactionsFollowTheTree() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(Self.card + """
            customElements.define('x-card', Card); log = [];
            var e = document.createElement('x-card'); log.push('created'); e.id = 'three';
            document.body.appendChild(e); log.push('appended');
            e.setAttribute('data-a', '2'); e.setAttribute('other', 'x'); e.remove();
            var n = new Card(); log.push([n.localName, n instanceof Card, n.isConnected].join());
            var d = document.createElement('div'); d.innerHTML = "<x-card id='four'></x-card>"; log.push(String(d.firstChild instanceof Card));
            document.body.appendChild(d); log.join(' | ')
            """) == "ctor (new) children=0 | created | connected three | appended | attr three data-a null->2 | disconnected three"
            + " | ctor (new) children=0 | x-card,true,false | ctor four children=0 | true | connected four")
    }

    @Test func whenDefinedResolvesWithTheConstructor() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate(Self.card + """
            customElements.whenDefined('x-card').then(function (c) { log.push('whenDefined ' + (c === Card)); });
            customElements.whenDefined('bad').catch(function (e) { log.push('rejected ' + e.name); });
            customElements.define('x-card', Card); log = log.filter(function (l) { return l.indexOf('when') === 0 || l.indexOf('rej') === 0; });
            """)
        #expect(fixture.evaluate("log.join(' | ')") == "rejected SyntaxError | whenDefined true")
    }

    @Test func errorsAreWebKits() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate(Self.card + "customElements.define('x-card', Card);")
        let cases: [(String, String)] = [
            ("customElements.define('x-card', class extends HTMLElement {})",
             "throws NotSupportedError: Cannot define multiple custom elements with the same tag name"),
            ("customElements.define('x-card2', Card)", "throws NotSupportedError: Cannot define multiple custom elements with the same class"),
            ("customElements.define('card', class extends HTMLElement {})", "throws SyntaxError: Custom element name must contain a hyphen"),
            ("customElements.define('X-up', class extends HTMLElement {})",
             "throws SyntaxError: Custom element name must have a lowercase ASCII letter as its first character"),
            ("customElements.define('font-face', class extends HTMLElement {})",
             "throws SyntaxError: Custom element name cannot be same as one of the standard elements"),
            ("customElements.define('x-z', function () {}.bind())", "throws TypeError: Custom element constructor's prototype must be an object"),
            ("customElements.define('x-z', {})", "throws TypeError: The second argument must be a constructor"),
            ("new HTMLElement()", "throws TypeError: new.target is not a valid custom element constructor"),
            ("new (class extends HTMLElement {})()", "throws TypeError: new.target does not define a custom element"),
            ("[customElements.define.length, customElements.whenDefined.length, CustomElementRegistry.length].join()", "2,1,0"),
        ]
        for (source, expected) in cases { #expect(fixture.evaluate(source) == expected, "\(source)") }
    }

    /// A constructor that makes something else than its element: createElement reports it
    /// and gives a plain element; an upgrade leaves the element with the class's prototype.
    @Test func constructorsThatFailAreReported() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            class Bad extends HTMLElement { constructor() { super(); return {}; } }
            customElements.define('x-bad', Bad);
            var made = document.createElement('x-bad');
            document.body.insertAdjacentHTML('beforeend', "<x-bad id='parsed'></x-bad>");
            [made.localName, made instanceof Bad, document.getElementById('parsed') instanceof Bad].join()
            """) == "x-bad,false,true")
        #expect(fixture.realm.uncaughtErrors.count == 2)
    }

    /// An exception in a callback is reported and the operation goes on.
    @Test func callbackExceptionsAreReported() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            customElements.define('x-bad', class extends HTMLElement { connectedCallback() { throw new Error('boom'); } });
            var b = document.createElement('x-bad'); document.body.appendChild(b); b.isConnected
            """) == "true")
        #expect(fixture.realm.uncaughtErrors.map(\.summary) == ["Error: boom"])
    }
}
