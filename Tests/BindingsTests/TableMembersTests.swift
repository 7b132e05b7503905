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

    /// The table-editing methods, checked against WebKit on one script that uses them all
    /// (https://html.spec.whatwg.org/multipage/tables.html#dom-table-insertrow and the rest).
    @Test func editingMethodsBuildTheTablesWebKitBuilds() throws {
        let fixture = try RealmFixture(Self.page)
        let script = """
            (function () { var r = {};
            var t=document.createElement('table'); document.body.appendChild(t);
            var r0=t.insertRow(); r0.insertCell().textContent='a'; r0.insertCell(0).textContent='b';
            var cap=t.createCaption(); cap.textContent='cap';
            var h=t.createTHead(); var hr=h.insertRow(); hr.insertCell().textContent='h';
            var f=t.createTFoot(); f.insertRow().insertCell().textContent='f';
            var b2=t.createTBody(); b2.insertRow().insertCell().textContent='b2';
            t.insertRow(1).insertCell().textContent='ins1';
            r.html1=t.outerHTML;
            r.idx=[].map.call(t.rows,function(x){return x.rowIndex+'/'+x.sectionRowIndex}).join(',');
            r.cellIdx=[].map.call(r0.cells,function(c){return c.cellIndex}).join(',')+','+document.createElement('td').cellIndex;
            r.secRows=h.rows.length+','+t.tBodies[0].rows.length+','+(h.rows===h.rows);
            try{t.insertRow(99)}catch(e){r.e1=e.name+': '+e.message}
            try{t.deleteRow(99)}catch(e){r.e2=e.name+': '+e.message}
            try{r0.insertCell(-2)}catch(e){r.e3=e.name+': '+e.message}
            try{t.deleteRow()}catch(e){r.e4=e.name+': '+e.message}
            t.deleteRow(-1); t.deleteRow(0); r0.deleteCell(-1); t.deleteCaption(); t.deleteTHead(); t.deleteTFoot();
            r.html2=t.outerHTML;
            var t2=document.createElement('table'); t2.deleteRow(-1); var tb=document.createElement('tbody'); t2.appendChild(tb); t2.insertRow(); r.html3=t2.outerHTML;
            var t3=document.createElement('table'); t3.appendChild(document.createElement('colgroup')); t3.appendChild(document.createElement('tbody')); t3.createTHead(); r.html4=t3.outerHTML;
            return JSON.stringify(r, Object.keys(r).sort()); })()
            """
        #expect(fixture.evaluate(script) == #"{"cellIdx":"0,1,-1","e1":"IndexSizeError: The index is not in the allowed range.","e2":"IndexSizeError: The index is not in the allowed range.","e3":"IndexSizeError: The index is not in the allowed range.","e4":"TypeError: Not enough arguments","html1":"<table><caption>cap</caption><thead><tr><td>h</td></tr></thead><tbody><tr><td>ins1</td></tr><tr><td>b</td><td>a</td></tr></tbody><tbody><tr><td>b2</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>","html2":"<table><tbody><tr><td>ins1</td></tr><tr><td>b</td></tr></tbody><tbody><tr><td>b2</td></tr></tbody></table>","html3":"<table><tbody><tr></tr></tbody></table>","html4":"<table><colgroup></colgroup><thead></thead><tbody></tbody></table>","idx":"0/0,1/0,2/1,3/0,4/0","secRows":"1,2,true"}"#)
    }
}
