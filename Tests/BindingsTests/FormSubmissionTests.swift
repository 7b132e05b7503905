import Testing

@testable import Bindings

/// Form submission and reset: `submit()`, `requestSubmit()`, `reset()`, submit and reset
/// buttons, and the navigation each submission plans (recorded, never followed). Event
/// orders and URLs are what WebKit gives (`../shared/tools/webkit-oracle`, whose
/// `blockedNavigations` shows the last navigation a page asked for).
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-submission-algorithm
@Suite struct FormSubmissionTests {
    static let page = """
        <!DOCTYPE html><html><body>
        <form id="f" action="/login?x=1#top" method="get"><input name="user" value="u0">
        <input type="password" name="pw" required><input type="checkbox" name="keep" value="yes" checked>
        <textarea name="note">default note</textarea>
        <select name="s"><option value="a">A</option><option value="b" selected>B</option></select>
        <input type="file" name="up"><button id="go" name="act" value="go">Go</button><input type="reset" id="rst">
        <input type="image" name="img" src="i.png"></form>
        <form id="p" action="post.php" method="post"><input name="q" value="a b&c">
        <textarea name="t">line1
        line2</textarea><input type="submit" id="ps" name="which" value="P" formaction="/other">
        <button id="nv" formnovalidate formmethod="get" formaction="/nv">NV</button></form>
        <form id="m" action="mailto:someone@example.com?subject=hi" method="post" enctype="text/plain">
        <input name="body" value="x y"><button id="mail">Mail</button></form>
        </body></html>
        """

    /// Every navigation the page asked for, one line each.
    static func requests(_ fixture: RealmFixture) -> [String] { fixture.realm.navigationRequests.map(\.summary) }

    /// A log of `submit`, `reset` and `invalid` events, kept in `window.log`.
    static let logger = """
        var log = [];
        document.addEventListener('submit', function (e) {
          log.push('submit ' + e.target.id + ' by ' + (e.submitter ? e.submitter.id || e.submitter.name : null) + ' ' +
            e.constructor.name + ' ' + e.bubbles + ' ' + e.cancelable);
        });
        document.addEventListener('reset', function (e) { log.push('reset ' + e.target.id + ' ' + e.constructor.name); });
        document.addEventListener('invalid', function (e) { log.push('invalid ' + e.target.name); }, true);
        """

