/// The interface's own strings, in every supported language.
public enum BuiltInStrings {
    /// The product name, suffixed to page titles.
    public static let productName = "ListPreview"

    // Actions (the demo controller's buttons come first, in the demo article's words).
    public static let showData = LocalizedText(en: "Show Data", zhHans: "显示数据", zhHant: "顯示數據")
    public static let clearData = LocalizedText(en: "Clear Data", zhHans: "清空数据", zhHant: "清空數據")
    public static let simulateNetwork = LocalizedText(en: "Network error", zhHans: "网络错误", zhHant: "網路錯誤")
    public static let simulateError = LocalizedText(en: "Error", zhHans: "出错", zhHant: "出錯")
    public static let simulateLoading = LocalizedText(en: "Loading", zhHans: "加载中", zhHant: "載入中")
    public static let tapToReload = LocalizedText(en: "Tap to reload", zhHans: "点击重新加载", zhHant: "點擊重新載入")
    public static let addRow = LocalizedText(en: "Add Row", zhHans: "添加一行", zhHant: "新增一行")
    public static let newRowTitle = LocalizedText(en: "Row title", zhHans: "行标题", zhHant: "行標題")
    public static let showingRows = LocalizedText(en: "Showing {shown} of {total} rows.", zhHans: "显示 {total} 行中的 {shown} 行。",
                                                  zhHant: "顯示 {total} 行中的 {shown} 行。")
    public static let showMoreRows = LocalizedText(en: "Show more", zhHans: "显示更多", zhHant: "顯示更多")
    public static let deleteRow = LocalizedText(en: "Delete", zhHans: "删除", zhHant: "刪除")

    // Placeholders (the built-in texts of each kind).
    public static let noData = LocalizedText(en: "No data", zhHans: "暂无数据", zhHant: "暫無數據")
    public static let networkTitle = LocalizedText(en: "Network unavailable", zhHans: "网络不可用", zhHant: "網路無法使用")
    public static let networkDetail = LocalizedText(
        en: "Check your connection and try again.", zhHans: "请检查网络连接后重试。", zhHant: "請檢查網路連線後再試一次。")
    public static let errorTitle = LocalizedText(en: "Something went wrong", zhHans: "出错了", zhHant: "出錯了")
    public static let errorDetail = LocalizedText(en: "Please try again.", zhHans: "请稍后重试。", zhHant: "請稍後再試。")
    /// What the no-results preview shows typed in the search field (a place no example list has).
    public static let sampleQuery = LocalizedText(en: "Zanzibar", zhHans: "桑给巴尔", zhHant: "桑吉巴")

