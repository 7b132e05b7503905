import JavaScriptEngine

/// The native classes for every interface, made once per process and shared by every
/// realm (classes do not belong to a context).
///
/// Node interfaces get flat classes. JavaScriptCore looks a property of a native object
/// up class by class along the parent chain, and does it twice per read (once to find the
/// accessor, once to call it), so with one class per IDL interface an attribute of `Node`
/// read on an `HTMLDivElement` searched four tables, and a method searched all five before
/// reaching the prototypes. Instead each node class holds the accessors of every interface
/// from `Node` down to it, and its parent class is `EventTarget` (whose `on…` handlers stay
/// in one table, and whose class check still admits every node). The IDL inheritance lives
/// in the prototype chain, which ``InterfaceWiring`` links (`HTMLDivElement.prototype` →
/// `HTMLElement.prototype` → …), and in ``NodeInterface`` checks on `this`.
///
/// No class has an automatic prototype. The engine searches a native prototype's table of
/// static functions on every method call, and cannot cache a lookup that passes through
/// one; the prototypes are plain objects instead, made by ``InterfaceWiring`` and given
/// to each instance by ``Realm/instantiate(_:privateData:)``.
final class InterfaceRegistry: @unchecked Sendable {
    /// The registry of all interfaces appexjs exposes.
    static let shared = InterfaceRegistry(definitions: InterfaceDefinition.all)

    /// The definitions, parents before children.
    let definitions: [InterfaceDefinition]
    private let classesByName: [String: JSClass]
    private let classes: [JSClass]
    private let indices: [String: Int]
    /// The registry position of each interface's parent.
    private let parentIndices: [Int?]
    /// Whether each interface is `Node` or inherits from it.
    private let nodeInterfaceFlags: [Bool]

    private init(definitions: [InterfaceDefinition]) {
        let byName = Dictionary(uniqueKeysWithValues: definitions.map { ($0.name, $0) })
        var classes: [String: JSClass] = [:]
        for definition in definitions {
            func registeredClass(_ name: String) -> JSClass {
                guard let jsClass = classes[name] else {
                    preconditionFailure("interface \(definition.name) is listed before its parent \(name)")
                }
                return jsClass
            }
            let nodeChain = Self.nodeChain(from: definition, in: byName)
            // The interfaces whose accessors and hooks the class takes, most derived first.
            let merged = nodeChain.isEmpty ? [definition] : nodeChain
            let parent = nodeChain.isEmpty ? definition.parent : "EventTarget"
            var native = NativeClassDefinition(name: definition.name, parent: parent.map(registeredClass))
            var seen: Set<String> = []
            for interface in merged {
                for var property in interface.properties where seen.insert(property.name).inserted {
                    property.passesWritesToPrototype = PrototypeAttributes.hasPrototypeCopy(property, of: interface)
                    native.properties.append(property)
                }
            }
            native.getProperty = merged.lazy.compactMap(\.getProperty).first
            native.setProperty = merged.lazy.compactMap(\.setProperty).first
            native.hasProperty = merged.lazy.compactMap(\.hasProperty).first
            native.deleteProperty = merged.lazy.compactMap(\.deleteProperty).first
            native.getPropertyNames = merged.lazy.compactMap(\.getPropertyNames).first
            // With no automatic prototype, the engine keeps a class's own methods on instances.
            native.methods = merged.flatMap(\.ownMethods)
            // Prototypes are plain objects holding the methods (see ``InterfaceWiring``).
            native.noAutomaticPrototype = true
            native.finalize = definition.finalize
            classes[definition.name] = JSClass(native)
        }
        self.definitions = definitions
        self.classesByName = classes
        self.classes = definitions.map { classes[$0.name]! }
        let indices = Dictionary(uniqueKeysWithValues: definitions.enumerated().map { ($1.name, $0) })
        self.indices = indices
        self.parentIndices = definitions.map { $0.parent.flatMap { indices[$0] } }
        self.nodeInterfaceFlags = definitions.map { !Self.nodeChain(from: $0, in: byName).isEmpty }
    }

    /// A node interface and its ancestors up to `Node`, most derived first; empty for
    /// interfaces that do not inherit from `Node`.
    private static func nodeChain(
        from definition: InterfaceDefinition, in definitions: [String: InterfaceDefinition]
    ) -> [InterfaceDefinition] {
        var chain = [definition]
        while chain.last?.name != "Node", let parent = chain.last?.parent, let next = definitions[parent] {
            chain.append(next)
        }
        return chain.last?.name == "Node" ? chain : []
    }

    /// Whether the interface at `index` is `Node` or inherits from it.
    func isNodeInterface(at index: Int) -> Bool { nodeInterfaceFlags[index] }

    /// Whether the interface at `index` is the one at `ancestor` or inherits from it.
    func inherits(_ index: Int, from ancestor: Int) -> Bool {
        var current: Int? = index
        while let position = current {
            if position == ancestor { return true }
            current = parentIndices[position]
        }
        return false
    }

    /// The position of an interface in ``definitions``.
    func index(of name: String) -> Int? { indices[name] }

    /// The class of the interface at `index`.
    func jsClass(at index: Int) -> JSClass { classes[index] }

    /// Whether the class at `index` releases its objects' payloads when they are collected
    /// (it or a parent class has a finalizer: the engine calls each class's).
    func releasesPayloads(at index: Int) -> Bool {
        var current: Int? = index
        while let position = current {
            if definitions[position].finalize != nil { return true }
            current = parentIndices[position]
        }
        return false
    }

    /// The class of an interface. Traps for an unknown name (a programming error).
    func jsClass(_ name: String) -> JSClass {
        guard let jsClass = classesByName[name] else { preconditionFailure("no interface named \(name)") }
        return jsClass
    }
}
