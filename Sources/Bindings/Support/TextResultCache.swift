import DOM
import JavaScriptEngine

/// The last long strings `textContent` and `innerText` gave, kept as engine values until
/// the tree changes.
///
/// Scripts read the same element's text again and again with nothing changed in
/// between: `typeof body.innerText === "string" ? body.innerText : …`, or Readability's
/// `el.textContent.trim()` followed by its length. Each read walks the subtree and copies
/// the text three times on the way into the engine, so for long text a second read
/// costs as much as the first. An entry is good while the store versions its getter
/// depends on stay where they were: the child lists and character data for
/// `textContent`, and for `innerText` the attributes (inline `style`, `hidden`, classes)
/// and the style sheets as well (CSSOM edits, `disabled`, the viewport).
///
/// Only strings of at least ``minimumLength`` UTF-8 bytes are kept: for short ones,
/// protecting the value would cost about as much as making it again.
struct TextResultCache {
    /// Which getter a result came from.
    enum Getter {
        case textContent
        case innerText
    }

    /// The shortest text kept, in UTF-8 bytes.
    static let minimumLength = 512
    /// How many results are kept; the oldest goes first.
    private static let capacity = 8

    private struct Entry {
        var node: NodeID
        var getter: Getter
        var childListVersion: UInt64
        var characterDataVersion: UInt64
        var attributeVersion: UInt64
        var styleSheetVersion: UInt64
        var value: JSValue
    }

    private var entries: [Entry] = []
    private var nextSlot = 0

    /// The value `getter` gave for `node`, if it is kept and the tree has not changed
    /// in a way that could change it.
    func value(of getter: Getter, for node: NodeID, in store: NodeStore) -> JSValue? {
        for entry in entries where entry.node == node && entry.getter == getter {
            guard entry.childListVersion == store.childListVersion,
                entry.characterDataVersion == store.characterDataVersion,
                getter == .textContent
                    || (entry.attributeVersion == store.attributeVersion && entry.styleSheetVersion == store.styleSheetVersion)
            else { return nil }
            return entry.value
        }
        return nil
    }

    /// Keeps `value`, which `getter` gave for `node` just now, protecting it from
    /// garbage collection until it is replaced or ``releaseAll(in:)``.
    mutating func keep(_ value: JSValue, of getter: Getter, for node: NodeID, in store: NodeStore, context: JSContext) {
        let entry = Entry(
            node: node, getter: getter, childListVersion: store.childListVersion,
            characterDataVersion: store.characterDataVersion, attributeVersion: store.attributeVersion,
            styleSheetVersion: store.styleSheetVersion, value: value)
        value.protect(in: context)
        if let index = entries.firstIndex(where: { $0.node == node && $0.getter == getter }) {
            entries[index].value.unprotect(in: context)
            entries[index] = entry
        } else if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[nextSlot].value.unprotect(in: context)
            entries[nextSlot] = entry
            nextSlot = (nextSlot + 1) % Self.capacity
        }
    }

    /// Lets every kept value go; call before the context is released.
    mutating func releaseAll(in context: JSContext) {
        for entry in entries { entry.value.unprotect(in: context) }
        entries.removeAll()
        nextSlot = 0
    }
}

extension Realm {
    /// The string value of `getter` for `node`: kept from an earlier call when the tree
    /// has not changed since, otherwise `text()` made into an engine string (and kept
    /// when long). `text()` gives nil for null.
    func textResult(_ getter: TextResultCache.Getter, of node: NodeID, _ text: () -> String?) -> JSValue {
        if let kept = textResults.value(of: getter, for: node, in: store) { return kept }
        guard let string = text() else { return context.null }
        return keepingLong(context.string(string), utf8Count: string.utf8.count, of: getter, for: node)
    }

    /// `node.textContent`, kept like ``textResult(_:of:_:)`` keeps it, but made from the
    /// tree's text pieces straight into the engine's string: the text is copied once on
    /// the way in, where joining a Swift string first copied it once more.
    func textContentResult(of node: NodeID) -> JSValue {
        if let kept = textResults.value(of: .textContent, for: node, in: store) { return kept }
        guard let utf8Count = store.textContentUTF8Count(of: node) else { return context.null }
        let store = self.store
        let value = context.string(utf8Count: utf8Count) { store.forEachTextContentPiece(of: node, $0) }
        return keepingLong(value, utf8Count: utf8Count, of: .textContent, for: node)
    }

    /// `value`, kept as `getter`'s result for `node` when it is long enough to be worth it.
    private func keepingLong(
        _ value: JSValue, utf8Count: Int, of getter: TextResultCache.Getter, for node: NodeID
    ) -> JSValue {
        if utf8Count >= TextResultCache.minimumLength {
            textResults.keep(value, of: getter, for: node, in: store, context: context)
        }
        return value
    }
}
