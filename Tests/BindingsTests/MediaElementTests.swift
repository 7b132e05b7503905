import Testing

/// `audio` and `video` elements in a browser that fetches nothing. Expected values are
/// what WebKit gives (`../shared/tools/webkit-oracle`, network off) for the same
/// expressions, except `canPlayType`, which answers as Safari does.
///
/// https://html.spec.whatwg.org/multipage/media.html#htmlmediaelement
@Suite struct MediaElementTests {
    static let page = """
        <!DOCTYPE html><html><head><base href="/base/"></head><body>
        <video src="v.mp4" poster="p.jpg"></video></body></html>
        """

    static let expressions: [(String, String)] = [
        // A parsed element whose source cannot load.
        ("var v = document.querySelector('video'); [v.paused, v.ended, v.duration, v.currentTime, v.readyState, v.networkState, v.muted, v.volume, v.playbackRate, v.defaultPlaybackRate, v.autoplay, v.loop, v.controls, v.preload, v.currentSrc, v.poster, v.videoWidth, v.videoHeight, v.seeking, v.error.code, v.error.message, v.buffered.length, v.played.length, v.seekable.length, v.defaultMuted, v.playsInline, v.textTracks.length].join('|')",
         "true|false|NaN|0|0|3|false|1|1|1|false|false|false|auto|https://example.com/base/v.mp4|https://example.com/base/p.jpg|0|0|false|4||0|0|0|false|false|0"),
        ("var v = document.querySelector('video'); [v.error === v.error, v.textTracks === v.textTracks, Object.prototype.toString.call(v.error), Object.prototype.toString.call(v.buffered), String(v.textTracks), String(v.audioTracks), String(v.videoTracks)].join('|')",
         "true|true|[object MediaError]|[object TimeRanges]|[object TextTrackList]|[object AudioTrackList]|[object VideoTrackList]"),
        ("[HTMLMediaElement.NETWORK_EMPTY, HTMLMediaElement.NETWORK_NO_SOURCE, HTMLMediaElement.HAVE_NOTHING, HTMLMediaElement.HAVE_ENOUGH_DATA, MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED, document.querySelector('video').NETWORK_IDLE].join()",
         "0,3,0,4,4,1"),
        // currentTime keeps what is set (the default playback start position), through load().
        ("var v = document.querySelector('video'); v.currentTime = 5; v.load(); v.currentTime", "5"),
        ("var v = document.querySelector('video'); v.volume = 0.5; v.muted = true; [v.volume, v.muted, v.hasAttribute('muted')].join()", "0.5,true,false"),
        ("document.querySelector('video').volume = 2", "IndexSizeError: The index is not in the allowed range."),
        ("document.querySelector('video').currentTime = NaN", "TypeError: The provided value is non-finite"),
        ("document.querySelector('video').buffered.start(0)", "IndexSizeError: The index is not in the allowed range."),
        // muted follows the attribute until a script sets it.
        ("var c = document.createElement('video'); var before = [c.muted, c.defaultMuted].join(); c.defaultMuted = true; [before, c.muted, c.getAttribute('muted')].join('|')",
         "false,false|true|"),
        // An element with no source stays empty.
        ("var a = document.createElement('audio'); [a.networkState, a.readyState, a.error, a.paused, a.currentSrc, a.preload, Object.prototype.toString.call(a)].join('|')",
         "0|0||true||auto|[object HTMLAudioElement]"),
        ("var a = new Audio('x.mp3'); [a.src, a.preload, a.tagName].join('|')", "https://example.com/base/x.mp3|auto|AUDIO"),
        // Failures of source children go to the source elements.
        ("var s = document.createElement('video'); var c = document.createElement('source'); c.src = 'q.webm'; s.appendChild(c); [s.networkState, s.currentSrc, s.error].join('|')",
         "3||"),
        ("var v = document.createElement('video'); v.setAttribute('preload', 'NONE'); var upper = v.preload; v.setAttribute('preload', 'bogus'); upper + '|' + v.preload", "none|auto"),
        ("var v = document.createElement('video'); v.setAttribute('playsinline', ''); [v.playsInline, 'playsInline' in document.createElement('audio')].join()", "true,false"),
        ("Object.keys(Object.getPrototypeOf(document.querySelector('video').getVideoPlaybackQuality())).join()",
         "creationTime,droppedVideoFrames,totalVideoFrames,corruptedVideoFrames,totalFrameDelay"),
        // Safari's answers.
        ("var v = document.querySelector('video'); ['video/mp4', 'VIDEO/MP4', 'video/mp4; codecs=\"avc1.42E01E, mp4a.40.2\"', 'video/mp4; codecs=\"theora\"', 'application/vnd.apple.mpegurl', 'video/x-unknown', ''].map(function (t) { return v.canPlayType(t); }).join('|')",
         "maybe|maybe|probably||maybe||"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page, url: "https://example.com/dir/page.html")
        #expect(fixture.evaluateOrError(source) == expected)
    }

