import CSS
import DOM
import Selectors

/// The CSS targets: style sheets and their parts, selectors and XPath.
enum StyleFuzzing {
    /// Reads `text` as a style sheet (serializing each rule), a declaration block, a media
    /// query list and an `@supports` condition.
    static func css(_ text: String) -> Bool {
        let sheet = CSSStyleSheet(text: text, baseURL: PageFuzzing.url.description)
        for rule in sheet.rules { _ = rule.cssText }
        _ = CSSDeclarationBlock(parsing: text).cssText
        _ = MediaQueryList(parsing: text).mediaText
        _ = CSSSupportsCondition.evaluate(text)
        return !sheet.rules.isEmpty
    }

    /// Reads `text` as a selector list and as an XPath expression.
    static func selectors(_ text: String) -> Bool {
        let selectors = (try? SelectorList(parsing: text))?.description
        let expression = try? XPathExpression.parse(text)
        return selectors != nil || expression != nil
    }
}
