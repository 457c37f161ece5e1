/// Objective-C's empty states, in `.m` files (headers give their constants):
/// - DZNEmptyDataSet's source methods — `titleForEmptyDataSet:`, `descriptionForEmptyDataSet:`,
///   `imageForEmptyDataSet:`, `buttonTitleForEmptyDataSet:forState:` — one placeholder per
///   `@implementation`, at the first one's line, each part what the method returns;
/// - a class whose name says it is an empty view (`WMFEmptyView`, `NoDataEmptyView`): each class
///   method that sets fixed texts or pictures on the view it makes is a placeholder (Wikipedia's
///   `+noHistoryEmptyView`), and what its instance methods set (`self.label.text = @"…"` in `-setup`) one more;
/// - elsewhere, what a method sets on a view whose name says so (`self.emptyView.titleLabel.text = …`);
/// - a message whose selector names an empty view, with a fixed title or detail
///   (`[self dxShowNoDataViewOfTitle:@"No listings found" Detail:@"" WithOffset:60]`).
///
/// Texts and pictures are read by ``ObjCReading``; what it cannot read is a note.
enum ObjCReader {
    /// Whether `file` is one it reads: `.m` files, and headers for their constants.
    static func reads(_ file: String) -> Bool {
        file.hasSuffix(".m") || file.hasSuffix(".h")
    }

    /// The placeholders of the app's Objective-C `files`: every file's constants first, then each `.m` file's placeholders.
    static func placeholders(_ files: [String], tokens: (String) -> [Token]?) -> [FoundPlaceholder] {
        var constants: [String: ObjCTokens] = [:]
        var implementations: [String] = []
        for file in files {
            guard let read = tokens(file) else { continue }
            constants.merge(ObjCReading.constants(in: ObjCTokens(read))) { first, _ in first }
            if file.hasSuffix(".m") { implementations.append(file) }
        }
        let reading = ObjCReading(constants: constants)
        var found: [FoundPlaceholder] = []
        for file in implementations {
            guard let read = tokens(file) else { continue }
            found += placeholders(ObjCTokens(read), file: file, reading: reading)
        }
        return found
    }

    /// The placeholders of one file.
    static func placeholders(_ tokens: ObjCTokens, file: String, reading: ObjCReading) -> [FoundPlaceholder] {
        var found: [FoundPlaceholder] = []
        for implementation in ObjCImplementation.all(in: tokens) {
            let owner = implementation.className
            if let dzn = dzn(implementation, tokens: tokens, file: file, reading: reading) { found.append(dzn) }
            let emptyClass = WrapperReader.soundsLikePlaceholder(owner)
            var instanceParts: [ObjCViewPart] = []
            var instanceLine: Int?
            for method in implementation.methods {
                let code = ObjCReading.Code(tokens, scope: method.body)
                let parts = ObjCViewPart.all(in: code)
                if emptyClass, method.isClassMethod {
                    if let placeholder = ObjCViewPart.placeholder(parts, file: file, line: method.line, kind: owner, owner: method.selector, reading: reading) {
                        found.append(placeholder)
                    }
                } else if emptyClass {
                    if !parts.isEmpty, instanceLine == nil { instanceLine = method.line }
                    instanceParts += parts
                } else {
                    found += namedViews(parts, file: file, owner: owner, reading: reading)
                }
                found += messages(code, file: file, owner: owner, reading: reading)
            }
            if let line = instanceLine,
               let placeholder = ObjCViewPart.placeholder(instanceParts, file: file, line: line, kind: owner, owner: owner, reading: reading) {
                found.append(placeholder)
            }
        }
        return found
    }

    /// DZNEmptyDataSet's source methods and the part each gives.
    static let dznMethods: [String: DZNReader.Role] = [
        "titleForEmptyDataSet:": .title, "descriptionForEmptyDataSet:": .detail,
        "imageForEmptyDataSet:": .picture, "buttonTitleForEmptyDataSet:forState:": .button,
    ]

