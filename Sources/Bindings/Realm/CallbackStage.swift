/// Script the realm calls on its own, outside what the host called: where the watchdog
/// can stop a script that the host did not call directly.
public enum CallbackStage: Sendable, Equatable, CustomStringConvertible {
    /// An event listener or handler, for an event of this type.
    case eventListener(type: String)
    /// A `MutationObserver`'s callback.
    case mutationObserver
    /// A custom element's constructor or reaction (`connectedCallback`, …).
    case customElementReaction(String)
    /// A function of the host's that script called, reading what it was given
    /// (`completionFunction` converting its argument, whose getters run).
    case hostFunction(String)

    /// `a 'click' event listener`.
    public var description: String {
        switch self {
        case .eventListener(let type):
            let article = type.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            return "\(article) '\(type)' event listener"
        case .mutationObserver: return "a MutationObserver callback"
        case .customElementReaction(let name): return "a custom element's \(name)"
        case .hostFunction(let description): return description
        }
    }
}
