import Bindings
import Testing

/// The event interfaces whose members come from their init dictionary (the events
/// standard object group). Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`).
@Suite struct EventInterfacesTests {
    static let page = "<!DOCTYPE html><html><body><p>text</p></body></html>"

    /// Each interface, its parent, its prototype's own names in order, and what a bare
    /// instance reads.
    static let interfaces: [(String, String, String, String)] = [
        ("ErrorEvent", "Event", "constructor,message,filename,lineno,colno,error", ",,0,0,undefined"),
        ("HashChangeEvent", "Event", "constructor,oldURL,newURL", ","),
        ("PopStateEvent", "Event", "constructor,state,hasUAVisualTransition", "null,false"),
        ("PageTransitionEvent", "Event", "constructor,persisted", "false"),
        ("MessageEvent", "Event", "constructor,origin,lastEventId,source,data,ports,initMessageEvent", ",,null,null,,function"),
        ("StorageEvent", "Event", "constructor,key,oldValue,newValue,url,storageArea,initStorageEvent", "null,null,null,,null,function"),
        ("AnimationEvent", "Event", "constructor,animationName,elapsedTime,pseudoElement", ",0,"),
        ("TransitionEvent", "Event", "constructor,propertyName,elapsedTime,pseudoElement", ",0,"),
        ("CompositionEvent", "UIEvent", "constructor,data,initCompositionEvent", ",function"),
        ("WheelEvent", "MouseEvent",
         "constructor,deltaX,deltaY,deltaZ,deltaMode,wheelDeltaX,wheelDeltaY,wheelDelta,webkitDirectionInvertedFromDevice,DOM_DELTA_PIXEL,DOM_DELTA_LINE,DOM_DELTA_PAGE",
         "0,0,0,0,0,0,0,false,0,1,2"),
        ("DragEvent", "MouseEvent", "constructor,dataTransfer", "null"),
        ("ClipboardEvent", "Event", "constructor,clipboardData", "null"),
        ("ToggleEvent", "Event", "constructor,oldState,newState", ","),
        ("TrackEvent", "Event", "constructor,track", "null"),
    ]

