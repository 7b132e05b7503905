import Testing

/// IDL attributes that reflect content attributes, the obsolete ones the HTML standard keeps
/// among them (`br.clear`, `hr.noShade`, `table.cellPadding`, `td.vAlign`, `li.type`, …), each
/// against WebKit 2.50's answers (the oracle, `../shared/tools/webkit-oracle`, on a page at
/// https://example.com/dir/page.html).
///
/// Each row gives, space-separated: whether the element's prototype has the attribute; its
/// value on a new element; its value once the content attribute is ` 7 `, `-3`, `Foo`, the empty
/// string and `5.5`; and the content attribute and value after setting the IDL attribute to
/// ` Bar`, -1, 3, true, null and 0 on a new element (or the exception's name).
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
/// https://html.spec.whatwg.org/multipage/obsolete.html#other-elements,-attributes-and-apis
@Suite struct ReflectionTests {
    static let probe = """
        var probe = function (tag, property, attribute) {
          var e = document.createElement(tag), out = [Object.getOwnPropertyDescriptor(Object.getPrototypeOf(e), property) !== undefined, JSON.stringify(e[property])];
          [' 7 ', '-3', 'Foo', '', '5.5'].forEach(function (value) {
            var e = document.createElement(tag); e.setAttribute(attribute, value); out.push(JSON.stringify(e[property]));
          });
          [' Bar', -1, 3, true, null, 0].forEach(function (value) {
            var e = document.createElement(tag);
            try { e[property] = value; out.push(JSON.stringify(e.getAttribute(attribute)) + '>' + JSON.stringify(e[property])); } catch (x) { out.push(x.name); }
          });
          return out.join(' ');
        };
"""

