extension StandardObjectGroup {
    /// `performance` and its timeline, as WebKit has them for a page it has finished
    /// loading: user timing (`mark`, `measure` and their entries), `getEntries*`,
    /// `PerformanceObserver`, and the legacy `timing` and `navigation` objects.
    ///
    /// Time is the realm's clock (``EventLoop``): with the virtual clock, `now()` and a
    /// new mark's `startTime` are 0 until a timer moves it. `timeOrigin` is the wall-clock
    /// time the realm was made, in milliseconds since the epoch. Nothing was fetched or
    /// painted, so there are no resource, navigation or paint entries (their interfaces
    /// exist, with nothing to construct), and every `timing` milestone is the navigation
    /// start: the page loaded instantly, with no unload, no redirect and, on a page that is
    /// not `https:`, no secure connection.
    ///
    /// https://w3c.github.io/hr-time/, https://w3c.github.io/performance-timeline/,
    /// https://w3c.github.io/user-timing/ and https://w3c.github.io/navigation-timing/
    static let performanceSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException, EventTarget } = shared;
          const clone = shared.require("structuredClone", "structuredClone");
          const defineProperty = Object.defineProperty, freeze = Object.freeze;
          const performances = new WeakMap(), entries = new WeakMap(), timings = new WeakMap(), navigations = new WeakMap();
          const observers = new WeakMap(), entryLists = new WeakMap(), unconstructible = new WeakMap();

          const typeError = function () { return new TypeError("Type error"); };
          const requireArguments = function (count, needed) {
            if (count < needed) throw new TypeError("Not enough arguments");
          };
          // WebIDL's dictionary conversion: undefined and null are empty, other non-objects throw.
          const dictionary = function (value) {
            if (value === undefined || value === null) return {};
            if (typeof value !== "object" && typeof value !== "function") throw typeError();
            return value;
          };
          // https://webidl.spec.whatwg.org/#js-sequence (of DOMString)
          const sequenceOfStrings = function (value) {
            if (typeof value !== "object" || value === null || typeof value[Symbol.iterator] !== "function") {
              throw new TypeError("Value is not a sequence");
            }
            return Array.from(value, function (item) { return `${item}`; });
          };
          const finite = shared.restrictedDouble, constant = shared.defineConstant;
          // Attributes of an interface no object of this page has (a getter on anything throws).
          const attributesWithoutInstances = function (prototype, interfaceName, names) {
            for (const name of names) {
              shared.defineAttribute(prototype, name, function (object) {
                return shared.attributeState(unconstructible, object, interfaceName, name);
              });
            }
          };
          const byStartTime = function (list) {
            return list.slice().sort(function (a, b) { return entries.get(a).startTime - entries.get(b).startTime; });
          };

          // https://w3c.github.io/navigation-timing/#the-performancetiming-interface
          const timingNames = ["navigationStart", "unloadEventStart", "unloadEventEnd", "redirectStart", "redirectEnd",
            "fetchStart", "domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd", "secureConnectionStart",
            "requestStart", "responseStart", "responseEnd", "domLoading", "domInteractive", "domContentLoadedEventStart",
            "domContentLoadedEventEnd", "domComplete", "loadEventStart", "loadEventEnd"];
          const timeOrigin = native.timeOrigin();
          const navigationStart = Math.floor(timeOrigin);
          const secureConnection = native.documentOrigin().startsWith("https:");
          const milestones = Object.create(null);
          for (const name of timingNames) {
            const never = /^(unload|redirect)/.test(name) || (name === "secureConnectionStart" && !secureConnection);
            milestones[name] = never ? 0 : navigationStart;
          }
          const PerformanceTiming = shared.interfaceObject("PerformanceTiming", null);
          for (const name of timingNames) {
            shared.defineAttribute(PerformanceTiming.prototype, name, function (object) {
              shared.attributeState(timings, object, "PerformanceTiming", name);
              return milestones[name];
            });
          }
          shared.defineMembers(PerformanceTiming.prototype, {
            toJSON() {
              shared.operationState(timings, this, "PerformanceTiming", "toJSON");
              return Object.assign({}, milestones);
            },
          });
          const timing = Object.create(PerformanceTiming.prototype);
          timings.set(timing, true);

          // https://w3c.github.io/navigation-timing/#the-performancenavigation-interface
          const PerformanceNavigation = shared.interfaceObject("PerformanceNavigation", null);
          for (const name of ["type", "redirectCount"]) {
            shared.defineAttribute(PerformanceNavigation.prototype, name, function (object) {
              shared.attributeState(navigations, object, "PerformanceNavigation", name);
              return 0;
            });
          }
          shared.defineMembers(PerformanceNavigation.prototype, {
            toJSON() {
              shared.operationState(navigations, this, "PerformanceNavigation", "toJSON");
              return { type: 0, redirectCount: 0 };
            },
          });
          for (const [name, value] of [["TYPE_NAVIGATE", 0], ["TYPE_RELOAD", 1], ["TYPE_BACK_FORWARD", 2], ["TYPE_RESERVED", 255]]) {
            constant(PerformanceNavigation.prototype, name, value);
            constant(PerformanceNavigation, name, value);
          }
          const navigation = Object.create(PerformanceNavigation.prototype);
          navigations.set(navigation, true);

          // https://w3c.github.io/performance-timeline/#the-performanceentry-interface
          const PerformanceEntry = shared.interfaceObject("PerformanceEntry", null);
          for (const name of ["name", "entryType", "startTime", "duration"]) {
            shared.defineAttribute(PerformanceEntry.prototype, name, function (object) {
              return shared.attributeState(entries, object, "PerformanceEntry", name)[name];
            });
          }
          shared.defineMembers(PerformanceEntry.prototype, {
            toJSON() {
              const entry = shared.operationState(entries, this, "PerformanceEntry", "toJSON");
              return { name: entry.name, entryType: entry.entryType, startTime: entry.startTime, duration: entry.duration };
            },
          });
          const makeEntry = function (prototype, state) {
            const entry = Object.create(prototype);
            entries.set(entry, state);
            return entry;
          };
          const detailAttribute = function (prototype, interfaceName) {
            shared.defineAttribute(prototype, "detail", function (object) {
              return shared.attributeState(entries, object, interfaceName, "detail").detail;
            });
          };
          const cloneDetail = function (detail) { return detail === undefined || detail === null ? null : clone(detail); };

          // https://w3c.github.io/user-timing/#the-performancemark-constructor
          const createMark = function (name, markOptions, prototype) {
            const options = dictionary(markOptions);
            const detail = options.detail, startTime = options.startTime === undefined ? undefined : finite(options.startTime);
            if (timingNames.includes(name)) throw new DOMException("The string did not match the expected pattern.", "SyntaxError");
            if (startTime !== undefined && startTime < 0) throw typeError();
            return makeEntry(prototype, { name: name, entryType: "mark",
              startTime: startTime === undefined ? native.performanceNow() : startTime, duration: 0, detail: cloneDetail(detail) });
          };
          const PerformanceMark = shared.interfaceObject("PerformanceMark", PerformanceEntry, { PerformanceMark: function (markName) {
            if (new.target === undefined) throw new TypeError("Constructor requires 'new' operator");
            requireArguments(arguments.length, 1);
            return createMark(`${markName}`, arguments[1], new.target.prototype);
          } }.PerformanceMark);
          detailAttribute(PerformanceMark.prototype, "PerformanceMark");
          const PerformanceMeasure = shared.interfaceObject("PerformanceMeasure", PerformanceEntry);
          detailAttribute(PerformanceMeasure.prototype, "PerformanceMeasure");

          // Interfaces of entries this page never has.
          const PerformanceResourceTiming = shared.interfaceObject("PerformanceResourceTiming", PerformanceEntry);
          attributesWithoutInstances(PerformanceResourceTiming.prototype, "PerformanceResourceTiming", ["initiatorType",
            "nextHopProtocol", "workerStart", "redirectStart", "redirectEnd", "fetchStart", "domainLookupStart",
            "domainLookupEnd", "connectStart", "connectEnd", "secureConnectionStart", "requestStart", "responseStart",
            "responseEnd", "transferSize", "encodedBodySize", "decodedBodySize", "serverTiming"]);
          const toJSONWithoutInstances = function (prototype, interfaceName) {
            shared.defineMembers(prototype, { toJSON() { shared.operationState(unconstructible, this, interfaceName, "toJSON"); } });
          };
          toJSONWithoutInstances(PerformanceResourceTiming.prototype, "PerformanceResourceTiming");
          const PerformanceNavigationTiming = shared.interfaceObject("PerformanceNavigationTiming", PerformanceResourceTiming);
          attributesWithoutInstances(PerformanceNavigationTiming.prototype, "PerformanceNavigationTiming", ["unloadEventStart",
            "unloadEventEnd", "domInteractive", "domContentLoadedEventStart", "domContentLoadedEventEnd", "domComplete",
            "loadEventStart", "loadEventEnd", "type", "redirectCount"]);
          toJSONWithoutInstances(PerformanceNavigationTiming.prototype, "PerformanceNavigationTiming");
          const PerformancePaintTiming = shared.interfaceObject("PerformancePaintTiming", PerformanceEntry);
          const PerformanceServerTiming = shared.interfaceObject("PerformanceServerTiming", null);
          attributesWithoutInstances(PerformanceServerTiming.prototype, "PerformanceServerTiming", ["name", "duration", "description"]);
          toJSONWithoutInstances(PerformanceServerTiming.prototype, "PerformanceServerTiming");

          // https://w3c.github.io/performance-timeline/#performance-entry-buffer: the marks and measures, in the order made.
          let buffer = [];
          const named = function (list, name, type) {
            return list.filter(function (entry) {
              const state = entries.get(entry);
              return state.name === name && (type === undefined || state.entryType === type);
            });
          };
          const ofType = function (list, type) {
            return list.filter(function (entry) { return entries.get(entry).entryType === type; });
          };
          // https://w3c.github.io/user-timing/#dom-performance-clearmarks (and clearMeasures)
          const clearEntries = function (type, name) {
            name = name === undefined ? undefined : `${name}`;
            buffer = buffer.filter(function (entry) {
              const state = entries.get(entry);
              return state.entryType !== type || (name !== undefined && state.name !== name);
            });
          };

          // https://w3c.github.io/user-timing/#convert-a-mark-to-a-timestamp
          const markTimestamp = function (mark) {
            if (typeof mark === "number") {
              if (mark < 0) throw typeError();
              return mark;
            }
            if (timingNames.includes(mark)) {
              if (milestones[mark] === 0) {
                throw new DOMException("The object does not support the operation or argument.", "InvalidAccessError");
              }
              return milestones[mark] - navigationStart;
            }
            const marks = named(ofType(buffer, "mark"), mark);
            if (marks.length === 0) throw new DOMException("No mark named '" + mark + "' exists", "SyntaxError");
            return entries.get(marks[marks.length - 1]).startTime;
          };
          // A `(DOMString or DOMHighResTimeStamp)` member of PerformanceMeasureOptions.
          const markOrTime = function (value) { return typeof value === "number" ? finite(value) : `${value}`; };

          // https://w3c.github.io/user-timing/#dom-performance-measure
          const measure = function (name, startOrMeasureOptions, endMark) {
            const isOptions = startOrMeasureOptions === undefined || startOrMeasureOptions === null
              || typeof startOrMeasureOptions === "object" || typeof startOrMeasureOptions === "function";
            const options = isOptions ? startOrMeasureOptions || {} : {};
            const detail = options.detail, duration = options.duration === undefined ? undefined : finite(options.duration);
            const end = options.end === undefined ? undefined : markOrTime(options.end);
            const start = options.start === undefined ? undefined : markOrTime(options.start);
            const startMark = isOptions ? undefined : `${startOrMeasureOptions}`;
            endMark = endMark === undefined ? undefined : `${endMark}`;
            const hasOptions = start !== undefined || end !== undefined || duration !== undefined || detail !== undefined;
            if (hasOptions && (endMark !== undefined || (start === undefined && end === undefined)
              || (start !== undefined && duration !== undefined && end !== undefined))) throw typeError();
            let endTime;
            if (endMark !== undefined) endTime = markTimestamp(endMark);
            else if (end !== undefined) endTime = markTimestamp(end);
            else if (start !== undefined && duration !== undefined) endTime = markTimestamp(start) + duration;
            else endTime = native.performanceNow();
            let startTime = 0;
            if (start !== undefined) startTime = markTimestamp(start);
            else if (duration !== undefined && end !== undefined) startTime = markTimestamp(end) - duration;
            else if (startMark !== undefined) startTime = markTimestamp(startMark);
            return makeEntry(PerformanceMeasure.prototype, { name: name, entryType: "measure", startTime: startTime,
              duration: endTime - startTime, detail: cloneDetail(detail) });
          };

          // https://w3c.github.io/performance-timeline/#the-performanceobserver-interface
          const supportedEntryTypes = ["mark", "measure", "navigation", "paint", "resource"];
          const registered = [];
          let deliveryQueued = false;
          // https://w3c.github.io/performance-timeline/#queue-a-performanceentry
          const queueEntry = function (entry) {
            buffer.push(entry);
            const type = entries.get(entry).entryType;
            for (const observer of registered) {
              const state = observers.get(observer);
              if (state.types.includes(type)) state.records.push(entry);
            }
            queueDelivery();
          };
          // https://w3c.github.io/performance-timeline/#queue-the-performanceobserver-task: one
          // task delivers to every observer with records, in the order they were registered
          // (an exception a callback throws is reported, and the others still run).
          const queueDelivery = function () {
            if (deliveryQueued) return;
            deliveryQueued = true;
            native.setTimeout(function () {
              deliveryQueued = false;
              for (const observer of registered.slice()) {
                const state = observers.get(observer);
                const records = state.records;
                state.records = [];
                if (records.length > 0) callObserver(observer, records);
              }
            }, 0);
          };
          const callObserver = function (observer, records) {
            const list = Object.create(PerformanceObserverEntryList.prototype);
            entryLists.set(list, byStartTime(records));
            try {
              observers.get(observer).callback.call(observer, list, observer);
            } catch (error) {
              native.reportException(error);
            }
          };

          const PerformanceObserverEntryList = shared.interfaceObject("PerformanceObserverEntryList", null);
          shared.defineMembers(PerformanceObserverEntryList.prototype, {
            getEntries() { return shared.operationState(entryLists, this, "PerformanceObserverEntryList", "getEntries").slice(); },
            getEntriesByType(type) {
              const list = shared.operationState(entryLists, this, "PerformanceObserverEntryList", "getEntriesByType");
              requireArguments(arguments.length, 1);
              return ofType(list, `${type}`);
            },
            getEntriesByName(name) {
              const list = shared.operationState(entryLists, this, "PerformanceObserverEntryList", "getEntriesByName");
              requireArguments(arguments.length, 1);
              return named(list, `${name}`, arguments[1] === undefined ? undefined : `${arguments[1]}`);
            },
          });

          const PerformanceObserver = shared.interfaceObject("PerformanceObserver", null, { PerformanceObserver: function (callback) {
            if (new.target === undefined) throw new TypeError("Constructor requires 'new' operator");
            requireArguments(arguments.length, 1);
            if (typeof callback !== "function") {
              throw new TypeError("Argument 1 ('callback') to the PerformanceObserver constructor must be a function");
            }
            const observer = Object.create(new.target.prototype);
            observers.set(observer, { callback: callback, mode: undefined, types: [], records: [] });
            return observer;
          } }.PerformanceObserver);
          // A static attribute that WebKit describes as a read-only value.
          defineProperty(PerformanceObserver, "supportedEntryTypes", { value: freeze(supportedEntryTypes.slice()), enumerable: true, configurable: true });
          shared.defineMembers(PerformanceObserver.prototype, {
            // https://w3c.github.io/performance-timeline/#observe-method
            observe(observeOptions = undefined) {
              const state = shared.operationState(observers, this, "PerformanceObserver", "observe");
              const options = dictionary(observeOptions);
              const buffered = Boolean(options.buffered);
              const entryTypes = options.entryTypes === undefined ? undefined : sequenceOfStrings(options.entryTypes);
              const type = options.type === undefined ? undefined : `${options.type}`;
              if (entryTypes === undefined && type === undefined) throw new TypeError("no type or entryTypes were provided");
              if (entryTypes !== undefined && type !== undefined) throw new TypeError("either entryTypes or type must be provided");
              const mode = entryTypes !== undefined ? "multiple" : "single";
              if (state.mode !== undefined && state.mode !== mode) {
                throw new DOMException("observer type can't be changed once registered", "InvalidModificationError");
              }
              state.mode = mode;
              if (mode === "multiple") {
                const supported = entryTypes.filter(function (name) { return supportedEntryTypes.includes(name); });
                if (supported.length === 0) return;
                state.types = supported;
              } else {
                if (!supportedEntryTypes.includes(type)) return;
                if (!state.types.includes(type)) state.types.push(type);
              }
              if (!registered.includes(this)) registered.push(this);
              // WebKit hands over the buffered entries at once, in a call of its own.
              const bufferedEntries = mode === "single" && buffered ? ofType(buffer, type) : [];
              if (bufferedEntries.length > 0) callObserver(this, bufferedEntries);
            },
            disconnect() {
              const state = shared.operationState(observers, this, "PerformanceObserver", "disconnect");
              const index = registered.indexOf(this);
              if (index >= 0) registered.splice(index, 1);
              state.types = [];
              state.records = [];
            },
            takeRecords() {
              const state = shared.operationState(observers, this, "PerformanceObserver", "takeRecords");
              const records = state.records;
              state.records = [];
              return records;
            },
          });

          // https://w3c.github.io/hr-time/#the-performance-interface
          const Performance = shared.interfaceObject("Performance", EventTarget);
          const check = function (object, member) { shared.operationState(performances, object, "Performance", member); };
          const attribute = function (name, value) {
            shared.defineAttribute(Performance.prototype, name, function (object) {
              shared.attributeState(performances, object, "Performance", name);
              return value;
            });
          };
          attribute("timeOrigin", timeOrigin);
          attribute("navigation", navigation);
          attribute("timing", timing);
          native.defineEventHandlers(Performance.prototype, ["resourcetimingbufferfull"]);
          shared.defineMembers(Performance.prototype, {
            now() { check(this, "now"); return native.performanceNow(); },
            toJSON() { check(this, "toJSON"); return { timeOrigin: timeOrigin, navigation: navigation.toJSON(), timing: timing.toJSON() }; },
            getEntries() { check(this, "getEntries"); return byStartTime(buffer); },
            getEntriesByType(entryType) {
              check(this, "getEntriesByType");
              requireArguments(arguments.length, 1);
              return byStartTime(ofType(buffer, `${entryType}`));
            },
            getEntriesByName(name) {
              check(this, "getEntriesByName");
              requireArguments(arguments.length, 1);
              return byStartTime(named(buffer, `${name}`, arguments[1] === undefined ? undefined : `${arguments[1]}`));
            },
            clearResourceTimings() { check(this, "clearResourceTimings"); },
            setResourceTimingBufferSize(maxSize) {
              check(this, "setResourceTimingBufferSize");
              requireArguments(arguments.length, 1);
              Number(maxSize);
            },
            // https://w3c.github.io/user-timing/#dom-performance-mark
            mark(markName) {
              check(this, "mark");
              requireArguments(arguments.length, 1);
              const mark = createMark(`${markName}`, arguments[1], PerformanceMark.prototype);
              queueEntry(mark);
              return mark;
            },
            clearMarks() {
              check(this, "clearMarks");
              clearEntries("mark", arguments[0]);
            },
            measure(measureName) {
              check(this, "measure");
              requireArguments(arguments.length, 1);
              const entry = measure(`${measureName}`, arguments[1], arguments[2]);
              queueEntry(entry);
              return entry;
            },
            clearMeasures() {
              check(this, "clearMeasures");
              clearEntries("measure", arguments[0]);
            },
          });
          const performance = new EventTarget();
          shared.adopt(performance, Performance.prototype);
          performances.set(performance, true);

          return { performance, Performance, PerformanceEntry, PerformanceMark, PerformanceMeasure, PerformanceNavigation,
            PerformanceNavigationTiming, PerformanceObserver, PerformanceObserverEntryList, PerformancePaintTiming,
            PerformanceResourceTiming, PerformanceServerTiming, PerformanceTiming };
        })
        """#
}
