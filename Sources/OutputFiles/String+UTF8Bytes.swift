extension String {
    /// Calls `body` with the string's UTF-8 bytes, passing its typed error on
    /// (`withUTF8` only rethrows untyped errors).
    func withUTF8Bytes<Failure: Error>(_ body: (UnsafeRawBufferPointer) throws(Failure) -> Void) throws(Failure) {
        var text = self
        var failure: Failure?
        text.withUTF8 { buffer in
            do throws(Failure) {
                try body(UnsafeRawBufferPointer(buffer))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }
}
