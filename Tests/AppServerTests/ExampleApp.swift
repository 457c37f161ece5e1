import Fixtures
import ListPreview
import Screens
import Store
import TestSupport

/// The screens of `Examples/screens.json` with the built-in files, as `listpreview serve --fixtures
/// Examples/screens.json` serves them; `clock` is the one their delayed reloads follow.
func exampleApp(clock: @escaping @Sendable () -> Int64 = ScreenStore.wallClock) throws -> App {
    let assets = Assets.builtIn
    let screens = try FixtureDecoder(publicFiles: Set(assets.files.keys)).load(file: Repository.root + "/Examples/screens.json")
    return App(store: ScreenStore(screens: screens, clock: clock), assets: assets)
}
