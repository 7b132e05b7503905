import DOM
import JavaScriptEngine

/// `document.execCommand` and `queryCommandSupported`, `queryCommandEnabled`,
/// `queryCommandState`, `queryCommandValue` and `queryCommandIndeterm`, as WebKit 2.50
/// answers them for a page nobody edits: appexjs has no editing, so the commands that
/// change editable content (`bold`, `insertText`, `delete`, …) are supported but never
/// enabled, even in `designMode` or `contenteditable` (where WebKit would run them).
/// The others work: `copy` fires a trusted `copy` event, `selectAll` and `unselect` change
/// the selection, `styleWithCSS`, `useCSS` and `defaultParagraphSeparator` set the
/// document's editing preferences, and `print` does what `window.print()` does (nothing);
/// `findString` is enabled but finds nothing, as finding needs rendered text. A document
/// without a window (`createHTMLDocument`) supports none.
///
/// https://w3c.github.io/editing/docs/execCommand/ (WebKit's command table wins where it differs)
enum EditingCommands {
    /// One command scripts can name.
    struct Command {
        /// What `execCommand` does when the command is enabled; nil for the editing commands,
        /// never enabled here.
        let action: Action?
        /// Whether `queryCommandValue` gives its state as "true" or "false" (the commands
        /// that toggle a style or a list), not "".
        let valueIsState: Bool
    }

    /// What an enabled command does.
    enum Action {
        case copy, selectAll, unselect, styleWithCSS, useCSS, defaultParagraphSeparator, print, findString
    }

    /// The commands by lower-cased name: WebKit's commands "supported from the DOM".
    static let commands: [String: Command] = {
        var table: [String: Command] = [:]
        let editing = [
            "BackColor", "ClearText", "CopyFont", "CreateLink", "Cut", "Delete", "FontName", "FontSize", "FontSizeDelta",
            "ForeColor", "FormatBlock", "ForwardDelete", "HiliteColor", "Indent", "InsertHTML", "InsertHorizontalRule",
            "InsertImage", "InsertLineBreak", "InsertNewlineInQuotedContent", "InsertParagraph", "InsertText", "JustifyNone",
            "Outdent", "Paste", "PasteAndMatchStyle", "PasteAsPlainText", "PasteAsQuotation", "PasteFont", "Redo",
            "RemoveFormat", "Transpose", "Undo", "Unlink",
        ]
        let toggles = [
            "Bold", "Italic", "Underline", "Strikethrough", "Subscript", "Superscript", "InsertOrderedList",
            "InsertNestedOrderedList", "InsertUnorderedList", "InsertNestedUnorderedList", "JustifyCenter", "JustifyFull",
            "JustifyLeft", "JustifyRight",
        ]
        let actions: [(String, Action)] = [
            ("Copy", .copy), ("SelectAll", .selectAll), ("Unselect", .unselect), ("StyleWithCSS", .styleWithCSS),
            ("UseCSS", .useCSS), ("DefaultParagraphSeparator", .defaultParagraphSeparator), ("Print", .print),
            ("FindString", .findString),
        ]
        for name in editing { table[name.lowercased()] = Command(action: nil, valueIsState: false) }
        for name in toggles { table[name.lowercased()] = Command(action: nil, valueIsState: true) }
        for (name, action) in actions { table[name.lowercased()] = Command(action: action, valueIsState: false) }
        return table
    }()

