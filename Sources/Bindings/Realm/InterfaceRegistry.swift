import JavaScriptEngine

/// The native classes for every interface, made once per process and shared by every
/// realm (classes do not belong to a context).
final class InterfaceRegistry: @unchecked Sendable {
    /// The registry of all interfaces appexjs exposes.
    static let shared = InterfaceRegistry(definitions: InterfaceDefinition.all)

    /// The definitions, parents before children.
    let definitions: [InterfaceDefinition]
    private let classesByName: [String: JSClass]
    private let classes: [JSClass]
    private let indices: [String: Int]

    private init(definitions: [InterfaceDefinition]) {
        var classes: [String: JSClass] = [:]
        for definition in definitions {
            var native = NativeClassDefinition(name: definition.name, parent: definition.parent.map { name in
                guard let parent = classes[name] else {
                    preconditionFailure("interface \(definition.name) is listed before its parent \(name)")
                }
                return parent
            })
            native.properties = definition.properties
            native.methods = definition.methods
            native.getProperty = definition.getProperty
            native.setProperty = definition.setProperty
            native.hasProperty = definition.hasProperty
            native.deleteProperty = definition.deleteProperty
            native.getPropertyNames = definition.getPropertyNames
            native.finalize = definition.finalize
            classes[definition.name] = JSClass(native)
        }
        self.definitions = definitions
        self.classesByName = classes
        self.classes = definitions.map { classes[$0.name]! }
        self.indices = Dictionary(uniqueKeysWithValues: definitions.enumerated().map { ($1.name, $0) })
    }

    /// The position of an interface in ``definitions``.
    func index(of name: String) -> Int? { indices[name] }

    /// The class of the interface at `index`.
    func jsClass(at index: Int) -> JSClass { classes[index] }

    /// The class of an interface. Traps for an unknown name (a programming error).
    func jsClass(_ name: String) -> JSClass {
        guard let jsClass = classesByName[name] else { preconditionFailure("no interface named \(name)") }
        return jsClass
    }
}
