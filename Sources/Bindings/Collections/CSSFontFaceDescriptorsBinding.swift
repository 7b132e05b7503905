import JavaScriptEngine

extension InterfaceDefinition {
    /// `CSSFontFaceDescriptors`: an `@font-face` rule's `style`, a `CSSStyleDeclaration`
    /// of descriptors (a ``StylePayload`` of its descriptors). The descriptors that are also
    /// CSS properties (`fontFamily`, `fontWeight`, …) are answered in `CSSStyleDeclaration`;
    /// the others have their attributes here.
    ///
    /// https://drafts.csswg.org/css-fonts-4/#cssfontfacedescriptors
    static let cssFontFaceDescriptors: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSFontFaceDescriptors", parent: "CSSStyleDeclaration")
        // Each attribute reads and sets the descriptor its name spells with dashes.
        let get: NativeGetterCallback = { context, object, name, exception in
            payloadGetter(object, exception, as: StylePayload.self) { style in
                style.realm.context.string(style.value(of: descriptorName(forAttribute: name.map(swiftString) ?? "")))
            }
        }
        let set: NativeSetterCallback = { context, object, name, value, exception in
            payloadSetter(object, value, exception, as: StylePayload.self) { style, value in
                let descriptor = descriptorName(forAttribute: name.map(swiftString) ?? "")
                try style.setProperty(descriptor, value: try value.legacyNullToEmptyString(in: style.realm), important: false)
            }
        }
        definition.properties = ["src", "unicodeRange", "fontDisplay", "fontWidth", "sizeAdjust"].map {
            NativeProperty($0, get: get, set: set)
        }
        return definition
    }()
}

/// The descriptor an attribute names: `unicodeRange` → `unicode-range`.
private func descriptorName(forAttribute attribute: String) -> String {
    var name = ""
    for character in attribute {
        if character.isASCII, character.isUppercase {
            name += "-" + character.lowercased()
        } else {
            name.append(character)
        }
    }
    return name
}

extension InterfaceDefinition {
    /// `CSSPageDescriptors`: an `@page` rule's `style`, a `CSSStyleDeclaration` of its
    /// declarations.
    ///
    /// https://drafts.csswg.org/cssom/#csspagedescriptors
    static let cssPageDescriptors = InterfaceDefinition(name: "CSSPageDescriptors", parent: "CSSStyleDeclaration")
}
