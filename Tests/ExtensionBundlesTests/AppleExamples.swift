import ExtensionBundles

/// The activation rules Apple's guides give as examples.
enum AppleExamples {
    /// The Predicate Programming Guide's example (String Comparisons, UTI-CONFORMS-TO): exactly
    /// one item, whose attachments are all PDFs.
    static let onePDF = """
        SUBQUERY (
            extensionItems,
            $extensionItem,
            SUBQUERY (
                $extensionItem.attachments,
                $attachment,
                ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO "com.adobe.pdf"
            ).@count == $extensionItem.attachments.@count
        ).@count == 1
        """

    /// The App Extension Programming Guide's example (Handling Common Scenarios): exactly one
    /// item, whose attachments are all of either of two custom types.
    static let eitherCustomType = """
        SUBQUERY (
            extensionItems,
            $extensionItem,
            SUBQUERY (
                $extensionItem.attachments,
                $attachment,
                ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO "org.appextension.action-one" ||
                ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO "org.appextension.action-two"
            ).@count == $extensionItem.attachments.@count
        ).@count == 1
        """

    /// The two custom types, as the app that owns them would declare them.
    static let customTypes = [
        TypeDeclaration("org.appextension.action-one", conformsTo: ["public.data"], source: "test"),
        TypeDeclaration("org.appextension.action-two", conformsTo: ["public.data"], source: "test"),
    ]
}
