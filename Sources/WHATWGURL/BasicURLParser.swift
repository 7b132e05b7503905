// The basic URL parser.
// https://url.spec.whatwg.org/#concept-basic-url-parser

/// The states of the basic URL parser; the URL API setters start in some of them (the spec's
/// "state override").
/// https://url.spec.whatwg.org/#concept-basic-url-parser
enum URLParserState: Sendable {
    case schemeStart, scheme, noScheme, specialRelativeOrAuthority, pathOrAuthority, relative
    case relativeSlash, specialAuthoritySlashes, specialAuthorityIgnoreSlashes, authority
    case host, hostname, port, file, fileSlash, fileHost, pathStart, path, opaquePath
    case query, fragment
}

/// One run of the basic URL parser's state machine.
///
/// The parser walks the input's UTF-8 bytes rather than its code points. That is equivalent
/// because every code point the states test for is ASCII, every percent-encode set contains
/// all non-ASCII code points (so encoding a code point is encoding each of its bytes), and the
/// buffers handed to the host parser are UTF-8 bytes that it decodes itself. The encoding is
/// always UTF-8. The query and fragment are percent-encoded as they are read instead of at
/// their end, which gives the same result for UTF-8.
///
/// For speed, the states that only collect code points (authority, host, path, opaque path,
/// query, fragment) take a whole run of such code points in one go and leave the pointer on
/// the last of them, which is what running the state once per code point would do.
struct BasicURLParser {
    /// What the state machine does after one run of a state.
    enum Step {
        /// Go on with the next code point (or stop after the EOF code point).
        case proceed
        /// Stop, keeping the URL as it is ("return" in a state-override run).
        case stop
        /// Stop with failure.
        case failure
    }

    /// The input after removing tabs and newlines (and, without a URL, leading and trailing
    /// C0 controls and spaces).
    let input: UnsafeBufferPointer<UInt8>
    let stateOverride: URLParserState?
    var state: URLParserState
    var buffer: [UInt8] = []
    var atSignSeen = false
    var insideBrackets = false
    var passwordTokenSeen = false
    var pointer = 0
    /// The special scheme of the URL being built, kept in step with its scheme.
    var urlSpecialScheme: SpecialScheme?
    /// The special scheme of the base URL.
    let baseSpecialScheme: SpecialScheme?

    /// Whether the URL being built is special.
    var urlIsSpecial: Bool {
        @inline(__always) get {
            urlSpecialScheme != nil
        }
    }

    init(input: UnsafeBufferPointer<UInt8>, base: URLRecord?, stateOverride: URLParserState?, url: URLRecord) {
        self.input = input
        self.stateOverride = stateOverride
        self.state = stateOverride ?? .schemeStart
        self.urlSpecialScheme = url.scheme.isEmpty ? nil : SpecialScheme(url.scheme)
        self.baseSpecialScheme = base.flatMap { SpecialScheme($0.scheme) }
        buffer.reserveCapacity(input.count)
    }

    /// Parses `input` against `base` into a new URL (the parser without *url* and *state
    /// override*).
    static func parse(_ input: String, base: URLRecord?) -> URLRecord? {
        withPreprocessedInput(input, trimmingControlsAndSpaces: true) { bytes in
            var url = URLRecord()
            var parser = BasicURLParser(input: bytes, base: base, stateOverride: nil, url: url)
            return parser.run(on: &url, base: base) ? url : nil
        }
    }

    /// Parses `input` into the existing `url`, starting in `stateOverride`, as the URL API
    /// setters do. Returns false where the spec returns failure; `url` keeps any changes made
    /// before that point, as in the spec.
    @discardableResult
    static func parse(_ input: String, into url: inout URLRecord, stateOverride: URLParserState) -> Bool {
        withPreprocessedInput(input, trimmingControlsAndSpaces: false) { bytes in
            var parser = BasicURLParser(input: bytes, base: nil, stateOverride: stateOverride, url: url)
            return parser.run(on: &url, base: nil)
        }
    }

