/// The screen media queries are evaluated against: a fixed viewport, seen by a user who
/// prefers a light colour scheme, no reduced motion and no extra contrast, with a fine
/// pointer that can hover, on an sRGB screen.
///
/// https://drafts.csswg.org/mediaqueries-5/#media-descriptor-table
public struct MediaEnvironment: Hashable, Sendable {
    /// The viewport in CSS pixels (`width`, `height`, and the device's size too).
    public var width: Double
    public var height: Double
    /// Device pixels per CSS pixel (`resolution`, `-webkit-device-pixel-ratio`).
    public var devicePixelRatio: Double
    /// The media type: `screen`.
    public var mediaType: String = "screen"

    public init(width: Double, height: Double, devicePixelRatio: Double) {
        self.width = width
        self.height = height
        self.devicePixelRatio = devicePixelRatio
    }

    /// The names of the discrete features this engine knows.
    static let discreteFeatureNames = Set(MediaEnvironment(width: 0, height: 0, devicePixelRatio: 1).discreteFeatures.keys)

    /// The values of the discrete features.
    var discreteFeatures: [String: String] {
        [
            "prefers-color-scheme": "light", "prefers-reduced-motion": "no-preference",
            "prefers-contrast": "no-preference", "prefers-reduced-transparency": "no-preference",
            "prefers-reduced-data": "no-preference", "hover": "hover", "any-hover": "hover", "pointer": "fine",
            "any-pointer": "fine", "display-mode": "browser", "scan": "progressive", "update": "fast",
            "overflow-block": "scroll", "overflow-inline": "scroll", "inverted-colors": "none", "forced-colors": "none",
            "dynamic-range": "standard", "video-dynamic-range": "standard", "color-gamut": "srgb", "scripting": "enabled",
            "orientation": height >= width ? "portrait" : "landscape", "prefers-dark-interface": "none",
        ]
    }

    /// The value of a range feature, with the kind of value it compares with.
    func rangeFeature(_ name: String) -> (MediaValueKind, Double)? {
        switch name {
        case "width", "device-width": (.length, width)
        case "height", "device-height": (.length, height)
        case "aspect-ratio", "device-aspect-ratio": (.ratio, width / height)
        case "resolution": (.resolution, devicePixelRatio)
        case "-webkit-device-pixel-ratio": (.number, devicePixelRatio)
        case "color": (.number, 8)
        case "color-index", "monochrome", "grid", "-webkit-transform-3d": (.number, name == "-webkit-transform-3d" ? 1 : 0)
        case "-webkit-transition", "-webkit-animation": (.number, 1)
        default: nil
        }
    }
}

/// What a range feature's value is.
enum MediaValueKind {
    case length, ratio, resolution, number
}
