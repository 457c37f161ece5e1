import HTTP
import Testing

@Suite struct RequestTests {
    @Test func splitsTargetIntoPathAndQuery() throws {
        let request = Request(method: .get, target: "/screens/demo?lang=zh-Hans&q=a+b")
        #expect(request.rawPath == "/screens/demo")
        #expect(request.rawQuery == "lang=zh-Hans&q=a+b")
        #expect(try request.pathSegments() == ["screens", "demo"])
        #expect(try request.query()["q"] == "a b")
    }

    @Test func pathDecodingKeepsPlusAndDropsEmptySegments() throws {
        let request = Request(method: .get, target: "//public//a+b%20c.svg")
        #expect(try request.pathSegments() == ["public", "a+b c.svg"])
        #expect(try Request(method: .get, target: "/").pathSegments() == [])
    }

    @Test func malformedPathOrQueryIsA400() {
        for target in ["/%zz", "/ok?x=%", "*", "screens"] {
            #expect {
                let request = Request(method: .get, target: target)
                _ = try request.pathSegments()
                _ = try request.query()
            } throws: { ($0 as? HTTPError)?.status == .badRequest }
        }
    }

    @Test func formRequiresURLEncodedContentType() throws {
        let form = Request(method: .post, target: "/", headers: ["content-type": "application/x-www-form-urlencoded; charset=UTF-8"],
                           body: Array("title=%E2%9C%93".utf8))
        #expect(try form.form()["title"] == "✓")
        let json = Request(method: .post, target: "/", headers: ["Content-Type": "application/json"], body: Array("{}".utf8))
        #expect { try json.form() } throws: { ($0 as? HTTPError)?.status == .unsupportedMediaType }
        let empty = Request(method: .post, target: "/")
        #expect(try empty.form() == FormData())
        let invalid = Request(method: .post, target: "/", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                              body: [0x61, 0x3D, 0xFF])
        #expect { try invalid.form() } throws: { ($0 as? HTTPError)?.status == .badRequest }
    }

    @Test func headersAreCaseInsensitive() {
        var headers: Headers = ["Content-Type": "text/html"]
        headers.add("set-cookie", "a=1")
        headers.add("Set-Cookie", "b=2")
        #expect(headers["content-type"] == "text/html")
        #expect(headers.values("SET-COOKIE") == ["a=1", "b=2"])
        headers.set("SET-COOKIE", "c=3")
        #expect(headers.values("set-cookie") == ["c=3"])
    }

    @Test func ifNoneMatch() {
        let request = Request(method: .get, target: "/", headers: ["If-None-Match": "\"a\", W/\"b\""])
        #expect(request.isFresh(etag: "\"a\""))
        #expect(request.isFresh(etag: "\"b\""))
        #expect(!request.isFresh(etag: "\"c\""))
        #expect(Request(method: .get, target: "/", headers: ["If-None-Match": "*"]).isFresh(etag: "\"x\""))
        #expect(!Request(method: .get, target: "/").isFresh(etag: "\"x\""))
    }

    @Test func cookies() {
        let request = Request(method: .get, target: "/", headers: ["Cookie": "lang=zh-Hant; theme=\"dark\"; lang=en; junk; =x"])
        #expect(request.cookies["lang"] == "zh-Hant")
        #expect(request.cookies["theme"] == "dark")
        #expect(request.cookies.values.count == 2)
    }

    @Test func mediaTypes() {
        #expect(MediaType.forFileName("style.css") == "text/css; charset=utf-8")
        #expect(MediaType.forFileName("empty.SVG") == "image/svg+xml")
        #expect(MediaType.forFileName("noext") == "application/octet-stream")
        #expect(MediaType.essence(" Application/X-WWW-Form-URLEncoded ; charset=utf-8") == "application/x-www-form-urlencoded")
    }
}

@Suite struct CombinedFieldTests {
    @Test func fieldLinesOfOneNameCombineInOrder() {
        var headers = Headers()
        headers.add("Cookie", "a=1")
        headers.add("Accept", "text/html")
        headers.add("cookie", "b=2")
        #expect(headers.combined("Cookie", separator: "; ") == "a=1; b=2")
        #expect(headers.combined("Accept") == "text/html")
        #expect(headers.combined("Vary") == nil)
        #expect(Request(method: .get, target: "/", headers: headers).cookies["b"] == "2")
    }
}
