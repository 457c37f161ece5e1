import ListPreview
import Screens
import Store
import Variants

/// The demo app and the token of the servers that have one, for the access suites of both test targets.
public enum DemoApp {
    /// The token of the servers that have one.
    public static let secret = "Right-Token_0123456789.abc~XYZ"

    /// The demo app, answering to `hosts` and asking for `token` if there is one.
    public static func make(hosts: HostAllowList = HostAllowList(), token: String? = nil, assets: Assets = .builtIn,
                            throttle: TokenThrottle = TokenThrottle()) throws -> App {
        let accessToken = try token.map { try AccessToken($0) }
        return App(store: ScreenStore(screens: [.demo]), assets: assets,
                   access: AccessPolicy(hosts: hosts, token: accessToken, throttle: throttle))
    }
}
