import Strings

/// The texts UIKit itself supplies inside a screen (Cancel, Back, the search field's placeholder,
/// the content-unavailable configurations' texts, VoiceOver's words), in every language iOS 18
/// ships, so a German, Arabic or Japanese page shows no English of the system's.
///
/// Sources: `cancel`, `back` and `search` are Apple's own wording, from Apple's localization
/// glossaries (UIKitCore's `Cancel`, `Back`, `Search`, as extracted in douglashill/KeyboardKit's
/// `Localised/*.lproj`); the others follow each language's iOS wording and typography (Apple's
/// quotation marks and ellipsis per language) but were not read from an iOS 18 bundle. English,
/// Simplified and Traditional Chinese are ListPreview's own reviewed texts. A language or region not
/// listed falls back as every text does (`pt-PT` → `pt-BR`, `zh-HK` → `zh-Hant`, `de-AT` → `de`).
public enum SystemStrings {
    /// The search bar's Cancel.
    public static let cancel = LocalizedText(system: [
        "en": "Cancel", "zh-Hans": "取消", "zh-Hant": "取消", "ar": "إلغاء", "ca": "Cancel·lar", "cs": "Zrušit", "da": "Annuller",
        "de": "Abbrechen", "el": "Ακύρωση", "es": "Cancelar", "fi": "Kumoa", "fr": "Annuler", "he": "ביטול", "hi": "रद्द करें",
        "hr": "Poništi", "hu": "Mégsem", "id": "Batalkan", "it": "Annulla", "ja": "キャンセル", "ko": "취소", "ms": "Batal",
        "nb": "Avbryt", "nl": "Annuleer", "pl": "Anuluj", "pt-BR": "Cancelar", "ro": "Renunță", "ru": "Отменить", "sk": "Zrušiť",
        "sv": "Avbryt", "th": "ยกเลิก", "tr": "Vazgeç", "uk": "Скасувати", "vi": "Hủy"
    ])
    /// UINavigationBar's back button when the previous title does not fit.
    public static let back = LocalizedText(system: [
        "en": "Back", "zh-Hans": "返回", "zh-Hant": "返回", "ar": "رجوع", "ca": "Enrere", "cs": "Zpět", "da": "Tilbage",
        "de": "Zurück", "el": "Πίσω", "es": "Atrás", "fi": "Edellinen", "fr": "Retour", "he": "הקודם", "hi": "वापस",
        "hr": "Natrag", "hu": "Vissza", "id": "Kembali", "it": "Indietro", "ja": "戻る", "ko": "뒤로", "ms": "Balik",
        "nb": "Tilbake", "nl": "Vorige", "pl": "Wróć", "pt-BR": "Voltar", "pt-PT": "Anterior", "ro": "Înapoi", "ru": "Назад",
        "sk": "Naspäť", "sv": "Tillbaka", "th": "ย้อนกลับ", "tr": "Geri", "uk": "Назад", "vi": "Quay lại"
    ])
    /// UISearchBar's placeholder.
    public static let search = LocalizedText(system: [
        "en": "Search", "zh-Hans": "搜索", "zh-Hant": "搜尋", "ar": "بحث", "ca": "Buscar", "cs": "Hledat", "da": "Søg",
        "de": "Suchen", "el": "Αναζήτηση", "es": "Buscar", "fi": "Haku", "fr": "Rechercher", "he": "חיפוש", "hi": "खोजें",
        "hr": "Traži", "hu": "Keresés", "id": "Cari", "it": "Cerca", "ja": "検索", "ko": "검색", "ms": "Cari", "nb": "Søk",
        "nl": "Zoek", "pl": "Szukaj", "pt-BR": "Buscar", "pt-PT": "Pesquisa", "ro": "Căutare", "ru": "Поиск", "sk": "Vyhľadať",
        "sv": "Sök", "th": "ค้นหา", "tr": "Ara", "uk": "Пошук", "vi": "Tìm kiếm"
    ])
    /// UIContentUnavailableConfiguration.loading()'s text.
    public static let loading = LocalizedText(system: [
        "en": "Loading…", "zh-Hans": "加载中…", "zh-Hant": "載入中…", "ar": "جارٍ التحميل…", "ca": "Carregant…", "cs": "Načítání…",
        "da": "Indlæser…", "de": "Wird geladen …", "el": "Φόρτωση…", "es": "Cargando…", "fi": "Ladataan…", "fr": "Chargement…",
        "he": "טוען…", "hi": "लोड हो रहा है…", "hr": "Učitavanje…", "hu": "Betöltés…", "id": "Memuat…", "it": "Caricamento…",
        "ja": "読み込み中…", "ko": "로드 중…", "ms": "Memuatkan…", "nb": "Laster inn …", "nl": "Laden…", "pl": "Wczytywanie…",
        "pt-BR": "Carregando…", "pt-PT": "A carregar…", "ro": "Se încarcă…", "ru": "Загрузка…", "sk": "Načítava sa…",
        "sv": "Läser in …", "th": "กำลังโหลด…", "tr": "Yükleniyor…", "uk": "Завантаження…", "vi": "Đang tải…"
    ])
    /// UIContentUnavailableConfiguration.search()'s text without a query.
    public static let noResults = LocalizedText(system: [
        "en": "No Results", "zh-Hans": "无结果", "zh-Hant": "沒有結果", "ar": "لا توجد نتائج", "ca": "Cap resultat",
        "cs": "Žádné výsledky", "da": "Ingen resultater", "de": "Keine Ergebnisse", "el": "Κανένα αποτέλεσμα",
        "es": "Sin resultados", "fi": "Ei tuloksia", "fr": "Aucun résultat", "he": "אין תוצאות", "hi": "कोई परिणाम नहीं",
        "hr": "Nema rezultata", "hu": "Nincs találat", "id": "Tidak Ada Hasil", "it": "Nessun risultato", "ja": "結果なし",
        "ko": "결과 없음", "ms": "Tiada Hasil", "nb": "Ingen resultater", "nl": "Geen resultaten", "pl": "Brak wyników",
        "pt-BR": "Nenhum Resultado", "pt-PT": "Sem resultados", "ro": "Niciun rezultat", "ru": "Нет результатов",
        "sk": "Žiadne výsledky", "sv": "Inga resultat", "th": "ไม่มีผลลัพธ์", "tr": "Sonuç Yok", "uk": "Немає результатів",
        "vi": "Không có kết quả"
    ])
    /// UIContentUnavailableConfiguration.search()'s text with a query (`{query}`), in each language's quotation marks.
    public static let noResultsFor = LocalizedText(system: [
        "en": "No Results for “{query}”", "zh-Hans": "没有“{query}”的结果", "zh-Hant": "沒有「{query}」的結果",
        "ar": "لا توجد نتائج لـ “{query}”", "ca": "No hi ha resultats per a «{query}»", "cs": "Žádné výsledky pro „{query}“",
        "da": "Ingen resultater for “{query}”", "de": "Keine Ergebnisse für „{query}“", "el": "Κανένα αποτέλεσμα για «{query}»",
        "es": "No hay resultados para “{query}”", "fi": "Ei tuloksia haulle ”{query}”", "fr": "Aucun résultat pour « {query} »",
        "he": "אין תוצאות עבור “{query}”", "hi": "“{query}” के लिए कोई परिणाम नहीं", "hr": "Nema rezultata za „{query}”",
        "hu": "Nincs találat erre: „{query}”", "id": "Tidak Ada Hasil untuk “{query}”", "it": "Nessun risultato per “{query}”",
        "ja": "“{query}”の結果はありません", "ko": "“{query}”에 대한 결과 없음", "ms": "Tiada Hasil untuk “{query}”",
        "nb": "Ingen resultater for «{query}»", "nl": "Geen resultaten voor ‘{query}’", "pl": "Brak wyników dla „{query}”",
        "pt-BR": "Nenhum Resultado para “{query}”", "pt-PT": "Sem resultados para “{query}”",
        "ro": "Niciun rezultat pentru „{query}”", "ru": "Нет результатов для «{query}»", "sk": "Žiadne výsledky pre „{query}“",
        "sv": "Inga resultat för ”{query}”", "th": "ไม่มีผลลัพธ์สำหรับ “{query}”", "tr": "“{query}” için Sonuç Yok",
        "uk": "Немає результатів для «{query}»", "vi": "Không có kết quả cho “{query}”"
    ])
    /// UIContentUnavailableConfiguration.search()'s secondary text.
    public static let searchDetail = LocalizedText(system: [
        "en": "Check the spelling or try a new search.", "zh-Hans": "请检查拼写或尝试新的搜索。", "zh-Hant": "請檢查拼字或嘗試新的搜尋。",
        "ar": "تحقق من التهجئة أو جرّب بحثًا جديدًا.", "ca": "Comprova l’ortografia o fes una cerca nova.",
        "cs": "Zkontrolujte pravopis nebo zkuste nové hledání.", "da": "Kontroller stavemåden, eller prøv en ny søgning.",
        "de": "Überprüfe die Schreibweise oder versuche es mit einer neuen Suche.",
        "el": "Ελέγξτε την ορθογραφία ή δοκιμάστε νέα αναζήτηση.", "es": "Comprueba la ortografía o realiza una nueva búsqueda.",
        "es-419": "Verifica la ortografía o intenta realizar una nueva búsqueda.",
        "fi": "Tarkista kirjoitusasu tai kokeile uutta hakua.", "fr": "Vérifiez l’orthographe ou lancez une nouvelle recherche.",
        "he": "יש לבדוק את האיות או לנסות חיפוש חדש.", "hi": "वर्तनी जाँचें या नई खोज आज़माएँ।",
        "hr": "Provjerite pravopis ili pokušajte s novim pretraživanjem.",
        "hu": "Ellenőrizze a helyesírást, vagy próbálkozzon új kereséssel.", "id": "Periksa ejaan atau coba pencarian baru.",
        "it": "Controlla l’ortografia o prova a effettuare una nuova ricerca.", "ja": "スペルを確認するか、新しい検索を試してください。",
        "ko": "철자를 확인하거나 새로운 검색을 시도하십시오.", "ms": "Semak ejaan atau cuba carian baharu.",
        "nb": "Kontroller stavemåten, eller prøv et nytt søk.",
        "nl": "Controleer de spelling of probeer een nieuwe zoekopdracht.",
        "pl": "Sprawdź pisownię lub spróbuj wyszukać coś innego.", "pt-BR": "Verifique a ortografia ou tente uma nova busca.",
        "pt-PT": "Verifique a ortografia ou experimente uma nova pesquisa.",
        "ro": "Verificați ortografia sau încercați o nouă căutare.",
        "ru": "Проверьте правильность написания или выполните новый поиск.",
        "sk": "Skontrolujte pravopis alebo skúste nové vyhľadávanie.",
        "sv": "Kontrollera stavningen eller försök med en ny sökning.", "th": "ตรวจสอบการสะกดหรือลองค้นหาใหม่",
        "tr": "Yazımı kontrol edin veya yeni bir arama yapmayı deneyin.", "uk": "Перевірте правопис або спробуйте новий пошук.",
        "vi": "Kiểm tra chính tả hoặc thử tìm kiếm mới."
    ])
    /// A retry button (the built-in network and error placeholders').
    public static let retry = LocalizedText(system: [
        "en": "Retry", "zh-Hans": "重试", "zh-Hant": "重試", "ar": "إعادة المحاولة", "ca": "Tornar-ho a provar",
        "cs": "Zkusit znovu", "da": "Prøv igen", "de": "Erneut versuchen", "el": "Δοκιμάστε ξανά", "es": "Reintentar",
        "es-419": "Intentar de nuevo", "fi": "Yritä uudelleen", "fr": "Réessayer", "he": "נסה/י שוב", "hi": "फिर से कोशिश करें",
        "hr": "Pokušaj ponovno", "hu": "Újrapróbálás", "id": "Coba Lagi", "it": "Riprova", "ja": "やり直す", "ko": "다시 시도",
        "ms": "Cuba Lagi", "nb": "Prøv igjen", "nl": "Probeer opnieuw", "pl": "Spróbuj ponownie", "pt-BR": "Tentar Novamente",
        "pt-PT": "Tentar novamente", "ro": "Reîncercați", "ru": "Повторить попытку", "sk": "Skúsiť znova", "sv": "Försök igen",
        "th": "ลองอีกครั้ง", "tr": "Yeniden Dene", "uk": "Спробувати ще раз", "vi": "Thử lại"
    ])
    /// What VoiceOver says of a switch that is on.
    public static let switchOn = LocalizedText(system: [
        "en": "On", "zh-Hans": "开", "zh-Hant": "開啟", "ar": "تشغيل", "ca": "Activat", "cs": "Zapnuto", "da": "Til", "de": "Ein",
        "el": "Ενεργό", "es": "Activado", "fi": "Päällä", "fr": "Activé", "he": "פועל", "hi": "चालू", "hr": "Uključeno",
        "hu": "Be", "id": "Nyala", "it": "Attivo", "ja": "オン", "ko": "켬", "ms": "Hidup", "nb": "På", "nl": "Aan",
        "pl": "Włączone", "pt-BR": "Ativado", "ro": "Activat", "ru": "Вкл.", "sk": "Zapnuté", "sv": "På", "th": "เปิด",
        "tr": "Açık", "uk": "Увімк.", "vi": "Bật"
    ])
    /// … and off.
    public static let switchOff = LocalizedText(system: [
        "en": "Off", "zh-Hans": "关", "zh-Hant": "關閉", "ar": "إيقاف", "ca": "Desactivat", "cs": "Vypnuto", "da": "Fra",
        "de": "Aus", "el": "Ανενεργό", "es": "Desactivado", "fi": "Pois", "fr": "Désactivé", "he": "כבוי", "hi": "बंद",
        "hr": "Isključeno", "hu": "Ki", "id": "Mati", "it": "Non attivo", "ja": "オフ", "ko": "끔", "ms": "Mati", "nb": "Av",
        "nl": "Uit", "pl": "Wyłączone", "pt-BR": "Desativado", "ro": "Dezactivat", "ru": "Выкл.", "sk": "Vypnuté", "sv": "Av",
        "th": "ปิด", "tr": "Kapalı", "uk": "Вимк.", "vi": "Tắt"
    ])
    /// VoiceOver's selected trait.
    public static let selected = LocalizedText(system: [
        "en": "Selected", "zh-Hans": "已选中", "zh-Hant": "已選取", "ar": "محدد", "ca": "Seleccionat", "cs": "Vybráno", "da": "Valgt",
        "de": "Ausgewählt", "el": "Επιλεγμένο", "es": "Seleccionado", "fi": "Valittu", "fr": "Sélectionné", "he": "נבחר",
        "hi": "चयनित", "hr": "Odabrano", "hu": "Kijelölve", "id": "Dipilih", "it": "Selezionato", "ja": "選択済み", "ko": "선택됨",
        "ms": "Dipilih", "nb": "Valgt", "nl": "Geselecteerd", "pl": "Zaznaczone", "pt-BR": "Selecionado", "ro": "Selectat",
        "ru": "Выбрано", "sk": "Vybraté", "sv": "Vald", "th": "เลือกอยู่", "tr": "Seçili", "uk": "Вибрано", "vi": "Đã chọn"
    ])
    /// The search field's clear button.
    public static let clearText = LocalizedText(system: [
        "en": "Clear text", "zh-Hans": "清除文本", "zh-Hant": "清除文字", "ar": "مسح النص", "ca": "Esborrar el text",
        "cs": "Vymazat text", "da": "Ryd tekst", "de": "Text löschen", "el": "Διαγραφή κειμένου", "es": "Borrar texto",
        "fi": "Tyhjennä teksti", "fr": "Effacer le texte", "he": "נקה טקסט", "hi": "टेक्स्ट साफ़ करें", "hr": "Očisti tekst",
        "hu": "Szöveg törlése", "id": "Bersihkan teks", "it": "Cancella testo", "ja": "テキストを消去", "ko": "텍스트 지우기",
        "ms": "Kosongkan teks", "nb": "Tøm tekst", "nl": "Wis tekst", "pl": "Wymaż tekst", "pt-BR": "Limpar texto",
        "ro": "Șterge textul", "ru": "Очистить текст", "sk": "Vymazať text", "sv": "Rensa text", "th": "ล้างข้อความ",
        "tr": "Metni temizle", "uk": "Очистити текст", "vi": "Xóa văn bản"
    ])
}

private extension LocalizedText {
    /// Texts by BCP 47 tag, in the order given.
    init(system translations: KeyValuePairs<String, String>) {
        self.init(translations: translations.map { Translation(tag: LanguageTag($0.key)!, text: $0.value) })
    }
}
