import Foundation
import SavedPages
import Testing
import TestSupport

/// Web archives built in the tests, read, written back and broken.
struct WebArchiveTests {
    @Test(arguments: [true, false])
    func readsWhatItWrites(binary: Bool) throws {
        var warnings: [String] = []
        let bytes = try SavedPageSamples.webArchive(binary: binary)
        #expect(bytes.starts(with: Array((binary ? "bplist00" : "<?xml").utf8)))
        let archive = try WebArchive(reading: bytes, file: "a.webarchive", warnings: &warnings)
        #expect(archive.page == SavedPageSamples.archivedPage)
        #expect(archive.isBinary == binary)
        #expect(warnings.isEmpty)
    }

    /// Writing back changes the main resource's data and nothing else, in the same format.
    @Test(arguments: [true, false])
    func writingBackReplacesOnlyTheMainResourceData(binary: Bool) throws {
        var warnings: [String] = []
        // An archive with keys appexjs does not read, which must survive.
        var root = try #require(
            PropertyListSerialization.propertyList(from: Data(SavedPageSamples.webArchive()), options: [], format: nil) as? [String: Any])
        var main = try #require(root["WebMainResource"] as? [String: Any])
        main["WebResourceResponse"] = Data([1, 2, 3])
        root["WebMainResource"] = main
        root["SomethingElse"] = ["kept": true]
        let original = try PropertyListSerialization.data(fromPropertyList: root, format: binary ? .binary : .xml, options: 0)
        let archive = try WebArchive(reading: [UInt8](original), file: "a.webarchive", warnings: &warnings)
        let written = try archive.replacingMainResourceData(with: Array("<p>new</p>".utf8), file: "a.webarchive")
        var format = PropertyListSerialization.PropertyListFormat.binary
        let reread = try #require(PropertyListSerialization.propertyList(from: Data(written), options: [], format: &format) as? NSDictionary)
        #expect(format == (binary ? .binary : .xml))
        let rereadMain = try #require(reread["WebMainResource"] as? [String: Any])
        #expect(rereadMain["WebResourceData"] as? Data == Data("<p>new</p>".utf8))
        // Everything else is as it was.
        var expected = root
        main["WebResourceData"] = Data("<p>new</p>".utf8)
        expected["WebMainResource"] = main
        #expect(reread.isEqual(to: expected))
    }

    @Test func aMissingMainResourceIsAnErrorNamingTheKeys() throws {
        let bytes = try PropertyListSerialization.data(fromPropertyList: ["WebSubresources": [] as [Any]], format: .binary, options: 0)
        var warnings: [String] = []
        let error = #expect(throws: SavedPageError.self) { try WebArchive(reading: [UInt8](bytes), file: "x.webarchive", warnings: &warnings) }
        #expect(error?.description == "x.webarchive: WebMainResource: missing: a web archive's main resource holds the page, and this property list has none (its keys: WebSubresources)")
    }

    @Test func aTruncatedArchiveIsAnError() throws {
        let bytes = try SavedPageSamples.webArchive()
        var warnings: [String] = []
        let error = #expect(throws: SavedPageError.self) {
            try WebArchive(reading: Array(bytes.prefix(bytes.count / 2)), file: "cut.webarchive", warnings: &warnings)
        }
        #expect(error?.description.hasPrefix("cut.webarchive: the binary property list cannot be read (truncated or corrupt") == true)
    }

    /// A binary property list holding a set crashed Foundation (found by Scripts/fuzz.sh,
    /// Fuzz/Regressions/plist); it is one error instead.
    @Test func anArchiveHoldingASetIsAnError() throws {
        var bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: ["WebMainResource": ["a", "b"]], format: .binary, options: 0))
        let array = try #require(bytes.indices.dropFirst(8).first { bytes[$0] == 0xA2 })
        bytes[array] = 0xC2
        var warnings: [String] = []
        let error = #expect(throws: SavedPageError.self) { try WebArchive(reading: bytes, file: "set.webarchive", warnings: &warnings) }
        #expect(error?.description == "set.webarchive: the binary property list cannot be read (object 2 is a set, which no property list holds); "
            + "a web archive is a property list as Safari's File > Save As writes it")
    }

    @Test func aMainResourceWithoutDataOrURLIsAnError() throws {
        for (main, missing) in [(["WebResourceURL": "https://a.example/"], "WebResourceData"), (["WebResourceData": Data()], "WebResourceURL")] as [([String: Any], String)] {
            let bytes = try PropertyListSerialization.data(fromPropertyList: ["WebMainResource": main], format: .binary, options: 0)
            var warnings: [String] = []
            let error = #expect(throws: SavedPageError.self) { try WebArchive(reading: [UInt8](bytes), file: "x.webarchive", warnings: &warnings) }
            #expect(error?.location == "WebMainResource")
            #expect(error?.reason == "it has no \(missing)" + (missing == "WebResourceData" ? " (the resource's bytes)" : ""))
        }
    }

    @Test func aBrokenSubresourceIsLeftOutWithAWarning() throws {
        let root: [String: Any] = [
            "WebMainResource": ["WebResourceData": Data("<p>x".utf8), "WebResourceURL": "https://a.example/", "WebResourceMIMEType": "text/html"],
            "WebSubresources": [["WebResourceURL": "https://a.example/s.css"], "not a dictionary"],
        ]
        let bytes = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        var warnings: [String] = []
        let archive = try WebArchive(reading: [UInt8](bytes), file: "x.webarchive", warnings: &warnings)
        #expect(archive.page.subresources.isEmpty)
        #expect(warnings == [
            "x.webarchive: WebSubresources[0]: it has no WebResourceData (the resource's bytes); it is left out",
            "x.webarchive: WebSubresources[1] is not a dictionary; it is left out",
        ])
    }
}
