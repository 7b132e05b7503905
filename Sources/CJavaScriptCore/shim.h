// The JavaScriptCore C API from javascriptcoregtk-4.1.
// Only the JavaScriptEngine module imports this.
#ifndef APPEXJS_CJAVASCRIPTCORE_SHIM_H
#define APPEXJS_CJAVASCRIPTCORE_SHIM_H
#include <stdbool.h>
#include <JavaScriptCore/JavaScript.h>

/// Exported by libjavascriptcoregtk-4.1 but declared only in WebKit's private
/// JSContextRefPrivate.h. Limits how long script may run in one entry into the
/// virtual machine; `callback` returning true terminates the running script.
typedef bool (*JSShouldTerminateCallback)(JSContextRef ctx, void *context);
JS_EXPORT void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef group, double limit,
                                                   JSShouldTerminateCallback callback, void *context);
JS_EXPORT void JSContextGroupClearExecutionTimeLimit(JSContextGroupRef group);

/// Exported but declared only in JSHeapFinalizerPrivate.h: `finalizer` is called after
/// each garbage collection of the group's heap, on the thread that collected.
typedef void (*JSHeapFinalizer)(JSContextGroupRef group, void *userData);
JS_EXPORT void JSContextGroupAddHeapFinalizer(JSContextGroupRef group, JSHeapFinalizer finalizer, void *userData);
JS_EXPORT void JSContextGroupRemoveHeapFinalizer(JSContextGroupRef group, JSHeapFinalizer finalizer, void *userData);

/// Also exported but declared only in JSContextRefPrivate.h: `function(promise, reason)`
/// is called for each promise rejected with no handler, after microtasks ran.
JS_EXPORT void JSGlobalContextSetUnhandledRejectionCallback(JSGlobalContextRef ctx, JSObjectRef function,
                                                             JSValueRef *exception);

/// Exported but declared only in JSScriptRefPrivate.h: a script parsed once for a context
/// group and evaluated in any of its contexts.
typedef struct OpaqueJSScript *JSScriptRef;
JS_EXPORT JSScriptRef JSScriptCreateFromString(JSContextGroupRef contextGroup, JSStringRef url, int startingLineNumber,
                                               JSStringRef source, JSStringRef *errorMessage, int *errorLine);
JS_EXPORT void JSScriptRelease(JSScriptRef script);
JS_EXPORT JSValueRef JSScriptEvaluate(JSContextRef ctx, JSScriptRef script, JSValueRef thisValue, JSValueRef *exception);

/// Exported but declared only in JSContextRefPrivate.h: a full, synchronous garbage
/// collection of `ctx`'s heap (JSGarbageCollect only schedules one).
JS_EXPORT void JSSynchronousGarbageCollectForDebugging(JSContextRef ctx);
/// JavaScriptCore's engine options (the GLib API's `jsc_options_set_int`,
/// `jsc_options_get_int` and their boolean forms, declared here without GLib's headers:
/// `gboolean` is an `int`). Options must be set before the first virtual machine is made.
JS_EXPORT int jsc_options_set_int(const char *option, int value);
JS_EXPORT int jsc_options_get_int(const char *option, int *value);
JS_EXPORT int jsc_options_set_boolean(const char *option, int value);
JS_EXPORT int jsc_options_get_boolean(const char *option, int *value);

#endif
