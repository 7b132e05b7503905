extension StandardObjectGroup {
    /// The state and objects of `audio` and `video` elements (`HTMLMediaElement`'s members
    /// forward here, see ``MediaElementMembers``), for a browser that fetches nothing:
    /// an element with a source fails to load it, as WebKit's does with the network off:
    /// `networkState` is `NETWORK_NO_SOURCE`, and with a `src` attribute `error` is a
    /// `MediaError` with `MEDIA_ERR_SRC_NOT_SUPPORTED` and `play()` is rejected with
    /// `NotSupportedError` (the failures of `source` children go to those elements, so
    /// `error` stays null). One with no source stays `NETWORK_EMPTY`. Otherwise `play()`
    /// starts "playing" that never gets data:
    /// `paused` false, `play` and `waiting` events, a promise that `pause()` or `load()`
    /// rejects with `AbortError`. `readyState` stays `HAVE_NOTHING`, `duration` NaN, and
    /// `currentTime` keeps what a script sets (the default playback start position).
    ///
    /// An element the parser made has already failed when a script first sees it. When a
    /// script sets `src`, calls `load()`, inserts a `source` into an element that has none
    /// or plays one that never loaded, the element loads again as WebKit's does: at once
    /// `networkState` is `NETWORK_NO_SOURCE` and `error` null; once the script's task is over
    /// the source fails, and `loadstart` and `error` fire (or, for `source` children,
    /// `loadstart` and an `error` at each child). `load()` on an element that was not empty
    /// fires `emptied` first.
    ///
    /// Each member gets the element and facts of the tree (``MediaElementMembers/facts(of:in:)``):
    /// `source`, the URL of its `src` attribute (null without one), `sourceElements`, and
    /// `mutedAttribute`, which `muted` follows until a script sets it (as in WebKit).
    ///
    /// https://html.spec.whatwg.org/multipage/media.html#htmlmediaelement
    static let mediaSource = #"""
        (function (native, shared) {
          "use strict";
          const { DOMException, Event, EventTarget } = shared;
          const states = new WeakMap(), errors = new WeakMap(), ranges = new WeakMap(), trackLists = new WeakMap();
          const qualities = new WeakMap();

          const constant = shared.defineConstant;
          const indexError = function () {
            return new DOMException("The index is not in the allowed range.", "IndexSizeError");
          };
          const finite = shared.restrictedDouble;
          // Events the element fires later, in order, as WebKit queues them.
          const queue = function (element, type) {
            native.setTimeout(function () { native.dispatchTrustedEvent(element, new Event(type)); }, 0);
          };

          // https://html.spec.whatwg.org/multipage/media.html#mediaerror
          const MediaError = shared.interfaceObject("MediaError", null);
          const codes = [["MEDIA_ERR_ABORTED", 1], ["MEDIA_ERR_NETWORK", 2], ["MEDIA_ERR_DECODE", 3], ["MEDIA_ERR_SRC_NOT_SUPPORTED", 4]];
          for (const [name, value] of codes) { constant(MediaError, name, value); constant(MediaError.prototype, name, value); }
          shared.defineAttribute(MediaError.prototype, "code", function (error) {
            return shared.attributeState(errors, error, "MediaError", "code").code;
          });
          shared.defineAttribute(MediaError.prototype, "message", function (error) {
            return shared.attributeState(errors, error, "MediaError", "message").message;
          });
          const makeError = function (code) {
            const error = Object.create(MediaError.prototype);
            errors.set(error, { code: code, message: "" });
            return error;
          };

          // https://html.spec.whatwg.org/multipage/media.html#time-ranges: always empty.
          const TimeRanges = shared.interfaceObject("TimeRanges", null);
          shared.defineAttribute(TimeRanges.prototype, "length", function (range) {
            shared.attributeState(ranges, range, "TimeRanges", "length");
            return 0;
          });
          shared.defineMembers(TimeRanges.prototype, {
            start(index) { shared.operationState(ranges, this, "TimeRanges", "start"); throw indexError(); },
            end(index) { shared.operationState(ranges, this, "TimeRanges", "end"); throw indexError(); },
          });
          const makeRanges = function () {
            const range = Object.create(TimeRanges.prototype);
            ranges.set(range, true);
            return range;
          };

          // The track lists: always empty, as nothing is ever loaded.
          // https://html.spec.whatwg.org/multipage/media.html#texttracklist
          const trackList = function (name) {
            const List = shared.interfaceObject(name, EventTarget);
            shared.defineAttribute(List.prototype, "length", function (list) {
              shared.attributeState(trackLists, list, name, "length");
              return 0;
            });
            shared.defineMembers(List.prototype, { getTrackById(id) { return null; } });
            native.defineEventHandlers(List.prototype, ["change", "addtrack", "removetrack"]);
            return List;
          };
          const TextTrackList = trackList("TextTrackList");
          const AudioTrackList = trackList("AudioTrackList");
          const VideoTrackList = trackList("VideoTrackList");
          const makeTrackList = function (List) {
            const list = new EventTarget();
            shared.adopt(list, List.prototype);
            trackLists.set(list, true);
            return list;
          };

          // https://w3c.github.io/media-playback-quality/#videoplaybackquality-interface
          const VideoPlaybackQuality = shared.interfaceObject("VideoPlaybackQuality", null);
          for (const name of ["creationTime", "droppedVideoFrames", "totalVideoFrames", "corruptedVideoFrames", "totalFrameDelay"]) {
            shared.defineAttribute(VideoPlaybackQuality.prototype, name, function (quality) {
              return shared.attributeState(qualities, quality, "VideoPlaybackQuality", name)[name];
            });
          }

          // An element's state when a script first meets it: what choosing its source at
          // parse time left.
          const stateOf = function (element, facts) {
            let state = states.get(element);
            if (state === undefined) {
              const failed = facts.source !== null;
              state = { paused: true, defaultPosition: 0, position: 0, volume: 1, muted: null,
                rate: 1, defaultRate: 1, pendingPlays: [], tracks: null, selection: 0,
                networkState: failed || facts.sourceElements.length > 0 ? 3 : 0,
                error: failed ? makeError(4) : null, currentSrc: failed ? facts.source : "" };
              states.set(element, state);
            }
            return state;
          };

          // https://html.spec.whatwg.org/multipage/media.html#concept-media-load-algorithm
          const loadAgain = function (element, state) {
            if (state.networkState !== 0) queue(element, "emptied");
            rejectPendingPlays(state);
            state.networkState = 0;
            state.paused = true;
            state.position = 0;
            state.error = null;
            state.currentSrc = "";
            selectResource(element, state);
          };

          // https://html.spec.whatwg.org/multipage/media.html#concept-media-load-algorithm:
          // the source is chosen once the script's task is over, and fails (nothing is fetched).
          const selectResource = function (element, state) {
            state.networkState = 3;
            const selection = ++state.selection;
            native.setTimeout(function () {
              if (state.selection !== selection) return;
              const facts = native.mediaFacts(element);
              if (facts.source !== null) {
                // https://html.spec.whatwg.org/multipage/media.html#dedicated-media-source-failure-steps
                state.error = makeError(4);
                state.currentSrc = facts.source;
                queue(element, "loadstart");
                queue(element, "error");
                const pending = state.pendingPlays;
                state.pendingPlays = [];
                for (const reject of pending) reject(new DOMException("The operation is not supported.", "NotSupportedError"));
              } else if (facts.sourceElements.length > 0) {
                queue(element, "loadstart");
                for (const source of facts.sourceElements) queue(source, "error");
              } else {
                state.networkState = 0;
              }
            }, 0);
          };

          // A script set `src` (`reason` "src") or inserted a `source` child ("source").
          // https://html.spec.whatwg.org/multipage/media.html#attr-media-src
          const sourceChanged = function (element, facts, reason) {
            let state = states.get(element);
            if (state === undefined) {
              // Met first now: before this change it had no source, or (for a child) its `src`.
              const before = reason === "source" && facts.source !== null
                ? facts : { source: null, sourceElements: [], mutedAttribute: facts.mutedAttribute };
              state = stateOf(element, before);
            }
            if (reason === "src") loadAgain(element, state);
            else if (facts.source === null && state.networkState === 0) selectResource(element, state);
          };

          const rejectPendingPlays = function (state) {
            const pending = state.pendingPlays;
            state.pendingPlays = [];
            if (pending.length > 0) {
              native.setTimeout(function () {
                for (const reject of pending) reject(new DOMException("The operation was aborted.", "AbortError"));
              }, 0);
            }
          };

          const getters = {
            paused: function (state) { return state.paused; },
            ended: function () { return false; },
            duration: function () { return NaN; },
            // https://html.spec.whatwg.org/multipage/media.html#dom-media-currenttime
            currentTime: function (state) { return state.defaultPosition !== 0 ? state.defaultPosition : state.position; },
            readyState: function () { return 0; },
            networkState: function (state) { return state.networkState; },
            seeking: function () { return false; },
            error: function (state) { return state.error; },
            currentSrc: function (state) { return state.currentSrc; },
            muted: function (state, facts) { return state.muted === null ? facts.mutedAttribute : state.muted; },
            volume: function (state) { return state.volume; },
            playbackRate: function (state) { return state.rate; },
            defaultPlaybackRate: function (state) { return state.defaultRate; },
            buffered: makeRanges,
            played: makeRanges,
            seekable: makeRanges,
            videoWidth: function () { return 0; },
            videoHeight: function () { return 0; },
          };
          const trackNames = { textTracks: TextTrackList, audioTracks: AudioTrackList, videoTracks: VideoTrackList };

          const setters = {
            currentTime: function (state, value) { state.defaultPosition = finite(value); },
            muted: function (state, value, element, facts) {
              const muted = Boolean(value), was = state.muted === null ? facts.mutedAttribute : state.muted;
              state.muted = muted;
              if (muted !== was) queue(element, "volumechange");
            },
            // https://html.spec.whatwg.org/multipage/media.html#dom-media-volume
            volume: function (state, value, element) {
              const volume = finite(value);
              if (volume < 0 || volume > 1) throw indexError();
              if (volume !== state.volume) { state.volume = volume; queue(element, "volumechange"); }
            },
            playbackRate: function (state, value, element) {
              const rate = finite(value);
              if (rate !== state.rate) { state.rate = rate; queue(element, "ratechange"); }
            },
            defaultPlaybackRate: function (state, value, element) {
              const rate = finite(value);
              if (rate !== state.defaultRate) { state.defaultRate = rate; queue(element, "ratechange"); }
            },
          };

          // `mediaAttribute(element, facts, name)` reads, `(element, facts, name, value)` writes.
          const mediaAttribute = function (element, facts, name, value) {
            const state = stateOf(element, facts);
            if (arguments.length > 3) {
              const set = setters[name];
              if (set !== undefined) set(state, value, element, facts);
              return undefined;
            }
            if (name in trackNames) {
              if (state.tracks === null) state.tracks = Object.create(null);
              if (state.tracks[name] === undefined) state.tracks[name] = makeTrackList(trackNames[name]);
              return state.tracks[name];
            }
            return getters[name](state, facts);
          };

          // https://html.spec.whatwg.org/multipage/media.html#dom-media-play
          const play = function (element, facts) {
            const state = stateOf(element, facts);
            if (state.networkState === 0) selectResource(element, state);
            if (state.error !== null && state.error.code === 4) {
              return Promise.reject(new DOMException("The operation is not supported.", "NotSupportedError"));
            }
            const promise = new Promise(function (resolve, reject) { state.pendingPlays.push(reject); });
            if (state.paused) {
              state.paused = false;
              queue(element, "play");
              queue(element, "waiting");
            }
            return promise;
          };

          // https://html.spec.whatwg.org/multipage/media.html#dom-media-pause
          const pause = function (element, facts) {
            const state = stateOf(element, facts);
            if (!state.paused) {
              state.paused = true;
              queue(element, "pause");
            }
            rejectPendingPlays(state);
          };

          // https://html.spec.whatwg.org/multipage/media.html#dom-media-load
          const load = function (element, facts) { loadAgain(element, stateOf(element, facts)); };

          const fastSeek = function (element, facts, time) { stateOf(element, facts).defaultPosition = finite(time); };

          const getVideoPlaybackQuality = function (element, facts) {
            const quality = Object.create(VideoPlaybackQuality.prototype);
            qualities.set(quality, { creationTime: native.performanceNow(), droppedVideoFrames: 0, totalVideoFrames: 0,
              corruptedVideoFrames: 0, totalFrameDelay: 0 });
            return quality;
          };

          return { MediaError, TimeRanges, TextTrackList, AudioTrackList, VideoTrackList, VideoPlaybackQuality,
            mediaAttribute, play, pause, load, fastSeek, getVideoPlaybackQuality, sourceChanged };
        })
        """#
}
