import WHATWGURL

/// The ways a form control's value can fail its constraints (`ValidityState`'s members).
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#validity-states
public struct ValidityFlags: OptionSet, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let valueMissing = ValidityFlags(rawValue: 1 << 0)
    public static let typeMismatch = ValidityFlags(rawValue: 1 << 1)
    public static let patternMismatch = ValidityFlags(rawValue: 1 << 2)
    public static let tooLong = ValidityFlags(rawValue: 1 << 3)
    public static let tooShort = ValidityFlags(rawValue: 1 << 4)
    public static let rangeUnderflow = ValidityFlags(rawValue: 1 << 5)
    public static let rangeOverflow = ValidityFlags(rawValue: 1 << 6)
    public static let stepMismatch = ValidityFlags(rawValue: 1 << 7)
    public static let badInput = ValidityFlags(rawValue: 1 << 8)
    public static let customError = ValidityFlags(rawValue: 1 << 9)
}

/// Whether `address` is a valid e-mail address: `atext` characters and dots, `@`, then
/// dot-separated labels of letters, digits and inner hyphens, at most 63 long.
///
/// https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
public func isValidEmailAddress(_ address: String) -> Bool {
    let parts = address.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { return false }
    let localCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-")
    guard parts[0].allSatisfy({ localCharacters.contains($0) }) else { return false }
    return parts[1].split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
        label.count >= 1 && label.count <= 63 && label.first != "-" && label.last != "-"
            && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
}

extension NodeStore {
    /// Whether the element is a candidate for constraint validation: a submittable
    /// `input`, `select`, `textarea` or `button` that is not barred (disabled, read-only,
    /// in a `datalist`, or an input or button type that submits nothing).
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#candidate-for-constraint-validation
    public func willValidate(_ element: NodeID) -> Bool {
        guard namespace(of: element) == .html else { return false }
        let name = localName(of: element)
        let type = asciiLowercase(attribute(.type, of: element) ?? "")
        switch name {
        case .input:
            if ["hidden", "reset", "button"].contains(type) || hasAttribute(.readonly, on: element) { return false }
        case .button:
            if type == "reset" || type == "button" { return false }
        case .textarea:
            if hasAttribute(.readonly, on: element) { return false }
        case .select: break
        default: return false
        }
        if isDisabledFormControl(element) { return false }
        var ancestor = parentElement(of: element)
        while let current = ancestor {
            if isHTMLElement(current, named: .datalist) { return false }
            ancestor = parentElement(of: current)
        }
        return true
    }

    /// The constraints the element's value fails. `matches(pattern, value)` tests a
    /// value against a JavaScript pattern as `^(?:pattern)$`; `radioGroupIsChecked` says
    /// whether any radio button in the element's group is checked. Lengths are never too
    /// long or short: only a user's edits make them so, and there is no user.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-constraint-validation-api
    public func validity(
        of element: NodeID, matches: (String, String) -> Bool, radioGroupIsChecked: (NodeID) -> Bool
    ) -> ValidityFlags {
        guard willValidate(element) else { return [] }
        var flags: ValidityFlags = []
        if !formControlState(of: element).customValidityMessage.isEmpty { flags.insert(.customError) }
        let required = attribute(named: "required", of: element) != nil
        switch localName(of: element) {
        case .input:
            let type = asciiLowercase(attribute(.type, of: element) ?? "")
            let value = value(of: element)
            switch type {
            case "checkbox": if required && !isCheckedness(element) { flags.insert(.valueMissing) }
            case "radio": if required && !radioGroupIsChecked(element) { flags.insert(.valueMissing) }
            case "submit", "image", "range", "color": break
            default: if required && value.isEmpty { flags.insert(.valueMissing) }
            }
            guard !value.isEmpty else { break }
            // https://html.spec.whatwg.org/multipage/input.html#e-mail-state-(type=email)
            if type == "email" {
                let addresses = hasAttribute(.multiple, on: element)
                    ? value.split(separator: ",", omittingEmptySubsequences: false).map { stripLeadingAndTrailingASCIIWhitespace(String($0)) } : [value]
                if !addresses.allSatisfy(isValidEmailAddress) { flags.insert(.typeMismatch) }
            }
            // https://html.spec.whatwg.org/multipage/input.html#url-state-(type=url)
            if type == "url", URLRecord.parse(value) == nil { flags.insert(.typeMismatch) }
            // https://html.spec.whatwg.org/multipage/input.html#the-pattern-attribute
            if ["text", "search", "url", "tel", "email", "password", ""].contains(type),
                let pattern = attribute(named: "pattern", of: element), !matches("^(?:\(pattern))$", value)
            {
                flags.insert(.patternMismatch)
            }
        case .textarea:
            if required && value(of: element).isEmpty { flags.insert(.valueMissing) }
        case .select:
            if required && selectIsMissingAValue(element) { flags.insert(.valueMissing) }
        default: break
        }
        return flags
    }

    /// The message WebKit (in English) shows for the first constraint the element fails,
    /// or "" when it is valid or not validated.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-validationmessage
    public func validationMessage(of element: NodeID, flags: ValidityFlags) -> String {
        if flags.contains(.customError) { return formControlState(of: element).customValidityMessage }
        let type = asciiLowercase(attribute(.type, of: element) ?? "")
        if flags.contains(.valueMissing) {
            if isHTMLElement(element, named: .select) { return "Select an item in the list" }
            switch isHTMLElement(element, named: .input) ? type : "" {
            case "checkbox": return "Select this checkbox"
            case "radio": return "Select one of these options"
            case "file": return "Select a file"
            default: return "Fill out this field"
            }
        }
        if flags.contains(.typeMismatch) { return type == "email" ? "Enter an email address" : "Enter a URL" }
        if flags.contains(.patternMismatch) { return "Match the requested format" }
        return ""
    }

    /// Whether a required `select` has no selected option, or only its placeholder label
    /// option (a first option with an empty value, when the select shows one row).
    ///
    /// https://html.spec.whatwg.org/multipage/form-elements.html#placeholder-label-option
    private func selectIsMissingAValue(_ select: NodeID) -> Bool {
        let options = options(of: select)
        if hasAttribute(.multiple, on: select) { return !options.contains { isChecked($0) } }
        let index = selectedIndex(of: select)
        guard index >= 0 else { return true }
        let size = Int(attribute(named: "size", of: select) ?? "") ?? 1
        guard index == 0, size <= 1, let first = options.first, parent(of: first) == select else { return false }
        return value(of: first).isEmpty
    }
}
