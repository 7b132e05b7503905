package import AppexJS

/// One JSON object on one line, with its members in the order they were added (so `id`
/// and `status` come first and a results file reads well), each value written by
/// `PropertyListValue.jsonText`.
package struct JSONLine {
    private var members: [(key: String, value: PropertyListValue)] = []

    /// Adds `key: value`; a nil value is left out.
    package mutating func add(_ key: String, _ value: PropertyListValue?) {
        guard let value else { return }
        members.append((key, value))
    }

    /// Adds the members of `other`, in its order.
    package mutating func add(contentsOf other: JSONLine) {
        members += other.members
    }

    /// `{"key":value,…}` with no newline.
    package var text: String {
        let body = members.map { member in
            PropertyListValue.string(member.key).jsonText(pretty: false) + ":" + member.value.jsonText(pretty: false)
        }
        return "{" + body.joined(separator: ",") + "}"
    }
}
