extension StandardObjectGroup {
    /// `MutationRecord`: what a `MutationObserver` delivers, made by native code
    /// (`makeMutationRecord`) with the record's members, which its prototype's getters read.
    /// As in WebKit, a record has no own properties, and scripts cannot construct one.
    ///
    /// https://dom.spec.whatwg.org/#interface-mutationrecord
    static let mutationRecordsSource = #"""
        (function (native, shared) {
          "use strict";
          const members = new WeakMap();
          const names = ["type", "target", "addedNodes", "removedNodes", "previousSibling", "nextSibling", "attributeName",
            "attributeNamespace", "oldValue"];

          const MutationRecord = shared.interfaceObject("MutationRecord", null);
          for (const name of names) {
            shared.defineAttribute(MutationRecord.prototype, name, function (object) {
              return shared.attributeState(members, object, "MutationRecord", name)[name];
            });
          }

          // A record of the given members, in the order of `names`.
          const makeMutationRecord = function (...values) {
            const record = Object.create(MutationRecord.prototype), fields = {};
            names.forEach(function (name, index) { fields[name] = values[index]; });
            members.set(record, fields);
            return record;
          };
          return { MutationRecord, makeMutationRecord };
        })
        """#
}
