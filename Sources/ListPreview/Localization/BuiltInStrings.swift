/// The interface's own strings, in every supported language.
public enum BuiltInStrings {
    /// The accessible name of the overlay's button.
    public static let tapToReload = LocalizedText(en: "Tap to reload", zhHans: "点击重新加载", zhHant: "點擊重新載入")
    /// The label of the language picker.
    public static let language = LocalizedText(en: "Language", zhHans: "语言", zhHant: "語言")
    /// The link back from an error page.
    public static let backToScreens = LocalizedText(en: "Back to the screen", zhHans: "返回页面", zhHant: "返回頁面")
    /// The product name, suffixed to page titles.
    public static let productName = "ListPreview"
    /// The heading of a 404 page.
    public static let notFound = LocalizedText(en: "Page not found", zhHans: "找不到页面", zhHant: "找不到頁面")
    /// The heading of a 405 page.
    public static let methodNotAllowed = LocalizedText(en: "Method not allowed", zhHans: "不允许的请求方法", zhHant: "不允許的請求方法")
    /// The heading of any other client error page.
    public static let badRequest = LocalizedText(en: "Bad request", zhHans: "请求有误", zhHant: "請求有誤")
    /// The heading of a 500 page.
    public static let serverError = LocalizedText(en: "Something went wrong on our side", zhHans: "服务器出错了", zhHant: "伺服器出錯了")
}
