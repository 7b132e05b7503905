/// An interned name (an element's local name, an attribute's name).
///
/// Atoms compare and hash as integers. Names the DOM itself needs to recognise
/// (`a`, `img`, `href`, …) are predefined, so they have the same atom in every
/// ``AtomTable``; see ``KnownNames``.
public struct Atom: Hashable, Sendable {
    /// The index of the name in its table.
    public let rawValue: Int32

    /// Wraps a table index.
    @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The atom of a predefined name. Traps for a name that is not in ``KnownNames/all``,
    /// which is a programming error caught by the first test that touches it.
    public static func predefined(_ text: String) -> Atom {
        guard let index = KnownNames.index[text] else {
            preconditionFailure("'\(text)' is not a predefined name; add it to KnownNames.all")
        }
        return Atom(rawValue: Int32(index))
    }
}

/// Interns names for one ``NodeStore``.
///
/// Every table starts with ``KnownNames/all`` at fixed positions.
public struct AtomTable: Sendable {
    private var names: [String]
    private var upperCased: [String]
    private var indices: [String: Int32]

    /// A table holding the predefined names. Every session's store makes one; it starts
    /// as shared copies of one process-wide table, copied only when a name is added.
    public init() {
        self = Self.predefined
    }

    private static let predefined = AtomTable(
        names: KnownNames.all, upperCased: KnownNames.all.map { asciiUppercase($0) },
        indices: KnownNames.index.mapValues { Int32($0) })

    private init(names: [String], upperCased: [String], indices: [String: Int32]) {
        self.names = names
        self.upperCased = upperCased
        self.indices = indices
    }

    /// The atom for `name`, adding it when new.
    public mutating func intern(_ name: String) -> Atom {
        if let index = indices[name] { return Atom(rawValue: index) }
        let index = Int32(names.count)
        names.append(name)
        upperCased.append(asciiUppercase(name))
        indices[name] = index
        return Atom(rawValue: index)
    }

    /// How many names the table holds. It only grows, so an unchanged count means every
    /// ``lookup(_:)`` answers as before.
    public var count: Int { names.count }

    /// The atom for `name` if the table has seen it.
    public func lookup(_ name: String) -> Atom? {
        indices[name].map { Atom(rawValue: $0) }
    }

    /// The name of an atom.
    @inlinable public subscript(atom: Atom) -> String { name(of: atom) }

    /// The name of an atom.
    public func name(of atom: Atom) -> String { names[Int(atom.rawValue)] }

    /// The name with ASCII letters upper-cased (an HTML element's `tagName`).
    public func upperCasedName(of atom: Atom) -> String { upperCased[Int(atom.rawValue)] }
}

/// `name` with ASCII a–z upper-cased and everything else left alone.
///
/// https://infra.spec.whatwg.org/#ascii-uppercase
public func asciiUppercase(_ name: String) -> String {
    guard name.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return name }
    return String(decoding: name.utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
}

/// `name` with ASCII A–Z lower-cased and everything else left alone.
///
/// https://infra.spec.whatwg.org/#ascii-lowercase
public func asciiLowercase(_ name: String) -> String {
    guard name.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return name }
    return String(decoding: name.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
}
