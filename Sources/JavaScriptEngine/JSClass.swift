public import CJavaScriptCore
import Glibc

/// The C signature of a native function (`JSObjectCallAsFunctionCallback`):
/// `(context, function, this, argumentCount, arguments, exception) -> result`.
public typealias NativeFunctionCallback = JSObjectCallAsFunctionCallback
/// The C signature of a native getter (`JSObjectGetPropertyCallback`).
public typealias NativeGetterCallback = JSObjectGetPropertyCallback
/// The C signature of a native setter (`JSObjectSetPropertyCallback`).
public typealias NativeSetterCallback = JSObjectSetPropertyCallback
/// The C signature of a class's `has` hook (`JSObjectHasPropertyCallback`).
public typealias NativeHasPropertyCallback = JSObjectHasPropertyCallback
/// The C signature of a class's property-name listing (`JSObjectGetPropertyNamesCallback`).
public typealias NativePropertyNamesCallback = JSObjectGetPropertyNamesCallback
/// The C signature of a constructor (`JSObjectCallAsConstructorCallback`).
public typealias NativeConstructorCallback = JSObjectCallAsConstructorCallback
/// The C signature of a finalizer (`JSObjectFinalizeCallback`).
public typealias NativeFinalizeCallback = JSObjectFinalizeCallback
/// The C signature of a delete hook (`JSObjectDeletePropertyCallback`).
public typealias NativeDeletePropertyCallback = JSObjectDeletePropertyCallback

/// An accessor a class gives its instances (a `JSStaticValue`).
public struct NativeProperty: @unchecked Sendable {
    /// The property name.
    public var name: String
    /// Reads it.
    public var getter: NativeGetterCallback
    /// Writes it; nil makes it read-only.
    public var setter: NativeSetterCallback?
    /// Whether `for…in`, `Object.keys` and `JSON.stringify` list it among an instance's own
    /// properties.
    public var isEnumerable: Bool
    /// For a read-only accessor: whether the engine passes writes on along the prototype
    /// chain rather than ignoring them. Set it when a prototype holds the same attribute
    /// as an accessor with only a getter: the language then answers the write, ignoring
    /// it in sloppy code and throwing a `TypeError` in strict code, which a class's own
    /// read-only accessor cannot do (the C API never learns whether the code is strict).
    public var passesWritesToPrototype = false

    /// An accessor property, not enumerable unless `enumerable`.
    public init(
        _ name: String, get getter: NativeGetterCallback, set setter: NativeSetterCallback? = nil, enumerable: Bool = false
    ) {
        self.name = name
        self.getter = getter
        self.setter = setter
        self.isEnumerable = enumerable
    }
}

/// A method a class puts on its prototype (a `JSStaticFunction`).
public struct NativeMethod: @unchecked Sendable {
    /// The method name.
    public let name: String
    /// The name as an engine string, made once: realms that make the method as a function
    /// of their own (see `InterfaceWiring`) name it and key it with this.
    public let engineName: JSStringHandle
    /// Its body.
    public var function: NativeFunctionCallback

    /// A method.
    public init(_ name: String, _ function: NativeFunctionCallback) {
        self.name = name
        self.engineName = JSStringHandle(name)
        self.function = function
    }
}

/// Everything a native class is made of (the parts of a `JSClassDefinition` appexjs uses).
public struct NativeClassDefinition: @unchecked Sendable {
    /// The class name (what `Object.prototype.toString` shows).
    public var name: String
    /// The class this one extends: its accessors apply and its prototype comes next in the chain.
    public var parent: JSClass?
    /// Accessors on instances.
    public var properties: [NativeProperty] = []
    /// Methods on the automatic prototype, or on each instance when the class has none.
    public var methods: [NativeMethod] = []
    /// Called for every property read before anything else; return NULL to pass.
    public var getProperty: NativeGetterCallback?
    /// Called for every property write before anything else; return false to pass.
    public var setProperty: NativeSetterCallback?
    /// Called for `in` and property lookups; return false to pass.
    public var hasProperty: NativeHasPropertyCallback?
    /// Called for `delete`; return false to pass.
    public var deleteProperty: NativeDeletePropertyCallback?
    /// Adds names to `for…in` and `Object.keys`.
    public var getPropertyNames: NativePropertyNamesCallback?
    /// Makes instances callable.
    public var callAsFunction: NativeFunctionCallback?
    /// Makes instances usable with `new`.
    public var callAsConstructor: NativeConstructorCallback?
    /// Called when an instance is collected.
    public var finalize: NativeFinalizeCallback?
    /// Whether `JSObjectMake` should skip making an automatic prototype with the methods.
    public var noAutomaticPrototype = false

