import Fixtures
import HTTP
import JSON
import Screens
import Store

/// The JSON API for scripts and tests. Texts are resolved in the negotiated language.
enum APIRoutes {
    /// `GET /api/screens`: every screen with its current state, and the ids of the screens whose
    /// state is kept though the fixtures no longer name them.
    static let list: Route = { input throws(HTTPError) in
        let store = input.store
        let now = store.currentTime
        let context = try input.context()
        return .response(json(.object([
            (key: "screens", value: .array(store.screens.compactMap { screen in
                store.state(of: screen.id).map { ScreenJSON.summary(screen, state: $0, now: now, context: context) }
            })),
            (key: "keptStates", value: .array(store.keptScreenIDs.map(JSONValue.string))),
        ])))
    }

    /// `GET /api/screens/{id}`: the state, rows and effective placeholders of one screen.
    static let screen: Route = { input throws(HTTPError) in
        let screen = try input.screen()
        let context = try input.context()
        guard let state = input.store.state(of: screen.id) else { throw HTTPError(.notFound, "No screen “\(screen.id)”.") }
        return .response(json(ScreenJSON.detail(screen, state: state, now: input.store.currentTime, context: context)))
    }

    /// `PUT /api/screens/{id}/rows`: replaces the rows (`{"sections": [...]}` or an array of rows).
    static let replaceRows: Route = { input throws(HTTPError) in
        let screen = try input.screen()
        let context = try input.context()
        let body = try jsonBody(input.request)
        let sections: [ListSection]
        do throws(FixtureError) {
            let images = ImageResolver(builtIn: input.assets.imageNames, loaded: input.assets.images, catalog: input.assets.catalogImages)
            sections = try FixtureDecoder(images: images).decodeRows(body)
        } catch {
            guard case let .invalid(_, issues) = error, let first = issues.first else {
                throw HTTPError(.badRequest, error.description)
            }
            throw HTTPError(.badRequest, first.reason, location: first.path,
                            details: issues.map { HTTPError.Detail(location: $0.path, message: $0.reason) })
        }
        let state = try input.apply(.replaceRows(sections), to: screen)
        return .response(json(ScreenJSON.detail(screen, state: state, now: input.store.currentTime, context: context)))
    }

    /// `POST /api/screens/{id}/state` with `{"state": "network"}`.
    static let setState: Route = { input throws(HTTPError) in
        let screen = try input.screen()
        let context = try input.context()
        let body = try jsonBody(input.request)
        let settable: [DisplayState: ScreenAction] = [.data: .show, .empty: .clear, .network: .network, .error: .error, .loading: .loading]
        let names = DisplayState.allCases.filter { settable[$0] != nil }.map(\.rawValue)
        guard case let .object(members) = body, members.count == 1, members[0].key == "state" else {
            throw HTTPError(.badRequest, "expected an object with one key, \"state\"", location: "")
        }
        guard case let .string(name) = members[0].value, let state = DisplayState(rawValue: name), let action = settable[state] else {
            throw HTTPError(.badRequest, "expected one of \(names.joined(separator: ", ")), got \(members[0].value.summary)",
                            location: "state")
        }
        let next = try input.apply(.action(action), to: screen)
        return .response(json(ScreenJSON.detail(screen, state: next, now: input.store.currentTime, context: context)))
    }

    /// `DELETE /api/screens/{id}/state`: drops the state kept for a screen the fixtures no longer
    /// name, once a snapshot without it is on disk; answers the ids still kept. `404` when nothing is
    /// kept for the id, `409` for a screen in the fixtures (its state is live: `show` starts it afresh).
    static let forgetState: Route = { input throws(HTTPError) in
        let id = input.parameters["id"] ?? ""
        let outcome: ScreenStore.Forgetting
        do throws(StateFileError) {
            outcome = try input.store.forgetState(of: id)
        } catch .reloading {
            throw HTTPError(.serviceUnavailable, "The screens are being reloaded from the fixtures file; try again.",
                            headers: ["Retry-After": "1"])
        } catch {
            StandardError.print("listpreview: \(error)")
            throw HTTPError(.insufficientStorage, "The state kept for “\(id)” was not forgotten, since the state file cannot be written: \(error).")
        }
        let kept = input.store.keptScreenIDs
        switch outcome {
        case .forgotten:
            return .response(json(.object([(key: "forgotten", value: .string(id)),
                                           (key: "keptStates", value: .array(kept.map(JSONValue.string)))])))
        case .nothingKept:
            let list = kept.isEmpty ? "no state is kept for any screen" : "states are kept for: " + kept.joined(separator: ", ")
            throw HTTPError(.notFound, "No state is kept for “\(id)”; \(list).")
        case .inFixtures:
            throw HTTPError(.conflict, "“\(id)” is in the fixtures, so its state is live, not kept, and cannot be forgotten; "
                            + "to start it afresh, POST {\"state\": \"data\"} to /api/screens/\(id)/state.")
        }
    }

    /// An error as `{"error": "...", "path": "..."}`: the JSON path in the body when the body was at
    /// fault (with every problem under `issues`), else the request's path.
    static func error(_ error: HTTPError, path: String) -> Response {
        var members: [(key: String, value: JSONValue)] = [
            (key: "error", value: .string(error.message)),
            (key: "path", value: .string(error.location ?? path)),
        ]
        if !error.details.isEmpty {
            members.append((key: "issues", value: .array(error.details.map { detail in
                .object([(key: "path", value: .string(detail.location)), (key: "error", value: .string(detail.message))])
            })))
        }
        return json(.object(members), status: error.status)
    }

    /// The body as JSON, insisting on `application/json`.
    private static func jsonBody(_ request: Request) throws(HTTPError) -> JSONValue {
        let type = request.headers["Content-Type"].map(MediaType.essence) ?? ""
        guard type == "application/json" else {
            throw HTTPError(.unsupportedMediaType, "Send the body as application/json, not “\(type)”.")
        }
        do {
            return try JSONParser.parse(request.body)
        } catch {
            throw HTTPError(.badRequest, "not valid JSON: \(error)", location: "")
        }
    }

    private static func json(_ value: JSONValue, status: Status = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "application/json", "Cache-Control": "no-store"],
                 body: JSONWriter.encode(value, pretty: true))
    }
}
