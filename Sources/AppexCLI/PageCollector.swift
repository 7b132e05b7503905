import Foundation

/// Finds the pages a command runs over: files, and folders searched recursively.
enum PageCollector {
    /// The file name endings of saved pages.
    static let pageExtensions: Set<String> = ["html", "htm", "xhtml"]

    /// The pages among `inputs`, sorted, each once. In folders, only files named `name`
    /// when it is given, else files with a page extension.
    static func collect(_ inputs: [String], named name: String? = nil) throws -> [String] {
        var pages: Set<String> = []
        let manager = FileManager.default
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw CollectionError("'\(input)' does not exist")
            }
            guard isDirectory.boolValue else {
                pages.insert(input)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: input) else {
                throw CollectionError("cannot list the folder '\(input)'")
            }
            for case let relative as String in enumerator {
                let url = URL(fileURLWithPath: relative)
                let matches = name.map { url.lastPathComponent == $0 }
                    ?? pageExtensions.contains(url.pathExtension.lowercased())
                if matches { pages.insert((input as NSString).appendingPathComponent(relative)) }
            }
        }
        guard !pages.isEmpty else { throw CollectionError("no pages found in \(inputs.joined(separator: ", "))") }
        return pages.sorted()
    }

    /// Why the inputs gave no pages.
    struct CollectionError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
