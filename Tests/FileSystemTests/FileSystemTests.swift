import FileSystem
import Foundation
import Glibc
import TestSupport
import Testing

/// `stat(2)`, bounded reads and whole writes, on real files.
@Suite struct FileSystemTests {
    @Test func aFileInAStagedFolderIsWrittenWhereItStaysAndNeverOverAnother() throws {
        let folder = try temporaryDirectory("new")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try StagedFile.writeNew(Array("page".utf8), inStagedFolder: folder + "/a.html")
        #expect(try FileReader.read(folder + "/a.html") == Array("page".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.html"], "no temporary name")
        #expect(throws: FileError(.write, folder + "/a.html", .system(EEXIST))) {
            try StagedFile.writeNew(Array("other".utf8), inStagedFolder: folder + "/a.html")
        }
        #expect(try FileReader.read(folder + "/a.html") == Array("page".utf8))
    }

    @Test func readsAFileWholeAndRefusesOneOverTheLimitUnread() throws {
        let directory = try temporaryDirectory("fs")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/small.bin"
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path))
        #expect(try FileReader.read(path, limit: 3) == [1, 2, 3])
        #expect(throws: FileError(.read, path, .tooLarge(size: 3, limit: 2))) { try FileReader.read(path, limit: 2) }

        // 300 MiB that take no disk (a sparse file): refused by its size, so the test reads nothing.
        let huge = directory + "/huge.png"
        let descriptor = open(huge, O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(descriptor, 300 << 20) == 0)
        close(descriptor)
        #expect(try FileStatus(path: huge).size == 300 << 20)
        let error = #expect(throws: FileError.self) { try FileReader.read(huge, limit: 16 << 20) }
        #expect(error?.description == "\(huge) is 300 MiB (314572800 bytes), over the limit of 16 MiB")
    }

    @Test func namesWhatIsNotAFileAndNeverOpensAFIFO() throws {
        let directory = try temporaryDirectory("fs")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        // Opening a FIFO for reading blocks until a writer comes: the reader must not get that far.
        #expect(throws: FileError(.read, fifo, .notAFile(.fifo))) { try FileReader.read(fifo) }
        #expect(throws: FileError(.read, directory, .notAFile(.directory))) { try FileReader.read(directory) }
        #expect(throws: FileError(.read, "/dev/null", .notAFile(.characterDevice))) { try FileReader.read("/dev/null") }
        #expect(FileError(.read, fifo, .notAFile(.fifo)).description == "\(fifo) is a FIFO, not a file")
        #expect(FileError(.read, "/dev/null", .notAFile(.characterDevice)).description == "/dev/null is a character device, not a file")
        #expect(FileError(.read, directory, .notAFile(.directory)).description == "\(directory) is a directory")
        #expect(throws: FileError(.read, directory + "/none", .system(ENOENT))) { try FileReader.read(directory + "/none") }
        #expect(FileError(.read, "/x", .system(ENOENT)).description == "cannot read /x: no such file")
    }

    @Test func aStatusFollowsLinksAndSeesNanosecondsAndInodes() throws {
        let directory = try temporaryDirectory("fs")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/target.json", link = directory + "/link.json"
        try Data("a".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let first = try FileStatus(path: link)
        #expect(first.kind == .regularFile && first.size == 1, "the link's target, not the link")
        try Data("bb".utf8).write(to: URL(fileURLWithPath: directory + "/new.json"))
        #expect(rename(directory + "/new.json", target) == 0)
        let replaced = try FileStatus(path: link)
        #expect(replaced.inode != first.inode && replaced.size == 2)
    }

    @Test func aWholeWriteReplacesAtOnceAndAFailedOneLeavesNothing() throws {
        let directory = try temporaryDirectory("fs")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/out.json"
        try StagedFile.write(Array("one".utf8), to: path)
        try StagedFile.write(Array("two".utf8), to: path, durable: true)
        #expect(try FileReader.read(path) == Array("two".utf8))
        let staged = try StagedFile.stage(Array("three".utf8), for: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 2, "the temporary sits beside it")
        staged.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.json"])

        // A directory in the way of the rename: the temporary is removed, the error names the path.
        try FileManager.default.createDirectory(atPath: directory + "/dir/inner", withIntermediateDirectories: true)
        let error = #expect(throws: FileError.self) { try StagedFile.write([1], to: directory + "/dir") }
        #expect(error?.description == "cannot write \(directory)/dir: Is a directory")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["dir", "out.json"])
        #expect(throws: FileError(.write, "/proc/lp-none", .system(ENOENT))) { try StagedFile.write([1], to: "/proc/lp-none") }
    }

    @Test func directoriesAreMadeWithTheirParentsAndUndone() throws {
        let directory = try temporaryDirectory("fs")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let created = try Directories.create(directory + "/a/b/c")
        #expect(created == [directory + "/a", directory + "/a/b", directory + "/a/b/c"])
        #expect(try Directories.create(directory + "/a/b").isEmpty)
        Directories.removeEmpty(created)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        #expect(throws: FileError(.createDirectory, "/dev/null/x", .system(ENOTDIR))) { try Directories.create("/dev/null/x") }
        #expect(FileError(.createDirectory, "/dev/null/x", .system(ENOTDIR)).description
            == "cannot create the directory /dev/null/x: Not a directory")
    }
}
