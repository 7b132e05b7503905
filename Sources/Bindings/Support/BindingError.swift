import DOM
import JavaScriptEngine
import Selectors

/// Errors the bindings raise that become JavaScript `TypeError`s and `RangeError`s.
enum BindingError: Error {
    /// A `TypeError` with this message.
    case typeError(String)
    /// A `RangeError` with this message.
    case rangeError(String)
}

extension Realm {
    /// The JavaScript value to throw for a Swift error raised inside a binding.
    func throwable(from error: any Error) -> JSValue {
        switch error {
        case let exception as JSException:
            return exception.value
        case let exception as DOMException:
            return makeDOMException(exception)
        case let error as SelectorParseError:
            return makeDOMException(DOMException(.syntaxError, error.description))
        case BindingError.typeError(let message):
            return makeError(builtins.typeError, message)
        case BindingError.rangeError(let message):
            return makeError(builtins.rangeError, message)
        default:
            return makeError(builtins.errorConstructor, String(describing: error))
        }
    }

    /// A new error made by one of the pristine error constructors.
    func makeError(_ constructor: JSObject, _ message: String) -> JSValue {
        (try? constructor.construct(arguments: [context.string(message)], in: context).value)
            ?? context.makeError(message: message).value
    }

    /// A `DOMException` object for `exception`.
    func makeDOMException(_ exception: DOMException) -> JSValue {
        guard let constructor = try? bootstrapExtras.property("DOMException", in: context).asObject(in: context),
            let object = try? constructor.construct(
                arguments: [context.string(exception.message), context.string(exception.name.rawValue)], in: context)
        else { return context.makeError(message: exception.description).value }
        return object.value
    }
}
