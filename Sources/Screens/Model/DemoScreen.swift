extension Screen {
    /// The demo controller of the article “使用Runtime的hook技术为tableView实现一个空白缺省页”: one
    /// section, empty at launch, a red “显示数据” and a purple “清空数据” button, six rows, and the
    /// 暂无数据 placeholder (white on translucent light grey) that a tap reloads.
    public static let demo = Screen(
        id: "demo",
        title: LocalizedText(en: "Empty Page Test", zhHans: "测试空白页", zhHant: "測試空白頁"),
        startsEmpty: true,
        toolbar: [.show, .clear],
        sections: [ListSection(rows: (1...6).map { number in
            Row(title: LocalizedText(en: "Row \(number)", zhHans: "第\(number)行数据", zhHant: "第\(number)行數據"))
        })],
        emptyStates: [.empty: EmptyStateConfig(
            image: .builtIn("empty.svg"),
            title: BuiltInStrings.noData,
            // [[UIColor lightGrayColor] colorWithAlphaComponent:0.6] and white text, as NoDataEmptyView:
            // in a fixture, "lightGray@0.6" and "white".
            background: try! NamedColor.resolve("lightGray@0.6").get(),
            textColor: try! NamedColor.resolve("white").get(),
            spacing: 20,
            fadeIn: false
        )]
    )
}
