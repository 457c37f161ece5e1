import ScreenEdits
import Screens

/// What the Controls section needs beyond the screen: the app's pictures and colours to offer, and
/// where a save writes, when the server may write.
public struct ControlsSetting: Sendable {
    /// The pictures and colours an edit may name.
    public var resources: EditResources
    /// The fixtures file's name as the form says it (`screens.json`); `nil` when nothing may be saved.
    public var saveFile: String?
    /// The hash of the fixtures file's text the page is drawn from: a save from an older page is refused.
    public var fileHash: String

    /// A setting from its parts.
    public init(resources: EditResources, saveFile: String? = nil, fileHash: String = "") {
        self.resources = resources
        self.saveFile = saveFile
        self.fileHash = fileHash
    }
}

/// The Controls section's own words.
enum ControlsStrings {
    static let controls = LocalizedText(en: "Controls", zhHans: "控件", zhHant: "控制項")
    static let open = LocalizedText(en: "Edit this screen’s texts, pictures and colours", zhHans: "编辑此屏幕的文字、图片和颜色",
                                     zhHant: "編輯此畫面的文字、圖片和顏色")
    static let screen = LocalizedText(en: "Screen", zhHans: "屏幕", zhHant: "畫面")
    static let preview = LocalizedText(en: "Preview", zhHans: "预览", zhHant: "預覽")
    static let save = LocalizedText(en: "Save to {file}", zhHans: "保存到 {file}", zhHant: "儲存到 {file}")
    static let reset = LocalizedText(en: "Undo edits", zhHans: "撤销编辑", zhHant: "還原編輯")
    static let presets = LocalizedText(en: "Presets", zhHans: "预设", zhHant: "預設")
    static let longest = LocalizedText(en: "Longest translation", zhHans: "最长的译文", zhHant: "最長的譯文")
    static let double = LocalizedText(en: "×2 length", zhHans: "两倍长度", zhHant: "兩倍長度")
    static let pseudo = LocalizedText(en: "Pseudo-localized", zhHans: "伪本地化", zhHant: "偽在地化")
    static let emptyTexts = LocalizedText(en: "Empty strings", zhHans: "空字符串", zhHant: "空字串")
    static let rightToLeft = LocalizedText(en: "Right to left", zhHans: "从右到左", zhHant: "由右至左")
    static let thousandRows = LocalizedText(en: "1,000 rows", zhHans: "1,000 行", zhHant: "1,000 列")
    static let previewOnly = LocalizedText(en: "preview only, not saved", zhHans: "仅预览，不保存", zhHant: "僅預覽，不儲存")
    static let defaultValue = LocalizedText(en: "default", zhHans: "默认", zhHant: "預設")
    static let keyNote = LocalizedText(en: "key in the app's strings", zhHans: "应用字符串中的键", zhHant: "App 字串中的鍵")
}
