import Testing

/// The constraint validation API of form controls and forms. Expected values are what
/// WebKit gives (`../shared/tools/webkit-oracle`).
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-constraint-validation-api
@Suite struct ConstraintValidationTests {
    static let page = """
        <!DOCTYPE html><html><body><form id=f><input id=r required><input id=e type=email value="bad">
        <input id=u type=url value="nope"><input id=p pattern="[0-9]+" value="ab"><input id=ok value=x>
        <input id=tl maxlength=2 value=abc><select id=s required><option value="">-</option><option>a</option></select>
        <textarea id=t required></textarea><input id=d disabled required><input id=h type=hidden required>
        <input id=ro readonly required><input id=cb type=checkbox required><fieldset id=fs></fieldset></form></body></html>
        """

    @Test func validityWillValidateAndMessages() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var names = ['valueMissing', 'typeMismatch', 'patternMismatch', 'tooLong', 'tooShort', 'customError', 'valid'];
            ['r', 'e', 'u', 'p', 'ok', 'tl', 's', 't', 'd', 'h', 'ro', 'cb', 'fs'].map(function (id) {
              var el = document.getElementById(id), v = el.validity;
              return id + ':' + names.filter(function (n) { return v[n]; }).join('+') + ':' + el.willValidate + ':' + el.validationMessage;
            }).join(' | ')
            """) == "r:valueMissing:true:Fill out this field | e:typeMismatch:true:Enter an email address | u:typeMismatch:true:Enter a URL | p:patternMismatch:true:Match the requested format | ok:valid:true: | tl:valid:true: | s:valueMissing:true:Select an item in the list | t:valueMissing:true:Fill out this field | d:valid:false: | h:valid:false: | ro:valid:false: | cb:valueMissing:true:Select this checkbox | fs:valid:false:")
        #expect(fixture.evaluate("""
            var r = document.getElementById('r'), v = r.validity; r.value = 'x'; var afterValue = v.valid;
            r.setCustomValidity('no'); var custom = [v.customError, v.valid, r.validationMessage].join(); r.setCustomValidity('');
            [Object.prototype.toString.call(v), v === r.validity, afterValue, custom, v.valid].join(' | ')
            """) == "[object ValidityState] | true | true | true,false,no | true")
    }

    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#statically-validate-the-constraints
    @Test func checkValidityFiresInvalid() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var fired = [];
            document.addEventListener('invalid', function (e) { fired.push(e.target.id + ':' + e.cancelable + ':' + e.bubbles); }, true);
            var one = document.getElementById('r').checkValidity(), ok = document.getElementById('ok').checkValidity(), firstFired = fired.join();
            fired = []; var form = document.getElementById('f').checkValidity();
            var report = (fired = [], document.getElementById('f').reportValidity());
            [one, ok, firstFired, form, report, fired.join()].join(' | ')
            """) == "false | true | r:true:false | false | false | r:true:false,e:true:false,u:true:false,p:true:false,s:true:false,t:true:false,cb:true:false")
    }

    /// https://html.spec.whatwg.org/multipage/input.html#radio-button-group and
    /// https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address-list
    @Test func radioGroupsAndEmailLists() throws {
        let fixture = try RealmFixture("""
            <!DOCTYPE html><form><input id=e type=email multiple value="a@b.c, x@y"><input id=e2 type=email value="a@-b">
            <input type=radio name=g id=g1 required><input type=radio name=g id=g2></form>
            """)
        #expect(fixture.evaluate("""
            var g1 = document.getElementById('g1'), before = g1.validity.valueMissing; document.getElementById('g2').checked = true;
            [before, g1.validity.valueMissing, document.getElementById('e').validity.typeMismatch,
             document.getElementById('e2').validity.typeMismatch].join()
            """) == "true,false,false,true")
    }
}
