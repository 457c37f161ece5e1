extension Screen {
    /// The demo controller of seed 000 (“使用Runtime的hook技术为tableView实现一个空白缺省页”):
    /// one section, empty at launch, six rows after “显示数据”, the 暂无数据 placeholder otherwise.
    public static let demo = Screen(
        id: "demo",
        title: LocalizedText(en: "Empty Page Test", zhHans: "测试空白页", zhHant: "測試空白頁"),
        sections: [ListSection(rows: (1...6).map { number in
            Row(title: LocalizedText(en: "Row \(number)", zhHans: "第\(number)行数据", zhHant: "第\(number)行數據"))
        })],
        startsEmpty: true,
        emptyState: EmptyStateContent(
            image: "empty.svg",
            title: LocalizedText(en: "No data", zhHans: "暂无数据", zhHant: "暫無數據")
        ),
        showDataLabel: LocalizedText(en: "Show Data", zhHans: "显示数据", zhHant: "顯示數據"),
        clearDataLabel: LocalizedText(en: "Clear Data", zhHans: "清空数据", zhHant: "清空數據")
    )
}
