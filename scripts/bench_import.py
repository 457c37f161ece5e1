#!/usr/bin/env python3
"""make bench's import table: `listpreview import` on a million lines of an app's Swift and
Objective-C, against the `grep` a user would run over the same tree to find its empty states.

The issue's target: a million lines imported in under 2 s on 2 cores, and at most 3× the time of
`grep -rlE 'ContentUnavailable|EmptyDataSet|isEmpty' TREE` over the same tree. The reference is the
search a developer types first (and the lower bound of any reader: it reads every byte once and
understands nothing); `import` lexes every file, reads every declaration the texts go through and
writes the fixtures. Both are whole processes, run as a user runs them; grep reads the whole tree
(`Pods/` and the resources too), import what it reads (`.swift`, `.m`, `.h` outside `Pods/`, build
folders and the like, and the app's `.lproj` strings).

The tree is made here, seeded (the same bytes every run), as a large app's repository holds one
(`BENCH_IMPORT_LINES` lines of `.swift`/`.m`/`.h` outside `Pods/`, default 1,000,000): a few
thousand files of 100–1,500 lines in nested feature folders — SwiftUI screens (`if items.isEmpty {
Text("…") }`, `ContentUnavailableView("…", systemImage: "…", description: …)`, `.search`, the app's
own `EmptyStateView` wrapper and its calls), view models, UIKit controllers that set a
`UIContentUnavailableConfiguration.empty()` or subclass the app's DZNEmptyDataSet base class and set
the texts it returns, models; SwiftGen's `Strings.swift` (5,000
`static let x = L10n.tr("Localizable", "key", fallback: "…")` and formatting functions) with the
`en`/`de`/`fr` `Localizable.strings` it reads; one generated bindings file of several MB (as
Element X's SDK bindings or an Apollo `API.swift`); Objective-C controllers (`.m`, with their `.h`)
implementing DZNEmptyDataSet's `- (NSAttributedString *)titleForEmptyDataSet:`; storyboards and
xibs; and a `Pods/` folder (skipped by import, read by grep).

A real app too: `BENCH_IMPORT_APP` is an app's folder, or a bare git repository whose HEAD is
checked out into a temporary folder (blobs missing from a partial mirror are left out); by default
the first of ../.mirror/{element-hq+element-x-ios,home-assistant+iOS,…}/repo present beside the
checkout (the `fetch` mirrors). With none, its row says so.

A B A B …: each round runs import then grep on the generated tree, then on the app; medians of
BENCH_ROUNDS (default 5), after one untimed run of each (the page cache warm for both). Nothing here
asserts a timing. The placeholders found are import's own count, from the line it prints on
standard error.

Usage: python3 scripts/bench_import.py BINARY (scripts/bench.py runs it; BENCH_SKIP_IMPORT=1 skips
it there). `python3 scripts/bench_import.py --generate DIR [LINES]` only writes the tree into DIR
(to profile the import on it).
"""
import atexit, os, random, re, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "5"))
LINES = int(os.environ.get("BENCH_IMPORT_LINES", "1000000"))
PATTERN = "ContentUnavailable|EmptyDataSet|isEmpty"
SOURCES = (".swift", ".m", ".h")
# What AppReader never looks into (AppReader.skipped).
SKIPPED = {".git", ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm", "SourcePackages"}
MIRRORS = os.path.join(os.path.dirname(ROOT), ".mirror")
KNOWN_APPS = ["element-hq+element-x-ios", "home-assistant+iOS", "mastodon+mastodon-ios", "Dimillian+IceCubesApp"]

WORK = None


def work_folder():
    global WORK
    if WORK is None:
        WORK = tempfile.mkdtemp(prefix="listpreview-import-")
        atexit.register(shutil.rmtree, WORK, ignore_errors=True)
    return WORK


# MARK: - Words

NOUNS = ["Inbox", "Message", "Contact", "Photo", "Album", "Order", "Payment", "Invoice", "Note", "Task", "Project", "Event",
         "Reminder", "Bookmark", "Download", "Playlist", "Song", "Podcast", "Episode", "Device", "Room", "Space", "Thread",
         "Member", "Invite", "Report", "Receipt", "Coupon", "Cart", "Product", "Review", "Friend", "Follower", "Post",
         "Comment", "Story", "Draft", "File", "Folder", "Backup", "Session", "Account", "Card", "Transfer", "Trip",
         "Ticket", "Booking", "Workout", "Recipe", "Document", "Sensor", "Automation", "Scene", "Zone", "Widget", "Badge"]
ADJECTIVES = ["Recent", "Shared", "Archived", "Pinned", "Starred", "Pending", "Unread", "Saved", "Favorite", "Hidden",
              "Scheduled", "Muted", "Blocked", "Synced", "Offline", "Public", "Private", "Team", "Local", "Remote"]
VERBS = ["load", "refresh", "reload", "fetch", "delete", "archive", "share", "update", "sync", "select", "filter", "sort",
         "present", "dismiss", "configure", "prepare", "handle", "apply", "observe", "validate"]
SYMBOLS = ["tray", "tray.fill", "magnifyingglass", "photo.on.rectangle", "person.2", "bell.slash", "doc.text", "folder",
           "star", "bookmark", "cart", "creditcard", "calendar", "envelope.open", "wifi.slash", "exclamationmark.triangle",
           "music.note.list", "square.stack.3d.up.slash", "bubble.left.and.bubble.right", "checkmark.circle"]
WORDS = ("the a your this new all any more when after before items list here yet nothing found try again later pull "
         "to refresh add first start by tapping button below connect network check settings account sign in share "
         "with friends will appear once you have some").split()
TITLES = ["No {p}", "No {p} Yet", "Nothing Here", "No {a} {p}", "You're All Caught Up", "No Results", "No Connection",
          "Couldn't Load {p}", "{p} Unavailable", "Start Adding {p}"]


def plural(noun):
    return noun + ("es" if noun.endswith(("s", "ch", "x")) else "s")


def lower_first(name):
    return name[:1].lower() + name[1:]


def snake(name):
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


class Words:
    def __init__(self, rng):
        self.rng = rng

    def sentence(self, low=4, high=11):
        words = [self.rng.choice(WORDS) for _ in range(self.rng.randint(low, high))]
        return (" ".join(words)).capitalize() + "."

    def title(self, noun):
        return self.rng.choice(TITLES).format(p=plural(noun), a=self.rng.choice(ADJECTIVES))

    def symbol(self):
        return self.rng.choice(SYMBOLS)


# MARK: - Swift

class Swift:
    """Blocks of Swift as an app's files have them, each a list of lines at an indentation."""

    def __init__(self, rng, strings):
        self.rng, self.words, self.strings = rng, Words(rng), strings

    def text_expression(self, noun):
        """A title as apps write one: a literal, a SwiftGen accessor, String(localized:)."""
        choice = self.rng.random()
        if choice < 0.35:
            return f'"{self.words.title(noun)}"'
        if choice < 0.8:
            return self.strings.accessor(self.rng)
        return f'String(localized: "{snake(noun)}.empty.title", defaultValue: "{self.words.title(noun)}")'

    def property_block(self, indent, noun):
        pad = " " * indent
        kind = self.rng.random()
        name = lower_first(self.rng.choice(ADJECTIVES)) + plural(noun)
        if kind < 0.4:
            return [f"{pad}@Published private(set) var {name}: [{noun}] = []"]
        if kind < 0.7:
            return [f"{pad}private var {name}Count = 0", f"{pad}var is{noun}Loading = false"]
        return [f"{pad}var has{plural(noun)}: Bool {{", f"{pad}    !{name}.isEmpty", f"{pad}}}"]

    def method_block(self, indent, noun):
        pad, inner = " " * indent, " " * (indent + 4)
        verb = self.rng.choice(VERBS)
        items = lower_first(plural(noun))
        lines = [f"{pad}/// {self.words.sentence()}",
                 f"{pad}func {verb}{plural(noun)}(matching query: String, limit: Int = {self.rng.randint(10, 200)}) async throws -> [{noun}] {{"]
        for _ in range(self.rng.randint(2, 9)):
            pick = self.rng.random()
            if pick < 0.2:
                lines += [f"{inner}guard !query.isEmpty else {{", f"{inner}    return {items}", f"{inner}}}"]
            elif pick < 0.4:
                lines += [f"{inner}let filtered = {items}.filter {{ $0.title.localizedCaseInsensitiveContains(query) }}",
                          f"{inner}logger.debug(\"{verb} \\(filtered.count) of \\({items}.count) {items}\")"]
            elif pick < 0.55:
                lines += [f"{inner}switch state {{", f"{inner}case .loading:", f"{inner}    return []",
                          f"{inner}case .loaded(let values):", f"{inner}    return Array(values.prefix(limit))",
                          f"{inner}case .failed(let error):", f"{inner}    throw error", f"{inner}}}"]
            elif pick < 0.7:
                lines += [f"{inner}if {items}.isEmpty {{", f"{inner}    state = .empty", f"{inner}}} else {{",
                          f"{inner}    state = .loaded({items})", f"{inner}}}"]
            elif pick < 0.85:
                lines += [f"{inner}let response = try await client.send(.{verb}{plural(noun)}(query: query, page: page))",
                          f"{inner}{items}.append(contentsOf: response.items.map {noun}.init)",
                          f"{inner}page += 1  // {self.words.sentence(3, 6)}"]
            else:
                lines += [f"{inner}defer {{ isLoading = false }}", f"{inner}isLoading = true",
                          f"{inner}try Task.checkCancellation()"]
        lines += [f"{inner}return {items}", f"{pad}}}", ""]
        return lines

    def view_body_block(self, indent, noun):
        """A piece of a SwiftUI body: a list, a section, an empty state in one of its forms."""
        pad, inner = " " * indent, " " * (indent + 4)
        items = "viewModel." + lower_first(plural(noun))
        pick = self.rng.random()
        if pick < 0.14:
            return [f"{pad}if {items}.isEmpty {{",
                    f"{inner}ContentUnavailableView({self.text_expression(noun)}, systemImage: \"{self.words.symbol()}\", "
                    f"description: Text(\"{self.words.sentence()}\"))",
                    f"{pad}}} else {{", f"{inner}List({items}) {{ item in", f"{inner}    {noun}Row(item: item)", f"{inner}}}", f"{pad}}}"]
        if pick < 0.24:
            return [f"{pad}if {items}.isEmpty {{", f"{inner}Text(\"{self.words.title(noun)}\")",
                    f"{inner}    .foregroundStyle(.secondary)", f"{inner}    .frame(maxWidth: .infinity, alignment: .center)", f"{pad}}}"]
        if pick < 0.3:
            return [f"{pad}.overlay {{", f"{inner}if searchResults.isEmpty, !searchText.isEmpty {{",
                    f"{inner}    ContentUnavailableView.search(text: searchText)", f"{inner}}}", f"{pad}}}"]
        if pick < 0.37:
            return [f"{pad}if {items}.isEmpty && !viewModel.isLoading {{",
                    f"{inner}EmptyStateView(title: {self.text_expression(noun)}, message: \"{self.words.sentence()}\", systemImage: \"{self.words.symbol()}\")",
                    f"{pad}}}"]
        if pick < 0.42:
            return [f"{pad}ContentUnavailableView {{", f"{inner}Label(\"{self.words.title(noun)}\", systemImage: \"{self.words.symbol()}\")",
                    f"{pad}}} description: {{", f"{inner}Text(\"{self.words.sentence()}\")", f"{pad}}} actions: {{",
                    f"{inner}Button(\"Refresh\") {{ Task {{ await viewModel.refresh() }} }}", f"{pad}}}"]
        if pick < 0.7:
            return [f"{pad}Section(header: Text(\"{self.rng.choice(ADJECTIVES)}\")) {{",
                    f"{inner}ForEach({items}) {{ item in",
                    f"{inner}    NavigationLink(value: item) {{",
                    f"{inner}        {noun}Row(item: item, isSelected: selection == item.id)",
                    f"{inner}    }}",
                    f"{inner}    .swipeActions {{ Button(role: .destructive) {{ viewModel.delete(item) }} label: {{ Label(\"Delete\", systemImage: \"trash\") }} }}",
                    f"{inner}}}", f"{pad}}}"]
        return [f"{pad}HStack(spacing: {self.rng.randint(4, 16)}) {{",
                f"{inner}Image(systemName: \"{self.words.symbol()}\")", f"{inner}    .imageScale(.large)",
                f"{inner}VStack(alignment: .leading) {{", f"{inner}    Text(item.title).font(.headline)",
                f"{inner}    Text(item.subtitle ?? \"\").font(.subheadline).foregroundStyle(.secondary)", f"{inner}}}",
                f"{inner}Spacer()", f"{pad}}}", f"{pad}.padding(.vertical, {self.rng.randint(2, 12)})"]

    def swiftui_view(self, noun, target):
        name = f"{self.rng.choice(ADJECTIVES)}{plural(noun)}View"
        lines = ["//", f"//  {name}.swift", "//", "", "import SwiftUI", "", f"struct {name}: View {{",
                 f"    @StateObject private var viewModel = {noun}ListViewModel()", "    @State private var searchText = \"\"",
                 "    @State private var selection: UUID?", "", "    var body: some View {", "        NavigationStack {",
                 "            VStack {"]
        while len(lines) < target * 0.45:
            lines += self.view_body_block(16, noun)
        lines += ["            }", f"            .navigationTitle(\"{plural(noun)}\")", "            .searchable(text: $searchText)",
                  "            .refreshable { await viewModel.refresh() }", "        }", "    }", "",
                  "    private var searchResults: [" + noun + "] {",
                  "        searchText.isEmpty ? viewModel.items : viewModel.items.filter { $0.title.contains(searchText) }", "    }", "}", ""]
        # Row views and helpers until the file has its length.
        row = 0
        while len(lines) < target:
            row += 1
            lines += [f"private struct {noun}Row{row}: View {{", f"    let item: {noun}", "    var isSelected = false", "",
                      "    var body: some View {"]
            for _ in range(self.rng.randint(1, 3)):
                lines += self.view_body_block(8, noun)
            lines += ["    }", "}", ""]
        lines += ["#Preview {", f"    {name}()", "}"]
        return name, lines

    def view_model(self, noun, target):
        name = f"{noun}ListViewModel" if self.rng.random() < 0.5 else f"{self.rng.choice(ADJECTIVES)}{noun}ViewModel"
        lines = ["import Combine", "import Foundation", "import OSLog", "", "@MainActor",
                 f"final class {name}: ObservableObject {{",
                 "    enum State: Equatable { case loading, empty, loaded([" + noun + "]), failed(String) }", "",
                 "    @Published var state: State = .loading", f"    @Published var items: [{noun}] = []",
                 "    private let logger = Logger(subsystem: \"app\", category: \"" + noun + "\")", "    private var page = 0", ""]
        while len(lines) < target - 2:
            lines += self.property_block(4, noun) if self.rng.random() < 0.25 else self.method_block(4, noun)
        lines += ["}", ""]
        return name, lines

    def uikit_controller(self, noun, target):
        name = f"{self.rng.choice(ADJECTIVES)}{plural(noun)}ViewController"
        items = lower_first(plural(noun))
        # A third are the app's DZNEmptyDataSet base class's subclasses, which set the texts it returns.
        base = self.rng.random() < 0.33
        lines = ["import UIKit", "", f"final class {name}: {'BaseListViewController' if base else 'UIViewController'}, UITableViewDataSource, UITableViewDelegate {{",
                 "    private let tableView = UITableView(frame: .zero, style: .insetGrouped)",
                 f"    private var {items}: [{noun}] = [] {{", "        didSet { setNeedsUpdateContentUnavailableConfiguration() }", "    }", "",
                 "    override func viewDidLoad() {", "        super.viewDidLoad()", f"        title = \"{plural(noun)}\""]
        if base:
            lines += [f"        emptyDataSetTitle = {self.text_expression(noun)}", f"        emptyDataSetImage = UIImage(named: \"empty_{snake(noun)}\")"]
        lines += [
                 "        tableView.dataSource = self", "        tableView.delegate = self", "        view.addSubview(tableView)",
                 "        tableView.translatesAutoresizingMaskIntoConstraints = false", "        NSLayoutConstraint.activate(["]
        for anchor in ("topAnchor", "leadingAnchor", "trailingAnchor", "bottomAnchor"):
            lines.append(f"            tableView.{anchor}.constraint(equalTo: view.{anchor}),")
        lines += ["        ])", "    }", ""]
        if self.rng.random() < 0.6:
            lines += ["    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {",
                      f"        guard {items}.isEmpty else {{", "            contentUnavailableConfiguration = nil", "            return", "        }",
                      "        var config = UIContentUnavailableConfiguration.empty()",
                      f"        config.text = {self.text_expression(noun)}",
                      f"        config.secondaryText = \"{self.words.sentence()}\"",
                      f"        config.image = UIImage(systemName: \"{self.words.symbol()}\")",
                      "        config.button.title = \"Reload\"",
                      "        contentUnavailableConfiguration = config", "    }", ""]
        lines += ["    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
                  f"        {items}.count", "    }", "",
                  "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
                  "        let cell = tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)",
                  "        var content = cell.defaultContentConfiguration()", f"        content.text = {items}[indexPath.row].title",
                  f"        content.secondaryText = {items}[indexPath.row].subtitle", "        cell.contentConfiguration = content",
                  "        return cell", "    }", ""]
        while len(lines) < target - 2:
            pick = self.rng.random()
            if pick < 0.5:
                lines += self.method_block(4, noun)
            elif pick < 0.8:
                verb = self.rng.choice(VERBS)
                lines += [f"    @objc private func {verb}Tapped(_ sender: UIBarButtonItem) {{",
                          f"        let alert = UIAlertController(title: \"{self.words.title(noun)}\", message: \"{self.words.sentence()}\", preferredStyle: .actionSheet)",
                          f"        alert.addAction(UIAlertAction(title: \"{verb.capitalize()}\", style: .default) {{ [weak self] _ in",
                          f"            self?.{verb}()", "        })",
                          "        alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))",
                          "        present(alert, animated: true)", "    }", ""]
            else:
                lines += [f"    private func {self.rng.choice(VERBS)}() {{", "        let label = UILabel()",
                          f"        label.text = \"{self.words.sentence(2, 5)}\"", "        label.font = .preferredFont(forTextStyle: .body)",
                          "        label.numberOfLines = 0", "        label.textAlignment = .center",
                          "        tableView.backgroundView = " + f"{items}.isEmpty ? label : nil", "    }", ""]
        lines += ["}", ""]
        return name, lines

    def model(self, noun, target):
        lines = ["import Foundation", ""]
        index = 0
        while len(lines) < target:
            index += 1
            name = f"{noun}{'' if index == 1 else index}"
            fields = [(lower_first(self.rng.choice(ADJECTIVES)) + self.rng.choice(NOUNS), self.rng.choice(["String", "Int", "Date", "Bool", "URL?", "[String]"]))
                      for _ in range(self.rng.randint(3, 12))]
            lines += [f"struct {name}: Codable, Hashable, Identifiable {{", "    let id: UUID", "    var title: String", "    var subtitle: String?"]
            lines += [f"    var {field}: {kind}" for field, kind in fields]
            lines += ["", "    enum CodingKeys: String, CodingKey {", "        case id, title, subtitle"]
            lines += [f"        case {field} = \"{snake(field)}\"" for field, _ in fields]
            lines += ["    }", "}", "", f"extension {name} {{", f"    static let placeholder = {name}(id: UUID(), title: \"{self.words.sentence(2, 4)}\", subtitle: nil" +
                      "".join(f", {field}: .init()" for field, _ in fields[:2]) + ")", "",
                      "    var isEmpty: Bool { title.isEmpty && subtitle?.isEmpty != false }", "}", ""]
        return f"{noun}Models", lines

    def dzn_base_class(self):
        return "BaseListViewController", [
            "import DZNEmptyDataSet", "import UIKit", "",
            "/// Every list's base: DZNEmptyDataSet's source, its texts set by each subclass.",
            "class BaseListViewController: UIViewController, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {",
            "    var emptyDataSetTitle = L10n.tr(\"Localizable\", \"common.empty.title\", fallback: \"Nothing here yet\")",
            "    var emptyDataSetImage = UIImage(named: \"empty_default\")", "",
            "    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {",
            "        NSAttributedString(string: emptyDataSetTitle, attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)])", "    }", "",
            "    func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {", "        return emptyDataSetImage", "    }", "",
            "    func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool {", "        true", "    }", "}", ""]

    def empty_state_wrapper(self):
        return "EmptyStateView", [
            "import SwiftUI", "", "/// The app's empty state: a title, a message and a symbol.", "struct EmptyStateView: View {",
            "    let title: String", "    let message: String", "    let systemImage: String", "",
            "    var body: some View {", "        ContentUnavailableView {", "            Label(title, systemImage: systemImage)",
            "        } description: {", "            Text(message)", "        }", "    }", "}", ""]


class SwiftGenStrings:
    """SwiftGen's Strings.swift: nested enums of `static let` accessors, and the .strings files they read."""

    def __init__(self, rng, count):
        self.rng, self.words = rng, Words(rng)
        self.entries = []  # (enum path, name, key, text, arguments)
        groups = [f"{noun}" for noun in NOUNS]
        for index in range(count):
            group = groups[index % len(groups)]
            sub = ["Empty", "List", "Detail", "Settings", "Alert", "Action"][(index // len(groups)) % 6]
            name = lower_first(rng.choice(ADJECTIVES)) + rng.choice(NOUNS) + str(index)
            key = f"{snake(group)}.{snake(sub)}.{snake(name)}"
            arguments = 1 if rng.random() < 0.15 else 0
            text = self.words.title(group) if sub == "Empty" else self.words.sentence(2, 8)
            if arguments:
                text = text.rstrip(".") + " %@"
            self.entries.append(([group, sub], name, key, text, arguments))

    def accessor(self, rng):
        path, name, _, _, arguments = rng.choice(self.entries)
        return "L10n." + ".".join(path + [name]) + ("(count)" if arguments else "")

    def swift(self):
        lines = ["// swiftlint:disable all", "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen", "",
                 "import Foundation", "", "// MARK: - Strings", "", "internal enum L10n {"]
        current = None
        for path, name, key, text, arguments in sorted(self.entries, key=lambda entry: entry[0]):
            if path != current:
                if current:
                    lines += ["    }", "  }"]
                lines += [f"  internal enum {path[0]} {{", f"    internal enum {path[1]} {{"]
                current = path
            escaped = text.replace('"', '\\"')
            lines.append(f"      /// {text}")
            if arguments:
                lines += [f"      internal static func {name}(_ p1: Any) -> String {{",
                          f"        return L10n.tr(\"Localizable\", \"{key}\", String(describing: p1), fallback: \"{escaped}\")",
                          "      }"]
            else:
                lines.append(f"      internal static let {name} = L10n.tr(\"Localizable\", \"{key}\", fallback: \"{escaped}\")")
        lines += ["    }", "  }", "}", "", "extension L10n {",
                  "  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {",
                  "    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)",
                  "    return String(format: format, locale: Locale.current, arguments: args)", "  }", "}", "",
                  "private final class BundleToken {", "  static let bundle: Bundle = Bundle(for: BundleToken.self)", "}", ""]
        return lines

    def strings_file(self, language):
        lines = []
        for _, _, key, text, _ in self.entries:
            lines += [f"/* {key} */", f"\"{key}\" = \"{text if language == 'en' else language + ': ' + text}\";", ""]
        return lines


def bindings(rng, target):
    """A generated SDK bindings file (UniFFI's shape): classes of methods over FFI calls, records, enums."""
    words = Words(rng)
    lines = ["// This file was autogenerated by some hot garbage in the `uniffi` crate.", "// Trust me, you don't want to mess with it!",
             "", "import Foundation", "", "fileprivate extension RustBuffer {", "    init(bytes: [UInt8]) {",
             "        let rbuf = bytes.withUnsafeBufferPointer { ptr in", "            RustBuffer.from(ptr)", "        }",
             "        self.init(capacity: rbuf.capacity, len: rbuf.len, data: rbuf.data)", "    }", "}", ""]
    index = 0
    while len(lines) < target:
        index += 1
        noun = rng.choice(NOUNS) + str(index)
        kind = rng.random()
        if kind < 0.5:
            lines += [f"public protocol {noun}Protocol: AnyObject {{"]
            methods = [(rng.choice(VERBS) + rng.choice(NOUNS), rng.choice(["String", "Bool", "UInt64", f"[{rng.choice(NOUNS)}Record]"])) for _ in range(rng.randint(4, 25))]
            lines += [f"    func {method}(id: String) throws -> {result}" for method, result in methods]
            lines += ["}", "", f"open class {noun}: {noun}Protocol {{", "    fileprivate let pointer: UnsafeMutableRawPointer!", "",
                      "    required public init(unsafeFromRawPointer pointer: UnsafeMutableRawPointer) {", "        self.pointer = pointer", "    }", "",
                      "    deinit {", "        guard let pointer = pointer else { return }",
                      f"        try! rustCall {{ uniffi_sdk_ffi_fn_free_{noun.lower()}(pointer, $0) }}", "    }", ""]
            for method, result in methods:
                lines += [f"    open func {method}(id: String) throws -> {result} {{",
                          f"        return try FfiConverter{result.strip('[]')}.lift(try rustCallWithError(FfiConverterTypeClientError.lift) {{",
                          f"            uniffi_sdk_ffi_fn_method_{noun.lower()}_{snake(method)}(self.uniffiClonePointer(),",
                          "                FfiConverterString.lower(id), $0", "            )", "        })", "    }", ""]
            lines += ["}", ""]
        elif kind < 0.8:
            fields = [(lower_first(rng.choice(NOUNS)) + str(n), rng.choice(["String", "String?", "UInt64", "Bool", "[String]"])) for n in range(rng.randint(3, 14))]
            lines += [f"public struct {noun}Record {{"] + [f"    public var {field}: {kind_}" for field, kind_ in fields]
            lines += ["", "    public init(" + ", ".join(f"{field}: {kind_}" for field, kind_ in fields) + ") {"]
            lines += [f"        self.{field} = {field}" for field, _ in fields] + ["    }", "}", "",
                      f"extension {noun}Record: Equatable, Hashable {{",
                      f"    public static func ==(lhs: {noun}Record, rhs: {noun}Record) -> Bool {{"]
            for field, _ in fields:
                lines += [f"        if lhs.{field} != rhs.{field} {{", "            return false", "        }"]
            lines += ["        return true", "    }", "", "    public func hash(into hasher: inout Hasher) {"]
            lines += [f"        hasher.combine({field})" for field, _ in fields] + ["    }", "}", ""]
        else:
            cases = [lower_first(rng.choice(ADJECTIVES)) + str(n) for n in range(rng.randint(3, 12))]
            lines += [f"public enum {noun}Kind {{"] + [f"    case {case}" for case in cases] + ["}", "",
                      f"fileprivate struct FfiConverterType{noun}Kind: FfiConverterRustBuffer {{",
                      f"    public static func read(from buf: inout (data: Data, offset: Data.Index)) throws -> {noun}Kind {{",
                      "        let variant: Int32 = try readInt(&buf)", "        switch variant {"]
            for n, case in enumerate(cases):
                lines += [f"        case {n + 1}: return .{case}"]
            lines += ["        default: throw UniffiInternalError.unexpectedEnumCase", "        }", "    }", "",
                      f"    public static func write(_ value: {noun}Kind, into buf: inout [UInt8]) {{", "        switch value {"]
            for n, case in enumerate(cases):
                lines += [f"        case .{case}:", f"            writeInt(&buf, Int32({n + 1}))"]
            lines += ["        }", "    }", "}", f"// {words.sentence()}", ""]
    return lines


# MARK: - Objective-C

def objc_pair(rng, noun, target):
    """A controller's .h and .m; most implement DZNEmptyDataSet's source and delegate."""
    words = Words(rng)
    name = f"{rng.choice(['LG', 'XY', 'MB', 'AP'])}{rng.choice(ADJECTIVES)}{plural(noun)}ViewController"
    items = lower_first(plural(noun))
    header = ["//", f"//  {name}.h", "//", "", "#import <UIKit/UIKit.h>", "", "NS_ASSUME_NONNULL_BEGIN", "",
              f"@interface {name} : UITableViewController", "",
              f"@property (nonatomic, copy) NSArray<{noun} *> *{items};", "@property (nonatomic, assign, getter=isLoading) BOOL loading;"]
    for _ in range(rng.randint(2, 10)):
        header.append(f"- (void){rng.choice(VERBS)}{plural(noun)}WithCompletion:(nullable void (^)(NSError * _Nullable error))completion;")
    header += ["", "@end", "", "NS_ASSUME_NONNULL_END", ""]
    dzn = rng.random() < 0.7
    body = ["//", f"//  {name}.m", "//", "", f"#import \"{name}.h\"", "#import \"UIScrollView+EmptyDataSet.h\"", "",
            f"@interface {name} ()" + (" <DZNEmptyDataSetSource, DZNEmptyDataSetDelegate>" if dzn else ""),
            "@property (nonatomic, strong) NSDateFormatter *formatter;", "@end", "", f"@implementation {name}", "",
            "- (void)viewDidLoad", "{", "    [super viewDidLoad];", f"    self.title = NSLocalizedString(@\"{plural(noun)}\", nil);"]
    if dzn:
        body += ["    self.tableView.emptyDataSetSource = self;", "    self.tableView.emptyDataSetDelegate = self;",
                 "    self.tableView.tableFooterView = [UIView new];"]
    body += ["}", ""]
    if dzn:
        title = words.title(noun)
        body += ["#pragma mark - DZNEmptyDataSetSource", "", "- (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView", "{",
                 f"    NSString *text = NSLocalizedString(@\"{title}\", @\"{snake(noun)} empty title\");",
                 "    NSDictionary *attributes = @{NSFontAttributeName: [UIFont boldSystemFontOfSize:18.0f],",
                 "                                 NSForegroundColorAttributeName: [UIColor darkGrayColor]};",
                 "    return [[NSAttributedString alloc] initWithString:text attributes:attributes];", "}", "",
                 "- (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView", "{",
                 f"    NSString *text = @\"{words.sentence()}\";",
                 "    NSMutableParagraphStyle *paragraph = [NSMutableParagraphStyle new];",
                 "    paragraph.lineBreakMode = NSLineBreakByWordWrapping;", "    paragraph.alignment = NSTextAlignmentCenter;",
                 "    return [[NSAttributedString alloc] initWithString:text attributes:@{NSParagraphStyleAttributeName: paragraph}];", "}", "",
                 "- (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView", "{",
                 f"    return [UIImage imageNamed:@\"empty_{snake(noun)}\"];", "}", "",
                 "- (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state", "{",
                 "    return [[NSAttributedString alloc] initWithString:@\"Try Again\" attributes:nil];", "}", "",
                 "#pragma mark - DZNEmptyDataSetDelegate", "", "- (BOOL)emptyDataSetShouldDisplay:(UIScrollView *)scrollView", "{",
                 f"    return self.{items}.count == 0 && !self.isLoading;", "}", ""]
    body += ["#pragma mark - UITableViewDataSource", "",
             "- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section", "{", f"    return self.{items}.count;", "}", "",
             "- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath", "{",
             "    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@\"Cell\" forIndexPath:indexPath];",
             f"    {noun} *item = self.{items}[indexPath.row];", "    cell.textLabel.text = item.title;",
             "    cell.detailTextLabel.text = [self.formatter stringFromDate:item.date];", "    return cell;", "}", ""]
    while len(body) < target - 2:
        verb = rng.choice(VERBS)
        pick = rng.random()
        if pick < 0.5:
            body += [f"- (void){verb}{plural(noun)}WithCompletion:(void (^)(NSError *error))completion", "{",
                     "    __weak typeof(self) weakSelf = self;", "    self.loading = YES;",
                     f"    [[APIClient sharedClient] GET:@\"/{snake(plural(noun))}\" parameters:@{{@\"page\": @(self.page)}} success:^(NSArray *results) {{",
                     "        __strong typeof(weakSelf) strongSelf = weakSelf;", "        strongSelf.loading = NO;",
                     f"        strongSelf.{items} = [strongSelf.{items} arrayByAddingObjectsFromArray:results];",
                     "        [strongSelf.tableView reloadData];", "        if (completion) { completion(nil); }",
                     "    } failure:^(NSError *error) {", f"        NSLog(@\"{verb} failed: %@\", error);",
                     "        if (completion) { completion(error); }", "    }];", "}", ""]
        elif pick < 0.8:
            body += [f"- (void){verb}:(id)sender", "{", f"    if (self.{items}.count == 0) {{", "        return;", "    }",
                     f"    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@\"{words.title(noun)}\"",
                     f"                                                                   message:@\"{words.sentence()}\"",
                     "                                                            preferredStyle:UIAlertControllerStyleAlert];",
                     "    [alert addAction:[UIAlertAction actionWithTitle:@\"OK\" style:UIAlertActionStyleDefault handler:nil]];",
                     "    [self presentViewController:alert animated:YES completion:nil];", "}", ""]
        else:
            body += [f"/* {words.sentence()}", f"   {words.sentence()} */", f"- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath",
                     "{", f"    return indexPath.row == 0 ? {rng.randint(44, 120)}.0f : UITableViewAutomaticDimension;", "}", ""]
    body += ["@end", ""]
    return name, header, body


def storyboard(rng, noun, scenes):
    words = Words(rng)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="s1">',
             "    <scenes>"]
    for scene in range(scenes):
        lines += [f'        <scene sceneID="s{scene}">', "            <objects>",
                  f'                <viewController id="vc{scene}" customClass="{noun}{scene}ViewController" sceneMemberID="viewController">',
                  f'                    <view key="view" contentMode="scaleToFill" id="v{scene}">',
                  "                        <subviews>",
                  f'                            <label opaque="NO" text="{words.title(noun)}" textAlignment="center" id="l{scene}">',
                  '                                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>',
                  "                            </label>",
                  f'                            <label opaque="NO" text="{words.sentence()}" numberOfLines="0" id="d{scene}"/>',
                  f'                            <imageView image="empty_{snake(noun)}" id="i{scene}"/>',
                  "                        </subviews>", "                    </view>", "                </viewController>",
                  "            </objects>", "        </scene>"]
    lines += ["    </scenes>", "</document>", ""]
    return lines


# MARK: - The tree

def write(path, lines):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write("\n".join(lines))


def make_tree(root, lines_wanted, seed=20261208):
    """The app's tree under root; returns the lines of .swift/.m/.h import reads."""
    rng = random.Random(seed)
    app = os.path.join(root, "App")
    strings = SwiftGenStrings(rng, 5000)
    swift = Swift(rng, strings)
    written = 0

    def add(path, lines):
        nonlocal written
        write(os.path.join(root, path), lines)
        written += len(lines)

    add("App/Generated/Strings.swift", strings.swift())
    for language in ("en", "de", "fr"):
        write(os.path.join(app, "Resources", f"{language}.lproj", "Localizable.strings"), strings.strings_file(language))
    # One generated file of several MB: an eighth of the tree, at most 130,000 lines.
    add("App/Generated/SDK/SDKBindings.swift", bindings(rng, min(130_000, lines_wanted // 8)))
    add("App/Shared/Views/EmptyStateView.swift", swift.empty_state_wrapper()[1])
    add("App/Shared/Controllers/BaseListViewController.swift", swift.dzn_base_class()[1])
    features = [f"{rng.choice(ADJECTIVES)}{noun}" for noun in NOUNS]
    index = 0
    while written < lines_wanted:
        index += 1
        noun = rng.choice(NOUNS)
        feature = features[index % len(features)]
        folder = os.path.join("App", "Features", feature)
        target = int(min(1500, max(100, rng.lognormvariate(5.9, 0.6))))
        pick = rng.random()
        if pick < 0.25:
            name, lines = swift.swiftui_view(noun, target)
            add(os.path.join(folder, "Views", f"{name}{index}.swift"), lines)
        elif pick < 0.43:
            name, lines = swift.view_model(noun, target)
            add(os.path.join(folder, "ViewModels", f"{name}{index}.swift"), lines)
        elif pick < 0.58:
            name, lines = swift.uikit_controller(noun, target)
            add(os.path.join(folder, "Controllers", f"{name}{index}.swift"), lines)
        elif pick < 0.73:
            name, lines = swift.model(noun, target)
            add(os.path.join(folder, "Models", f"{name}{index}.swift"), lines)
        else:
            name, header, body = objc_pair(rng, noun, target)
            add(os.path.join("App", "Legacy", feature, f"{name}{index}.h"), header)
            add(os.path.join("App", "Legacy", feature, f"{name}{index}.m"), body)
    for scenes, noun in ((40, "Main"), (12, "Onboarding"), (25, "Settings")):
        write(os.path.join(app, "Base.lproj", f"{noun}.storyboard"), storyboard(rng, noun, scenes))
    for noun in NOUNS[:15]:
        write(os.path.join(app, "Legacy", "Xibs", f"{noun}EmptyView.xib"), storyboard(rng, noun, 1))
    # Pods/: what CocoaPods checks out, which import skips and grep reads (DZNEmptyDataSet among them).
    for pod in range(24):
        noun = rng.choice(NOUNS)
        name, header, body = objc_pair(rng, noun, 1500)
        write(os.path.join(root, "Pods", f"Pod{pod}{noun}", "Sources", f"{name}.h"), header)
        write(os.path.join(root, "Pods", f"Pod{pod}{noun}", "Sources", f"{name}.m"), body)
    return written


# MARK: - A real app

def checkout(git_dir, into):
    """HEAD of a bare repository into `into`, leaving out the blobs a partial mirror lacks."""
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", "HEAD"], capture_output=True, check=True).stdout
    entries = []
    for record in listing.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob":
            entries.append((mode, sha.decode(), os.fsdecode(path)))
    cat = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    # One at a time: cat-file answers each request before the next is written, so no pipe fills.
    for mode, sha, path in entries:
        cat.stdin.write(sha.encode() + b"\n")
        cat.stdin.flush()
        header = cat.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            continue
        data = cat.stdout.read(int(header[2]))
        cat.stdout.read(1)
        target = os.path.join(into, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if mode == b"120000":
            os.symlink(os.fsdecode(data), target)
        else:
            with open(target, "wb") as file:
                file.write(data)
    cat.stdin.close()
    cat.wait()


def real_app():
    """(label, folder) of the real app, or (reason, None)."""
    given = os.environ.get("BENCH_IMPORT_APP")
    candidates = [given] if given else [os.path.join(MIRRORS, name, "repo") for name in KNOWN_APPS]
    for path in candidates:
        if not os.path.isdir(path):
            continue
        if os.path.isfile(os.path.join(path, "HEAD")) and os.path.isdir(os.path.join(path, "objects")):
            commit = subprocess.run(["git", "--git-dir", path, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
            name = os.path.basename(os.path.dirname(path)) if os.path.basename(path) == "repo" else os.path.basename(path)
            folder = os.path.join(work_folder(), "app")
            os.makedirs(folder)
            checkout(path, folder)
            return f"{name.replace('+', '/')} @ {commit}", folder
        return os.path.basename(os.path.normpath(path)), path
    if given:
        return f"BENCH_IMPORT_APP={given}: no such folder", None
    return "no app given (BENCH_IMPORT_APP)", None


# MARK: - Measuring

SUMMARY = re.compile(r"found (\d+) empty states? in (\d+) files?: (\d+) with (?:its|their) texts, (\d+) computed")


def source_lines(root):
    """Lines and files of .swift/.m/.h that import reads (outside the folders it skips), the lines of
    .swift among them, and the files and bytes of the whole tree."""
    read_lines = read_files = swift_lines = all_files = all_bytes = 0
    for folder, folders, names in os.walk(root):
        skipped = any(part in SKIPPED for part in os.path.relpath(folder, root).split(os.sep))
        for name in names:
            path = os.path.join(folder, name)
            if os.path.islink(path) or not os.path.isfile(path):
                continue
            all_files += 1
            all_bytes += os.path.getsize(path)
            if not skipped and name.endswith(SOURCES) and not name.startswith("."):
                with open(path, "rb") as file:
                    lines = file.read().count(b"\n") + 1
                read_lines += lines
                swift_lines += lines if name.endswith(".swift") else 0
                read_files += 1
    return read_lines, read_files, swift_lines, all_files, all_bytes


def run_import(binary, tree, out):
    if os.path.exists(out):
        os.remove(out)
    started = time.perf_counter()
    run = subprocess.run([binary, "import", tree, "--out", out], capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    if run.returncode != 0:
        sys.exit(f"import of {tree} failed ({run.returncode}):\n{run.stderr}")
    return elapsed, run.stderr


def run_grep(tree):
    started = time.perf_counter()
    run = subprocess.run(["grep", "-rlE", PATTERN, tree], stdout=subprocess.PIPE)
    elapsed = time.perf_counter() - started
    if run.returncode not in (0, 1):
        sys.exit(f"grep over {tree} failed ({run.returncode})")
    return elapsed, len(run.stdout.splitlines())


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "--generate":
        lines = make_tree(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else LINES)
        print(f"{sys.argv[2]}: {lines:,} lines of .swift/.m/.h outside Pods/")
        return
    if len(sys.argv) != 2:
        sys.exit("usage: scripts/bench_import.py BINARY | --generate DIR [LINES]")
    binary = os.path.abspath(sys.argv[1])
    started = time.perf_counter()
    tree = os.path.join(work_folder(), "tree")
    make_tree(tree, LINES)
    generated = time.perf_counter() - started
    trees = [("generated", tree)]
    app_label, app_folder = real_app()
    if app_folder:
        trees.append((app_label, app_folder))
    sizes = {label: source_lines(folder) for label, folder in trees}
    out = os.path.join(work_folder(), "out.json")
    summary, matched = {}, {}
    for label, folder in trees:  # warm-up, untimed: the page cache holds both trees
        _, stderr = run_import(binary, folder, out)
        match = SUMMARY.search(stderr)
        if not match:
            sys.exit(f"import printed no summary for {label}:\n{stderr}")
        summary[label] = match
        _, matched[label] = run_grep(folder)
    imports = {label: [] for label, _ in trees}
    greps = {label: [] for label, _ in trees}
    for _ in range(ROUNDS):
        for label, folder in trees:
            imports[label].append(run_import(binary, folder, out)[0])
            greps[label].append(run_grep(folder)[0])
    print(f"### `import` on a million lines of Swift and Objective-C, against `grep -rlE '{PATTERN}'`")
    print()
    print(f"Medians of {ROUNDS} rounds, A B A B (`python3 scripts/bench_import.py BINARY`): `import TREE --out FILE` and "
          "`grep -rlE … TREE`, whole processes, the page cache warm. Lines and files are the `.swift`/`.m`/`.h` import is given "
          "(outside `Pods/` and build folders); "
          "grep reads the whole tree (its files and MB in the third column). "
          f"The generated tree is seeded (made in {generated:.1f} s); placeholders are import's own count (with their "
          "texts / computed), files matched grep's.")
    print()
    print("| tree | lines (files) given to import | of them `.swift` | whole tree | `import` | grep | ratio | import lines/s "
          "| placeholders (with texts / computed) | grep files matched |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for label, _ in trees:
        lines, files, swift_lines, all_files, all_bytes = sizes[label]
        ours, theirs = statistics.median(imports[label]), statistics.median(greps[label])
        found = summary[label]
        print(f"| {label} | {lines:,} ({files:,}) | {swift_lines:,} | {all_files:,} files, {all_bytes / 1e6:.0f} MB | {ours * 1000:.0f} ms "
              f"| {theirs * 1000:.0f} ms | **{ours / theirs:.2f}×** | {lines / ours:,.0f} | {int(found.group(1)):,} "
              f"({int(found.group(3)):,} / {int(found.group(4)):,}) | {matched[label]:,} |")
    if not app_folder:
        print(f"| {app_label} | | | | | | | | | |")
    print()


if __name__ == "__main__":
    main()
