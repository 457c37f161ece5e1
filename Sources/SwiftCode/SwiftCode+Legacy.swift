import Screens

extension SwiftCode {
    /// Before iOS 17: a view of image view, labels and buttons in a centred stack, set as the table
    /// view's `backgroundView`, as DZNEmptyDataSet-style placeholders draw it. Everything is written:
    /// there is no configuration whose defaults it could keep.
    static func legacy(_ config: EmptyStateConfig, kind: EmptyStateKind) -> [String] {
        let alignment = config.alignment == .natural ? ".natural" : ".center"
        var body: [String] = []
        var views: [String] = []
        if kind == .loading {
            body += ["let spinner = UIActivityIndicatorView(style: .medium)", "spinner.startAnimating()"]
            views.append("spinner")
        } else if let image = config.image {
            body.append("let imageView = UIImageView(image: \(SwiftImage.uiImage(image)))")
            body.append("imageView.tintColor = \(SwiftColor.uiColor(config.imageTint ?? EmptyStateConfig.defaultTint.named(.system("secondaryLabel", alpha: 1))))")
            if let label = config.imageAccessibilityLabel {
                body += ["imageView.isAccessibilityElement = true", "imageView.accessibilityLabel = \(SwiftLiteral.text(label))"]
            }
            views.append("imageView")
        }
        let query = kind == .search ? "query" : nil
        if kind == .search, config.title.key == nil, config.title.resolved(for: Language.english.tag).contains("{query}") {
            body.insert("let query = searchController.searchBar.text ?? \"\"", at: 0)
        }
        body += label("titleLabel", text: SwiftLiteral.text(config.title, query: query), font: ".title2",
                      color: config.textColor.map { SwiftColor.uiColor($0) } ?? "UIColor.label", alignment: alignment)
        views.append("titleLabel")
        if let detail = config.detail {
            body += label("detailLabel", text: SwiftLiteral.text(detail), font: ".body",
                          color: config.textColor.map { SwiftColor.uiColor($0) } ?? "UIColor.secondaryLabel", alignment: alignment)
            views.append("detailLabel")
        }
        for (name, text, action) in [("button", config.button, "reload()"), ("secondaryButton", config.secondaryButton, "secondaryAction()")] {
            guard let text else { continue }
            body.append("let \(name) = UIButton(type: .system)")
            body.append("\(name).setTitle(\(SwiftLiteral.text(text)), for: .normal)")
            body.append("\(name).addAction(UIAction { [weak self] _ in self?.\(action) }, for: .primaryActionTriggered)")
            if name == "button", let hint = config.buttonAccessibilityHint {
                body.append("button.accessibilityHint = \(SwiftLiteral.text(hint))")
            }
            views.append(name)
        }
        body += [
            "let stack = UIStackView(arrangedSubviews: [\(views.joined(separator: ", "))])",
            "stack.axis = .vertical",
            "stack.alignment = \(config.alignment == .natural ? ".leading" : ".center")",
            "stack.spacing = \(number(config.spacing ?? 8))",
            "stack.translatesAutoresizingMaskIntoConstraints = false",
            "let placeholder = UIView()",
        ]
        if let background = config.background { body.append("placeholder.backgroundColor = \(SwiftColor.uiColor(background))") }
        if config.tap == .view {
            body.append("placeholder.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(reload)))")
        }
        body += [
            "placeholder.addSubview(stack)",
            "NSLayoutConstraint.activate([",
        ] + indented([
            "stack.centerXAnchor.constraint(equalTo: placeholder.centerXAnchor),",
            "stack.centerYAnchor.constraint(equalTo: placeholder.centerYAnchor, constant: \(number(config.verticalOffset))),",
            "stack.leadingAnchor.constraint(greaterThanOrEqualTo: placeholder.layoutMarginsGuide.leadingAnchor),",
            "stack.trailingAnchor.constraint(lessThanOrEqualTo: placeholder.layoutMarginsGuide.trailingAnchor),",
        ]) + [
            "])",
            "tableView.backgroundView = placeholder",
            "tableView.separatorStyle = .none",
        ]
        return ["func updateBackgroundView() {"]
            + indented(["guard \(condition(kind)) else {"] + indented(["tableView.backgroundView = nil", "tableView.separatorStyle = .singleLine", "return"])
                       + ["}"] + body)
            + ["}"]
    }

    /// A multi-line label's lines.
    private static func label(_ name: String, text: String, font: String, color: String, alignment: String) -> [String] {
        [
            "let \(name) = UILabel()",
            "\(name).text = \(text)",
            "\(name).font = .preferredFont(forTextStyle: \(font))",
            "\(name).textColor = \(color)",
            "\(name).textAlignment = \(alignment)",
            "\(name).numberOfLines = 0",
        ]
    }
}