    @Test(arguments: interfaces)
    func bareInstancesReadTheirDefaults(name: String, parent: String, names: String, values: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var C = \(name), e = new C('x'), own = Object.getOwnPropertyNames(C.prototype);
            [Object.getPrototypeOf(C.prototype) === \(parent).prototype, own.join(),
             own.slice(1).map(function (n) { var v = e[n]; return typeof v === 'function' ? 'function' : v === null ? 'null' : String(v); }).join(),
             String(e), e instanceof Event, C.length, C.name].join('|')
            """) == "true|\(names)|\(values)|[object \(name)]|true|1|\(name)")
    }

    @Test func membersConvertAsWebIDLSays() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var e = new ErrorEvent('error', { lineno: -1, colno: 3.7, message: 5, error: 0, bubbles: true });
            [e.lineno, e.colno, e.message, e.error, e.bubbles, e.type].join()
            """) == "4294967295,3,5,0,true,error")
        #expect(fixture.evaluate("new AnimationEvent('a', { elapsedTime: NaN })") == "throws TypeError: The provided value is non-finite")
        #expect(fixture.evaluate("new WheelEvent('w', { deltaX: Infinity })") == "throws TypeError: The provided value is non-finite")
        #expect(fixture.evaluate("var s = {}; new PopStateEvent('p', { state: s }).state === s") == "true")
        #expect(fixture.evaluate("new HashChangeEvent('h', { oldURL: 'a', newURL: 5 }).newURL") == "5")
        #expect(fixture.evaluate("new ToggleEvent('t', { oldState: 'open', newState: 'closed' }).newState") == "closed")
        #expect(fixture.evaluate("new DragEvent('d', { dataTransfer: {} })") == "throws TypeError: Type error")
        #expect(fixture.evaluate("new ErrorEvent('e', 5)") == "throws TypeError: Type error")
        #expect(fixture.evaluate("new ErrorEvent()") == "throws TypeError: Not enough arguments")
    }

    /// WebKit's wheel deltas fall back on each other, negated, and its legacy ones are whole.
    @Test func wheelDeltasFollowWebKit() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var w = new WheelEvent('wheel', { deltaX: 10, deltaY: -3.5, deltaMode: 1, clientX: 4 });
            [w.wheelDeltaX, w.wheelDeltaY, w.wheelDelta, w.deltaX, w.deltaY, w.deltaMode, w.clientX, w.detail, w instanceof MouseEvent].join()
            """) == "-10,3,3,10,-3.5,1,4,0,true")
        #expect(fixture.evaluate("""
            var w = new WheelEvent('wheel', { wheelDeltaX: 7, wheelDeltaY: 9 }); [w.wheelDeltaX, w.wheelDeltaY, w.deltaX, w.deltaY].join()
            """) == "7,9,-7,-9")
        #expect(fixture.evaluate("[WheelEvent.DOM_DELTA_LINE, WheelEvent.prototype.DOM_DELTA_PAGE].join()") == "1,2")
    }

    @Test func requiredMembersAndInterfaceTypedMembersAreChecked() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("new PromiseRejectionEvent('x', {})")
            == "throws TypeError: Member PromiseRejectionEventInit.promise is required and must be an instance of Promise")
        #expect(fixture.evaluate("new PromiseRejectionEvent('x')") == "throws TypeError: Not enough arguments")
        #expect(fixture.evaluate("var e = new PromiseRejectionEvent('x', { promise: 5, reason: 'r' }); [e.promise instanceof Promise, e.reason, PromiseRejectionEvent.length].join()")
            == "true,r,2")
        #expect(fixture.evaluate("new FormDataEvent('x', {})")
            == "throws TypeError: Member FormDataEventInit.formData is required and must be an instance of DOMFormData")
        #expect(fixture.evaluate("new FormDataEvent('x', { formData: {} })") == "throws TypeError: Type error")
        #expect(fixture.evaluate("var f = new FormData(); new FormDataEvent('x', { formData: f }).formData === f") == "true")
        #expect(fixture.evaluate("new StorageEvent('x', { storageArea: localStorage }).storageArea === localStorage") == "true")
        #expect(fixture.evaluate("new StorageEvent('x', { storageArea: {} })") == "throws TypeError: Type error")
        #expect(fixture.evaluate("new MessageEvent('m', { source: window }).source === window") == "true")
        #expect(fixture.evaluate("new MessageEvent('m', { source: {} })") == "throws TypeError: Type error")
        #expect(fixture.evaluate("var m = new MessageEvent('m'); [m.ports === m.ports, Object.isFrozen(m.ports), m.ports.length].join()")
            == "true,true,0")
    }

    @Test func legacyInitializersSetTheMembers() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var m = new MessageEvent('x'); m.initMessageEvent('y', true, true, 42, 'o', 'id', null);
            [m.type, m.bubbles, m.cancelable, m.data, m.origin, m.lastEventId, m.ports.length].join()
            """) == "y,true,true,42,o,id,0")
        #expect(fixture.evaluate("""
            var s = new StorageEvent('x'); s.initStorageEvent('y', true, false, 'k', null, 'nv', 'http://u/');
            [s.type, s.bubbles, s.key, s.oldValue, s.newValue, s.url, s.storageArea].join()
            """) == "y,true,k,,nv,http://u/,")
        #expect(fixture.evaluate("""
            var c = new CompositionEvent('x', { data: 'd', detail: 3 }); var before = [c.data, c.detail, c.view];
            c.initCompositionEvent('y', true, true, window, 'zz'); before.concat([c.type, c.bubbles, c.data, c.view === window]).join()
            """) == "d,3,,y,true,zz,true")
    }

    @Test func gettersAreEnumerableAndCheckTheirReceiver() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var d = Object.getOwnPropertyDescriptor(ErrorEvent.prototype, 'message'); [typeof d.get, d.set, d.enumerable, d.configurable, d.get.name].join()
            """) == "function,,true,true,get message")
        #expect(fixture.evaluate("Object.getOwnPropertyDescriptor(ErrorEvent.prototype, 'message').get.call(new Event('x'))")
            == "throws TypeError: The ErrorEvent.message getter can only be used on instances of ErrorEvent")
    }

    @Test func beforeUnloadEventHasNoConstructorButCreateEventMakesOne() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("new BeforeUnloadEvent('x')") == "throws TypeError: Illegal constructor")
        #expect(fixture.evaluate("""
            var e = document.createEvent('BeforeUnloadEvent');
            [String(e), e.type, BeforeUnloadEvent.prototype.hasOwnProperty('returnValue'), BeforeUnloadEvent.length].join()
            """) == "[object BeforeUnloadEvent],,true,0")
    }

    /// https://dom.spec.whatwg.org/#dom-document-createevent
    @Test func createEventMakesTheInterfacesOfTheStandardsTable() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            ['MessageEvent', 'HashChangeEvent', 'StorageEvent', 'CompositionEvent', 'DragEvent', 'PopStateEvent', 'WheelEvent', 'ErrorEvent', 'AnimationEvent']
              .map(function (n) { try { var e = document.createEvent(n); return Object.prototype.toString.call(e) + ':' + e.type; } catch (x) { return x.name; } }).join(' ')
            """) == "[object MessageEvent]: [object HashChangeEvent]: [object StorageEvent]: [object CompositionEvent]: [object DragEvent]: [object PopStateEvent]: [object WheelEvent]: NotSupportedError NotSupportedError")
        // Not initialized: dispatching throws until initEvent.
        #expect(fixture.evaluate("""
            var e = document.createEvent('MessageEvent'); var r = [];
            try { document.body.dispatchEvent(e); } catch (x) { r.push(x.name); }
            e.initMessageEvent('ping', false, false, 'hello'); var got;
            document.body.addEventListener('ping', function (ev) { got = ev.data; }); document.body.dispatchEvent(e); r.push(got); r.join()
            """) == "InvalidStateError,hello")
    }

    /// WebKit's SecurityPolicyViolationEvent (lineno and colno read lineNumber and
    /// columnNumber), OverflowEvent and TextEvent.
    @Test func webKitsOtherEventInterfaces() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var e = new SecurityPolicyViolationEvent('securitypolicyviolation', { documentURI: 'd', blockedURI: 'b', lineNumber: 5,
              columnNumber: 6, statusCode: 200, disposition: 'report', violatedDirective: 'v', effectiveDirective: 'e', sample: 's',
              sourceFile: 'f', originalPolicy: 'o', referrer: 'r' });
            [e.documentURI, e.referrer, e.blockedURI, e.effectiveDirective, e.violatedDirective, e.originalPolicy, e.sourceFile, e.sample,
             e.disposition, e.statusCode, e.lineno, e.lineNumber, e.colno, e.columnNumber, new SecurityPolicyViolationEvent('x').disposition].join()
            """) == "d,r,b,e,v,o,f,s,report,200,5,5,6,6,enforce")
        #expect(fixture.evaluate("new SecurityPolicyViolationEvent('x', { disposition: 'bogus' })") == "throws TypeError: Type error")
        #expect(fixture.evaluate("""
            var o = new OverflowEvent('overflowchanged', { orient: 2, horizontalOverflow: true, verticalOverflow: 1 });
            [o.orient, o.horizontalOverflow, o.verticalOverflow, OverflowEvent.BOTH, o.VERTICAL, OverflowEvent.length].join()
            """) == "2,true,true,2,1,1")
        #expect(fixture.evaluate("""
            var t = document.createEvent('TextEvent'); var r = [String(t), t.data, t.type];
            t.initTextEvent('textInput', true, true, window, 'hi');
            r.concat([t.type, t.data, t.bubbles, t.view === window, TextEvent.length]).join()
            """) == "[object TextEvent],,,textInput,hi,true,true,0")
        #expect(fixture.evaluate("new TextEvent('x')") == "throws TypeError: Illegal constructor")
    }

    /// Two groups name a helper `createEvent`; each name finds its own group's.
    @Test func createEventFindsEachGroupsInterfaces() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            ['TouchEvent', 'BeforeUnloadEvent', 'TextEvent', 'TouchEvent', 'DragEvent']
              .map(function (n) { return Object.prototype.toString.call(document.createEvent(n)); }).join()
            """) == "[object TouchEvent],[object BeforeUnloadEvent],[object TextEvent],[object TouchEvent],[object DragEvent]")
    }

    @Test func eventsDispatchLikeAnyOther() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var seen = []; window.addEventListener('hashchange', function (e) { seen.push(e.oldURL + '>' + e.newURL + ':' + e.isTrusted); });
            dispatchEvent(new HashChangeEvent('hashchange', { oldURL: 'a', newURL: 'b' })); seen.join()
            """) == "a>b:false")
    }
}
