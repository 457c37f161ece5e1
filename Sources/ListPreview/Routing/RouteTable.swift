import HTTP
import Screens

/// Every route the app answers, in the order they are tried; the paths are ``SitePath``'s.
enum RouteTable {
    static func make() -> Router<Route> {
        var router = Router<Route>()
        router.add(.get, SitePath.index, PageRoutes.index)
        router.add(.get, SitePath.allScreens, PageRoutes.allScreens)
        router.add(.get, SitePath.gallery, PageRoutes.gallery)
        router.add(.get, SitePath.symbols, PageRoutes.symbols)
        router.add(.get, SitePath.buttons, PageRoutes.buttons)
        router.add(.get, SitePath.screen, PageRoutes.screen)
        router.add(.post, SitePath.addRow, FormRoutes.addRow)
        router.add(.post, SitePath.deleteRow, FormRoutes.deleteRow)
        router.add(.post, SitePath.saveEdits, EditRoutes.save)
        router.add(.post, SitePath.action, FormRoutes.action)
        router.add(.get, SitePath.publicFile, FileRoutes.publicFile)
        router.add(.get, SitePath.userImage, FileRoutes.userImage)
        router.add(.get, SitePath.changes, LiveRoutes.changes)
        router.add(.get, SitePath.apiScreens, APIRoutes.list)
        router.add(.get, SitePath.apiScreen, APIRoutes.screen)
        router.add(.put, SitePath.apiRows, APIRoutes.replaceRows)
        router.add(.post, SitePath.apiState, APIRoutes.setState)
        router.add(.delete, SitePath.apiState, APIRoutes.forgetState)
        return router
    }
}
