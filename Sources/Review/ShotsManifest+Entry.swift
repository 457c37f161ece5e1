import JSON

extension ShotsManifest {
    /// One shot: what it shows, what made it, its size and the page it was taken from.
    public struct Entry: Sendable {
        /// Its file name.
        public var file: String
        /// What it shows, in the order written: `screen` `inbox`, `theme` `dark`, `a11y` `off`… (the
        /// settings are `snapshot`'s to name: each text member the other properties do not hold).
        public var fields: [(key: String, value: String)]
        /// The engine that made it, with its version (`Chromium 156.0.8078.114`).
        public var engine: String?
        /// Its scale.
        public var scale: Int?
        /// The hash of what it was made from (`ShotInputs`): a later run with the same reuses it.
        public var inputHash: String?
        /// Its size in pixels.
        public var width: Int?, height: Int?
        /// The page it was taken from (`/screens/inbox?state=empty&…&embed=1`).
        public var url: String?
        /// Members this program does not read, in their order.
        var unknown: [(key: String, value: JSONValue)] = []

        /// An entry from its parts.
        public init(file: String, fields: [(key: String, value: String)], engine: String?, scale: Int?, inputHash: String?, width: Int?, height: Int?,
                    url: String?) {
            self.file = file
            self.fields = fields
            self.engine = engine
            self.scale = scale
            self.inputHash = inputHash
            self.width = width
            self.height = height
            self.url = url
        }

        /// The entry `json` is; `nil` without its file.
        init?(json: JSONValue) {
            guard case let .object(members) = json, case let .string(file)? = json["file"] else { return nil }
            self.file = file
            fields = []
            for (key, value) in members {
                switch (key, value) {
                case ("file", .string): break
                case let ("engine", .string(text)): engine = text
                case let ("inputHash", .string(text)): inputHash = text
                case let ("url", .string(text)): url = text
                case let ("scale", .number(number)) where Int(exactly: number) != nil: scale = Int(number)
                case let ("width", .number(number)) where Int(exactly: number) != nil: width = Int(number)
                case let ("height", .number(number)) where Int(exactly: number) != nil: height = Int(number)
                case let (_, .string(text)): fields.append((key: key, value: text))
                default: unknown.append((key: key, value: value))
                }
            }
        }

        /// The entry as the manifest holds it.
        var json: JSONValue {
            var members: [(key: String, value: JSONValue)] = [(key: "file", value: .string(file))]
            members += fields.map { (key: $0.key, value: JSONValue.string($0.value)) }
            if let engine { members.append((key: "engine", value: .string(engine))) }
            if let scale { members.append((key: "scale", value: .number(Double(scale)))) }
            if let inputHash { members.append((key: "inputHash", value: .string(inputHash))) }
            if let width { members.append((key: "width", value: .number(Double(width)))) }
            if let height { members.append((key: "height", value: .number(Double(height)))) }
            if let url { members.append((key: "url", value: .string(url))) }
            return .object(members + unknown)
        }

        /// Its members that are text, by key (`textSize`: `large`): what a run's scope says of
        /// shots their names leave out (``ShotScope/unnamed``).
        public var texts: [String: String] {
            var texts = Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            texts["file"] = file
            for (key, text) in [("engine", engine), ("inputHash", inputHash), ("url", url)] { texts[key] = text }
            for member in unknown { if case let .string(text) = member.value, texts[member.key] == nil { texts[member.key] = text } }
            return texts
        }
    }

    /// A shot the run failed to take.
    public struct Failure: Sendable {
        /// Its file name.
        public var file: String
        /// The page it was to be taken from.
        public var url: String?
        /// Why it failed.
        public var error: String?
        /// Members this program does not read, in their order.
        var unknown: [(key: String, value: JSONValue)] = []

        /// A failure from its parts.
        public init(file: String, url: String?, error: String?) {
            self.file = file
            self.url = url
            self.error = error
        }

        /// The failure `json` is; `nil` without its file.
        init?(json: JSONValue) {
            guard case let .object(members) = json, case let .string(file)? = json["file"] else { return nil }
            self.file = file
            for (key, value) in members {
                switch (key, value) {
                case ("file", .string): break
                case let ("url", .string(text)): url = text
                case let ("error", .string(text)): error = text
                default: unknown.append((key: key, value: value))
                }
            }
        }

        /// The failure as the manifest holds it.
        var json: JSONValue {
            var members: [(key: String, value: JSONValue)] = [(key: "file", value: .string(file))]
            if let url { members.append((key: "url", value: .string(url))) }
            if let error { members.append((key: "error", value: .string(error))) }
            return .object(members + unknown)
        }
    }
}
