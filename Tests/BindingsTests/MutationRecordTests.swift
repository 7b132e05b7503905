import Bindings
import Testing

/// `MutationRecord` objects, as WebKit makes them (`../shared/tools/webkit-oracle`).
@Suite struct MutationRecordTests {
    static let page = "<!DOCTYPE html><html><body><p>text</p></body></html>"

    /// https://dom.spec.whatwg.org/#interface-mutationrecord
    @Test func recordsAreMutationRecordsWithTheirMembersOnThePrototype() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var mo = new MutationObserver(function () {});
            mo.observe(document.body, { childList: true, attributes: true, attributeOldValue: true, subtree: true });
            document.body.setAttribute('data-x', '1'); document.body.appendChild(document.createElement('i'));
            var records = mo.takeRecords(), r = records[0], r2 = records[1];
            [String(r), r instanceof MutationRecord, Object.keys(r).length, Object.getOwnPropertyNames(r).length, JSON.stringify(r),
             r2.addedNodes === r2.addedNodes, String(r2.addedNodes), r2.addedNodes[0].nodeName,
             [r.type, r.attributeName, r.attributeNamespace, r.oldValue, r.previousSibling, r2.type, r2.previousSibling.nodeName].join('/')
            ].join('|')
            """) == "[object MutationRecord]|true|0|0|{}|true|[object NodeList]|I|attributes/data-x////childList/P")
        #expect(fixture.evaluate("Object.getOwnPropertyNames(MutationRecord.prototype).join()")
            == "constructor,type,target,addedNodes,removedNodes,previousSibling,nextSibling,attributeName,attributeNamespace,oldValue")
        #expect(fixture.evaluate("new MutationRecord()") == "throws TypeError: Illegal constructor")
        #expect(fixture.evaluate("Object.getOwnPropertyDescriptor(MutationRecord.prototype, 'type').get.call({})")
            == "throws TypeError: The MutationRecord.type getter can only be used on instances of MutationRecord")
    }

    @Test func observersReceiveThemAsynchronously() throws {
        let fixture = try RealmFixture(Self.page)
        _ = fixture.evaluate("""
            var seen = [];
            new MutationObserver(function (records) { seen.push(records.map(function (r) { return String(r) + ':' + r.type; }).join()); })
              .observe(document.body, { childList: true });
            document.body.appendChild(document.createElement('b'));
            """)
        #expect(fixture.evaluate("seen.join()") == "[object MutationRecord]:childList")
    }
}
