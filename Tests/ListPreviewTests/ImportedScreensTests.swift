import Foundation
import HTTP
@testable import ListPreview
import TestSupport
import Testing

/// Screens `listpreview import` wrote: the index groups them by the file their code declares them
/// in, and a screen's panel says where its placeholder is declared and what the code computes there.
@Suite struct ImportedScreensTests {
    static let fixtures = #"""
        {"screens": [
          {"id": "handmade", "title": "Handmade", "sections": [{"rows": ["One"]}]},
          {"id": "inbox-view", "title": "InboxView", "sections": [], "emptyStates": {"empty": {"title": "No Mail",
            "source": "Sources/Inbox/InboxView.swift:42", "note": "detail computed: viewModel.hint"}}},
          {"id": "inbox-view-2", "title": "InboxView", "sections": [], "emptyStates": {"error": {"title": "Failed",
            "source": "Sources/Inbox/InboxView.swift:57"}}},
          {"id": "search-controller", "title": "SearchController", "searchBar": true, "sections": [], "emptyStates": {"search": {
            "source": "Sources/Search/SearchController.swift:3"}}},
          {"id": "members", "title": "MembersView", "searchBar": true, "sections": [], "emptyStates": {"search": {
            "title": {"en": "No members"}, "detail": {"en": "Nobody called “{query}”."}, "image": null, "button": null,
            "source": "Sources/Members/MembersView.swift:12"}}},
          {"id": "drafts", "title": "DraftsView", "sections": [], "emptyStates": {"empty": {
            "title": null, "detail": null, "image": null, "button": "New Draft", "source": "Sources/DraftsView.swift:8"}}}]}
        """#

    /// The fixtures served: each page's HTML by its target.
    private func pages() throws -> (String) -> String {
        let directory = try temporaryDirectory("imported", holding: ["screens.json": Self.fixtures])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var source = AppSource()
        source.fixtures = directory + "/screens.json"
        let app = try AppLoader.makeApp(AppLoader.load(source), stateFile: nil, readOnly: false)
        return { target in String(decoding: app.respond(to: Request(method: .get, target: target)).body, as: UTF8.self) }
    }

    @Test func theIndexGroupsThemByFileAndThePanelNamesTheSource() throws {
        let page = try pages()
        let index = page("/screens")
        let headings = index.ranges(of: #"<h2 class="lp-index-file">"#).count
        #expect(headings == 4, "one heading per file")
        let inbox = try #require(index.range(of: "<code>Sources/Inbox/InboxView.swift</code>"))
        let search = try #require(index.range(of: "<code>Sources/Search/SearchController.swift</code>"))
        let handmade = try #require(index.range(of: ">Handmade</a>"))
        #expect(handmade.lowerBound < inbox.lowerBound && inbox.lowerBound < search.lowerBound, "screens written by hand first, then by file")
        let screen = page("/screens/inbox-view?state=empty")
        #expect(screen.contains(#"<p class="lp-source" id="source">From <code>Sources/Inbox/InboxView.swift:42</code> in the app&#39;s code.</p>"#))
        #expect(screen.contains(#"<p class="lp-source-note" id="source-note">detail computed: viewModel.hint</p>"#))
        #expect(!page("/screens/handmade?state=empty").contains(#"id="source""#))
        // An imported screen opens on its placeholder, and the index says its line.
        #expect(index.contains(#"href="/screens/members?state=search""#) && index.contains("<code>:12</code> · No search results"))
    }

    @Test func whatTheCodeLeavesOutIsNotDrawn() throws {
        let page = try pages()
        // `null`: none of the built-in placeholder's parts; the search text in the detail.
        let members = page("/screens/members?state=search")
        #expect(members.contains(#"id="empty-label""#) && !members.contains("lp-empty-image") && !members.contains(#"id="empty-button""#))
        #expect(members.contains("Nobody called “Zanzibar”."))
        // No title: no heading, and the tap names what there is.
        let drafts = page("/screens/drafts?state=empty")
        #expect(!drafts.contains(#"id="empty-label""#) && !drafts.contains(#"id="empty-detail""#) && !drafts.contains("lp-empty-image"))
        #expect(drafts.contains("New Draft") && !drafts.contains("No data"))
        // The built-in placeholder where the fixtures name nothing.
        #expect(page("/screens/inbox-view?state=network").contains("lp-empty-image"))
    }
}
