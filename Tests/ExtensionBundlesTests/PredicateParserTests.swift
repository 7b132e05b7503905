import ExtensionBundles
import Testing

/// The predicate parser on its own: what it reads, written back canonically, and where
/// and why it stops on text that is not a predicate.
@Suite struct PredicateParserTests {
    /// (format, canonical format).
    static let readings: [(String, String)] = [
        ("extensionItems.@count == 1", "extensionItems.@count == 1"),
        ("extensionItems.@count = 1", "extensionItems.@count == 1"),
        ("a <> 1 AND b =< 2 AND c => 3", "a != 1 AND b <= 2 AND c >= 3"),
        ("a == 1 && b == 2 || c == 3", "(a == 1 AND b == 2) OR c == 3"),
        ("a == 1 OR b == 2 AND c == 3", "a == 1 OR (b == 2 AND c == 3)"),
        ("(a == 1 OR b == 2) AND c == 3", "(a == 1 OR b == 2) AND c == 3"),
        ("NOT a == 1", "NOT a == 1"),
        ("!(a == 1) AND NOT NOT b == 2", "NOT a == 1 AND NOT NOT b == 2"),
        ("truepredicate", "TRUEPREDICATE"),
        ("FALSEPREDICATE OR TRUEPREDICATE", "FALSEPREDICATE OR TRUEPREDICATE"),
        ("any $a.registeredTypeIdentifiers uti-conforms-to 'public.url'", "ANY $a.registeredTypeIdentifiers UTI-CONFORMS-TO \"public.url\""),
        ("SOME x UTI-EQUALS \"public.png\"", "ANY x UTI-EQUALS \"public.png\""),
        ("ALL x > 1 AND NONE y < 2", "ALL x > 1 AND NONE y < 2"),
        ("name BEGINSWITH[cd] 'a' OR name ENDSWITH[c] \"b\" OR name CONTAINS[d] 'c'",
         "name BEGINSWITH[cd] \"a\" OR name ENDSWITH[c] \"b\" OR name CONTAINS[d] \"c\""),
        ("name LIKE[c] 'a*b?' AND name MATCHES '^x.+$'", "name LIKE[c] \"a*b?\" AND name MATCHES \"^x.+$\""),
        ("n BETWEEN {1, 3}", "n BETWEEN {1, 3}"),
        ("n IN {'a', \"b\"}", "n IN {\"a\", \"b\"}"),
        ("x == TRUE AND y == NO AND z == nil AND w == NULL", "x == YES AND y == NO AND z == nil AND w == nil"),
        ("x == 0x1F AND y == 0o17 AND z == 0b101 AND w == 2.5e1 AND v == .5", "x == 31 AND y == 15 AND z == 5 AND w == 25 AND v == 0.5"),
        ("-x + 2 * (y - 1) ** 2 / 4 == 1", "-x + 2 * (y - 1) ** 2 / 4 == 1"),
        ("list[FIRST] == 1 AND list[last] == 2 AND list[SIZE] == 3 AND list[0] == 4", "list[FIRST] == 1 AND list[LAST] == 2 AND list[SIZE] == 3 AND list[0] == 4"),
        ("SELF == 1 AND #IN == 2 AND @count == 3", "SELF == 1 AND #IN == 2 AND @count == 3"),
        ("count(extensionItems) == 1", "count(extensionItems) == 1"),
        ("'a\\'b\\n' == \"c\\\"d\"", "\"a'b\\n\" == \"c\\\"d\""),
        ("(a + 1) > 2", "a + 1 > 2"),
        ("((a == 1))", "a == 1"),
        (AppleExamples.onePDF,
         "SUBQUERY(extensionItems, $extensionItem, SUBQUERY($extensionItem.attachments, $attachment, "
            + "ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO \"com.adobe.pdf\").@count == "
            + "$extensionItem.attachments.@count).@count == 1"),
    ]

    @Test(arguments: readings)
    func readsAndWritesBack(format: String, canonical: String) throws {
        let predicate = try Predicate(format: format)
        #expect(predicate.description == canonical)
        // The canonical text reads back as the same predicate.
        #expect(try Predicate(format: canonical).description == canonical)
    }