    /// The placeholder of an implementation's DZNEmptyDataSet source methods: each part the first
    /// value its method returns that the code gives (else the first it computes).
    private static func dzn(_ implementation: ObjCImplementation, tokens: ObjCTokens, file: String, reading: ObjCReading) -> FoundPlaceholder? {
        let methods = implementation.methods.filter { !$0.isClassMethod && dznMethods[$0.selector] != nil }
        guard let first = methods.first else { return nil }
        var placeholder = FoundPlaceholder(file: file, line: first.line, kind: "DZNEmptyDataSetSource", owner: implementation.className, api: "dzn")
        for method in methods {
            guard let role = dznMethods[method.selector] else { continue }
            let code = ObjCReading.Code(tokens, scope: method.body)
            let returned = method.body.filter { tokens[$0].is("return") }.map {
                ($0 + 1)..<ObjCReading.statementEnd(from: $0 + 1, to: method.body.upperBound, in: tokens)
            }
            if role == .picture {
                let pictures = returned.compactMap { reading.picture($0, in: code) }
                placeholder.picture = pictures.first(where: \.isFixed) ?? pictures.first
            } else {
                let texts = returned.compactMap { reading.text($0, in: code) }
                guard let text = texts.first(where: \.isFixed) ?? texts.first else { continue }
                switch role {
                case .title: placeholder.title = text
                case .detail: placeholder.detail = text
                default: placeholder.buttons = [text]
                }
            }
        }
        guard placeholder.title != nil || placeholder.detail != nil || placeholder.picture != nil || !placeholder.buttons.isEmpty else { return nil }
        return placeholder.settled()
    }

    /// What a method of a class that is not an empty view sets on one it names
    /// (`self.emptyView.titleLabel.text = …`): a placeholder per view so named.
    private static func namedViews(_ parts: [ObjCViewPart], file: String, owner: String, reading: ObjCReading) -> [FoundPlaceholder] {
        var groups: [(path: [String], parts: [ObjCViewPart])] = []
        for part in parts {
            guard let named = part.receiver.firstIndex(where: WrapperReader.soundsLikePlaceholder) else { continue }
            let path = Array(part.receiver[...named])
            if let group = groups.firstIndex(where: { $0.path == path }) { groups[group].parts.append(part) } else { groups.append((path, [part])) }
        }
        return groups.compactMap { group in
            ObjCViewPart.placeholder(group.parts, file: file, line: group.parts[0].line, kind: group.path.last ?? owner, owner: owner, reading: reading)
        }
    }

    /// Messages whose selector names an empty view (`showEmptyViewWithTitle:image:`), each with its
    /// arguments in the parts their pieces name; one is a placeholder when its title or detail is fixed.
    private static func messages(_ code: ObjCReading.Code, file: String, owner: String, reading: ObjCReading) -> [FoundPlaceholder] {
        var found: [FoundPlaceholder] = []
        for message in ObjCMessage.all(in: code.scope, of: code.tokens) where WrapperReader.soundsLikePlaceholder(message.pieces[0].name) {
            var placeholder = FoundPlaceholder(file: file, line: message.line, kind: message.selector, owner: owner, api: nil)
            for (index, piece) in message.pieces.enumerated() {
                guard let argument = piece.argument else { continue }
                let name = piece.name.lowercased()
                if name.contains("button") {
                    if let text = reading.text(argument, in: code) { placeholder.buttons.append(text) }
                } else if ["subtitle", "detail", "message", "description"].contains(where: name.contains) {
                    placeholder.detail = placeholder.detail ?? reading.text(argument, in: code)
                } else if name.contains("title") || name.contains("text") {
                    placeholder.title = placeholder.title ?? reading.text(argument, in: code)
                } else if ["image", "icon", "symbol"].contains(where: name.contains) {
                    var picture = reading.picture(argument, in: code)
                    if case let .asset(symbol)? = picture, name.contains("symbol") || name.contains("system") { picture = .symbol(symbol) }
                    placeholder.picture = placeholder.picture ?? picture
                } else if index == 0 {
                    // `[self showEmptyView:@"No data"]`: the one text it is given.
                    placeholder.title = reading.text(argument, in: code)
                }
            }
            guard placeholder.title?.isFixed == true || placeholder.detail?.isFixed == true else { continue }
            found.append(placeholder.settled())
        }
        return found
    }
}
