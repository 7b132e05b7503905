public import Foundation

/// Reads property lists with Foundation's `PropertyListSerialization`, after refusing what
/// makes it crash: a binary property list that holds a set (marker `0xC`, which no property
/// list type is) is read by CoreFoundation into a set that Foundation then fails to bridge,
/// a segmentation fault found by `Scripts/fuzz.sh`. Every reader of a file appexjs did not
/// write (web archives, `Info.plist`, `--finalize` files) reads through here.
public enum PropertyListReader {
    /// The property list in `data` (XML, binary or OpenStep), as Foundation reads it, and its format.
    ///
    /// - Throws: ``PropertyListReadError`` for a binary property list holding a set, else
    ///   Foundation's error for data that is not a property list.
    public static func read(_ data: Data) throws -> (value: Any, format: PropertyListSerialization.PropertyListFormat) {
        if let object = data.withUnsafeBytes({ firstSetObject(in: $0) }) {
            throw PropertyListReadError.holdsASet(object: object)
        }
        var format = PropertyListSerialization.PropertyListFormat.binary
        let value = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        return (value, format)
    }

    /// In a binary property list (`bplist00`), the number of the first object that is a set;
    /// nil when there is none, or when `bytes` are no binary property list whose object table
    /// can be read (Foundation then says what is wrong).
    ///
    /// The format, as CoreFoundation's `CFBinaryPList.c` reads it: after the objects comes a
    /// table of their offsets, and the last 32 bytes are a trailer giving the size of an
    /// offset (byte 6), the number of objects (bytes 8–15) and where the table starts
    /// (bytes 24–31), big-endian. Every object is reached through that table, so checking the
    /// marker byte each offset points at sees every object the reader could read.
    static func firstSetObject(in bytes: UnsafeRawBufferPointer) -> Int? {
        let trailerLength = 32
        guard bytes.count >= 8 + trailerLength, bytes.starts(with: "bplist0".utf8) else { return nil }
        let trailer = bytes.count - trailerLength
        let offsetSize = Int(bytes[trailer + 6])
        guard (1...8).contains(offsetSize), let objects = bigEndian(bytes, at: trailer + 8, size: 8),
            let table = bigEndian(bytes, at: trailer + 24, size: 8),
            objects <= (trailer - table) / offsetSize, table <= trailer
        else { return nil }
        for object in 0..<objects {
            guard let offset = bigEndian(bytes, at: table + object * offsetSize, size: offsetSize), offset < trailer else { continue }
            if bytes[offset] >> 4 == 0xC { return object }
        }
        return nil
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`, if it is within `bytes` and
    /// fits in an `Int`.
    private static func bigEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> Int? {
        guard offset >= 0, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}

/// Why ``PropertyListReader`` refused a property list before Foundation read it.
public enum PropertyListReadError: Error, CustomStringConvertible, LocalizedError {
    /// A binary property list holds a set (object `object`), which no property list type is.
    case holdsASet(object: Int)

    public var description: String {
        switch self {
        case .holdsASet(let object): "object \(object) is a set, which no property list holds"
        }
    }

    public var errorDescription: String? { description }
}
