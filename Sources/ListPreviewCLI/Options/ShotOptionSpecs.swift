import Browser
import ListPreview
import Screens
import Variants

/// The options that choose which screens, states, appearances and sizes to look at, declared once
/// and listed by snapshot and audit, each lifted to where that command keeps the value.
enum ShotOptionSpecs {
    /// `--screens A,B`.
    static let screens = OptionSpec<[String]?>(
        "--screens", "A,B", value: .screens, default: "all",
        help: "Screens to photograph, by id (default: all).",
        meaning: "The screens to photograph, a comma-separated list of ids from the fixtures file (default: all)."
    ) { screens, argument throws(CLIError) in
        screens = try argument.list(valid: nil)
    }

    /// `--states S,…`.
    static let states = OptionSpec<[DisplayState]>(
        "--states", "S,…", value: .choices(DisplayState.previewable.map(\.rawValue)), default: "all",
        help: "States: " + DisplayState.previewable.map(\.rawValue).joined(separator: ", ") + " (default: all).",
        meaning: "The states to photograph, a comma-separated list of: " + DisplayState.previewable.map(\.rawValue).joined(separator: ", ")
            + " (default: all of them)."
    ) { states, argument throws(CLIError) in
        states = try argument.list(of: DisplayState.previewable)
    }






    /// `--chromium PATH`.
    static let chromium = OptionSpec<String?>(
        "--chromium", "PATH", value: .executable, default: "$LISTPREVIEW_CHROMIUM, else chromium on PATH",
        help: "Chromium (default: $LISTPREVIEW_CHROMIUM, else chromium on PATH).",
        meaning: "The Chromium executable; by default $LISTPREVIEW_CHROMIUM, else chromium-headless-shell or chromium on PATH."
    ) { chromium, argument throws(CLIError) in
        chromium = try argument.nonEmpty("the path of a Chromium executable")
    }




    /// `--jobs N`.
    static let jobs = OptionSpec<Int?>(
        "--jobs", "N", value: .number(1...64), default: "the number of cores", help: "Pages in parallel, per engine (default: the number of cores)."
    ) { jobs, argument throws(CLIError) in
        jobs = try argument.number(in: 1...64, "a number of parallel browsers from 1 to 64")
    }

    /// Each setting's option for `run` (``VariantParameter/option``), its default the one in
    /// `defaults` (the command's own), in the order file names give the settings.
    static func settings(for run: VariantOption.Run, defaults: VariantAxes) -> [OptionSpec<VariantAxes>] {
        VariantParameter.fileNameOrder.compactMap { parameter in
            guard let option = parameter.option, option.runs.contains(run) else { return nil }
            return setting(parameter, option, defaults: defaults)
        }
    }

    /// `--contrasts C,…`, `--langs L,…`: a comma-separated list of the setting's values, or `all`.
    private static func setting(_ parameter: VariantParameter, _ option: VariantOption, defaults: VariantAxes) -> OptionSpec<VariantAxes> {
        let values = option.values ?? parameter.validValues
        let isLanguage = parameter.name == Variant.languageParameter.name
        let given = defaults[parameter]
        let defaultText = !defaults.isAsked(parameter) && option.unasked != nil ? option.unasked!
            : Set(given) == Set(values) || given == [Variant.allValue] ? Variant.allValue : given.joined(separator: ", ")
        return OptionSpec<VariantAxes>(
            option.flag, option.metavar, value: isLanguage ? .languages : .choices(values + (option.allowsAll ? [Variant.allValue] : [])),
            default: defaultText, help: option.help + ".", meaning: option.meaning
        ) { axes, argument throws(CLIError) in
            if isLanguage {
                axes[parameter] = argument.text == Variant.allValue ? [Variant.allValue] : try argument.languages()
            } else {
                axes[parameter] = try argument.list(valid: values, orAll: option.allowsAll)
            }
        }
    }

    /// The devices with a fixed size, which can be photographed and audited.
    static let fixedSizeDevices = Device.fixedSize
}
