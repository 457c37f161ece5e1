import ListPreview

/// What `listpreview snapshot` photographs: screens × states × devices × themes × languages.
public struct SnapshotOptions: Equatable, Sendable {
    /// The output directory.
    public var outputDirectory = ""
    /// Screen ids; `nil` for all.
    public var screens: [String]?
    /// States; all previewable ones by default.
    public var states: [DisplayState] = DisplayState.previewable
    /// Devices with a fixed size.
    public var devices: [Device] = [.standard]
    /// Appearances.
    public var themes: [Theme] = [.light]
    /// Language values of `?lang=`: `en`, `zh-Hans`, `zh-Hant` or `pseudo`.
    public var languages: [String] = ["en"]
    /// Device pixels per CSS px: 1, 2 or 3.
    public var scale = 2
    /// The Chromium executable, if given.
    public var chromium: String?
    /// No progress or summary on stderr.
    public var quiet = false
    /// An earlier snapshot directory to compare with.
    public var compareWith: String?
    /// Browser sessions in parallel; the number of cores by default.
    public var jobs: Int?

    /// The defaults: every screen and state, iPhone 15, light, English, @2x.
    public init() {}
}

/// One screenshot to take.
public struct Shot: Sendable, Equatable {
    /// The screen's id.
    public let screen: String
    /// The state previewed.
    public let state: DisplayState
    /// The device.
    public let device: Device
    /// The appearance.
    public let theme: Theme
    /// The `?lang=` value.
    public let language: String
    /// Device pixels per CSS px.
    public let scale: Int

    /// `inbox--network--iphone-15--dark--zh-Hans@2x.png` (no suffix at scale 1).
    public var fileName: String {
        "\(screen)--\(state.rawValue)--\(device.rawValue)--\(theme.rawValue)--\(language)" + (scale == 1 ? "" : "@\(scale)x") + ".png"
    }

    /// The page photographed: a read-only, embedded, motionless preview.
    public var path: String {
        "/screens/\(screen)?state=\(state.rawValue)&device=\(device.rawValue)&theme=\(theme.rawValue)&lang=\(language)&motion=off&embed=1"
    }

    /// The PNG's size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        let size = device.frameSize
        return (size.width * scale, size.height * scale)
    }
}

extension SnapshotOptions {
    /// Every shot, in a stable order: screen, state, device, theme, language.
    public func shots(screens all: [Screen]) -> [Shot] {
        let ids = screens ?? all.map(\.id)
        var shots: [Shot] = []
        for screen in ids {
            // Only the states the screen can show (no "no search results" without a search bar).
            let reachable = all.first { $0.id == screen }?.reachableStates ?? DisplayState.previewable
            for state in states where reachable.contains(state) {
                for device in devices {
                    for theme in themes {
                        for language in languages {
                            shots.append(Shot(screen: screen, state: state, device: device, theme: theme, language: language, scale: scale))
                        }
                    }
                }
            }
        }
        return shots
    }
}
