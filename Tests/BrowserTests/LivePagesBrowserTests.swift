import Foundation
import Testing
import TestSupport

@Suite(.serialized) struct LivePagesBrowserTests {
    @Test func probe() async throws {
        let live = try LiveApp()
        try await WebDriverSession.with(width: 900, height: 1000) { browser in
            try await browser.navigate(to: live.url("/screens/demo"))
            try await Task.sleep(for: .milliseconds(500))
            print("PROBE parked", live.server.parkedConnections, try await browser.executeScript("return [document.hidden, document.visibilityState]"))
            let handle = try await browser.driver.send("GET", "/session/\(browser.id)/window")
            let new = try await browser.driver.send("POST", "/session/\(browser.id)/window/new", ["type": "tab"])
            print("PROBE new", new)
            try await Task.sleep(for: .milliseconds(500))
            print("PROBE after new tab parked", live.server.parkedConnections, try await browser.executeScript("return [document.hidden, document.visibilityState]"))
            _ = try await browser.driver.send("POST", "/session/\(browser.id)/window", ["handle": new["handle"]!])
            try await Task.sleep(for: .milliseconds(500))
            print("PROBE after switch parked", live.server.parkedConnections, try await browser.executeScript("return [document.hidden, document.visibilityState, location.href]"))
            _ = try await browser.driver.send("POST", "/session/\(browser.id)/window", ["handle": handle])
            print("PROBE back parked", live.server.parkedConnections, try await browser.executeScript("return [document.hidden, document.visibilityState, location.href]"))
            let min = try? await browser.driver.send("POST", "/session/\(browser.id)/window/minimize")
            try await Task.sleep(for: .milliseconds(500))
            print("PROBE minimized", min as Any, live.server.parkedConnections, try await browser.executeScript("return [document.hidden, document.visibilityState, location.href]"))
            let cdp = try? await browser.driver.send("POST", "/session/\(browser.id)/goog/cdp/execute", ["cmd": "Emulation.setScriptExecutionDisabled", "params": ["value": true]])
            print("PROBE cdp", cdp as Any)
        }
    }
}
