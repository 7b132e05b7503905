import Testing

/// `execCommand` and the `queryCommand…` methods on a page nobody edits, against WebKit
/// 2.50's answers (`../shared/tools/webkit-oracle`): which commands it supports, which are
/// enabled, their states and values, and what `copy`, `selectAll`, `unselect`,
/// `styleWithCSS`, `useCSS` and `defaultParagraphSeparator` do. The expressions run in
/// order on one page, as they ran in WebKit (a command's effect shows in later rows).
///
/// https://w3c.github.io/editing/docs/execCommand/
@Suite struct EditingCommandsTests {
    static let session: [(String, String)] = [
        (#"['copy','bold','selectAll','delete','styleWithCSS','defaultParagraphSeparator','foo'].map(function (c) { return c + ':' + document.queryCommandState(c); }).join(' ')"#,
         "copy:false bold:false selectAll:false delete:false styleWithCSS:false defaultParagraphSeparator:false foo:false"),
        (#"['copy','bold','selectAll','defaultParagraphSeparator','styleWithCSS','foreColor','fontName','fontSize','formatBlock','foo'].map(function (c) { return c + ':' + JSON.stringify(document.queryCommandValue(c)); }).join(' ')"#,
         "copy:\"\" bold:\"false\" selectAll:\"\" defaultParagraphSeparator:\"div\" styleWithCSS:\"\" foreColor:\"\" fontName:\"\" fontSize:\"\" formatBlock:\"\" foo:\"\""),
        (#"['copy','bold','selectAll','foo'].map(function (c) { return c + ':' + document.queryCommandIndeterm(c); }).join(' ')"#,
         "copy:false bold:false selectAll:false foo:false"),
        (#"(function(){ var r = [document.execCommand('styleWithCSS', false, true), document.queryCommandState('styleWithCSS'), document.execCommand('defaultParagraphSeparator', false, 'p'), document.queryCommandValue('defaultParagraphSeparator')]; return JSON.stringify(r); })()"#,
         "[true,true,true,\"p\"]"),
        (#"(function(){ try { document.execCommand(); } catch (e) { return e.name + ': ' + e.message; } })()"#,
         "TypeError: Not enough arguments"),
        (#"(function(){ try { document.queryCommandSupported(); } catch (e) { return e.name + ': ' + e.message; } })()"#,
         "TypeError: Not enough arguments"),
        (#"(function(){ var n = 0; document.addEventListener('copy', function () { n++; }); document.addEventListener('beforeinput', function () { n += 10; }); document.addEventListener('input', function () { n += 100; }); document.execCommand('copy'); document.execCommand('selectAll'); document.execCommand('bold'); document.execCommand('insertText', false, 'x'); return [n, String(getSelection()).length > 0, document.body.innerHTML].join(); })()"#,
         "1,true,<p>x</p>\n"),
        (#"(function(){ var t = []; document.addEventListener('copy', function (e) { t.push(e.type, e.target.nodeName, e.constructor.name, e.bubbles, e.cancelable, e.composed, e.isTrusted); }); var r = document.execCommand('copy'); return [r].concat(t).join(); })()"#,
         "true,copy,P,ClipboardEvent,true,true,true,true"),
        (#"(function(){ var t = []; document.addEventListener('copy', function (e) { t.push(e.target.nodeName); e.preventDefault(); }); var s = getSelection(); s.selectAllChildren(document.querySelector('p')); var r = document.execCommand('Copy'); return [r].concat(t).join(); })()"#,
         "true,P"),
        (#"(function(){ getSelection().removeAllRanges(); var r = document.execCommand('selectAll'); var s = getSelection(); return [r, s.rangeCount, s.anchorNode && s.anchorNode.nodeName, s.anchorOffset, s.focusNode && s.focusNode.nodeName, s.focusOffset, s.type].join(); })()"#,
         "true,1,#text,0,#text,1,Range"),
        (#"(function(){ var r = [document.queryCommandEnabled('unselect'), document.execCommand('unselect')]; getSelection().removeAllRanges(); r.push(document.queryCommandEnabled('unselect'), document.execCommand('unselect')); return r.join(); })()"#,
         "true,true,false,false"),
        (#"(function(){ var r = [document.execCommand('styleWithCSS', false, 'FALSE'), document.queryCommandState('styleWithCSS'), document.execCommand('styleWithCSS', false, 'yes'), document.queryCommandState('styleWithCSS'), document.execCommand('useCSS', false, 'true'), document.queryCommandState('styleWithCSS'), document.execCommand('useCSS', false, 'x'), document.queryCommandState('styleWithCSS'), document.execCommand('styleWithCSS'), document.queryCommandState('styleWithCSS')]; return r.join(); })()"#,
         "true,false,true,true,true,false,true,false,true,true"),
        (#"(function(){ var r = [document.execCommand('defaultParagraphSeparator', false, 'P'), document.queryCommandValue('defaultParagraphSeparator'), document.execCommand('defaultParagraphSeparator', false, 'span'), document.queryCommandValue('defaultParagraphSeparator'), document.execCommand('defaultParagraphSeparator', false, 'div'), document.queryCommandValue('defaultParagraphSeparator'), document.execCommand('defaultParagraphSeparator'), document.queryCommandValue('defaultParagraphSeparator')]; return r.join(); })()"#,
         "true,p,true,p,true,div,true,div"),
        (#"(function(){ var d = document.implementation.createHTMLDocument(''); return [d.queryCommandSupported('bold'), d.queryCommandEnabled('copy'), d.queryCommandEnabled('selectAll'), d.execCommand('selectAll'), d.queryCommandValue('defaultParagraphSeparator'), d.queryCommandValue('bold')].join(); })()"#,
         "false,false,false,false,,"),
        (#"['bold', 'BOLD', 'Bold', 'insertBrOnReturn', 'contentReadOnly'].map(function (c) { return document.queryCommandSupported(c); }).join()"#,
         "true,true,true,false,false"),
        (#"[document.execCommand('bold', true, 'x'), document.execCommand('insertText', false, 'y'), document.execCommand('foo'), document.queryCommandEnabled(''), document.queryCommandValue('foo')].join()"#,
         "false,false,false,false,"),
    ]

    @Test func commandsAnswerAsWebKitInOneSession() throws {
        let fixture = try RealmFixture("<p>x</p>\n")
        for (source, expected) in Self.session {
            #expect(fixture.evaluate(source) == expected, "\(source)")
        }
    }
}
