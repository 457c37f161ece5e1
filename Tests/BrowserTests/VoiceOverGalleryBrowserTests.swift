import Testing

/// The gallery with `a11y=voiceover` in Chromium: each frame, the device plus 336 px, holds its
/// embedded page exactly — the device at its leading edge, the legend's column filling the rest
/// after a 16 px gap, nothing cut off or scrolled sideways — in either direction.
struct VoiceOverGalleryBrowserTests {
    @Test(arguments: ["ltr", "rtl"])
    func eachFrameHoldsTheDeviceAndItsLegend(direction: String) async throws {
        let live = try LiveApp(examples: true)
        try await TestBrowser.with(width: 1200, height: 1000) { browser in
            try await browser.navigate(to: live.url("/gallery?os=18&screen=inbox&state=empty&device=iphone-se&a11y=voiceover&dir=\(direction)&motion=off"))
            try await browser.executeScript("document.querySelector('.lp-gallery-frame').scrollIntoView()")
            try await browser.waitUntil {
                try await browser.executeScript("""
                    const page = document.querySelector('.lp-gallery-frame iframe').contentDocument;
                    return !!page && page.readyState === 'complete' && !!page.querySelector('.lp-vo-legend li');
                    """).bool == true
            }
            // In the frame's own CSS px: its viewport, how wide its page is, and where the device and the legend are.
            let measured = try await browser.executeScript("""
                const frame = document.querySelector('.lp-gallery-frame iframe'), page = frame.contentDocument;
                const device = page.querySelector('#device').getBoundingClientRect();
                const legend = page.querySelector('.lp-vo-legend').getBoundingClientRect();
                return [frame.contentWindow.innerWidth, frame.contentWindow.innerHeight, page.documentElement.scrollWidth,
                        device.left, device.width, device.height, legend.left, legend.right];
                """).array?.compactMap(\.double) ?? []
            try #require(measured.count == 8, "\(measured)")
            #expect(measured[0] == 375 + 336 && measured[1] == 667, "the frame's viewport: \(measured)")
            #expect(measured[2] == measured[0], "nothing overflows sideways: \(measured)")
            // The legend on the device's trailing side: to its right, or in right to left to its left.
            let deviceLeft = direction == "ltr" ? 0.0 : 336, legendLeft = direction == "ltr" ? 375.0 + 16 : 0
            #expect(measured[3] == deviceLeft && measured[4] == 375 && measured[5] == 667, "the device at one edge, whole: \(measured)")
            #expect(near(measured[6], legendLeft) && near(measured[7] - measured[6], 320), "the legend fills the column after the gap: \(measured)")
        }
    }
}
