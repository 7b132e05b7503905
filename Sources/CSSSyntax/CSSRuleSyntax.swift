/// A rule as CSS Syntax reads it, before anything knows what it means: the parts are
/// ranges of bytes of the ``CSSSource`` it was read from.
///
/// https://www.w3.org/TR/css-syntax-3/#syntax-description
public enum CSSRuleSyntax: Hashable, Sendable {
    /// A qualified rule (a style rule, or a keyframe): its prelude and the contents of
    /// its `{}` block.
    case qualified(prelude: Range<Int>, block: Range<Int>)
    /// An at-rule: its name without `@` (as written), its prelude, and the contents of its
    /// block, or nil when it ended with `;` (or the input ended).
    case atRule(name: String, prelude: Range<Int>, block: Range<Int>?)
}

/// An item of a block's contents (https://www.w3.org/TR/css-syntax-3/#consume-block-contents):
/// a declaration or a nested rule.
public enum CSSBlockItem: Hashable, Sendable {
    case declaration(CSSDeclarationSyntax)
    case rule(CSSRuleSyntax)
}

/// A declaration as CSS Syntax reads it: `name: value !important`.
///
/// https://www.w3.org/TR/css-syntax-3/#consume-declaration
public struct CSSDeclarationSyntax: Hashable, Sendable {
    /// The property name as written (escapes resolved).
    public var name: String
    /// The value's bytes, without the whitespace around it and without `!important`.
    public var value: Range<Int>
    /// Whether the value ended with `!important`.
    public var important: Bool

    /// A declaration with these parts.
    public init(name: String, value: Range<Int>, important: Bool) {
        self.name = name
        self.value = value
        self.important = important
    }
}
