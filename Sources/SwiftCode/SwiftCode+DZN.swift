import Screens

extension SwiftCode {
    /// DZNEmptyDataSet's `DZNEmptyDataSetSource` and `DZNEmptyDataSetDelegate` methods, for a view
    /// controller that sets `tableView.emptyDataSetSource = self` and `emptyDataSetDelegate = self`:
    /// each part the placeholder has, as an attributed string where DZNEmptyDataSet takes one.
    /// Only what differs from DZNEmptyDataSet's defaults is written (its 27- and 17-pt grey texts,
    /// its 11-pt `verticalSpace`, no offset, a clear background).
    static func dzn(_ config: EmptyStateConfig, kind: EmptyStateKind) -> [String] {
        let query = kind == .search ? "query" : nil
        let queryLine = kind == .search && config.title.key == nil && config.title.resolved(for: Language.english.tag).contains("{query}")
            ? ["let query = searchController.searchBar.text ?? \"\""] : []
        var lines = method("emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool", [condition(kind)])
        if let color = config.textColor {
            lines += method("title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString?", queryLine + [
                "NSAttributedString(string: \(SwiftLiteral.text(config.title, query: query)), attributes: [.foregroundColor: \(SwiftColor.uiColor(color))])",
            ])
        } else {
            lines += method("title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString?", queryLine + [
                "NSAttributedString(string: \(SwiftLiteral.text(config.title, query: query)))",
            ])
        }
        if let detail = config.detail {
            let attributes = config.textColor.map { ", attributes: [.foregroundColor: \(SwiftColor.uiColor($0))]" } ?? ""
            lines += method("description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString?",
                            ["NSAttributedString(string: \(SwiftLiteral.text(detail))\(attributes))"])
        }
        if kind != .loading, let image = config.image {
            lines += method("image(forEmptyDataSet scrollView: UIScrollView) -> UIImage?", [SwiftImage.uiImage(image)])
            if let tint = config.imageTint {
                lines += method("imageTintColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor?", [SwiftColor.uiColor(tint)])
            }
        }
        if let button = config.button {
            lines += method("buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString?",
                            ["NSAttributedString(string: \(SwiftLiteral.text(button)), attributes: [.foregroundColor: view.tintColor as UIColor])"])
        }
        if let secondary = config.secondaryButton {
            lines += ["// DZNEmptyDataSet draws one button; the secondary one (\(SwiftLiteral.text(secondary))) needs customView(forEmptyDataSet:).", ""]
        }
        if let background = config.background {
            lines += method("backgroundColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor?", [SwiftColor.uiColor(background)])
        }
        if config.verticalOffset != 0 {
            lines += method("verticalOffset(forEmptyDataSet scrollView: UIScrollView) -> CGFloat", [number(config.verticalOffset)])
        }
        if let spacing = config.spacing, spacing != PlaceholderMetrics.dzn.imageToText {
            lines += method("spaceHeight(forEmptyDataSet scrollView: UIScrollView) -> CGFloat", [number(spacing)])
        }
        switch config.tap {
        case .view: lines += method("emptyDataSet(_ scrollView: UIScrollView, didTap view: UIView)", ["reload()"])
        case .button: lines += method("emptyDataSet(_ scrollView: UIScrollView, didTap button: UIButton)", ["reload()"])
        case .none: break
        }
        return Array(lines.dropLast())
    }

    /// `func SIGNATURE { BODY }` and a blank line.
    private static func method(_ signature: String, _ body: [String]) -> [String] {
        ["func \(signature) {"] + indented(body) + ["}", ""]
    }
}