    /// (format, line, column, the message's start).
    static let errors: [(String, Int, Int, String)] = [
        ("", 1, 1, "the predicate is empty"),
        ("   ", 1, 1, "the predicate is empty"),
        ("a ==", 1, 5, "expected an expression (a key path, a $variable, a string, a number, SUBQUERY(…) or {…}), found the end of the predicate"),
        ("a", 1, 2, "expected a comparison operator (==, !=, <, <=, >, >=, IN, BETWEEN, CONTAINS, BEGINSWITH, ENDSWITH, LIKE, MATCHES, UTI-CONFORMS-TO, UTI-EQUALS) after a, found the end of the predicate"),
        ("a == 1 b == 2", 1, 8, "expected AND, OR or the end of the predicate, found 'b'"),
        ("a == 1 AND", 1, 11, "expected an expression"),
        ("(a == 1", 1, 8, "expected ')' to close the '(' at line 1, column 1, found the end of the predicate"),
        ("a == 'x", 1, 6, "the string that starts here is never closed (expected ')"),
        ("a == \"x\\u12\"", 1, 8, "expected four hexadecimal digits after '\\u'"),
        ("a == 0x", 1, 6, "'0x' is not a base-16 number"),
        ("a == 12abc", 1, 6, "'12a' is not a number"),
        ("a == %@", 1, 6, "format specifiers such as %@ and %K need arguments"),
        ("a == ?", 1, 6, "'?' is not a valid token in a predicate"),
        ("a & b", 1, 3, "expected '&&' (or AND)"),
        ("a == $", 1, 7, "expected a variable name after '$'"),
        ("a ==[x] 1", 1, 6, "unknown comparison option 'x'"),
        ("a ==[c 1", 1, 8, "expected ']' after the comparison options, found the number 1"),
        ("a. == 1", 1, 4, "expected a key or a collection operator such as @count after '.', found '=='"),
        ("AND == 1", 1, 1, "expected an expression, not the reserved word AND (escape a key that has this name as #AND)"),
        ("FUNCTION(a, 'b') == 1", 1, 1, "FUNCTION is not supported in activation rules"),
        ("SUBQUERY(items, x, TRUEPREDICATE).@count == 1", 1, 17, "expected the SUBQUERY's variable, such as $item, found 'x'"),
        ("SUBQUERY(items $x, TRUEPREDICATE).@count == 1", 1, 16, "expected ',' after the SUBQUERY's collection, found '$x'"),
        ("SUBQUERY(items, $x, $x == 1", 1, 28, "expected ')' to close the SUBQUERY that starts at line 1, column 1, found the end of the predicate"),
        ("SUBQUERY(\n  extensionItems,\n  $item,\n  ANY $item.attachments == 1\n  AND\n).@count == 1", 6, 1, "expected an expression"),
        ("{1, 2 == 1", 1, 7, "expected ',' or '}' in the collection that starts at line 1, column 1, found '=='"),
        ("list[FIRST == 1", 1, 12, "expected ']' to close the index, found '=='"),
    ]

    @Test(arguments: errors)
    func errorNamesPositionAndExpectation(format: String, line: Int, column: Int, message: String) {
        #expect(throws: PredicateError.self) { try Predicate(format: format) }
        do {
            _ = try Predicate(format: format)
        } catch {
            #expect(error.line == line && error.column == column, "\(error)")
            #expect(error.message.hasPrefix(message), "\(error)")
        }
    }

    @Test func nestingTooDeepIsAnErrorNotACrash() throws {
        let format = String(repeating: "(", count: 5000) + "a == 1" + String(repeating: ")", count: 5000)
        do {
            _ = try Predicate(format: format)
            Issue.record("a predicate nested 5000 deep parsed")
        } catch {
            #expect(error.message.contains("nests more than"), "\(error)")
        }
        // Chains nest too: each is an error, not a stack overflow in whatever walks the tree.
        for chain in [
            String(repeating: "NOT ", count: 5000) + "a == 1",
            "a" + String(repeating: ".b", count: 5_000) + " == 1",
            "a" + String(repeating: "[0]", count: 5_000) + " == 1",
            "1" + String(repeating: " + 1", count: 5_000) + " == 1",
            "2" + String(repeating: " ** 2", count: 5_000) + " == 1",
            String(repeating: "-", count: 5_000) + "1 == 1",
            String(repeating: "{", count: 5_000) + "1" + String(repeating: "}", count: 5_000) + " == 1",
            String(repeating: "SUBQUERY(x, $v, ", count: 2_000) + "$v == 1" + String(repeating: ")", count: 2_000) + " == 1",
        ] {
            do {
                _ = try Predicate(format: chain)
                Issue.record("parsed a chain of \(chain.count) characters")
            } catch {
                #expect(error.message.contains("nests more than 100 levels deep"), "\(error)")
            }
        }
        // Long but flat is fine: AND and OR chains are lists, not nests.
        let flat = Array(repeating: "a == 1", count: 10_000).joined(separator: " AND ")
        #expect(try Predicate(format: flat).description.count == flat.count)
        let fifty = "a" + String(repeating: ".b", count: 50) + " == 1"
        #expect(try Predicate(format: fifty).description == fifty)
    }

    @Test func positionsCountLinesAndColumns() throws {
        do {
            _ = try Predicate(format: "a == 1 AND\n\tb == 2 AND\n\t\tc ==")
            Issue.record("parsed")
        } catch {
            #expect(error.line == 3 && error.column == 7)
            #expect(error.offset == 29)
            #expect(error.description.hasPrefix("line 3, column 7: expected an expression"))
        }
    }
}
