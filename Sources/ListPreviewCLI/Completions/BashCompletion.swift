/// The bash completion script: commands, each command's options, and their values — fixed
/// choices (after the commas already typed), files, directories, programs, and screen ids read
/// from the `--fixtures` file earlier on the line by `listpreview __complete screens`.
///
/// It needs nothing but bash (no bash-completion package) and handles `--option=value`, which
/// bash splits at `=` into three words.
enum BashCompletion {
    /// The script for these commands, ending with `complete -F _listpreview listpreview`.
    static func script(_ commands: [CommandInfo]) -> String {
        var script = #"""
            # bash completion for listpreview; written by `listpreview completions bash`.

            # The screen ids ($1 = screens) or languages ($1 = languages) of the --fixtures file given
            # earlier on the line, one a line.
            _listpreview_fixture_words() {
                local i file=
                for (( i = 1; i < COMP_CWORD; i++ )); do
                    case ${COMP_WORDS[i]} in
                        --fixtures)
                            if [[ ${COMP_WORDS[i+1]} == = ]]; then file=${COMP_WORDS[i+2]}; else file=${COMP_WORDS[i+1]}; fi ;;
                        --fixtures=*) file=${COMP_WORDS[i]#--fixtures=} ;;
                    esac
                done
                [[ -n $file ]] || return 0
                "${COMP_WORDS[0]}" __complete "$1" --fixtures "${file/#\~/$HOME}" 2>/dev/null
            }

            # COMPREPLY: those of the words that complete the last item of the comma-separated $cur.
            # An item already in the list is not offered again (`light,` offers dark, not light).
            _listpreview_list() {
                local prefix= item=$cur word words=()
                if [[ $cur == *,* ]]; then prefix=${cur%,*},; item=${cur##*,}; fi
                for word in "$@"; do [[ ,$prefix == *,$word,* ]] || words+=("$word"); done
                COMPREPLY=( $(compgen -P "$prefix" -W "${words[*]}" -- "$item") )
            }

            # COMPREPLY: files (those ending in .$1 and directories, when given an extension).
            _listpreview_files() {
                local IFS=$'\n'
                compopt -o filenames 2>/dev/null
                if [[ -n $1 ]]; then
                    COMPREPLY=( $(compgen -d -- "$cur") $(compgen -f -X "!*.$1" -- "$cur") )
                else
                    COMPREPLY=( $(compgen -f -- "$cur") )
                fi
            }

            # COMPREPLY: directories.
            _listpreview_directories() {
                local IFS=$'\n'
                compopt -o filenames 2>/dev/null
                COMPREPLY=( $(compgen -d -- "$cur") )
            }

            # COMPREPLY: programs on PATH, or files when a path is being typed.
            _listpreview_programs() {
                local IFS=$'\n'
                if [[ $cur == */* ]]; then _listpreview_files; else COMPREPLY=( $(compgen -c -- "$cur") ); fi
            }

            # The completion function: $cur is the value being completed and $prev the option before it,
            # even when written --option=value; COMPREPLY keeps that --option= when bash did not split it.
            _listpreview() {
                COMPREPLY=()
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} given=
                if [[ $cur == = ]]; then
                    cur=
                elif [[ $prev == = ]]; then
                    prev=${COMP_WORDS[COMP_CWORD-2]}
                elif [[ $cur == --*=* ]]; then
                    prev=${cur%%=*} cur=${cur#*=} given=$prev=
                fi
                _listpreview_reply
                [[ -z $given ]] || COMPREPLY=( "${COMPREPLY[@]/#/$given}" )
            }

            # COMPREPLY for $cur after $prev.
            _listpreview_reply() {
                local command=\#(CommandInfo.defaultName)
                if (( COMP_CWORD == 1 )) && [[ $cur != -* ]]; then
                    COMPREPLY=( $(compgen -W "\#(commands.map(\.name).joined(separator: " "))" -- "$cur") )
                    return 0
                fi
                [[ ${COMP_WORDS[1]} == -* ]] || command=${COMP_WORDS[1]}
                local options=
                case $command in

            """#
        for command in commands {
            script += "        \(command.name))\n"
            script += "            options=\"\((command.options.map(\.name) + ["--help"]).joined(separator: " "))\"\n"
            let valued = command.options.filter { !$0.isFlag }
            if !valued.isEmpty {
                script += "            case $prev in\n"
                // Options whose values complete alike share a branch.
                var branches: [(action: String, names: [String])] = []
                for option in valued {
                    let action = Self.action(option.value)
                    if let index = branches.firstIndex(where: { $0.action == action }) {
                        branches[index].names.append(option.name)
                    } else {
                        branches.append((action, [option.name]))
                    }
                }
                for branch in branches {
                    script += "                \(branch.names.joined(separator: "|"))) \(branch.action)\(branch.action.isEmpty ? "" : "; ")"
                        + "return 0 ;;\n"
                }
                script += "            esac\n"
            }
            if let argument = command.arguments.first {
                script += "            if [[ $cur != -* ]]; then \(Self.action(argument.value)); return 0; fi\n"
            }
            script += "            ;;\n"
        }
        script += #"""
                    *) return 0 ;;
                esac
                COMPREPLY=( $(compgen -W "$options" -- "$cur") )
            }

            complete -F _listpreview listpreview

            """#
        return script
    }

    /// The commands that fill COMPREPLY with the values of this kind, or none.
    private static func action(_ value: ValueKind) -> String {
        switch value {
        case .flag, .text: ""
        case let .file(fileExtension): "_listpreview_files" + (fileExtension.map { " " + shellQuoted($0) } ?? "")
        case .path: "_listpreview_files"
        case .directory: "_listpreview_directories"
        case .executable: "_listpreview_programs"
        case .screen: #"COMPREPLY=( $(compgen -W "$(_listpreview_fixture_words screens)" -- "$cur") )"#
        case .screens: "_listpreview_list $(_listpreview_fixture_words screens)"
        case .languages: "_listpreview_list all pseudo $(_listpreview_fixture_words languages)"
        case let .choice(words): #"COMPREPLY=( $(compgen -W ""# + words.map(shellQuoted).joined(separator: " ") + #"" -- "$cur") )"#
        case let .choices(words): "_listpreview_list " + words.map(shellQuoted).joined(separator: " ")
        case .number:
            value.enumeratedNumbers.map { #"COMPREPLY=( $(compgen -W ""# + $0.joined(separator: " ") + #"" -- "$cur") )"# } ?? ""
        }
    }
}
