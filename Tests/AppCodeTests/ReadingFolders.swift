@testable import AppCode
import Foundation
import TestSupport

/// A small app written for a test, read by `AppReader` as `listpreview import` reads an app's folder.
func readApp(_ files: [String: String], named name: String = "appcode") throws -> AppReader.Result {
    let root = try temporaryDirectory(name, holding: files)
    defer { try? FileManager.default.removeItem(atPath: root) }
    return AppReader(root: root).read()
}
