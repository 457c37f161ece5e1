import Foundation
import PackagePlugin

/// Generates the `BuiltInFiles` target's data from `Public/` (the built-in files served under
/// `/public/`) and `Examples/starter/` (what `listpreview init` writes), so the program needs no
/// file beside it. Both directories stay the single source in the repository.
@main
struct EmbedFilesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let sources = [(prefix: "", directory: package.appending(path: "Public")),
                       (prefix: "starter/", directory: package.appending(path: "Examples/starter"))]
        var inputs: [URL] = []
        for source in sources {
            guard let walker = FileManager.default.enumerator(at: source.directory, includingPropertiesForKeys: nil,
                                                              options: [.skipsHiddenFiles]) else { continue }
            for case let file as URL in walker { inputs.append(file) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [.buildCommand(
            displayName: "Embedding Public/ and Examples/starter/",
            executable: try context.tool(named: "EmbedFiles").url,
            arguments: [output.path] + sources.map { $0.prefix + "=" + $0.directory.path },
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }
}
