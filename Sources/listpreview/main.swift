import Glibc
import ListPreviewCLI

exit(ListPreviewMain.run(Array(CommandLine.arguments.dropFirst())))
