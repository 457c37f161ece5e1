@testable import AppCode
import Foundation
import TestSupport
import Testing

/// Objective-C's empty states, each form in a small `.m` file written for it (the DZNEmptyDataSet
/// and empty-view code of real apps and articles), read by `AppReader` as `listpreview import` reads
/// an app's folder.
@Suite struct ObjCReaderTests {
    private func read(_ files: [String: String]) throws -> AppReader.Result {
        try readApp(files, named: "objc")
    }

    /// One expression read as a text, in a method whose body is `body`.
    private func text(_ expression: String, after body: String = "") -> FoundText? {
        let tokens = ObjCTokens(Lexer.tokens(Array((body + "\nX = " + expression + ";").utf8), language: .objectiveC))
        let code = ObjCReading.Code(tokens, scope: 0..<tokens.count)
        guard let start = tokens.tokens.lastIndex(where: { $0.is("X") }) else { return nil }
        return ObjCReading().text((start + 2)..<tokens.count, in: code)
    }

    @Test func dznSourceMethodsMakeOnePlaceholderPerImplementation() throws {
        let result = try read([
            "Search/SearchStrings.h": #"""
                #import <Foundation/Foundation.h>
                static NSString *const kEmptySearchImage = @"empty_search";
                """#,
            "Search/SearchViewController.m": #"""
                #import "SearchViewController.h"
                #import "SearchStrings.h"

                @interface SearchViewController () <DZNEmptyDataSetSource, DZNEmptyDataSetDelegate>
                @end

                @implementation SearchViewController

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.tableView.emptyDataSetSource = self;
                }

                #pragma mark - DZNEmptyDataSetSource

                - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
                    NSString *text = @"No Results";
                    NSDictionary *attributes = @{NSFontAttributeName: [UIFont boldSystemFontOfSize:18.0f],
                                                 NSForegroundColorAttributeName: [UIColor darkGrayColor]};
                    return [[NSAttributedString alloc] initWithString:text attributes:attributes];
                }

                - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
                    NSMutableParagraphStyle *paragraph = [NSMutableParagraphStyle new];
                    paragraph.alignment = NSTextAlignmentCenter;
                    return [[NSAttributedString alloc] initWithString:NSLocalizedStringFromTable(@"search.empty.detail", @"Search", @"Under the title")
                                                           attributes:@{NSParagraphStyleAttributeName: paragraph}];
                }

                - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
                    return [UIImage imageNamed:kEmptySearchImage];
                }

                - (NSAttributedString *)buttonTitleForEmptyDataSet:(UIScrollView *)scrollView forState:(UIControlState)state {
                    NSDictionary *attributes = @{NSFontAttributeName: [UIFont boldSystemFontOfSize:17.0f]};
                    return [[NSAttributedString alloc] initWithString:NSLocalizedString(@"search.retry", @"Retry button") attributes:attributes];
                }

                - (UIColor *)backgroundColorForEmptyDataSet:(UIScrollView *)scrollView {
                    return [UIColor whiteColor];
                }

                - (CGFloat)verticalOffsetForEmptyDataSet:(UIScrollView *)scrollView {
                    return -self.tableView.tableHeaderView.frame.size.height / 2.0f;
                }

                - (CGFloat)spaceHeightForEmptyDataSet:(UIScrollView *)scrollView {
                    return 20.0f;
                }

                @end
                """#,
            "Inbox/InboxViewController+EmptyDataSet.m": #"""
                @implementation InboxViewController (EmptyDataSet)

                - (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView {
                    return [[UIImage systemImageNamed:@"tray"] imageWithRenderingMode:UIImageRenderingModeAlwaysTemplate];
                }

                - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
                    if (self.isLoading) {
                        return nil;
                    }
                    NSMutableAttributedString *title = [[NSMutableAttributedString alloc] initWithString:self.viewModel.emptyTitle];
                    [title addAttribute:NSFontAttributeName value:[UIFont systemFontOfSize:20] range:NSMakeRange(0, title.length)];
                    return title;
                }

                @end
                """#,
        ])
        #expect(result.placeholders.count == 2, "\(result.placeholders)")
        let search = try #require(result.placeholders.first { $0.file == "Search/SearchViewController.m" })
        #expect(search.line == 16 && search.kind == "DZNEmptyDataSetSource" && search.owner == "SearchViewController" && search.api == "dzn")
        #expect(search.title == .literal("No Results", arguments: []))
        #expect(search.detail == .key("search.empty.detail", table: "Search", fallback: nil))
        #expect(search.picture == .asset("empty_search"), "the header's constant")
        #expect(search.buttons == [.key("search.retry", table: nil, fallback: nil)], "NSLocalizedString's second argument is a comment")
        #expect(search.state == "search" && search.notes.isEmpty)
        let inbox = try #require(result.placeholders.first { $0.file == "Inbox/InboxViewController+EmptyDataSet.m" })
        #expect(inbox.line == 3 && inbox.owner == "InboxViewController" && inbox.picture == .symbol("tray"))
        #expect(inbox.title == .computed("self.viewModel.emptyTitle") && inbox.detail == nil && inbox.buttons.isEmpty)
        #expect(inbox.state == "empty" && inbox.notes == ["title computed: self.viewModel.emptyTitle"])
    }

    /// Wikipedia's `WMFEmptyView`: each class method that sets fixed texts on the view it makes.
    @Test func anEmptyViewClassesFactoriesEachAPlaceholder() throws {
        let result = try read(["Wikipedia/Code/WMFEmptyView.m": #"""
            #import "WMFEmptyView.h"

            @implementation WMFEmptyView

            + (instancetype)emptyView {
                return [self wmf_viewFromClassNib];
            }

            + (instancetype)noHistoryEmptyView {
                WMFEmptyView *view = [[self class] emptyView];
                view.imageView.image = [UIImage imageNamed:@"history-blank"];
                view.titleLabel.text = WMFLocalizedStringWithDefaultValue(@"empty-no-history-title", nil, nil, @"No history to show", @"Title of a blank screen shown when a user has no history");
                view.messageLabel.text = WMFLocalizedStringWithDefaultValue(@"empty-no-history-message", nil, nil, @"Keep track of what you've been reading here", @"Message of a blank screen shown when a user has no history");
                [view.actionLabel removeFromSuperview];
                [view.button removeFromSuperview];
                return view;
            }

            + (instancetype)noInternetConnectionEmptyView {
                WMFEmptyView *view = [[self class] emptyView];
                view.imageView.image = [UIImage imageNamed:@"no-internet-blank"];
                view.titleLabel.text = [WMFCommonStrings noInternetConnection];
                return view;
            }

            + (instancetype)noReadingListsEmptyViewWithTarget:(nullable id)target action:(nonnull SEL)action {
                WMFEmptyView *view = [[self class] emptyView];
                view.titleLabel.text = WMFLocalizedStringWithDefaultValue(@"empty-no-reading-lists-title", nil, nil, @"Organize saved articles with reading lists", @"Title of a blank screen");
                [view configureButtonWithTitle:@"Create a new list" image:[UIImage imageNamed:@"plus"] target:target action:action];
                return view;
            }

            - (void)configureButtonWithTitle:(NSString *)title image:(UIImage *)image target:(nullable id)target action:(nonnull SEL)action {
                [self.button setTitle:title forState:UIControlStateNormal];
                [self.button setImage:image forState:UIControlStateNormal];
            }

            @end
            """#])
        let found = result.placeholders
        #expect(found.map(\.owner) == ["noHistoryEmptyView", "noInternetConnectionEmptyView", "noReadingListsEmptyViewWithTarget:action:"], "\(found)")
        #expect(found.map(\.line) == [9, 19, 26] && found.allSatisfy { $0.kind == "WMFEmptyView" && $0.api == nil })
        let history = found[0]
        #expect(history.title == .key("empty-no-history-title", table: nil, fallback: "No history to show"))
        #expect(history.detail == .key("empty-no-history-message", table: nil, fallback: "Keep track of what you've been reading here"))
        #expect(history.picture == .asset("history-blank") && history.buttons.isEmpty && history.state == "empty" && history.notes.isEmpty)
        let offline = found[1]
        #expect(offline.title == .computed("[WMFCommonStrings noInternetConnection]") && offline.picture == .asset("no-internet-blank"))
        #expect(offline.state == "network" && offline.notes == ["title computed: [WMFCommonStrings noInternetConnection]"])
        #expect(found[2].buttons == [.literal("Create a new list", arguments: [])] && found[2].picture == nil)
    }

    /// The articles' `NoDataEmptyView` and `PlaceholderView`: what their instance methods set on
    /// their own subviews is one placeholder per class.
    @Test func anEmptyViewClassesOwnSubviews() throws {
        let result = try read([
            "NoDataEmptyView.m": #"""
                #import "NoDataEmptyView.h"

                @interface NoDataEmptyView ()
                @property (nonatomic, strong) UIImageView *imageView;
                @property (nonatomic, strong) UILabel     *label;
                @end

                @implementation NoDataEmptyView

                -(instancetype)initWithFrame:(CGRect)frame
                {
                    if (self = [super initWithFrame:frame]) {
                        [self setup];
                    }
                    return self;
                }

                -(void)setup
                {
                    self.backgroundColor = [[UIColor lightGrayColor] colorWithAlphaComponent:0.6];
                    self.imageView = [[UIImageView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
                    self.imageView.image = [UIImage imageNamed:@"empty_body_kong"];
                    self.imageView.center = self.center;

                    self.label = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 100, 40)];
                    self.label.text = @"暂无数据";
                    self.label.textColor = [UIColor whiteColor];
                    [self addSubview:self.imageView];
                    [self addSubview:self.label];
                }

                @end
                """#,
            "PlaceholderView.m": #"""
                #import "PlaceholderView.h"

                @implementation PlaceholderView
                {
                    UIImageView *_imageView;
                }

                - (instancetype)initWithFrame:(CGRect)frame onTapView:(TapBlock)onTapBlock
                {
                    self = [super initWithFrame:frame];
                    if (self) {
                        [self setupSubViews];
                    }
                    return self;
                }
                -(void)setupSubViews
                {
                    UIImageView *imageView =[[UIImageView alloc]init];
                    imageView.contentMode = UIViewContentModeCenter;
                    [imageView setImage:[UIImage imageNamed:@"nodataPlaceholder"]];
                    _imageView = imageView;
                    [self addSubview:imageView];
                }
                @end
                """#,
        ])
        let noData = try #require(result.placeholders.first { $0.file == "NoDataEmptyView.m" })
        #expect(noData.line == 18 && noData.kind == "NoDataEmptyView" && noData.owner == "NoDataEmptyView")
        #expect(noData.title == .literal("暂无数据", arguments: []) && noData.detail == nil && noData.picture == .asset("empty_body_kong"))
        #expect(noData.state == "empty" && noData.notes.isEmpty)
        let placeholder = try #require(result.placeholders.first { $0.file == "PlaceholderView.m" })
        #expect(placeholder.line == 16 && placeholder.title == nil && placeholder.picture == .asset("nodataPlaceholder"))
        #expect(result.placeholders.count == 2, "\(result.placeholders)")
    }

    /// Elsewhere: what a controller sets on a view it names as empty, and messages that name one.
    @Test func viewsAndMessagesNamedForEmptyStates() throws {
        let result = try read(["Orders/OrdersViewController.m": #"""
            @implementation OrdersViewController

            - (void)showEmptyState {
                self.titleLabel.text = @"Orders";
                self.emptyView.titleLabel.text = NSLocalizedString(@"orders.empty.title", nil);
                self.emptyView.imageView.image = [UIImage systemImageNamed:@"cart"];
                [self.emptyView.retryButton setTitle:@"Reload" forState:UIControlStateNormal];
                [self.emptyView.retryButton setTitle:@"Reloading…" forState:UIControlStateHighlighted];
            }

            - (void)didLoad:(NSArray *)orders {
                if (orders.count) {
                    [self dxHideNoDataView];
                } else {
                    DXMaskViewController *maskView = [self dxShowNoDataViewOfTitle:@"No listings found" Detail:@"" WithOffset:60];
                    [maskView setOnClick:^{
                        [self reload];
                    }];
                }
            }

            - (DXMaskViewController *)dxShowNoDataViewWithTitle:(NSString *)title detail:(NSString *)detail image:(UIImage *)image animating:(BOOL)animating {
                return [self dxShowNoDataViewWithTitle:@"" detail:@"" image:[UIImage imageNamed:@"Empty page"] animating:false offset:0];
            }

            @end
            """#])
        #expect(result.placeholders.count == 2, "\(result.placeholders)")
        let empty = try #require(result.placeholders.first { $0.kind == "emptyView" })
        #expect(empty.line == 5 && empty.owner == "OrdersViewController" && empty.api == nil)
        #expect(empty.title == .key("orders.empty.title", table: nil, fallback: nil) && empty.picture == .symbol("cart"))
        #expect(empty.buttons == [.literal("Reload", arguments: [])] && empty.notes.isEmpty)
        let message = try #require(result.placeholders.first { $0.kind == "dxShowNoDataViewOfTitle:Detail:WithOffset:" })
        #expect(message.line == 15 && message.owner == "OrdersViewController")
        #expect(message.title == .literal("No listings found", arguments: []) && message.detail == nil && message.state == "search")
    }

    /// A file cut inside a message, and one cut inside its `@implementation` line: what can be read is.
    @Test func aCutFileGivesWhatItHas() throws {
        let source = #"""
            @implementation SettingsViewController
            - (void)viewDidLoad {
                self.titleLabel.text = @"Settings";
                self.imageView.image = [UIImage imageNamed:@"gear"];
            }
            - (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
                return [[NSAttributedString alloc] initWithString:@"Nothing here" attributes:
            """#
        let result = try read(["Settings.m": source, "Cut.m": "@implementation EmptyCartView\n+ (instancetype)emptyCartView { view.titleLabel.text = @\"Your cart is empty\"; [self "])
        let settings = try #require(result.placeholders.first { $0.file == "Settings.m" })
        #expect(settings.line == 6 && settings.title == .literal("Nothing here", arguments: []))
        #expect(result.placeholders.filter { $0.file == "Settings.m" }.count == 1, "a controller's own title label is no empty state")
        let cart = try #require(result.placeholders.first { $0.file == "Cut.m" })
        #expect(cart.line == 2 && cart.owner == "emptyCartView" && cart.title == .literal("Your cart is empty", arguments: []))
        // Every cut of the file reads without a crash, each placeholder on a line it has.
        let bytes = Array(source.utf8)
        for end in stride(from: 0, through: bytes.count, by: 3) {
            let tokens = ObjCTokens(Lexer.tokens(Array(bytes[..<end]), language: .objectiveC))
            let lines = bytes[..<end].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            for placeholder in ObjCReader.placeholders(tokens, file: "Settings.m", reading: ObjCReading()) {
                #expect(placeholder.line >= 1 && placeholder.line <= lines)
            }
        }
    }

    @Test func localizedMacrosFormatsAndLocals() {
        #expect(text(#"NSLocalizedString(@"empty.title", @"No items")"#) == .key("empty.title", table: nil, fallback: nil))
        #expect(text(#"NSLocalizedStringWithDefaultValue(@"empty.title", @"Main", [NSBundle mainBundle], @"No Items", @"A comment")"#)
            == .key("empty.title", table: "Main", fallback: "No Items"))
        #expect(text(#"MYLocalizedString(@"empty.title", @"Title of the empty list")"#) == .key("empty.title", table: nil, fallback: nil),
                "a lone later literal is a comment")
        #expect(text(#"AppLocalizedString(@"empty.title", @"Nothing Yet", @"Title of the empty list")"#) == .key("empty.title", table: nil, fallback: "Nothing Yet"))
        #expect(text(#"[[NSBundle mainBundle] localizedStringForKey:@"empty.title" value:@"Nothing" table:@"Lists"]"#)
            == .key("empty.title", table: "Lists", fallback: "Nothing"))
        #expect(text(#"[NSString stringWithFormat:@"No results for “%@”", self.query]"#) == .literal("No results for “%@”", arguments: ["self.query"]))
        #expect(text(#"@"No " @"Items""#) == .literal("No Items", arguments: []))
        #expect(text("(NSString *)message", after: #"NSString *message = nil; message = @"Empty";"#) == .literal("Empty", arguments: []))
        #expect(text("isSearching ? @\"No Results\" : @\"Empty\"") == .computed(#"isSearching ? @"No Results" : @"Empty""#))
        #expect(text(#"@"""#) == nil && text("nil") == nil)
        #expect(ObjCReading.readsAsWords("No history") && ObjCReading.readsAsWords("Empty") && ObjCReading.readsAsWords("暂无数据"))
        #expect(!ObjCReading.readsAsWords("empty-no-history-title") && !ObjCReading.readsAsWords("Empty.Title") && !ObjCReading.readsAsWords(""))
    }
}
