import Testing

/// `dialog`'s `show()`, `close()`, `requestClose()` and `returnValue`, against WebKit 2.50's
/// answers (`../shared/tools/webkit-oracle`).
///
/// https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element
@Suite struct DialogMembersTests {
    static let expressions: [(String, String)] = [
        (#"(function(){ var d = document.createElement('dialog'); document.body.appendChild(d); var ev = []; d.addEventListener('close', function (e) { ev.push('close:' + e.bubbles + e.cancelable + e.isTrusted + e.constructor.name); }); d.addEventListener('cancel', function () { ev.push('cancel'); }); var r = [d.open, JSON.stringify(d.returnValue)]; d.show(); r.push(d.open, d.hasAttribute('open'), d.getAttribute('open')); d.close('v1'); r.push(d.open, d.returnValue, ev.length); d.remove(); return r.join() + '|' + ev.join(); })()"#,
         #"false,"",true,true,,false,v1,0|"#),
        (#"(function(){ var d = document.createElement('dialog'); document.body.appendChild(d); var ev = []; d.addEventListener('close', function () { ev.push('close'); }); d.close('x'); var r = [d.returnValue, ev.length]; d.show(); d.close(); r.push(d.returnValue, d.open); d.returnValue = 5; r.push(typeof d.returnValue, d.returnValue); d.show(); d.close(undefined); r.push(d.returnValue); d.show(); d.close(null); r.push(d.returnValue); d.remove(); return r.join(); })()"#,
         #",0,,false,string,5,5,null"#),
        (#"(function(){ var d = document.createElement('dialog'); d.show(); d.show(); var r = [d.open]; d.setAttribute('open', ''); d.removeAttribute('open'); r.push(d.open); return r.join(); })()"#,
         #"true,false"#),
        (#"(function(){ var d = document.createElement('dialog'); document.body.appendChild(d); d.requestClose('r'); return [typeof d.requestClose, d.returnValue].join(); })()"#,
         #"function,"#),
        (#"[typeof HTMLDialogElement.prototype.show, typeof HTMLDialogElement.prototype.close, 'returnValue' in HTMLDialogElement.prototype, typeof HTMLDialogElement.prototype.requestClose].join()"#,
         #"function,function,true,function"#),
        (#"(function(){ var d = document.createElement('dialog'); document.body.appendChild(d); var ev = []; d.addEventListener('cancel', function (e) { ev.push('cancel:' + e.cancelable + e.bubbles); }); d.show(); d.requestClose('r'); var r = [d.open, d.returnValue, ev.join(' ')]; d.remove(); return r.join(); })()"#,
         #"false,r,cancel:truefalse"#),
        (#"(function(){ var d = document.createElement('dialog'); document.body.appendChild(d); d.addEventListener('cancel', function (e) { e.preventDefault(); }); d.show(); d.requestClose('r'); var r = [d.open, JSON.stringify(d.returnValue)]; d.remove(); return r.join(); })()"#,
         #"true,"""#),
        (#"(function(){ var d = document.createElement('dialog'); d.setAttribute('open', ''); d.close('z'); return [d.open, d.returnValue, d.hasAttribute('open')].join(); })()"#,
         #"false,z,false"#),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture("<p>x</p>")
        #expect(fixture.evaluate(source) == expected)
    }

    /// `close` is fired by a task, once, after `close()` returns; a plain event that neither
    /// bubbles nor can be canceled (WebKit: the same, checked in a timer after `close()`).
    @Test func closeEventComesFromATask() throws {
        let fixture = try RealmFixture("<p>x</p>")
        _ = fixture.evaluate("""
            var d = document.createElement('dialog'); document.body.appendChild(d); var log = [];
            d.addEventListener('close', function (e) { log.push([e.type, e.bubbles, e.cancelable, e.isTrusted, e.constructor.name].join()); });
            d.show(); d.close(); d.close(); log.push('sync ' + log.length);
            """)
        _ = fixture.runTimers()
        #expect(fixture.evaluate("log.join(' | ')") == "sync 0 | close,false,false,true,Event")
    }
}
