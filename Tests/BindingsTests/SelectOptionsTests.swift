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

    /// Which options are selected when none says so, as WebKit 2.50 answers `:checked`,
    /// `selected`, `selectedIndex` and style: in a drop-down (no `multiple`, `size` at most
    /// 1), the first option that is not disabled (the first when all are); in a list box or a
    /// `multiple` select, none; of several options marked `selected`, the last.
    static let selectednessPage = """
        <!DOCTYPE html><html><head><style>option:checked { color: red }</style></head><body>
        <select id=a><option>a1<option>a2</select>
        <select id=b size=3><option>b1<option>b2</select>
        <select id=c multiple><option>c1<option>c2</select>
        <select id=d><option disabled>d1<option>d2</select>
        <select id=e><optgroup><option>e1</optgroup><option>e2</select>
        <select id=f><option>f1<option selected>f2</select>
        <select id=g size=1><option>g1</select>
        <select id=h><option disabled>h1<option disabled>h2</select>
        <select id=i></select>
        <select id=j><option hidden>j1<option>j2</select>
        <select id=k size=1 multiple><option>k1</select>
        <select id=l size=0><option>l1</select>
        <select id=m><option selected>m1<option selected>m2</select>
        <select id=n><optgroup><option disabled>n1</optgroup><optgroup><option>n2<option>n3</optgroup></select>
        <select id=o><option selected>o1<optgroup><option selected>o2</optgroup><option>o3</select>
        <select id=p><optgroup disabled><option>p1</optgroup><option disabled>p2<optgroup></optgroup><option>p3</select>
        <select id=q><option disabled>q1<optgroup><option disabled>q2</optgroup></select>
        <select id=r><optgroup><option>r1</optgroup><optgroup><option>r2</optgroup></select>
        </body></html>
        """

    @Test func aDropDownWithNoSelectedOptionSelectsItsFirstEnabledOne() throws {
        let fixture = try RealmFixture(Self.selectednessPage)
        #expect(fixture.evaluate("""
            Array.prototype.map.call(document.querySelectorAll(':checked'), function (o) { return o.textContent; }).join()
            """) == "a1,d2,e1,f2,g1,h1,j1,l1,m2,n2,o2,p3,q1,r1")
        #expect(fixture.evaluate("""
            Array.prototype.map.call(document.querySelectorAll('option'), function (o) {
              return o.textContent + '=' + (o.matches(':checked') ? 1 : 0) + (o.selected ? 's' : '-') + (getComputedStyle(o).color === 'rgb(255, 0, 0)' ? 'r' : '');
            }).join(' ')
            """) == "a1=1sr a2=0- b1=0- b2=0- c1=0- c2=0- d1=0- d2=1sr e1=1sr e2=0- f1=0- f2=1sr g1=1sr h1=1sr h2=0- j1=1sr j2=0- k1=0- l1=1sr m1=0- m2=1sr n1=0- n2=1sr n3=0- o1=0- o2=1sr o3=0- p1=0- p2=0- p3=1sr q1=1sr q2=0- r1=1sr r2=0-")
        #expect(fixture.evaluate("""
            Array.prototype.map.call(document.querySelectorAll('select'), function (s) { return s.id + s.selectedIndex; }).join(' ')
            """) == "a0 b-1 c-1 d1 e0 f1 g0 h0 i-1 j0 k-1 l0 m1 n1 o1 p2 q0 r0")
    }

    /// Scripts that change the options, their states or the select, with WebKit's answers.
    static let selectednessChanges: [(String, String)] = [
        ("var s = make('<option>1<option>2'); s.options[0].selected = false; s.selectedIndex + ',' + s.options[0].matches(':checked')", "0,true"),
        ("var s = make('<option>1<option>2'); s.value = 'zz'; s.selectedIndex + ',' + s.querySelectorAll(':checked').length", "-1,0"),
        ("var s = make('<option>1<option>2'); s.selectedIndex = -1; var before = s.selectedIndex; s.appendChild(document.createElement('option')); before + ',' + s.selectedIndex", "-1,0"),
        ("var s = make('<option>1<option>2'); s.options[1].selected = true; s.options[1].selected = false; s.selectedIndex", "0"),
        ("var s = make('<option>1<option>2'); s.options[0].disabled = true; s.selectedIndex + ',' + getComputedStyle(s.options[1]).color", "1,rgb(255, 0, 0)"),
        ("var s = make('<option>1<option>2'); getComputedStyle(s.options[0]).color; s.options[1].selected = true; getComputedStyle(s.options[0]).color + ',' + getComputedStyle(s.options[1]).color", "rgb(0, 0, 0),rgb(255, 0, 0)"),
        ("var s = make('<option>1<option>2'); s.selectedIndex = -1; s.options[1].setAttribute('selected', ''); s.selectedIndex", "1"),
        ("var s = make('<option>1<option>2'); s.selectedIndex = -1; s.options[0].selected = false; s.selectedIndex", "-1"),
        ("var s = make('<option>1<option>2'); s.selectedIndex = 1; s.options[1].remove(); s.selectedIndex", "0"),
        ("var s = make('<optgroup disabled><option>1</optgroup><option>2'); s.selectedIndex", "1"),
        ("var s = document.createElement('select'); s.innerHTML = '<option>x<option>y'; s.options[0].matches(':checked') + ',' + s.options[0].selected", "true,true"),
        ("var s = make('<option>1<option>2'); s.selectedIndex = -1; s.value + '|' + new FormData(form(s)).has('n')", "|false"),
        ("var s = make('<option>1<option>2'); s.value + '|' + new FormData(form(s)).get('n')", "1|1"),
    ]

    @Test(arguments: selectednessChanges)
    func selectednessFollowsChangesAsInWebKit(script: String, expected: String) throws {
        let fixture = try RealmFixture(Self.selectednessPage)
        #expect(fixture.evaluate("""
            function make(html) { var s = document.createElement('select'); s.name = 'n'; s.innerHTML = html; document.body.appendChild(s); return s; }
            function form(s) { var f = document.createElement('form'); document.body.appendChild(f); f.appendChild(s); return f; }
            \(script)
            """) == expected)
    }
}
