import Foundation

/// The JavaScript of an extension (`NSExtensionJavaScriptPreprocessingFile`), or one of
/// several files evaluated in order (a library such as Readability.js, then the
/// extension's own file).
public struct ExtensionScript: Sendable {
    /// The script's text, without a byte order mark.
    public let source: String
    /// The name errors and stack traces give (the file's path).
    public let name: String

    /// A script from text.
    public init(source: String, name: String) {
        self.source = source.hasPrefix("\u{FEFF}") ? String(source.dropFirst()) : source
        self.name = name
    }

    /// Reads a script file: UTF-8, optionally with a byte order mark.
    ///
    /// - Throws: `.scriptUnreadable` when there is no such file, it is a directory, it cannot
    ///   be read, it is not UTF-8, or it holds nothing but white space.
    public init(contentsOf path: String) throws(AppexError) {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        guard exists, !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            let reason =
                !exists ? "no such file" : isDirectory.boolValue ? "it is a directory; pass the extension's .js file" : "it cannot be read"
            throw AppexError(.scriptUnreadable, "cannot read script '\(path)': \(reason)")
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let offset = ExtensionScript.firstInvalidUTF8Offset(bytes) ?? 0
            throw AppexError(
                .scriptUnreadable,
                "script '\(path)' is not valid UTF-8 (first bad byte at offset \(offset)); save it as UTF-8")
        }
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw AppexError(
                .scriptUnreadable,
                "script '\(path)' is empty (\(data.count) bytes\(data.isEmpty ? "" : " of white space")); it should define ExtensionPreprocessingJS")
        }
        self.init(source: text, name: path)
    }

    /// The offset of the first byte that does not start (or continue) a valid UTF-8 sequence.
    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
