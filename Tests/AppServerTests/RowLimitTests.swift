import AppTesting
import HTTP
import JSON
@testable import ListPreview
@testable import Screens
@testable import Store
import Testing

/// Changes through the API and the forms may leave a screen with at most `ScreenStore.maximumRows`
/// rows (`413` beyond, with a body that says what to do); the fixtures may declare more.
@Suite struct RowLimitTests {
    private let json: Headers = ["Content-Type": "application/json"]
    private let form: Headers = ["Content-Type": "application/x-www-form-urlencoded"]

    private func rows(_ count: Int) -> String {
        "[" + Array(repeating: #""r""#, count: count).joined(separator: ",") + "]"
    }

    @Test(arguments: Backend.allCases)
    func replacingAndAddingRowsStopAtTheLimit(backend: Backend) throws {
        let screen = Screen(id: "s", title: LocalizedText(verbatim: "S"), sections: [])
        try AppTest.run(App(store: ScreenStore(screens: [screen]), assets: Assets.builtIn), backend) { client in
            let over = try client.request(.put, "/api/screens/s/rows", headers: json, body: rows(ScreenStore.maximumRows + 1))
            #expect(over.status == .contentTooLarge)
            let error = try JSONParser.parse(over.body)["error"]
            #expect(error == .string("A screen changed through the API or a form may have at most 10000 rows, and this change would leave “s” "
                                     + "with 10001. Delete rows first, or declare a longer list in the fixtures file."))
            #expect(try client.request(.get, "/api/screens/s").status == .ok)

            let full = try client.request(.put, "/api/screens/s/rows", headers: json, body: rows(ScreenStore.maximumRows))
            #expect(full.status == .ok)
            #expect(try JSONParser.parse(full.body)["rows"] == .number(Double(ScreenStore.maximumRows)))
            let added = try client.request(.post, "/screens/s/rows", headers: form, body: "title=one+more")
            #expect(added.status == .contentTooLarge)
            #expect(added.text.contains("would leave “s” with 10001"))
            let detail = try JSONParser.parse(client.request(.get, "/api/screens/s").body)
            guard case let .array(sections)? = detail["sections"], case let .array(listed)? = sections.first?["rows"],
                  case let .number(firstRow)? = listed.first?["id"] else {
                Issue.record("no row id in \(detail)")
                return
            }
            #expect(try client.request(.post, "/screens/s/rows/\(Int(firstRow))/delete").status == .seeOther)
            #expect(try client.request(.post, "/screens/s/rows", headers: form, body: "title=one+more").status == .seeOther)
            #expect(try JSONParser.parse(client.request(.get, "/api/screens/s").body)["rows"] == .number(Double(ScreenStore.maximumRows)))
        }
    }

    /// Fixtures are not changes: a generated list of 20,000 rows loads and shows, and loses rows but gains none.
    @Test func fixturesMayDeclareMore() throws {
        let rows = (0..<(2 * ScreenStore.maximumRows)).map { Row(title: LocalizedText(verbatim: "Message \($0)")) }
        let store = ScreenStore(screens: [Screen(id: "big", title: LocalizedText(verbatim: "Big"), sections: [ListSection(rows: rows)])])
        #expect(store.state(of: "big")?.sections.rowCount == 2 * ScreenStore.maximumRows)
        #expect(throws: StateFileError.tooManyRows(rows: 2 * ScreenStore.maximumRows + 1, limit: ScreenStore.maximumRows)) {
            try store.apply(.addRow(title: "one more"), to: "big")
        }
        let id = try #require(store.state(of: "big")?.sections[0].rows[0].id)
        try store.apply(.deleteRow(id: id), to: "big")
        try store.apply(.action(.show), to: "big")
        #expect(store.state(of: "big")?.sections.rowCount == 2 * ScreenStore.maximumRows, "show puts the fixtures' rows back")
    }
}
