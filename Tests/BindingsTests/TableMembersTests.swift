import Testing

/// `table.rows`/`tBodies`/`caption`/`tHead`/`tFoot`, `tr.cells`/`rowIndex` and
/// `select.selectedOptions`. Expected values are what WebKit gives (`../shared/tools/webkit-oracle`).
@Suite struct TableMembersTests {
    static let page = """
        <!DOCTYPE html><html><body><table><caption>c</caption><tfoot><tr id=f><td>f</td></tr></tfoot>
        <tbody><tr id=b1><th>h</th><td>x</td></tr></tbody><thead><tr id=h><td>h</td></tr></thead><tbody><tr id=b2></tr></tbody></table>
        <select id=s><option>a<option>b</select><select id=m multiple><option selected>a<option>b<option selected>c</select></body></html>
        """
    static let ids = "var ids = function (c) { return Array.prototype.map.call(c, function (e) { return e.id || e.localName; }).join(' '); }; "

    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-rows: header rows first, footer rows last.
    @Test func tableSectionsAndRows() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(Self.ids + """
            var t = document.querySelector('table'), rows = t.rows;
            [ids(rows), ids(t.tBodies), t.caption.textContent, t.tHead.firstChild.id, t.tFoot.firstChild.id, rows === t.rows,
             String(rows), ids(document.getElementById('b1').cells), [].map.call(rows, function (r) { return r.rowIndex; }).join(),
             document.createElement('tr').rowIndex, document.createElement('table').caption].join(' | ')
            """) == "h b1 b2 f | tbody tbody | c | h | f | true | [object HTMLCollection] | th td | 0,1,2,3 | -1 | ")
        #expect(fixture.evaluate("var t = document.querySelector('table'), rows = t.rows; t.tBodies[0].appendChild(document.createElement('tr')); rows.length") == "5")
    }

    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-selectedoptions
    @Test func selectedOptionsIsLive() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(Self.ids + """
            var m = document.getElementById('m'), so = m.selectedOptions, before = ids(so);
            m.options[1].selected = true;
            [ids(document.getElementById('s').selectedOptions), before, ids(so), so === m.selectedOptions, String(so)].join(' | ')
            """) == "option | option option | option option option | true | [object HTMLCollection]")
    }
}
