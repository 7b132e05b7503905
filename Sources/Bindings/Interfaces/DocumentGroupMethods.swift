import DOM
import JavaScriptEngine

/// A document method written in a standard object group's script (`document.evaluate`,
/// `document.createTouch`, …): calls the group's function `name` with the method's
/// arguments, once `this` is checked to be a document. The group is made on first call.
func forwardToStandardObject(
    _ name: String, in group: StandardObjectGroup, _ context: OpaquePointer?, _ function: OpaquePointer?,
    _ this: OpaquePointer?, _ count: Int, _ arguments: UnsafePointer<OpaquePointer?>?,
    _ exception: UnsafeMutablePointer<OpaquePointer?>?
) -> OpaquePointer? {
    nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "document method") {
        call, realm, _ in
        let arguments = (0..<call.count).map { call[$0] }
        return try realm.standardFunction(name, in: group).call(this: nil, arguments: arguments, in: realm.context)
    }
}

/// `document.createTouch` and `document.createTouchList` (see `StandardObjectGroup.touchSource`).
enum TouchMembers {
    static let documentMethods: [NativeMethod] = [
        NativeMethod("createTouch") { c, f, t, n, a, e in forwardToStandardObject("createTouch", in: .touch, c, f, t, n, a, e) },
        NativeMethod("createTouchList") { c, f, t, n, a, e in forwardToStandardObject("createTouchList", in: .touch, c, f, t, n, a, e) },
    ]
}
