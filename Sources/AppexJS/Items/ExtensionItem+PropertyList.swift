extension ExtensionItem {
    /// The item as a property-list dictionary, as a host would log it:
    /// `{attachments: [{registeredTypeIdentifiers: […], "com.apple.property-list": …, "public.url": …}]}`,
    /// plus `userInfo` and `attributedTitle` when set.
    public var propertyListValue: PropertyListValue {
        var dictionary: [String: PropertyListValue] = [
            "attachments": .array(attachments.map { provider in
                var entry: [String: PropertyListValue] = [
                    "registeredTypeIdentifiers": .array(provider.registeredTypeIdentifiers.map { .string($0) })
                ]
                for identifier in provider.registeredTypeIdentifiers {
                    switch provider.item(forTypeIdentifier: identifier) {
                    case .propertyList(let value)?: entry[identifier] = value
                    case .url(let url)?: entry[identifier] = .string(url)
                    case nil: break
                    }
                }
                return .dictionary(entry)
            })
        ]
        if !userInfo.isEmpty { dictionary["userInfo"] = .dictionary(userInfo) }
        if let attributedTitle { dictionary["attributedTitle"] = .string(attributedTitle) }
        return .dictionary(dictionary)
    }
}