    /// Calls `body` with the UTF-8 of `input` after steps 1–3 of the basic URL parser: removing
    /// leading and trailing C0 controls and spaces (when `trimmingControlsAndSpaces`) and then
    /// every ASCII tab or newline. Copies only when there is a tab or newline to remove.
    static func withPreprocessedInput<Result>(
        _ input: String,
        trimmingControlsAndSpaces: Bool,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        var input = input
        return input.withUTF8 { raw in
            var start = 0
            var end = raw.count
            if trimmingControlsAndSpaces {
                while start < end && raw[start] <= 0x20 {
                    start += 1
                }
                while end > start && raw[end - 1] <= 0x20 {
                    end -= 1
                }
            }
            let trimmed = UnsafeBufferPointer(rebasing: raw[start..<end])
            guard trimmed.contains(where: isASCIITabOrNewline) else {
                return body(trimmed)
            }
            let filtered = trimmed.filter { !isASCIITabOrNewline($0) }
            return filtered.withUnsafeBufferPointer(body)
        }
    }

    /// The code point the pointer points to, or `nil` for the EOF code point.
    var c: UInt8? {
        @inline(__always) get {
            pointer < input.count ? input[pointer] : nil
        }
    }

    /// Whether the code points after the pointer start with `byte`.
    @inline(__always)
    func remainingStarts(with byte: UInt8) -> Bool {
        pointer + 1 < input.count && input[pointer + 1] == byte
    }

    /// Whether `c` is "/", or "\" in a special URL: the two code points that end a segment.
    @inline(__always)
    func isSlash(_ c: UInt8?) -> Bool {
        c == UInt8(ascii: "/") || (urlIsSpecial && c == UInt8(ascii: "\\"))
    }

    /// Runs the state machine to the end. Returns false on failure. (`base` is a parameter
    /// rather than a stored property so that it is borrowed, not copied.)
    mutating func run(on url: inout URLRecord, base: URLRecord?) -> Bool {
        while true {
            let step: Step
            switch state {
            case .schemeStart: step = schemeStartState()
            case .scheme: step = schemeState(&url, base: base)
            case .noScheme: step = noSchemeState(&url, base: base)
            case .specialRelativeOrAuthority: step = specialRelativeOrAuthorityState()
            case .pathOrAuthority: step = pathOrAuthorityState()
            case .relative: step = relativeState(&url, base: base)
            case .relativeSlash: step = relativeSlashState(&url, base: base)
            case .specialAuthoritySlashes: step = specialAuthoritySlashesState()
            case .specialAuthorityIgnoreSlashes: step = specialAuthorityIgnoreSlashesState()
            case .authority: step = authorityState(&url)
            case .host, .hostname: step = hostState(&url)
            case .port: step = portState(&url)
            case .file: step = fileState(&url, base: base)
            case .fileSlash: step = fileSlashState(&url, base: base)
            case .fileHost: step = fileHostState(&url)
            case .pathStart: step = pathStartState(&url)
            case .path: step = pathState(&url)
            case .opaquePath: step = opaquePathState(&url)
            case .query: step = queryState(&url)
            case .fragment: step = fragmentState(&url)
            }
            switch step {
            case .proceed: break
            case .stop: return true
            case .failure: return false
            }
            if pointer >= input.count {
                return true
            }
            pointer += 1
        }
    }

    /// Sets the URL's scheme to `scheme`, whose special scheme is `specialScheme`.
    mutating func setScheme(_ scheme: String, _ specialScheme: SpecialScheme?, of url: inout URLRecord) {
        url.scheme = scheme
        urlSpecialScheme = specialScheme
    }

    /// The end of a run of code points that the current state collects: the index of the first
    /// byte after the pointer for which `isEnd` is true, or the end of the input. The byte at
    /// the pointer always belongs to the run.
    @inline(__always)
    func endOfRun(where isEnd: (UInt8) -> Bool) -> Int {
        var index = pointer + 1
        while index < input.count && !isEnd(input[index]) {
            index += 1
        }
        return index
    }

