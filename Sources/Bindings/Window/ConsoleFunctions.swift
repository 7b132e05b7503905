import JavaScriptEngine

/// The `console` namespace: every method WebKit has, each recording what it prints in the
/// realm's console messages (the run report's `console` list).
///
/// What is recorded, following WebKit's `InspectorConsoleAgent`:
/// - `log`, `dir`, `dirxml`, `table` and a labelled `group`/`groupCollapsed`: level `log`;
///   `info`, `warn`, `error`, `debug`: their own level; `trace`: level `trace`, its
///   arguments only (no stack).
/// - `assert(false, ...data)`: level `error`, `Assertion failed: ` before the message.
/// - `count(label)`: level `debug`, `label: n`; `countReset` of an unknown label warns.
/// - `timeLog(label)`/`timeEnd(label)`: level `debug`, `label: 12.000ms`, measured on the
///   realm's clock (`performance.now()`, virtual by default); unknown or repeated timers warn.
/// - Messages inside a group are not indented: the text is what the call was given.
/// - `clear`, `profile`, `profileEnd`, `timeStamp`, `record`, `recordEnd`, `screenshot`,
///   `takeHeapSnapshot` have nothing to record.
///
/// https://console.spec.whatwg.org/
enum ConsoleFunctions {
    /// The native halves: each formats its arguments and records them at one level.
    static let functions: [(String, NativeFunctionCallback)] = [
        ("consoleLog", { c, f, t, n, a, e in log(.log, c, f, t, n, a, e) }),
        ("consoleInfo", { c, f, t, n, a, e in log(.info, c, f, t, n, a, e) }),
        ("consoleWarn", { c, f, t, n, a, e in log(.warn, c, f, t, n, a, e) }),
        ("consoleError", { c, f, t, n, a, e in log(.error, c, f, t, n, a, e) }),
        ("consoleDebug", { c, f, t, n, a, e in log(.debug, c, f, t, n, a, e) }),
        ("consoleTrace", { c, f, t, n, a, e in log(.trace, c, f, t, n, a, e) }),
    ]

    /// The bootstrap script's lines that define `console`. Counters and timers live in
    /// the closure, one set per realm.
    static let bootstrapLines: [String] = [
        "  console = (function () {",
        "    const log = native.consoleLog, info = native.consoleInfo, warn = native.consoleWarn,",
        "      error = native.consoleError, debug = native.consoleDebug, trace = native.consoleTrace, now = native.performanceNow;",
        "    const counts = Object.create(null), timers = Object.create(null);",
        "    const print = function (level, data) { apply(level, undefined, data); };",
        "    // https://console.spec.whatwg.org/#count (a label defaults to \"default\")",
        "    const labelOf = function (data) { return data.length === 0 || data[0] === undefined ? \"default\" : String(data[0]); };",
        "    // https://console.spec.whatwg.org/#timelog: the label, the elapsed time, then the data.",
        "    const timing = function (data, ending) {",
        "      const label = labelOf(data);",
        "      if (!(label in timers)) { print(warn, [\"Timer \\\"\" + label + \"\\\" does not exist\"]); return; }",
        "      const message = [label + \": \" + (now() - timers[label]).toFixed(3) + \"ms\"];",
        "      for (let i = 1; i < data.length; i++) message[i] = data[i];",
        "      if (ending) delete timers[label];",
        "      print(debug, message);",
        "    };",
        "    return { __proto__: classString(\"console\"),",
        "      debug(...data) { print(debug, data); }, error(...data) { print(error, data); },",
        "      info(...data) { print(info, data); }, log(...data) { print(log, data); },",
        "      warn(...data) { print(warn, data); }, trace(...data) { print(trace, data); },",
        "      dir(...data) { print(log, data); }, dirxml(...data) { print(log, data); }, table(...data) { print(log, data); },",
        "      // https://console.spec.whatwg.org/#assert",
        "      assert(...data) {",
        "        if (data[0]) return;",
        "        const labelled = typeof data[1] === \"string\";",
        "        const message = [labelled ? \"Assertion failed: \" + data[1] : \"Assertion failed\"];",
        "        for (let i = labelled ? 2 : 1; i < data.length; i++) message[message.length] = data[i];",
        "        print(error, message);",
        "      },",
        "      count(...data) { const label = labelOf(data); counts[label] = (counts[label] || 0) + 1; print(debug, [label + \": \" + counts[label]]); },",
        "      countReset(...data) {",
        "        const label = labelOf(data);",
        "        if (label in counts) counts[label] = 0; else print(warn, [\"Counter \\\"\" + label + \"\\\" does not exist\"]);",
        "      },",
        "      // https://console.spec.whatwg.org/#group: the label is recorded; later messages are not indented.",
        "      group(...data) { if (data.length) print(log, data); }, groupCollapsed(...data) { if (data.length) print(log, data); },",
        "      groupEnd() {},",
        "      time(...data) {",
        "        const label = labelOf(data);",
        "        if (label in timers) print(warn, [\"Timer \\\"\" + label + \"\\\" already exists\"]); else timers[label] = now();",
        "      },",
        "      timeLog(...data) { timing(data, false); }, timeEnd(...data) { timing(data, true); },",
        "      clear() {}, profile() {}, profileEnd() {}, timeStamp() {},",
        "      record() {}, recordEnd() {}, screenshot() {}, takeHeapSnapshot() {} };",
        "  })();",
    ]

    private static func log(
        _ level: ConsoleMessage.Level, _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?,
        _ count: Int, _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?
    ) -> OpaquePointer? {
        globalFunction(context, function, this, count, arguments, exception) { call, realm in
            let parts = (0..<call.count).map { realm.consoleText(of: call[$0]) }
            realm.log(level, parts.joined(separator: " "))
            return realm.context.undefined
        }
    }
}

extension Realm {
    /// How the console shows a value: strings as they are, errors as `Name: message`,
    /// plain objects and arrays as JSON, anything else by its string form.
    func consoleText(of value: JSValue) -> String {
        if value.isString(in: context) { return (try? value.toString(in: context)) ?? "" }
        if let object = value.asObject(in: context), !object.isFunction(in: context),
            (try? value.isInstance(of: builtins.errorConstructor, in: context)) != true,
            let json = try? value.jsonString(in: context)
        {
            return json
        }
        return (try? value.toString(in: context)) ?? "[object]"
    }
}
