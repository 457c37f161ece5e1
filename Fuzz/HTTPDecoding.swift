// libFuzzer target: request targets, queries, forms, cookies and Accept-Language from arbitrary bytes.
// `make fuzz` builds it together with Sources/HTTP; each input must be decoded or refused, never crash.
// (The import is for FuzzHarnessTests, which builds it against the module; within it, none is needed.)
#if !FUZZING_WITHIN_MODULE
import HTTP
#endif

enum HTTPDecodingHarness {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let request = Request(method: .post, target: text,
                              headers: ["Content-Type": "application/x-www-form-urlencoded", "Cookie": text, "Accept-Language": text],
                              body: bytes)
        _ = try? request.pathSegments()
        _ = try? request.query()
        _ = try? request.form()
        _ = request.cookies
        _ = LanguagePreference.parse(text)
        _ = request.isFresh(etag: "\"x\"")
        if let segments = try? request.pathSegments() {
            var router = Router<Int>()
            router.add(.get, "/screens/:id", 1)
            router.add(.post, "/screens/:id/:action", 2)
            router.add(.get, "/public/*file", 3)
            _ = router.match(.get, segments)
            _ = router.match(.post, segments)
        }
    }
}
