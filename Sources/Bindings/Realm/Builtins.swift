import JavaScriptEngine

/// The engine's own objects as they were before any page or extension script ran, so
/// what the bindings do cannot be changed by a script that replaces `TypeError`,
/// `Object.defineProperty` or `Array.prototype.values`.
struct Builtins {
    let objectPrototype: JSObject
    let functionPrototype: JSObject
    let arrayPrototype: JSObject
    let arrayValues: JSObject
    let symbolIterator: JSValue
    let typeError: JSObject
    let rangeError: JSObject
    let defineProperty: JSObject
    let promiseResolve: JSObject
    let promiseThen: JSObject
    let promiseConstructor: JSObject
    let dateGetTime: JSObject
    let arrayIsArray: JSObject
    let errorConstructor: JSObject
    let objectKeys: JSObject
    let arrayFrom: JSObject

    /// The built-ins the bootstrap script returned, in ``Bootstrap/builtinExpressions`` order.
    init(_ values: [JSValue]) {
        func object(_ index: Int) -> JSObject { JSObject(raw: values[index].raw) }
        objectPrototype = object(0)
        functionPrototype = object(1)
        arrayPrototype = object(2)
        arrayValues = object(3)
        symbolIterator = values[4]
        typeError = object(5)
        rangeError = object(6)
        defineProperty = object(7)
        promiseResolve = object(8)
        promiseThen = object(9)
        promiseConstructor = object(10)
        dateGetTime = object(11)
        arrayIsArray = object(12)
        errorConstructor = object(13)
        objectKeys = object(14)
        arrayFrom = object(15)
        allValues = values
    }

    /// Every captured value, for protection.
    let allValues: [JSValue]
}
