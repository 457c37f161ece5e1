@testable import AppCode
import Foundation
import TestSupport
import Testing
import XML

/// Storyboards' and xibs' empty views, each in a small document written for it, read by `AppReader`
/// as `listpreview import` reads an app's folder; and the XML they are read with.
@Suite struct InterfaceBuilderReaderTests {
    private func read(_ files: [String: String]) throws -> AppReader.Result {
        try readApp(files, named: "ib")
    }

    static let storyboard = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <!--Search-->
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tvc" customClass="SearchViewController" sceneMemberID="viewController">
                            <tableView key="view" id="tbl">
                                <view key="backgroundView" contentMode="scaleToFill" id="emp" customClass="EmptyStateView">
                                    <subviews>
                                        <imageView userInteractionEnabled="NO" image="magnifyingglass" id="img"/>
                                        <label opaque="NO" text="No Results" id="t1">
                                            <fontDescription key="fontDescriptor" style="UICTFontTextStyleTitle2"/>
                                        </label>
                                        <label opaque="NO" id="t2">
                                            <string key="text">Try another word&#10;or check the spelling.</string>
                                        </label>
                                        <button opaque="NO" id="btn">
                                            <state key="normal" title="Clear Search"/>
                                        </button>
                                    </subviews>
                                </view>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc2" customClass="WelcomeViewController" sceneMemberID="viewController">
                            <view key="view" id="v2">
                                <subviews>
                                    <label text="Welcome back" id="w1"/>
                                    <view id="box" userLabel="Empty &amp; Offline State">
                                        <subviews>
                                            <label id="a1">
                                                <attributedString key="attributedText">
                                                    <fragment content="You&apos;re offline. ">
                                                        <attributes><font key="NSFont" size="17" name="Helvetica"/></attributes>
                                                    </fragment>
                                                    <fragment content="Reconnect &amp; retry"/>
                                                </attributedString>
                                            </label>
                                            <imageView id="i2">
                                                <imageReference key="image" image="wifi.slash" catalog="system"/>
                                            </imageView>
                                            <button id="b2">
                                                <buttonConfiguration key="configuration" style="filled" title="Retry"/>
                                            </button>
                                        </subviews>
                                    </view>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="noDataView" destination="nd1" id="o1"/>
                            </connections>
                        </viewController>
                        <view contentMode="scaleToFill" id="nd1">
                            <subviews>
                                <label text="Nothing saved" id="n1"/>
                            </subviews>
                        </view>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="magnifyingglass" catalog="system" width="128" height="115"/>
            </resources>
        </document>
        """#

    @Test func aStoryboardsEmptyViewsByClassLabelAndOutlet() throws {
        let result = try read(["App/Base.lproj/Main.storyboard": Self.storyboard])
        let found = result.placeholders
        #expect(found.count == 3, "\(found)")
        #expect(found.allSatisfy { $0.file == "App/Base.lproj/Main.storyboard" && $0.api == nil })
        let search = try #require(found.first { $0.kind == "EmptyStateView" })
        #expect(search.line == 9 && search.owner == "SearchViewController" && search.state == "search")
        #expect(search.title == .literal("No Results", arguments: []) && search.detail == .literal("Try another word\nor check the spelling.", arguments: []))
        #expect(search.picture == .symbol("magnifyingglass"), "the resources say it is the system's")
        #expect(search.buttons == [.literal("Clear Search", arguments: [])] && search.notes.isEmpty)
        let offline = try #require(found.first { $0.kind == "Empty & Offline State" })
        #expect(offline.line == 33 && offline.owner == "WelcomeViewController" && offline.state == "network")
        #expect(offline.title == .literal("You're offline. Reconnect & retry", arguments: []) && offline.detail == nil)
        #expect(offline.picture == .symbol("wifi.slash") && offline.buttons == [.literal("Retry", arguments: [])])
        let saved = try #require(found.first { $0.kind == "noDataView" })
        #expect(saved.line == 57 && saved.owner == "WelcomeViewController" && saved.title == .literal("Nothing saved", arguments: []))
        #expect(saved.picture == nil && saved.buttons.isEmpty)
        // A label in a view that says nothing of being empty is not a placeholder.
        #expect(!found.contains { $0.title == .literal("Welcome back", arguments: []) })
    }

    @Test func xibsByOutletAndByTheirFilesName() throws {
        let result = try read([
            "Results/ResultsViewController.xib": #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ResultsViewController">
                            <connections>
                                <outlet property="noResultsLabel" destination="lbl" id="o1"/>
                                <outlet property="tableView" destination="tv" id="o2"/>
                            </connections>
                        </placeholder>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <view contentMode="scaleToFill" id="root">
                            <subviews>
                                <tableView id="tv"/>
                                <label text="Nothing matches &quot;%@&quot;" textAlignment="center" id="lbl">
                                    <fontDescription key="fontDescriptor" type="system" pointSize="17"/>
                                </label>
                                <label text="Results" id="hdr"/>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """#,
            "Cart/EmptyCartView.xib": #"""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="EmptyCartView"/>
                        <view contentMode="scaleToFill" id="c1">
                            <subviews>
                                <imageView image="cart-empty" id="ci"/>
                                <label text="Your cart is empty" id="cl"/>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """#,
        ])
        #expect(result.placeholders.count == 2, "\(result.placeholders)")
        let results = try #require(result.placeholders.first { $0.file == "Results/ResultsViewController.xib" })
        #expect(results.line == 14 && results.kind == "noResultsLabel" && results.owner == "ResultsViewController")
        #expect(results.title == .literal(#"Nothing matches "%@""#, arguments: []) && results.detail == nil && results.state == "search")
        let cart = try #require(result.placeholders.first { $0.file == "Cart/EmptyCartView.xib" })
        #expect(cart.line == 4 && cart.kind == "EmptyCartView" && cart.owner == "EmptyCartView")
        #expect(cart.title == .literal("Your cart is empty", arguments: []) && cart.picture == .asset("cart-empty") && cart.notes.isEmpty)
    }

    /// A document cut short, with a stray closing tag, a bare `&` and `<`: what can be read is; and
    /// every cut of a whole storyboard reads without a crash.
    @Test func aMalformedStoryboardGivesWhatItHas() throws {
        let result = try read(["Broken.storyboard": #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document>
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc1" customClass="FavoritesViewController">
                        <view key="view" id="v1">
                            <subviews>
                                <view id="e1" userLabel="Empty View">
                                    <subviews>
                                        <label id="l1" text="No favorites yet"/>
                                        </wrong>
                                        <label id="l2" text="Tap the star & keep < them"/>
                                        <button id="b1"><state key="normal" title="Browse
            """#])
        let favorites = try #require(result.placeholders.first)
        #expect(result.placeholders.count == 1 && favorites.line == 7 && favorites.owner == "FavoritesViewController")
        #expect(favorites.title == .literal("No favorites yet", arguments: []) && favorites.detail == .literal("Tap the star & keep < them", arguments: []), "\(favorites)")
        #expect(favorites.buttons == [.literal("Browse", arguments: [])])
        let bytes = Array(Self.storyboard.utf8)
        for end in stride(from: 0, through: bytes.count, by: 5) {
            let lines = bytes[..<end].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            for placeholder in InterfaceBuilderReader.placeholders(Array(bytes[..<end]), file: "Main.storyboard") {
                #expect(placeholder.line >= 1 && placeholder.line <= lines)
            }
        }
    }

    @Test func theXMLElementsDecodesEntitiesAndCountsLines() {
        let tree = XMLElements(Array("<a x=\"1 &lt; 2 &amp;&amp; &#x41;&#66; &bogus; &\">\n<!-- a\ncomment -->\n<b\n  y='&apos;q&quot;'/>text &#10;more</a></stray><c>".utf8))
        #expect(tree.elements.map(\.name) == ["a", "b", "c"])
        #expect(tree.elements[0]["x"] == "1 < 2 && AB &bogus; &" && tree.elements[0].text == "\n\ntext \nmore")
        #expect(tree.elements[1].line == 4 && tree.elements[1]["y"] == "'q\"" && tree.elements[1].parent == 0)
        #expect(tree.subtree(0) == 0..<2 && tree.elements[2].parent == nil && tree.subtree(2) == 2..<3)
        #expect(XMLElements(Array("<<<>>></></".utf8)).elements.isEmpty && XMLElements([]).elements.isEmpty)
    }
}
