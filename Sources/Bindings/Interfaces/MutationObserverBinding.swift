import DOM
import JavaScriptEngine

/// What one `observe(target, options)` asked for.
///
/// https://dom.spec.whatwg.org/#dictdef-mutationobserverinit
struct MutationObserverOptions {
    var childList = false
    var attributes = false
    var characterData = false
    var subtree = false
    var attributeOldValue = false
    var characterDataOldValue = false
    var attributeFilter: Set<String>?
}

/// One queued mutation record, before it becomes a JavaScript object.
struct PendingMutationRecord {
    enum Kind: String {
        case childList, attributes, characterData
    }

    var kind: Kind
    var target: NodeID
    var attributeName: String?
    var oldValue: String?
    var addedNodes: [NodeID] = []
    var removedNodes: [NodeID] = []
    var previousSibling: NodeID?
    var nextSibling: NodeID?
}

/// The payload of a `MutationObserver`.
final class MutationObserverPayload: Payload {
    /// The callback, kept alive by the realm.
    let callback: JSObject
    /// The observer's JavaScript object, set once made (for the callback's second argument).
    var object: JSObject?
    var records: [PendingMutationRecord] = []
    /// The nodes it observes, and how.
    var registrations: [NodeID: MutationObserverOptions] = [:]

    init(realm: Realm, callback: JSObject) {
        self.callback = callback
        super.init(realm: realm)
    }
}

/// Queues mutation records for registered observers and delivers them in a microtask.
///
/// https://dom.spec.whatwg.org/#queueing-a-mutation-record
final class MutationObserverCenter: NodeStoreObserver {
    unowned(unsafe) let realm: Realm
    /// Observers with registrations, kept alive while they observe something.
    var observers: [MutationObserverPayload] = []
    private var deliveryQueued = false

    init(realm: Realm) { self.realm = realm }

    func childListChanged(
        _ parent: NodeID, added: [NodeID], removed: [NodeID], previousSibling: NodeID?, nextSibling: NodeID?
    ) {
        queue(
            PendingMutationRecord(
                kind: .childList, target: parent, addedNodes: added, removedNodes: removed, previousSibling: previousSibling,
                nextSibling: nextSibling))
    }

    func attributeChanged(_ element: NodeID, name: Atom, oldValue: String?) {
        queue(
            PendingMutationRecord(
                kind: .attributes, target: element, attributeName: realm.store.atoms.name(of: name), oldValue: oldValue))
    }

    func characterDataReplaced(_ node: NodeID, offset: Int, count: Int, insertedLength: Int, oldValue: String) {
        queue(PendingMutationRecord(kind: .characterData, target: node, oldValue: oldValue))
    }

    /// https://dom.spec.whatwg.org/#queue-a-mutation-record
    private func queue(_ record: PendingMutationRecord) {
        guard !observers.isEmpty else { return }
        var interested: [(MutationObserverPayload, String?)] = []
        var node: NodeID? = record.target
        while let current = node {
            for observer in observers {
                guard let options = observer.registrations[current] else { continue }
                if current != record.target && !options.subtree { continue }
                switch record.kind {
                case .attributes:
                    guard options.attributes else { continue }
                    if let filter = options.attributeFilter, let name = record.attributeName, !filter.contains(name) { continue }
                case .characterData:
                    guard options.characterData else { continue }
                case .childList:
                    guard options.childList else { continue }
                }
                let keepsOldValue = record.kind == .attributes ? options.attributeOldValue
                    : (record.kind == .characterData ? options.characterDataOldValue : false)
                if let index = interested.firstIndex(where: { $0.0 === observer }) {
                    if keepsOldValue { interested[index].1 = record.oldValue }
                } else {
                    interested.append((observer, keepsOldValue ? record.oldValue : nil))
                }
            }
            node = realm.store.parent(of: current)
        }
        for (observer, oldValue) in interested {
            var copy = record
            copy.oldValue = oldValue
            observer.records.append(copy)
        }
        if !interested.isEmpty { queueDelivery() }
    }

    /// https://dom.spec.whatwg.org/#queue-a-mutation-observer-compound-microtask
    private func queueDelivery() {
        guard !deliveryQueued else { return }
        deliveryQueued = true
        let context = realm.context
        let builtins = realm.builtins!
        let deliver = realm.makeFunction(name: "") { [unowned(unsafe) self] call in
            self.deliveryQueued = false
            try self.notify()
            return call.context.undefined
        }
        guard
            let settled = try? builtins.promiseResolve.call(this: builtins.promiseConstructor, arguments: [], in: context)
                .asObject(in: context)
        else { return }
        _ = try? builtins.promiseThen.call(this: settled, arguments: [deliver.value], in: context)
    }

    /// https://dom.spec.whatwg.org/#notify-mutation-observers
    /// Throws only the watchdog's termination, which ends the delivery.
    private func notify() throws(JSException) {
        for observer in observers where !observer.records.isEmpty {
            let records = observer.records
            observer.records.removeAll()
            do {
                let list = try realm.mutationRecordArray(records)
                let arguments = [list.value, observer.object?.value ?? realm.context.undefined]
                _ = try realm.withCallbackStage(.mutationObserver) { () throws(JSException) in
                    try observer.callback.call(this: observer.object, arguments: arguments, in: realm.context)
                }
            } catch {
                if error.isTermination { throw error }
                realm.reportUncaught(error)
            }
        }
    }
}

