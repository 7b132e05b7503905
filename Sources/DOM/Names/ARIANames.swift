/// The ARIA attributes `Element` reflects (`el.ariaLabel` is `aria-label`, `el.role` is
/// `role`), by IDL name. The attributes naming elements (`ariaLabelledByElements`) are not
/// among them.
///
/// https://w3c.github.io/aria/#ARIAMixin
public enum ARIANames {
    /// (IDL attribute, content attribute) pairs, in WebKit's order.
    public static let reflected: [(property: String, attribute: String)] = properties.map { property in
        (property, property == "role" ? "role" : "aria-" + property.dropFirst(4).lowercased())
    }

    private static let properties = [
        "role", "ariaAtomic", "ariaAutoComplete", "ariaBrailleLabel", "ariaBrailleRoleDescription", "ariaBusy",
        "ariaChecked", "ariaColCount", "ariaColIndex", "ariaColIndexText", "ariaColSpan", "ariaCurrent",
        "ariaDescription", "ariaDisabled", "ariaExpanded", "ariaHasPopup", "ariaHidden", "ariaInvalid",
        "ariaKeyShortcuts", "ariaLabel", "ariaLevel", "ariaLive", "ariaModal", "ariaMultiLine", "ariaMultiSelectable",
        "ariaOrientation", "ariaPlaceholder", "ariaPosInSet", "ariaPressed", "ariaReadOnly", "ariaRelevant",
        "ariaRequired", "ariaRoleDescription", "ariaRowCount", "ariaRowIndex", "ariaRowIndexText", "ariaRowSpan",
        "ariaSelected", "ariaSetSize", "ariaSort", "ariaValueMax", "ariaValueMin", "ariaValueNow", "ariaValueText",
    ]
}
