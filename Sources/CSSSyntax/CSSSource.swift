/// The text of a style sheet, a declaration list or a selector as CSS reads it: UTF-8
/// after https://www.w3.org/TR/css-syntax-3/#input-preprocessing (CR, CR LF and form
/// feed become a line feed, NUL becomes U+FFFD).
///
/// Style sheets keep their source and parse parts of it later (a rule's declarations are
/// read the first time the rule matches), so positions in it are byte offsets.
public struct CSSSource: Sendable {
    /// The preprocessed UTF-8 bytes.
    public let bytes: [UInt8]

    /// For each preprocessed byte, the offset of the byte it came from in the original
    /// text, plus one entry for the end; nil when preprocessing changed nothing (the
    /// common case), so that offsets are the same.
    let originalOffsets: [Int]?

    /// Preprocesses `text`.
    public init(_ text: String) {
        var text = text
        self = text.withUTF8 { CSSSource(utf8: $0) }
    }

    /// Preprocesses UTF-8 bytes.
    public init(utf8 input: UnsafeBufferPointer<UInt8>) {
        guard Self.needsPreprocessing(input) else {
            bytes = Array(input)
            originalOffsets = nil
            return
        }
        var output: [UInt8] = []
        var offsets: [Int] = []
        output.reserveCapacity(input.count)
        offsets.reserveCapacity(input.count + 1)
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x0D:
                output.append(0x0A)
                offsets.append(index)
                if index + 1 < input.count && input[index + 1] == 0x0A { index += 1 }
            case 0x0C:
                output.append(0x0A)
                offsets.append(index)
            case 0:
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                offsets.append(contentsOf: [index, index, index])
            default:
                output.append(byte)
                offsets.append(index)
            }
            index += 1
        }
        offsets.append(input.count)
        bytes = output
        originalOffsets = offsets
    }

    /// Whether preprocessing changes `input`: it has a carriage return, a form feed or a NUL.
    static func needsPreprocessing(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        input.contains { $0 == 0x0D || $0 == 0x0C || $0 == 0 }
    }

    /// The offset in the original text of preprocessed byte `offset`.
    public func originalOffset(of offset: Int) -> Int {
        guard let originalOffsets else { return offset }
        return originalOffsets[min(offset, originalOffsets.count - 1)]
    }

    /// The text of a range of the source.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The whole range of the source.
    public var wholeRange: Range<Int> { 0..<bytes.count }

    /// `range` without the whitespace (space, tab, line feed) at its ends.
    public func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isCSSWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, isCSSWhitespace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}

/// Whether `byte` is CSS whitespace after preprocessing: line feed, tab or space.
@inlinable
public func isCSSWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09
}
