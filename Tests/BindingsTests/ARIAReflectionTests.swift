import Testing

/// The ARIA attributes elements reflect (`ARIAMixin`). Expected values are WebKit's
/// (`../shared/tools/webkit-oracle`).
///
/// https://w3c.github.io/aria/#ARIAMixin
@Suite struct ARIAReflectionTests {
    @Test func ariaAttributesReflectAsNullableStrings() throws {
        let fixture = try RealmFixture("<div id=d>x</div>")
        #expect(fixture.evaluate("""
            var d = document.getElementById('d'), out = [String(d.ariaLabel), String(d.role)];
            d.setAttribute('aria-label', 'Hi'); d.setAttribute('role', 'Nav'); out.push(d.ariaLabel, d.role);
            d.ariaLabel = null; out.push(String(d.getAttribute('aria-label')), d.hasAttribute('aria-label'));
            d.ariaHidden = true; d.ariaLevel = 3; d.ariaColIndexText = 'c';
            out.push(d.getAttribute('aria-hidden'), d.getAttribute('aria-level'), typeof d.ariaLevel, d.getAttribute('aria-colindextext'));
            var svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg'); svg.ariaLabel = 'chart';
            out.push(svg.getAttribute('aria-label'), 'ariaLabel' in document.createTextNode('x'),
              Object.getOwnPropertyDescriptor(Element.prototype, 'ariaLabel') !== undefined);
            out.join(' | ')
            """) == "null | null | Hi | Nav | null | false | true | 3 | string | c | chart | false | true")
    }

    @Test func everyARIAStringAttributeIsOnElementPrototype() throws {
        let fixture = try RealmFixture("<p>x</p>")
        #expect(fixture.evaluate("""
            Object.getOwnPropertyNames(Element.prototype).filter(function (n) { return /^aria|^role$/.test(n); }).length
            """) == "44")
    }

    /// They live on `Element.prototype` only, as in WebKit, where `id` and the other
    /// attributes elements carry as their own accessors too (see docs/differences-from-safari.md) do not.
    @Test func ariaAttributesAreNotOwnProperties() throws {
        let fixture = try RealmFixture("<p>x</p>")
        #expect(fixture.evaluate("""
            var d = document.createElement('div');
            var r = [d.hasOwnProperty('ariaLabel'), d.hasOwnProperty('role'), Element.prototype.hasOwnProperty('ariaLabel'),
              typeof Object.getOwnPropertyDescriptor(Element.prototype, 'ariaLabel').set];
            d.ariaLabel = 'Close'; d.setAttribute('aria-expanded', 'true');
            r.push(d.getAttribute('aria-label'), d.ariaExpanded, Object.keys(d).length);
            r.join()
            """) == "false,false,true,function,Close,true,0")
    }
}
