import DOM

/// `canPlayType()`'s answers: Safari's, for the media Safari plays.
///
/// They are Safari's rather than the WebKit oracle's: WebKitGTK answers from the GStreamer
/// plugins of the machine it runs on (without them, "" for `video/mp4`), where Safari
/// plays MP4, QuickTime, HLS, WebM, MP3, AAC, FLAC and WAV on every device.
///
/// https://html.spec.whatwg.org/multipage/media.html#dom-navigator-canplaytype
enum MediaTypeSupport {
    /// The three answers.
    enum Answer: String {
        case no = ""
        case maybe
        case probably
    }

    /// The containers Safari plays, by MIME type (ASCII lower case).
    static let containers: Set<String> = [
        "video/mp4", "video/x-m4v", "video/quicktime", "video/3gpp", "video/webm", "audio/mp4", "audio/x-m4a", "audio/mpeg",
        "audio/mp3", "audio/aac", "audio/x-aac", "audio/wav", "audio/x-wav", "audio/wave", "audio/flac", "audio/x-flac",
        "audio/webm", "audio/3gpp", "application/vnd.apple.mpegurl", "application/x-mpegurl", "audio/mpegurl",
    ]

    /// The codecs Safari decodes, by the part of a `codecs` entry before its first dot.
    static let codecs: Set<String> = [
        "avc1", "avc3", "hvc1", "hev1", "mp4a", "ac-3", "ec-3", "alac", "flac", "opus", "mp3", "vp8", "vp9", "vp09", "av01",
    ]

    /// The answer for a MIME type such as `video/mp4; codecs="avc1.42E01E, mp4a.40.2"`:
    /// "maybe" for a container Safari plays, "probably" when it also names only codecs
    /// Safari decodes, "" otherwise.
    static func answer(for type: String) -> Answer {
        guard containers.contains(mimeTypeEssence(type)) else { return .no }
        let parameters = type.split(separator: ";", omittingEmptySubsequences: false).dropFirst()
        guard let codecList = parameter("codecs", in: parameters) else { return .maybe }
        let entries = codecList.split(separator: ",").map { asciiLowercase(stripLeadingAndTrailingASCIIWhitespace(String($0))) }
        guard !entries.isEmpty else { return .maybe }
        let known = entries.allSatisfy { entry in codecs.contains(String(entry.split(separator: ".").first ?? "")) }
        return known ? .probably : .no
    }

    /// The value of parameter `name` among `parameters` (`key=value`, quotes removed).
    private static func parameter(_ name: String, in parameters: ArraySlice<Substring>) -> String? {
        for parameter in parameters {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, asciiLowercase(stripLeadingAndTrailingASCIIWhitespace(String(pair[0]))) == name else { continue }
            var value = stripLeadingAndTrailingASCIIWhitespace(String(pair[1]))
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return value
        }
        return nil
    }
}
