import Foundation

/// Finds the shared test material (`../shared` beside the repository) and says clearly
/// what is missing.
struct SharedMaterial {
    /// The `shared` directory.
    let root: URL

    /// `shared` at `path`, or `../shared` from the working directory.
    init(path: String?) throws(ConformanceError) {
        let candidate = URL(fileURLWithPath: path ?? "../shared", isDirectory: true).standardizedFileURL
        guard FileManager.default.fileExists(atPath: candidate.path) else {
            throw ConformanceError(
                "the shared material is missing: \(candidate.path) does not exist "
                    + "(clone it beside the repository, or pass --shared DIR)")
        }
        root = candidate
    }

    /// A file under the shared directory, which must exist.
    func file(_ relativePath: String) throws(ConformanceError) -> URL {
        let url = root.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ConformanceError("\(url.path) is missing from the shared material")
        }
        return url
    }
}

/// A reason the suite could not run at all.
struct ConformanceError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
