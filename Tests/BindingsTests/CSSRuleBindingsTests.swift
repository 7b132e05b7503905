import Testing

/// `cssRules`, `CSSStyleRule`, `CSSMediaRule`, `CSSSupportsRule`, `insertRule` and
/// `deleteRule`, and the changes they make to computed styles. Expected values are WebKit
/// 2.50's answers for the same page and script (`../shared/tools/webkit-oracle`).
///
/// https://drafts.csswg.org/cssom/#css-rules
@Suite struct CSSRuleBindingsTests {
    @Test func rulesReadAndChangeAsInWebKit() throws {
        let fixture = try RealmFixture("""
            <!DOCTYPE html><html><head><style id=s>p.a { color: red; margin: 0 4px }
            @media screen and (min-width: 100px) { .m { display: none } div > span { font-weight: bold } }
            @supports (display: grid) { .g { color: blue } }
            #x, .y::before { padding: 1px !important }
            </style></head><body><p class=a id=p>para</p><div class=m id=m>media</div></body></html>
            """)
        let answers = fixture.evaluate("""
            var out = [];
            function t(f) { try { out.push(String(f())); } catch (e) { out.push('throws ' + e.name); } }
            var sh = document.styleSheets[0], r = sh.cssRules;
            t(function () { return [r.length, r === sh.cssRules, sh.rules === r, Object.prototype.toString.call(r), r.item(0) === r[0], r[0] === sh.cssRules[0]].join(','); });
            t(function () { return Array.prototype.map.call(r, function (x) { return x.type + ':' + Object.prototype.toString.call(x); }).join(' '); });
            t(function () { return [r[0].selectorText, r[0].cssText, r[0].style.color, r[0].style.cssText, r[0].style.length, r[0].style[0], r[0].style.getPropertyValue('margin'), r[0].style.marginLeft].join(' | '); });
            t(function () { return [r[0].parentStyleSheet === sh, r[0].parentRule, Object.prototype.toString.call(r[0].style)].join(','); });
            t(function () { var m = r[1]; return [m.media.mediaText, m.conditionText, m.cssRules.length, m.cssRules[0].selectorText, m.cssRules[0].parentRule === m, m.cssRules[1].cssText, m.cssText].join(' | '); });
            t(function () { return [r[2].conditionText, r[2].cssRules[0].cssText, r[3].selectorText, r[3].style.cssText, r[3].style.getPropertyPriority('padding-top')].join(' | '); });
            t(function () { return sh.insertRule('.z { color: green }', 1) + ',' + r.length + ',' + r[1].selectorText; });
            t(function () { return sh.insertRule('nonsense'); });
            t(function () { return sh.insertRule('.q {}', 99); });
            t(function () { sh.deleteRule(1); return r.length + ',' + r[1].type; });
            t(function () { sh.deleteRule(42); });
            t(function () { return sh.insertRule('.first { color: teal }') + ',' + r[0].selectorText; });
            t(function () { sh.deleteRule(0); return r.length; });
            t(function () { return getComputedStyle(document.getElementById('m')).display; });
            t(function () { r[1].deleteRule(0); return getComputedStyle(document.getElementById('m')).display + ',' + r[1].cssRules.length; });
            t(function () { return r[1].insertRule('.m { visibility: hidden }', 0) + ',' + getComputedStyle(document.getElementById('m')).visibility; });
            t(function () { r[0].style.color = 'blue'; return getComputedStyle(document.getElementById('p')).color + ' | ' + r[0].cssText; });
            t(function () { r[0].style.setProperty('margin-top', '3px', 'important'); return r[0].style.cssText + ' | ' + getComputedStyle(document.getElementById('p')).marginTop; });
            t(function () { r[0].style.removeProperty('color'); return r[0].style.cssText; });
            t(function () { r[0].style.cssText = 'color: purple'; return r[0].cssText + ' | ' + getComputedStyle(document.getElementById('p')).color; });
            t(function () { r[0].selectorText = 'p#p'; return r[0].selectorText + ' | ' + r[0].cssText; });
            t(function () { r[0].selectorText = '!!'; return r[0].selectorText; });
            t(function () { var s2 = document.createElement('style'); s2.textContent = 'b{}'; document.head.appendChild(s2); var x = s2.sheet.cssRules; s2.textContent = 'i{} u{}'; return x.length + ',' + s2.sheet.cssRules.length + ',' + (x === s2.sheet.cssRules); });
            t(function () { return [typeof CSSRule, typeof CSSStyleRule, typeof CSSRuleList, CSSRule.STYLE_RULE, CSSRule.MEDIA_RULE, r[0] instanceof CSSRule, r[0] instanceof CSSStyleRule, r[1] instanceof CSSGroupingRule].join(','); });
            out.join('\\n')
            """).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let expected = """
            4,true,true,[object CSSRuleList],true,true
            1:[object CSSStyleRule] 4:[object CSSMediaRule] 12:[object CSSSupportsRule] 1:[object CSSStyleRule]
            p.a | p.a { color: red; margin: 0px 4px; } | red | color: red; margin: 0px 4px; | 5 | color | 0px 4px | 4px
            true,,[object CSSStyleProperties]
            screen and (min-width: 100px) | screen and (min-width: 100px) | 2 | .m | true | div > span { font-weight: bold; } | @media screen and (min-width: 100px) {
              .m { display: none; }
              div > span { font-weight: bold; }
            }
            (display: grid) | .g { color: blue; } | #x, .y::before | padding: 1px !important; | important
            1,5,.z
            throws SyntaxError
            throws IndexSizeError
            4,4
            throws IndexSizeError
            0,.first
            4
            none
            block,1
            0,hidden
            rgb(0, 0, 255) | p.a { color: blue; margin: 0px 4px; }
            color: blue; margin-top: 3px !important; margin-right: 4px; margin-bottom: 0px; margin-left: 4px; | 3px
            margin-top: 3px !important; margin-right: 4px; margin-bottom: 0px; margin-left: 4px;
            p.a { color: purple; } | rgb(128, 0, 128)
            p#p | p#p { color: purple; }
            p#p
            1,2,false
            function,function,function,1,4,true,true,true
            """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(answers.count == expected.count)
        for (answer, webKit) in zip(answers, expected) {
            #expect(answer == webKit)
        }
    }