    // The page around the screen.
    public static let language = LocalizedText(en: "Language", zhHans: "语言", zhHant: "語言")
    public static let preferences = LocalizedText(en: "Preview settings", zhHans: "预览设置", zhHant: "預覽設定")
    public static let device = LocalizedText(en: "Device", zhHans: "设备", zhHant: "裝置")
    public static let orientation = LocalizedText(en: "Orientation", zhHans: "方向", zhHant: "方向")
    public static let scroll = LocalizedText(en: "Scroll", zhHans: "滚动", zhHant: "捲動")
    public static let contrast = LocalizedText(en: "Increase Contrast", zhHans: "增强对比度", zhHant: "增加對比")
    /// An accessibility setting's two values (Increase Contrast, Reduce Transparency, Bold Text), as Settings names them.
    public static let settingOff = LocalizedText(en: "Off", zhHans: "关闭", zhHant: "關閉")
    public static let settingOn = LocalizedText(en: "On", zhHans: "打开", zhHant: "開啟")
    public static let design = LocalizedText(en: "Design", zhHans: "设计", zhHant: "設計")
    public static let transparency = LocalizedText(en: "Reduce Transparency", zhHans: "降低透明度", zhHant: "降低透明度")
    public static let boldText = LocalizedText(en: "Bold Text", zhHans: "粗体文本", zhHant: "粗體文字")
    /// The design picker on the page of a screen whose fixtures keep one design (`"os": 18`).
    public static func pinnedDesign(_ design: SystemDesign) -> LocalizedText {
        LocalizedText(en: "This screen keeps \(design.name)’s design (os: \(design.rawValue) in its fixtures).",
                      zhHans: "此页面保持 \(design.name) 的设计（其 fixtures 中 os: \(design.rawValue)）。",
                      zhHant: "此頁面保持 \(design.name) 的設計（其 fixtures 中 os: \(design.rawValue)）。")
    }
    public static let scrollTop = LocalizedText(en: "At top", zhHans: "在顶部", zhHant: "在頂端")
    public static let scrolled = LocalizedText(en: "Scrolled", zhHans: "已滚动", zhHant: "已捲動")
    public static let searchMode = LocalizedText(en: "Search", zhHans: "搜索", zhHant: "搜尋")
    public static let searchInactive = LocalizedText(en: "Inactive", zhHans: "未激活", zhHant: "未啟用")
    public static let searchActive = LocalizedText(en: "Active, keyboard up", zhHans: "激活，显示键盘", zhHant: "啟用，顯示鍵盤")
    public static let zoom = LocalizedText(en: "Size", zhHans: "大小", zhHant: "大小")
    public static let zoomFit = LocalizedText(en: "Fit the window", zhHans: "适合窗口", zhHant: "符合視窗")
    public static let portrait = LocalizedText(en: "Portrait", zhHans: "竖排", zhHant: "直向")
    public static let landscape = LocalizedText(en: "Landscape", zhHans: "横排", zhHant: "橫向")
    public static let audit = LocalizedText(en: "Audit", zhHans: "检查", zhHant: "檢查")
    public static let auditNothing = LocalizedText(
        en: "Nothing found in this state.", zhHans: "此状态下没有发现问题。", zhHant: "此狀態下沒有發現問題。")
    public static let auditMore = LocalizedText(
        en: "Contrast and translations, from the colours and texts. Tap targets and text that doesn’t fit: listpreview audit.",
        zhHans: "对比度与翻译按颜色和文字计算。点按区域与放不下的文字：listpreview audit。",
        zhHant: "對比度與翻譯依顏色和文字計算。點按區域與放不下的文字：listpreview audit。")
    public static let auditNothingOwn = LocalizedText(
        en: "Nothing found in the screen's own colours and texts.", zhHans: "此页面自己的颜色与文字没有发现问题。",
        zhHant: "此頁面自己的顏色與文字沒有發現問題。")
    /// The folded findings that involve only Apple's own colours.
    public static func systemFindings(_ count: Int) -> LocalizedText {
        LocalizedText(en: count == 1 ? "1 more in Apple's own colours" : "\(count) more in Apple's own colours",
                      zhHans: "另有 \(count) 个来自 Apple 自己的颜色", zhHant: "另有 \(count) 個來自 Apple 自己的顏色")
    }
    public static func findings(_ count: Int) -> LocalizedText {
        LocalizedText(en: count == 1 ? "1 finding" : "\(count) findings", zhHans: "\(count) 个问题", zhHant: "\(count) 個問題")
    }
    public static let all = LocalizedText(en: "All", zhHans: "全部", zhHant: "全部")
    public static let textSize = LocalizedText(en: "Text size", zhHans: "文字大小", zhHant: "文字大小")
    public static let theme = LocalizedText(en: "Appearance", zhHans: "外观", zhHant: "外觀")
    public static let themeSystem = LocalizedText(en: "System", zhHans: "跟随系统", zhHant: "跟隨系統")
    public static let themeLight = LocalizedText(en: "Light", zhHans: "浅色", zhHant: "淺色")
    public static let themeDark = LocalizedText(en: "Dark", zhHans: "深色", zhHant: "深色")
    public static let direction = LocalizedText(en: "Direction", zhHans: "方向", zhHant: "方向")
    public static let motion = LocalizedText(en: "Motion", zhHans: "动画", zhHant: "動畫")
    public static let motionOn = LocalizedText(en: "On", zhHans: "开", zhHant: "開")
    public static let motionOff = LocalizedText(en: "Off", zhHans: "关", zhHant: "關")
    public static let gallery = LocalizedText(en: "Gallery", zhHans: "图库", zhHant: "圖庫")
    public static let sfSymbols = LocalizedText(en: "SF Symbols", zhHans: "SF 符号", zhHant: "SF 符號")
    public static let sfSymbolsIntro = LocalizedText(
        en: "Every SF Symbol name a fixture may give (\"systemImage\": \"tray\"), drawn by its open-licensed stand-in in light and dark: "
            + "Phosphor's icons (MIT). Apple's own glyphs are not shipped. Names not listed compose from these: .fill, .circle, .square, "
            + ".slash, .badge.NAME.",
        zhHans: "固定数据可使用的每个 SF 符号名称（\"systemImage\": \"tray\"），以开放许可的替代图标在浅色和深色中绘制：Phosphor 图标（MIT）。"
            + "不包含 Apple 自己的字形。未列出的名称由这些名称组合而成：.fill、.circle、.square、.slash、.badge.名称。",
        zhHant: "固定資料可使用的每個 SF 符號名稱（\"systemImage\": \"tray\"），以開放授權的替代圖示在淺色和深色中繪製：Phosphor 圖示（MIT）。"
            + "不包含 Apple 自己的字形。未列出的名稱由這些名稱組合而成：.fill、.circle、.square、.slash、.badge.名稱。")
    public static let fromSource = LocalizedText(en: "From {source} in the app's code.", zhHans: "来自应用代码中的 {source}。", zhHant: "來自 App 程式碼中的 {source}。")
    public static let buttonStyles = LocalizedText(en: "Button styles", zhHans: "按钮样式", zhHant: "按鈕樣式")
    public static let buttonStylesIntro = LocalizedText(
        en: "Every style a placeholder's button may name ({\"title\": \"Browse\", \"style\": \"borderedProminent\", \"size\": \"large\"}), "
            + "as SwiftUI and UIKit spell it, at each size, in iOS 26's and iOS 18's designs, light and dark.",
        zhHans: "占位视图按钮可指定的每种样式（{\"title\": \"Browse\", \"style\": \"borderedProminent\", \"size\": \"large\"}），"
            + "按 SwiftUI 和 UIKit 的写法，在每种尺寸、iOS 26 和 iOS 18 的设计、浅色和深色中绘制。",
        zhHant: "佔位視圖按鈕可指定的每種樣式（{\"title\": \"Browse\", \"style\": \"borderedProminent\", \"size\": \"large\"}），"
            + "按 SwiftUI 和 UIKit 的寫法，在每種尺寸、iOS 26 和 iOS 18 的設計、淺色和深色中繪製。")
    public static let sfSymbolsCount = LocalizedText(en: "{n} names", zhHans: "{n} 个名称", zhHant: "{n} 個名稱")
    public static let openFullPage = LocalizedText(en: "Open", zhHans: "打开", zhHant: "打開")
    public static let states = LocalizedText(en: "States", zhHans: "状态", zhHant: "狀態")
    public static let code = LocalizedText(en: "Code", zhHans: "代码", zhHant: "程式碼")
    public static let codeUIKit = LocalizedText(en: "UIKit (iOS 17+)", zhHans: "UIKit（iOS 17+）", zhHant: "UIKit（iOS 17+）")
    public static let codeSwiftUI = LocalizedText(verbatim: "SwiftUI")
    public static let codeLegacy = LocalizedText(en: "UIKit before iOS 17", zhHans: "iOS 17 之前的 UIKit", zhHant: "iOS 17 之前的 UIKit")
    public static let codeDZN = LocalizedText(en: "DZNEmptyDataSet", zhHans: "DZNEmptyDataSet", zhHant: "DZNEmptyDataSet")
    public static let previews = LocalizedText(en: "Preview a state", zhHans: "预览状态", zhHant: "預覽狀態")
    public static let previewNotice = LocalizedText(
        en: "A preview: tapping in it shows the preview of what the tap would do, and never changes the screen. "
            + "To change the screen, go to the live screen.",
        zhHans: "这是预览：点按只会显示该操作结果的预览，不会改变页面。要改变页面，请前往实际页面。",
        zhHant: "這是預覽：點按只會顯示該操作結果的預覽，不會改變頁面。要改變頁面，請前往實際頁面。")
    public static let readOnly = LocalizedText(
        en: "This server is read-only: screens can be previewed in every state, not changed.",
        zhHans: "此服务器为只读：可预览各种状态，但不能更改。", zhHant: "此伺服器為唯讀：可預覽各種狀態，但不能更改。")
    /// What VoiceOver says after a label, by trait: spoken in the screen's language.
    public static let voiceOverHeading = LocalizedText(en: "heading", zhHans: "标题", zhHant: "標題")
    public static let voiceOverButton = LocalizedText(en: "button", zhHans: "按钮", zhHant: "按鈕")
    public static let voiceOverBackButton = LocalizedText(en: "back button", zhHans: "返回按钮", zhHant: "返回按鈕")
    public static let voiceOverTab = LocalizedText(en: "tab", zhHans: "标签", zhHant: "標籤")
    /// A tab's place: "{n}" and "{count}" are replaced.
    public static let voiceOverPosition = LocalizedText(en: "{n} of {count}", zhHans: "第{n}项，共{count}项", zhHant: "第{n}項，共{count}項")
    public static let voiceOverSwitch = LocalizedText(en: "switch", zhHans: "开关", zhHant: "開關")
    public static let voiceOverSearchField = LocalizedText(en: "search field", zhHans: "搜索栏", zhHant: "搜尋欄位")
    public static let voiceOverImage = LocalizedText(en: "image", zhHans: "图像", zhHant: "影像")
    public static let voiceOverAdjustable = LocalizedText(en: "adjustable", zhHans: "可调整", zhHant: "可調整")
    public static let voiceOverTableIndex = LocalizedText(en: "Table index", zhHans: "表格索引", zhHant: "表格索引")
    public static let voiceOverInProgress = LocalizedText(en: "In progress", zhHans: "进行中", zhHant: "進行中")
    /// The picker and the legend.
    public static let accessibilityView = LocalizedText(en: "Accessibility", zhHans: "辅助功能", zhHant: "輔助使用")
    public static let voiceOver = LocalizedText(en: "VoiceOver", zhHans: "旁白", zhHant: "旁白")
    public static let voiceOverLegend = LocalizedText(en: "What VoiceOver says, in its order", zhHans: "旁白按顺序朗读的内容",
                                                      zhHant: "旁白依序朗讀的內容")
    public static let voiceOverSymbolName = LocalizedText(en: "says only its symbol's name: give it an accessibility label",
                                                          zhHans: "只读出符号名称：请为其设置辅助功能标签", zhHant: "只讀出符號名稱：請為其設定輔助使用標籤")

