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

    /// `--themes T,…`.
    static let themes = OptionSpec<[Theme]>(
        "--themes", "T,…", value: .choices(Theme.allCases.map(\.rawValue)), default: "light",
        help: "Appearances: light, dark (default: light).",
        meaning: "The appearances, a comma-separated list of: light, dark (default: light)."
    ) { themes, argument throws(CLIError) in
        themes = try argument.list(of: Theme.allCases)
    }

    /// `--contrasts C,…`.
    static let contrasts = OptionSpec<[ColorContrast]>(
        "--contrasts", "C,…", value: .choices(ColorContrast.allCases.map(\.rawValue) + ["all"]), default: "normal",
        help: "Increase Contrast: normal, high, or all (default: normal).",
        meaning: "Increase Contrast off (normal), on (high), or all: with high, UIKit's system colours take their "
            + "increased-contrast values and asset catalog colour sets their high-contrast appearances."
    ) { contrasts, argument throws(CLIError) in
        contrasts = try argument.list(of: ColorContrast.allCases, orAll: true)
    }

    /// `--os D,…`.
    static let designs = OptionSpec<[SystemDesign]?>(
        "--os", "D,…", value: .choices(SystemDesign.allCases.map(\.rawValue) + ["all"]), default: "the fixtures' \"os\", else 26",
        help: "The iOS design: 26, 18, or all (default: the fixtures' \"os\", else 26).",
        meaning: "The iOS design the screens are drawn in: 26 (Liquid Glass), 18, or all; by default the fixtures' top-level "
            + "\"os\", else 26. A screen whose fixtures say \"os\" keeps that design whatever is asked, and is drawn once."
    ) { designs, argument throws(CLIError) in
        designs = try argument.list(of: SystemDesign.allCases, orAll: true)
    }

    /// `--transparency T,…`.
    static let transparencies = OptionSpec<[Transparency]>(
        "--transparency", "T,…", value: .choices(Transparency.allCases.map(\.rawValue) + ["all"]), default: "normal",
        help: "Reduce Transparency: normal, reduced, or all (default: normal).",
        meaning: "Reduce Transparency off (normal), on (reduced), or all: with reduced, glass and bar materials are drawn solid."
    ) { transparencies, argument throws(CLIError) in
        transparencies = try argument.list(of: Transparency.allCases, orAll: true)
    }

    /// `--text-sizes S,…`.
    static let textSizes = OptionSpec<[TextSize]>(
        "--text-sizes", "S,…", value: .choices(TextSize.allCases.map(\.rawValue) + ["all"]), default: "large",
        help: "Dynamic Type sizes: xSmall … xxxLarge, AX1 … AX5, or all (default: large).",
        meaning: "Dynamic Type sizes, a comma-separated list of: " + TextSize.allCases.map(\.rawValue).joined(separator: ", ")
            + ", or all (default: large)."
    ) { sizes, argument throws(CLIError) in
        sizes = try argument.list(of: TextSize.allCases, orAll: true)
    }

    /// `--chromium PATH`.
    static let chromium = OptionSpec<String?>(
        "--chromium", "PATH", value: .executable, default: "$LISTPREVIEW_CHROMIUM, else chromium on PATH",
        help: "Chromium (default: $LISTPREVIEW_CHROMIUM, else chromium on PATH).",
        meaning: "The Chromium executable; by default $LISTPREVIEW_CHROMIUM, else chromium-headless-shell or chromium on PATH."
    ) { chromium, argument throws(CLIError) in
        chromium = try argument.nonEmpty("the path of a Chromium executable")
    }

    /// `--devices D,…`.
    static let devices = OptionSpec<[Device]>(
        "--devices", "D,…", value: .choices(fixedSizeDevices.map(\.rawValue)), default: "iphone-15",
        help: "Devices: " + fixedSizeDevices.map(\.rawValue).joined(separator: ", ") + " (default: iphone-15)."
    ) { devices, argument throws(CLIError) in
        devices = try argument.list(of: fixedSizeDevices)
    }

    /// `--langs L,…`.
    static let languages = OptionSpec<[String]>(
        "--langs", "L,…", value: .languages, default: "en",
        help: "BCP 47 language tags (de, pt-BR, ar…) and pseudo, or all: each screen's languages (default: en)."
    ) { languages, argument throws(CLIError) in
        languages = argument.text == Variant.allValue ? [Variant.allValue] : try argument.languages()
    }

    /// `--orientations O,…`.
    static let orientations = OptionSpec<[Orientation]>(
        "--orientations", "O,…", value: .choices(Orientation.allCases.map(\.rawValue) + ["all"]), default: "portrait",
        help: "portrait, landscape, or all (default: portrait); landscape swaps the device's sides."
    ) { orientations, argument throws(CLIError) in
        orientations = try argument.list(of: Orientation.allCases, orAll: true)
    }

    /// `--jobs N`.
    static let jobs = OptionSpec<Int?>(
        "--jobs", "N", value: .number(1...64), default: "the number of cores", help: "Pages in parallel, per engine (default: the number of cores)."
    ) { jobs, argument throws(CLIError) in
        jobs = try argument.number(in: 1...64, "a number of parallel browsers from 1 to 64")
    }

    /// The devices with a fixed size, which can be photographed and audited.
    static let fixedSizeDevices = Device.allCases.filter { $0.size != nil }
}
