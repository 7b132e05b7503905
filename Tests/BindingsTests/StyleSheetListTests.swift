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

    /// A sheet brought in by `@import` (here from `data:` URLs, which need no archive) is the
    /// rule's `styleSheet`, its `ownerRule` is the rule and its `parentStyleSheet` the
    /// importing sheet, through a chain of imports; it has the URL as `href`, no `ownerNode`
    /// nor `title`, media of its own, and is not in `document.styleSheets`. An imported `data:`
    /// sheet is cross-origin, so its rules are not for scripts (`ArchivedStyleSheetsTests` reads
    /// those of sheets of the page's origin from an archive).
    static let importingPage = """
        <!DOCTYPE html><html><head><style id=s title=t media=screen>@import url("data:text/css,@import url('data:text/css,.j{color:blue}'); .i{color:red}") screen;
        @media print { @import url("data:text/css,.k{color:red}"); }
        </style></head><body><div class=i id=i>I</div><div class=j id=j>J</div></body></html>
        """

    static let importingPrelude = """
        var sh = document.styleSheets[0], im = sh.cssRules[0], is = im.styleSheet;
        function color(id) { return getComputedStyle(document.getElementById(id)).color; }
        """

    static let importSteps: [WebKitStep] = [
        WebKitStep("return [Object.prototype.toString.call(is), is === im.styleSheet, is.ownerRule === im, is.parentStyleSheet === sh, sh.ownerRule, sh.parentStyleSheet]",
            #"["[object CSSStyleSheet]",true,true,true,null,null]"#),
        WebKitStep("return [is.ownerNode, is.href, is.title, is.type, is.media.mediaText, is.media === im.media, is.disabled, document.styleSheets.length, sh.cssRules.length]",
            #"[null,"data:text/css,@import url('data:text/css,.j{color:blue}'); .i{color:red}",null,"text/css","",false,false,1,2]"#),
        WebKitStep("return [color('i'), color('j')]",
            #"["rgb(255, 0, 0)","rgb(0, 0, 255)"]"#),
        WebKitStep("return [Object.keys(document.styleSheets).join(','), Object.keys(sh.cssRules).join(','), 1 in document.styleSheets, 2 in sh.cssRules]",
            #"["0","0,1",false,false]"#),
        // An imported `data:` sheet is cross-origin: its rules are not for scripts (a linked one's are).
        WebKitStep("return ['cssRules', 'rules'].map(function (k) { try { return is[k].length; } catch (e) { return e.name + ': ' + e.message; } })",
            #"["SecurityError: Not allowed to access cross-origin stylesheet","SecurityError: Not allowed to access cross-origin stylesheet"]"#),
        WebKitStep("return [function () { is.insertRule('.z{}', 0); }, function () { is.deleteRule(0); }, function () { is.addRule('.y', 'color: red'); }, function () { is.removeRule(0); }].map(function (f) { try { f(); return 'no error'; } catch (e) { return e.name + ': ' + e.message; } })",
            #"["SecurityError: Not allowed to insert rule into cross-origin stylesheet","SecurityError: Not allowed to delete rule from cross-origin stylesheet","SecurityError: Not allowed to insert rule into cross-origin stylesheet","SecurityError: Not allowed to delete rule from cross-origin stylesheet"]"#),
        WebKitStep("var r = [sh.addRule('.y', 'color: red'), sh.cssRules[2].cssText, sh.addRule('.w', 'color: blue', 2), sh.cssRules[2].cssText]; try { sh.addRule('.v', '', 0); } catch (e) { r.push(e.name); } r.push(sh.removeRule(3), sh.removeRule(2), sh.cssRules.length); return r",
            #"[-1,".y { color: red; }",-1,".w { color: blue; }","HierarchyRequestError",null,null,2]"#),
        // Only a top-level sheet's `disabled` counts.
        WebKitStep("is.disabled = true; var r = [is.disabled, color('i')]; is.disabled = false; return r",
            #"[true,"rgb(255, 0, 0)"]"#),
        WebKitStep("im.media.mediaText = 'print'; return [color('i'), color('j'), is.media.mediaText]",
            #"["rgb(0, 0, 0)","rgb(0, 0, 0)",""]"#),
    ]

    @Test func importedSheetsAsInWebKit() throws {
        try RealmFixture(Self.importingPage).expectAnswers(Self.importSteps, after: Self.importingPrelude)
    }

    /// `link rel=stylesheet disabled` has no sheet; alternate sheets, and titled sheets other
    /// than the first title's (the preferred set), are listed with `disabled` false but do not
    /// apply; `disabled` set on a link removes its sheet, and unset brings a new one. WebKit
    /// 2.50's answers; where WebKit loads a sheet after the script returns (the last two
    /// steps), its answer once loaded (appexjs takes the sheet from the page at once).
    static let setsPage = """
        <!DOCTYPE html><html><head>
        <link id=a rel=stylesheet href="data:text/css,.a{display:none}">
        <link id=b rel=stylesheet href="data:text/css,.b{display:none}" disabled>
        <link id=c rel="alternate stylesheet" title="Alt" href="data:text/css,.c{display:none}">
        <link id=d rel="stylesheet" title="Preferred" href="data:text/css,.d{display:none}">
        <link id=e rel="stylesheet" title="Other" href="data:text/css,.e{display:none}">
        <link id=f rel="alternate stylesheet" href="data:text/css,.f{display:none}">
        <style id=g title="StyleTitle">.g{display:none}</style>
        <style id=h title="Other">.h{display:none}</style>
        </head><body><div class=a>A</div><div class=b>B</div><div class=c>C</div><div class=d>D</div><div class=e>E</div><div class=f>F</div><div class=g>G</div><div class=h>H</div></body></html>
        """

    static let setsPrelude = """
        function list() { return Array.prototype.map.call(document.styleSheets, function (s) { return s.ownerNode.id + ':' + s.disabled + ':' + s.title; }).join(' '); }
        function el(id) { return document.getElementById(id); }
        """

    static let setsSteps: [WebKitStep] = [
        WebKitStep("return [document.styleSheets.length, list(), document.body.innerText, el('b').sheet, el('b').disabled, el('c').sheet.disabled]",
            #"[7,"a:false:null c:false:Alt d:false:Preferred e:false:Other f:false:null g:false:StyleTitle h:false:Other","B\nC\nE\nF\nG\nH",null,true,false]"#),
        WebKitStep("el('e').sheet.disabled = false; el('c').sheet.disabled = false; return [list(), document.body.innerText]",
            #"["a:false:null c:false:Alt d:false:Preferred e:false:Other f:false:null g:false:StyleTitle h:false:Other","B\nC\nE\nF\nG\nH"]"#),
        WebKitStep("el('d').sheet.disabled = true; var r = [list(), document.body.innerText]; el('d').sheet.disabled = false; return r",
            #"["a:false:null c:false:Alt d:true:Preferred e:false:Other f:false:null g:false:StyleTitle h:false:Other","B\nC\nD\nE\nF\nG\nH"]"#),
        WebKitStep("window.old = el('a').sheet; el('a').disabled = true; return [document.styleSheets.length, el('a').sheet, document.body.innerText, el('a').hasAttribute('disabled'), old.ownerNode]",
            #"[6,null,"A\nB\nC\nE\nF\nG\nH",true,null]"#),
        WebKitStep("el('b').disabled = false; return [document.styleSheets.length, list(), document.body.innerText]",
            #"[7,"b:false:null c:false:Alt d:false:Preferred e:false:Other f:false:null g:false:StyleTitle h:false:Other","A\nC\nE\nF\nG\nH"]"#),
        WebKitStep("el('a').disabled = false; return [document.styleSheets.length, el('a').sheet === old, document.body.innerText]",
            #"[8,false,"C\nE\nF\nG\nH"]"#),
    ]

    @Test func disabledLinksAndStyleSheetSetsAsInWebKit() throws {
        try RealmFixture(Self.setsPage).expectAnswers(Self.setsSteps, after: Self.setsPrelude)
    }
}
