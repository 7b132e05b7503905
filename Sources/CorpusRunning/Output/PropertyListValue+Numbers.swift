package import AppexJS

package extension PropertyListValue {
    /// The number, when this is an integer or a real.
    var numberValue: Double? {
        switch self {
        case .integer(let integer): return Double(integer)
        case .real(let real): return real
        default: return nil
        }
    }

    /// The integer, when this is one.
    var integerValue: Int? {
        if case .integer(let integer) = self { return Int(integer) }
        return nil
    }
}
