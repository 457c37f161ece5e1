import AppTesting
import Guarded
import HTTP
@testable import ListPreview
@testable import Screens
import Testing

extension AccessPolicyTests {
    /// What needs the token besides pages (every file but the sign-in page's own), and how a client
    /// that keeps guessing is held back (``TokenThrottle``), in process and over real sockets.
    @Suite struct TokenFilesAndThrottle {
        /// A clock the test moves by hand.
        final class ManualClock: Sendable {
            private let instant = Locked(ContinuousClock.now)
            func now() -> ContinuousClock.Instant { instant.withLock { $0 } }
            func advance(_ duration: Duration) { instant.withLock { $0 += duration } }
        }

        private func get(_ client: AppClient, _ target: String, _ extra: [(String, String)] = []) throws -> TestResponse {
            let headers = Headers([(name: "Host", value: "localhost:\(client.port)")] + extra.map { (name: $0.0, value: $0.1) })
            return try client.request(.get, target, headers: headers)
        }

        private func bearer(_ token: String) -> [(String, String)] { [("Authorization", "Bearer \(token)")] }

        @Test(arguments: Backend.allCases)
        func onlyTheSignInPagesOwnFilesNeedNoToken(backend: Backend) throws {
            let user = Assets.File(body: Array("unreleased".utf8), contentType: "text/css; charset=utf-8")
            let assets = Assets(files: Assets.builtIn.files.merging(["brand.css": user], uniquingKeysWith: { $1 }))
            let app = try makeApp(token: secret, assets: assets)
            try AppTest.run(app, backend) { client throws in
                #expect(try get(client, "/public/style.css").status == .ok)
                #expect(try get(client, "/public/icon.svg").status == .ok)
                let added = try get(client, "/public/brand.css")
                #expect(added.status == .unauthorized, "a --public file is the user's and needs the token")
                #expect(!added.text.contains("unreleased"))
                #expect(try get(client, "/public/states/empty.svg").status == .unauthorized, "a built-in image is no part of the sign-in page")
                #expect(try get(client, "/public/live.js").status == .unauthorized)
                #expect(try get(client, "/public/brand.css", bearer(secret)).status == .ok)
            }
        }

        @Test(arguments: Backend.allCases)
        func aReplacedSignInFileNeedsTheToken(backend: Backend) throws {
            let replaced = Assets.File(body: Array("body{color:#123}".utf8), contentType: "text/css; charset=utf-8")
            let assets = Assets(files: Assets.builtIn.files.merging(["style.css": replaced], uniquingKeysWith: { $1 }))
            let app = try makeApp(token: secret, assets: assets)
            try AppTest.run(app, backend) { client throws in
                #expect(try get(client, "/public/style.css").status == .unauthorized)
                #expect(try get(client, "/public/icon.svg").status == .ok, "the built-in icon is still open")
                #expect(try get(client, "/public/style.css", bearer(secret)).text == "body{color:#123}")
            }
        }

        @Test(arguments: Backend.allCases)
        func aClientThatKeepsGuessingIsHeldBack(backend: Backend) throws {
            let clock = ManualClock()
            let throttle = TokenThrottle(clock: { clock.now() })
            let app = try makeApp(token: secret, throttle: throttle)
            try AppTest.run(app, backend) { client throws in
                for guess in 0..<TokenThrottle.allowedFailures {
                    #expect(try get(client, "/screens/demo", bearer("wrong-token-\(guess)-0123456789")).status == .unauthorized)
                }
                let held = try get(client, "/screens/demo", bearer("wrong-token-x-0123456789"))
                #expect(held.status == .tooManyRequests)
                #expect(held.headers["Retry-After"] == "1")
                #expect(held.text.contains("Too many wrong tokens came from this address (127.0.0.1)"))
                #expect(try get(client, "/screens/demo", bearer(secret)).status == .tooManyRequests,
                        "held back, even the right token is not checked: the answer would tell a guess right")
                #expect(try get(client, "/api/screens", bearer(secret)).headers["Content-Type"] == "application/json",
                        "the API's refusals are JSON, as every other")
                #expect(try get(client, "/public/style.css").status == .ok, "the sign-in page's files stay open")

                clock.advance(.seconds(1))
                #expect(try get(client, "/screens/demo", bearer("wrong-token-y-0123456789")).status == .unauthorized, "one check a second")
                #expect(try get(client, "/screens/demo", bearer(secret)).status == .tooManyRequests)
                clock.advance(.seconds(1))
                #expect(try get(client, "/screens/demo", bearer(secret)).status == .ok)
                #expect(throttle.remembered == 1)
                clock.advance(.seconds(Int64(TokenThrottle.allowedFailures)))
                #expect(try get(client, "/screens/demo", bearer(secret)).status == .ok)
                #expect(throttle.remembered == 0, "an address back to a full bucket is forgotten")
            }
        }

        @Test(arguments: Backend.allCases)
        func aMissingTokenIsNoGuess(backend: Backend) throws {
            let app = try makeApp(token: secret)
            try AppTest.run(app, backend) { client throws in
                // A browser's first visit, page and files, before the designer has opened the link.
                for _ in 0..<(3 * TokenThrottle.allowedFailures) {
                    #expect(try get(client, "/screens/demo").status == .unauthorized)
                }
                #expect(try get(client, "/screens/demo", bearer(secret)).status == .ok)
                #expect(app.access.throttle.remembered == 0)
            }
        }

        /// In process only: addresses another machine would have. The clock stands still, so the
        /// guesser's budget does not refill however long its guesses take.
        @Test func eachAddressHasItsOwnBudget() throws {
            let clock = ManualClock()
            let app = try makeApp(token: secret, throttle: TokenThrottle(clock: { clock.now() }))
            func guess(from client: ClientAddress, _ token: String = "wrong-token-0123456789") -> Status {
                app.respond(to: Request(method: .get, target: "/screens/demo", headers: ["Host": "localhost:8080", "Authorization": "Bearer \(token)"],
                                        connection: Request.Connection(fromLoopback: false, port: 8080, client: client))).status
            }
            let guesser = ClientAddress(ipv4: [192, 168, 1, 20])
            let designer = ClientAddress(ipv6: [0xFE, 0x80] + Array(repeating: 0, count: 13) + [7])
            for _ in 0..<TokenThrottle.allowedFailures { #expect(guess(from: guesser) == .unauthorized) }
            #expect(guess(from: guesser) == .tooManyRequests)
            #expect(guess(from: designer, secret) == .ok)
            #expect(guesser.description == "192.168.1.20")
            #expect(designer.description == "fe80:0:0:0:0:0:0:7")
        }

        @Test func theThrottleForgetsTheQuietestWhenFull() {
            let clock = ManualClock()
            let throttle = TokenThrottle(clock: { clock.now() })
            for index in 0..<(TokenThrottle.rememberedAddresses + 1) {
                // A millisecond between guessers, so that the quietest are the first.
                clock.advance(.milliseconds(1))
                throttle.failed(ClientAddress(ipv4: [10, UInt8(index >> 16 & 0xFF), UInt8(index >> 8 & 0xFF), UInt8(index & 0xFF)]))
            }
            #expect(throttle.remembered <= TokenThrottle.rememberedAddresses)
            #expect(throttle.remembered > TokenThrottle.rememberedAddresses / 4)
        }
    }
}