    /// A definition with a name and parent; fill in the rest.
    public init(name: String, parent: JSClass? = nil) {
        self.name = name
        self.parent = parent
    }
}

/// Owns a native class (`JSClassRef`). Classes do not belong to a context; make each once
/// per process and use it in every context.
public final class JSClass: @unchecked Sendable {
    /// The `JSClassRef`.
    public let raw: JSClassRef
    /// The class name.
    public let name: String

    /// Creates the class (`JSClassCreate`). The engine copies every name, so the C
    /// strings only need to live during the call.
    public init(_ definition: NativeClassDefinition) {
        name = definition.name
        var cStrings: [UnsafeMutablePointer<CChar>] = []
        defer { cStrings.forEach { free($0) } }
        func keep(_ string: String) -> UnsafePointer<CChar> {
            let copy = strdup(string)!
            cStrings.append(copy)
            return UnsafePointer(copy)
        }
        var values = definition.properties.map { property in
            // Not enumerable unless asked: `Object.keys(node)` and `JSON.stringify(node)` see no
            // accessors, as with WebIDL attributes (which live on prototypes).
            var attributes = JSPropertyAttributes(kJSPropertyAttributeDontDelete)
            if !property.isEnumerable { attributes |= JSPropertyAttributes(kJSPropertyAttributeDontEnum) }
            if property.setter == nil && !property.passesWritesToPrototype {
                attributes |= JSPropertyAttributes(kJSPropertyAttributeReadOnly)
            }
            return JSStaticValue(
                name: keep(property.name), getProperty: property.getter, setProperty: property.setter,
                attributes: attributes)
        }
        values.append(JSStaticValue(name: nil, getProperty: nil, setProperty: nil, attributes: 0))
        var functions = definition.methods.map { method in
            JSStaticFunction(
                name: keep(method.name), callAsFunction: method.function,
                attributes: JSPropertyAttributes(kJSPropertyAttributeDontEnum))
        }
        functions.append(JSStaticFunction(name: nil, callAsFunction: nil, attributes: 0))
        let className = keep(definition.name)
        raw = values.withUnsafeBufferPointer { valueBuffer in
            functions.withUnsafeBufferPointer { functionBuffer in
                var c = kJSClassDefinitionEmpty
                c.className = className
                c.parentClass = definition.parent?.raw
                c.staticValues = valueBuffer.baseAddress
                c.staticFunctions = functionBuffer.baseAddress
                c.getProperty = definition.getProperty
                c.setProperty = definition.setProperty
                c.hasProperty = definition.hasProperty
                c.deleteProperty = definition.deleteProperty
                c.getPropertyNames = definition.getPropertyNames
                c.callAsFunction = definition.callAsFunction
                c.callAsConstructor = definition.callAsConstructor
                c.finalize = definition.finalize
                if definition.noAutomaticPrototype {
                    c.attributes = JSClassAttributes(kJSClassAttributeNoAutomaticPrototype)
                }
                return JSClassCreate(&c)
            }
        }
    }

    deinit { JSClassRelease(raw) }
}

/// Adds a name to a `getPropertyNames` listing (`JSPropertyNameAccumulatorAddName`).
public func addPropertyName(_ name: String, to accumulator: OpaquePointer?) {
    guard let accumulator else { return }
    withJSString(name) { JSPropertyNameAccumulatorAddName(accumulator, $0) }
}
