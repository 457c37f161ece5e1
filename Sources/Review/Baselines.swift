#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FileSystem

/// The baselines' folder: the one writer of its pictures and of its `manifest.json`, for
/// `--update`, `--prune` and the browser review alike. Accepting a shot writes its PNG over its
/// baseline; removing deletes a baseline no shot names; then the manifest records what each
/// baseline was made from (``ShotsManifest``). Every file is written to a temporary name and
/// renamed, so an interrupted change never leaves half a baseline.
public struct Baselines: Sendable {
    /// One change to the baselines.
    public enum Change: Sendable, Equatable {
        /// A shot accepted: the PNG at `source` written over the baseline `file`.
        case accept(_ file: String, from: String)
        /// The baseline `file` deleted: a missing shot pruned, or its absence approved.
        case remove(_ file: String)

        /// The baseline's file name.
        public var file: String {
            switch self {
            case let .accept(file, _), let .remove(file): file
            }
        }
    }

    /// What ``apply(_:describedBy:)`` did.
    public struct Outcome: Sendable {
        /// How many of the changes were made, from the first: all of them unless one failed.
        public let made: Int
        /// The change that could not be made, and why; those after it were not tried.
        public let failed: (change: Change, error: FileError)?
        /// Why the manifest could not be written, when it could not.
        public let manifestError: FileError?
    }

    /// The folder (it need not exist before a shot is accepted into it).
    public let folder: String

    /// The baselines in `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// Makes `changes` in order, each whole, then records those made in the manifest: an accepted
    /// shot's entry taken from `shots` (the manifest beside the shots), a removed one's dropped,
    /// the others kept. The first change that fails stops the rest; the manifest still records the
    /// ones made before it.
    public func apply(_ changes: [Change], describedBy shots: ShotsManifest?) -> Outcome {
        var made: [Change] = []
        var failed: (change: Change, error: FileError)?
        for change in changes {
            do throws(FileError) {
                try make(change)
            } catch {
                failed = (change, error)
                break
            }
            made.append(change)
        }
        var manifestError: FileError?
        do throws(FileError) {
            try record(made, describedBy: shots)
        } catch {
            manifestError = error
        }
        return Outcome(made: made.count, failed: failed, manifestError: manifestError)
    }

    /// The one place a baseline is written or deleted.
    private func make(_ change: Change) throws(FileError) {
        let target = folder + "/" + change.file
        switch change {
        case let .accept(_, source):
            let bytes = try FileReader.read(source, limit: 256 * 1024 * 1024)
            try Directories.create(folder)
            try StagedFile.write(bytes, to: target)
        case .remove:
            guard unlink(target) == 0 || errno == ENOENT else { throw FileError(.write, target, .system(errno)) }
        }
    }
}
