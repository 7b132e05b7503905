import Testing

/// `MediaList` of a style sheet, an `@media` rule and an `@import` rule: live lists whose
/// changes take effect on the next style query. Each step runs in order on one page; the
/// expected values are WebKit 2.50's answers to the same steps
/// (`../shared/tools/webkit-oracle`).
///
/// https://drafts.csswg.org/cssom/#the-medialist-interface
@Suite struct MediaListBindingTests {
    static let page = """
        <!DOCTYPE html><html><head><style id=s>@import url("data:text/css,.i{color:red}") screen, print;
        @media screen and (min-width: 100px) { .m { display: none } }
        @media print { .p { display: none } }
        </style><style id=t media="screen">.x{display:none}</style></head>\
        <body><div class=m id=m>M</div><div class=p id=p>P</div><div class=i id=i>I</div><div class=x id=x>X</div></body></html>
        """

    /// The prelude of every step: the rules and lists it reads.
    static let prelude = """
        var r = document.styleSheets[0].cssRules, im = r[0], mr = r[1], pr = r[2], ml = mr.media, sm = document.styleSheets[1].media;
        function d(x) { return Object.prototype.toString.call(x); }
        function cs(id) { return getComputedStyle(document.getElementById(id)).display; }
        function color(id) { return getComputedStyle(document.getElementById(id)).color; }
        """

    static let steps: [WebKitStep] = [
        WebKitStep("return [d(ml), ml instanceof MediaList, ml === mr.media, d(im.media), im.media instanceof MediaList, im.media === im.media, sm instanceof MediaList]",
            #"["[object MediaList]",true,true,"[object MediaList]",true,true,true]"#),
        WebKitStep("return [ml.mediaText, ml.length, ml.item(0), ml[0], ml[1] === undefined, ml.item(1), String(ml), ml.toString()]",
            #"["screen and (min-width: 100px)",1,"screen and (min-width: 100px)","screen and (min-width: 100px)",true,null,"screen and (min-width: 100px)","screen and (min-width: 100px)"]"#),
        // Indices are own enumerable properties; only `[Symbol.iterator]`, no `forEach`.
        WebKitStep("var m = im.media; return [Object.keys(m).join(','), 0 in m, 2 in m, typeof m[2], typeof m.forEach, m[Symbol.iterator] === Array.prototype.values, Array.from(m).join('/')]",
            #"["0,1",true,false,"undefined","undefined",true,"screen/print"]"#),
        WebKitStep("return [im.media.mediaText, im.media.length, im.media[1], im.media.item(0)]",
            #"["screen, print",2,"print","screen"]"#),
        WebKitStep("return [cs('m'), cs('p'), color('i')]",
            #"["none","block","rgb(255, 0, 0)"]"#),
        // An @media rule's condition changed by script changes the computed style.
        WebKitStep("ml.mediaText = 'print'; return [ml.mediaText, mr.conditionText, mr.cssText, cs('m')]",
            #"["print","print","@media print {\n  .m { display: none; }\n}","block"]"#),
        WebKitStep("pr.media.appendMedium('screen'); return [pr.media.mediaText, pr.media.length, pr.cssText, cs('p')]",
            #"["print, screen",2,"@media print, screen {\n  .p { display: none; }\n}","none"]"#),
        WebKitStep("pr.media.deleteMedium('print'); return [pr.media.mediaText, cs('p')]",
            #"["screen","none"]"#),
        WebKitStep("try { pr.media.deleteMedium('tv'); return 'none'; } catch (e) { return e.name; }",
            #""NotFoundError""#),
        // WebKit appends a query the list has already.
        WebKitStep("pr.media.appendMedium('screen'); return pr.media.mediaText",
            #""screen, screen""#),
        WebKitStep("pr.media.mediaText = ''; return [pr.media.mediaText, pr.media.length, pr.cssText, cs('p')]",
            #"["",0,"@media  {\n  .p { display: none; }\n}","none"]"#),
        // An @import rule's media decide whether its sheet applies.
        WebKitStep("im.media.mediaText = 'print'; return [im.media.mediaText, im.cssText, color('i'), im.styleSheet.media.mediaText, im.styleSheet.media === im.media]",
            #"["print","@import url(\"data:text/css,.i{color:red}\") print;","rgb(0, 0, 0)","",false]"#),
        WebKitStep("im.media.appendMedium('screen'); return [im.media.mediaText, im.cssText, color('i')]",
            #"["print, screen","@import url(\"data:text/css,.i{color:red}\") print, screen;","rgb(255, 0, 0)"]"#),
        WebKitStep("ml.mediaText = null; return [ml.mediaText, ml.length, cs('m')]",
            #"["",0,"none"]"#),
        // A sheet's list, the same operations.
        WebKitStep("sm.appendMedium('screen'); return [sm.mediaText, sm.length]",
            #"["screen, screen",2]"#),
        WebKitStep("sm.appendMedium('PRINT'); sm.appendMedium('a, b'); return sm.mediaText",
            #""screen, screen, print, a, b""#),
        WebKitStep("sm.deleteMedium('SCREEN'); return [sm.mediaText, cs('x')]",
            #"["screen, print, a, b","none"]"#),
        WebKitStep("sm.mediaText = 'screen and (max-width: 10px), (min-width: 5px)'; return [sm.mediaText, sm[1], cs('x')]",
            #"["screen and (max-width: 10px), (min-width: 5px)","(min-width: 5px)","none"]"#),
        WebKitStep("sm.mediaText = 'screen,,print'; return [sm.mediaText, sm.length, cs('x')]",
            #"["screen, not all, print",3,"none"]"#),
        WebKitStep("try { sm.appendMedium(); return sm.mediaText; } catch (e) { return e.name; }",
            #""TypeError""#),
        WebKitStep("try { return MediaList.prototype.item.call({}, 0); } catch (e) { return e.name; }",
            #""TypeError""#),
        // A query that does not parse keeps its tokens, what it left open closed; units and
        // known keywords lowercased.
        WebKitStep("ml.mediaText = 'garbage('; return [ml.mediaText, ml.length, cs('m')]",
            #"["garbage()",1,"block"]"#),
        WebKitStep("sm.mediaText = 'SCREEN AND (MIN-WIDTH:100PX)'; return sm.mediaText",
            #""screen and (min-width: 100px)""#),
    ]

    @Test func stepsAnswerAsInWebKit() throws {
        try RealmFixture(Self.page).expectAnswers(Self.steps, after: Self.prelude)
    }
}
