// HTML's microsyntax for integers, which reflected attributes and form controls read.

/// The rules for parsing integers.
///
/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-integers
public func parseHTMLInteger(_ text: String) -> Int? {
    var scalars = Substring(text).unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\u{0C}" || $0 == "\r" }
    var sign = 1
    if scalars.first == "-" {
        sign = -1
        scalars = scalars.dropFirst()
    } else if scalars.first == "+" {
        scalars = scalars.dropFirst()
    }
    var value = 0
    var sawDigit = false
    for scalar in scalars {
        guard let digit = scalar.properties.numericType == .decimal && scalar.isASCII ? Int(scalar.value) - 48 : nil else { break }
        sawDigit = true
        value = value * 10 + digit
        if value > Int(Int32.max) + 1 { return nil }
    }
    guard sawDigit else { return nil }
    let result = sign * value
    return result >= Int(Int32.min) && result <= Int(Int32.max) ? result : nil
}
