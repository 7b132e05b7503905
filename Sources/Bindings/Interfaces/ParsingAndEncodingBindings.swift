import DOM
import HTMLParsing
import JavaScriptEngine
import WHATWGEncoding

/// The payload of objects with no state of their own (`DOMParser`, `XMLSerializer`, `TextEncoder`).
final class StatelessPayload: Payload {}

/// The payload of a `TextDecoder`.
final class TextDecoderPayload: Payload {
    let encoding: Encoding
    let fatal: Bool
    let ignoreBOM: Bool

    init(realm: Realm, encoding: Encoding, fatal: Bool, ignoreBOM: Bool) {
        self.encoding = encoding
        self.fatal = fatal
        self.ignoreBOM = ignoreBOM
        super.init(realm: realm)
    }
}

extension InterfaceDefinition {
    /// `DOMParser`: `parseFromString` makes a new document with the HTML parser.
    ///
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-parsing-and-serialization
    static let domParser: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "DOMParser")
        definition.finalize = releaseOnFinalize
        definition.constructor = { c, f, t, n, a, e in
            globalFunction(c, f, t, n, a, e) { _, realm in realm.makeObject("DOMParser", payload: StatelessPayload(realm: realm)).value }
        }
        definition.methods = [
            NativeMethod("parseFromString") { c, f, t, n, a, e in
                payloadOperation(c, f, t, n, a, e, InterfaceRegistry.shared.jsClass("DOMParser"), "parseFromString", as: StatelessPayload.self) {
                    call, parser in
                    let realm = parser.realm
                    let markup = try call.requiredString(0, "DOMParser.parseFromString")
                    let type = try call.requiredString(1, "DOMParser.parseFromString")
                    let supported = ["text/html", "text/xml", "application/xml", "application/xhtml+xml", "image/svg+xml"]
                    guard supported.contains(type) else {
                        throw BindingError.typeError("'\(type)' is not a valid DOMParserSupportedType")
                    }
                    let store = realm.store
                    let document = store.createDocument(url: realm.documentURL, characterSet: "UTF-8", contentType: type)
                    // The parsed document's scripts never run, as if scripting were disabled.
                    store.updateDocumentState(document) { $0.scriptingEnabled = false }
                    HTMLParser.parseDocument(markup, into: store, document: document)
                    return realm.wrap(document).value
                }
            }
        ]
        return definition
    }()

    /// `XMLSerializer`.
    ///
    /// https://w3c.github.io/DOM-Parsing/#the-xmlserializer-interface
    static let xmlSerializer: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "XMLSerializer")
        definition.finalize = releaseOnFinalize
        definition.constructor = { c, f, t, n, a, e in
            globalFunction(c, f, t, n, a, e) { _, realm in realm.makeObject("XMLSerializer", payload: StatelessPayload(realm: realm)).value }
        }
        definition.methods = [
            NativeMethod("serializeToString") { c, f, t, n, a, e in
                payloadOperation(c, f, t, n, a, e, InterfaceRegistry.shared.jsClass("XMLSerializer"), "serializeToString", as: StatelessPayload.self) {
                    call, serializer in
                    let node = try call.node(0, in: serializer.realm, "XMLSerializer.serializeToString", parameter: "root")
                    return serializer.realm.context.string(XMLNodeSerializer(store: serializer.realm.store).serialize(node))
                }
            }
        ]
        return definition
    }()

    /// `TextEncoder` (UTF-8).
    ///
    /// https://encoding.spec.whatwg.org/#interface-textencoder
    static let textEncoder: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "TextEncoder")
        definition.finalize = releaseOnFinalize
        definition.constructor = { c, f, t, n, a, e in
            globalFunction(c, f, t, n, a, e) { _, realm in realm.makeObject("TextEncoder", payload: StatelessPayload(realm: realm)).value }
        }
        definition.properties = [
            NativeProperty("encoding", get: { context, object, _, exception in
                payloadGetter(object, exception, as: StatelessPayload.self) { encoder in encoder.realm.context.string("utf-8") }
            })
        ]
        definition.methods = [
            NativeMethod("encode") { c, f, t, n, a, e in
                payloadOperation(c, f, t, n, a, e, InterfaceRegistry.shared.jsClass("TextEncoder"), "encode", as: StatelessPayload.self) {
                    call, encoder in
                    let text = call.has(0) ? try call.string(0) : ""
                    return try encoder.realm.context.makeUint8Array(Array(text.utf8)).value
                }
            },
            // https://encoding.spec.whatwg.org/#dom-textencoder-encodeinto: the UTF-8 of as many whole
            // code points of `source` as fit (a lone surrogate is U+FFFD), and how many UTF-16 code
            // units were read and bytes written.
            NativeMethod("encodeInto") { c, f, t, n, a, e in
                payloadOperation(c, f, t, n, a, e, InterfaceRegistry.shared.jsClass("TextEncoder"), "encodeInto", as: StatelessPayload.self) {
                    call, encoder in
                    let context = encoder.realm.context
                    try call.requireArguments(2, "TextEncoder.encodeInto")
                    let source = try call.string(0)
                    guard call[1].isUint8Array(in: context), let destination = call[1].asObject(in: context) else {
                        throw BindingError.typeError("Argument 2 ('destination') to TextEncoder.encodeInto must be an instance of Uint8Array")
                    }
                    let capacity = destination.typedArrayByteLength(in: context)
                    var bytes: [UInt8] = []
                    var read = 0
                    for scalar in source.unicodeScalars {
                        let encoded = Array(String(scalar).utf8)
                        guard bytes.count + encoded.count <= capacity else { break }
                        bytes += encoded
                        read += scalar.utf16.count
                    }
                    destination.writeTypedArrayBytes(bytes, in: context)
                    return try context.makeObject(dataProperties: [
                        ("read", context.number(read)), ("written", context.number(bytes.count)),
                    ]).value
                }
            },
        ]
        return definition
    }()

    /// `TextDecoder`: every encoding of the Encoding Standard.
    ///
    /// https://encoding.spec.whatwg.org/#interface-textdecoder
    static let textDecoder: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "TextDecoder")
        definition.finalize = releaseOnFinalize
        definition.constructor = { c, f, t, n, a, e in
            globalFunction(c, f, t, n, a, e) { call, realm in
                let label = call.has(0) ? try call.string(0) : "utf-8"
                guard let encoding = Encoding(label: label), encoding != .replacement else {
                    throw BindingError.rangeError("The encoding label provided ('\(label)') is invalid.")
                }
                let options = call[1].asObject(in: realm.context)
                let fatal = try options?.property("fatal", in: realm.context).toBoolean(in: realm.context) ?? false
                let ignoreBOM = try options?.property("ignoreBOM", in: realm.context).toBoolean(in: realm.context) ?? false
                let payload = TextDecoderPayload(realm: realm, encoding: encoding, fatal: fatal, ignoreBOM: ignoreBOM)
                return realm.makeObject("TextDecoder", payload: payload).value
            }
        }
        definition.properties = [
            NativeProperty("encoding", get: { context, object, _, exception in
                payloadGetter(object, exception, as: TextDecoderPayload.self) { decoder in
                    decoder.realm.context.string(asciiLowercase(decoder.encoding.name))
                }
            }),
            NativeProperty("fatal", get: { context, object, _, exception in
                payloadGetter(object, exception, as: TextDecoderPayload.self) { decoder in decoder.realm.context.boolean(decoder.fatal) }
            }),
            NativeProperty("ignoreBOM", get: { context, object, _, exception in
                payloadGetter(object, exception, as: TextDecoderPayload.self) { decoder in decoder.realm.context.boolean(decoder.ignoreBOM) }
            }),
        ]
        definition.methods = [
            // https://encoding.spec.whatwg.org/#dom-textdecoder-decode
            NativeMethod("decode") { c, f, t, n, a, e in
                payloadOperation(c, f, t, n, a, e, InterfaceRegistry.shared.jsClass("TextDecoder"), "decode", as: TextDecoderPayload.self) {
                    call, decoder in
                    let context = decoder.realm.context
                    var bytes: [UInt8] = []
                    if call.has(0) {
                        guard let object = call[0].asObject(in: context), let kind = call[0].binaryKind(in: context) else {
                            throw BindingError.typeError("Argument 1 ('input') to TextDecoder.decode must be an ArrayBuffer or ArrayBufferView")
                        }
                        bytes = kind == .arrayBuffer ? object.arrayBufferBytes(in: context) : object.typedArrayBytes(in: context)
                    }
                    return context.string(try decoder.decode(bytes))
                }
            }
        ]
        return definition
    }()
}

extension TextDecoderPayload {
    /// Decodes `bytes`, dropping a byte order mark for this encoding unless `ignoreBOM`.
    func decode(_ bytes: [UInt8]) throws -> String {
        var bytes = bytes
        if !ignoreBOM, let bom = bytes.withUnsafeBytes({ Encoding.sniffBOM($0) }), bom.encoding == encoding {
            bytes.removeFirst(bom.bomLength)
        }
        if fatal {
            let valid = encoding == .utf8 ? bytes.withUnsafeBytes { isValidUTF8($0) } : !encoding.decode(bytes).contains("\u{FFFD}")
            guard valid else { throw BindingError.typeError("The encoded data was not valid \(encoding.name).") }
        }
        return encoding.decode(bytes)
    }
}
