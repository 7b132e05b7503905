import Foundation
import Testing

/// Attributes are accessor properties of their interface prototypes, as WebIDL defines
/// them, so scripts can test for them and borrow their getters and setters. Expected
/// values are what WebKit gives (`../shared/tools/webkit-oracle`) for the same expressions.
///
/// https://webidl.spec.whatwg.org/#es-attributes
@Suite struct PrototypeAttributesTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body><p id=p>para</p></body></html>"

    static let expressions: [(String, String)] = [
        ("var d = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent'); [typeof d.get, typeof d.set, d.enumerable, d.configurable, 'value' in d].join('|')",
         "function|function|true|true|false"),
        // A read-only attribute has no setter.
        ("var d = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeType'); [typeof d.get, typeof d.set].join('|')", "function|undefined"),
        // Feature tests find attributes on the interface that defines them, and on those that inherit it.
        ("['loading' in HTMLImageElement.prototype, 'href' in HTMLAnchorElement.prototype, 'href' in HTMLElement.prototype, 'length' in NodeList.prototype, 'textContent' in Element.prototype].join('|')",
         "true|true|false|true|true"),
        // The setter frameworks cannot intercept, as form-filling scripts use it.
        ("var i = document.createElement('input'); Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(i, 'typed'); i.value",
         "typed"),
        // Form-filling scripts take the setter before they touch any field.
        ("var set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set; typeof set + '|' + typeof Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set",
         "function|function"),
        ("Object.getOwnPropertyDescriptor(Node.prototype, 'textContent').get.call(document.getElementById('p'))", "para"),
        ("var e = new Event('x'); Object.getOwnPropertyDescriptor(Event.prototype, 'type').get.call(e)", "x"),
        // A borrowed getter or setter checks its `this`.
        ("Object.getOwnPropertyDescriptor(Node.prototype, 'textContent').get.call({})",
         "TypeError: The Node.textContent getter can only be used on instances of Node"),
        ("Object.getOwnPropertyDescriptor(Node.prototype, 'textContent').get.call(5)",
         "TypeError: The Node.textContent getter can only be used on instances of Node"),
        ("Object.getOwnPropertyDescriptor(HTMLAnchorElement.prototype, 'href').get.call(document.getElementById('p'))",
         "TypeError: The HTMLAnchorElement.href getter can only be used on instances of HTMLAnchorElement"),
        ("Object.getOwnPropertyDescriptor(Element.prototype, 'id').set.call(document.createTextNode('x'), 'y')",
         "TypeError: The Element.id setter can only be used on instances of Element"),
        ("Object.getOwnPropertyDescriptor(NodeList.prototype, 'length').get.call(document.querySelectorAll('p, title'))", "2"),
        ("Object.getOwnPropertyDescriptor(NodeList.prototype, 'length').get.call(document.body.childNodes)", "1"),
        ("Object.getOwnPropertyDescriptor(NodeList.prototype, 'length').get.call(document.getElementsByTagName('p'))",
         "TypeError: The NodeList.length getter can only be used on instances of NodeList"),
        // Reading an attribute on the prototype itself runs the getter with the prototype as `this`.
        ("Node.prototype.firstChild", "TypeError: The Node.firstChild getter can only be used on instances of Node"),
        // [LegacyUnforgeable] attributes stay on instances, as enumerable own properties.
        ("['location' in Document.prototype, 'href' in Location.prototype, 'isTrusted' in Event.prototype].join('|')", "false|false|false"),
        ("Object.keys(document).join() + '|' + JSON.stringify(new Event('x'))", "location|{\"isTrusted\":false}"),
        // Location's operations are [LegacyUnforgeable] too: own properties, not the prototype's.
        ("Object.keys(location).join()", "href,protocol,host,hostname,port,pathname,search,hash,origin,ancestorOrigins,assign,replace,reload,toString"),
        ("[location.hasOwnProperty('assign'), 'assign' in Location.prototype, location.reload === location.reload, String(location) === location.href].join('|')",
         "true|false|true|true"),
        // Iterable interfaces' forEach, entries, keys and values are enumerable; @@iterator is not.
        ("var d = function (o, k) { return Object.getOwnPropertyDescriptor(o, k).enumerable; }; [d(NodeList.prototype, 'forEach'), d(DOMTokenList.prototype, 'keys'), d(NodeList.prototype, Symbol.iterator)].join('|')",
         "true|true|false"),
        // Enumerable, as in WebKit, so `for…in` over a node lists them.
        ("var n = 0; for (var k in document.getElementById('p')) { if (k === 'textContent' || k === 'id' || k === 'title') n++; } n", "3"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluateOrError(source) == expected)
    }

    /// Every interface's getters and setters are the same functions in every realm's
    /// prototype chain: a node's attribute read through its prototype's getter gives what
    /// reading it on the node gives.
    @Test func borrowedGettersAgreeWithInstances() throws {
        let fixture = try RealmFixture(
            "<!DOCTYPE html><html><head><title>T</title><link rel=canonical href=/c></head><body><a id=a href='/x?y#z'>link</a><img id=i src=pic.png alt=A></body></html>")
        let source = """
            var checked = 0, differing = [];
            [document, document.body, document.getElementById('a'), document.getElementById('i'), document.querySelector('link'), document.body.firstChild].forEach(function (node) {
              for (var proto = Object.getPrototypeOf(node); proto !== null; proto = Object.getPrototypeOf(proto)) {
                Object.getOwnPropertyNames(proto).forEach(function (name) {
                  var d = Object.getOwnPropertyDescriptor(proto, name);
                  if (!d.get) return;
                  checked++;
                  var viaGetter = d.get.call(node), direct = node[name];
                  if (viaGetter !== direct && typeof direct !== 'object') differing.push(name);
                });
              }
            });
            checked > 100 ? differing.join(',') : 'only ' + checked + ' getters'
            """
        #expect(fixture.evaluate(source) == "")
    }
}
