/// The key under which Safari puts the preprocessing results in the property-list
/// attachment it hands the extension.
public let NSExtensionJavaScriptPreprocessingResultsKey = "NSExtensionJavaScriptPreprocessingResultsKey"

/// The key under which an extension puts the dictionary for `finalize` in the
/// property-list attachment it returns.
public let NSExtensionJavaScriptFinalizeArgumentKey = "NSExtensionJavaScriptFinalizeArgumentKey"

/// Uniform type identifiers of the attachments.
public enum TypeIdentifier {
    /// `com.apple.property-list` (`UTType.propertyList`).
    public static let propertyList = "com.apple.property-list"
    /// `public.url` (`UTType.url`).
    public static let url = "public.url"
}

/// Mirrors `NSExtensionItem`: what Safari hands an extension, and what an extension
/// returns to it.
public struct ExtensionItem: Sendable, Equatable {
    /// The item's attachments (`NSItemProvider`s).
    public var attachments: [ItemProvider]
    /// The item's user info dictionary.
    public var userInfo: [String: PropertyListValue]
    /// The item's title (`attributedTitle`, as plain text).
    public var attributedTitle: String?

    /// An item with the given attachments.
    public init(attachments: [ItemProvider], userInfo: [String: PropertyListValue] = [:], attributedTitle: String? = nil) {
        self.attachments = attachments
        self.userInfo = userInfo
        self.attributedTitle = attributedTitle
    }

    /// The item Safari hands the extension after `run()`: one provider registered for
    /// `com.apple.property-list` holding `{NSExtensionJavaScriptPreprocessingResultsKey: results}`,
    /// and for `public.url` holding the page URL.
    public static func preprocessingResults(_ results: PropertyListValue, pageURL: String) -> ExtensionItem {
        let provider = ItemProvider(items: [
            (TypeIdentifier.propertyList, .propertyList(.dictionary([NSExtensionJavaScriptPreprocessingResultsKey: results]))),
            (TypeIdentifier.url, .url(pageURL)),
        ])
        return ExtensionItem(attachments: [provider])
    }

    /// The item an extension returns to have `finalize(argument)` called.
    public static func finalizing(with argument: [String: PropertyListValue]) -> ExtensionItem {
        let provider = ItemProvider(items: [
            (TypeIdentifier.propertyList, .propertyList(.dictionary([NSExtensionJavaScriptFinalizeArgumentKey: .dictionary(argument)])))
        ])
        return ExtensionItem(attachments: [provider])
    }

    /// The `finalize` argument in returned items: the first property-list attachment with
    /// a `NSExtensionJavaScriptFinalizeArgumentKey`. Nil when there is none.
    ///
    /// - Throws: when that value is not a dictionary.
    public static func finalizeArgument(in items: [ExtensionItem]) throws(AppexError) -> [String: PropertyListValue]? {
        for item in items {
            for provider in item.attachments {
                guard case .propertyList(let list)? = provider.item(forTypeIdentifier: TypeIdentifier.propertyList),
                    let value = list[NSExtensionJavaScriptFinalizeArgumentKey]
                else { continue }
                guard let dictionary = value.dictionaryValue else {
                    throw AppexError(
                        .finalizeArgumentNotDictionary,
                        "the finalize argument (\(NSExtensionJavaScriptFinalizeArgumentKey)) is \(value.kindNameWithArticle), not a dictionary")
                }
                return dictionary
            }
        }
        return nil
    }

    /// The results in an item from ``preprocessingResults(_:pageURL:)``.
    public var preprocessingResults: PropertyListValue? {
        for provider in attachments {
            if case .propertyList(let list)? = provider.item(forTypeIdentifier: TypeIdentifier.propertyList),
                let results = list[NSExtensionJavaScriptPreprocessingResultsKey]
            {
                return results
            }
        }
        return nil
    }
}
