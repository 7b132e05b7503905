import Bindings
import Testing

/// `canvas` without rendering, and the `unsigned long` attributes it and other elements
/// reflect, with WebKit's answers (from the WebKit oracle).
@Suite struct CanvasElementTests {
    static let expressions: [(String, String)] = [
        // No context type is supported.
        ("var c = document.createElement('canvas'); [c.getContext('2d'), c.getContext('webgl'), c.getContext('bogus')].map(String).join()", "null,null,null"),
        ("document.createElement('canvas').getContext()", "TypeError: Not enough arguments"),
        // The transparent bitmap, as PNG, whatever type is asked for.
        ("var c = document.createElement('canvas'); c.width = 1; c.height = 1; c.toDataURL()",
         "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAAXNSR0IArs4c6QAAAARzQklUCAgICHwIZIgAAAAKSURBVHgBYwABAAAFAAE20IjdAAAAAElFTkSuQmCC"),
        ("var c = document.createElement('canvas'); c.toDataURL('image/jpeg', 0.5).slice(0, 30)", "data:image/png;base64,iVBORw0K"),
        ("var c = document.createElement('canvas'); c.width = 0; c.toDataURL()", "data:,"),
        ("var c = document.createElement('canvas'); c.width = 70000; c.height = 70000; c.toDataURL()", "data:,"),
        ("document.createElement('canvas').toBlob()", "TypeError: Not enough arguments"),
        ("document.createElement('canvas').toBlob(5)", "TypeError: Argument 1 ('callback') to HTMLCanvasElement.toBlob must be a function"),
        ("document.createElement('canvas').toDataURL.call(document.createElement('div'))", "TypeError: Can only call HTMLCanvasElement.toDataURL on instances of HTMLCanvasElement"),
        // unsigned long reflection: out of range sets the default; limits per attribute.
        ("var c = document.createElement('canvas'); c.width = -5; c.height = 3000000000; [c.width, c.getAttribute('width'), c.height, c.getAttribute('height')].join()", "300,300,150,150"),
        ("var i = document.createElement('img'); i.width = -5; i.width + '|' + i.getAttribute('width')", "0|0"),
        ("var i = document.createElement('input'); var before = i.size; i.size = -5; [before, i.size, i.getAttribute('size')].join()", "20,20,20"),
        ("document.createElement('input').size = 0", "IndexSizeError: The index is not in the allowed range."),
        ("var t = document.createElement('textarea'); t.rows = 0; t.cols = -1; [t.rows, t.getAttribute('rows'), t.cols, t.getAttribute('cols')].join()", "2,2,20,20"),
        ("var d = document.createElement('td'); d.colSpan = 0; var zero = d.colSpan + '/' + d.getAttribute('colspan'); d.colSpan = 2147483647; d.rowSpan = 2147483647; [zero, d.colSpan, d.rowSpan].join()", "1/0,1000,65534"),
        ("var c = document.createElement('col'); c.span = -5; c.span + '|' + c.getAttribute('span')", "1|1"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture("<p>x</p>", url: "https://example.com/page.html")
        #expect(fixture.evaluateOrError(source) == expected)
    }

    /// `toBlob` calls back in a task of its own: with a PNG `Blob`, or null for a canvas
    /// with no pixels.
    @Test func toBlobCallsBackInATask() throws {
        let fixture = try RealmFixture("<p>x</p>", url: "https://example.com/page.html")
        _ = fixture.evaluate("""
            var log = [], c = document.createElement('canvas'); c.width = 4; c.height = 2;
            c.toBlob(function (blob) { log.push(String(blob) + ':' + blob.type + ':' + blob.size); });
            var empty = document.createElement('canvas'); empty.height = 0;
            empty.toBlob(function (blob) { log.push('empty:' + blob); });
            log.push('sync');
            """)
        #expect(fixture.runTimers().isEmpty)
        #expect(fixture.evaluate("log.join()") == "sync,[object Blob]:image/png:96,empty:null")
    }
}
