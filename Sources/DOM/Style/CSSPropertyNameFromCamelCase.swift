/// `backgroundColor` → `background-color`; `cssFloat` → `float`; other names are lower-cased.
///
/// https://drafts.csswg.org/cssom/#css-property-to-idl-attribute
public func cssPropertyName(fromCamelCase name: String) -> String {
    if name == "cssFloat" { return "float" }
    var result = ""
    for character in name {
        if character.isASCII, character.isUppercase {
            result.append("-")
            result.append(Character(character.lowercased()))
        } else {
            result.append(character)
        }
    }
    if result.hasPrefix("webkit-") { result = "-" + result }
    return result
}
