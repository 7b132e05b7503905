import CSSSyntax

/// `@font-face`: its descriptors (`style`), read the first time they are needed.
///
/// https://drafts.csswg.org/css-fonts-4/#cssfontfacerule
public final class CSSFontFaceRule: CSSRule {
    /// The descriptors.
    public var style: CSSFontFaceDescriptors {
        if let parsed { return parsed }
        let descriptors = pending.map { CSSFontFaceDescriptors(parsing: $0.source, range: $0.block) }
            ?? CSSFontFaceDescriptors(parsing: CSSSource(""), range: 0..<0)
        descriptors.onChange = { [weak self] in self?.noteChange() }
        parsed = descriptors
        pending = nil
        return descriptors
    }
    private var parsed: CSSFontFaceDescriptors?
    private var pending: (source: CSSSource, block: Range<Int>)?

    init(source: CSSSource, block: Range<Int>) {
        pending = (source, block)
        super.init(kind: .fontFace)
    }

    /// As WebKit writes it: `@font-face { font-family: a; src: url("a.woff"); }`.
    public override var cssText: String {
        let body = style.cssText
        return body.isEmpty ? "@font-face { }" : "@font-face { \(body) }"
    }
}
