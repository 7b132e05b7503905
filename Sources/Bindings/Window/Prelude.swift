/// JavaScript that runs in every realm before any page or extension script, defining
/// what is simplest to write in JavaScript: `DOMException` and the constructors whose
/// instances native code makes. It receives the native helpers as an argument (they
/// are never globals) and returns the constructors; the realm installs them.
enum Prelude {
    static let source = #"""
    (function (native) {
      "use strict";
      const codes = {
        IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
        NoModificationAllowedError: 7, NotFoundError: 8, NotSupportedError: 9, InvalidStateError: 11,
        SyntaxError: 12, InvalidModificationError: 13, NamespaceError: 14, InvalidAccessError: 15,
        TypeMismatchError: 17, SecurityError: 18, NetworkError: 19, AbortError: 20, URLMismatchError: 21,
        QuotaExceededError: 22, TimeoutError: 23, InvalidNodeTypeError: 24, DataCloneError: 25,
      };
      const defineProperty = Object.defineProperty;

      // https://webidl.spec.whatwg.org/#idl-DOMException
      class DOMException extends Error {
        constructor(message, name) {
          super(message === undefined ? "" : String(message));
          defineProperty(this, "name", { value: name === undefined ? "Error" : String(name), writable: true, configurable: true });
        }
        get code() { return codes[this.name] || 0; }
      }
      const legacyCodes = [
        ["INDEX_SIZE_ERR", 1], ["DOMSTRING_SIZE_ERR", 2], ["HIERARCHY_REQUEST_ERR", 3], ["WRONG_DOCUMENT_ERR", 4],
        ["INVALID_CHARACTER_ERR", 5], ["NO_DATA_ALLOWED_ERR", 6], ["NO_MODIFICATION_ALLOWED_ERR", 7],
        ["NOT_FOUND_ERR", 8], ["NOT_SUPPORTED_ERR", 9], ["INUSE_ATTRIBUTE_ERR", 10], ["INVALID_STATE_ERR", 11],
        ["SYNTAX_ERR", 12], ["INVALID_MODIFICATION_ERR", 13], ["NAMESPACE_ERR", 14], ["INVALID_ACCESS_ERR", 15],
        ["VALIDATION_ERR", 16], ["TYPE_MISMATCH_ERR", 17], ["SECURITY_ERR", 18], ["NETWORK_ERR", 19],
        ["ABORT_ERR", 20], ["URL_MISMATCH_ERR", 21], ["QUOTA_EXCEEDED_ERR", 22], ["TIMEOUT_ERR", 23],
        ["INVALID_NODE_TYPE_ERR", 24], ["DATA_CLONE_ERR", 25],
      ];
      for (const [key, value] of legacyCodes) {
        defineProperty(DOMException, key, { value, enumerable: true });
        defineProperty(DOMException.prototype, key, { value, enumerable: true });
      }

      function requireNew(target, name) {
        if (target === undefined) throw new TypeError("Constructor " + name + " requires 'new'");
      }

      // Constructors whose instances are native objects.
      function URL(url, base) {
        requireNew(new.target, "URL");
        return native.createURL(String(url), base === undefined ? undefined : String(base));
      }
      defineProperty(URL, "canParse", {
        value: function canParse(url, base) { return native.canParseURL(String(url), base === undefined ? undefined : String(base)); },
        writable: true, configurable: true,
      });
      function Text(data) { requireNew(new.target, "Text"); return native.createText(data === undefined ? "" : String(data)); }
      function Comment(data) { requireNew(new.target, "Comment"); return native.createComment(data === undefined ? "" : String(data)); }
      function DocumentFragment() { requireNew(new.target, "DocumentFragment"); return native.createDocumentFragment(); }
      function Image(width, height) {
        requireNew(new.target, "Image");
        const image = native.createElement("img");
        if (width !== undefined) image.width = width;
        if (height !== undefined) image.height = height;
        return image;
      }

      return { DOMException, URL, Text, Comment, DocumentFragment, Image };
    })
    """#
}
