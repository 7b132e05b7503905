import ExtensionBundles
import Testing

/// The evaluator, table-driven: a predicate, the shared items it sees, and its answer.
@Suite struct PredicateEvaluatorTests {
    static let webPage = SampleShares.safariWebPage(hasPreprocessingFile: true)
    static let webURL = SampleShares.webURLs()
    static let twoURLs = SampleShares.webURLs(count: 2)
    static let image = SampleShares.images()
    static let pdf = SampleShares.pdfs()
    static let text = SampleShares.text()
    static let nothing = ActivationContext(extensionItems: [])
    static let titled = ActivationContext(extensionItems: [
        ActivationItem(
            attachments: [ActivationAttachment(registeredTypeIdentifiers: ["public.url"])], attributedTitle: "Tide Pools",
            attributedContentText: "Café crème"),
    ])

    static let onePDF = AppleExamples.onePDF
    static let eitherCustomType = AppleExamples.eitherCustomType

    static let customTypes = AppleExamples.customTypes

    /// (predicate, shared items, result).
    static let cases: [(String, ActivationContext, Bool)] = [
        ("TRUEPREDICATE", nothing, true),
        ("FALSEPREDICATE", webPage, false),
        ("extensionItems.@count == 1", webPage, true),
        ("extensionItems.@count == 1", nothing, false),
        ("extensionItems.@count > 0 AND extensionItems.@count < 2", webURL, true),
        ("extensionItems[SIZE] == 1 AND count(extensionItems) == 1", webURL, true),
        ("extensionItems[FIRST].attachments.@count == 2", twoURLs, true),
        ("extensionItems[LAST].attachments[0].registeredTypeIdentifiers[0] == 'public.url'", webPage, true),
        ("ANY {extensionItems.@count, 5} == 1 AND ALL {extensionItems.@count, 5} >= 1", webPage, true),
        ("extensionItems.@count BETWEEN {1, 3}", webPage, true),
        ("extensionItems.@count BETWEEN {2, 3}", webPage, false),
        ("extensionItems.@count + 1 == 2 AND -extensionItems.@count == -1 AND 2 ** 3 == 8 AND 7 / 2 == 3.5", webPage, true),
        (onePDF, pdf, true),
        (onePDF, SampleShares.pdfs(count: 3), true),
        (onePDF, webPage, false),
        (onePDF, image, false),
        (onePDF, ActivationContext(extensionItems: SampleShares.pdfs().extensionItems + SampleShares.pdfs().extensionItems), false),
        (onePDF, ActivationContext(extensionItems: [ActivationItem(attachments: pdf.attachments + image.attachments)]), false),
        (eitherCustomType, SampleShares.attachments(["org.appextension.action-one"]), true),
        (eitherCustomType, SampleShares.attachments(["org.appextension.action-two"], count: 2), true),
        (eitherCustomType, pdf, false),
        (eitherCustomType, webPage, false),
        // Web pages and URLs, as Firefox's and Chrome's share extensions write it.
        ("SUBQUERY(extensionItems, $e, SUBQUERY($e.attachments, $a, ANY $a.registeredTypeIdentifiers UTI-CONFORMS-TO \"public.url\").@count > 0).@count == 1", webPage, true),
        ("SUBQUERY(extensionItems, $e, SUBQUERY($e.attachments, $a, ANY $a.registeredTypeIdentifiers UTI-CONFORMS-TO \"public.url\").@count > 0).@count == 1", text, false),
        ("SUBQUERY(extensionItems, $e, SUBQUERY($e.attachments, $a, ANY $a.registeredTypeIdentifiers UTI-CONFORMS-TO \"public.url\").@count == 1).@count == 1", twoURLs, false),
        // Conformance follows declared parents.
        ("ANY extensionItems[0].attachments[0].registeredTypeIdentifiers UTI-CONFORMS-TO 'public.data'", webPage, true),
        ("ANY extensionItems[0].attachments[0].registeredTypeIdentifiers UTI-CONFORMS-TO 'public.content'", webPage, false),
        ("ANY extensionItems[0].attachments[0].registeredTypeIdentifiers UTI-CONFORMS-TO 'public.image'", image, true),
        ("ANY extensionItems[0].attachments[0].registeredTypeIdentifiers UTI-CONFORMS-TO 'PUBLIC.IMAGE'", image, true),
        ("ANY extensionItems[0].attachments[0].registeredTypeIdentifiers UTI-CONFORMS-TO 'public.composite-content'", pdf, true),
        ("ANY extensionItems[0].attachments[0].registeredTypeIdentifiers UTI-CONFORMS-TO 'public.text'", text, true),
        ("ANY extensionItems[0].attachments[0].registeredTypeIdentifiers UTI-EQUALS 'public.url'", webPage, true),
        ("ANY extensionItems[0].attachments[0].registeredTypeIdentifiers UTI-EQUALS 'public.data'", webPage, false),
        ("ALL extensionItems[0].attachments[0].registeredTypeIdentifiers UTI-CONFORMS-TO 'public.data'", webPage, true),
        ("ALL extensionItems[0].attachments[0].registeredTypeIdentifiers UTI-CONFORMS-TO 'public.url'", webPage, false),
        ("NONE extensionItems[0].attachments[0].registeredTypeIdentifiers UTI-CONFORMS-TO 'public.image'", webPage, true),
        ("NONE extensionItems[0].attachments[0].registeredTypeIdentifiers UTI-CONFORMS-TO 'public.url'", webPage, false),
        ("NOT (ANY extensionItems[0].attachments[0].registeredTypeIdentifiers UTI-CONFORMS-TO 'public.url')", webPage, false),
        // Strings, with and without options.
        ("extensionItems[0].attributedTitle == 'Tide Pools'", titled, true),
        ("extensionItems[0].attributedTitle == 'tide pools'", titled, false),
        ("extensionItems[0].attributedTitle ==[c] 'tide pools'", titled, true),
        ("extensionItems[0].attributedTitle != 'x'", titled, true),
        ("extensionItems[0].attributedTitle BEGINSWITH 'Tide'", titled, true),
        ("extensionItems[0].attributedTitle ENDSWITH[c] 'POOLS'", titled, true),
        ("extensionItems[0].attributedTitle CONTAINS 'de Po'", titled, true),
        ("extensionItems[0].attributedContentText CONTAINS 'Cafe'", titled, false),
        ("extensionItems[0].attributedContentText CONTAINS[d] 'Cafe'", titled, true),
        ("extensionItems[0].attributedContentText ==[cd] 'CAFE CREME'", titled, true),
        ("extensionItems[0].attributedTitle LIKE 'T*P??ls'", titled, true),
        ("extensionItems[0].attributedTitle LIKE 'T*P?ls'", titled, false),
        ("extensionItems[0].attributedTitle LIKE[c] '*pools'", titled, true),
        ("extensionItems[0].attributedTitle MATCHES 'Tide [A-Z][a-z]+'", titled, true),
        ("extensionItems[0].attributedTitle MATCHES 'Tide'", titled, false),
        ("extensionItems[0].attributedTitle MATCHES[c] 'tide pools'", titled, true),
        ("'Pools' IN extensionItems[0].attributedTitle", titled, true),
        ("extensionItems[0].attributedTitle IN {'a', 'Tide Pools'}", titled, true),
        ("extensionItems[0].attributedTitle IN {'a', 'b'}", titled, false),
        ("extensionItems[0].attributedTitle.length == 10", titled, true),
        ("extensionItems[0].attributedTitle > 'Tide' AND extensionItems[0].attributedTitle < 'Tidf'", titled, true),
        ("uppercase(extensionItems[0].attributedTitle) == 'TIDE POOLS'", titled, true),
        // Collections.
        ("ANY extensionItems[0].attachments[0].registeredTypeIdentifiers == 'com.apple.property-list'", webPage, true),
        ("extensionItems[0].attachments[0].registeredTypeIdentifiers CONTAINS 'com.apple.property-list'", webPage, true),
        ("extensionItems[0].attachments[0].registeredTypeIdentifiers CONTAINS 'public.data'", webPage, false),
        ("'public.url' IN extensionItems[0].attachments[0].registeredTypeIdentifiers", webPage, true),
        ("extensionItems[0].attachments[0].registeredTypeIdentifiers == {'public.url', 'com.apple.property-list'}", webPage, true),
        ("{1, 2, 3}.@sum == 6 AND {1, 2, 3}.@avg == 2 AND {1, 2, 3}.@max == 3 AND {1, 2, 3}.@min == 1", nothing, true),
        ("sum({1, 2}) == 3 AND max({4, 1}) == 4 AND abs(-2) == 2", nothing, true),
        ("extensionItems[0].attributedTitle == nil", webPage, true),
        ("extensionItems[0].attributedTitle BEGINSWITH 'x'", webPage, false),
        ("extensionItems[0].attributedTitle < 'x'", webPage, false),
        ("1 == TRUE AND 0 == NO", nothing, true),
        ("'1' == 1", nothing, false),
    ]

