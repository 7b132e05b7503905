package import AppexJS

/// A structural diff of property-list values: dictionaries by key, arrays by index.
package enum PropertyListDiff {
    /// How `new` differs from `old` (nil: absent), in key order (depth first), with key
    /// paths starting at `keyPath`. Key paths that match one of `ignoring` are not
    /// compared, nor is anything under them. Integers and reals with the same value are equal.
    package static func differences(
        from old: PropertyListValue?, to new: PropertyListValue?, at keyPath: String = "",
        ignoring patterns: [KeyPathPattern] = []
    ) -> [PropertyListDifference] {
        var differences: [PropertyListDifference] = []
        // Iterative, with the pending pairs on a stack (last pushed is compared first).
        var pending: [(keyPath: String, old: PropertyListValue?, new: PropertyListValue?)] = [(keyPath, old, new)]
        while let (keyPath, old, new) = pending.popLast() {
            if !keyPath.isEmpty, patterns.contains(where: { $0.matches(keyPath: keyPath) }) { continue }
            switch (old, new) {
            case (nil, nil): continue
            case (nil, let new?): differences.append(PropertyListDifference(keyPath: keyPath, change: .added(new)))
            case (let old?, nil): differences.append(PropertyListDifference(keyPath: keyPath, change: .removed(old)))
            case (.dictionary(let oldDictionary)?, .dictionary(let newDictionary)?):
                let keys = Set(oldDictionary.keys).union(newDictionary.keys).sorted()
                for key in keys.reversed() {
                    pending.append((appending(key: key, to: keyPath), oldDictionary[key], newDictionary[key]))
                }
            case (.array(let oldArray)?, .array(let newArray)?):
                for index in (0..<max(oldArray.count, newArray.count)).reversed() {
                    pending.append((
                        keyPath + "[\(index)]", index < oldArray.count ? oldArray[index] : nil,
                        index < newArray.count ? newArray[index] : nil
                    ))
                }
            case (let old?, let new?):
                if !same(old, new) {
                    differences.append(PropertyListDifference(keyPath: keyPath, change: .changed(from: old, to: new)))
                }
            }
        }
        return differences
    }

    /// `path.key`, or `path["key"]` when the key is not a plain name.
    package static func appending(key: String, to keyPath: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$:-@".unicodeScalars.contains(scalar)
        }
        guard plain else { return keyPath + "[" + PropertyListValue.string(key).jsonText(pretty: false) + "]" }
        return keyPath.isEmpty ? key : keyPath + "." + key
    }

    private static func same(_ old: PropertyListValue, _ new: PropertyListValue) -> Bool {
        if let oldNumber = old.doubleValue, let newNumber = new.doubleValue { return oldNumber == newNumber }
        return old == new
    }
}
