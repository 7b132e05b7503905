import Testing

/// A template's children live in its template contents: parsed there, read and written
/// there through `innerHTML`, cloned and imported with it, and invisible to tree walks
/// and selectors. Expected values are what WebKit gives (`../shared/tools/webkit-oracle`).
@Suite struct TemplateContentsTests {
    static let page = """
        <!DOCTYPE html><html><head><title>T</title></head><body><p>before</p><template id="tp"><div id="inside">secret <img src="x.png"></div><span>two</span></template><p>after</p></body></html>
        """

    static let expressions: [(String, String)] = [
        ("var tp = document.getElementById('tp'); JSON.stringify([tp.childNodes.length, tp.content.childNodes.length, tp.content.nodeName, document.querySelectorAll('#inside').length, tp.content.querySelectorAll('#inside').length, tp.textContent, document.body.textContent.indexOf('secret') >= 0, document.images.length])",
         ##"[0,2,"#document-fragment",0,1,"",false,0]"##),
        ("document.getElementById('tp').innerHTML", #"<div id="inside">secret <img src="x.png"></div><span>two</span>"#),
        ("document.getElementById('tp').outerHTML", #"<template id="tp"><div id="inside">secret <img src="x.png"></div><span>two</span></template>"#),
        ("var tp = document.createElement('template'); tp.innerHTML = '<b>x</b><i>y</i>'; JSON.stringify([tp.content.childNodes.length, tp.childNodes.length, tp.innerHTML])",
         #"[2,0,"<b>x</b><i>y</i>"]"#),
        ("var tp = document.getElementById('tp'), c = tp.cloneNode(true); JSON.stringify([c.content.childNodes.length, c.innerHTML === tp.innerHTML, c.content !== tp.content, tp.cloneNode(false).content.childNodes.length])",
         "[2,true,true,0]"),
        ("var n = document.importNode(document.getElementById('tp').content, true); JSON.stringify([n.nodeType, n.childNodes.length, n.firstChild.nodeName])",
         #"[11,2,"DIV"]"#),
        ("var tp = document.getElementById('tp'); tp.content === tp.content", "true"),
        ("var tp = document.createElement('template'); tp.appendChild(document.createElement('i')); JSON.stringify([tp.childNodes.length, tp.content.childNodes.length, tp.innerHTML, tp.outerHTML])",
         #"[1,0,"","<template></template>"]"#),
        ("var d = document.createElement('div'); d.innerHTML = '<template id=o><template id=i><p>deep</p></template></template>'; JSON.stringify([d.firstChild.content.firstChild.content.firstChild.nodeName, d.innerHTML])",
         #"["P","<template id=\"o\"><template id=\"i\"><p>deep</p></template></template>"]"#),
        ("document.cloneNode(true).getElementById('tp').content.childNodes.length", "2"),
        ("var tp = document.createElement('template'), s = new XMLSerializer(); tp.innerHTML = '<b>x</b>'; s.serializeToString(tp) + '|' + s.serializeToString(document.createElement('template'))",
         #"<template xmlns="http://www.w3.org/1999/xhtml"><b>x</b></template>|<template xmlns="http://www.w3.org/1999/xhtml"></template>"#),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(source) == expected)
    }
}
