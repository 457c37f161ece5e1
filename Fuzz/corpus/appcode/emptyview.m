#import "EmptyStateView.h"
static NSString *const kEmptyImage = @"empty_box";

@implementation EmptyStateView
+ (instancetype)noResultsView {
    EmptyStateView *view = [[self class] emptyView];
    view.imageView.image = [[UIImage imageNamed:kEmptyImage] imageWithRenderingMode:UIImageRenderingModeAlwaysTemplate];
    view.titleLabel.text = AppLocalizedStringWithDefaultValue(@"search.empty", nil, @"No Results", @"Search's empty title");
    view.messageLabel.text = [NSString stringWithFormat:@"Nothing matches “%@”", query ? query : @""];
    [view.button setTitle:NSLocalizedStringFromTable(@"retry", @"Main", nil) forState:UIControlStateNormal];
    return view;
}
- (void)setup {
    self.label.text = @"暂无数据";
    [self.imageView setImage:[UIImage systemImageNamed:@"tray"]];
}
@end

@implementation ListViewController (DZN)
- (NSAttributedString *)titleForEmptyDataSet:(UIScrollView *)scrollView {
    NSString *text = isSearching ? @"No Results" : nil;
    return [[NSAttributedString alloc] initWithString:text attributes:@{NSFontAttributeName: [UIFont boldSystemFontOfSize:18]}];
}
- (UIImage *)imageForEmptyDataSet:(UIScrollView *)scrollView { return [UIImage imageNamed:@"placeholder_list"]; }
- (CGFloat)verticalOffsetForEmptyDataSet:(UIScrollView *)scrollView { return -64.0f; }
- (void)show { self.emptyView.titleLabel.text = @"Nothing here"; [self showEmptyViewWithTitle:@"No items" image:@"empty"]; }
@end
