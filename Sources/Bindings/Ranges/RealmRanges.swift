import DOM
import JavaScriptEngine

/// A realm's live ranges and its document's selection, with the JavaScript objects that
/// must stay the same (the `Selection`, and the `Range` the selection holds).
///
/// The realm owns this state. Script `Range` objects hold their ``LiveRange`` (released when
/// collected, possibly after the realm and its store are gone: a live range's release
/// touches neither), and the registry lives as long as any of its ranges.
final class RealmRanges {
    /// Updates every live range of the realm's store.
    let registry: LiveRangeRegistry
    /// The selection of the realm's document (other documents have none: they have no browsing context).
    let selection: Selection
    /// The `Selection` object, made on first use and kept for the realm's life.
    var selectionObject: JSObject?
    /// A plain object the realm keeps alive whose `range` property holds the `Range` object
    /// of the selection's range, so `getRangeAt(0)` returns the same object each time and
    /// an added range's expandos survive garbage collection.
    var selectionRangeHolder: JSObject?

    init(store: NodeStore, document: NodeID) {
        registry = LiveRangeRegistry(store: store)
        selection = Selection(document: document, registry: registry)
    }
}

extension Realm {
    // MARK: - Objects

    /// A new `Range` object for `range`.
    func makeRangeObject(_ range: LiveRange) -> JSObject {
        makeObject("Range", payload: RangePayload(realm: self, range: range))
    }

    /// The live range a value wraps, if it is a `Range` object of this realm.
    func liveRange(from value: JSValue) -> LiveRange? {
        guard value.isObject(of: RangeClasses.range, in: context), let pointer = JSObject(raw: value.raw).privateData,
            let payload = Payload.from(pointer) as? RangePayload, payload.realm === self
        else { return nil }
        return payload.range
    }

    /// The `Selection` object of the realm's document.
    func selectionObject() -> JSObject {
        if let existing = ranges.selectionObject { return existing }
        let object = makeObject("Selection", payload: SelectionPayload(realm: self))
        keepAlive(object.value)
        ranges.selectionObject = object
        return object
    }

    /// The `Range` object of the selection's range (the same object each time while the
    /// range stays the selection's), or null when the selection is empty.
    func selectionRangeObject() throws(JSException) -> JSValue {
        guard let range = ranges.selection.range else { return context.null }
        let holder = selectionRangeHolder()
        let held = try holder.property("range", in: context)
        if liveRange(from: held) === range { return held }
        let object = makeRangeObject(range)
        try holder.setProperty("range", object.value, in: context)
        return object.value
    }

    /// Records `object` as the `Range` object of the selection's range (after `addRange`).
    func holdSelectionRangeObject(_ object: JSValue) throws(JSException) {
        try selectionRangeHolder().setProperty("range", object, in: context)
    }

    private func selectionRangeHolder() -> JSObject {
        if let holder = ranges.selectionRangeHolder { return holder }
        let holder = context.makeObject()
        keepAlive(holder.value)
        ranges.selectionRangeHolder = holder
        return holder
    }
}
