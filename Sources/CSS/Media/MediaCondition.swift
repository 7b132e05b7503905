import CSSSyntax

/// A media condition (https://drafts.csswg.org/mediaqueries-4/#typedef-media-condition), kept
/// flat: its parts in the order they are written, where `not`, `and`, `or` and a parenthesis
/// open a group that an `end` closes (`(a) and (not (b))` is `and, a, not, parenthesized, b,
/// end, end, end`). Evaluating, writing, comparing and freeing one are loops, so a condition
/// nests as deep as its text does (WebKit reads 5,000 levels) without using the stack.
struct MediaCondition: Hashable, Sendable {
    enum Part: Hashable, Sendable {
        case feature(MediaFeature)
        /// Something in parentheses, or a function, that is not a feature: unknown.
        case generalEnclosed(String)
        /// `not` and the group that follows.
        case not
        /// Groups joined by `and` or by `or`; a group of one is that group.
        case and, or
        /// `( condition )`.
        case parenthesized
        /// The end of the innermost open group.
        case end
    }

    var parts: [Part]

    /// true, false, or nil for unknown (https://drafts.csswg.org/mediaqueries-4/#evaluating).
    func evaluate(_ environment: MediaEnvironment) -> Bool? {
        var open: [(part: Part, value: Bool?)] = []
        for part in parts {
            var value: Bool?
            switch part {
            case .feature(let feature): value = feature.evaluate(environment)
            case .generalEnclosed: value = nil
            case .and: open.append((part, true)); continue
            case .or: open.append((part, false)); continue
            case .not, .parenthesized: open.append((part, nil)); continue
            case .end:
                let group = open.removeLast()
                value = group.part == .not ? group.value.map { !$0 } : group.value
            }
            guard let innermost = open.indices.last else { return value }
            let sofar = open[innermost].value
            switch open[innermost].part {
            case .and: open[innermost].value = sofar == false || value == false ? false : sofar == nil || value == nil ? nil : true
            case .or: open[innermost].value = sofar == true || value == true ? true : sofar == nil || value == nil ? nil : false
            default: open[innermost].value = value
            }
        }
        return nil
    }

    /// The condition as CSSOM writes it.
    var serialized: String {
        var text = ""
        var open: [(part: Part, members: Int)] = []
        for part in parts {
            if part != .end, let innermost = open.indices.last {
                if open[innermost].members > 0 { text += open[innermost].part == .or ? " or " : " and " }
                open[innermost].members += 1
            }
            switch part {
            case .feature(let feature): text += feature.serialized
            case .generalEnclosed(let written): text += written
            case .not: text += "not "; open.append((part, 0))
            case .and, .or: open.append((part, 0))
            case .parenthesized: text += "("; open.append((part, 0))
            case .end: if open.removeLast().part == .parenthesized { text += ")" }
            }
        }
        return text
    }
}
