import DOM
import JavaScriptEngine

/// `HTMLCanvasElement`'s operations, for a browser with no rendering: no context type is
/// supported, so `getContext` answers null (as the standard lets a browser do), and the
/// bitmap stays transparent black, which `toDataURL` and `toBlob` serialize as PNG (the
/// one image type every browser must write; the standard lets others fall back to it).
///
/// https://html.spec.whatwg.org/multipage/canvas.html#the-canvas-element
enum CanvasElementMembers {
    /// The largest bitmap, in pixels, that a canvas has (WebKit's limit): a larger canvas
    /// has no pixels to serialize.
    static let maximumArea = 16_384 * 16_384

    static let methods: [NativeMethod] = [
        // https://html.spec.whatwg.org/multipage/canvas.html#dom-canvas-getcontext
        NativeMethod("getContext") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, .htmlCanvasElement, "getContext") {
                call, realm, _ in
                guard call.count > 0 else { throw call.notEnoughArguments("HTMLCanvasElement.getContext", required: 1) }
                _ = try call[0].domString(in: realm)
                return realm.context.null
            }
        },
        // https://html.spec.whatwg.org/multipage/canvas.html#dom-canvas-todataurl
        NativeMethod("toDataURL") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, .htmlCanvasElement, "toDataURL") {
                _, realm, node in
                guard let file = imageFile(of: node, in: realm.store) else { return realm.context.string("data:,") }
                return realm.context.string("data:image/png;base64," + Base64.encode(file))
            }
        },
        // https://html.spec.whatwg.org/multipage/canvas.html#dom-canvas-toblob
        NativeMethod("toBlob") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, .htmlCanvasElement, "toBlob") {
                call, realm, node in
                guard call.count > 0 else { throw call.notEnoughArguments("HTMLCanvasElement.toBlob", required: 1) }
                guard call[0].isFunction(in: realm.context) else {
                    throw BindingError.typeError("Argument 1 ('callback') to HTMLCanvasElement.toBlob must be a function")
                }
                var blob = realm.context.null
                if let file = imageFile(of: node, in: realm.store) {
                    let options = realm.context.makeObject()
                    try options.setProperty("type", realm.context.string("image/png"), in: realm.context)
                    let parts = try realm.context.makeArray([try realm.context.makeUint8Array(file).value])
                    blob = try realm.standardFunction("Blob", in: .blob).construct(arguments: [parts.value, options.value], in: realm.context).value
                }
                // The callback runs in a task of its own, after the serialization.
                _ = realm.eventLoop.add(
                    callback: ProtectedValue(call[0], in: realm.context), arguments: [ProtectedValue(blob, in: realm.context)],
                    delay: 0, repeating: false)
                return realm.context.undefined
            }
        },
    ]

    /// The PNG file of `canvas`'s bitmap, or nil when it has no pixels (a width or height
    /// of 0, or more than ``maximumArea``). Its size is what `width` and `height` read.
    private static func imageFile(of canvas: NodeID, in store: NodeStore) -> [UInt8]? {
        let width = store.unsignedLongAttribute(widthAtom, of: canvas, default: 300)
        let height = store.unsignedLongAttribute(heightAtom, of: canvas, default: 150)
        // Each is at most 2³¹ − 1, so the product cannot overflow.
        guard width > 0, height > 0, width * height <= maximumArea else { return nil }
        return TransparentPNG.file(width: width, height: height)
    }

    private static let widthAtom = Atom.predefined("width")
    private static let heightAtom = Atom.predefined("height")
}
