/// What a file that is not a saved page looks like, from its first bytes: the signatures of
/// executables, images, documents, archives and compressed data, so that such a file is refused
/// with a message that says what it is instead of becoming a document of its bytes.
///
/// https://mimesniff.spec.whatwg.org/#matching-a-mime-type-pattern (the image, audio, video and
/// archive patterns, and others common on disk)
public enum FileSignature {
    /// One signature: bytes at an offset (`nil` matches any byte) and what they mean.
    private struct Pattern {
        let offset: Int
        let bytes: [UInt8?]
        let kind: String

        init(_ text: String, at offset: Int = 0, _ kind: String) {
            self.offset = offset
            bytes = text.unicodeScalars.map { $0 == "?" ? nil : UInt8($0.value) }
            self.kind = kind
        }

        init(bytes: [UInt8?], at offset: Int = 0, _ kind: String) {
            self.offset = offset
            self.bytes = bytes
            self.kind = kind
        }

        func matches(_ data: ArraySlice<UInt8>) -> Bool {
            guard data.count >= offset + bytes.count else { return false }
            let start = data.startIndex + offset
            return zip(data[start..<(start + bytes.count)], bytes).allSatisfy { actual, expected in expected.map { $0 == actual } ?? true }
        }
    }

    private static let patterns: [Pattern] = [
        Pattern(bytes: [0x7F, 0x45, 0x4C, 0x46], "an ELF executable or shared library"),
        Pattern(bytes: [0xCF, 0xFA, 0xED, 0xFE], "a Mach-O executable"),
        Pattern(bytes: [0xCE, 0xFA, 0xED, 0xFE], "a Mach-O executable"),
        Pattern(bytes: [0xFE, 0xED, 0xFA, 0xCF], "a Mach-O executable"),
        Pattern(bytes: [0xFE, 0xED, 0xFA, 0xCE], "a Mach-O executable"),
        Pattern(bytes: [0xCA, 0xFE, 0xBA, 0xBE], "a Mach-O universal binary or a Java class file"),
        Pattern(bytes: [0x00, 0x61, 0x73, 0x6D], "a WebAssembly module"),
        Pattern(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG image"),
        Pattern(bytes: [0xFF, 0xD8, 0xFF], "a JPEG image"),
        Pattern("GIF87a", "a GIF image"),
        Pattern("GIF89a", "a GIF image"),
        Pattern("RIFF????WEBPVP", "a WebP image"),
        Pattern("RIFF????WAVE", "a WAVE audio file"),
        Pattern("RIFF????AVI ", "an AVI video"),
        Pattern(bytes: [0x49, 0x49, 0x2A, 0x00], "a TIFF image"),
        Pattern(bytes: [0x4D, 0x4D, 0x00, 0x2A], "a TIFF image"),
        Pattern(bytes: [0x00, 0x00, 0x01, 0x00], "a Windows icon"),
        Pattern("ftypheic", at: 4, "a HEIC image"),
        Pattern("ftypavif", at: 4, "an AVIF image"),
        Pattern("ftyp", at: 4, "an MP4 or QuickTime video"),
        Pattern("ID3", "an MP3 audio file"),
        Pattern("OggS", "an Ogg audio or video file"),
        Pattern("fLaC", "a FLAC audio file"),
        Pattern(bytes: [0x1A, 0x45, 0xDF, 0xA3], "a Matroska or WebM video"),
        Pattern("%PDF-", "a PDF document"),
        Pattern("%!PS", "a PostScript document"),
        Pattern(bytes: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1], "an old Microsoft Office document"),
        Pattern("{\\rtf", "an RTF document"),
        Pattern("PK\u{3}\u{4}", "a ZIP archive (or a file made of one: .docx, .xlsx, .epub, .jar, .ipa)"),
        Pattern("PK\u{5}\u{6}", "an empty ZIP archive"),
        Pattern(bytes: [0x1F, 0x8B], "gzip-compressed data"),
        Pattern("BZh", "bzip2-compressed data"),
        Pattern(bytes: [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], "xz-compressed data"),
        Pattern(bytes: [0x28, 0xB5, 0x2F, 0xFD], "zstd-compressed data"),
        Pattern(bytes: [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C], "a 7-Zip archive"),
        Pattern("Rar!", "a RAR archive"),
        Pattern("ustar", at: 257, "a tar archive"),
        Pattern("SQLite format 3\u{0}", "an SQLite database"),
        Pattern("wOFF", "a WOFF web font"),
        Pattern("wOF2", "a WOFF2 web font"),
        Pattern("OTTO", "an OpenType font"),
        Pattern("bplist00", "a binary property list"),
    ]

    /// What `bytes` (the start of a file) look like when they are not text a page could be made
    /// of: a known signature, else "binary data" when they hold NUL bytes that UTF-16 text would
    /// not; `nil` for anything that may be a page.
    public static func nonPageKind(of bytes: ArraySlice<UInt8>) -> String? {
        if let pattern = patterns.first(where: { $0.matches(bytes) }) { return pattern.kind }
        // "MZ" starts plain words too; a Windows executable has NULs in its header.
        if bytes.starts(with: [0x4D, 0x5A]), bytes.prefix(64).contains(0) { return "a Windows executable (PE)" }
        // A UTF-16 byte order mark says text, whatever its characters (U+4E00 is 00 4E).
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return nil }
        return looksBinary(bytes.prefix(1024)) ? "binary data (it holds NUL bytes and is not UTF-16 text)" : nil
    }

    /// Whether bytes hold several NULs not laid out as UTF-16 text's are (every other byte).
    private static func looksBinary(_ bytes: ArraySlice<UInt8>) -> Bool {
        var nulsAtEven = 0
        var nulsAtOdd = 0
        for (offset, byte) in bytes.enumerated() where byte == 0 {
            if offset % 2 == 0 { nulsAtEven += 1 } else { nulsAtOdd += 1 }
        }
        guard nulsAtEven + nulsAtOdd >= 4 else { return false }
        // UTF-16 text of mostly ASCII markup has its NULs on one side only.
        let pairs = bytes.count / 2
        let isUTF16 = (nulsAtEven == 0 && nulsAtOdd * 4 >= pairs) || (nulsAtOdd == 0 && nulsAtEven * 4 >= pairs)
        return !isUTF16
    }
}
