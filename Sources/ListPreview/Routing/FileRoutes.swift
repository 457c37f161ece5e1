import HTTP
import Screens

/// The routes that send files: the built-in ones under `/public/` and the user's images under `/assets/`.
enum FileRoutes {
    /// `GET /public/{file}`: a built-in file (or its `--public` replacement), with an ETag for revalidation.
    static let publicFile: Route = { input throws(HTTPError) in
        let name = input.parameters["file"] ?? ""
        guard let file = input.assets.files[name] else {
            throw HTTPError(.notFound, "There is no built-in file “\(name)”.")
        }
        return .response(send(file))
    }

    /// `GET /assets/{file}`: one of the user's images the fixtures name, read when they loaded.
    static let userImage: Route = { input throws(HTTPError) in
        let name = input.parameters["file"] ?? ""
        guard let file = input.assets.images[name] else {
            throw HTTPError(.notFound, "There is no image “\(name)” in the fixtures; only the images they name are served.")
        }
        var response = send(file)
        // Someone else's SVG opened on its own runs nothing and loads nothing.
        response.headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
        return .response(response)
    }

    /// A file with its type and ETag (``App`` answers `304 Not Modified` when the client has it, as for every response).
    private static func send(_ file: Assets.File) -> Response {
        Response(status: .ok, headers: ["Content-Type": file.contentType, "ETag": file.etag, "Cache-Control": "no-cache"], body: file.body)
    }
}