    /// `play()` of an element that failed to load is rejected; of one with no source, it
    /// "plays" (events `play`, `waiting`) until `pause()`, which rejects its promise.
    @Test func playAndPauseQueueEventsAndSettlePromises() throws {
        let fixture = try RealmFixture(Self.page, url: "https://example.com/dir/page.html")
        _ = fixture.evaluate("""
            var log = [], v = document.querySelector('video'), a = document.createElement('audio');
            ['play', 'waiting', 'pause'].forEach(function (t) {
              v.addEventListener(t, function () { log.push('v:' + t); });
              a.addEventListener(t, function () { log.push('a:' + t); });
            });
            v.play().then(function () { log.push('v:resolved'); }, function (e) { log.push('v:rejected ' + e.name + ': ' + e.message); });
            var p = a.play(); log.push('a.paused ' + a.paused);
            p.then(function () { log.push('a:resolved'); }, function (e) { log.push('a:rejected ' + e.name + ': ' + e.message); });
            a.pause(); log.push('a.paused ' + a.paused);
            """)
        #expect(fixture.runTimers().isEmpty)
        #expect(fixture.evaluate("log.join()") == [
            "a.paused false", "a.paused true", "v:rejected NotSupportedError: The operation is not supported.",
            "a:play", "a:waiting", "a:pause", "a:rejected AbortError: The operation was aborted.",
        ].joined(separator: ","))
    }

    /// A source a script sets, a `load()`, a `source` child added or a `play()` of an
    /// element that never loaded start loading again, with WebKit's events (from the
    /// WebKit oracle): `networkState` 3 and `error` null at once, then the failure.
    @Test func scriptSetSourcesLoadAgainWithWebKitsEvents() throws {
        let fixture = try RealmFixture(Self.page, url: "https://example.com/dir/page.html")
        _ = fixture.evaluate("""
            var types = ['loadstart', 'abort', 'error', 'emptied', 'play', 'pause', 'waiting', 'volumechange', 'ratechange'];
            function watch(element) {
              var log = [];
              types.forEach(function (t) { element.addEventListener(t, function (e) {
                log.push(t + (e.isTrusted ? '' : '?') + '@' + element.networkState + (element.error ? '/e' + element.error.code : ''));
              }); });
              return log;
            }
            var a = document.createElement('video'), la = watch(a); a.src = 'x.mp4';
            var aNow = [a.networkState, a.error, a.currentSrc].join('|');
            var c = document.createElement('audio'), lc = watch(c), s = document.createElement('source'), ls = [];
            s.src = 'y.mp3'; s.addEventListener('error', function (e) { ls.push('source-error'); }); c.appendChild(s);
            var d = document.querySelector('video'), ld = watch(d); d.load();
            var dNow = [d.networkState, d.error].join('|');
            var e = document.createElement('video'), le = watch(e); e.src = 'x.mp4'; e.removeAttribute('src');
            var f = document.createElement('video'), lf = watch(f), settled = [];
            f.setAttribute('src', 'z.mp4');
            f.play().then(function () { settled.push('resolved'); }, function (err) { settled.push(err.name); });
            """)
        #expect(fixture.runTimers().isEmpty)
        #expect(fixture.evaluate("aNow + ' ; ' + dNow") == "3|| ; 3|")
        #expect(fixture.evaluate("[la, lc, ls, ld, le, lf, settled].map(function (l) { return l.join(' '); }).join(' ; ')") == [
            "loadstart@3/e4 error@3/e4", "loadstart@3", "source-error", "emptied@3 loadstart@3/e4 error@3/e4", "",
            "play@3/e4 waiting@3/e4 loadstart@3/e4 error@3/e4", "NotSupportedError",
        ].joined(separator: " ; "))
        #expect(fixture.evaluate("[a.currentSrc, e.networkState, c.networkState, c.error].join('|')") == "https://example.com/base/x.mp4|0|3|")
    }
}