    @Test(arguments: cases)
    func evaluates(format: String, context: ActivationContext, expected: Bool) throws {
        let rule = try CheckedPredicate(format: format, schema: ActivationContext.schema)
        let (result, explanation) = try rule.evaluate(on: context, types: TypeConformance(adding: Self.customTypes))
        #expect(result == expected, "\(explanation)")
    }

    /// (predicate, position, message): what the schema rejects before anything is evaluated.
    static let rejected: [(String, Int, Int, String)] = [
        ("extensionItem.@count == 1", 1, 1, "an activation context has no key 'extensionItem'; did you mean 'extensionItems'?"),
        ("SUBQUERY(extensionItems, $e, $e.attachment.@count == 1).@count == 1", 1, 33,
         "an extension item has no key 'attachment'; did you mean 'attachments'?"),
        ("SUBQUERY(extensionItems, $e, ANY $e.attachments.registeredTypes UTI-CONFORMS-TO 'x').@count == 1", 1, 49,
         "an attachment has no key 'registeredTypes'"),
        ("SUBQUERY(extensionItems, $e, TRUEPREDICATE).@count == 1", 1, 26, "the SUBQUERY's variable $e is never used in its predicate"),
        ("SUBQUERY(extensionItems, $item, $itme.attachments.@count == 1).@count == 1", 1, 33,
         "the variable $itme is not defined (in scope here: $item)"),
        ("$item.attachments.@count == 1", 1, 1, "the variable $item is not defined (no SUBQUERY binds a variable here)"),
        ("SUBQUERY(extensionItems, $e, SUBQUERY($e.attachments, $a, $a.registeredTypeIdentifiers UTI-CONFORMS-TO 'public.url').@count == 1).@count == 1",
         1, 59, "$a.registeredTypeIdentifiers is a collection of strings; write ANY (or ALL or NONE) before it to apply UTI-CONFORMS-TO"),
        ("ANY extensionItems.attachments.@count == 1", 1, 5,
         "ANY needs a collection on its left, but extensionItems.attachments.@count is a number"),
        ("ANY extensionItems.@count == 1", 1, 5, "ANY needs a collection on its left, but extensionItems.@count is a number"),
        ("extensionItems.@count UTI-CONFORMS-TO 'public.url'", 1, 1, "UTI-CONFORMS-TO compares strings, but its left side is a number"),
        ("extensionItems.@total == 1", 1, 16, "unknown collection operator @total"),
        ("extensionItems.@sum == 1", 1, 16, "@sum needs a collection of numbers, but this is a collection of extension items"),
        ("frobnicate(extensionItems) == 1", 1, 1, "unknown function frobnicate()"),
        ("SUBQUERY(extensionItems.@count, $e, $e == 1).@count == 1", 1, 10, "SUBQUERY needs a collection, but extensionItems.@count is a number"),
        ("extensionItems.@count BETWEEN {1}", 1, 31, "BETWEEN needs two bounds"),
        ("extensionItems[0].attributedTitle MATCHES '('", 1, 43, "\"(\" is not a valid regular expression"),
        ("extensionItems.@count.length == 1", 1, 23, "a number has no key 'length'"),
        ("extensionItems.@count + 'a' == 1", 1, 25, "arithmetic needs numbers, but this is a string"),
    ]

