import ScreenEdits
import Screens
import Strings
import Testing

/// Edits drawn over a screen: texts in the page's language, colours and images by name, defaults when emptied.
@Suite struct EditApplyTests {
    private let resources = EditResources(assets: Assets(files: [
        "states/empty.svg": Assets.File(body: [], contentType: "image/svg+xml"),
        "examples/icon-bell.svg": Assets.File(body: [], contentType: "image/svg+xml"),
    ]))
    private let english = LanguageTag("en")!
    private let german = LanguageTag("de")!

    private func screen() -> Screen {
        var config = EmptyStateConfig.builtIn(.empty)
        config.title = LocalizedText(translations: [.init(tag: english, text: "No Mail"), .init(tag: german, text: "Keine Post")])
        return Screen(id: "inbox", title: LocalizedText(verbatim: "Inbox"), sections: [], emptyStates: [.empty: config])
    }

    @Test func aTextIsEditedInThePagesLanguageOnly() throws {
        let edited = try ScreenEdits(settings: ["empty.title=Gar nichts"]).applied(to: screen(), language: german, resources: resources)
        #expect(edited.emptyState(.empty).title.resolved(for: german) == "Gar nichts")
        #expect(edited.emptyState(.empty).title.resolved(for: english) == "No Mail")
    }

    /// `--set empty.title@de=…`: one language's text, whatever language the screen is drawn in;
    /// drawn over an edit of every language, and over a text in no particular language, which
    /// stays the other languages'.
    @Test func aTextIsEditedInTheLanguageTheSettingNames() throws {
        let chinese = LanguageTag("zh-Hans")!
        let edits = try ScreenEdits(settings: ["empty.title@de=Gar nichts", "screen.title@de=Posteingang", "empty.detail@de=Später"])
        for drawnIn in [nil, english, german] {
            let edited = try edits.applied(to: screen(), language: drawnIn, resources: resources)
            #expect(edited.emptyState(.empty).title.resolved(for: german) == "Gar nichts")
            #expect(edited.emptyState(.empty).title.resolved(for: english) == "No Mail")
            #expect(edited.title.resolved(for: german) == "Posteingang")
            #expect(edited.title.resolved(for: english) == "Inbox", "a verbatim text stays the other languages'")
            #expect(edited.title.resolved(for: chinese) == "Inbox")
            #expect(edited.emptyState(.empty).detail?.resolved(for: german) == "Später")
        }
        let both = try ScreenEdits(settings: ["empty.title@de=Nur Deutsch", "empty.title=Everyone"]).applied(to: screen(), language: nil, resources: resources)
        #expect(both.emptyState(.empty).title.resolved(for: german) == "Nur Deutsch")
        #expect(both.emptyState(.empty).title.resolved(for: english) == "Everyone")
        #expect(both.emptyState(.empty).title.resolved(for: chinese) == "Everyone")
        // The same field in two languages is two edits; the same field and language again replaces.
        #expect(try ScreenEdits(settings: ["empty.title@de=A", "empty.title@fr=B", "empty.title@de=C"]).edits.map(\.value) == ["C", "B"])
    }

    @Test(arguments: [
        ("empty.spacing@de=4", "only a text is edited in one language"),
        ("empty.title@=X", "is not a language tag"),
        ("empty.title@not a tag=X", "is not a language tag"),
    ])
    func aLanguageOnlyForTexts(setting: String, says: String) {
        #expect { try ScreenEdits(settings: [setting]) } throws: { ($0 as? EditError)?.message.contains(says) == true }
    }

    @Test func everyKindOfFieldApplies() throws {
        let edits = try ScreenEdits(settings: [
            "screen.title=Mail", "screen.tint=systemRed", "screen.largeTitle=true", "screen.style=insetGrouped",
            "empty.image=examples/icon-bell.svg", "empty.background=#ff0000", "empty.verticalOffset=-20", "empty.spacing=8",
            "empty.alignment=natural", "empty.tap=button", "empty.detail=",
        ])
        let edited = try edits.applied(to: screen(), language: english, resources: resources)
        #expect(edited.title.resolved(for: english) == "Mail")
        #expect(edited.tint?.name == .system("systemRed", alpha: 1))
        #expect(edited.largeTitle)
        #expect(edited.style == .insetGrouped)
        let config = edited.emptyState(.empty)
        #expect(config.image == .builtIn("examples/icon-bell.svg"))
        // As the fixtures reader does: a picture other than the built-in masks is drawn as it is, untinted.
        #expect(config.imageTint == nil)
        #expect(config.background == ThemedColor(Color(red: 255, green: 0, blue: 0)))
        #expect(config.verticalOffset == -20)
        #expect(config.spacing == 8)
        #expect(config.alignment == .natural)
        #expect(config.tap == .button)
        #expect(config.detail?.resolved(for: english) == "")
    }

    @Test func whatEachFieldHoldsIsWhatTheFormShows() throws {
        let edits = try ScreenEdits(settings: ["empty.title=Zero", "empty.spacing=8", "screen.tint=label@0.5"])
        let edited = try edits.applied(to: screen(), language: english, resources: resources)
        for edit in edits.edits {
            #expect(ScreenEdits.current(edit.scope.field(edit.field)!, of: edit.scope, in: edited, language: english) == edit.value)
        }
        #expect(edits.changing(edited, language: english).isEmpty)
        #expect(ScreenEdits.current(EditScope.state(.empty).field("imageTint")!, of: .state(.empty), in: screen(), language: english) == "")
    }

    @Test func anUnknownImageOrColourNamesTheChoices() throws {
        #expect(throws: EditError("“states/empty.png” is not an image this app has for edit.empty.image. Did you mean states/empty.svg? "
            + "The images: examples/icon-bell.svg, states/empty.svg.")) {
            try ScreenEdits(settings: ["empty.image=states/empty.png"]).applied(to: screen(), language: english, resources: resources)
        }
        #expect(throws: EditError("“sytemRed” is not a colour for edit.screen.tint. Did you mean systemRed? Write #rrggbb, a UIKit colour name (systemRed, label@0.6).")) {
            try ScreenEdits(settings: ["screen.tint=sytemRed"]).applied(to: screen(), language: english, resources: resources)
        }
    }

    @Test func aLoadingPlaceholderIsNeverTapped() throws {
        #expect(throws: EditError("A loading placeholder cannot be tapped: edit.loading.tap must be none.")) {
            try ScreenEdits(settings: ["loading.tap=view"]).applied(to: screen(), language: english, resources: resources)
        }
    }
}
