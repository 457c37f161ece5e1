@testable import Screens
import Variants
import Testing

/// Every device's size in points is Apple's published pixel size over its scale, so a reference
/// render's size can be matched exactly; the Dynamic Island iPhones' status bar is shorter than
/// their safe area, and the navigation bar hangs from it.
@Suite struct DeviceSizeTests {
    @Test func sizesAreApplesPublishedPixelsOverTheScale() {
        // Technical specifications, in pixels at 3x (iPhone SE: 1334×750 at 2x; iPad 10th gen: 2360×1640 at 2x).
        let published: [(Device, Int, Int, Int)] = [
            (.iphoneSE, 750, 1334, 2), (.iphone14, 1170, 2532, 3), (.iphone15, 1179, 2556, 3), (.iphone15ProMax, 1290, 2796, 3),
            (.iphone16Pro, 1206, 2622, 3), (.iphone16ProMax, 1320, 2868, 3), (.iphone17, 1206, 2622, 3), (.iphoneAir, 1260, 2736, 3),
            (.iphone17ProMax, 1320, 2868, 3), (.ipad, 1640, 2360, 2),
        ]
        #expect(published.count == Device.allCases.count - 1, "every device but Fluid")
        for (device, width, height, scale) in published {
            #expect(device.size.map { [$0.width, $0.height] } == [width / scale, height / scale], "\(device)")
        }
    }

    @Test func theNewDevicesHaveTheirSafeAreasAndStatusBars() {
        #expect(Device.iphone14.safeTop(.portrait) == 47 && Device.iphone14.statusBarHeight(.portrait) == 47)
        #expect(Device.iphone14.safeBottom(.portrait) == 34 && Device.iphone14.safeInline(.landscape) == 47)
        for device in [Device.iphone17, .iphone17ProMax] {
            #expect(device.safeTop(.portrait) == 62 && abs(device.statusBarHeight(.portrait) - 56.33) < 0.01, "\(device)")
        }
        #expect(Device.iphoneAir.safeTop(.portrait) == 68 && Device.iphoneAir.safeInline(.landscape) == 68)
        #expect(Device.iphoneAir.isRegularWidth(.landscape) == true && Device.iphone17.isRegularWidth(.landscape) == false)
        #expect(Device.iphoneAir.name == "iPhone Air" && Device(rawValue: "iphone-17-pro-max") == .iphone17ProMax)
    }
}