    @Test(arguments: rejected)
    func schemaRejects(format: String, line: Int, column: Int, message: String) {
        do {
            _ = try CheckedPredicate(format: format, schema: ActivationContext.schema)
            Issue.record("accepted: \(format)")
        } catch {
            #expect(error.line == line && error.column == column, "\(error)")
            #expect(error.message.hasPrefix(message), "\(error)")
        }
    }

    @Test func comparingACollectionWithAStringWarns() throws {
        let rule = try CheckedPredicate(
            format: "SUBQUERY(extensionItems, $e, SUBQUERY($e.attachments, $a, $a.registeredTypeIdentifiers == 'public.url').@count == 1).@count == 1",
            schema: ActivationContext.schema)
        #expect(rule.warnings.map(\.description) == [
            "line 1, column 59: $a.registeredTypeIdentifiers is a collection of strings, so it is never equal to a string; "
                + "write ANY $a.registeredTypeIdentifiers to compare its elements"
        ])
    }

    @Test func typeErrorsFoundWhenEvaluatingHavePositions() throws {
        let rule = try CheckedPredicate(format: "extensionItems.@count == 1 AND userInfo < 3", schema: .unchecked)
        do {
            _ = try rule.evaluate(on: Self.webPage, types: TypeConformance())
            Issue.record("evaluated")
        } catch {
            #expect(error.description == "line 1, column 32: an activation context has no key 'userInfo'")
        }
        let ordering = try CheckedPredicate(format: "extensionItems < 3", schema: .unchecked)
        #expect(throws: PredicateError.self) { try ordering.evaluate(on: Self.webPage, types: TypeConformance()) }
    }

    @Test func explanationNamesTheDecidingClause() throws {
        let rule = try CheckedPredicate(format: Self.onePDF, schema: ActivationContext.schema)
        let (result, explanation) = try rule.evaluate(on: Self.webPage, types: TypeConformance())
        #expect(!result)
        #expect(explanation.lines == [
            "SUBQUERY(extensionItems, $extensionItem, …).@count == 1 is false (0 == 1 does not hold)",
            "  SUBQUERY(extensionItems, $extensionItem, …) keeps 0 of 1 extension item",
            "    extension item 1: left out",
            "      SUBQUERY($extensionItem.attachments, $attachment, …).@count == $extensionItem.attachments.@count is false (0 == 1 does not hold)",
            "        SUBQUERY($extensionItem.attachments, $attachment, …) keeps 0 of 1 attachment",
            "          attachment 1 (public.url, com.apple.property-list): left out",
            "            ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO \"com.adobe.pdf\" is false (no element of [\"public.url\", \"com.apple.property-list\"] UTI-CONFORMS-TO \"com.adobe.pdf\")",
        ])
    }

    @Test func andStopsAtTheFirstFalseOperandAndNamesIt() throws {
        let rule = try CheckedPredicate(
            format: "extensionItems.@count == 1 AND extensionItems[0].attachments.@count == 2 AND extensionItems[5].x == 1",
            schema: .unchecked)
        let (result, explanation) = try rule.evaluate(on: Self.webPage, types: TypeConformance())
        #expect(!result)
        #expect(explanation.text == "extensionItems[0].attachments.@count == 2 is false (1 == 2 does not hold)")
    }
}

extension CheckedPredicate {
    /// Evaluates on shared items.
    func evaluate(on context: ActivationContext, types: TypeConformance) throws(PredicateError) -> (result: Bool, explanation: Explanation) {
        try evaluate(on: context.predicateValue, types: types)
    }
}