    @Test func requestSubmitValidatesFiresSubmitAndPutsTheEntriesInTheQuery() throws {
        let fixture = try RealmFixture(Self.page, url: "http://example.com/dir/page.html")
        #expect(fixture.evaluate(Self.logger + """
            var f = document.getElementById('f'); f.user.value = 'bob';
            f.requestSubmit(); log.push('not submitted');
            f.pw.value = 'pw';
            try { f.requestSubmit(document.getElementById('ps')); } catch (e) { log.push(e.name + ': ' + e.message); }
            try { f.requestSubmit(document.getElementById('rst')); } catch (e) { log.push(e.name + ': ' + e.message); }
            f.requestSubmit(document.getElementById('go'));
            log.join(' | ')
            """) == "invalid pw | not submitted | NotFoundError: The specified element is not owned by this form element. | TypeError: The specified element is not a submit button. | submit f by go SubmitEvent true true")
        #expect(Self.requests(fixture) == [
            "submit GET http://example.com/login?user=bob&pw=pw&keep=yes&note=default+note&s=b&up=&act=go#top"
        ])
    }

    @Test func submitSkipsValidationAndTheSubmitEvent() throws {
        let fixture = try RealmFixture(Self.page, url: "http://example.com/dir/page.html")
        #expect(fixture.evaluate(Self.logger + "document.getElementById('f').submit(); log.join()") == "")
        #expect(Self.requests(fixture) == [
            "submit GET http://example.com/login?user=u0&pw=&keep=yes&note=default+note&s=b&up=#top"
        ])
    }

    @Test func submitButtonsSubmitTheirFormWhenClicked() throws {
        let fixture = try RealmFixture(Self.page, url: "http://example.com/dir/page.html")
        #expect(fixture.evaluate(Self.logger + """
            document.getElementById('ps').click();
            document.querySelector('input[type=image]').click();
            document.getElementById('nv').click();
            log.join(' | ')
            """) == "submit p by ps SubmitEvent true true | invalid pw | submit p by nv SubmitEvent true true")
        #expect(Self.requests(fixture) == [
            "submit POST http://example.com/other application/x-www-form-urlencoded q=a+b%26c&t=line1%0D%0Aline2&which=P",
            "submit GET http://example.com/nv?q=a+b%26c&t=line1%0D%0Aline2",
        ])
    }

    @Test func aCanceledSubmitEventOrADetachedFormSubmitsNothing() throws {
        let fixture = try RealmFixture(Self.page, url: "http://example.com/dir/page.html")
        #expect(fixture.evaluate("""
            document.addEventListener('submit', function (e) { e.preventDefault(); });
            var f = document.getElementById('f'); f.pw.value = 'x'; document.getElementById('go').click();
            var p = document.getElementById('p'); p.remove(); p.submit(); p.requestSubmit();
            'done'
            """) == "done")
        #expect(Self.requests(fixture) == [])
    }

    @Test func mailtoActionsPutTheEntriesInTheMailURL() throws {
        let fixture = try RealmFixture(Self.page, url: "http://example.com/dir/page.html")
        _ = fixture.evaluate("var m = document.getElementById('m'); m.requestSubmit(); m.method = 'get'; m.submit();")
        #expect(Self.requests(fixture) == [
            "submit GET mailto:someone@example.com?subject=hi&body=body%3Dx%20y%0D%0A",
            "submit GET mailto:someone@example.com?body=x+y",
        ])
    }

    @Test func postBodiesFollowTheEnctype() throws {
        let fixture = try RealmFixture(Self.page, url: "http://example.com/dir/page.html")
        _ = fixture.evaluate("""
            var p = document.getElementById('p');
            p.enctype = 'text/plain'; p.submit();
            p.enctype = 'multipart/form-data'; p.querySelector('textarea').name = 'a"b'; p.submit();
            """)
        let bodies = fixture.realm.navigationRequests.compactMap(\.body)
        #expect(bodies.map(\.contentType) == ["text/plain", "multipart/form-data; boundary=----appexjsFormBoundary"])
        #expect(bodies.first?.text == "q=a b&c\r\nt=line1\r\nline2\r\n")
        #expect(bodies.last?.text == """
            ------appexjsFormBoundary\r
            Content-Disposition: form-data; name="q"\r
            \r
            a b&c\r
            ------appexjsFormBoundary\r
            Content-Disposition: form-data; name="a%22b"\r
            \r
            line1\r
            line2\r
            ------appexjsFormBoundary--\r\n
            """)
    }

    @Test func resetRestoresDefaultsUnlessCanceled() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(Self.logger + """
            var f = document.getElementById('f');
            function state() { return [f.user.value, f.keep.checked, f.note.value, f.s.value].join('/'); }
            f.user.value = 'alice'; f.keep.checked = false; f.note.value = 'changed'; f.s.value = 'a';
            f.reset(); var afterReset = state();
            f.user.value = 'carol'; document.getElementById('rst').click(); var afterButton = state();
            f.user.value = 'dave'; f.addEventListener('reset', function (e) { e.preventDefault(); }); f.reset();
            log.concat([afterReset, afterButton, state()]).join(' | ')
            """) == "reset f Event | reset f Event | reset f Event | u0/true/default note/b | u0/true/default note/b | dave/true/default note/b")
        #expect(Self.requests(fixture) == [])
    }

    @Test func submissionAttributesReflectAsInWebKit() throws {
        let fixture = try RealmFixture(Self.page, url: "http://example.com/dir/page.html")
        #expect(fixture.evaluate("""
            var b = document.createElement('button'), f = document.createElement('form');
            var missing = [b.formMethod, b.formEnctype, b.formNoValidate, b.formTarget, f.encoding, b.formAction].join();
            b.setAttribute('formmethod', 'POST'); b.setAttribute('formenctype', 'TEXT/plain'); f.setAttribute('enctype', 'bogus');
            var set = [b.formMethod, b.formEnctype, f.encoding].join();
            b.setAttribute('formmethod', 'bogus'); f.encoding = 'text/plain';
            [missing, set, b.formMethod, f.getAttribute('enctype')].join(' | ')
            """) == ",,false,,application/x-www-form-urlencoded,http://example.com/dir/page.html | post,text/plain,application/x-www-form-urlencoded | get | text/plain")
    }

    @Test func submitEventCanBeConstructed() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var b = document.getElementById('go'), e = new SubmitEvent('submit', { submitter: b });
            var error; try { new SubmitEvent('x', { submitter: document }); } catch (x) { error = x.name + ': ' + x.message; }
            [e.submitter === b, e.bubbles, String(new SubmitEvent('x').submitter), 'submitter' in SubmitEvent.prototype, error].join(' | ')
            """) == "true | false | null | true | TypeError: Type error")
    }
}
