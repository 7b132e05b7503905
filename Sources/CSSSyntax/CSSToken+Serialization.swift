/// Writing tokens back as text, as CSSOM serializes values
/// (https://drafts.csswg.org/cssom/#serialize-an-identifier,
/// https://drafts.csswg.org/cssom/#serialize-a-string).
extension CSSToken {
    /// The token as CSS text that reads back as the same token.
    public var serializedText: String {
        switch kind {
        case .ident(let name): CSSSerialization.identifier(name)
        case .function(let name): CSSSerialization.identifier(name) + "("
        case .atKeyword(let name): "@" + CSSSerialization.identifier(name)
        case .hash(let name, _): "#" + CSSSerialization.identifier(name, allowsLeadingDigit: true)
        case .string(let value): CSSSerialization.string(value)
        case .badString: "\""
        case .url(let value): "url(" + CSSSerialization.string(value) + ")"
        case .badURL: "url()"
        case .delim(let scalar): String(Character(scalar))
        case .number(let number): CSSSerialization.number(number)
        case .percentage(let number): CSSSerialization.number(number) + "%"
        case .dimension(let number, let unit): CSSSerialization.number(number) + CSSSerialization.identifier(unit)
        case .whitespace: " "
        case .cdo: "<!--"
        case .cdc: "-->"
        case .colon: ":"
        case .semicolon: ";"
        case .comma: ","
        case .leftBracket: "["
        case .rightBracket: "]"
        case .leftParenthesis: "("
        case .rightParenthesis: ")"
        case .leftBrace: "{"
        case .rightBrace: "}"
        case .endOfFile: ""
        }
    }
}

/// CSSOM's serialization of identifiers, strings and numbers.
public enum CSSSerialization {
    /// https://drafts.csswg.org/cssom/#serialize-an-identifier
    public static func identifier(_ name: String, allowsLeadingDigit: Bool = false) -> String {
        var result = ""
        let scalars = Array(name.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            if value == 0 {
                result.append("\u{FFFD}")
            } else if (0x1...0x1F).contains(value) || value == 0x7F {
                result += "\\" + String(value, radix: 16) + " "
            } else if !allowsLeadingDigit && (index == 0 || (index == 1 && scalars[0] == "-")) && (0x30...0x39).contains(value) {
                result += "\\" + String(value, radix: 16) + " "
            } else if index == 0 && scalar == "-" && scalars.count == 1 {
                result += "\\-"
            } else if value >= 0x80 || scalar == "-" || scalar == "_" || (0x30...0x39).contains(value)
                || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\" + String(Character(scalar))
            }
        }
        return result
    }

    /// https://drafts.csswg.org/cssom/#serialize-a-string
    public static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0: result.append("\u{FFFD}")
            case 0x1...0x1F, 0x7F: result += "\\" + String(scalar.value, radix: 16) + " "
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A number as CSS writes it: an integer without a decimal point, else the shortest
    /// decimal, with at most six places.
    public static func number(_ number: CSSNumber) -> String {
        let value = number.value
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
