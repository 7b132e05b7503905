extension StandardObjectGroup {
    /// `MutationRecord`: what a `MutationObserver` delivers, made by native code
    /// (`makeMutationRecord`) with the record's members, which its prototype's getters read.
    /// As in WebKit, a record has no own properties, and scripts cannot construct one.
    ///
    /// https://dom.spec.whatwg.org/#interface-mutationrecord
    static let mutationRecordsSource = #"""
        (function (native, shared) {
          "use strict";
          // Records are made while mutation observers are notified, which is the runtime's own
          // work: only the engine's functions as they were before any page script ran are used.
          const P = shared.primordials;
          const members = new P.WeakMap();
          const names = ["type", "target", "addedNodes", "removedNodes", "previousSibling", "nextSibling", "attributeName",
            "attributeNamespace", "oldValue"];

          const MutationRecord = shared.interfaceObject("MutationRecord", null);
          for (let i = 0; i < names.length; i++) {
            const name = names[i];
            shared.defineAttribute(MutationRecord.prototype, name, function (object) {
              return shared.attributeState(members, object, "MutationRecord", name)[name];
            });
          }

          // A record of the given members, in the order of `names`.
          const makeMutationRecord = function (...values) {
            const record = P.create(MutationRecord.prototype), fields = { __proto__: null };
            for (let i = 0; i < names.length; i++) fields[names[i]] = values[i];
            P.weakMapSet(members, record, fields);
            return record;
          };
          return { __proto__: null, MutationRecord, makeMutationRecord };
        })
        """#
}
