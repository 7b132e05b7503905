import Testing

/// `checkVisibility`, the popover, inert and autocapitalize hints, and smaller members
/// WebKit has (legacy reflections, `indeterminate`, `getHTML`/`setHTMLUnsafe`, document
/// queries with nothing behind them). Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`, same page and steps).
@Suite struct VisibilityAndHintsTests {
    static let page = """
        <!DOCTYPE html><html><head><title>t</title></head><body>
        <div id="d" popover inert autocapitalize="Words">x<p id="p">para <b>bold</b></p></div>
        <div id="hid" style="display:none"><span id="hs">h</span></div><div id="vh" style="visibility:hidden">v</div>\
        <div id="op" style="opacity:0">o</div><div id="cv" style="content-visibility:hidden"><span id="cvs">c</span></div>
        <a id="a" charset="utf-8" rev="made">a</a><img id="i" lowsrc="l.png"><input id="in" align="left">
        </body></html>
        """

    /// A popover that is not shown is `display: none`; `visibility` and `opacity` count
    /// only when asked for; a `content-visibility: hidden` element hides its contents.
    /// https://drafts.csswg.org/cssom-view/#dom-element-checkvisibility
    @Test func checkVisibilityAnswersFromStyles() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            ['d', 'p', 'hid', 'hs', 'vh', 'op', 'cv', 'cvs'].map(function (i) {
              var e = document.getElementById(i);
              return i + ':' + e.checkVisibility() + '/' + e.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
                + '/' + e.checkVisibility({ visibilityProperty: true, opacityProperty: true });
            }).join(' ') + ' ' + document.createElement('div').checkVisibility()
            """) == """
            d:false/false/false p:false/false/false hid:false/false/false hs:false/false/false vh:true/false/false \
            op:true/false/false cv:true/true/true cvs:false/false/false false
            """)
    }

    @Test func popoverInertAndAutocapitalizeReflect() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var d = document.getElementById('d'), p = document.getElementById('p'), steps = [];
            steps.push([d.popover, d.inert, d.autocapitalize, String(p.popover), p.autocapitalize].join());
            ['manual', 'AUTO', 'bogus', '', null, 'hint'].forEach(function (v) {
              p.popover = v; steps.push(p.getAttribute('popover') + '/' + p.popover);
            });
            ['none', 'off', 'on', 'sentences', 'characters', 'bogus', ''].forEach(function (v) {
              p.setAttribute('autocapitalize', v); steps.push(p.autocapitalize);
            });
            steps.join(' ')
            """) == "auto,true,words,null, manual/manual AUTO/auto bogus/manual /auto null/null hint/manual none none sentences sentences characters sentences ")
    }

    @Test func smallerMembers() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var i = document.getElementById('in'), before = i.indeterminate; i.indeterminate = true;
            var x = document.createElement('div'); x.setHTMLUnsafe('<b>1</b>');
            [document.getElementById('a').charset, document.getElementById('a').rev, document.getElementById('i').lowsrc.slice(-5),
             i.align, before, i.indeterminate, i.hasAttribute('indeterminate'), document.getElementById('p').getHTML(),
             x.innerHTML, String(document.getElementById('d').scrollIntoViewIfNeeded())].join('|')
            """) == "utf-8|made|l.png|left|false|true|false|para <b>bold</b>|<b>1</b>|undefined")
        // No boxes, so no caret under a point (WebKit, with layout, gives a range in the text hit).
        #expect(fixture.evaluate("""
            [String(document.rootElement), String(document.caretRangeFromPoint(0, 0)), document.getAnimations().length,
             (function () { try { document.createCDATASection('x'); } catch (e) { return e.name; } })()].join('|')
            """) == "null|null|0|NotSupportedError")
        #expect(fixture.evaluate("""
            var e = document.getElementById('p'), at = document.createAttribute('title'); at.value = 'T';
            var old = e.attributes.setNamedItem(at), removed = e.attributes.removeNamedItem('title');
            [String(old), e.title, removed === at, e.hasAttribute('title')].join('|')
            """) == "null||true|false")
    }
}
