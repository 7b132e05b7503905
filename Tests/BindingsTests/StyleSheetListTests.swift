import Testing

/// `document.styleSheets` and `style.sheet`. Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`). A linked sheet the page does not carry is absent
/// (`sheet` is null), as with the network off.
///
/// https://drafts.csswg.org/cssom/#the-stylesheetlist-interface
@Suite struct StyleSheetListTests {
    @Test func listsStyleElementsInTreeOrder() throws {
        let fixture = try RealmFixture("""
            <!DOCTYPE html><html><head><style>body { font-family: serif }</style><style id=s1>p { color: red }</style>
            <link id=l1 rel=stylesheet href="a.css"><link rel=icon href=i.png><style media=print id=s2></style></head><body></body></html>
            """)
        #expect(fixture.evaluate("""
            var ss = document.styleSheets, s = ss[1];
            [ss.length, ss === document.styleSheets, Object.prototype.toString.call(ss), Object.prototype.toString.call(s),
             Array.prototype.map.call(ss, function (x) { return x.ownerNode.id + ':' + x.href + ':' + x.type + ':' + x.media.mediaText + ':' + x.title + ':' + x.disabled; }).join(' , '),
             ss.item(1) === s, document.getElementById('s1').sheet === s, s.parentStyleSheet, s.ownerRule, typeof ss[Symbol.iterator],
             String(document.getElementById('l1').sheet), s.cssRules.length].join(' | ')
            """) == "3 | true | [object StyleSheetList] | [object CSSStyleSheet] | :null:text/css::null:false , s1:null:text/css::null:false , s2:null:text/css:print:null:false | true | true |  |  | function | null | 1")
    }

    /// `disabled` (on the sheet and on its `style` element) turns the sheet off and on at the
    /// next style query; a `style` element whose text changes, or that leaves the document and
    /// comes back, has a new sheet object, enabled, while the old object keeps its rules and
    /// `disabled` and has no `ownerNode`. WebKit 2.50's answers.
    @Test func disabledAndNewSheetsAsInWebKit() throws {
        let fixture = try RealmFixture("""
            <!DOCTYPE html><html><head><style id=s>.x{display:none}</style><style id=m media="print">.y{display:none}</style></head>\
            <body><div class=x>X</div><div class=y>Y</div><div>Z</div></body></html>
            """)
        #expect(fixture.evaluate("""
            var o = {}, s = document.getElementById('s'), sheet = s.sheet;
            o.initial = [sheet.disabled, document.body.innerText];
            sheet.disabled = true;
            o.afterDisable = [sheet.disabled, document.body.innerText, document.styleSheets.length, s.sheet === sheet];
            o.styleElementDisabled = [('disabled' in s), s.disabled];
            sheet.insertRule('.y{color:red}', 0);
            o.afterInsert = [sheet.disabled, sheet.cssRules.length, document.body.innerText];
            sheet.disabled = 0;
            o.afterEnable = [sheet.disabled, document.body.innerText];
            sheet.disabled = 'yes';
            o.truthy = [sheet.disabled, document.body.innerText];
            s.textContent = '.x{display:none} .z{}';
            o.afterText = [s.sheet === sheet, s.sheet.disabled, sheet.disabled, document.body.innerText, sheet.cssRules.length,
                           s.sheet.cssRules.length, sheet.ownerNode === s];
            var s2 = s.sheet; s2.disabled = true; s.remove();
            o.removed = [s.sheet, s2.disabled, s2.ownerNode, document.body.innerText];
            document.head.appendChild(s);
            o.reinserted = [s.sheet === s2, s.sheet.disabled, document.body.innerText];
            s.disabled = true;
            o.viaElement = [s.disabled, s.sheet.disabled, document.body.innerText];
            JSON.stringify(o)
            """) == #"{"initial":[false,"Y\nZ"],"afterDisable":[true,"X\nY\nZ",2,true],"styleElementDisabled":[true,true],"afterInsert":[true,2,"X\nY\nZ"],"afterEnable":[false,"Y\nZ"],"truthy":[true,"X\nY\nZ"],"afterText":[false,false,true,"Y\nZ",2,2,false],"removed":[null,true,null,"X\nY\nZ"],"reinserted":[false,false,"Y\nZ"],"viaElement":[true,true,"X\nY\nZ"]}"#)
    }

    /// A sheet's `media` is a live `MediaList`: the same object, indexed, `item()`;
    /// `mediaText`, `appendMedium` and `deleteMedium` change the media the sheet applies to
    /// (not the element's `media` attribute), and a new `media` attribute replaces them.
    /// WebKit 2.50's answers.
    @Test func mediaListIsLiveAsInWebKit() throws {
        let fixture = try RealmFixture("""
            <!DOCTYPE html><html><head><style id=s>.x{display:none}</style><style id=m media="print">.y{display:none}</style></head>\
            <body><div class=x>X</div><div class=y>Y</div><div>Z</div></body></html>
            """)
        #expect(fixture.evaluate("""
            var o = {}, m = document.getElementById('m').sheet;
            document.getElementById('s').sheet.disabled = true;
            o.media = [m.disabled, m.media.mediaText, m.media.length, typeof m.media.item, m.media.item(0), m.media[0], String(m.media),
                       Object.prototype.toString.call(m.media)];
            m.media.mediaText = 'screen';
            o.mediaSet = [m.media.mediaText, document.getElementById('m').getAttribute('media'), document.body.innerText];
            m.media.appendMedium('print');
            o.append = [m.media.mediaText, m.media.length, document.getElementById('m').getAttribute('media')];
            m.media.deleteMedium('screen');
            o.del = [m.media.mediaText, m.media.length, document.body.innerText];
            try { m.media.deleteMedium('tv'); o.delMissing = 'no error'; } catch (e) { o.delMissing = e.name; }
            o.sameMedia = m.media === m.media;
            document.getElementById('m').setAttribute('media', 'all');
            o.attr = [m.media.mediaText, document.getElementById('m').sheet === m, document.body.innerText];
            JSON.stringify(o)
            """) == #"{"media":[false,"print",1,"function","print","print","print","[object MediaList]"],"mediaSet":["screen","print","X\nZ"],"append":["screen, print",2,"print"],"del":["print",1,"X\nY\nZ"],"delMissing":"NotFoundError","sameMedia":true,"attr":["all",true,"X\nZ"]}"#)
    }
}
