import CSSSyntax

/// One longhand or custom property of a declaration block as CSSOM lists it (an entry of
/// WebKit's `StyleProperties`): its declaration for the cascade, and its value as
/// `getPropertyValue` writes it.
///
/// https://drafts.csswg.org/cssom/#css-declaration-blocks
struct CSSPropertyEntry {
    /// What identifies an entry: a block holds one entry per key.
    enum Key: Hashable {
        case property(CSSProperty)
        case custom(String)
    }

    /// The longhand (or custom property), its value and importance.
    var declaration: CSSDeclaration
    /// The value as CSSOM writes it; "" for a longhand of a shorthand holding `var()`.
    var text: String
    /// The shorthand whose whole text the longhand holds, when it was set from a shorthand
    /// this engine keeps whole, or one holding `var()` (WebKit's pending substitution).
    var shorthand: CSSProperty?
    /// That shorthand's text, white space collapsed.
    var shorthandText = ""

    var property: CSSProperty? { declaration.property }
    var customName: String? { declaration.customName }
    var important: Bool { declaration.important }
    var key: Key { declaration.property.map(Key.property) ?? .custom(declaration.customName ?? "") }
    /// The name `item()` gives.
    var name: String { declaration.customName ?? declaration.property?.name ?? "" }

    /// An entry whose text is known (a custom property's, as written).
    init(declaration: CSSDeclaration, text: String, shorthand: CSSProperty?) {
        self.declaration = declaration
        self.text = text
        self.shorthand = shorthand
    }

    /// The entry for a longhand that a declaration of `written` (a longhand or a shorthand)
    /// with value `text` set; `keptWhole` when the shorthand gave each longhand its whole text.
    init(declaration: CSSDeclaration, from written: CSSProperty, text: String, keptWhole: Bool) {
        self.declaration = declaration
        let value = declaration.value
        if written.isShorthand, case .unresolved = value {
            self.text = ""
            shorthand = written
            shorthandText = collapsedWhitespace(text)
        } else if keptWhole {
            self.text = value.serialized
            shorthand = written
            shorthandText = value.serialized
        } else if case .color(let color) = value, let keyword = Self.colorKeyword(color, in: text) {
            self.text = keyword
        } else {
            self.text = value.serialized
        }
    }

    /// The colour keyword of `text` that names `color`, which CSSOM writes as written
    /// (`red`, where `#f00` is written `rgb(255, 0, 0)`).
    private static func colorKeyword(_ color: CSSColor, in text: String) -> String? {
        for token in CSSTokenizer.tokenize(text) {
            guard case .ident(let word) = token.kind else { continue }
            let lowered = asciiLowercased(word)
            if CSSColor.named(lowered) == color { return lowered }
        }
        return nil
    }
}
