import Foundation
import PropertyLists

/// Reads an `Info.plist` (XML, binary, or the old text format) with Foundation's
/// `PropertyListSerialization`, and says plainly what is wrong when it cannot.
enum InfoPlistFile {
    /// The top-level dictionary of the property list at `path`.
    ///
    /// - Throws: ``BundleError`` naming the file when it is missing, unreadable, empty, not
    ///   a property list (with Foundation's own line number for XML), or not a dictionary.
    static func read(_ path: String) throws(BundleError) -> PlistDictionary {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BundleError(file: path, "no such file")
        }
        guard !isDirectory.boolValue else {
            throw BundleError(file: path, "is a folder; give the Info.plist file, or the .appex bundle that holds it")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BundleError(file: path, "cannot be read (permissions?)")
        }
        guard !data.isEmpty else { throw BundleError(file: path, "is empty; expected a property list") }
        let isBinary = data.starts(with: Array("bplist".utf8))
        let object: Any
        do {
            object = try PropertyListReader.read(data).value
        } catch {
            let detail = (error as? PropertyListReadError)?.description ?? (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            let what = isBinary ? "a binary property list" : "an XML property list"
            throw BundleError(
                file: path,
                "is not \(isBinary ? "valid as " : "")\(what)" + (detail.map { " (\($0))" } ?? "")
                    + "; check it with plutil -lint on a Mac")
        }
        guard let dictionary = object as? [String: Any] else {
            if isBinary { throw BundleError(file: path, "starts like a binary property list but is not a valid one") }
            throw BundleError(
                file: path, "holds \(PlistDictionary.kind(of: object).rawValue) at its top level; an Info.plist holds a dictionary")
        }
        return PlistDictionary(file: path, keyPath: [], values: dictionary)
    }
}