extension Realm {
    /// JavaScript `MutationRecord` objects for `records` (made by the mutation records
    /// standard object group).
    func mutationRecordArray(_ records: [PendingMutationRecord]) throws(JSException) -> JSObject {
        let make = try standardFunction("makeMutationRecord", in: .mutationRecords)
        var values: [JSValue] = []
        for record in records {
            let members = [
                context.string(record.kind.rawValue), wrap(record.target).value,
                (try? staticNodeList(record.addedNodes).value) ?? context.null,
                (try? staticNodeList(record.removedNodes).value) ?? context.null, wrap(record.previousSibling), wrap(record.nextSibling),
                context.stringOrNull(record.attributeName), context.null, context.stringOrNull(record.oldValue),
            ]
            values.append(try make.call(this: nil, arguments: members, in: context))
        }
        return try context.makeArray(values)
    }

    /// The realm's mutation observer center, registered with the store on first use.
    var mutationObservers: MutationObserverCenter {
        if let center = mutationObserverCenter { return center }
        let center = MutationObserverCenter(realm: self)
        mutationObserverCenter = center
        store.addObserver(center)
        return center
    }
}

extension InterfaceDefinition {
    /// `MutationObserver`.
    ///
    /// https://dom.spec.whatwg.org/#interface-mutationobserver
    static let mutationObserver: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "MutationObserver")
        definition.finalize = releaseOnFinalize
        definition.constructorLength = 1
        definition.constructor = { c, f, t, n, a, e in
            globalFunction(c, f, t, n, a, e) { call, realm in
                guard let callback = call[0].asObject(in: realm.context), callback.isFunction(in: realm.context) else {
                    throw BindingError.typeError("Argument 1 ('callback') to the MutationObserver constructor must be a function")
                }
                realm.keepAlive(callback.value)
                let payload = MutationObserverPayload(realm: realm, callback: callback)
                let object = realm.makeObject("MutationObserver", payload: payload)
                payload.object = object
                realm.keepAlive(object.value)
                return object.value
            }
        }
        definition.methods = [
            // https://dom.spec.whatwg.org/#dom-mutationobserver-observe
            NativeMethod("observe") { c, f, t, n, a, e in
                observerOperation(c, f, t, n, a, e, "observe") { call, observer in
                    let realm = observer.realm
                    let target = try call.node(0, in: realm, "MutationObserver.observe", parameter: "target")
                    let options = try realm.mutationObserverOptions(call[1])
                    observer.registrations[target] = options
                    let center = realm.mutationObservers
                    if !center.observers.contains(where: { $0 === observer }) { center.observers.append(observer) }
                    return realm.context.undefined
                }
            },
            NativeMethod("disconnect") { c, f, t, n, a, e in
                observerOperation(c, f, t, n, a, e, "disconnect") { _, observer in
                    observer.registrations.removeAll()
                    observer.records.removeAll()
                    observer.realm.mutationObservers.observers.removeAll { $0 === observer }
                    return observer.realm.context.undefined
                }
            },
            NativeMethod("takeRecords") { c, f, t, n, a, e in
                observerOperation(c, f, t, n, a, e, "takeRecords") { _, observer in
                    let records = observer.records
                    observer.records.removeAll()
                    return try observer.realm.mutationRecordArray(records).value
                }
            },
        ]
        return definition
    }()
}

extension Realm {
    /// Reads and checks `observe`'s options.
    ///
    /// https://dom.spec.whatwg.org/#dom-mutationobserver-observe (steps 1-6)
    func mutationObserverOptions(_ value: JSValue) throws -> MutationObserverOptions {
        var options = MutationObserverOptions()
        guard let object = value.asObject(in: context) else {
            throw BindingError.typeError("The options object must set at least one of 'attributes', 'characterData', or 'childList' to true.")
        }
        func flag(_ name: String) throws -> Bool? {
            let member = try object.property(name, in: context)
            return member.isUndefined(in: context) ? nil : member.toBoolean(in: context)
        }
        options.childList = try flag("childList") ?? false
        options.subtree = try flag("subtree") ?? false
        let attributeOldValue = try flag("attributeOldValue")
        let characterDataOldValue = try flag("characterDataOldValue")
        let filterValue = try object.property("attributeFilter", in: context)
        if let filter = filterValue.asObject(in: context) {
            let count = WebIDLIntegers.length(try filter.property("length", in: context).toNumber(in: context))
            options.attributeFilter = Set(try (0..<count).map { try filter.property(at: $0, in: context).toString(in: context) })
        }
        var attributes = try flag("attributes")
        var characterData = try flag("characterData")
        if attributes == nil && (attributeOldValue != nil || options.attributeFilter != nil) { attributes = true }
        if characterData == nil && characterDataOldValue != nil { characterData = true }
        options.attributes = attributes ?? false
        options.characterData = characterData ?? false
        options.attributeOldValue = attributeOldValue ?? false
        options.characterDataOldValue = characterDataOldValue ?? false
        guard options.childList || options.attributes || options.characterData else {
            throw BindingError.typeError("The options object must set at least one of 'attributes', 'characterData', or 'childList' to true.")
        }
        if options.attributeOldValue && !options.attributes {
            throw BindingError.typeError("The options object may only set 'attributeOldValue' to true when 'attributes' is true or not present.")
        }
        if options.attributeFilter != nil && !options.attributes {
            throw BindingError.typeError("The options object may only set 'attributeFilter' when 'attributes' is true or not present.")
        }
        if options.characterDataOldValue && !options.characterData {
            throw BindingError.typeError("The options object may only set 'characterDataOldValue' to true when 'characterData' is true or not present.")
        }
        return options
    }
}

@inline(__always)
private func observerOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, MutationObserverPayload) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("MutationObserver"), name,
        as: MutationObserverPayload.self, body)
}
