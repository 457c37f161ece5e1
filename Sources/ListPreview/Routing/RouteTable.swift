import HTTP

/// Every route the app answers, in the order they are tried.
enum RouteTable {
    static func make() -> Router<Route> {
        var router = Router<Route>()
        router.add(.get, "/", PageRoutes.index)
        router.add(.get, "/screens", PageRoutes.allScreens)
        router.add(.get, "/gallery", PageRoutes.gallery)
        router.add(.get, "/screens/:id", PageRoutes.screen)
        router.add(.post, "/screens/:id/rows", FormRoutes.addRow)
        router.add(.post, "/screens/:id/rows/:row/delete", FormRoutes.deleteRow)
        router.add(.post, "/screens/:id/:action", FormRoutes.action)
        router.add(.get, "/public/*file", FileRoutes.publicFile)
        router.add(.get, "/assets/*file", FileRoutes.userImage)
        router.add(.get, LiveRoutes.path, LiveRoutes.changes)
        router.add(.get, "/api/screens", APIRoutes.list)
        router.add(.get, "/api/screens/:id", APIRoutes.screen)
        router.add(.put, "/api/screens/:id/rows", APIRoutes.replaceRows)
        router.add(.post, "/api/screens/:id/state", APIRoutes.setState)
        router.add(.delete, "/api/screens/:id/state", APIRoutes.forgetState)
        return router
    }
}
