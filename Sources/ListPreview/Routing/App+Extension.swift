import Store

extension App {
    /// This app with `addition`'s routes answered too, after admission (`serve --review`).
    public func adding(_ addition: any AppExtension) -> App {
        App(store: store, assets: assets, readOnly: readOnly, access: access, warning: warning, fingerprint: fingerprint, addition: addition,
            editing: editing)
    }

    /// An app with no screens that answers `addition`'s routes behind `access` (`listpreview review`):
    /// its own routes still give the sign-in page and the built-in files it needs.
    public static func serving(_ addition: any AppExtension, access: AccessPolicy) -> App {
        App(store: ScreenStore(screens: []), assets: .builtIn, access: access, addition: addition)
    }

    /// This app calling `saved` once the Controls section has written the fixtures file (`serve` reloads the app from it).
    public func reloading(afterSave saved: @escaping @Sendable () -> Void) -> App {
        var editing = editing
        editing.saved = saved
        return App(store: store, assets: assets, readOnly: readOnly, access: access, warning: warning, fingerprint: fingerprint,
                   addition: addition, editing: editing)
    }
}
