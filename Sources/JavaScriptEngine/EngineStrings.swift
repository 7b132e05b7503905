public import CJavaScriptCore

/// Calls `body` with a temporary engine string holding `string` (see ``makeJSString(_:)``),
/// released afterwards.
@inlinable public func withJSString<Result>(_ string: String, _ body: (JSStringRef) throws -> Result) rethrows -> Result {
    let handle = makeJSString(string)
    defer { JSStringRelease(handle) }
    return try body(handle)
}

/// `withJSString` for an optional string; nil passes NULL.
@inlinable func withOptionalJSString<Result>(_ string: String?, _ body: (JSStringRef?) throws -> Result) rethrows
    -> Result
{
    guard let string else { return try body(nil) }
    return try withJSString(string) { try body($0) }
}

/// A new engine string (+1 reference) holding `string`, made from UTF-16 code units that
/// appexjs transcodes itself (`JSStringCreateWithCharacters`).
///
/// The engine's own UTF-8 entry point (`JSStringCreateWithUTF8CString`) measures the text,
/// decodes it a byte at a time into a UTF-16 buffer and copies it again: about 3–7 ns per
/// byte here, against about 0.6 for this path, whose ASCII runs are widened sixteen bytes
/// at a time. (The engine keeps the result as a 16-bit string. NUL characters need no
/// special case, as they would through a C string.)
@usableFromInline func makeJSString(_ string: String) -> JSStringRef {
    var string = string
    return string.withUTF8 { utf8 in
        // A UTF-8 sequence of n bytes is at most n UTF-16 code units.
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(utf8.count, 1)) { units in
            let count = transcodeUTF8ToUTF16(utf8, into: units)
            return JSStringCreateWithCharacters(units.baseAddress, count)
        }
    }
}

/// The empty engine string, made once: empty results (`getAttribute` of an empty value,
/// `style.display` of an element without one) are common.
@usableFromInline let emptyEngineString = JSStringHandle("")

/// Writes the UTF-16 form of `source` (UTF-8, as a Swift string's bytes are) into
/// `target`, which must have room for `source.count` code units. Returns the number of code
/// units written.
///
/// It never reads past `source`: a sequence cut off at its end (a piece of a longer text)
/// is left unread, and ``transcodeUTF8ToUTF16(_:into:consumed:)`` says how much was read; a
/// byte that starts no sequence becomes U+FFFD. Debug builds trap on either instead, as a
/// Swift string never holds them.
@usableFromInline func transcodeUTF8ToUTF16(
    _ source: UnsafeBufferPointer<UInt8>, into target: UnsafeMutableBufferPointer<UInt16>
) -> Int {
    var consumed = 0
    let written = transcodeUTF8ToUTF16(source, into: target, consumed: &consumed)
    assert(consumed == source.count, "UTF-8 cut off at the end of the text")
    return written
}

/// ``transcodeUTF8ToUTF16(_:into:)`` that stops before a sequence cut off at the end of
/// `source`, setting `consumed` to the bytes it read (the rest start that sequence).
@usableFromInline func transcodeUTF8ToUTF16(
    _ source: UnsafeBufferPointer<UInt8>, into target: UnsafeMutableBufferPointer<UInt16>, consumed: inout Int
) -> Int {
    guard let input = source.baseAddress, let output = target.baseAddress else {
        consumed = 0
        return 0
    }
    precondition(target.count >= source.count, "too small a buffer for the UTF-16 form")
    let end = source.count
    var read = 0
    var written = 0
    while read < end {
        // ASCII runs, sixteen bytes at a time.
        while read + 16 <= end {
            let chunk = UnsafeRawPointer(input + read).loadUnaligned(as: SIMD16<UInt8>.self)
            guard (chunk & 0x80) == SIMD16(repeating: 0) else { break }
            UnsafeMutableRawPointer(output + written).storeBytes(
                of: SIMD16<UInt16>(truncatingIfNeeded: chunk), as: SIMD16<UInt16>.self)
            read += 16
            written += 16
        }
        guard read < end else { break }
        let lead = UInt32(input[read])
        let length: Int
        switch lead {
        case ..<0x80: length = 1
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: length = 0  // a continuation byte or a byte UTF-8 never uses
        }
        guard length > 0 else {
            assertionFailure("a byte that starts no UTF-8 sequence")
            output[written] = 0xFFFD
            read += 1
            written += 1
            continue
        }
        guard read + length <= end else { break }  // cut off: left for the next piece
        switch length {
        case 1:
            output[written] = UInt16(lead)
        case 2:
            output[written] = UInt16((lead & 0x1F) << 6 | UInt32(input[read + 1]) & 0x3F)
        case 3:
            output[written] = UInt16(
                truncatingIfNeeded: (lead & 0x0F) << 12 | (UInt32(input[read + 1]) & 0x3F) << 6 | UInt32(input[read + 2]) & 0x3F)
        default:
            let scalar =
                (lead & 0x07) << 18 | (UInt32(input[read + 1]) & 0x3F) << 12 | (UInt32(input[read + 2]) & 0x3F) << 6
                | UInt32(input[read + 3]) & 0x3F
            let offset = scalar &- 0x10000
            output[written] = UInt16(truncatingIfNeeded: 0xD800 | offset >> 10 & 0x3FF)
            written += 1
            output[written] = UInt16(truncatingIfNeeded: 0xDC00 | offset & 0x3FF)
        }
        read += length
        written += 1
    }
    consumed = read
    return written
}

/// The contents of an engine string as a Swift string.
///
/// The engine writes UTF-8 straight into the new string's storage
/// (`JSStringGetUTF8CString`), which for its 8-bit (Latin-1) strings avoids the UTF-16
/// copy `JSStringGetCharactersPtr` would allocate. A string the UTF-8 conversion cannot
/// take whole (an unpaired surrogate) is read as UTF-16 instead, with U+FFFD in its place.
@inlinable public func swiftString(_ string: JSStringRef) -> String {
    let length = JSStringGetLength(string)
    guard length > 0 else { return "" }
    let capacity = JSStringGetMaximumUTF8CStringSize(string)
    let converted = String(unsafeUninitializedCapacity: capacity) { buffer in
        let written = buffer.withMemoryRebound(to: CChar.self) { JSStringGetUTF8CString(string, $0.baseAddress, capacity) }
        return max(written - 1, 0)
    }
    if converted.utf16.count == length { return converted }
    guard let characters = JSStringGetCharactersPtr(string) else { return converted }
    return String(decoding: UnsafeBufferPointer(start: characters, count: length), as: UTF16.self)
}
