/// Facts about HTML elements by local name, from the HTML standard.
public enum HTMLElementKinds {
    /// Elements that have no end tag and no children when serialized.
    ///
    /// https://html.spec.whatwg.org/multipage/syntax.html#void-elements and
    /// https://html.spec.whatwg.org/multipage/parsing.html#serializes-as-void
    public static let void: AtomSet = [
        .area, .base, .br, .col, .embed, .hr, .img, .input, .link, .meta, .source, .track, .wbr,
        .basefont, .bgsound, .frame, .keygen, .param,
    ]

    /// Whether an HTML element with this local name serializes as void.
    @inlinable public static func serializesAsVoid(_ name: Atom) -> Bool { void.contains(name) }

    /// Elements whose text children the serializer writes unescaped (`noscript` too when
    /// scripting is enabled).
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments
    public static let rawTextSerialization: AtomSet = [
        .style, .script, .xmp, .iframe, .noembed, .noframes, .plaintext,
    ]
}

extension HTMLElementKinds {
    /// Listed form-associated elements (those `form.elements` lists; `input type=image` is excluded there).
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#category-listed
    public static let listed: AtomSet = [.button, .fieldset, .input, .object, .output, .select, .textarea]

    /// Whether an element with this name and namespace is a listed form element.
    public static func isListedFormElement(_ name: Atom, namespace: Namespace) -> Bool {
        namespace == .html && listed.contains(name)
    }
}
