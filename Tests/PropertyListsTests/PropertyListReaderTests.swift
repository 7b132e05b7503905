import Foundation
import PropertyLists
import Testing

/// Property lists read through Foundation, and the sets that crash it refused first.
struct PropertyListReaderTests {
    /// A binary property list of an array of two strings, with the array's marker byte (`0xA2`)
    /// replaced by `marker`: `0xC2` makes it a set of two strings.
    static func binaryList(marker: UInt8) throws -> Data {
        var bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: ["a", "b"], format: .binary, options: 0))
        let array = try #require(bytes.indices.dropFirst(8).first { bytes[$0] == 0xA2 })
        bytes[array] = marker
        return Data(bytes)
    }

    @Test func readsEachFormat() throws {
        let value: [String: Any] = ["a": [1, "two"], "b": Data([0, 1])]
        for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
            let data = try PropertyListSerialization.data(fromPropertyList: value, format: format, options: 0)
            let read = try PropertyListReader.read(data)
            #expect(read.format == format)
            #expect((read.value as? [String: Any])?["b"] as? Data == Data([0, 1]))
        }
        #expect(try PropertyListReader.read(Data("{ a = (1, x); }".utf8)).format == .openStep)
    }

    /// Foundation crashes (a segmentation fault bridging the set) on a binary list holding a
    /// set; it is refused before Foundation reads it, naming the object.
    @Test func aSetIsRefusedBeforeFoundationReadsIt() throws {
        let error = #expect(throws: PropertyListReadError.self) { try PropertyListReader.read(try Self.binaryList(marker: 0xC2)) }
        #expect(error?.description == "object 0 is a set, which no property list holds")
        #expect(error?.localizedDescription == error?.description)
    }

    /// What is no binary property list, or has a table that cannot be read, is Foundation's to refuse.
    @Test func otherDataIsLeftToFoundation() throws {
        #expect(throws: (any Error).self) { try PropertyListReader.read(Data("bplist00".utf8) + Data(count: 40)) }
        #expect(throws: (any Error).self) { try PropertyListReader.read(Data([0xFF, 0xFE])) }
        #expect(throws: (any Error).self) { try PropertyListReader.read(try Self.binaryList(marker: 0xB2)) }
        #expect(try PropertyListReader.read(try Self.binaryList(marker: 0xA2)).value as? [String] == ["a", "b"])
    }
}
