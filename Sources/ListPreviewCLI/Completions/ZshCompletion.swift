/// The zsh completion script: `_arguments` specs for each command's options, with their help,
/// choices, files, directories, programs and screen ids from the `--fixtures` file on the line.
///
/// Installed in `fpath` as `_listpreview`, it is autoloaded; sourced, it registers itself with `compdef`.
enum ZshCompletion {
    /// The script for these commands, a `#compdef listpreview` file.
    static func script(_ commands: [CommandInfo]) -> String {
        var script = #"""
            #compdef listpreview
            # zsh completion for listpreview; written by `listpreview completions zsh`.

            # reply: the screen ids ($1 = screens) or languages ($1 = languages) of the --fixtures file
            # given earlier on the line.
            _listpreview_fixture_words() {
              local i file
              for (( i = 1; i < CURRENT; i++ )); do
                case $words[i] in
                  --fixtures) file=$words[i+1] ;;
                  --fixtures=*) file=${words[i]#--fixtures=} ;;
                esac
              done
              [[ -n $file ]] || return 1
              reply=( ${(f)"$($_listpreview_program __complete $1 --fixtures ${file/#\~/$HOME} 2>/dev/null)"} )
              (( $#reply ))
            }

            _listpreview_screen() {
              local -a reply
              _listpreview_fixture_words screens && compadd -a reply
            }

            _listpreview_screens() {
              local -a reply
              _listpreview_fixture_words screens && _values -s , 'screen id' $reply
            }

            _listpreview_languages() {
              local -a reply
              _listpreview_fixture_words languages
              _values -s , 'language' all pseudo $reply
            }

            _listpreview() {
              local _listpreview_program=$words[1]
              local -a commands
              commands=(

            """#
        for command in commands {
            script += "    " + quoted(command.name + ":" + command.summary.trimmingSuffix(".")) + "\n"
        }
        script += #"""
              )
              if (( CURRENT == 2 )) && [[ $words[2] != -* ]]; then
                _describe -t commands 'listpreview command' commands
                return
              fi
              local command=serve
              if [[ $words[2] != -* ]]; then
                command=$words[2]
                shift words
                (( CURRENT-- ))
              fi
              case $command in

            """#
        for command in commands {
            script += "    \(command.name))\n      _arguments -S \\\n"
            for option in command.options {
                script += "        " + quoted(spec(option)) + " \\\n"
            }
            for argument in command.arguments {
                script += "        " + quoted((argument.optional ? "::" : ":") + escaped(argument.name) + ":" + action(argument.value)) + " \\\n"
            }
            script += "        '(- *)'{-h,--help}'[Show the help]' \\\n"
            script += "        '(- *)--version[Show the version]'\n      ;;\n"
        }
        script += #"""
              esac
            }

            if [[ $funcstack[1] == _listpreview ]]; then
              _listpreview "$@"
            else
              compdef _listpreview listpreview
            fi

            """#
        return script
    }

    /// `*--strings=[help]:PATH:_files`: repeatable, with `=` or a space, its help and its values.
    private static func spec(_ option: OptionInfo) -> String {
        let help = "[" + escaped(option.help.trimmingSuffix(".")) + "]"
        if option.isFlag { return option.name + help }
        return (option.repeatable ? "*" : "") + option.name + "=" + help + ":" + escaped(option.placeholder) + ":" + action(option.value)
    }

    /// The `_arguments` action that completes values of this kind.
    private static func action(_ value: ValueKind) -> String {
        switch value {
        case .flag, .text: " "
        case let .file(fileExtension): fileExtension.map { #"_files -g "*.\#($0)""# } ?? "_files"
        case .path: "_files"
        case .directory: "_files -/"
        case .executable: "_command_names -e"
        case .screen: "_listpreview_screen"
        case .screens: "_listpreview_screens"
        case .languages: "_listpreview_languages"
        case let .choice(words): "(" + words.joined(separator: " ") + ")"
        case let .choices(words): "_values -s , value " + words.joined(separator: " ")
        case .number: value.enumeratedNumbers.map { "(" + $0.joined(separator: " ") + ")" } ?? " "
        }
    }

    /// Text inside an `_arguments` spec, where `[`, `]` and `:` are syntax.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\[]:".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A single-quoted zsh word.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: #"'\''"#) + "'"
    }
}

extension String {
    /// The text without `suffix` at its end, if it has it.
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