    static let methods: [NativeMethod] = [
        NativeMethod("execCommand") { c, f, t, n, a, e in
            commandOperation(c, f, t, n, a, e, "execCommand") { call, realm, document, command in
                let value = call.has(2) && !call[2].isUndefined(in: realm.context) ? try call.string(2) : ""
                return realm.context.boolean(try realm.execute(command, value: value, in: document))
            }
        },
        NativeMethod("queryCommandSupported") { c, f, t, n, a, e in
            commandOperation(c, f, t, n, a, e, "queryCommandSupported") { _, realm, _, command in
                realm.context.boolean(command != nil)
            }
        },
        NativeMethod("queryCommandEnabled") { c, f, t, n, a, e in
            commandOperation(c, f, t, n, a, e, "queryCommandEnabled") { _, realm, _, command in
                realm.context.boolean(command.map(realm.isEnabled) ?? false)
            }
        },
        NativeMethod("queryCommandState") { c, f, t, n, a, e in
            commandOperation(c, f, t, n, a, e, "queryCommandState") { _, realm, document, command in
                let styleWithCSS = command?.action == .styleWithCSS && realm.store.documentState(document).editingStyleWithCSS
                return realm.context.boolean(styleWithCSS)
            }
        },
        NativeMethod("queryCommandValue") { c, f, t, n, a, e in
            commandOperation(c, f, t, n, a, e, "queryCommandValue") { _, realm, document, command in
                guard let command else { return realm.context.string("") }
                if command.valueIsState { return realm.context.string("false") }
                let separator = realm.store.documentState(document).defaultParagraphSeparator
                return realm.context.string(command.action == .defaultParagraphSeparator ? separator : "")
            }
        },
        NativeMethod("queryCommandIndeterm") { c, f, t, n, a, e in
            commandOperation(c, f, t, n, a, e, "queryCommandIndeterm") { _, realm, _, _ in realm.context.boolean(false) }
        },
    ]

    /// Runs one of the methods on a document: its first argument, required, names the
    /// command (nil for one WebKit does not support from the DOM, and for every command of
    /// a document without a window).
    private static func commandOperation(
        _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
        _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?, _ name: StaticString,
        _ body: (NativeCall, Realm, NodeID, Command?) throws -> JSValue
    ) -> OpaquePointer? {
        nodeOperation(context, function, this, count, arguments, exception, .document, name) { call, realm, document in
            try call.requireArguments(1, name)
            let command = document == realm.document ? commands[try call.string(0).lowercased()] : nil
            return try body(call, realm, document, command)
        }
    }
}

extension Realm {
    /// Whether `command` is enabled on a page nobody edits.
    fileprivate func isEnabled(_ command: EditingCommands.Command) -> Bool {
        switch command.action {
        case nil: return false
        case .unselect: return selection.rangeCount > 0
        default: return true
        }
    }

    /// Runs `command` with `value` (`execCommand`'s third argument, "" when missing) if it is
    /// enabled; whether it ran.
    fileprivate func execute(_ command: EditingCommands.Command?, value: String, in document: NodeID) throws -> Bool {
        guard let command, isEnabled(command), let action = command.action else { return false }
        switch action {
        case .copy:
            // At the element the selection starts in, or the body
            // (https://w3c.github.io/clipboard-apis/#fire-a-clipboard-event); appexjs has no
            // clipboard, so its clipboardData is null.
            var target = selection.range.map { store.kind(of: $0.start.node) == .element ? $0.start.node : store.parent(of: $0.start.node) }
                ?? store.body(of: document)
            if target == nil { target = document }
            let yes = context.boolean(true)
            try fireStandardEvent(
                "ClipboardEvent", type: "copy", members: [("bubbles", yes), ("cancelable", yes), ("composed", yes)], trusted: true,
                at: .node(target!))
        case .selectAll:
            try selection.selectVisibleContents(of: document)
        case .unselect:
            selection.removeAllRanges()
        case .styleWithCSS:
            store.updateDocumentState(document) { $0.editingStyleWithCSS = asciiLowercase(value) != "false" }
        case .useCSS:
            store.updateDocumentState(document) { $0.editingStyleWithCSS = asciiLowercase(value) == "false" }
        case .defaultParagraphSeparator:
            let separator = asciiLowercase(value)
            if separator == "div" || separator == "p" {
                store.updateDocumentState(document) { $0.defaultParagraphSeparator = separator }
            }
        case .print:
            break
        case .findString:
            // Finding needs WebKit's find-in-page over rendered text: nothing is found.
            return false
        }
        return true
    }
}