    /// Appends the input bytes in `start..<end` to the buffer, percent-encoding those in `set`.
    @inline(__always)
    mutating func appendToBuffer(_ start: Int, _ end: Int, encoding set: PercentEncodeSet) {
        var plainStart = start
        for index in start..<end where set.contains(input[index]) {
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: input[plainStart..<index]))
            appendPercentEncoded(input[index], using: set, to: &buffer)
            plainStart = index + 1
        }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: input[plainStart..<end]))
    }

    /// Empties the buffer, keeping its storage.
    @inline(__always)
    mutating func clearBuffer() {
        if !buffer.isEmpty {
            buffer.removeAll(keepingCapacity: true)
        }
    }

    /// https://url.spec.whatwg.org/#scheme-start-state
    mutating func schemeStartState() -> Step {
        if let c, isASCIIAlpha(c) {
            buffer.append(c | 0x20)
            state = .scheme
        } else if stateOverride == nil {
            state = .noScheme
            pointer -= 1
        } else {
            return .failure
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#scheme-state
    mutating func schemeState(_ url: inout URLRecord, base: URLRecord?) -> Step {
        if let c, isASCIIAlpha(c) || isASCIIDigit(c) || c == UInt8(ascii: "+") || c == UInt8(ascii: "-")
            || c == UInt8(ascii: ".")
        {
            buffer.append(isASCIIAlpha(c) ? c | 0x20 : c)
        } else if c == UInt8(ascii: ":") {
            let bufferSpecialScheme = SpecialScheme(bytes: buffer)
            if stateOverride != nil {
                if urlIsSpecial != (bufferSpecialScheme != nil) {
                    return .stop
                }
                if (url.includesCredentials || url.recordPort != nil) && bufferSpecialScheme == .file {
                    return .stop
                }
                if urlSpecialScheme == .file && url.recordHost == .empty {
                    return .stop
                }
            }
            setScheme(String(decoding: buffer, as: UTF8.self), bufferSpecialScheme, of: &url)
            if stateOverride != nil {
                if url.recordPort == urlSpecialScheme?.defaultPort {
                    url.recordPort = nil
                }
                return .stop
            }
            clearBuffer()
            if urlSpecialScheme == .file {
                state = .file
            } else if urlIsSpecial, let base, baseSpecialScheme == urlSpecialScheme, base.scheme == url.scheme {
                state = .specialRelativeOrAuthority
            } else if urlIsSpecial {
                state = .specialAuthoritySlashes
            } else if remainingStarts(with: UInt8(ascii: "/")) {
                state = .pathOrAuthority
                pointer += 1
            } else {
                url.path = .opaque("")
                state = .opaquePath
            }
        } else if stateOverride == nil {
            clearBuffer()
            state = .noScheme
            // Start over from the first code point (the run loop increments the pointer).
            pointer = -1
        } else {
            return .failure
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#no-scheme-state
    mutating func noSchemeState(_ url: inout URLRecord, base: URLRecord?) -> Step {
        guard let base, !base.hasOpaquePath || c == UInt8(ascii: "#") else {
            return .failure
        }
        if base.hasOpaquePath {
            setScheme(base.scheme, baseSpecialScheme, of: &url)
            url.path = base.path
            url.query = base.query
            url.fragment = ""
            state = .fragment
        } else if baseSpecialScheme != .file {
            state = .relative
            pointer -= 1
        } else {
            state = .file
            pointer -= 1
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#special-relative-or-authority-state
    mutating func specialRelativeOrAuthorityState() -> Step {
        if c == UInt8(ascii: "/") && remainingStarts(with: UInt8(ascii: "/")) {
            state = .specialAuthorityIgnoreSlashes
            pointer += 1
        } else {
            state = .relative
            pointer -= 1
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#path-or-authority-state
    mutating func pathOrAuthorityState() -> Step {
        if c == UInt8(ascii: "/") {
            state = .authority
        } else {
            state = .path
            pointer -= 1
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#relative-state
    mutating func relativeState(_ url: inout URLRecord, base: URLRecord?) -> Step {
        guard let base else {
            return .failure
        }
        setScheme(base.scheme, baseSpecialScheme, of: &url)
        if isSlash(c) {
            state = .relativeSlash
        } else {
            url.storedUsername = base.storedUsername
            url.storedPassword = base.storedPassword
            url.recordHost = base.recordHost
            url.recordPort = base.recordPort
            url.path = base.path
            url.query = base.query
            if c == UInt8(ascii: "?") {
                url.query = ""
                state = .query
            } else if c == UInt8(ascii: "#") {
                url.fragment = ""
                state = .fragment
            } else if c != nil {
                url.query = nil
                shortenPath(of: &url)
                state = .path
                pointer -= 1
            }
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#relative-slash-state
    mutating func relativeSlashState(_ url: inout URLRecord, base: URLRecord?) -> Step {
        if urlIsSpecial && (c == UInt8(ascii: "/") || c == UInt8(ascii: "\\")) {
            state = .specialAuthorityIgnoreSlashes
        } else if c == UInt8(ascii: "/") {
            state = .authority
        } else {
            guard let base else {
                return .failure
            }
            url.storedUsername = base.storedUsername
            url.storedPassword = base.storedPassword
            url.recordHost = base.recordHost
            url.recordPort = base.recordPort
            state = .path
            pointer -= 1
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#special-authority-slashes-state
    mutating func specialAuthoritySlashesState() -> Step {
        if c == UInt8(ascii: "/") && remainingStarts(with: UInt8(ascii: "/")) {
            pointer += 1
        } else {
            pointer -= 1
        }
        state = .specialAuthorityIgnoreSlashes
        return .proceed
    }

    /// https://url.spec.whatwg.org/#special-authority-ignore-slashes-state
    mutating func specialAuthorityIgnoreSlashesState() -> Step {
        if c != UInt8(ascii: "/") && c != UInt8(ascii: "\\") {
            state = .authority
            pointer -= 1
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#authority-state
    mutating func authorityState(_ url: inout URLRecord) -> Step {
        if c == UInt8(ascii: "@") {
            if atSignSeen {
                buffer.insert(contentsOf: "%40".utf8, at: 0)
            }
            atSignSeen = true
            var username: [UInt8] = []
            var password: [UInt8] = []
            for byte in buffer {
                if byte == UInt8(ascii: ":") && !passwordTokenSeen {
                    passwordTokenSeen = true
                    continue
                }
                if passwordTokenSeen {
                    appendPercentEncoded(byte, using: .userinfo, to: &password)
                } else {
                    appendPercentEncoded(byte, using: .userinfo, to: &username)
                }
            }
            url.storedUsername += String(decoding: username, as: UTF8.self)
            url.storedPassword += String(decoding: password, as: UTF8.self)
            clearBuffer()
        } else if c == nil || c == UInt8(ascii: "/") || c == UInt8(ascii: "?") || c == UInt8(ascii: "#")
            || (urlIsSpecial && c == UInt8(ascii: "\\"))
        {
            if atSignSeen && buffer.isEmpty {
                return .failure
            }
            pointer -= buffer.count + 1
            clearBuffer()
            state = .host
        } else {
            let end = endOfRun { byte in
                byte == UInt8(ascii: "@") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
                    || byte == UInt8(ascii: "#") || (byte == UInt8(ascii: "\\") && urlIsSpecial)
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: input[pointer..<end]))
            pointer = end - 1
        }
        return .proceed
    }

    /// The host state and the hostname state.
    /// https://url.spec.whatwg.org/#host-state
    mutating func hostState(_ url: inout URLRecord) -> Step {
        if stateOverride != nil && urlSpecialScheme == .file {
            pointer -= 1
            state = .fileHost
        } else if c == UInt8(ascii: ":") && !insideBrackets {
            if buffer.isEmpty {
                return .failure
            }
            if stateOverride == .hostname {
                return .failure
            }
            guard let host = HostParser.parse(buffer, isOpaque: !urlIsSpecial) else {
                return .failure
            }
            url.recordHost = host
            clearBuffer()
            state = .port
        } else if c == nil || c == UInt8(ascii: "/") || c == UInt8(ascii: "?") || c == UInt8(ascii: "#")
            || (urlIsSpecial && c == UInt8(ascii: "\\"))
        {
            pointer -= 1
            if urlIsSpecial && buffer.isEmpty {
                return .failure
            } else if stateOverride != nil && buffer.isEmpty
                && (url.includesCredentials || url.recordPort != nil)
            {
                return .failure
            }
            guard let host = HostParser.parse(buffer, isOpaque: !urlIsSpecial) else {
                return .failure
            }
            url.recordHost = host
            clearBuffer()
            state = .pathStart
            if stateOverride != nil {
                return .stop
            }
        } else if c == UInt8(ascii: "[") {
            insideBrackets = true
            buffer.append(UInt8(ascii: "["))
        } else if c == UInt8(ascii: "]") {
            insideBrackets = false
            buffer.append(UInt8(ascii: "]"))
        } else {
            let end = endOfRun { byte in
                switch byte {
                case UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"),
                     UInt8(ascii: "["), UInt8(ascii: "]"):
                    true
                case UInt8(ascii: "\\"):
                    urlIsSpecial
                default:
                    false
                }
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: input[pointer..<end]))
            pointer = end - 1
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#port-state
    mutating func portState(_ url: inout URLRecord) -> Step {
        if let c, isASCIIDigit(c) {
            buffer.append(c)
        } else if c == nil || c == UInt8(ascii: "/") || c == UInt8(ascii: "?") || c == UInt8(ascii: "#")
            || (urlIsSpecial && c == UInt8(ascii: "\\")) || stateOverride != nil
        {
            if !buffer.isEmpty {
                var port = 0
                for digit in buffer {
                    port = min(port * 10 + Int(digit - UInt8(ascii: "0")), 1 << 17)
                }
                guard let port = UInt16(exactly: port) else {
                    return .failure
                }
                url.recordPort = port == urlSpecialScheme?.defaultPort ? nil : port
                clearBuffer()
                if stateOverride != nil {
                    return .stop
                }
            }
            if stateOverride != nil {
                return .failure
            }
            state = .pathStart
            pointer -= 1
        } else {
            return .failure
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#file-state
    mutating func fileState(_ url: inout URLRecord, base: URLRecord?) -> Step {
        setScheme("file", .file, of: &url)
        url.recordHost = .empty
        if c == UInt8(ascii: "/") || c == UInt8(ascii: "\\") {
            state = .fileSlash
        } else if let base, baseSpecialScheme == .file {
            url.recordHost = base.recordHost
            url.path = base.path
            url.query = base.query
            if c == UInt8(ascii: "?") {
                url.query = ""
                state = .query
            } else if c == UInt8(ascii: "#") {
                url.fragment = ""
                state = .fragment
            } else if c != nil {
                url.query = nil
                if !startsWithWindowsDriveLetter(at: pointer) {
                    shortenPath(of: &url)
                } else {
                    url.path = .segments([])
                }
                state = .path
                pointer -= 1
            }
        } else {
            state = .path
            pointer -= 1
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#file-slash-state
    mutating func fileSlashState(_ url: inout URLRecord, base: URLRecord?) -> Step {
        if c == UInt8(ascii: "/") || c == UInt8(ascii: "\\") {
            state = .fileHost
        } else {
            if let base, baseSpecialScheme == .file {
                url.recordHost = base.recordHost
                if !startsWithWindowsDriveLetter(at: pointer),
                   let first = base.path.segmentList.first,
                   Self.isNormalizedWindowsDriveLetter(first.utf8)
                {
                    url.path.append(first)
                }
            }
            state = .path
            pointer -= 1
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#file-host-state
    mutating func fileHostState(_ url: inout URLRecord) -> Step {
        guard c == nil || c == UInt8(ascii: "/") || c == UInt8(ascii: "\\") || c == UInt8(ascii: "?")
            || c == UInt8(ascii: "#")
        else {
            buffer.append(c!)
            return .proceed
        }
        pointer -= 1
        if stateOverride == nil && Self.isWindowsDriveLetter(buffer) {
            // The buffer is kept: the path state uses it as the first segment.
            state = .path
        } else if buffer.isEmpty {
            url.recordHost = .empty
            if stateOverride != nil {
                return .stop
            }
            state = .pathStart
        } else {
            guard var host = HostParser.parse(buffer, isOpaque: !urlIsSpecial) else {
                return .failure
            }
            if host == .domain("localhost") {
                host = .empty
            }
            url.recordHost = host
            if stateOverride != nil {
                return .stop
            }
            clearBuffer()
            state = .pathStart
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#path-start-state
    mutating func pathStartState(_ url: inout URLRecord) -> Step {
        if urlIsSpecial {
            state = .path
            if c != UInt8(ascii: "/") && c != UInt8(ascii: "\\") {
                pointer -= 1
            }
        } else if stateOverride == nil && c == UInt8(ascii: "?") {
            url.query = ""
            state = .query
        } else if stateOverride == nil && c == UInt8(ascii: "#") {
            url.fragment = ""
            state = .fragment
        } else if c != nil {
            state = .path
            if c != UInt8(ascii: "/") {
                pointer -= 1
            }
        } else if stateOverride != nil && url.recordHost == nil {
            url.path.append("")
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#path-state
    mutating func pathState(_ url: inout URLRecord) -> Step {
        let c = self.c
        guard c == nil || isSlash(c)
            || (stateOverride == nil && (c == UInt8(ascii: "?") || c == UInt8(ascii: "#")))
        else {
            let end = endOfRun { byte in
                switch byte {
                case UInt8(ascii: "/"): true
                case UInt8(ascii: "\\"): urlIsSpecial
                case UInt8(ascii: "?"), UInt8(ascii: "#"): stateOverride == nil
                default: false
                }
            }
            appendToBuffer(pointer, end, encoding: .path)
            pointer = end - 1
            return .proceed
        }
        let endsWithSlash = isSlash(c)
        if Self.isDoubleDotSegment(buffer) {
            shortenPath(of: &url)
            if !endsWithSlash {
                url.path.append("")
            }
        } else if Self.isSingleDotSegment(buffer) {
            if !endsWithSlash {
                url.path.append("")
            }
        } else {
            if urlSpecialScheme == .file && url.path.isEmptyList && Self.isWindowsDriveLetter(buffer) {
                buffer[1] = UInt8(ascii: ":")
            }
            url.path.append(String(decoding: buffer, as: UTF8.self))
        }
        clearBuffer()
        if c == UInt8(ascii: "?") {
            url.query = ""
            state = .query
        }
        if c == UInt8(ascii: "#") {
            url.fragment = ""
            state = .fragment
        }
        return .proceed
    }

    /// The opaque path is collected in the buffer and stored when it ends, which is the same as
    /// appending to the URL's path code point by code point.
    /// https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state
    mutating func opaquePathState(_ url: inout URLRecord) -> Step {
        switch c {
        case UInt8(ascii: "?"):
            flushOpaquePath(into: &url)
            url.query = ""
            state = .query
        case UInt8(ascii: "#"):
            flushOpaquePath(into: &url)
            url.fragment = ""
            state = .fragment
        case UInt8(ascii: " "):
            if remainingStarts(with: UInt8(ascii: "?")) || remainingStarts(with: UInt8(ascii: "#")) {
                buffer.append(contentsOf: "%20".utf8)
            } else {
                buffer.append(UInt8(ascii: " "))
            }
        case _?:
            let end = endOfRun { byte in
                byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: " ")
            }
            appendToBuffer(pointer, end, encoding: .c0Control)
            pointer = end - 1
        case nil:
            flushOpaquePath(into: &url)
        }
        return .proceed
    }

    /// Appends the buffer to the URL's opaque path and empties the buffer.
    mutating func flushOpaquePath(into url: inout URLRecord) {
        if case .opaque(let existing) = url.path {
            url.path = .opaque(existing + String(decoding: buffer, as: UTF8.self))
        }
        clearBuffer()
    }

    /// https://url.spec.whatwg.org/#query-state
    mutating func queryState(_ url: inout URLRecord) -> Step {
        if (stateOverride == nil && c == UInt8(ascii: "#")) || c == nil {
            let encoded = String(decoding: buffer, as: UTF8.self)
            if let query = url.query, !query.isEmpty {
                url.query = query + encoded
            } else {
                url.query = encoded
            }
            clearBuffer()
            if c == UInt8(ascii: "#") {
                url.fragment = ""
                state = .fragment
            }
        } else {
            let end = stateOverride == nil ? endOfRun { $0 == UInt8(ascii: "#") } : input.count
            appendToBuffer(pointer, end, encoding: urlIsSpecial ? .specialQuery : .query)
            pointer = end - 1
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#fragment-state
    mutating func fragmentState(_ url: inout URLRecord) -> Step {
        if c != nil {
            appendToBuffer(pointer, input.count, encoding: .fragment)
            pointer = input.count - 1
        } else {
            let encoded = String(decoding: buffer, as: UTF8.self)
            if let fragment = url.fragment, !fragment.isEmpty {
                url.fragment = fragment + encoded
            } else {
                url.fragment = encoded
            }
            clearBuffer()
        }
        return .proceed
    }

    /// https://url.spec.whatwg.org/#shorten-a-urls-path
    func shortenPath(of url: inout URLRecord) {
        if urlSpecialScheme == .file, case .segments(let segments) = url.path, segments.count == 1,
           Self.isNormalizedWindowsDriveLetter(segments[0].utf8)
        {
            return
        }
        url.path.removeLast()
    }

    /// Whether the input from `index` starts with a Windows drive letter: an ASCII letter and
    /// ":" or "|", followed by nothing or by "/", "\", "?" or "#".
    /// https://url.spec.whatwg.org/#start-with-a-windows-drive-letter
    func startsWithWindowsDriveLetter(at index: Int) -> Bool {
        let remaining = input.count - index
        guard remaining >= 2, isASCIIAlpha(input[index]),
              input[index + 1] == UInt8(ascii: ":") || input[index + 1] == UInt8(ascii: "|")
        else {
            return false
        }
        if remaining == 2 {
            return true
        }
        switch input[index + 2] {
        case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "?"), UInt8(ascii: "#"): return true
        default: return false
        }
    }

    /// An ASCII letter followed by ":" or "|".
    /// https://url.spec.whatwg.org/#windows-drive-letter
    static func isWindowsDriveLetter<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard bytes.count == 2, let first = bytes.first, isASCIIAlpha(first) else {
            return false
        }
        let second = bytes[bytes.index(after: bytes.startIndex)]
        return second == UInt8(ascii: ":") || second == UInt8(ascii: "|")
    }

    /// An ASCII letter followed by ":".
    /// https://url.spec.whatwg.org/#normalized-windows-drive-letter
    static func isNormalizedWindowsDriveLetter<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        isWindowsDriveLetter(bytes) && bytes[bytes.index(after: bytes.startIndex)] == UInt8(ascii: ":")
    }

    /// "." or "%2e" (ASCII case-insensitive).
    /// https://url.spec.whatwg.org/#single-dot-path-segment
    static func isSingleDotSegment(_ segment: [UInt8]) -> Bool {
        switch segment.count {
        case 1: segment[0] == UInt8(ascii: ".")
        case 3: isEncodedDot(segment[0...])
        default: false
        }
    }

    /// "..", ".%2e", "%2e." or "%2e%2e" (ASCII case-insensitive).
    /// https://url.spec.whatwg.org/#double-dot-path-segment
    static func isDoubleDotSegment(_ segment: [UInt8]) -> Bool {
        let dot = UInt8(ascii: ".")
        switch segment.count {
        case 2: return segment[0] == dot && segment[1] == dot
        case 4:
            return (segment[0] == dot && isEncodedDot(segment[1...]))
                || (isEncodedDot(segment[0..<3]) && segment[3] == dot)
        case 6: return isEncodedDot(segment[0..<3]) && isEncodedDot(segment[3..<6])
        default: return false
        }
    }

    /// Whether three bytes are "%2e" or "%2E".
    private static func isEncodedDot(_ bytes: ArraySlice<UInt8>) -> Bool {
        let start = bytes.startIndex
        return bytes.count == 3 && bytes[start] == UInt8(ascii: "%") && bytes[start + 1] == UInt8(ascii: "2")
            && bytes[start + 2] | 0x20 == UInt8(ascii: "e")
    }
}