    /// A static site's panel, instead of the read-only server's notice.
    public static let staticSite = LocalizedText(
        en: "A static site: every state can be previewed here, not changed. To change the screens, run listpreview serve.",
        zhHans: "静态网站：可在此预览各种状态，但不能更改。要更改页面，请运行 listpreview serve。",
        zhHant: "靜態網站：可在此預覽各種狀態，但不能更改。要更改頁面，請執行 listpreview serve。")
    /// The link from a static site's index to the review report it includes.
    public static let reviewReport = LocalizedText(en: "Review report", zhHans: "审阅报告", zhHant: "審閱報告")
    public static let savedChoice = LocalizedText(en: "Showing your saved choice:", zhHans: "正在显示你保存的选择：",
                                                  zhHant: "正在顯示你儲存的選擇：")
    public static let resetChoice = LocalizedText(en: "show what the link says", zhHans: "显示链接本身的内容", zhHant: "顯示連結本身的內容")
    public static let liveScreen = LocalizedText(en: "Live screen", zhHans: "实际页面", zhHant: "實際頁面")
    /// A static site's link to a screen's own page, where nothing is live: the screen as it starts.
    public static let asItStarts = LocalizedText(en: "As it starts", zhHans: "初始状态", zhHant: "初始狀態")
    /// The index's note for a screen that starts empty: "{n}" is the rows its fixtures have.
    public static let startsEmpty = LocalizedText(en: "starts empty, {n} to show", zhHans: "起初为空，可显示 {n}", zhHant: "起初為空，可顯示 {n}")
    /// The panel's summary, in words: "{rows}" and "{changes}" are replaced.
    public static let summary = LocalizedText(en: "{rows} · {changes}", zhHans: "{rows} · {changes}", zhHant: "{rows} · {changes}")
    public static let oneRow = LocalizedText(en: "1 row", zhHans: "1 行", zhHant: "1 行")
    /// The panel's note on an empty list drawn without a placeholder (`autoEmptyState: false`).
    public static let noPlaceholder = LocalizedText(en: "no placeholder: autoEmptyState is off", zhHans: "无占位视图：autoEmptyState 已关闭",
                                                    zhHant: "無佔位視圖：autoEmptyState 已關閉")
    public static let someRows = LocalizedText(en: "{n} rows", zhHans: "{n} 行", zhHant: "{n} 行")
    public static let neverChanged = LocalizedText(en: "not changed yet", zhHans: "尚未更改", zhHant: "尚未更改")
    public static let changedOnce = LocalizedText(en: "changed once", zhHans: "已更改 1 次", zhHant: "已更改 1 次")
    public static let changedTimes = LocalizedText(en: "changed {n} times", zhHans: "已更改 {n} 次", zhHant: "已更改 {n} 次")
    public static let liveMark = LocalizedText(en: "live", zhHans: "当前", zhHant: "目前")
    public static let screens = LocalizedText(en: "Screens", zhHans: "页面", zhHant: "頁面")
    public static let backToScreens = LocalizedText(en: "Back to the screens", zhHans: "返回页面", zhHant: "返回頁面")
    public static let allScreens = LocalizedText(en: "All screens", zhHans: "所有页面", zhHant: "所有頁面")
    public static let skipToPanel = LocalizedText(en: "Skip to the states panel", zhHans: "跳到状态面板", zhHant: "跳到狀態面板")
    public static let toPanel = LocalizedText(en: "States and settings", zhHans: "状态与设置", zhHant: "狀態與設定")

