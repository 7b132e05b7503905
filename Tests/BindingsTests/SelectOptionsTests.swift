import Testing

/// A `select`'s list members, its `HTMLOptionsCollection`, and the `Option` and `Audio`
/// named constructors. Expected values are what WebKit gives (`../shared/tools/webkit-oracle`
/// over the same page and steps).
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmloptionscollection
@Suite struct SelectOptionsTests {
    static let page = """
        <!DOCTYPE html><html><head><title>t</title></head><body>
        <form id="f"><select id="s" name="s"><option value="a">A</option>\
        <optgroup label="g"><option value="b" id="ob" name="nb">B</option></optgroup></select></form>
        <div id="other"></div></body></html>
        """

    /// Evaluates `steps` after defining `s` (the select) and `values()` (its options' values,
    /// `_` for an empty one).
    private func run(_ fixture: RealmFixture, _ steps: String) -> String? {
        fixture.evaluate("""
            var s = document.getElementById('s');
            function values() { return Array.prototype.map.call(s.options, function (o) { return o.value || '_'; }).join(','); }
            function attempt(f) { try { return String(f()); } catch (e) { return e.name; } }
            \(steps)
            """)
    }

    @Test func theSelectIsIndexedByItsOptions() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(run(fixture, """
            [s[0].value, s[1].value, s[2], Object.keys(s).join(' '), 0 in s, 2 in s, 'nb' in s, 'ob' in s.options,
             s.item(1).value, s.item(7), s.namedItem('ob').value, s.namedItem('nb').value, s.namedItem('zz')].join('|')
            """) == "a|b||0 1|true|false|false|true|b||b|b|")
    }

    @Test func optionsIsAnOptionsCollection() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(run(fixture, """
            [Object.prototype.toString.call(s.options), Object.getPrototypeOf(HTMLOptionsCollection.prototype) === HTMLCollection.prototype,
             Object.getOwnPropertyNames(HTMLOptionsCollection.prototype).sort().join(' '), s.options === s.options].join('|')
            """) == "[object HTMLOptionsCollection]|true|add constructor item length namedItem remove selectedIndex|true")
    }

    /// WebKit inserts before an element in the select itself (one in an `optgroup` is not
    /// found), and before an index into that option's parent.
    @Test func addInsertsWhereWebKitDoes() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(run(fixture, """
            var steps = [];
            s.add(new Option('C', 'c')); steps.push(values());
            s.add(new Option('D', 'd'), 1); steps.push(values() + ' ' + s.options[1].parentNode.tagName);
            steps.push(attempt(function () { s.add(new Option('E', 'e'), document.getElementById('ob')); }));
            s.add(new Option('F', 'f'), 99); steps.push(values());
            steps.push(attempt(function () { s.add(document.createElement('div')); }));
            steps.push(attempt(function () { s.options.add(document.getElementById('f')); }));
            steps.push(attempt(function () { s.add(new Option('G', 'g'), document.getElementById('other')); }));
            s.add(new Option('H', 'h'), null); steps.push(values());
            var g = document.createElement('optgroup'); g.appendChild(new Option('I', 'i')); s.add(g, 0); steps.push(values());
            steps.join('|')
            """) == "a,b,c|a,d,b,c OPTGROUP|NotFoundError|a,d,b,c,f|TypeError|TypeError|NotFoundError|a,d,b,c,f,h|i,a,d,b,c,f,h")
    }

    @Test func removeTakesAnIndexOrRemovesTheSelect() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(run(fixture, """
            var steps = [];
            s.add(new Option('C', 'c'));
            s.remove(-1); s.remove(50); steps.push(values());
            s.remove('1'); steps.push(values());
            s.options.remove(0); steps.push(values());
            s.remove(); steps.push(String(s.parentNode));
            steps.join('|')
            """) == "a,b,c|a,c|c|null")
    }

    /// Assigning past the end fills the gap with blank options; null removes.
    @Test func indexAssignmentReplacesAppendsAndRemoves() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(run(fixture, """
            var steps = [];
            s.add(new Option('C', 'c'));
            s[1] = new Option('J', 'j'); steps.push(values());
            s[6] = new Option('K', 'k'); steps.push(values() + ' ' + s.length);
            s[0] = null; steps.push(values());
            steps.push(attempt(function () { s[0] = document.createElement('div'); }));
            s.options[0] = new Option('L', 'l'); steps.push(values());
            steps.join('|')
            """) == "a,j,c|a,j,c,_,_,_,k 7|j,c,_,_,_,k|TypeError|l,c,_,_,_,k")
    }

    /// Growing appends blank options; past 10,000 (and so for -1) nothing changes.
    @Test func lengthCutsAndGrowsTheList() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(run(fixture, """
            var steps = [];
            s.length = 1; steps.push(values());
            s.options.length = 3; steps.push(values() + ' ' + s.lastElementChild.outerHTML);
            s.length = 200000; s.length = -1; steps.push(s.length);
            s.options.selectedIndex = 2; steps.push([s.selectedIndex, s.options.selectedIndex].join());
            steps.join('|')
            """) == "a|a,_,_ <option></option>|3|2,2")
    }

    @Test func namedConstructorsMakeOptionsAudioAndImages() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var o = new Option('txt', 'v', true, false), p = new Option('', undefined, false, true);
            [o.outerHTML, o.selected, o.defaultSelected, p.outerHTML, p.selected, new Option(5, 6).outerHTML,
             Option.length, Option.prototype === HTMLOptionElement.prototype, new Option() instanceof Option].join('|')
            """) == "<option value=\"v\" selected=\"\">txt</option>|false|true|<option></option>|true|<option value=\"6\">5</option>|0|true|true")
        #expect(fixture.evaluate("""
            [new Audio('x.mp3').outerHTML, new Audio().outerHTML, Audio.length, Audio.prototype === HTMLAudioElement.prototype,
             new Image(undefined, 5).outerHTML, Image.length, (function () { try { Option('x'); } catch (e) { return e.name; } })()].join('|')
            """) == "<audio preload=\"auto\" src=\"x.mp3\"></audio>|<audio preload=\"auto\"></audio>|0|true|<img height=\"5\">|0|TypeError")
    }
}
