/// The fish completion script: one `complete` line per command and per option of each command,
/// with its help and its values (choices after the commas already typed, files, directories,
/// programs, and screen ids from the `--fixtures` file on the line).
enum FishCompletion {
    /// The script for these commands: its helper functions, then its `complete` lines.
    static func script(_ commands: [CommandInfo]) -> String {
        var script = #"""
            # fish completion for listpreview; written by `listpreview completions fish`.

            # The command on the line: its first argument, or serve when that is an option.
            function __listpreview_command
                set -l words (commandline -opc)
                if set -q words[2]; and not string match -q -- '-*' $words[2]
                    echo $words[2]
                else
                    echo serve
                end
            end

            # Whether the word being completed is the first argument.
            function __listpreview_first
                test (count (commandline -opc)) -eq 1
            end

            # Whether the line is for the command named.
            function __listpreview_using --argument-names name
                test (__listpreview_command) = $name
            end

            # Whether the line is for the command named and the word being completed is no option.
            function __listpreview_argument --argument-names name
                __listpreview_using $name; and not string match -q -- '-*' (commandline -ct)
            end

            # Its arguments, one a line.
            function __listpreview_words
                printf '%s\n' $argv
            end

            # The screen ids ($argv[1] = screens) or languages ($argv[1] = languages) of the --fixtures
            # file given earlier on the line, one a line.
            function __listpreview_fixture_words
                set -l words (commandline -opc)
                set -l file
                for i in (seq (count $words))
                    switch $words[$i]
                        case --fixtures
                            set -l next (math $i + 1)
                            set -q words[$next]; and set file $words[$next]
                        case '--fixtures=*'
                            set file (string replace -- --fixtures= '' $words[$i])
                    end
                end
                test -n "$file"; or return 0
                $words[1] __complete $argv[1] --fixtures (string replace -r -- '^~' $HOME $file) 2>/dev/null
            end

            complete -c listpreview -f

            """#
        for command in commands {
            script += "complete -c listpreview -n __listpreview_first -a \(command.name) -d \(quoted(command.summary.trimmingSuffix(".")))\n"
        }
        for command in commands {
            script += "\n"
            let condition = command.name == CommandInfo.defaultName ? "'__listpreview_using serve'" : "'__listpreview_using \(command.name)'"
            for option in command.options {
                let name = String(option.name.dropFirst(2))
                script += "complete -c listpreview -n \(condition) -l \(name)\(values(option.value)) -d \(quoted(option.help.trimmingSuffix(".")))\n"
            }
            script += "complete -c listpreview -n \(condition) -s h -l help -d 'Show the help'\n"
            for argument in command.arguments {
                script += "complete -c listpreview -n '__listpreview_argument \(command.name)'\(values(argument.value, argument: true))"
                    + " -d \(quoted(argument.meaning.trimmingSuffix(".")))\n"
            }
        }
        script += "complete -c listpreview -n __listpreview_first -l version -d 'Show the version'\n"
        return script
    }

    /// The flags and `-a` list that complete values of this kind: ` -r -F` for a file.
    private static func values(_ value: ValueKind, argument: Bool = false) -> String {
        let takes = argument ? "" : " -r"
        switch value {
        case .flag: return ""
        case .text: return argument ? "" : " -x"
        case .file, .path, .executable: return takes + " -F"
        case .directory: return takes + " -x -a '(__fish_complete_directories (commandline -ct))'"
        case .screen: return takes + " -x -a '(__listpreview_fixture_words screens)'"
        case .screens: return takes + " -x -a " + quoted("(__fish_complete_list , \"__listpreview_fixture_words screens\")")
        case .languages: return takes + " -x -a " + quoted("(__fish_complete_list , \"__listpreview_words all pseudo; __listpreview_fixture_words languages\")")
        case let .choice(words): return takes + " -x -a " + quoted(words.joined(separator: " "))
        case let .choices(words): return takes + " -x -a " + quoted("(__fish_complete_list , \"__listpreview_words " + words.joined(separator: " ") + "\")")
        case .number: return takes + " -x" + (value.enumeratedNumbers.map { " -a " + quoted($0.joined(separator: " ")) } ?? "")
        }
    }

    /// A single-quoted fish word, where only `\` and `'` are escaped.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
