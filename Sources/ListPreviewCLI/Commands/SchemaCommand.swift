@preconcurrency import Glibc
import Fixtures
import JSON

/// `listpreview schema`: the JSON Schema (draft 2020-12) of fixtures files.
package enum SchemaCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<NoOptions>(
        "schema", summary: "Print the JSON Schema of fixtures files.",
        description: "Prints the JSON Schema (draft 2020-12) of fixtures files, for editors and CI.",
        initial: NoOptions(), options: []
    )

    /// The schema as printed, ending in a newline.
    static var text: [UInt8] {
        JSONWriter.encode(FixtureFormat.schema, pretty: true) + [UInt8(ascii: "\n")]
    }

    /// Prints the schema.
    package static func run(_ options: NoOptions) -> Int32 {
        let bytes = text
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
        fflush(stdout)
        return ExitStatus.ok
    }
}
