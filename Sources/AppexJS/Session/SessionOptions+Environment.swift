import Bindings

extension SessionOptions {
    /// What the window reports: the options' values, else Safari's on ``platform``.
    var browserEnvironment: BrowserEnvironment {
        var environment = BrowserEnvironment()
        switch platform {
        case .iOS:
            environment.userAgent =
                "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
                + "Version/18.0 Mobile/15E148 Safari/604.1"
            environment.platform = "iPhone"
            environment.viewport = Viewport(width: 390, height: 844)
            environment.devicePixelRatio = 3
        case .macOS:
            break  // BrowserEnvironment's defaults are Safari 18 on a Mac.
        }
        if let userAgent { environment.userAgent = userAgent }
        if let language { environment.language = language }
        if let navigatorPlatform { environment.platform = navigatorPlatform }
        if let viewport { environment.viewport = Viewport(width: viewport.width, height: viewport.height) }
        environment.referrer = referrer
        environment.clock = realTime ? .realTime : .virtual
        environment.timeOrigin = now.map { $0.timeIntervalSince1970 * 1000 }
        return environment
    }
}

extension Realm {
    /// Makes `selection` the page's selection, or says why it cannot.
    func select(_ selection: UserSelection) throws(AppexError) {
        switch selection {
        case .contentsOfFirstMatch(let selectors):
            let matched: Bool
            do {
                matched = try selectContents(ofFirstMatch: selectors)
            } catch {
                throw AppexError(.invalidInput, "the selection '\(selectors)' is not a valid CSS selector: \(error)")
            }
            guard matched else { throw AppexError(.invalidInput, "the selection '\(selectors)' matches no element on the page") }
        case .text(let text):
            guard selectText(text) else {
                throw AppexError(.invalidInput, "the selected text \"\(text)\" does not occur in the page's rendered text")
            }
        }
    }
}
