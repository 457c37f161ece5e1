import Store

extension App {
    /// This app with `addition`'s routes answered too, after admission (`serve --review`).
    public func adding(_ addition: any AppExtension) -> App {
        App(store: store, assets: assets, readOnly: readOnly, access: access, warning: warning, fingerprint: fingerprint, addition: addition)
    }

    /// An app with no screens that answers `addition`'s routes behind `access` (`listpreview review`):
    /// its own routes still give the sign-in page and the built-in files it needs.
    public static func serving(_ addition: any AppExtension, access: AccessPolicy) -> App {
        App(store: ScreenStore(screens: []), assets: .builtIn, access: access, addition: addition)
    }
}
