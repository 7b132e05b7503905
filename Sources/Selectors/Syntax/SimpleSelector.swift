import CSSSyntax

/// One simple selector, the smallest part of a selector
/// (https://www.w3.org/TR/selectors-4/#simple).
///
/// Pseudo-elements are kept here too: they are valid in `querySelector`, but an element
/// never matches them.
enum SimpleSelector: Sendable, Hashable {
    /// A type selector such as `div` or `*|svg`.
    case type(SelectorName)
    /// `*` or `*|*`.
    case universal
    /// `|div` or `|*`: elements in no namespace. The tree interface has no namespaces, so
    /// this matches nothing, as it does for every element an HTML parser makes.
    case noNamespaceType
    /// `#id`.
    case id(String)
    /// `.class`.
    case className(String)
    /// `[name]`, `[name=value]` and the other attribute selectors.
    case attribute(AttributeSelector)
    /// A pseudo-class such as `:first-child` or `:not(…)`.
    case pseudoClass(PseudoClass)
    /// A pseudo-element such as `::before`, by its lowercased name. Matches nothing.
    case pseudoElement(String)
    /// The element that `:has()` is being evaluated for. The parser puts it at the far left
    /// of every relative selector, so `:has(> img)` is matched as `<anchor> > img`.
    case relativeAnchor
}

/// A name from a selector, as written and ASCII-lowercased.
///
/// On HTML elements in HTML documents, local names and attribute names match the
/// lowercased form; elsewhere they match as written
/// (https://html.spec.whatwg.org/multipage/semantics-other.html#case-sensitivity-of-selectors).
struct SelectorName: Sendable, Hashable {
    /// The name as written in the selector, after escapes are resolved.
    var asWritten: String
    /// The name ASCII-lowercased.
    var lowercased: String

    init(_ name: String) {
        asWritten = name
        lowercased = asciiLowercased(name)
    }
}

/// An attribute selector (https://www.w3.org/TR/selectors-4/#attribute-selectors).
struct AttributeSelector: Sendable, Hashable {
    /// The attribute's name.
    var name: SelectorName
    /// The comparison with a value, or `nil` for `[name]`.
    var valueMatch: ValueMatch?

    /// The attributes whose values compare ASCII-case-insensitively on HTML elements,
    /// when no `i` or `s` flag is given
    /// (https://html.spec.whatwg.org/multipage/semantics-other.html#case-sensitivity-of-selectors).
    static let caseInsensitiveHTMLAttributes: Set<String> = [
        "accept", "accept-charset", "align", "alink", "axis", "bgcolor", "charset", "checked",
        "clear", "codetype", "color", "compact", "declare", "defer", "dir", "direction",
        "disabled", "enctype", "face", "frame", "hreflang", "http-equiv", "lang", "language",
        "link", "media", "method", "multiple", "nohref", "noresize", "noshade", "nowrap",
        "readonly", "rel", "rev", "rules", "scope", "scrolling", "selected", "shape", "target",
        "text", "type", "valign", "valuetype", "vlink",
    ]

    /// The part of an attribute selector after its name: `~="value" i`.
    struct ValueMatch: Sendable, Hashable {
        var comparison: AttributeComparison
        var value: String
        var caseSensitivity: AttributeCaseSensitivity
    }
}

/// How an attribute selector compares the value
/// (https://www.w3.org/TR/selectors-4/#attribute-representation,
/// https://www.w3.org/TR/selectors-4/#attribute-substrings).
@usableFromInline
enum AttributeComparison: Sendable, Hashable {
    /// `=`
    case equals
    /// `~=`: one of the whitespace-separated words.
    case includesWord
    /// `|=`: the value, or the value followed by `-`.
    case dashMatch
    /// `^=`
    case prefix
    /// `$=`
    case suffix
    /// `*=`
    case substring
}

/// Whether an attribute value is compared case-sensitively
/// (https://www.w3.org/TR/selectors-4/#attribute-case).
enum AttributeCaseSensitivity: Sendable, Hashable {
    /// No flag: case-sensitive, except for the attributes HTML lists, on HTML elements.
    case documentDefault
    /// The `i` flag.
    case asciiCaseInsensitive
    /// The `s` flag.
    case caseSensitive
}
