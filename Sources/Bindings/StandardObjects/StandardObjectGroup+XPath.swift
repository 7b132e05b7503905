extension StandardObjectGroup {
    /// `XPathResult`, `XPathExpression`, `XPathEvaluator`, and the functions behind
    /// `document.evaluate`, `createExpression` and `createNSResolver`. Expressions are
    /// parsed and evaluated natively (`native.xpathEvaluate`, over the DOM module's XPath
    /// engine); a result keeps its nodes, and an iterator is invalid once the tree changed
    /// (`native.domVersion`). Members of the wrong result type throw WebKit's TypeError.
    ///
    /// https://dom.spec.whatwg.org/#interface-xpathresult
    static let xpathSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException } = shared;
          const defineProperty = Object.defineProperty;
          const results = new WeakMap(), expressions = new WeakMap();
          const typeError = function () { return new TypeError("Type error"); };
          const constants = [["ANY_TYPE", 0], ["NUMBER_TYPE", 1], ["STRING_TYPE", 2], ["BOOLEAN_TYPE", 3],
            ["UNORDERED_NODE_ITERATOR_TYPE", 4], ["ORDERED_NODE_ITERATOR_TYPE", 5], ["UNORDERED_NODE_SNAPSHOT_TYPE", 6],
            ["ORDERED_NODE_SNAPSHOT_TYPE", 7], ["ANY_UNORDERED_NODE_TYPE", 8], ["FIRST_ORDERED_NODE_TYPE", 9]];
          const isIterator = function (type) { return type === 4 || type === 5; };
          const isSnapshot = function (type) { return type === 6 || type === 7; };
          const define = shared.defineMembers;
          const recordOf = function (result) {
            const record = results.get(result);
            if (record === undefined) throw typeError();
            return record;
          };
          const expect = function (result, check) {
            const record = recordOf(result);
            if (!check(record.type)) throw typeError();
            return record;
          };

          // https://dom.spec.whatwg.org/#interface-xpathresult
          const XPathResult = shared.interfaceObject("XPathResult", null);
          define(XPathResult.prototype, {
            get resultType() { return recordOf(this).type; },
            get numberValue() { return expect(this, function (type) { return type === 1; }).value; },
            get stringValue() { return expect(this, function (type) { return type === 2; }).value; },
            get booleanValue() { return expect(this, function (type) { return type === 3; }).value; },
            get singleNodeValue() {
              const record = expect(this, function (type) { return type === 8 || type === 9; });
              return record.value.length > 0 ? record.value[0] : null;
            },
            get invalidIteratorState() {
              const record = recordOf(this);
              return isIterator(record.type) && record.version !== native.domVersion();
            },
            get snapshotLength() { return expect(this, isSnapshot).value.length; },
            iterateNext() {
              const record = expect(this, isIterator);
              if (record.version !== native.domVersion()) throw new DOMException("The object is in an invalid state.", "InvalidStateError");
              return record.next < record.value.length ? record.value[record.next++] : null;
            },
            snapshotItem(index) {
              const record = expect(this, isSnapshot);
              const position = Number(index) >>> 0;
              return position < record.value.length ? record.value[position] : null;
            },
          });
          for (const [name, value] of constants) {
            defineProperty(XPathResult, name, { value: value, enumerable: true });
            defineProperty(XPathResult.prototype, name, { value: value, enumerable: true });
          }

          // A resolver as a function of a prefix: null, a function, or an object with lookupNamespaceURI.
          const resolverFunction = function (resolver) {
            if (resolver === null || resolver === undefined) return null;
            if (typeof resolver === "function") return resolver;
            if (typeof resolver === "object" && typeof resolver.lookupNamespaceURI === "function") {
              return function (prefix) { return resolver.lookupNamespaceURI(prefix); };
            }
            throw typeError();
          };
          const run = function (expression, contextNode, resolver, type) {
            const [resultType, value] = native.xpathEvaluate(expression, contextNode, resolver, type === undefined ? 0 : type);
            const result = Object.create(XPathResult.prototype);
            results.set(result, { type: resultType, value: value, next: 0, version: native.domVersion() });
            return result;
          };
          const requireArguments = function (given, needed) { if (given < needed) throw new TypeError("Not enough arguments"); };

          // https://dom.spec.whatwg.org/#dom-xpathevaluatorbase-evaluate
          const evaluate = { evaluate(expression, contextNode, resolver = null, type = 0, result = null) {
            requireArguments(arguments.length, 2);
            return run(String(expression), contextNode, resolverFunction(resolver), type);
          } }.evaluate;
          // https://dom.spec.whatwg.org/#dom-xpathevaluatorbase-createexpression
          const createExpression = { createExpression(expression, resolver = null) {
            requireArguments(arguments.length, 1);
            const text = String(expression), resolve = resolverFunction(resolver);
            native.xpathCheck(text, resolve);
            const made = Object.create(XPathExpression.prototype);
            expressions.set(made, { text: text, resolver: resolve });
            return made;
          } }.createExpression;
          // https://dom.spec.whatwg.org/#dom-xpathevaluatorbase-creatensresolver
          const createNSResolver = { createNSResolver(nodeResolver) { requireArguments(arguments.length, 1); return nodeResolver; } }.createNSResolver;

          // https://dom.spec.whatwg.org/#interface-xpathexpression
          const XPathExpression = shared.interfaceObject("XPathExpression", null);
          define(XPathExpression.prototype, {
            evaluate(contextNode, type = 0, result = null) {
              const record = expressions.get(this);
              if (record === undefined) throw typeError();
              requireArguments(arguments.length, 1);
              return run(record.text, contextNode, record.resolver, type);
            },
          });

          // https://dom.spec.whatwg.org/#interface-xpathevaluator
          class XPathEvaluator {}
          define(XPathEvaluator.prototype, { createExpression, createNSResolver, evaluate });
          defineProperty(XPathEvaluator.prototype, Symbol.toStringTag, { value: "XPathEvaluator", configurable: true });

          return { XPathResult, XPathExpression, XPathEvaluator, evaluate, createExpression, createNSResolver };
        })
        """#
}