    /// (element, IDL attribute, content attribute, WebKit's answers).
    static let rows: [(String, String, String, String)] = [
        ("br", "clear", "clear", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("hr", "color", "color", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("hr", "noShade", "noshade", #"true false true true true true true "">true "">true "">true "">true null>false null>false"#),
        ("hr", "size", "size", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("hr", "width", "width", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("table", "cellPadding", "cellpadding", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("table", "cellSpacing", "cellspacing", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("table", "frame", "frame", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("table", "rules", "rules", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("table", "summary", "summary", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("table", "width", "width", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("table", "bgColor", "bgcolor", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("table", "border", "border", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("td", "axis", "axis", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("th", "ch", "char", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("td", "chOff", "charoff", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("td", "height", "height", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("th", "vAlign", "valign", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("td", "width", "width", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("td", "bgColor", "bgcolor", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("col", "ch", "char", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("colgroup", "chOff", "charoff", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("col", "vAlign", "valign", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("colgroup", "width", "width", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("col", "align", "align", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("tr", "ch", "char", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("tr", "chOff", "charoff", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("tr", "vAlign", "valign", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("tr", "bgColor", "bgcolor", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("tbody", "ch", "char", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("thead", "chOff", "charoff", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("tfoot", "vAlign", "valign", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("li", "type", "type", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("ul", "type", "type", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("pre", "width", "width", #"true 0 7 -3 0 0 5 "0">0 "-1">-1 "3">3 "1">1 "0">0 "0">0"#),
        ("dir", "compact", "compact", #"true false true true true true true "">true "">true "">true "">true null>false null>false"#),
        ("font", "size", "size", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("font", "color", "color", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("frame", "noResize", "noresize", #"true false true true true true true "">true "">true "">true "">true null>false null>false"#),
        ("frame", "marginHeight", "marginheight", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("iframe", "marginWidth", "marginwidth", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("frameset", "cols", "cols", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("frameset", "rows", "rows", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("area", "noHref", "nohref", #"true false true true true true true "">true "">true "">true "">true null>false null>false"#),
        ("embed", "align", "align", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("object", "align", "align", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("object", "archive", "archive", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("object", "border", "border", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("object", "code", "code", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("object", "codeBase", "codebase", #"true "" "https://example.com/dir/7" "https://example.com/dir/-3" "https://example.com/dir/Foo" "https://example.com/dir/page.html" "https://example.com/dir/5.5" " Bar">"https://example.com/dir/Bar" "-1">"https://example.com/dir/-1" "3">"https://example.com/dir/3" "true">"https://example.com/dir/true" "null">"https://example.com/dir/null" "0">"https://example.com/dir/0""#),
        ("object", "codeType", "codetype", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("object", "declare", "declare", #"true false true true true true true "">true "">true "">true "">true null>false null>false"#),
        ("object", "standby", "standby", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("img", "border", "border", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("body", "text", "text", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("body", "link", "link", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("body", "vLink", "vlink", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("body", "aLink", "alink", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("body", "bgColor", "bgcolor", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "">"" "0">"0""#),
        ("param", "type", "type", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("param", "valueType", "valuetype", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("link", "charset", "charset", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("link", "rev", "rev", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("link", "target", "target", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("script", "event", "event", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("script", "htmlFor", "for", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("details", "name", "name", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("img", "fetchPriority", "fetchpriority", #"true "auto" "auto" "auto" "auto" "auto" "auto" " Bar">"auto" "-1">"auto" "3">"auto" "true">"auto" "null">"auto" "0">"auto""#),
        ("link", "fetchPriority", "fetchpriority", #"true "auto" "auto" "auto" "auto" "auto" "auto" " Bar">"auto" "-1">"auto" "3">"auto" "true">"auto" "null">"auto" "0">"auto""#),
        ("script", "fetchPriority", "fetchpriority", #"true "auto" "auto" "auto" "auto" "auto" "auto" " Bar">"auto" "-1">"auto" "3">"auto" "true">"auto" "null">"auto" "0">"auto""#),
        ("link", "imageSizes", "imagesizes", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("link", "imageSrcset", "imagesrcset", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("marquee", "behavior", "behavior", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("marquee", "bgColor", "bgcolor", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("marquee", "direction", "direction", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("marquee", "height", "height", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("marquee", "hspace", "hspace", #"true 0 7 0 0 0 5 "0">0 "0">0 "3">3 "1">1 "0">0 "0">0"#),
        ("marquee", "scrollAmount", "scrollamount", #"true 6 7 6 6 6 5 "0">0 "6">6 "3">3 "1">1 "0">0 "0">0"#),
        ("marquee", "scrollDelay", "scrolldelay", #"true 85 7 85 85 85 5 "0">0 "85">85 "3">3 "1">1 "0">0 "0">0"#),
        ("marquee", "trueSpeed", "truespeed", #"true false true true true true true "">true "">true "">true "">true null>false null>false"#),
        ("marquee", "vspace", "vspace", #"true 0 7 0 0 0 5 "0">0 "0">0 "3">3 "1">1 "0">0 "0">0"#),
        ("marquee", "width", "width", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("input", "dirName", "dirname", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
        ("textarea", "dirName", "dirname", #"true "" " 7 " "-3" "Foo" "" "5.5" " Bar">" Bar" "-1">"-1" "3">"3" "true">"true" "null">"null" "0">"0""#),
    ]

    /// WebKit matches `fetchpriority`'s keywords case-sensitively (the standard does not).
    @Test func fetchPriorityKeywordsAreCaseSensitive() throws {
        let fixture = try RealmFixture("<p>x</p>")
        #expect(fixture.evaluate("""
            var r = []; ['HIGH', 'high', 'High', 'LOW', 'low', 'auto', 'AUTO', 'x'].forEach(function (v) {
              var e = document.createElement('img'); e.setAttribute('fetchpriority', v); r.push(e.fetchPriority); }); r.join()
            """) == "auto,high,auto,auto,low,auto,auto,auto")
    }

    @Test(arguments: rows)
    func reflectsAsWebKit(element: String, property: String, attribute: String, webKit: String) throws {
        let fixture = try RealmFixture("<p>x</p>")
        #expect(fixture.evaluate(Self.probe + "probe('\(element)', '\(property)', '\(attribute)')") == webKit)
    }
}