    /// A rule's `style.cssText` and `length`: colour keywords as written, other colours as
    /// `rgb()`, four-sided shorthands from their sides, custom properties as written.
    @Test func declarationsSerializeAsInWebKit() throws {
        let fixture = try RealmFixture("""
            <!DOCTYPE html><html><head><style>a { color: RED; background-color: #f00; padding: 1px 2px 3px; margin: 1px 1px 1px 1px; --x: 1px  2px; outline-color: transparent }
            b { margin: auto; color: currentColor; padding: 0 }
            i { margin: 0 0 0 1px }</style></head><body></body></html>
            """)
        #expect(fixture.evaluate("""
            Array.prototype.map.call(document.styleSheets[0].cssRules, function (x) { return x.style.cssText + ' #' + x.style.length; }).join('\\n')
            """) == """
            color: red; background-color: rgb(255, 0, 0); padding: 1px 2px 3px; margin: 1px; --x: 1px  2px; outline-color: transparent; #12
            margin: auto; color: currentcolor; padding: 0px; #9
            margin: 0px 0px 0px 1px; #4
            """)
    }

    /// `@import` rules are `CSSImportRule`s: `href` as written, `media`, `layerName` and
    /// `supportsText` (null when absent), and `styleSheet` null for a sheet the page does not
    /// carry. WebKit 2.50's answers.
    @Test func importRulesAsInWebKit() throws {
        let fixture = try RealmFixture("""
            <!DOCTYPE html><html><head><style>@import url("a.css") layer(base) supports(display: grid) screen and (min-width: 100px);
            @import "b.css";
            p { color: red }</style></head><body><p>x</p></body></html>
            """)
        #expect(fixture.evaluate("""
            var r = document.styleSheets[0].cssRules, i0 = r[0], i1 = r[1], o = {};
            function d(x) { return Object.prototype.toString.call(x); }
            o.types = [d(i0), d(i1), i0.type, i0 instanceof CSSRule];
            o.import0 = [i0.href, i0.media.mediaText, i0.media.length, i0.layerName, i0.supportsText, i0.styleSheet, i0.cssText];
            o.import1 = [i1.href, i1.media.mediaText, i1.layerName, i1.supportsText, i1.styleSheet, i1.cssText];
            o.parent = i0.parentStyleSheet === document.styleSheets[0];
            JSON.stringify(o)
            """) == #"{"types":["[object CSSImportRule]","[object CSSImportRule]",3,true],"import0":["a.css","screen and (min-width: 100px)",1,"base","display: grid",null,"@import url(\"a.css\") layer(base) supports(display: grid) screen and (min-width: 100px);"],"import1":["b.css","",null,null,null,"@import url(\"b.css\");"],"parent":true}"#)
    }

    /// `@font-face` and `@keyframes` rules: `CSSFontFaceRule` (type 5) with its descriptors as
    /// `style`, `CSSKeyframesRule` (type 7) with `name`, `cssRules` of `CSSKeyframeRule`s (type
    /// 8, `keyText` and `style`), `findRule`, `appendRule` and `deleteRule`.
    static let animationPage = """
        <!DOCTYPE html><html><head><style>@font-face { font-family: "My Font"; src: url(a.woff2) format("woff2"), local(Arial); font-weight: 400 700; unicode-range: U+0-7F; font-display: swap; color: red; bogus: 1 }
        @keyframes fade { from { opacity: 0 } 50% { opacity: 0.5; color: red } to { opacity: 1 } }
        @-webkit-keyframes spin { 0% { transform: rotate(0deg) } 100%, 20% { transform: rotate(360deg) } }
        @keyframes "quoted" { 10.5% { left: 1px } }
        @keyframes empty { }
        @keyframes bad { foo { left: 1px } 10% { top: 2px } }
        @font-face { }
        @keyframes k1 { 0.0% { left: 1px !important; top: 2px } 050% { left: 3px } FROM { color: blue } 100% { margin: 1px 2px } 100% { left: 9px } }
        @keyframes none { to { left: 1px } }
        @keyframes 1bad { to { left: 1px } }
        @keyframes "has space" { to { left: 1px } }
        @media screen { @keyframes m { to { top: 0 } } @font-face { font-family: q } }
        p { color: red; @keyframes n { to { top: 0 } } }
        @font-face foo { font-family: x }
        </style></head><body></body></html>
        """

    static let animationPrelude = """
        var sh = document.styleSheets[0], r = sh.cssRules, ff = r[0], kf = r[1], sp = r[2], k1 = r[7];
        function d(x) { return Object.prototype.toString.call(x); }
        function own(p) { return Object.getOwnPropertyNames(p).sort().join(','); }
        function keys(k) { return Array.prototype.map.call(k.cssRules, function (x) { return x.keyText; }).join(' '); }
        """

    static let animationSteps: [WebKitStep] = [
        WebKitStep("return Array.prototype.map.call(r, function (x) { return x.type + ' ' + d(x); })",
            #"["5 [object CSSFontFaceRule]","7 [object CSSKeyframesRule]","7 [object CSSKeyframesRule]","7 [object CSSKeyframesRule]","7 [object CSSKeyframesRule]","7 [object CSSKeyframesRule]","5 [object CSSFontFaceRule]","7 [object CSSKeyframesRule]","7 [object CSSKeyframesRule]","4 [object CSSMediaRule]","1 [object CSSStyleRule]"]"#),
        WebKitStep("return [ff.cssText, r[6].cssText]",
            #"["@font-face { font-family: \"My Font\"; src: url(\"a.woff2\") format(\"woff2\"), local(\"Arial\"); font-weight: 400 700; unicode-range: U+0-7f; font-display: swap; }","@font-face { }"]"#),
        WebKitStep("var s = ff.style; return [d(s), s.length, s.fontFamily, s.getPropertyValue('src'), s.src, s.unicodeRange, s.fontDisplay, s.getPropertyValue('color'), s[0], s.item(1), s.parentRule === ff, s === ff.style]",
            #"["[object CSSFontFaceDescriptors]",5,"\"My Font\"","url(\"a.woff2\") format(\"woff2\"), local(\"Arial\")","url(\"a.woff2\") format(\"woff2\"), local(\"Arial\")","U+0-7f","swap","","font-family","src",true,true]"#),
        WebKitStep("ff.style.fontFamily = 'newfam'; ff.style.setProperty('src', 'url(q.woff)'); ff.style.setProperty('color', 'red'); ff.style.unicodeRange = 'U+0025-00FF'; return ff.cssText",
            #""@font-face { font-family: newfam; src: url(\"q.woff\"); font-weight: 400 700; unicode-range: U+25-ff; font-display: swap; }""#),
        WebKitStep("ff.style.cssText = 'font-family: a; font-stretch: 50% 60%; font-weight: bold !important'; return [ff.cssText, ff.style.fontStretch, ff.style.fontWidth]",
            #"["@font-face { font-family: a; font-width: 50% 60%; }","50% 60%","50% 60%"]"#),
        WebKitStep("return Array.prototype.map.call(r, function (x) { return x.type == 7 ? JSON.stringify(x.name) + ' ' + x.cssText : ''; }).filter(String)",
            #"["\"fade\" @keyframes fade { \n  0% { opacity: 0; }\n  50% { opacity: 0.5; color: red; }\n  100% { opacity: 1; }\n}","\"spin\" @keyframes spin { \n  0% { transform: rotate(0deg); }\n  100%,20% { transform: rotate(360deg); }\n}","\"quoted\" @keyframes quoted { \n  10.5% { left: 1px; }\n}","\"empty\" @keyframes empty { \n}","\"bad\" @keyframes bad { \n  10% { top: 2px; }\n}","\"k1\" @keyframes k1 { \n  0% { top: 2px; }\n  50% { left: 3px; }\n  0% { color: blue; }\n  100% { margin: 1px 2px; }\n  100% { left: 9px; }\n}","\"has space\" @keyframes has space { \n  100% { left: 1px; }\n}"]"#),
        WebKitStep("return [d(kf.cssRules), kf.cssRules.length, kf.cssRules === kf.cssRules, kf.length, kf[0] === kf.cssRules[0], kf[3], typeof kf[Symbol.iterator], kf instanceof CSSRule, kf instanceof CSSGroupingRule]",
            #"["[object CSSRuleList]",3,true,3,true,null,"function",true,false]"#),
        WebKitStep("return Array.prototype.map.call(kf.cssRules, function (x) { return [x.type, d(x), x.keyText, x.style.cssText, x.cssText, d(x.style), x.style.parentRule === x, x.parentRule === kf, x.parentStyleSheet === sh].join(' | '); })",
            #"["8 | [object CSSKeyframeRule] | 0% | opacity: 0; | 0% { opacity: 0; } | [object CSSStyleProperties] | true | true | true","8 | [object CSSKeyframeRule] | 50% | opacity: 0.5; color: red; | 50% { opacity: 0.5; color: red; } | [object CSSStyleProperties] | true | true | true","8 | [object CSSKeyframeRule] | 100% | opacity: 1; | 100% { opacity: 1; } | [object CSSStyleProperties] | true | true | true"]"#),
        WebKitStep("return [kf.findRule('from') === kf.cssRules[0], kf.findRule('0%') === kf.cssRules[0], kf.findRule('TO') === kf.cssRules[2], kf.findRule('nope'), kf.findRule('50%').keyText]",
            #"[true,true,true,null,"50%"]"#),
        WebKitStep("return [sp.findRule('20%, 100%'), sp.findRule('100%, 20%') === sp.cssRules[1], sp.findRule('100%,20%') === sp.cssRules[1], k1.findRule('100%') === k1.cssRules[4]]",
            #"[null,true,true,true]"#),
        WebKitStep("kf.appendRule('75% { opacity: 0.75 }'); kf.appendRule('garbage'); kf.appendRule('10% { left: 1px } 20% { left: 2px }'); return [kf.cssRules.length, keys(kf)]",
            #"[4,"0% 50% 100% 75%"]"#),
        WebKitStep("try { kf.appendRule(); return 'no error'; } catch (e) { return e.name; }",
            #""TypeError""#),
        WebKitStep("kf.deleteRule('50%'); kf.deleteRule('nonexist'); k1.deleteRule('100%'); return [keys(kf), k1.cssText]",
            #"["0% 100% 75%","@keyframes k1 { \n  0% { top: 2px; }\n  50% { left: 3px; }\n  0% { color: blue; }\n  100% { margin: 1px 2px; }\n}"]"#),
        WebKitStep("var k = kf.cssRules[0]; k.keyText = '5%'; k.keyText = 'bogus'; k.style.opacity = '0.1'; return [k.keyText, k.cssText]",
            #"["5%","5% { opacity: 0.1; }"]"#),
        WebKitStep("kf.name = 'renamed'; var a = kf.name; kf.name = ''; return [a, kf.name, kf.cssText.slice(0, 15)]",
            #"["renamed","","@keyframes  { \n"]"#),
        WebKitStep("return [r[9].cssRules.length, r[9].cssRules[0].type, r[9].cssRules[1].type, r[10].cssText]",
            #"[2,7,5,"p { color: red; }"]"#),
        WebKitStep("sh.insertRule('@keyframes ins { from { top: 0 } }', 0); sh.insertRule('@font-face { font-family: z; src: url(z) }', 0); return [r[0].cssText, r[1].cssText]",
            #"["@font-face { font-family: z; src: url(\"z\"); }","@keyframes ins { \n  0% { top: 0px; }\n}"]"#),
        WebKitStep("try { sh.insertRule('50% { top: 0 }', 0); return 'no error'; } catch (e) { return e.name; }",
            #""SyntaxError""#),
        WebKitStep("return [own(CSSKeyframesRule.prototype), own(CSSKeyframeRule.prototype), own(CSSFontFaceRule.prototype), CSSRule.KEYFRAMES_RULE, CSSRule.KEYFRAME_RULE, CSSRule.FONT_FACE_RULE]",
            #"["appendRule,constructor,cssRules,deleteRule,findRule,length,name","constructor,keyText,style","constructor,style",7,8,5]"#),
    ]

    @Test func fontFaceAndKeyframesRulesAsInWebKit() throws {
        try RealmFixture(Self.animationPage).expectAnswers(Self.animationSteps, after: Self.animationPrelude)
    }
    /// The other at-rules: `CSSNamespaceRule`, `CSSLayerStatementRule`, `CSSLayerBlockRule`,
    /// `CSSContainerRule`, `CSSStartingStyleRule`, `CSSScopeRule`, `CSSPageRule` and `CSSPropertyRule`, with the
    /// `type` 0 WebKit gives the kinds CSSOM does not number.
    static let otherPage = """
        <!DOCTYPE html><style>@namespace svg url(http://www.w3.org/2000/svg);
        @namespace "http://www.w3.org/1999/xhtml";
        @layer base, components;
        @layer base { p { color: red } }
        @layer { i { color: blue } }
        @page :first { margin: 1in; size: A4 }
        @page { margin-top: 2cm }
        @container sidebar (min-width: 400px) { p { color: green } }
        @container (width > 10px) { b { color: red } }
        @counter-style thumbs { system: cyclic; symbols: "\u{1F44D}"; suffix: " " }
        @property --my-color { syntax: '<color>'; inherits: false; initial-value: #c0ffee }
        @font-feature-values Font One { @styleset { nice-style: 12; } }
        @starting-style { p { opacity: 0 } }
        @scope (.card) to (.content) { img { border: 1px } }
        @media print { @page { margin: 0 } }
        @font-palette-values --identifier { font-family: Bixa; }
        @view-transition { navigation: auto; }
        </style>
        """

    static let otherPrelude = """
        var r = document.styleSheets[0].cssRules;
        function own(x) { var p = Object.getPrototypeOf(x), names = []; while (p && p !== CSSRule.prototype && p !== Object.prototype) { names = names.concat(Object.getOwnPropertyNames(p).filter(function (n) { return n !== 'constructor'; })); p = Object.getPrototypeOf(p); } return names.sort().join(','); }
        function describe(i) {
          var x = r[i], o = { type: x.type, cls: Object.prototype.toString.call(x), cssText: x.cssText, members: own(x) };
          ['prefix', 'namespaceURI', 'name', 'nameList', 'selectorText', 'containerName', 'containerQuery', 'conditionText', 'system', 'symbols', 'suffix', 'syntax', 'inherits', 'initialValue', 'fontFamily', 'start', 'end'].forEach(function (k) { if (k in x) { var v = x[k]; o[k] = (v && typeof v === 'object') ? Object.prototype.toString.call(v) + ':' + (v.length !== undefined ? Array.prototype.join.call(v, '|') : '') : v; } });
          if (x.style) o.style = x.style.cssText + ' #' + Object.prototype.toString.call(x.style);
          return o;
        }
        """

    static let otherSteps: [WebKitStep] = [
        WebKitStep("return describe(0)",
            ##"{"type":10,"cls":"[object CSSNamespaceRule]","cssText":"@namespace svg url(\"http://www.w3.org/2000/svg\");","members":"namespaceURI,prefix","prefix":"svg","namespaceURI":"http://www.w3.org/2000/svg"}"##),
        WebKitStep("return describe(1)",
            ##"{"type":10,"cls":"[object CSSNamespaceRule]","cssText":"@namespace url(\"http://www.w3.org/1999/xhtml\");","members":"namespaceURI,prefix","prefix":"","namespaceURI":"http://www.w3.org/1999/xhtml"}"##),
        WebKitStep("return describe(2)",
            ##"{"type":0,"cls":"[object CSSLayerStatementRule]","cssText":"@layer base, components;","members":"nameList","nameList":"[object Array]:base|components"}"##),
        WebKitStep("return describe(3)",
            ##"{"type":0,"cls":"[object CSSLayerBlockRule]","cssText":"@layer base {\n  p { color: red; }\n}","members":"cssRules,deleteRule,insertRule,name","name":"base"}"##),
        WebKitStep("return describe(4)",
            ##"{"type":0,"cls":"[object CSSLayerBlockRule]","cssText":"@layer {\n  i { color: blue; }\n}","members":"cssRules,deleteRule,insertRule,name","name":""}"##),
        WebKitStep("return describe(7)",
            ##"{"type":0,"cls":"[object CSSContainerRule]","cssText":"@container sidebar (min-width: 400px) {\n  p { color: green; }\n}","members":"conditionText,containerName,containerQuery,cssRules,deleteRule,insertRule","containerName":"sidebar","containerQuery":"(min-width: 400px)","conditionText":"sidebar (min-width: 400px)"}"##),
        WebKitStep("return describe(8)",
            ##"{"type":0,"cls":"[object CSSContainerRule]","cssText":"@container (width > 10px) {\n  b { color: red; }\n}","members":"conditionText,containerName,containerQuery,cssRules,deleteRule,insertRule","containerName":"","containerQuery":"(width > 10px)","conditionText":"(width > 10px)"}"##),
        WebKitStep("return describe(10)",
            ##"{"type":0,"cls":"[object CSSPropertyRule]","cssText":"@property --my-color { syntax: \"<color>\"; inherits: false; initial-value: #c0ffee; }","members":"inherits,initialValue,name,syntax","name":"--my-color","syntax":"<color>","inherits":false,"initialValue":"#c0ffee"}"##),
        WebKitStep("return describe(9)",
            ##"{"type":11,"cls":"[object CSSCounterStyleRule]","cssText":"@counter-style thumbs { system: cyclic; symbols: \"👍\"; suffix: \" \"; }","members":"additiveSymbols,fallback,name,negative,pad,prefix,range,speakAs,suffix,symbols,system","prefix":"","name":"thumbs","system":"cyclic","symbols":"\"👍\"","suffix":"\" \""}"##),
        WebKitStep("return describe(11)",
            ##"{"type":14,"cls":"[object CSSFontFeatureValuesRule]","cssText":"@font-feature-values \"Font One\" { @styleset { nice-style: 12; } }","members":"fontFamily","fontFamily":"Font One"}"##),
        WebKitStep("return describe(12)",
            ##"{"type":0,"cls":"[object CSSStartingStyleRule]","cssText":"@starting-style {\n  p { opacity: 0; }\n}","members":"cssRules,deleteRule,insertRule"}"##),
        WebKitStep("return describe(13)",
            ##"{"type":0,"cls":"[object CSSScopeRule]","cssText":"@scope (.card) to (.content) {\n  img { border: 1px; }\n}","members":"cssRules,deleteRule,end,insertRule,start","start":".card","end":".content"}"##),
        WebKitStep("return describe(14)",
            ##"{"type":4,"cls":"[object CSSMediaRule]","cssText":"@media print {\n  @page { margin: 0px; }\n}","members":"conditionText,cssRules,deleteRule,insertRule,media","conditionText":"print"}"##),
        WebKitStep("return describe(15)",
            ##"{"type":0,"cls":"[object CSSFontPaletteValuesRule]","cssText":"@font-palette-values --identifier { font-family: Bixa; }","members":"basePalette,fontFamily,name,overrideColors","name":"--identifier","fontFamily":"Bixa"}"##),
        WebKitStep("return describe(16)",
            ##"{"type":0,"cls":"[object CSSViewTransitionRule]","cssText":"@view-transition { navigation: auto; }","members":"navigation,types"}"##),
    ]

    @Test func otherAtRulesAsInWebKit() throws {
        let fixture = try RealmFixture(Self.otherPage)
        fixture.expectAnswers(Self.otherSteps, after: Self.otherPrelude)
        withKnownIssue("`@page` declarations are properties, lengths in pixels (WebKit keeps `1in`, and `size`)") {
            #expect(fixture.answer("return describe(5)", after: Self.otherPrelude) == ##"{"type":6,"cls":"[object CSSPageRule]","cssText":"@page :first { margin: 1in; size: a4; }","members":"selectorText,style","selectorText":":first","style":"margin: 1in; size: a4; #[object CSSPageDescriptors]"}"##)
        }
    }
    /// `@property` rules: `CSSPropertyRule` (`name`, `syntax`, `inherits`, `initialValue`),
    /// written in the order syntax, inherits, initial-value; dropped without `syntax` or
    /// `inherits`, with an invalid syntax, without an initial value for a syntax other than `*`,
    /// or with a font-relative initial value.
    static let propertyPage = """
        <!DOCTYPE html><style>@property --a { syntax: '<length>'; inherits: true; initial-value: 0px }
        @property --b { syntax: "*"; inherits: false }
        @property --c { inherits: false; initial-value: 1px }
        @property --d { syntax: '<color>'; initial-value: red }
        @property e { syntax: '*'; inherits: false }
        @property --f { syntax: '<length>'; inherits: FALSE; initial-value: 10PX; color: red }
        @property --g { syntax: '<length>'; inherits: false; initial-value: 1em }
        @property --h { syntax: '<color>'; inherits: false; initial-value: RED  }
        @property --i { syntax: "<length> | auto"; inherits: false; initial-value: auto }
        @property --j { syntax: "*"; inherits: false; initial-value:   a   b  }
        @property --k { syntax: "bogus<"; inherits: false; initial-value: x }
        @property --l { initial-value: 1px; syntax: '<length>'; inherits: false; syntax: '*' }
        </style>
        """

    static let propertyPrelude = """
        var r = document.styleSheets[0].cssRules;
        """

    static let propertySteps: [WebKitStep] = [
        WebKitStep("var out = []; for (var i = 0; i < r.length; i++) { var x = r[i]; out.push([x.type, Object.prototype.toString.call(x), x.name, JSON.stringify(x.syntax), x.inherits, JSON.stringify(x.initialValue), x.cssText].join(' | ')); } return out",
            ##"["0 | [object CSSPropertyRule] | --a | \"<length>\" | true | \"0px\" | @property --a { syntax: \"<length>\"; inherits: true; initial-value: 0px; }","0 | [object CSSPropertyRule] | --b | \"*\" | false | null | @property --b { syntax: \"*\"; inherits: false; }","0 | [object CSSPropertyRule] | --f | \"<length>\" | false | \"10PX\" | @property --f { syntax: \"<length>\"; inherits: false; initial-value: 10PX; }","0 | [object CSSPropertyRule] | --h | \"<color>\" | false | \"RED\" | @property --h { syntax: \"<color>\"; inherits: false; initial-value: RED; }","0 | [object CSSPropertyRule] | --i | \"<length> | auto\" | false | \"auto\" | @property --i { syntax: \"<length> | auto\"; inherits: false; initial-value: auto; }","0 | [object CSSPropertyRule] | --j | \"*\" | false | \"a   b\" | @property --j { syntax: \"*\"; inherits: false; initial-value: a   b; }","0 | [object CSSPropertyRule] | --l | \"*\" | false | \"1px\" | @property --l { syntax: \"*\"; inherits: false; initial-value: 1px; }"]"##),
    ]

    @Test func propertyRulesAsInWebKit() throws {
        try RealmFixture(Self.propertyPage).expectAnswers(Self.propertySteps, after: Self.propertyPrelude)
    }

    /// `@counter-style`, `@font-feature-values`, `@font-palette-values` and `@view-transition`:
    /// their interfaces, descriptors checked and written as WebKit 2.50 does, and the rules it
    /// drops (`CSSCounterStyleRule`, `CSSFontFeatureValuesRule`, `CSSFontPaletteValuesRule`,
    /// `CSSViewTransitionRule`; each line is the oracle's answer).
    static let descriptorRules: [(String, String)] = [
        (#"@counter-style thumbs { system: cyclic; symbols: "👍"; suffix: " "; }"#,
         #"[object CSSCounterStyleRule] 11 @counter-style thumbs { system: cyclic; symbols: "👍"; suffix: " "; } | additiveSymbols=; fallback=; name=thumbs; negative=; pad=; prefix=; range=; speakAs=; suffix=" "; symbols="👍"; system=cyclic"#),
        (#"@counter-style  Foo {system:fixed 3;symbols:a b c;prefix:"(";pad:2 "0";negative:"-";range:1 10, 20 infinite;fallback:disc;speak-as:auto;additive-symbols:3 "x";bogus:1}"#,
         #"[object CSSCounterStyleRule] 11 @counter-style Foo { system: fixed 3; symbols: a b c; additive-symbols: 3 "x"; negative: "-" ""; prefix: "("; pad: 2 "0"; range: 1 10, 20 infinite; fallback: disc; } | additiveSymbols=3 "x"; fallback=disc; name=Foo; negative="-" ""; pad=2 "0"; prefix="("; range=1 10, 20 infinite; speakAs=; suffix=; symbols=a b c; system=fixed 3"#),
        (#"@counter-style a { fallback: disc; range: auto; pad: 3 "-"; suffix: ")"; prefix: "["; negative: "(" ")"; additive-symbols: 10 X, 5 V; symbols: "*"; system: additive; speak-as: bullets }"#,
         #"[object CSSCounterStyleRule] 11 @counter-style a { system: additive; symbols: "*"; additive-symbols: 10 X, 5 V; negative: "(" ")"; prefix: "["; suffix: ")"; pad: 3 "-"; range: auto; fallback: disc; } | additiveSymbols=10 X, 5 V; fallback=disc; name=a; negative="(" ")"; pad=3 "-"; prefix="["; range=auto; speakAs=; suffix=")"; symbols="*"; system=additive"#),
        (#"@counter-style none { system: cyclic; symbols: x }"#,
         #"dropped"#),
        (#"@counter-style DISC { symbols: x }"#,
         #"dropped"#),
        (#"@counter-style b { system: bogus; symbols: ; suffix: 1 2; pad: -1 x; }"#,
         #"dropped"#),
        (#"@counter-style c { system: extends decimal; symbols: url(a.png) "b" c; suffix: x }"#,
         #"[object CSSCounterStyleRule] 11 @counter-style c { system: extends decimal; suffix: x; } | additiveSymbols=; fallback=; name=c; negative=; pad=; prefix=; range=; speakAs=; suffix=x; symbols=; system=extends decimal"#),
        (#"@counter-style d { }"#,
         #"dropped"#),
        (#"@counter-style "e" { system: cyclic }"#,
         #"dropped"#),
        (#"@counter-style f g { system: cyclic }"#,
         #"dropped"#),
        (#"@counter-style y { system: alphabetic; symbols: a }"#,
         #"dropped"#),
        (#"@counter-style z { system: additive; additive-symbols: 1 a, 5 b }"#,
         #"dropped"#),
        // Integers past what WebKit keeps are clamped (a weight to 4294967295, a pad to
        // 2147483647); one too long for a double is refused. (They crashed the process.)
        (#"@counter-style big { system: additive; additive-symbols: 99999999999999999999999 x, 3 y; pad: 99999999999999999999999 "0" }"#,
         #"[object CSSCounterStyleRule] 11 @counter-style big { system: additive; additive-symbols: 4294967295 x, 3 y; pad: 2147483647 "0"; } | additiveSymbols=4294967295 x, 3 y; fallback=; name=big; negative=; pad=2147483647 "0"; prefix=; range=; speakAs=; suffix=; symbols=; system=additive"#),
        (#"@counter-style eq { system: additive; additive-symbols: 99999999999 a, 88888888888 b }"#,
         #"dropped"#),
        ("@counter-style inf { system: additive; additive-symbols: " + String(repeating: "9", count: 330) + " x }",
         #"dropped"#),
        (#"@counter-style w { system: additive; additive-symbols: b 5, 1 a; pad: x 2; range: 1 infinite; fallback: Foo Bar; }"#,
         #"[object CSSCounterStyleRule] 11 @counter-style w { system: additive; additive-symbols: 5 b, 1 a; pad: 2 x; range: 1 infinite; } | additiveSymbols=5 b, 1 a; fallback=; name=w; negative=; pad=2 x; prefix=; range=1 infinite; speakAs=; suffix=; symbols=; system=additive"#),
        (#"@counter-style v { system: EXTENDS Decimal; prefix: a b; suffix: "x" }"#,
         #"[object CSSCounterStyleRule] 11 @counter-style v { system: extends decimal; suffix: "x"; } | additiveSymbols=; fallback=; name=v; negative=; pad=; prefix=; range=; speakAs=; suffix="x"; symbols=; system=extends decimal"#),
        (#"@counter-style u { symbols: a !important; system: cyclic }"#,
         #"dropped"#),
        (#"@font-feature-values Font One { @styleset { nice-style: 12; } @swash { fancy: 1 } }"#,
         #"[object CSSFontFeatureValuesRule] 14 @font-feature-values "Font One" { @swash { fancy: 1; } @styleset { nice-style: 12; } } | fontFamily=Font One"#),
        (#"@font-feature-values "Bar", baz { @annotation { a: 1 } }"#,
         #"[object CSSFontFeatureValuesRule] 14 @font-feature-values Bar, baz { @annotation { a: 1; } } | fontFamily=Bar, baz"#),
        (#"@font-feature-values a { @styleset { x: 1 2; } @stylistic { y: 3 } @character-variant { z: 4 5 } @ornaments { o: 6 } @annotation { p: 7 } @historical-forms { h: 8 } @swash { s: 9 } }"#,
         #"[object CSSFontFeatureValuesRule] 14 @font-feature-values a { @swash { s: 9; } @stylistic { y: 3; } @ornaments { o: 6; } @annotation { p: 7; } @character-variant { z: 4 5; } @styleset { x: 1 2; } } | fontFamily=a"#),
        (#"@font-feature-values { @swash { a: 1 } }"#,
         #"dropped"#),
        (#"@font-feature-values "a b" { }"#,
         #"[object CSSFontFeatureValuesRule] 14 @font-feature-values "a b" { } | fontFamily=a b"#),
        (#"@font-feature-values a, "b c", d e { @swash { a: 1 } }"#,
         #"[object CSSFontFeatureValuesRule] 14 @font-feature-values a, "b c", "d e" { @swash { a: 1; } } | fontFamily=a, b c, d e"#),
        (#"@font-feature-values a { @swash { a: 1 2; b: -1; c: 3 } @character-variant { d: 1 2 3; e: 1 2 } @styleset { f: 1 2 3 4 } }"#,
         #"[object CSSFontFeatureValuesRule] 14 @font-feature-values a { @swash { c: 3; } @character-variant { e: 1 2; } @styleset { f: 1 2 3 4; } } | fontFamily=a"#),
        (#"@font-palette-values --identifier { font-family: Bixa; base-palette: 1; override-colors: 0 red, 1 blue; }"#,
         #"[object CSSFontPaletteValuesRule] 0 @font-palette-values --identifier { font-family: Bixa; base-palette: 1; override-colors: 0 rgb(255, 0, 0), 1 rgb(0, 0, 255); } | basePalette=1; fontFamily=Bixa; name=--identifier; overrideColors=0 rgb(255, 0, 0), 1 rgb(0, 0, 255)"#),
        (#"@font-palette-values --x { font-family: "A B", C }"#,
         #"[object CSSFontPaletteValuesRule] 0 @font-palette-values --x { font-family: "A B", C; } | basePalette=; fontFamily="A B", C; name=--x; overrideColors="#),
        (#"@font-palette-values --p { base-palette: dark; override-colors: 2 #0f08; font-family: serif, "X" }"#,
         #"[object CSSFontPaletteValuesRule] 0 @font-palette-values --p { base-palette: dark; override-colors: 2 rgba(0, 255, 0, 0.533); } | basePalette=dark; fontFamily=; name=--p; overrideColors=2 rgba(0, 255, 0, 0.533)"#),
        (#"@font-palette-values p { font-family: a }"#,
         #"dropped"#),
        (#"@font-palette-values --q { bogus: 1; base-palette: -1 }"#,
         #"[object CSSFontPaletteValuesRule] 0 @font-palette-values --q { } | basePalette=; fontFamily=; name=--q; overrideColors="#),
        (#"@font-palette-values --r { font-family: A, B C; override-colors: 0 red, x blue; base-palette: LIGHT }"#,
         #"[object CSSFontPaletteValuesRule] 0 @font-palette-values --r { font-family: A, "B C"; base-palette: light; } | basePalette=light; fontFamily=A, "B C"; name=--r; overrideColors="#),
        (#"@view-transition { navigation: auto; }"#,
         #"[object CSSViewTransitionRule] 0 @view-transition { navigation: auto; } | navigation=auto; types=[]"#),
        (#"@view-transition { navigation: none; types: a b }"#,
         #"[object CSSViewTransitionRule] 0 @view-transition { navigation: none; types: a b}} | navigation=none; types=[a,b]"#),
        (#"@view-transition { }"#,
         #"[object CSSViewTransitionRule] 0 @view-transition { } | navigation=; types=[]"#),
        (#"@view-transition { navigation: bogus; }"#,
         #"[object CSSViewTransitionRule] 0 @view-transition { } | navigation=; types=[]"#),
        (#"@view-transition { types: x; navigation: AUTO }"#,
         #"[object CSSViewTransitionRule] 0 @view-transition { navigation: auto; types: x}} | navigation=auto; types=[x]"#),
        (#"@view-transition x { navigation: auto }"#,
         #"dropped"#),
        (#"@view-transition { types: a b }"#,
         #"[object CSSViewTransitionRule] 0 @view-transition { types: a b}} | navigation=; types=[a,b]"#),
    ]

    @Test(arguments: descriptorRules)
    func descriptorRulesAsInWebKit(css: String, expected: String) throws {
        let fixture = try RealmFixture("<!DOCTYPE html><p>x</p>")
        let script = """
            function describe(text) {
              var s = document.createElement('style'); s.textContent = text; document.head.appendChild(s);
              var r = s.sheet.cssRules[0]; s.remove();
              if (!r) return 'dropped';
              var names = Object.getOwnPropertyNames(Object.getPrototypeOf(r)).filter(function (n) { return n !== 'constructor'; }).sort();
              return Object.prototype.toString.call(r) + ' ' + r.type + ' ' + r.cssText + ' | ' + names.map(function (n) { var v = r[n]; return n + '=' + (Array.isArray(v) ? '[' + v.join(',') + ']' : v); }).join('; ');
            }
            describe(\(String(reflecting: css)))
            """
        #expect(fixture.evaluate(script) == expected)
    }
}