    // Error pages.
    public static let notFound = LocalizedText(en: "Page not found", zhHans: "找不到页面", zhHant: "找不到頁面")
    public static let methodNotAllowed = LocalizedText(en: "Method not allowed", zhHans: "不允许的请求方法", zhHant: "不允許的請求方法")
    public static let badRequest = LocalizedText(en: "Bad request", zhHans: "请求有误", zhHant: "請求有誤")
    public static let tokenNeeded = LocalizedText(en: "Access token needed", zhHans: "需要访问令牌", zhHant: "需要存取權杖")
    public static let tooManyAttempts = LocalizedText(en: "Too many wrong tokens", zhHans: "错误的令牌过多", zhHant: "錯誤的權杖過多")
    public static let forbidden = LocalizedText(en: "Not allowed", zhHans: "不允许访问", zhHant: "不允許存取")
    public static let tokenLabel = LocalizedText(en: "Access token", zhHans: "访问令牌", zhHant: "存取權杖")
    public static let tokenSubmit = LocalizedText(en: "Open", zhHans: "打开", zhHant: "打開")
    public static let serverError = LocalizedText(en: "Something went wrong on our side", zhHans: "服务器出错了", zhHant: "伺服器出錯了")

    /// The display state's name, for preview links and the API.
    public static func name(of state: DisplayState) -> LocalizedText {
        switch state {
        case .data: LocalizedText(en: "Data", zhHans: "有数据", zhHant: "有數據")
        case .empty: LocalizedText(en: "Empty", zhHans: "空", zhHant: "空")
        case .network: LocalizedText(en: "Network error", zhHans: "网络错误", zhHant: "網路錯誤")
        case .error: LocalizedText(en: "Error", zhHans: "出错", zhHant: "出錯")
        case .loading: LocalizedText(en: "Loading", zhHans: "加载中", zhHant: "載入中")
        case .search: LocalizedText(en: "No search results", zhHans: "无搜索结果", zhHant: "無搜尋結果")
        case .blank: LocalizedText(en: "Blank", zhHans: "空白", zhHant: "空白")
        }
    }
}
